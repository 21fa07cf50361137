import { describe, expect, it } from 'vitest';
import {
  cleanMarkup,
  examplesOf,
  oneLineDoc,
  parseDocComment,
  summaryOf,
  validValuesOf,
} from '../../src/snapshot/doc-text.js';

describe('doc comment text', () => {
  it('reads valid values in the phrasings provider docs use', () => {
    expect(
      validValuesOf('Versioning state. Valid values: `Enabled`, `Suspended`, or `Disabled`.')?.values,
    ).toEqual(['Enabled', 'Suspended', 'Disabled']);
    expect(
      validValuesOf('Attribute type. Valid values are `S` (string), `N` (number), `B` (binary).'),
    ).toEqual({ values: ['S', 'N', 'B'], complete: true });
    expect(validValuesOf('Possible values are: `STANDARD`, `NEARLINE` and `COLDLINE`.')?.values).toEqual([
      'STANDARD',
      'NEARLINE',
      'COLDLINE',
    ]);
    expect(
      validValuesOf('Acceptable values are "inherited" or "enforced". If "inherited", ...')?.values,
    ).toEqual(['inherited', 'enforced']);
    expect(validValuesOf('Currently-supported values are: `RSA`, `ECDSA`, `ED25519`.')?.values).toEqual([
      'RSA',
      'ECDSA',
      'ED25519',
    ]);
  });

  it('reads "the following are supported" lists, partial where the doc allows more after them', () => {
    expect(
      validValuesOf(
        'Either of the following is supported: `SampleCount`, `Average`, `Sum`, `Minimum`, `Maximum`',
      ),
    ).toEqual({ values: ['SampleCount', 'Average', 'Sum', 'Minimum', 'Maximum'], complete: true });
    expect(
      validValuesOf(
        'The following values are supported: `missing`, `ignore`, `breaching` and `notBreaching`.',
      )?.values,
    ).toEqual(['missing', 'ignore', 'breaching', 'notBreaching']);
    expect(validValuesOf('Valid values are `10`, `20`, `30`, or any multiple of `60`.')?.complete).toBe(
      false,
    );
    expect(
      validValuesOf(
        'The allowed values are `Default`, `OldestInstance`. Additionally, the ARN of a Lambda function.',
      )?.complete,
    ).toBe(false);
  });

  it('reads "can be either" and "valid values for `x` are" lists', () => {
    expect(validValuesOf('Capacity mode. Can be either `ON_DEMAND` or `PROVISIONED`.')?.values).toEqual([
      'ON_DEMAND',
      'PROVISIONED',
    ]);
    expect(validValuesOf('Valid values for `defaultBehavior` are `KEEP` or `DROP`.')?.values).toEqual([
      'KEEP',
      'DROP',
    ]);
  });

  it('unquotes values a doc quotes twice and marks a list complete only when the doc presents it whole', () => {
    expect(validValuesOf('Valid values are `"pending"` and `"available"`.')).toEqual({
      values: ['pending', 'available'],
      complete: true,
    });
    const sns =
      'Protocol to use. Valid values are: `sqs`, `sms`, `lambda`, `firehose`, and `application`. Protocols `email`, `email-json`, `http` and `https` are also valid but partially supported. See details below.';
    expect(validValuesOf(sns)).toEqual({
      values: ['sqs', 'sms', 'lambda', 'firehose', 'application'],
      complete: false,
    });
    expect(validValuesOf('Valid values include `gp2`, `gp3` and `io1`.')?.complete).toBe(false);
    expect(validValuesOf('Valid values: `a`, `b`. Defaults to `a`. See the guide for more.')?.complete).toBe(
      true,
    );
  });

  it('falls back to the first prose paragraph when a doc opens with its examples', () => {
    const doc = '## Example Usage\n\nUse this resource to make a widget.\n\n```typescript\nconst a = 1;\n```';
    expect(summaryOf(doc)).toBe('Use this resource to make a widget.');
  });

  it('finds no values in prose that only mentions them', () => {
    expect(
      validValuesOf('Valid values can be found in the [EC2 API Reference](https://example.com).'),
    ).toBeUndefined();
    expect(validValuesOf('The name of the bucket.')).toBeUndefined();
    expect(validValuesOf('Exactly one of `bgpAsn` or `bgpAsnLong` must be set.')).toBeUndefined();
    expect(validValuesOf('Valid values are between `0` and `3600`.')).toBeUndefined();
  });

  it("leaves out a list the doc gives for another input, and keeps one for the input's own name", () => {
    const matcher =
      'The HTTP or gRPC codes to use when checking for a successful response from a target. The ' +
      '`health_check.protocol` must be one of `HTTP` or `HTTPS` or the `targetType` must be `lambda`. ' +
      'When used with a Network Load Balancer (i.e., the `protocol` is one of `TCP`, `TCP_UDP`, `UDP`, or `TLS`), ' +
      'values can be between `200` and `599`.';
    expect(validValuesOf(matcher, 'matcher')).toBeUndefined();
    expect(validValuesOf(matcher, 'protocol')?.values).toEqual([
      'HTTP',
      'HTTPS',
      'TCP',
      'TCP_UDP',
      'UDP',
      'TLS',
    ]);
    const behavior = 'Valid values for `defaultBehavior` are `KEEP` or `DROP`.';
    expect(validValuesOf(behavior, 'default_behavior')?.values).toEqual(['KEEP', 'DROP']);
    expect(validValuesOf(behavior, 'mode')).toBeUndefined();
    expect(
      validValuesOf('Versioning state. Valid values: `Enabled`, `Suspended`.', 'status')?.values,
    ).toEqual(['Enabled', 'Suspended']);
  });

  it('keeps the Node.js spelling of per-language spans and drops HTML', () => {
    const raw =
      'Set <span pulumi-lang-nodejs="`forceDestroy`" pulumi-lang-python="`force_destroy`">`force_destroy`</span> to <b>true</b>.<!-- note -->';
    expect(cleanMarkup(raw)).toBe('Set `forceDestroy` to true.');
  });

  it('splits a doc comment into description, deprecation, summary and examples', () => {
    const doc = parseDocComment(
      [
        '/**',
        ' * Manages a widget.',
        ' *',
        ' * Second paragraph.',
        ' *',
        ' * ## Example Usage',
        ' *',
        ' * ### Basic',
        ' * ```typescript',
        ' * const w = new x.Widget("w", {});',
        ' * ```',
        ' *',
        ' * ## Import',
        ' * @deprecated Use x.Gadget',
        ' *   instead.',
        ' */',
      ].join('\n'),
    );
    expect(doc.deprecated).toBe('Use x.Gadget instead.');
    expect(summaryOf(doc.description)).toBe('Manages a widget.\n\nSecond paragraph.');
    expect(examplesOf(doc.description)).toEqual([
      { heading: 'Basic', code: 'const w = new x.Widget("w", {});\n' },
    ]);
    expect(oneLineDoc('First line\ncontinues.\n\nSecond paragraph.')).toBe('First line continues.');
  });
});
