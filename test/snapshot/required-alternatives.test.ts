import { describe, expect, it } from 'vitest';
import { requiredAlternatives, requiredByDefault } from '../../src/snapshot/required-alternatives.js';
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

describe('an optional input required while its siblings keep their defaults', () => {
  const allocationId = field(
    'allocationId',
    'The Allocation ID of the Elastic IP address. Required when `connectivityType` is set to `public` and `availabilityMode` is set to `zonal`.',
  );
  const connectivity = field(
    'connectivityType',
    'Valid values are `private` and `public`. Defaults to `public`.',
  );
  const mode = field('availabilityMode', 'Valid values are `zonal` and `regional`. Defaults to `zonal`.');

  it('is required when every condition its doc names is a default', () => {
    expect(requiredByDefault(allocationId, [allocationId, connectivity, mode])).toBe(true);
  });

  it('is not when a condition is no default, or names no sibling, or there is none', () => {
    const regional = field('availabilityMode', 'Defaults to `regional`.');
    expect(requiredByDefault(allocationId, [allocationId, connectivity, regional])).toBe(false);
    expect(requiredByDefault(allocationId, [allocationId, connectivity])).toBe(false);
    expect(requiredByDefault(connectivity, [allocationId, connectivity, mode])).toBe(false);
  });
});
