import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { packageRoot } from '../../../src/shared/paths.js';
import { MOCK_RUNNER_SOURCE } from '../../../src/verify/mock/runner-source.js';

/**
 * The runner run by itself, as `node runner.cjs job.json` with no engine behind it: what it does of its own
 * (reading and deleting the job, poisoning what the program may not reach, writing the result with the
 * nonce) needs no monitor. Runs through the whole mock rung, sandbox and recording monitor included, are in
 * mock-rung.test.ts.
 */

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

interface RunnerError {
  readonly kind: string;
  readonly name: string;
  readonly message: string;
}

interface RunnerResult {
  readonly nonce: string;
  readonly errors: readonly RunnerError[];
  readonly violations: readonly { readonly what: string; readonly stack: string }[];
  readonly completed: boolean;
}

interface RunnerRun {
  readonly code: number | null;
  readonly jobLeft: boolean;
  readonly resultText: string;
}

const NONCE = 'n0nce-7f3a';

/** Runs the runner on one program file (CommonJS) in a fresh run dir laid out as the mock rung lays it. */
function runRunner(program: string, resultFileText = ''): Promise<RunnerRun> {
  const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-runner-'));
  dirs.push(dir);
  const programDir = join(dir, 'program');
  mkdirSync(programDir);
  symlinkSync(realpathSync(join(packageRoot(), 'node_modules')), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(programDir, 'index.js'), program);
  writeFileSync(join(dir, 'runner.cjs'), MOCK_RUNNER_SOURCE);
  writeFileSync(join(dir, 'result.json'), resultFileText);
  const job = join(dir, 'job.json');
  writeFileSync(
    job,
    JSON.stringify({
      programEntry: join(programDir, 'index.js'),
      programDir,
      resultFile: join(dir, 'result.json'),
      nonce: NONCE,
      allowedPackages: ['@pulumi/pulumi'],
      allowedSdkSubmodules: [],
    }),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(dir, 'runner.cjs'), job], {
      env: { PATH: process.env['PATH'] ?? '' },
      stdio: 'ignore',
      timeout: 20_000,
    });
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ code, jobLeft: existsSync(job), resultText: readFileSync(join(dir, 'result.json'), 'utf8') }),
    );
  });
}

// Started together: each run loads @pulumi/pulumi (about a second).
const reachesChildProcess = runRunner(
  "try { globalThis.process.env; } catch (e) { /* caught, and still a violation */ }\nrequire('node:child_process').execSync('id');\n",
);
const forgesBuiltins = runRunner(
  "JSON.stringify = () => '{\"forged\":true}';\nArray.prototype.push = function () { return 0; };\nthrow new TypeError('boom');\n",
);
const resultPrewritten = runRunner(
  "throw new Error('never seen');\n",
  '{"nonce":"n0nce-7f3a","completed":true}',
);

describe('the mock runner, run by itself', () => {
  it('deletes its job before the program runs, and writes its result with the nonce', async () => {
    const run = await reachesChildProcess;
    expect(run.code).toBe(0);
    expect(run.jobLeft).toBe(false);
    const result = JSON.parse(run.resultText) as RunnerResult;
    expect(result.nonce).toBe(NONCE);
    // With no engine to tell, the runner never claims the program finished.
    expect(result.completed).toBe(false);
  }, 30_000);

  it('records what program code may not reach as a violation, even when the program catches the throw', async () => {
    const result = JSON.parse((await reachesChildProcess).resultText) as RunnerResult;
    expect(result.violations.map((v) => v.what)).toEqual([
      expect.stringMatching(/^process\b/),
      expect.stringContaining("require('node:child_process')"),
    ]);
    expect(result.violations[1]?.stack).toContain('program/index.js');
    expect(result.errors[0]).toMatchObject({
      kind: 'program-error',
      message: expect.stringContaining("may not reach require('node:child_process')"),
    });
  }, 30_000);

  it("reports the program's error with what it captured before the program loaded, whatever built-ins it replaced", async () => {
    const run = await forgesBuiltins;
    const result = JSON.parse(run.resultText) as RunnerResult & { forged?: boolean };
    expect(result.forged).toBeUndefined();
    expect(result.nonce).toBe(NONCE);
    expect(result.errors[0]).toMatchObject({ kind: 'program-error', name: 'TypeError', message: 'boom' });
  }, 30_000);

  it('writes nothing into a result file it did not find empty, and exits with an error', async () => {
    const run = await resultPrewritten;
    expect(run.code).toBe(3);
    expect(run.resultText).toBe('{"nonce":"n0nce-7f3a","completed":true}');
  }, 30_000);
});
