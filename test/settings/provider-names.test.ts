import { describe, expect, it } from 'vitest';
import { InvalidSetting } from '../../src/settings/parsers.js';
import { providerList } from '../../src/settings/provider-names.js';

const known = ['aws', 'azure-native', 'gcp', 'kubernetes', 'random'];

describe('providerList', () => {
  it('resolves names in any case and common aliases, once each, in order', () => {
    const parse = providerList(known);
    expect(parse('AWS, k8s random')).toEqual(['aws', 'kubernetes', 'random']);
    expect(parse(['azure', 'google', 'gcp'])).toEqual(['azure-native', 'gcp']);
    expect(parse('')).toEqual([]);
  });

  it('refuses an unknown name with the nearest known one', () => {
    const parse = providerList(known);
    expect(() => parse('aws, randon')).toThrow(InvalidSetting);
    expect(() => parse('aws, randon')).toThrow(
      "names unknown provider 'randon' (did you mean 'random'?); 'pulumi-gen registry ls --packages' lists the known ones",
    );
    expect(() => parse('terraform')).toThrow(/^names unknown provider 'terraform';/);
  });

  it('refuses an alias whose provider the snapshot does not hold', () => {
    expect(() => providerList(['aws'])('k8s')).toThrow(/unknown provider 'k8s'/);
  });
});
