/**
 * The action core in-process, with the real Octokit client against the loopback GitHub server and the
 * pipeline port filled by a small generator that records what it was asked. The bundle's end-to-end tests
 * (action.e2e.test.ts) run the real pipeline; these pin the action's own decisions.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseActionInputs } from '../../src/action/inputs.js';
import { runAction } from '../../src/action/run-action.js';
import type { GenerateProgram, RunContext } from '../../src/action/types.js';
import { createGitHubClient } from '../../src/publish/github-client.js';
import { FAST_GITHUB_PACING, GitHubServer } from '../support/github-server.js';
import { generator, recordingIo, rung } from './harness.js';

const TOKEN = 'ghs_InProcessToken0123456789abcdefghij';
const KEY = 'sk-inprocess-0123456789abcdefghijkl';

let server: GitHubServer;

beforeEach(async () => {
  server = await GitHubServer.start({ token: TOKEN, permissions: { alice: 'write' } });
});

afterEach(async () => {
  for (const request of server.requests) {
    expect(request.body).not.toContain(TOKEN);
    expect(request.body).not.toContain(KEY);
  }
  expect(server.violations).toEqual([]);
  await server.close();
});

async function run(
  payload: unknown,
  generate: GenerateProgram,
  inputOverrides: Record<string, string> = {},
  eventName = 'issue_comment',
) {
  const inputs = parseActionInputs(
    (name) => ({ 'github-token': TOKEN, 'openai-api-key': KEY, ...inputOverrides })[name] ?? '',
  );
  const context: RunContext = {
    eventName,
    payload,
    repository: server.fullName,
    runId: '9',
    serverUrl: 'https://github.example',
  };
  const { io, log } = recordingIo();
  const github = createGitHubClient({
    token: TOKEN,
    baseUrl: server.url,
    secrets: [TOKEN, KEY],
    pacing: FAST_GITHUB_PACING,
  });
  const outcome = await runAction(inputs, context, {
    github,
    generate,
    io,
    secrets: [TOKEN, KEY],
    runFacts: { version: '9.9.9', snapshotChecksum: 'abcdef012345' },
  });
  return { outcome, log };
}

describe('runAction', () => {
  it('publishes to the issue branch with the inputs applied and sets every output once', async () => {
    const issue = server.createIssue('Queue for jobs', { login: 'alice' });
    const { generate, requests } = generator();
    const { outcome, log } = await run(
      server.comment(issue, '/pulumi-gen an SQS queue', { login: 'alice' }),
      generate,
      {
        providers: 'aws',
        'max-repairs': '1',
        preview: 'off',
        path: 'deploy/queue',
        'branch-prefix': 'bot',
      },
    );
    expect(outcome.status).toBe('published');
    expect(requests[0]).toMatchObject({
      text: 'an SQS queue',
      source: 'issue-comment',
      requester: 'alice',
      mode: 'new',
      providers: ['aws'],
      maxRepairs: 1,
      preview: 'off',
    });
    expect(server.filesAt(`botissue-${issue}`).get('deploy/queue/index.ts')).toContain('an SQS queue');
    expect(Object.keys(log.outputs).sort()).toEqual([
      'branch',
      'pr-number',
      'pr-url',
      'prompt-coverage',
      'status',
      'tokens',
      'tokens-by-stage',
      'verification',
    ]);
    expect(log.outputs['tokens']).toBe('150');
    expect(JSON.parse(log.outputs['tokens-by-stage']!)).toEqual({ generate: { in: 100, out: 50 } });
    expect(JSON.parse(log.outputs['verification']!)).toEqual([
      { rung: 'safety', status: 'passed', rounds: 0, findings: 0 },
      { rung: 'typecheck', status: 'fixed', rounds: 1, findings: 0 },
    ]);
    expect(log.failed).toBeUndefined();
    expect(log.groups).toBeGreaterThanOrEqual(4);
    expect(server.pullRequests()[0]!.body).toMatch(/fixed after 1 (repair )?round/);
    // The reproducibility footer: versions, model, and the local command that re-runs the request.
    const body = server.pullRequests()[0]!.body;
    expect(body).toContain('<summary>Reproduce this run</summary>');
    expect(body).toContain('- pulumi-gen: `9.9.9`');
    expect(body).toContain('- snapshot: `sha256:abcdef012345`');
    expect(body).toContain(
      "pulumi-gen generate 'an SQS queue' --model test-model --provider aws --max-repairs 1 --preview off --out deploy/queue",
    );
  });

  it('runs on the trigger label with the issue title and body as the request, and ignores other labels', async () => {
    const issue = server.createIssue(
      'Queue for jobs',
      { login: 'bob' },
      'An SQS queue with a dead-letter queue.',
    );
    const { generate, requests } = generator();
    const other = await run(
      server.labeled(issue, 'bug', { login: 'alice' }),
      generate,
      { 'trigger-label': 'pulumi-gen' },
      'issues',
    );
    expect(other.outcome).toMatchObject({
      status: 'ignored',
      summary: "a label was added but the label is 'bug', not 'pulumi-gen'",
    });
    const unset = await run(server.labeled(issue, 'pulumi-gen', { login: 'alice' }), generate, {}, 'issues');
    expect(unset.outcome.summary).toBe("a label was added but no 'trigger-label' input is set");
    const { outcome } = await run(
      server.labeled(issue, 'pulumi-gen', { login: 'alice' }),
      generate,
      { 'trigger-label': 'pulumi-gen' },
      'issues',
    );
    expect(outcome.status).toBe('published');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      text: 'Queue for jobs\n\nAn SQS queue with a dead-letter queue.',
      requester: 'alice',
      source: 'issue-comment',
    });
    expect(server.pullRequests()).toHaveLength(1);
    expect(server.commentsOn(issue).at(-1)?.body).toContain(`#${server.pullRequests()[0]!.number}`);
  });

  it('refuses a label added by someone without write access', async () => {
    const issue = server.createIssue('Queue', { login: 'mallory' }, 'an SQS queue');
    const { generate, requests } = generator();
    const { outcome } = await run(
      server.labeled(issue, 'pulumi-gen', { login: 'mallory' }),
      generate,
      { 'trigger-label': 'pulumi-gen' },
      'issues',
    );
    expect(outcome.status).toBe('refused');
    expect(requests).toHaveLength(0);
  });

  it('does not publish a program that failed verification, and names the rung and the finding', async () => {
    const issue = server.createIssue('Bucket', { login: 'alice' });
    const { generate } = generator({
      verification: [
        rung('safety', 'passed'),
        rung('typecheck', 'failed', {
          rounds: 2,
          findings: [
            {
              rung: 'typecheck',
              severity: 'error',
              message: "Property 'versioning' does not exist",
              line: 4,
              code: 'TS2353',
            },
          ],
        }),
      ],
    });
    const { outcome, log } = await run(
      server.comment(issue, '/pulumi-gen a bucket', { login: 'alice' }),
      generate,
    );
    expect(outcome.status).toBe('failed');
    expect(server.refs.size).toBe(1);
    const tracking = server.commentsOn(issue).find((c) => c.user.login === 'github-actions[bot]')!;
    expect(tracking.body).toContain(
      "failed at verify (typecheck):** index.ts:4: Property 'versioning' does not exist",
    );
    expect(log.failed).toContain('verify (typecheck)');
  });

  it('refuses generated paths that climb out of the project directory', async () => {
    const issue = server.createIssue('Bucket', { login: 'alice' });
    const { generate } = generator({ files: [{ path: '../.github/workflows/x.yml', content: 'on: push' }] });
    const { outcome } = await run(
      server.comment(issue, '/pulumi-gen a bucket', { login: 'alice' }),
      generate,
    );
    expect(outcome).toMatchObject({ status: 'failed', failure: { stage: 'publish' } });
    expect(outcome.failure?.message).toContain('outside the project directory');
    expect(server.refs.size).toBe(1);
  });

  it('ignores its own replies even when they mention the trigger', async () => {
    const issue = server.createIssue('Bucket', { login: 'alice' });
    const { generate, requests } = generator();
    const { outcome } = await run(
      server.comment(issue, '<!-- pulumi-gen:reply -->\n/pulumi-gen a bucket', { login: 'alice' }),
      generate,
    );
    expect(outcome.status).toBe('ignored');
    expect(requests).toHaveLength(0);
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a request past the shared limits (length, control characters), as the CLI does', async () => {
    const { generate, requests } = generator();
    const long = await run(
      server.dispatchPayload({ login: 'alice' }, {}),
      generate,
      { request: `a bucket ${'x'.repeat(5000)}` },
      'workflow_dispatch',
    );
    expect(long.outcome).toMatchObject({ status: 'usage' });
    expect(long.outcome.summary).toMatch(/the request is 5009 characters; keep it under 4000/);
    const issue = server.createIssue('Bucket', { login: 'alice' });
    const control = await run(
      server.comment(issue, '/pulumi-gen a bucket \u0007 with a bell', { login: 'alice' }),
      generate,
    );
    expect(control.outcome.status).toBe('usage');
    expect(control.outcome.summary).toMatch(/control character \(U\+0007/);
    expect(requests).toHaveLength(0);
  });

  it('answers a dispatch run with no request with a notice and no model call', async () => {
    const { generate, requests } = generator();
    const { outcome, log } = await run(
      server.dispatchPayload({ login: 'alice' }, {}),
      generate,
      {},
      'workflow_dispatch',
    );
    expect(outcome.status).toBe('usage');
    expect(requests).toHaveLength(0);
    expect(log.lines.some((line) => line.startsWith('notice:'))).toBe(true);
  });

  it('turns an unexpected GitHub error into a failed outcome told in the tracking comment', async () => {
    const issue = server.createIssue('Bucket', { login: 'alice' });
    const { generate } = generator();
    const { outcome, log } = await run(
      server.comment(issue, '/pulumi-gen a bucket', { login: 'alice' }),
      generate,
      {
        'base-branch': 'does-not-exist',
      },
    );
    expect(outcome).toMatchObject({ status: 'failed', failure: { stage: 'publish' } });
    expect(log.failed).toContain("the base branch 'does-not-exist' does not exist");
    expect(server.commentsOn(issue).at(-1)!.body).toContain('failed at publish');
  });
});
