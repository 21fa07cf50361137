import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The real entry in a child process: a signal in the middle of a run (here: once the verify stage has made
 * its temp project) removes every temp folder of the run and exits 128 + the signal's number.
 */
describe('the CLI entry on SIGINT and SIGTERM', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)(
    '%s removes the temp folders and exits %i',
    async (signal, code) => {
      const temp = mkdtempSync(join(tmpdir(), 'signal-test-'));
      try {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', 'src/cli/main.ts', 'a random password', '--dry-run', '--preview', 'off'],
          { env: { ...process.env, TMPDIR: temp, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' }, stdio: 'pipe' },
        );
        let stderr = '';
        const started = new Promise<void>((resolve) => {
          child.stderr.on('data', (chunk: Buffer) => {
            stderr += chunk.toString();
            if (stderr.includes('verify…')) resolve();
          });
        });
        const exited = new Promise<number | null>((resolve) => child.on('exit', (status) => resolve(status)));
        await started;
        await new Promise((resolve) => setTimeout(resolve, 300));
        const during = readdirSync(temp);
        expect(during.some((name) => name.startsWith('pulumi-gen-run-'))).toBe(true);
        child.kill(signal);
        expect(await exited).toBe(code);
        expect(readdirSync(temp).filter((name) => name.startsWith('pulumi-gen'))).toEqual([]);
        expect(stderr).toContain(`stopped (${signal}); temp folders removed`);
      } finally {
        rmSync(temp, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
