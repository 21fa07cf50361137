import { describe, expect, it } from 'vitest';
import { promptCoverage, identifierTokens } from '../../src/pipeline/prompt-coverage.js';

describe('promptCoverage', () => {
  it('measures prompt coverage over compiler identifier tokens', () => {
    const program =
      'import * as aws from "@pulumi/aws";\nconst bucket = new aws.s3.Bucket("b", { versioning: true });';
    expect([...identifierTokens(program)].sort()).toEqual(['Bucket', 'aws', 'bucket', 's3', 'versioning']);
    expect(promptCoverage(program, 'aws.s3.Bucket has inputs')).toBeCloseTo(3 / 5);
  });
});
