import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { selectSandbox } from '../../../src/sandbox/select-sandbox.js';
import type { SandboxChoice } from '../../../src/sandbox/types.js';
import type { Snapshot } from '../../../src/snapshot/types.js';
import { runLadder } from '../../../src/verify/ladder.js';
import { runMockCheck, type MockRunDeps } from '../../../src/verify/mock/mock-rung.js';
import { distinctErrors, type RunError } from '../../../src/verify/mock/run-result.js';
import {
  createIsolatedTypechecker,
  TYPECHECK_WALL_FACTOR,
} from '../../../src/verify/typecheck/isolated-typechecker.js';
import { requireSandbox } from '../../support/sandbox.js';
import { projectDirWithProviders } from '../helpers.js';
import { loadAwsSnapshot } from '../mock/support.js';
import { HOST_ATTACKS, PATHOLOGICAL_TYPES } from './host-attacks.js';

const MiB = 1024 ** 2;
const TIME_LIMIT_MS = 10_000;

let project: { dir: string; dispose: () => void };
let snapshot: Snapshot;
let base: string;

beforeAll(() => {
  project = projectDirWithProviders();
  // The unshare sandbox runs the child as nobody, which must reach the project (as the workspace allows).
  chmodSync(project.dir, 0o755);
  snapshot = loadAwsSnapshot();
  base = mkdtempSync(join(tmpdir(), 'pg-host-'));
});
afterAll(() => {
  project.dispose();
  rmSync(base, { recursive: true, force: true });
});

const unshare = await selectSandbox('unshare', {
  pathEnv: process.env['PATH'] ?? '',
  identity: { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
});
const sandboxes: [string, () => Promise<SandboxChoice | undefined>][] = [
  ['bubblewrap', requireSandbox],
  ['unshare', () => Promise.resolve(unshare.kind === 'ready' ? unshare : undefined)],
];

/** A fresh temp folder for one run: whatever the run leaves on the host is in it afterwards. */
function tempFolder(name: string): string {
  const dir = join(base, name.replace(/[^a-z0-9]+/gi, '-').slice(0, 40));
  mkdirSync(dir);
  return dir;
}

describe.each(sandboxes)('attacks on the host and the parent under %s', (_name, sandboxOf) => {
  it.each(HOST_ATTACKS.map((attack) => [attack.name, attack] as const))(
    '%s: a failed run, within its limit, nothing left on the host',
    async (name, attack) => {
      const sandbox = await sandboxOf();
      if (sandbox === undefined) return;
      const tempDir = tempFolder(`${_name}-${name}`);
      const deps: MockRunDeps = {
        snapshot,
        nodePath: process.execPath,
        sandbox,
        memoryBytes: 1024 ** 3,
        diskBytes: 32 * MiB,
        timeLimitMs: TIME_LIMIT_MS,
        tempDir,
      };
      const report = await runMockCheck(deps, new Map([['index.ts', attack.source]]), {
        projectDir: project.dir,
        config: {},
      });
      const errors = report.findings.filter((finding) => finding.severity === 'error');
      expect(errors, JSON.stringify(report.findings)).not.toEqual([]);
      if (attack.code !== undefined) {
        // The runner stops program code reaching fs or process first (forbidden-access); the caps are the
        // layer under it (test/sandbox holds them on their own).
        const codes = errors.map((finding) => finding.code);
        expect(codes.includes(attack.code) || codes.includes('forbidden-access'), codes.join(', ')).toBe(
          true,
        );
      }
      expect(report.durationMs).toBeLessThan(TIME_LIMIT_MS + 10_000);
      expect(readdirSync(tempDir)).toEqual([]);
      expect(process.memoryUsage().rss).toBeLessThan(1024 ** 3);
    },
    60_000,
  );
});

describe('the parent under attack', () => {
  it('stops pathological types at the typecheck limit: the rung fails with a finding, the parent goes on', async () => {
    const typechecker = createIsolatedTypechecker({ projectDir: project.dir, timeLimitMs: 8000 });
    try {
      const started = performance.now();
      const result = await runLadder(PATHOLOGICAL_TYPES, {
        typechecker,
        rungs: [],
        writeProgram: () => Promise.resolve(),
        context: { projectDir: project.dir, config: {} },
        clock: { now: () => performance.now() },
        progress: () => undefined,
        maxRepairs: 0,
      });
      const typecheck = result.outcomes.find((outcome) => outcome.rung === 'typecheck');
      expect(typecheck?.status).toBe('failed');
      expect(typecheck?.findings[0]).toMatchObject({
        code: 'typecheck-limit',
        message: expect.stringMatching(/time limit of 8 s/),
      });
      expect(performance.now() - started).toBeLessThan(8000 * TYPECHECK_WALL_FACTOR + 10_000);
    } finally {
      typechecker.dispose();
    }
  }, 60_000);

  it('de-duplicates 300,000 distinct errors in one pass (pairwise would take minutes)', () => {
    const errors: RunError[] = Array.from({ length: 300_000 }, (_, i) => ({
      kind: 'unhandled-rejection',
      name: 'Error',
      message: `rejected ${i}`,
      stack: '',
    }));
    const started = performance.now();
    const distinct = distinctErrors([...errors, ...errors], 20);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(distinct.errors.map((error) => error.message)).toEqual(
      Array.from({ length: 20 }, (_, i) => `rejected ${i}`),
    );
    expect(distinct.more).toBe(300_000 - 20);
  });

  it('runs a program from a temp folder far longer than a unix socket path allows', async () => {
    const long = join(base, 'a-temp-folder-whose-path-is-longer-than-any-socket-path-allows-'.repeat(2));
    mkdirSync(long);
    const report = await runMockCheck(
      { snapshot, nodePath: process.execPath, sandbox: await requireSandbox(), tempDir: long },
      new Map([['index.ts', "import * as aws from '@pulumi/aws';\nnew aws.s3.Bucket('site');\n"]]),
      { projectDir: project.dir, config: {} },
    );
    expect(report.findings, JSON.stringify(report.findings)).toEqual([]);
    expect(report.resources.map((resource) => resource.token)).toEqual(['aws:s3/bucket:Bucket']);
    expect(readdirSync(long)).toEqual([]);
  }, 60_000);

  it('kept its own peak memory under 1 GB through every attack', () => {
    expect(process.resourceUsage().maxRSS * 1024).toBeLessThan(1024 ** 3);
  });
});
