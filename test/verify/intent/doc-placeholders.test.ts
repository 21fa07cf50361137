import { describe, expect, it } from 'vitest';
import { docPlaceholders } from '../../../src/verify/intent/doc-placeholders.js';

describe('docPlaceholders', () => {
  it('finds the documentation examples a pasted program carries, each with why', () => {
    const found = docPlaceholders(
      'arn:aws:iam::123456789012:role/x in sg-12345678 of example-bucket, tenant 00000000-0000-0000-0000-000000000000',
      new Set(),
    );
    expect(found.map((placeholder) => placeholder.value)).toEqual([
      '123456789012',
      'example-bucket',
      'sg-12345678',
      '00000000-0000-0000-0000-000000000000',
    ]);
    expect(found[0]!.why).toBe('the AWS docs’ example account id');
  });

  it('leaves real-looking values and values the request stated alone', () => {
    expect(docPlaceholders('arn:aws:iam::210987654321:role/x sg-0a1b2c3d', new Set())).toEqual([]);
    expect(docPlaceholders('1123456789012 and my-example-bucket-2', new Set())).toEqual([
      { value: 'example-bucket', why: 'the docs’ example bucket name' },
    ]);
    expect(docPlaceholders('bucket Example-Bucket', new Set(['example-bucket']))).toEqual([]);
    // Inside a value the request stated: the account of the ARN it gave.
    const arn = 'arn:aws:sns:us-east-1:123456789012:oncall';
    expect(docPlaceholders(arn, new Set([arn]))).toEqual([]);
    expect(docPlaceholders(arn, new Set(['arn:aws:sns:us-east-1:210987654321:oncall']))).toHaveLength(1);
  });
});
