import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { indexFreshness } from '../../src/search/index-freshness.js';
import { decodeProgramUsage, readProgramUsage, writeProgramUsage } from '../../src/search/program-usage.js';
import { reindexSnapshot } from '../../src/search/reindex-snapshot.js';
import { shippedInputUsage } from '../../src/search/usage-file.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { PROGRAM_USAGE_FILE } from '../../src/snapshot/shard-files.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';
import { removeTempDirs, tempDir } from '../snapshot/build-fixture.js';

afterAll(removeTempDirs);

const PROGRAM = `
import * as aws from "@pulumi/aws";
const role = new aws.iam.Role("r", { assumeRolePolicy: "{}", maxSessionDuration: 7200 });
new aws.iam.Role("s", { assumeRolePolicy: "{}", maxSessionDuration: 3600, path: "/x/" });
`;

function copyOfPlanSnapshot(): string {
  const copy = join(tempDir('program-usage'), 'snapshot');
  cpSync(PLAN_SNAPSHOT_DIR, copy, { recursive: true });
  return copy;
}

describe("a snapshot's public-program usage", () => {
  it('is absent from a snapshot that carries none', () => {
    expect(readProgramUsage(openSnapshot(PLAN_SNAPSHOT_DIR))).toBeUndefined();
  });

  it('is counted from programs against the snapshot, written with its checksum, and read back', () => {
    const copy = copyOfPlanSnapshot();
    expect(writeProgramUsage(copy, [{ code: PROGRAM }, { code: 'export const nothing = 1;' }])).toBe(1);
    const data = readFileSync(join(copy, PROGRAM_USAGE_FILE));
    expect((JSON.parse(data.toString('utf8')) as { programs: number }).programs).toBe(2);
    const role = decodeProgramUsage(data).get('aws:iam/role:Role');
    expect(role?.declarations).toBe(2);
    expect(role?.inputs.get('maxSessionDuration')).toBe(2);
    expect(role?.inputs.get('path')).toBe(1);
    expect(readProgramUsage(openSnapshot(copy))).toEqual(decodeProgramUsage(data));
  });

  it('adds the public programs a snapshot carries, which its index fingerprint covers', async () => {
    const copy = copyOfPlanSnapshot();
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
  });
});
