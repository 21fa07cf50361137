import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { byStage, startOpenAiServer } from '../support/openai-server.js';

/** The CLI proper through its entry in a child process, with these variables over the test's own. */
function runEntry(argv: readonly string[], variables: Record<string, string> = {}) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...argv], {
    env: { ...process.env, ...variables },
    encoding: 'utf8',
  });
}

describe('startCli', () => {
  it("reads the entry's variables into the run's environment", () => {
    const missing = join(tmpdir(), 'pulumi-gen-no-snapshot-here');
    const run = runEntry(['search', 'a bucket'], { PULUMI_GEN_SNAPSHOT_DIR: missing });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      `pulumi-gen: no registry snapshot at ${missing} (manifest.json is missing); run 'pulumi-gen snapshot build' or restore the file from git\n`,
    );
  });

  it('removes its temp root when the run ends, and returns the exit code of the command', () => {
    const temp = mkdtempSync(join(tmpdir(), 'start-test-'));
    try {
      // A project the safety gate refuses: the run makes its temp root (verify asks for it) and fails fast.
      const project = join(temp, 'project');
      mkdirSync(project);
      writeFileSync(join(project, 'Pulumi.yaml'), 'name: refused\nruntime: nodejs\n');
      writeFileSync(
        join(project, 'package.json'),
        '{"name":"refused","dependencies":{"@pulumi/pulumi":"^3"}}',
      );
      writeFileSync(
        join(project, 'index.ts'),
        'import { execSync } from "child_process";\nexecSync("id");\n',
      );
      const run = runEntry(['verify', project, '--preview', 'off', '--sandbox', 'none', '--format', 'json'], {
        TMPDIR: temp,
      });
      expect(run.status).toBe(1);
      expect(JSON.parse(run.stdout)).toMatchObject({ status: 'failed' });
      expect(readdirSync(temp).filter((name) => name.startsWith('pulumi-gen'))).toEqual([]);
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
  });
});

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
