import { describe, expect, it } from 'vitest';
import { analyse } from '../../src/language/terms.js';
import {
  deepSlotSaid,
  inputSlots,
  slotAccepts,
  slotValues,
  type InputSlot,
} from '../../src/plan/input-slots.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import type { InputProperty } from '../../src/snapshot/types.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';

const snapshot = openSnapshot(PLAN_SNAPSHOT_DIR);
const slot = (input: Partial<InputProperty>): InputSlot => ({
  path: input.name ?? 'x',
  parent: '',
  input: { name: 'x', type: 'pulumi.Input<string>', required: false, doc: '', ...input },
});

describe('inputSlots', () => {
  it('lists every input by dotted path, nested types expanded, deprecated inputs left out', () => {
    const record = snapshot.get('aws:s3/bucketVersioning:BucketVersioning')!;
    const slots = inputSlots(snapshot, record);
    expect(slots.map((s) => s.path)).toEqual([
      'bucket',
      'mfa',
      'region',
      'versioningConfiguration',
      'versioningConfiguration.mfaDelete',
      'versioningConfiguration.status',
    ]);
    expect(slots.find((s) => s.path === 'versioningConfiguration.status')?.parent).toBe(
      'versioningConfiguration',
    );
    expect(inputSlots(snapshot, record)).toBe(slots);
  });

  it('stops at four levels of nesting, as deep as the intent rung checks', () => {
    const record = snapshot.get('aws:cloudfront/distribution:Distribution')!;
    const depths = inputSlots(snapshot, record).map((s) => s.path.split('.').length);
    expect(Math.max(...depths)).toBe(4);
  });
});

describe('deepSlotSaid', () => {
  it('lets a value reach below three levels only when the block that holds the input is said with it', () => {
    const bundled = openSnapshot(defaultSnapshotDir());
    const slots = inputSlots(bundled, bundled.get('aws:msk/cluster:Cluster')!);
    const volume = slots.find((s) => s.path === 'brokerNodeGroupInfo.storageInfo.ebsStorageInfo.volumeSize')!;
    expect(deepSlotSaid(volume, new Set(analyse('100 GB of EBS storage per broker')))).toBe(true);
    expect(deepSlotSaid(volume, new Set(analyse('100 brokers')))).toBe(false);
    const shallow = slots.find((s) => s.path === 'numberOfBrokerNodes')!;
    expect(deepSlotSaid(shallow, new Set())).toBe(true);
  });
});

describe('slotAccepts', () => {
  it('accepts a number for number or string inputs, a boolean for boolean ones, a string for strings and enums', () => {
    expect(slotAccepts(slot({ type: 'pulumi.Input<number>' }), 3)).toBe(true);
    expect(slotAccepts(slot({ type: 'pulumi.Input<string>' }), 3)).toBe(true);
    expect(slotAccepts(slot({ type: 'pulumi.Input<boolean>' }), 3)).toBe(false);
    expect(slotAccepts(slot({ type: 'pulumi.Input<boolean>' }), true)).toBe(true);
    expect(slotAccepts(slot({ type: 'pulumi.Input<number>' }), 'x')).toBe(false);
    // A map takes entries, not a value: "35 days" is no recovery point's tags.
    const map = slot({ type: 'pulumi.Input<{ [key: string]: pulumi.Input<string>; } | undefined>' });
    expect(slotAccepts(map, 35)).toBe(false);
    expect(slotAccepts(map, 'daily')).toBe(false);
    expect(slotAccepts(slot({ type: 'pulumi.Input<enums.s3.Tier>' }), 'x')).toBe(true);
  });

  it("takes no number above the range the input's doc gives; a length or a lower bound does not bound it", () => {
    const window = slot({
      type: 'pulumi.Input<number>',
      doc: 'The waiting period in days. It must be between `7` and `30`, inclusive.',
    });
    expect(slotAccepts(window, 35)).toBe(false);
    expect(slotAccepts(window, 30)).toBe(true);
    // Said in a larger unit than the input takes ("2 days" of seconds), a number may be below the range.
    expect(slotAccepts(window, 2)).toBe(true);
    const name = slot({ doc: 'The name. Must be between 1 and 64 characters.' });
    expect(slotAccepts(name, 8080)).toBe(true);
  });

  it('gives a policy document only JSON, not the name of a managed policy', () => {
    const document = slot({
      name: 'assumeRolePolicy',
      type: 'pulumi.Input<string | inputs.iam.PolicyDocument>',
    });
    expect(slotAccepts(document, 'AmazonEC2RoleforSSM')).toBe(false);
    expect(slotAccepts(document, '{"Version": "2012-10-17"}')).toBe(true);
    const json = slot({ name: 'policy', doc: 'The text of the policy in JSON format.' });
    expect(slotAccepts(json, 'ReadOnly')).toBe(false);
    expect(slotAccepts(slot({ name: 'policyName' }), 'ReadOnly')).toBe(true);
  });
});

describe('slotValues', () => {
  it('takes the listed values, unquoted, and, unless complete, the backticked values a doc enumerates', () => {
    const open = slot({ validValues: ['"GET"'], doc: 'HTTP method, one of `GET`, `POST` or `PUT`.' });
    expect(slotValues(open)).toEqual(['GET', 'POST', 'PUT']);
    expect(slotValues(open, true)).toEqual(['GET']);
    const items = slot({ doc: 'Type of compute environment. Valid items are `EC2`, `SPOT` or `FARGATE`.' });
    expect(slotValues(items)).toEqual(['EC2', 'SPOT', 'FARGATE']);
    const complete = slot({ validValues: ['A'], validValuesComplete: true, doc: 'One of `A`, `B`.' });
    expect(slotValues(complete)).toEqual(['A']);
  });

  it('reads no values from a doc that does not enumerate, or names just one', () => {
    expect(slotValues(slot({ doc: 'Set `foo` and `bar` to tune it.' }))).toEqual([]);
    expect(slotValues(slot({ doc: 'Can be `only`.' }))).toEqual([]);
  });
});
