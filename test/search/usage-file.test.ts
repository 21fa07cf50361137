import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { indexFreshness } from '../../src/search/index-freshness.js';
import { readProgramUsage, writeProgramUsage } from '../../src/search/program-usage.js';
import { reindexSnapshot } from '../../src/search/reindex-snapshot.js';
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

  it('adds the public programs a snapshot carries, which its index fingerprint covers', async () => {
    const copy = join(mkdtempSync(join(tmpdir(), 'usage-file-')), 'snapshot');
    cpSync(PLAN_SNAPSHOT_DIR, copy, { recursive: true });
    try {
      const before = shippedInputUsage(openSnapshot(copy)).of('aws:iam/role:Role');
      expect(writeProgramUsage(copy, [{ code: PROGRAM }])).toBe(1);
      const stale = openSnapshot(copy);
      expect(readProgramUsage(stale)?.get('aws:iam/role:Role')?.declarations).toBe(2);
      expect(indexFreshness(stale.manifest).kind).toBe('stale');
      await reindexSnapshot(copy);
      const reindexed = openSnapshot(copy);
      expect(indexFreshness(reindexed.manifest).kind).toBe('fresh');
      const after = shippedInputUsage(reindexed).of('aws:iam/role:Role');
      expect(after?.declarations).toBe((before?.declarations ?? 0) + 2);
      const count = (path: string) => after?.inputs.get(path) ?? 0;
      expect(count('maxSessionDuration')).toBe((before?.inputs.get('maxSessionDuration') ?? 0) + 2);
      expect(count('path')).toBe((before?.inputs.get('path') ?? 0) + 1);
    } finally {
      rmSync(dirname(copy), { recursive: true, force: true });
    }
  });

  it('falls back to counting the doc examples for a snapshot built before usage files', () => {
    const manifest = { ...snapshot.manifest, search: { ...snapshot.manifest.search, providers: {} } };
    const older = Object.create(snapshot, { manifest: { value: manifest } }) as typeof snapshot;
    const usage = shippedInputUsage(older);
    expect(usage.of('aws:iam/role:Role')).toEqual(inputUsageOf(older).of('aws:iam/role:Role'));
    expect(usage.of('aws:iam/role:Role')?.declarations).toBeGreaterThan(0);
  });
});
