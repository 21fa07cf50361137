/**
 * The action's entry file as the runner starts it, in a child process: inputs from `INPUT_*` variables
 * through @actions/core, outputs to the `GITHUB_OUTPUT` file, secrets masked with `::add-mask::`, the exit
 * code from the run. (The bundled dist/index.js is tested end to end in test/action/action.e2e.test.ts.)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loopbackGitHub } from './support/loopback-github.js';

const root = mkdtempSync(join(tmpdir(), 'pulumi-gen-index-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const loopback = loopbackGitHub({ permissions: { alice: 'write', mallory: 'read' } });
const TOKEN = loopback.token;

async function runEntry(payload: unknown, inputs: Record<string, string>) {
  const dir = mkdtempSync(join(root, 'run-'));
  const eventPath = join(dir, 'event.json');
  const outputPath = join(dir, 'output');
  writeFileSync(eventPath, JSON.stringify(payload));
  writeFileSync(outputPath, '');
  writeFileSync(join(dir, 'summary'), '');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? dir,
      GITHUB_WORKSPACE: dir,
      GITHUB_EVENT_NAME: 'issue_comment',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: loopback.server.fullName,
      GITHUB_RUN_ID: '5',
      GITHUB_API_URL: loopback.server.url,
      GITHUB_OUTPUT: outputPath,
      GITHUB_STEP_SUMMARY: join(dir, 'summary'),
      PULUMI_GEN_GITHUB_TIME_UNIT_MS: '5',
      ...Object.fromEntries(
        Object.entries({ 'github-token': TOKEN, preview: 'off', ...inputs }).map(([name, value]) => [
          `INPUT_${name.toUpperCase()}`,
          value,
        ]),
      ),
    },
    stdio: 'pipe',
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stdout, outputs: readFileSync(outputPath, 'utf8') };
}

describe('the action entry (src/index.ts)', () => {
  it('reads the inputs and the event, masks the token, writes the outputs and exits 0', async () => {
    const issue = loopback.server.createIssue('Queue', { login: 'mallory' });
    const payload = loopback.server.comment(issue, '/pulumi-gen an SQS queue', { login: 'mallory' });
    const run = await runEntry(payload, {});
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain(`::add-mask::${TOKEN}`);
    expect(run.outputs).toMatch(/^status<<(\S+)\nrefused\n\1$/m);
    expect(loopback.server.commentsOn(issue).some((comment) => comment.body.includes('did not run'))).toBe(
      true,
    );
  }, 20_000);

  it('fails the step with one error line and exit 1 on a bad input', async () => {
    const run = await runEntry({}, { mode: 'sideways' });
    expect(run.code).toBe(1);
    const errors = run.stdout.split('\n').filter((line) => line.startsWith('::error::'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("input 'mode'");
    expect(loopback.server.requests).toEqual([]);
  }, 20_000);
});
