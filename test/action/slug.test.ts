import { describe, expect, it } from 'vitest';
import { headline, slugify } from '../../src/action/slug.js';

describe('slugify and headline', () => {
  it('makes short git-safe slugs and headlines', () => {
    expect(slugify('An S3 bucket (with versioning!) for café logs, please and thank you very much')).toBe(
      'an-s3-bucket-with-versioning-for-cafe',
    );
    expect(slugify('!!!')).toBe('');
    expect(headline('\n  first   line\nsecond')).toBe('first line');
    expect(headline('x'.repeat(100), 10)).toHaveLength(10);
  });
});
