import { describe, expect, it } from 'vitest';
import { documentedValue } from '../../../src/generate/compose/defaults.js';

describe('a default read from an input doc', () => {
  it('takes a listed value (an HTTPS one first) or the example, in the forms provider docs use', () => {
    expect(documentedValue('One of `allow-all`, `https-only`, or `redirect-to-https`.')).toBe('https-only');
    expect(documentedValue('Method to restrict by country: `none`, `whitelist`, or `blacklist`.')).toBe(
      'none',
    );
    expect(documentedValue('Type of authorization used (`NONE`, `CUSTOM`, `AWS_IAM`)')).toBe('NONE');
    expect(
      documentedValue(
        'This value can either be one of the following well known protocol strings (tcp, udp, icmp, all), or the IP protocol number.',
      ),
    ).toBe('tcp');
    expect(documentedValue('Lambda action to allow in this statement (e.g., `lambda:InvokeFunction`)')).toBe(
      'lambda:InvokeFunction',
    );
  });

  it('takes no property names for values, and no account or id the user must supply', () => {
    expect(
      documentedValue('One of `filename`, `imageUri`, or `s3Bucket` must be specified.'),
    ).toBeUndefined();
    expect(documentedValue('Specify this, `acmCertificateArn`, or `iamCertificateId`.')).toBeUndefined();
    expect(documentedValue('The account to trust (e.g., `123456789012`)')).toBeUndefined();
  });
});
