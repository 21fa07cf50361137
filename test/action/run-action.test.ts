/**
 * The action core in-process, with the real Octokit client against the loopback GitHub server and the
 * pipeline port filled by a small generator that records what it was asked. The bundle's end-to-end tests
 * (action.e2e.test.ts) run the real pipeline; these pin the action's own decisions.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseActionInputs } from '../../src/action/inputs.js';
import { runAction } from '../../src/action/run-action.js';
import type { ActionIo, GenerateProgram, RunContext } from '../../src/action/types.js';
import type { GenerationRequest, GenerationResult } from '../../src/pipeline/types.js';
import { createGitHubClient } from '../../src/publish/github-client.js';
import type { RungOutcome } from '../../src/verify/types.js';
import { FAST_GITHUB_PACING, GitHubServer } from '../support/github-server.js';

const TOKEN = 'ghs_InProcessToken0123456789abcdefghij';
const KEY = 'sk-inprocess-0123456789abcdefghijkl';

interface IoLog {
  readonly lines: string[];
  readonly outputs: Record<string, string>;
  failed: string | undefined;
  summary: string;
  groups: number;
}

function recordingIo(): { io: ActionIo; log: IoLog } {
  const log: IoLog = { lines: [], outputs: {}, failed: undefined, summary: '', groups: 0 };
  let open = 0;
  const io: ActionIo = {
    info: (m) => void log.lines.push(m),
    notice: (m) => void log.lines.push(`notice: ${m}`),
    warning: (m) => void log.lines.push(`warning: ${m}`),
    startGroup: (name) => {
      expect(open, `group '${name}' opened inside another`).toBe(0);
      open++;
      log.groups++;
    },
    endGroup: () => void (open = Math.max(0, open - 1)),
    setOutput: (name, value) => {
      expect(log.outputs[name], `output ${name} set twice`).toBeUndefined();
      log.outputs[name] = value;
    },
    setFailed: (m) => void (log.failed = m),
    writeSummary: async (markdown) => void (log.summary += markdown),
  };
  return { io, log };
}

function rung(
  rungName: RungOutcome['rung'],
  status: RungOutcome['status'],
  extra: Partial<RungOutcome> = {},
): RungOutcome {
  return { rung: rungName, status, rounds: 0, findings: [], durationMs: 5, ...extra };
}

/** A generator that writes a program naming the request, and can be told to fail verification. */
function generator(
  options: { files?: { path: string; content: string }[]; verification?: RungOutcome[] } = {},
) {
  const requests: GenerationRequest[] = [];
  const generate: GenerateProgram = async (request, progress) => {
    requests.push(request);
    progress({ kind: 'stage-start', stage: 'generate' });
    progress({ kind: 'stage-end', stage: 'generate', durationMs: 3, outcome: 'ok' });
    progress({ kind: 'stage-start', stage: 'verify' });
    const verification = options.verification ?? [
      rung('safety', 'passed'),
      rung('typecheck', 'fixed', { rounds: 1 }),
    ];
    const result: GenerationResult = {
      status: verification.some((r) => r.status === 'failed') ? 'failed' : 'verified',
      request,
      files: options.files ?? [
        { path: 'index.ts', content: `// ${request.text}\nexport const x = 1;\n` },
        { path: 'Pulumi.yaml', content: 'name: x\nruntime: nodejs\n' },
      ],
      providers: [{ provider: 'aws', package: '@pulumi/aws', version: '7.48.0' }],
      retrieved: ['aws:s3/bucket:Bucket'],
      hits: [],
      verification,
      metrics: { promptCoverage: 0.9, tokensIn: 100, tokensOut: 50, timingsMs: { generate: 3 } },
      model: 'test-model',
    };
    return result;
  };
  return { generate, requests };
}

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
  const outcome = await runAction(inputs, context, { github, generate, io, secrets: [TOKEN, KEY] });
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
      'verification',
    ]);
    expect(log.outputs['tokens']).toBe('150');
    expect(JSON.parse(log.outputs['verification']!)).toEqual([
      { rung: 'safety', status: 'passed', rounds: 0, findings: 0 },
      { rung: 'typecheck', status: 'fixed', rounds: 1, findings: 0 },
    ]);
    expect(log.failed).toBeUndefined();
    expect(log.groups).toBeGreaterThanOrEqual(4);
    expect(server.pullRequests()[0]!.body).toMatch(/fixed after 1 (repair )?round/);
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
