import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { byStage, startOpenAiServer } from '../support/openai-server.js';

/**
 * The real entry in a child process: a signal in the middle of a run removes every temp folder of the run and
 * exits 128 + the signal's number. The model's generate call never answers, so the run is surely still going
 * when the signal comes (a run that finished first made this test flaky on a fast machine).
 */
describe('the CLI entry on SIGINT and SIGTERM', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)(
    '%s removes the temp folders and exits %i',
    async (signal, code) => {
      const temp = mkdtempSync(join(tmpdir(), 'signal-test-'));
      const server = await startOpenAiServer([byStage({ generate: [{ kind: 'hang' }] })]);
      try {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', 'src/cli/main.ts', 'a random password', '--dry-run', '--preview', 'off'],
          {
            env: { ...process.env, TMPDIR: temp, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: server.baseUrl },
            stdio: 'pipe',
          },
        );
        let stderr = '';
        const started = new Promise<void>((resolve) => {
          child.stderr.on('data', (chunk: Buffer) => {
            stderr += chunk.toString();
            if (stderr.includes('generate…')) resolve();
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
        await server.close();
        rmSync(temp, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
