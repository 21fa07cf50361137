import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { createProcessRunner } from '../../src/sandbox/process-runner.js';

describe('the process runner', () => {
  it('keeps only the tail of a child that prints 200 MB, the last line included', async () => {
    const started = performance.now();
    const result = await createProcessRunner().run({
      command: process.execPath,
      args: [
        '-e',
        `const line = 'x'.repeat(1023) + '\\n'; const block = line.repeat(1024);
         for (let i = 0; i < 200; i++) process.stdout.write(block);
         process.stdout.write('the last line\\n');`,
      ],
      cwd: process.cwd(),
      env: {},
      timeoutMs: 30_000,
      maxOutputChars: 10_000,
    });
    expect(result.kind).toBe('exited');
    if (result.kind !== 'exited') return;
    expect(result.stdout.length).toBe(10_000);
    expect(result.stdout.endsWith('the last line\n')).toBe(true);
    expect(performance.now() - started).toBeLessThan(15_000);
  });

  it('kills the whole process group at the time limit, grandchildren included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-runner-'));
    try {
      const pidFile = join(dir, 'grandchild.pid');
      const script = join(dir, 'spawn.cjs');
      writeFileSync(
        script,
        `const { spawn } = require('node:child_process');
const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(child.pid));
console.log('started');
setInterval(() => {}, 1000);`,
      );
      const result = await createProcessRunner().run({
        command: process.execPath,
        args: [script],
        cwd: dir,
        env: { PATH: '/usr/bin:/bin' },
        timeoutMs: 1_500,
      });
      expect(result.kind).toBe('timed-out');
      expect(result.kind === 'timed-out' && result.stdout).toContain('started');
      const grandchild = Number(readFileSync(pidFile, 'utf8'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Gone, or a zombie waiting for a PID 1 that does not reap (containers): either way not running.
      const status = existsSync(`/proc/${grandchild}/status`)
        ? readFileSync(`/proc/${grandchild}/status`, 'utf8')
        : '';
      expect(status === '' || /^State:\s+Z/m.test(status), status.split('\n')[2]).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('passes only the given environment and reports the exit code', async () => {
    process.env['PULUMI_GEN_PARENT_ONLY'] = '1';
    try {
      const result = await createProcessRunner().run({
        command: process.execPath,
        args: ['-e', 'console.log(Object.keys(process.env).sort().join(",")); process.exit(3)'],
        cwd: tmpdir(),
        env: { ONLY_THIS: 'x' },
        timeoutMs: 10_000,
      });
      expect(result).toMatchObject({ kind: 'exited', code: 3 });
      expect(result.kind === 'exited' && result.stdout.trim()).toBe('ONLY_THIS');
    } finally {
      delete process.env['PULUMI_GEN_PARENT_ONLY'];
    }
  });

  it('reports a command that cannot start', async () => {
    const result = await createProcessRunner().run({
      command: '/nonexistent/node',
      args: [],
      cwd: tmpdir(),
      env: {},
      timeoutMs: 5_000,
    });
    expect(result.kind).toBe('spawn-failed');
  });
});
