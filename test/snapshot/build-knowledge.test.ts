import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { defaultSnapshotDir } from '../../src/shared/paths.js';
import {
  buildKnowledge,
  keptEvidence,
  publicEvidence,
  rebuildKnowledge,
  recordsSchema,
} from '../../src/snapshot/build-knowledge.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { declarationSchema } from '../../src/snapshot/program-declarations.js';
import {
  KNOWLEDGE_FILE,
  programEvidence,
  type ProgramKnowledge,
} from '../../src/snapshot/program-knowledge.js';
import { MANIFEST_FILE } from '../../src/snapshot/shard-files.js';
import type { Manifest } from '../../src/snapshot/types.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';
import { removeTempDirs, tempDir } from './build-fixture.js';

afterAll(removeTempDirs);

const snapshot = openSnapshot(PLAN_SNAPSHOT_DIR);
const records = snapshot.providers.flatMap((provider) => snapshot.shard(provider).records);
const schema = recordsSchema(records, snapshot.manifest.providers);

const PROGRAM = `import * as cloud from "@pulumi/aws";
const role = new cloud.iam.Role("r", { assumeRolePolicy: "{}" });
new cloud.lambda.Function("f", { role: role.arn });
`;

describe('recordsSchema', () => {
  it('reads a program from a set of records as from the snapshot that holds them', () => {
    expect(programEvidence('test', PROGRAM, schema)).toEqual(
      programEvidence('test', PROGRAM, declarationSchema(snapshot)),
    );
    expect(schema.rootOf('@pulumi/aws')).toBe('aws');
    expect(schema.record('aws.iam.Role')?.token).toBe('aws:iam/role:Role');
  });
});

describe('publicEvidence', () => {
  it('reads the programs of each repository, leaving out those that declare nothing the records know', () => {
    const repo = tempDir('evidence');
    for (const [folder, code] of [
      ['aws-ts-lambda', PROGRAM],
      ['aws-ts-empty', 'export const x = 1;\n'],
    ]) {
      mkdirSync(join(repo, folder!), { recursive: true });
      writeFileSync(join(repo, folder!, 'Pulumi.yaml'), 'runtime: nodejs\n');
      writeFileSync(join(repo, folder!, 'index.ts'), code!);
    }
    const evidence = publicEvidence([{ repository: 'github.com/pulumi/examples', dir: repo }], schema);
    expect(evidence.map((e) => e.source)).toEqual(['github.com/pulumi/examples/aws-ts-lambda']);
    expect(evidence[0]?.declares).toEqual(['aws:iam/role:Role', 'aws:lambda/function:Function']);
  });
});

describe('rebuildKnowledge', () => {
  it("keeps the public programs' evidence of the current file, and gives the same bytes for the same inputs", () => {
    const dir = join(tempDir('knowledge'), 'registry-snapshot');
    cpSync(PLAN_SNAPSHOT_DIR, dir, { recursive: true });
    const kept = [programEvidence('github.com/pulumi/examples/aws-ts-lambda', PROGRAM, schema)];
    const first = buildKnowledge(records, snapshot.manifest.providers, { kind: 'kept', evidence: kept });
    mkdirSync(join(dir, 'knowledge'), { recursive: true });
    writeFileSync(join(dir, KNOWLEDGE_FILE), first);
    expect(keptEvidence(dir)).toEqual(kept);
    const size = rebuildKnowledge(dir);
    const rebuilt = readFileSync(join(dir, KNOWLEDGE_FILE));
    expect(size).toBe(rebuilt.length);
    expect(rebuilt.equals(first)).toBe(true);
    const knowledge = JSON.parse(rebuilt.toString('utf8')) as ProgramKnowledge;
    expect(knowledge.publicPrograms).toEqual(kept);
    const manifest = JSON.parse(readFileSync(join(dir, MANIFEST_FILE), 'utf8')) as Manifest;
    expect(manifest.checksums[KNOWLEDGE_FILE]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps nothing from a snapshot without a knowledge file', () => {
    expect(keptEvidence(tempDir('none'))).toEqual([]);
    expect(keptEvidence(defaultSnapshotDir()).length).toBeGreaterThan(0);
  });
});
