import { afterAll, describe, expect, it } from 'vitest';

import {
  createIsolatedTypechecker,
  TYPECHECK_WALL_FACTOR,
} from '../../../src/verify/typecheck/isolated-typechecker.js';
import { createTypechecker } from '../../../src/verify/typecheck/typechecker.js';
import { PATHOLOGICAL_TYPES } from '../attacks/host-attacks.js';
import { projectDirWithProviders } from '../helpers.js';

const project = projectDirWithProviders();
const isolated = createIsolatedTypechecker({ projectDir: project.dir });
afterAll(() => {
  isolated.dispose();
  project.dispose();
});

const S3 = "import * as pulumi from '@pulumi/pulumi';\nimport * as aws from '@pulumi/aws';\n";
const WRONG = `${S3}const b = new aws.s3.Bucket('b', { versioningConfiguration: { status: 'Enabled' } });\nexport const id = b.id;\n`;

describe('the isolated typechecker (a child process with time and heap limits)', () => {
  it('answers as the in-process typechecker does, and stays warm across calls', async () => {
    const inProcess = createTypechecker({ projectDir: project.dir });
    expect(await isolated.check(WRONG)).toEqual(inProcess.check(WRONG));
    const typo = `${S3}const b = new aws.s3.Buckt('b', {});\nexport const id = b.id;\n`;
    expect(await isolated.fix(typo)).toEqual(inProcess.fix(typo));
    const configured = `${S3}const c = new pulumi.Config();\nnew aws.s3.Bucket('b', { bucket: c.require('name'), forceDestroy: c.getBoolean('wipe') ?? false });\n`;
    const reads = await isolated.configReads(configured);
    expect(reads.map((read) => [read.key, read.required])).toEqual([
      ['name', true],
      ['wipe', false],
    ]);
    expect(reads).toEqual(inProcess.configReads(configured));
    const started = performance.now();
    await isolated.check(WRONG.replace("'b'", "'c'"));
    expect(performance.now() - started).toBeLessThan(2000);
  }, 60_000);

  it('stops pathological types at its time limit with a clear diagnostic, then checks the next program', async () => {
    const limited = createIsolatedTypechecker({ projectDir: project.dir, timeLimitMs: 8000 });
    try {
      const started = performance.now();
      const [diagnostic, ...rest] = await limited.check(PATHOLOGICAL_TYPES);
      expect(performance.now() - started).toBeLessThan(8000 * TYPECHECK_WALL_FACTOR + 2000);
      expect(rest).toEqual([]);
      expect(diagnostic).toMatchObject({ limit: 'time', category: 'error' });
      expect(diagnostic?.message).toMatch(/time limit of 8 s: the program's types are too expensive/);
      // A fresh child answers the next call.
      const next = await limited.check(WRONG);
      expect(
        next.map((d) => d.code),
        JSON.stringify(next),
      ).toEqual([2353]);
    } finally {
      limited.dispose();
    }
  }, 60_000);

  it('stops them at its heap limit without taking the parent down', async () => {
    const limited = createIsolatedTypechecker({ projectDir: project.dir, heapMb: 100 });
    try {
      const result = await limited.fix(PATHOLOGICAL_TYPES);
      expect(result.program).toBe(PATHOLOGICAL_TYPES);
      expect(result.diagnostics).toEqual([
        expect.objectContaining({
          limit: 'memory',
          message: expect.stringMatching(/memory limit of 100 MB/),
        }),
      ]);
      expect(process.memoryUsage().rss).toBeLessThan(1024 ** 3);
    } finally {
      limited.dispose();
    }
  }, 90_000);

  it('says so at once when its process cannot start', async () => {
    const broken = createIsolatedTypechecker({ projectDir: project.dir, nodePath: '/nonexistent/node' });
    const started = performance.now();
    const [diagnostic] = await broken.check(WRONG);
    expect(diagnostic).toMatchObject({ limit: 'crash', message: expect.stringMatching(/typecheck process/) });
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
