import { describe, expect, it } from 'vitest';
import {
  httpUrl,
  InvalidSetting,
  keyValues,
  labelName,
  listItems,
  oneOf,
  paths,
  positiveNumber,
  relativePath,
  relativePaths,
  stackName,
  switchOn,
  text,
  wholeNumber,
  word,
} from '../../src/settings/parsers.js';

describe('list and text values', () => {
  it('splits list items on commas, spaces and newlines across repeated values', () => {
    expect(listItems('aws, random\ngcp')).toEqual(['aws', 'random', 'gcp']);
    expect(listItems(['aws', 'k8s,azure'])).toEqual(['aws', 'k8s', 'azure']);
    expect(listItems(true)).toEqual([]);
    expect(listItems('  ')).toEqual([]);
  });

  it('takes the last of repeated values for a single setting', () => {
    expect(text(['first', ' last '])).toBe('last');
    expect(text(true)).toBe('true');
    expect(paths(['/a', 'b'])).toEqual(['/a', 'b']);
    expect(paths(false)).toEqual([]);
  });
});

describe('switches, choices and numbers', () => {
  it('reads a switch from the usual words and refuses others', () => {
    for (const on of ['true', 'YES', '1', 'on', true]) expect(switchOn(on)).toBe(true);
    for (const off of ['false', 'no', '0', 'off', '', false]) expect(switchOn(off)).toBe(false);
    expect(() => switchOn('maybe')).toThrow(new InvalidSetting("must be true or false, not 'maybe'"));
  });

  it('accepts only the allowed choices', () => {
    const preview = oneOf(['auto', 'require', 'off'] as const);
    expect(preview(' off ')).toBe('off');
    expect(() => preview('Auto')).toThrow("must be one of auto, require, off, not 'Auto'");
  });

  it('keeps whole numbers inside their range', () => {
    const repairs = wholeNumber(0, 10);
    expect(repairs('0')).toBe(0);
    expect(repairs('10')).toBe(10);
    for (const bad of ['', '11', '-1', '2.5', 'three']) {
      expect(() => repairs(bad)).toThrow(`must be a whole number from 0 to 10, not '${bad}'`);
    }
  });

  it('takes positive numbers with fractions up to the maximum, with the hint', () => {
    const minutes = positiveNumber(60, 'e.g. 2.5 for two and a half minutes');
    expect(minutes('2.5')).toBe(2.5);
    expect(minutes('60')).toBe(60);
    expect(() => minutes('0')).toThrow(/above 0 and at most 60, not '0'; e.g. 2.5/);
    expect(() => minutes('61')).toThrow(InvalidSetting);
    expect(() => minutes('Infinity')).toThrow(InvalidSetting);
  });
});

describe('URLs, paths and names', () => {
  it('takes only http and https URLs', () => {
    expect(httpUrl('http://localhost:11434/v1')).toBe('http://localhost:11434/v1');
    expect(() => httpUrl('file:///etc/passwd')).toThrow(/http\(s\) URL/);
    expect(() => httpUrl('localhost:8080')).toThrow(InvalidSetting);
  });

  it('cleans relative paths and refuses escapes, absolute paths and odd characters', () => {
    expect(relativePath('./infra/generated/')).toBe('infra/generated');
    for (const bad of ['', '/etc', '../up', 'a/../b', 'a//b', 'a/./b', 'name with space', 'x;rm']) {
      expect(() => relativePath(bad)).toThrow(InvalidSetting);
    }
    expect(relativePaths('policy/team, policy/security')).toEqual(['policy/team', 'policy/security']);
    expect(() => relativePaths('ok, /abs')).toThrow(InvalidSetting);
  });

  it('reads KEY=VALUE pairs in order, a later key winning, blank lines skipped', () => {
    expect(keyValues('aws:region=us-east-1\n\nsize = small\naws:region=eu-west-1')).toEqual({
      'aws:region': 'eu-west-1',
      size: 'small',
    });
    expect(keyValues(['a=b=c'])).toEqual({ a: 'b=c' });
    expect(() => keyValues('=value')).toThrow("takes KEY=VALUE, e.g. aws:region=us-east-1, not '=value'");
    expect(() => keyValues(['novalue'])).toThrow(InvalidSetting);
  });

  it('checks single words, label names and stack names', () => {
    expect(word(' /pulumi-gen ')).toBe('/pulumi-gen');
    expect(() => word('two words')).toThrow(InvalidSetting);
    expect(labelName('pulumi-gen: generated')).toBe('pulumi-gen: generated');
    expect(() => labelName('a,b')).toThrow(InvalidSetting);
    expect(() => labelName('x'.repeat(51))).toThrow(InvalidSetting);
    expect(stackName('dev.eu-1_a')).toBe('dev.eu-1_a');
    expect(() => stackName('-dev')).toThrow(InvalidSetting);
    expect(() => stackName('a/b')).toThrow(InvalidSetting);
  });
});
