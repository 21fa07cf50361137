/**
 * The action's entry `run()` with the real edges: inputs read through the reader, secrets masked, the real
 * Octokit client against the loopback GitHub server. What a whole run publishes is the business of
 * run-action and verify-mode tests; these cover what the entry itself decides.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseActionEnvironment } from '../../src/action/environment.js';
import { run } from '../../src/action/main.js';
import { loopbackGitHub } from '../support/loopback-github.js';
import { recordingIo } from './harness.js';

const KEY = 'sk-main-entry-0123456789abcdefghijkl';
const CLOUD = 'cloud-secret-0123456789abcdef';
const workspace = mkdtempSync(join(tmpdir(), 'pulumi-gen-action-main-'));
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

const loopback = loopbackGitHub({ permissions: { alice: 'write', mallory: 'read' } });
const TOKEN = loopback.token;

async function runMain(payload: unknown, inputs: Record<string, string>, env: Record<string, string> = {}) {
  const eventPath = join(workspace, `event-${Date.now()}.json`);
  writeFileSync(eventPath, JSON.stringify(payload));
  const environment = parseActionEnvironment({
    env: {
      GITHUB_WORKSPACE: workspace,
      GITHUB_EVENT_NAME: 'issue_comment',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: loopback.server.fullName,
      GITHUB_RUN_ID: '12',
      GITHUB_API_URL: loopback.server.url,
      PULUMI_GEN_GITHUB_TIME_UNIT_MS: '5',
      PATH: process.env['PATH'] ?? '',
      ...env,
    },
    cwd: workspace,
    homeDir: homedir(),
    tmpDir: tmpdir(),
    readText: () => undefined,
  });
  const { io, log } = recordingIo();
  const masked: string[] = [];
  const deadlines: number[] = [];
  const read = (name: string) => ({ 'github-token': TOKEN, preview: 'off', ...inputs })[name] ?? '';
  const code = await run(
    environment,
    read,
    { ...io, setSecret: (secret) => void masked.push(secret) },
    (path) => readFileSync(path, 'utf8'),
    (minutes) => void deadlines.push(minutes),
  );
  return { code, log, masked, deadlines };
}

describe("the action entry's run()", () => {
  it('masks every secret it was given, warns of a plain key that looks like one, and starts the deadline', async () => {
    const issue = loopback.server.createIssue('Queue', { login: 'mallory' });
    const payload = loopback.server.comment(issue, '/pulumi-gen an SQS queue', { login: 'mallory' });
    const { code, log, masked, deadlines } = await runMain(
      payload,
      {
        'openai-api-key': KEY,
        config: 'db:password=plain-but-secret-1234',
        'secret-config': 'hcloud:token=hc-0123456789abcdef',
        'time-budget-minutes': '7',
      },
      { AWS_SECRET_ACCESS_KEY: CLOUD },
    );
    // Refused (no write access) after the entry's own work: exit 0, one reply.
    expect(code).toBe(0);
    expect(log.outputs['status']).toBe('refused');
    expect(masked).toEqual(
      expect.arrayContaining([KEY, TOKEN, CLOUD, 'plain-but-secret-1234', 'hc-0123456789abcdef']),
    );
    expect(log.lines).toContain(
      "warning: db:password looks like a credential: treated as secret (next time give it with the 'secret-config' input)",
    );
    expect(deadlines).toEqual([7]);
  });

  it('fails the step in one line on a bad input, before any GitHub call', async () => {
    const { code, log, masked } = await runMain({}, { 'policy-packs': 'no-such-pack' });
    expect(code).toBe(1);
    expect(log.failed).toMatch(/^input 'policy-packs':.*no-such-pack/);
    expect(log.failed).not.toContain('\n');
    expect(loopback.server.requests).toEqual([]);
    // The token is masked before the policy input is checked.
    expect(masked).toEqual([TOKEN]);
  });

  it('never lets a credential of the environment into its failure line', async () => {
    const { code, log } = await runMain({}, { mode: CLOUD }, { AWS_SECRET_ACCESS_KEY: CLOUD });
    expect(code).toBe(1);
    expect(log.failed).toContain("'mode'");
    expect(log.failed).not.toContain(CLOUD);
  });
});
