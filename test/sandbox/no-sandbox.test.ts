import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';

import { createNoSandbox } from '../../src/sandbox/no-sandbox.js';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';
import type { SandboxRequest } from '../../src/sandbox/types.js';

const dir = mkdtempSync(`${tmpdir()}/pulumi-gen-no-sandbox-`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const request: SandboxRequest = {
  command: '/bin/sh',
  args: ['-c', 'pwd; echo "$ONLY ${HOME-unset}"; echo 0123456789'],
  cwd: dir,
  env: { ONLY: 'given', PATH: '/usr/bin:/bin' },
  runDir: dir,
  scratchDir: dir,
  diskBytes: 1024,
  readOnlyPaths: [],
  network: 'none',
  memoryBytes: 1024,
  pidsLimit: 1,
  timeoutMs: 10_000,
};

describe('createNoSandbox', () => {
  const none = createNoSandbox(createProcessRunner());

  it('says wherever it is reported that it does not isolate', () => {
    expect(none.kind).toBe('none');
    expect(none.description).toMatch(/NOT isolated/);
  });

  it('runs the command as a plain child in its cwd, with exactly the environment given', async () => {
    const result = await none.run(request);
    expect(result).toMatchObject({ kind: 'exited', code: 0 });
    expect(result.kind === 'exited' && result.stdout.trim().split('\n')).toEqual([
      dir,
      'given unset',
      '0123456789',
    ]);
  });

  it("keeps the request's wall clock, abort signal and output cap", async () => {
    const slow = { ...request, args: ['-c', 'sleep 10'] };
    expect((await none.run({ ...slow, timeoutMs: 200 })).kind).toBe('timed-out');
    expect((await none.run({ ...slow, signal: AbortSignal.abort() })).kind).toBe('aborted');
    const capped = await none.run({ ...request, maxOutputChars: 5 });
    expect(capped.kind === 'exited' && capped.stdout.length).toBeLessThanOrEqual(12);
  });
});
