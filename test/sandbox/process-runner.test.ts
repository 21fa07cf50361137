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
});
