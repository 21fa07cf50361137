/**
 * The action's `mode: verify` through its entry's `run()`: the real verify core (sandboxed mock run, no
 * model) on a project of a checkout, and the real Octokit client against the loopback GitHub server.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseActionEnvironment } from '../../src/action/environment.js';
import { run } from '../../src/action/main.js';
import { GitHubServer } from '../support/github-server.js';
import { recordingIo } from './harness.js';

const TOKEN = 'ghs_VerifyModeToken0123456789abcdefghij';
const SECRET = 'hc-verify-secret-0123456789abcdef';
const root = mkdtempSync(join(tmpdir(), 'pulumi-gen-verify-mode-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let server: GitHubServer;
beforeEach(async () => {
  server = await GitHubServer.start({ token: TOKEN, permissions: { alice: 'write', mallory: 'read' } });
});
afterEach(async () => {
  for (const request of server.requests) {
    expect(request.body).not.toContain(TOKEN);
    expect(request.body).not.toContain(SECRET);
  }
  expect(server.violations).toEqual([]);
  await server.close();
});

const TOPIC = `import * as pulumi from '@pulumi/pulumi';
import * as aws from '@pulumi/aws';
const config = new pulumi.Config();
const owner = config.require('owner');
const topic = new aws.sns.Topic('alerts', { tags: { owner } });
export const topicArn = topic.arn;
`;

/** A checkout holding one Pulumi TypeScript project at `path` ('.' for the root). */
function checkout(name: string, path: string, program: string): string {
  const workspace = join(root, name);
  const dir = join(workspace, path);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'Pulumi.yaml'), `name: ${name}\nruntime: nodejs\n`);
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name, dependencies: { '@pulumi/pulumi': '^3.0.0', '@pulumi/aws': '^7.0.0' } }),
  );
  writeFileSync(join(dir, 'index.ts'), program);
  return workspace;
}

async function runVerify(
  workspace: string,
  eventName: string,
  payload: unknown,
  inputs: Record<string, string>,
) {
  const eventPath = join(workspace, '..', `${eventName}-${Date.now()}.json`);
  writeFileSync(eventPath, JSON.stringify(payload));
  const environment = parseActionEnvironment({
    env: {
      GITHUB_WORKSPACE: workspace,
      GITHUB_EVENT_NAME: eventName,
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: server.fullName,
      GITHUB_RUN_ID: '77',
      GITHUB_API_URL: server.url,
      PULUMI_GEN_GITHUB_TIME_UNIT_MS: '5',
      PATH: process.env['PATH'] ?? '',
    },
    cwd: workspace,
    homeDir: homedir(),
    tmpDir: tmpdir(),
    readText: () => undefined,
  });
  const { io, log } = recordingIo();
  const read = (name: string) =>
    ({
      'github-token': TOKEN,
      mode: 'verify',
      preview: 'off',
      'secret-config': `hcloud:token=${SECRET}`,
      ...inputs,
    })[name] ?? '';
  const code = await run(environment, read, { ...io, setSecret: () => undefined }, (path) =>
    readFileSync(path, 'utf8'),
  );
  return { code, log };
}

describe("the action's mode: verify", () => {
  it('checks the project at path on a pull_request event and writes the report to the job summary only', async () => {
    const workspace = checkout('topic', 'infra/topic', TOPIC);
    const { code, log } = await runVerify(
      workspace,
      'pull_request',
      { action: 'opened' },
      {
        path: 'infra/topic',
        config: 'owner=platform',
      },
    );
    expect(code, log.summary).toBe(0);
    expect(log.outputs['status']).toBe('verified');
    expect(log.failed).toBeUndefined();
    expect(log.summary).toContain('✅ Verified Pulumi program');
    expect(log.summary).toContain('pulumi-gen verify infra/topic');
    expect(JSON.parse(log.outputs['verification']!)).toContainEqual(
      expect.objectContaining({ rung: 'mock', status: 'passed' }),
    );
    expect(server.comments).toEqual([]);
    expect(JSON.stringify(log)).not.toContain(SECRET);
  });

  it('replies to a trigger comment with the report, and fails the step when the project is not verified', async () => {
    const workspace = checkout('broken', '.', TOPIC.replace("config.require('owner')", '42'));
    const pull = server.createPullRequest({ title: 'Topic', head: 'topic', user: { login: 'alice' } });
    const payload = server.comment(pull, '/pulumi-gen', { login: 'alice' });
    const { code, log } = await runVerify(workspace, 'issue_comment', payload, {});
    expect(code).toBe(1);
    expect(log.outputs['status']).toBe('failed');
    expect(log.failed).toMatch(/^pulumi-gen failed at verify \(typecheck\): index\.ts:\d+: Type 'number'/);
    const replies = server.commentsOn(pull).filter((comment) => comment.user.login !== 'alice');
    expect(replies).toHaveLength(1);
    expect(replies[0]!.body).toContain('❌ Pulumi program not verified');
    expect(replies[0]!.body).toContain('pulumi-gen verify .');
    expect(server.reactionsOn(Number((payload['comment'] as { id: number }).id))).toEqual([
      'eyes',
      'confused',
    ]);
  });

  it('runs nothing for a comment from someone without write access, and says why', async () => {
    const workspace = checkout('refused', '.', TOPIC);
    const issue = server.createIssue('Check it', { login: 'mallory' });
    const payload = server.comment(issue, '/pulumi-gen', { login: 'mallory' });
    const { code, log } = await runVerify(workspace, 'issue_comment', payload, {});
    expect(code).toBe(0);
    expect(log.outputs['status']).toBe('refused');
    expect(log.outputs['verification']).toBe('[]');
    const replies = server.commentsOn(issue).filter((comment) => comment.user.login !== 'mallory');
    expect(replies.map((comment) => comment.body)).toEqual([expect.stringContaining('did not run')]);
  });

  it('refuses a path outside the checkout in one line, naming the input', async () => {
    const workspace = checkout('outside', '.', TOPIC);
    const { code, log } = await runVerify(workspace, 'pull_request', {}, { path: '../elsewhere' });
    expect(code).toBe(1);
    expect(log.failed).toBe("input 'path' must be a relative path of letters, digits, '.', '_', '-' and '/'");
  });
});
