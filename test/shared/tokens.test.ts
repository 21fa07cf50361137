import { describe, expect, it } from 'vitest';
import { countTokens } from '../../src/shared/tokens.js';

describe('countTokens', () => {
  it('counts o200k_base tokens, not characters', () => {
    expect(countTokens('')).toBe(0);
    expect(countTokens('hello world')).toBe(2);
    const schema = 'new aws.s3.BucketV2("logs", { forceDestroy: true });';
    expect(countTokens(schema)).toBeGreaterThan(5);
    expect(countTokens(schema)).toBeLessThan(schema.length);
    expect(countTokens(schema + schema)).toBe(2 * countTokens(schema));
  });
});
