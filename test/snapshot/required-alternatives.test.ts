import { describe, expect, it } from 'vitest';
import { requiredAlternatives } from '../../src/snapshot/required-alternatives.js';
import type { InputProperty } from '../../src/snapshot/types.js';

const field = (name: string, doc: string): InputProperty => ({
  name,
  type: 'pulumi.Input<string | undefined>',
  required: false,
  doc,
});

describe('inputs one of which must be set', () => {
  it('reads the groups the docs state, in backticks or brackets', () => {
    const either = 'Either [taskDefinition] or [taskDefinitionArgs] must be provided.';
    expect(
      requiredAlternatives([field('taskDefinition', either), field('taskDefinitionArgs', either)]),
    ).toEqual([['taskDefinition', 'taskDefinitionArgs']]);
    const exactly = 'Name of the policy. Exactly one of `policyName` or `resourceArn` must be specified.';
    expect(requiredAlternatives([field('policyName', exactly), field('resourceArn', 'ARN.')])).toEqual([
      ['policyName', 'resourceArn'],
    ]);
  });

  it('takes no group that names an input the object lacks, or that its own input does not belong to', () => {
    // The Lambda doc names Terraform's `filename`; the Pulumi input is `code`.
    const lambda = 'One of `filename`, `imageUri`, or `s3Bucket` must be specified.';
    expect(
      requiredAlternatives([field('imageUri', lambda), field('s3Bucket', lambda), field('code', '')]),
    ).toEqual([]);
    const elsewhere = 'Either `a` or `b` must be set.';
    expect(requiredAlternatives([field('c', elsewhere), field('a', ''), field('b', '')])).toEqual([]);
    expect(requiredAlternatives([field('a', 'Either `a` or `b` may be set.'), field('b', '')])).toEqual([]);
  });
});
