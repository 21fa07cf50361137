import { describe, expect, it } from 'vitest';
import { buildSearchArtifacts, searchFingerprint } from '../../src/search/build-index.js';
import { countBuildUsage, shippedInputUsage, type UsageFile } from '../../src/search/usage-file.js';
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

const PROGRAM = `
import * as aws from "@pulumi/aws";
const role = new aws.iam.Role("r", { assumeRolePolicy: "{}", maxSessionDuration: 7200 });
new aws.iam.Role("s", { assumeRolePolicy: "{}", maxSessionDuration: 3600, path: "/x/" });
`;

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

  it('counts the public programs it is given too, and they are part of the fingerprint', async () => {
    const { records, types } = shard();
    const iam = records.filter((r) => r.provider === 'aws' && r.module === 'iam');
    const without = await buildSearchArtifacts(iam, types);
    const withPrograms = await buildSearchArtifacts(iam, types, { usagePrograms: [{ code: PROGRAM }] });
    const read = (files: typeof without.files): UsageFile =>
      JSON.parse(
        new TextDecoder().decode(files.find((f) => f.path === 'search/aws.usage.json')?.data),
      ) as UsageFile;
    const before = read(without.files)['aws:iam/role:Role'];
    const after = read(withPrograms.files)['aws:iam/role:Role'];
    expect(after?.[0]).toBe((before?.[0] ?? 0) + 2);
    expect(after?.[1]['maxSessionDuration']).toBe((before?.[1]['maxSessionDuration'] ?? 0) + 2);
    expect(after?.[1]['path']).toBe((before?.[1]['path'] ?? 0) + 1);
    expect(searchFingerprint({}, { usagePrograms: [{ code: PROGRAM }] })).not.toBe(searchFingerprint({}));
  });

  it('falls back to counting the doc examples for a snapshot built before usage files', () => {
    const manifest = { ...snapshot.manifest, search: { ...snapshot.manifest.search, providers: {} } };
    const older = Object.create(snapshot, { manifest: { value: manifest } }) as typeof snapshot;
    const usage = shippedInputUsage(older);
    expect(usage.of('aws:iam/role:Role')).toEqual(inputUsageOf(older).of('aws:iam/role:Role'));
    expect(usage.of('aws:iam/role:Role')?.declarations).toBeGreaterThan(0);
  });
});
