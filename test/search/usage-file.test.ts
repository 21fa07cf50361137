import { describe, expect, it } from 'vitest';
import { countBuildUsage, shippedInputUsage } from '../../src/search/usage-file.js';
import { inputUsageOf } from '../../src/snapshot/input-usage.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import type { NestedType, SnapshotRecord } from '../../src/snapshot/types.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';

const snapshot = openSnapshot(PLAN_SNAPSHOT_DIR);

function shard(): { records: SnapshotRecord[]; types: NestedType[] } {
  const records: SnapshotRecord[] = [];
  const types: NestedType[] = [];
  for (const provider of snapshot.providers) {
    records.push(...snapshot.shard(provider).records);
    types.push(...snapshot.shard(provider).types.values());
  }
  return { records, types };
}

describe('the usage file the index builder writes', () => {
  it('ships, per provider, what the examples declare, read back as the snapshot gives it', () => {
    const usage = shippedInputUsage(snapshot);
    expect(shippedInputUsage(snapshot)).toBe(usage);
    const { records, types } = shard();
    const counted = countBuildUsage(records, types);
    for (const token of ['aws:iam/role:Role', 'aws:ec2/instance:Instance', 'aws:s3/bucket:Bucket']) {
      expect(usage.of(token)).toEqual(counted.get(token));
      expect(usage.of(token)?.declarations).toBeGreaterThan(0);
    }
    expect(usage.of('aws:ec2/instance:Instance')?.inputs.get('instanceType')).toBeGreaterThan(0);
    expect(usage.of('aws:no/such:Thing')).toBeUndefined();
  });

  it('falls back to counting the doc examples for a snapshot built before usage files', () => {
    const manifest = { ...snapshot.manifest, search: { ...snapshot.manifest.search, providers: {} } };
    const older = Object.create(snapshot, { manifest: { value: manifest } }) as typeof snapshot;
    const usage = shippedInputUsage(older);
    expect(usage.of('aws:iam/role:Role')).toEqual(inputUsageOf(older).of('aws:iam/role:Role'));
    expect(usage.of('aws:iam/role:Role')?.declarations).toBeGreaterThan(0);
  });
});
