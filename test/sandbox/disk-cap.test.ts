import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { measuredCommand, readDiskUsage } from '../../src/sandbox/disk-cap.js';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';
import type { SandboxRequest } from '../../src/sandbox/types.js';

const scratch = mkdtempSync(join(tmpdir(), 'pulumi-gen-diskcap-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const request: SandboxRequest = {
  command: process.execPath,
  args: ['-e', 'console.log("hello"); process.exit(4)'],
  cwd: scratch,
  env: {},
  runDir: scratch,
  scratchDir: scratch,
  diskBytes: 1024 ** 2,
  resultFiles: [],
  readOnlyPaths: [],
  network: 'none',
  memoryBytes: 1024 ** 3,
  pidsLimit: 64,
  timeoutMs: 10_000,
};

describe('measuredCommand and readDiskUsage', () => {
  it('runs the command, keeps its exit code and output, and reads the disk use after it', async () => {
    const [command, ...args] = measuredCommand(request, undefined);
    const ran = await createProcessRunner().run({
      command: command!,
      args,
      cwd: scratch,
      env: {},
      timeoutMs: 10_000,
    });
    expect(ran).toMatchObject({ kind: 'exited', code: 4 });
    expect(ran.kind === 'exited' && ran.stdout).toContain('pulumi-gen-disk-usage ');
    const read = readDiskUsage(ran);
    expect(read).toMatchObject({ kind: 'exited', code: 4, diskCapReached: false });
    expect(read.kind === 'exited' && read.stdout.trim()).toBe('hello');
  });

  it('caps the file size through prlimit when both are given', () => {
    expect(measuredCommand({ ...request, fileBytes: 4096 }, '/usr/bin/prlimit').slice(5, 9)).toEqual([
      '/usr/bin/prlimit',
      '--fsize=4096',
      '--core=0',
      '--',
    ]);
    expect(measuredCommand({ ...request, fileBytes: 4096 }, undefined)[5]).toBe(process.execPath);
  });

  it('says the cap was reached when either file system has under 5% free', () => {
    const exited = (stdout: string) => ({
      kind: 'exited' as const,
      code: 1,
      signal: null,
      stdout,
      stderr: '',
      durationMs: 5,
    });
    expect(
      readDiskUsage(exited('out\npulumi-gen-disk-usage 1000 20 4096\npulumi-gen-disk-usage 1000 900 4096\n')),
    ).toMatchObject({ diskCapReached: true, stdout: 'out\n' });
    expect(readDiskUsage(exited('pulumi-gen-disk-usage 1000 60 4096'))).toMatchObject({
      diskCapReached: false,
    });
    expect(readDiskUsage(exited('no marks'))).not.toHaveProperty('diskCapReached');
    expect(readDiskUsage({ kind: 'spawn-failed', message: 'x' } as never)).toEqual({
      kind: 'spawn-failed',
      message: 'x',
    });
  });
});
