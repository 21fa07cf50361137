import { spawn } from 'node:child_process';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { processesWith } from '../support/processes.js';

const MODULE = join(import.meta.dirname, '../../src/action/hard-deadline.ts');

/** Runs a script that starts the deadline and then does `then`; resolves with how it ended. */
function runWithDeadline(
  afterMs: number,
  then: string,
): Promise<{ code: number | null; signal: string | null; stderr: string; ms: number }> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { startHardDeadline } from ${JSON.stringify(MODULE)};
       const deadline = startHardDeadline(${afterMs}, 'pulumi-gen: past the time budget, stopped hard');
       ${then}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, stderr, ms: performance.now() - started })),
  );
}

describe('the hard deadline', () => {
  it('ends a process whose main thread is blocked, and everything it started', async () => {
    const marker = `pulumi-gen-deadline-${Math.random().toString(36).slice(2)}`;
    const ended = await runWithDeadline(
      1500,
      `import { spawn } from 'node:child_process';
       spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', '${marker}'], { stdio: 'ignore' });
       spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', '${marker}'], { stdio: 'ignore', detached: true }).unref();
       setTimeout(() => { for (;;) {} }, 300);`,
    );
    expect(ended.signal).toBe('SIGKILL');
    expect(ended.stderr).toContain('pulumi-gen: past the time budget, stopped hard');
    expect(ended.ms).toBeLessThan(1500 + 8000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(processesWith(marker)).toEqual([]);
  }, 30_000);

  it('neither fires nor keeps the process alive when the run ends in time', async () => {
    const ended = await runWithDeadline(2000, `setTimeout(() => deadline.cancel(), 100);`);
    expect(ended).toMatchObject({ code: 0, signal: null });
    expect(ended.ms).toBeLessThan(2000 + 1500);
    const unreferenced = await runWithDeadline(60_000, ``);
    expect(unreferenced).toMatchObject({ code: 0, signal: null });
  }, 30_000);
});
