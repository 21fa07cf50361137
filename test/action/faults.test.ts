/**
 * The fault suite, in process: the action core with the real Octokit client (retry and throttling plugins)
 * against the loopback GitHub server, which fails on purpose. For every case the test asserts what the user
 * sees on the issue, that exactly one PR exists when the run says it published, and that no tracking
 * comment is left "working". Cancellation by signal and races between processes are in
 * action.faults.e2e.test.ts, which runs the built bundle.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseActionInputs } from '../../src/action/inputs.js';
import { acquireIssueLock } from '../../src/action/issue-lock.js';
import { runAction } from '../../src/action/run-action.js';
import type { ActionOutcome, GenerateProgram, RunContext, RunStop } from '../../src/action/types.js';
import { createGitHubClient } from '../../src/publish/github-client.js';
import { BAD_GATEWAY_HTML, FAST_GITHUB_PACING, GitHubServer } from '../support/github-server.js';
import { generator, recordingIo } from './harness.js';

const TOKEN = 'ghs_FaultSuiteToken0123456789abcdefghij';
const KEY = 'sk-fault-suite-0123456789abcdefghijkl';
const alice = { login: 'alice' };

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

interface RunOptions {
  readonly inputs?: Record<string, string>;
  readonly signal?: AbortSignal;
  readonly waits?: string[];
  readonly callTimeoutMs?: number;
}

async function run(issue: number, body: string, generate: GenerateProgram, options: RunOptions = {}) {
  const inputs = parseActionInputs(
    (name) => ({ 'github-token': TOKEN, 'openai-api-key': KEY, ...options.inputs })[name] ?? '',
  );
  const context: RunContext = {
    eventName: 'issue_comment',
    payload: server.comment(issue, body, alice),
    repository: server.fullName,
    runId: '31',
    serverUrl: 'https://github.example',
  };
  const { io, log } = recordingIo();
  const github = createGitHubClient({
    token: TOKEN,
    baseUrl: server.url,
    secrets: [TOKEN, KEY],
    pacing: {
      ...FAST_GITHUB_PACING,
      ...(options.callTimeoutMs !== undefined ? { callTimeoutMs: options.callTimeoutMs } : {}),
    },
    onWait: (message) => options.waits?.push(message),
  });
  const outcome = await runAction(inputs, context, {
    github,
    generate,
    io,
    secrets: [TOKEN, KEY],
    settling: { attempts: 4, delayMs: 5 },
    ...(options.signal !== undefined ? { signal: options.signal } : {}),
  });
  return { outcome, log };
}

function botComments(issue: number) {
  return server.commentsOn(issue).filter((comment) => comment.user.login === 'github-actions[bot]');
}

/** What every case must hold, whatever went wrong: final comments only, no raw bodies, one PR if published. */
function expectSettled(issue: number, outcome: ActionOutcome): string {
  const comments = botComments(issue);
  expect(comments.length).toBeGreaterThan(0);
  for (const comment of comments) {
    expect(comment.body).not.toContain('⏳');
    expect(comment.body).not.toMatch(/<html|<body|"message"\s*:|documentation_url/i);
  }
  const pulls = server.pullRequests();
  if (outcome.status === 'published') {
    expect(pulls).toHaveLength(1);
    expect(outcome.pullRequest?.number).toBe(pulls[0]!.number);
  }
  expect([...server.refs.keys()].filter((ref) => ref.includes('/locks/'))).toEqual([]);
  return comments.at(-1)!.body;
}

describe('GitHub faults', () => {
  it.each([500, 502])('publishes when every API call fails once with %i', async (status) => {
    server.failEachOperationOnce = status;
    const issue = server.createIssue('Queue', alice);
    const { outcome } = await run(issue, '/pulumi-gen an SQS queue', generator().generate);
    expect(outcome.status).toBe('published');
    expect(expectSettled(issue, outcome)).toContain('🚀');
    expect(server.requests.filter((r) => r.fault === true).length).toBeGreaterThanOrEqual(10);
    expect(server.requests.filter((r) => r.operationId === 'pulls/create' && r.status === 201)).toHaveLength(
      1,
    );
  });

  it('times out a hung call and retries it', async () => {
    server.faults.push({ match: 'git/create-commit', status: 0, hang: true });
    const issue = server.createIssue('Queue', alice);
    const { outcome } = await run(issue, '/pulumi-gen an SQS queue', generator().generate, {
      callTimeoutMs: 300,
    });
    expect(outcome.status).toBe('published');
    expectSettled(issue, outcome);
  });

  it('waits out a secondary rate limit as retry-after asks, then publishes', async () => {
    server.faults.push({
      match: 'git/create-tree',
      status: 403,
      body: {
        message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
      },
      headers: { 'retry-after': '3' },
    });
    const issue = server.createIssue('Queue', alice);
    const waits: string[] = [];
    const { outcome } = await run(issue, '/pulumi-gen an SQS queue', generator().generate, { waits });
    expect(outcome.status).toBe('published');
    expect(waits.join('\n')).toMatch(/secondary rate limit on POST .*git\/trees: waiting 3 s/);
    expectSettled(issue, outcome);
  });

  it('gives up on a rate-limit window longer than its wait budget, and says so plainly', async () => {
    server.faults.push({
      match: 'git/create-tree',
      status: 403,
      body: { message: 'You have exceeded a secondary rate limit.' },
      headers: { 'retry-after': '3600' },
      times: 10,
    });
    const issue = server.createIssue('Queue', alice);
    const { outcome } = await run(issue, '/pulumi-gen an SQS queue', generator().generate);
    expect(outcome.status).toBe('failed');
    const final = expectSettled(issue, outcome);
    expect(final).toContain('failed at publish');
    expect(final).toMatch(/POST \/repos\/acme\/infra\/git\/trees failed with HTTP 403/);
    expect(final).toContain('re-run the job later');
  });

  it('finds the PR its own lost createPull made (502 after the effect), and makes no second one', async () => {
    server.faults.push({ match: 'pulls/create', status: 502, body: BAD_GATEWAY_HTML, afterEffect: true });
    const issue = server.createIssue('Queue', alice);
    const { outcome } = await run(issue, '/pulumi-gen an SQS queue', generator().generate);
    expect(outcome.status).toBe('published');
    expectSettled(issue, outcome);
    expect(server.requests.filter((r) => r.operationId === 'pulls/create').map((r) => r.status)).toEqual([
      502, 422,
    ]);
  });

  it('resolves a 422 "already exists" while the PR list still comes back empty', async () => {
    server.faults.push({ match: 'pulls/create', status: 502, body: BAD_GATEWAY_HTML, afterEffect: true });
    // The look-up before the create, and the first one after the 422, see GitHub's list lag behind.
    server.faults.push({ match: 'pulls/list', status: 200, body: [], times: 3 });
    const issue = server.createIssue('Queue', alice);
    const { outcome } = await run(issue, '/pulumi-gen an SQS queue', generator().generate);
    expect(outcome.status).toBe('published');
    expectSettled(issue, outcome);
  });

  it('gives a branch without a PR its PR on the next run', async () => {
    server.faults.push({ match: 'pulls/create', status: 502, body: BAD_GATEWAY_HTML, times: 4 });
    const issue = server.createIssue('Queue', alice);
    const first = await run(issue, '/pulumi-gen an SQS queue', generator().generate);
    expect(first.outcome.status).toBe('failed');
    const said = expectSettled(issue, first.outcome);
    expect(said).toContain('HTTP 502');
    expect(said).toContain('re-run the job');
    expect(server.branchSha(`pulumi-gen/issue-${issue}`)).toBeDefined();
    const second = await run(issue, '/pulumi-gen an SQS queue', generator().generate);
    expect(second.outcome.status).toBe('published');
    expectSettled(issue, second.outcome);
  });

  it('tells a ruleset refusing the branch as such, not as a moving branch', async () => {
    let refCreates = 0;
    server.faults.push({
      // The first ref a run creates is its issue lock; the second is the branch.
      match: (operationId) => operationId === 'git/create-ref' && ++refCreates === 2,
      status: 422,
      body: {
        message: 'Repository rule violations found\n\nCannot create ref due to creations being restricted.',
      },
    });
    const issue = server.createIssue('Queue', alice);
    const { outcome } = await run(issue, '/pulumi-gen an SQS queue', generator().generate);
    const final = expectSettled(issue, outcome);
    expect(outcome.status).toBe('failed');
    expect(final).toContain("'branch-prefix'");
    expect(final).not.toContain('kept moving');
  });

  it('names the missing workflow permission', async () => {
    server.faults.push({
      match: 'git/create-blob',
      status: 403,
      body: { message: 'Resource not accessible by integration' },
      times: 5,
    });
    const issue = server.createIssue('Queue', alice);
    const { outcome } = await run(issue, '/pulumi-gen an SQS queue', generator().generate);
    const final = expectSettled(issue, outcome);
    expect(final).toContain('lacks a permission');
    expect(final).toContain('contents: write');
  });

  it('never fails a run over courtesy calls: reactions and the first tracking comment', async () => {
    server.faults.push({
      match: 'reactions/create-for-issue-comment',
      status: 502,
      body: BAD_GATEWAY_HTML,
      times: 20,
    });
    server.faults.push({ match: 'issues/create-comment', status: 500, times: 4 });
    const issue = server.createIssue('Queue', alice);
    const { outcome, log } = await run(issue, '/pulumi-gen an SQS queue', generator().generate);
    expect(outcome.status).toBe('published');
    expect(expectSettled(issue, outcome)).toContain('🚀');
    expect(botComments(issue)).toHaveLength(1);
    expect(log.lines.join('\n')).toContain('could not post the tracking comment');
    expect(log.lines.join('\n')).not.toContain('<html');
  });

  it('settles a twin tracking comment left by a retried post whose reply was lost', async () => {
    server.faults.push({
      match: 'issues/create-comment',
      status: 502,
      body: BAD_GATEWAY_HTML,
      afterEffect: true,
    });
    const issue = server.createIssue('Queue', alice);
    const { outcome } = await run(issue, '/pulumi-gen an SQS queue', generator().generate);
    expect(outcome.status).toBe('published');
    expect(botComments(issue)).toHaveLength(2);
    for (const comment of botComments(issue)) expect(comment.body).toContain('🚀');
    expectSettled(issue, outcome);
  });

  it('still ends the tracking comment after a 502 on its final update', async () => {
    server.faults.push({ match: 'issues/update-comment', status: 502, body: BAD_GATEWAY_HTML, times: 2 });
    const issue = server.createIssue('Queue', alice);
    const { outcome } = await run(issue, '/pulumi-gen an SQS queue', generator().generate);
    expect(expectSettled(issue, outcome)).toContain('🚀');
  });

  it('stops before any model call when the issue is gone by the time the run starts', async () => {
    const issue = server.createIssue('Queue', alice);
    const payload = server.comment(issue, '/pulumi-gen an SQS queue', alice);
    server.deleteIssue(issue);
    const { generate, requests } = generator();
    const inputs = parseActionInputs((name) => ({ 'github-token': TOKEN })[name as 'github-token'] ?? '');
    const { io, log } = recordingIo();
    const github = createGitHubClient({
      token: TOKEN,
      baseUrl: server.url,
      secrets: [TOKEN],
      pacing: FAST_GITHUB_PACING,
    });
    const outcome = await runAction(
      inputs,
      {
        eventName: 'issue_comment',
        payload,
        repository: server.fullName,
        runId: '1',
        serverUrl: 'https://github.example',
      },
      { github, generate, io, secrets: [TOKEN] },
    );
    expect(outcome).toMatchObject({ status: 'failed', failure: { stage: 'reply' } });
    expect(log.failed).toContain(`issue #${issue} no longer exists (deleted or transferred)`);
    expect(log.failed).not.toMatch(/Not Found|read-program/);
    expect(requests).toHaveLength(0);
    expect([...server.refs.keys()].filter((ref) => ref.includes('/locks/'))).toEqual([]);
  });

  it('says plainly when the issue was deleted', async () => {
    const issue = server.createIssue('Queue', alice);
    const payloadIssue = issue;
    const generate: GenerateProgram = async (request, progress, signal) => {
      server.deleteIssue(payloadIssue);
      return generator().generate(request, progress, signal);
    };
    const { outcome, log } = await run(issue, '/pulumi-gen an SQS queue', generate);
    // The program was published; the final word could not be posted, and the log says why.
    expect(outcome.status).toBe('published');
    expect(log.lines.join('\n')).toContain(`issue #${issue} no longer exists`);
  });
});

describe('one run per issue, and a branch people changed', () => {
  it('answers "another run is in progress" while the lock is held, and takes over a stale lock', async () => {
    const issue = server.createIssue('Queue', alice);
    const github = createGitHubClient({
      token: TOKEN,
      baseUrl: server.url,
      secrets: [],
      pacing: FAST_GITHUB_PACING,
    });
    const plant = (now: number) =>
      acquireIssueLock(github, {
        repository: { owner: 'acme', repo: 'infra' },
        issueNumber: issue,
        anchorSha: server.branchSha('main')!,
        runUrl: 'https://github.example/acme/infra/actions/runs/7',
        now,
        ttlMs: 60_000,
      });
    expect((await plant(Date.now())).kind).toBe('acquired');
    const busy = await run(issue, '/pulumi-gen an SQS queue', generator().generate);
    expect(busy.outcome.status).toBe('busy');
    const reply = botComments(issue).at(-1)!.body;
    expect(reply).toContain(
      'already working on this issue in [another run](https://github.example/acme/infra/actions/runs/7)',
    );
    expect(reply).toContain('not run');
    expect(server.pullRequests()).toHaveLength(0);

    // A lock left behind by a killed run, expired an hour ago: taken over, and released at the end.
    server.refs.delete(`refs/pulumi-gen/locks/issue-${issue}`);
    expect((await plant(Date.now() - 3_600_000)).kind).toBe('acquired');
    const stale = await run(issue, '/pulumi-gen an SQS queue', generator().generate);
    expect(stale.outcome.status).toBe('published');
    expectSettled(issue, stale.outcome);
  });

  it('keeps a human edit on the branch unless asked to replace it, and keeps the first run’s path', async () => {
    const issue = server.createIssue('Queue for jobs', alice);
    const first = await run(issue, '/pulumi-gen an SQS queue', generator().generate);
    expect(first.outcome.status).toBe('published');
    const branch = `pulumi-gen/issue-${issue}`;
    expect(server.filesAt(branch).has('infra/queue-for-jobs/index.ts')).toBe(true);

    server.renameIssue(issue, 'Renamed: a queue and a topic');
    const again = await run(issue, '/pulumi-gen an SQS queue with a DLQ', generator().generate);
    expect(again.outcome.status).toBe('published');
    const files = [...server.filesAt(branch).keys()];
    expect(files.filter((path) => path.endsWith('index.ts'))).toEqual(['infra/queue-for-jobs/index.ts']);
    expect(server.pullRequests()[0]!.body).toContain('with a DLQ');

    server.pushFiles(branch, { 'infra/queue-for-jobs/index.ts': '// tuned by a human\n' }, 'hand edit');
    const blocked = await run(
      issue,
      '/pulumi-gen an SQS queue with a longer retention',
      generator().generate,
    );
    expect(blocked.outcome.status).toBe('conflict');
    const reply = expectSettled(issue, blocked.outcome);
    expect(reply).toContain('`infra/queue-for-jobs/index.ts` modified');
    expect(server.filesAt(branch).get('infra/queue-for-jobs/index.ts')).toBe('// tuned by a human\n');
    expect(server.pullRequests()[0]!.body).toContain('with a DLQ');

    const replaced = await run(
      issue,
      '/pulumi-gen replace it: an SQS queue, 14 day retention',
      generator().generate,
    );
    expect(replaced.outcome.status).toBe('published');
    expect(server.filesAt(branch).get('infra/queue-for-jobs/index.ts')).toContain('14 day retention');
    expect(server.pullRequests()).toHaveLength(1);
  });
});

describe('edit mode on the issue’s own pull request', () => {
  it('brings the record up to date, so the next issue run does not take the edit for a human change', async () => {
    const issue = server.createIssue('Queue', alice);
    const first = await run(issue, '/pulumi-gen an SQS queue', generator().generate);
    expect(first.outcome.status).toBe('published');
    const pr = first.outcome.pullRequest!.number;
    const { generate, requests } = generator();
    const edit = await run(pr, '/pulumi-gen add a dead-letter queue', generate);
    expect(edit.outcome.status).toBe('published');
    expect(requests[0]!.mode).toBe('edit');
    // The record is bookkeeping: the model sees the program, not the record.
    expect([...(requests[0]!.existingProgram?.keys() ?? [])]).not.toContain('.pulumi-gen.json');
    const branch = `pulumi-gen/issue-${issue}`;
    expect(server.filesAt(branch).get('infra/queue/index.ts')).toContain('dead-letter');
    const again = await run(issue, '/pulumi-gen an SQS queue with a DLQ and alarms', generator().generate);
    expect(again.outcome.status).toBe('published');
    expect(server.pullRequests()).toHaveLength(1);
  });
});

describe('stopping a run', () => {
  it.each<[RunStop, RegExp]>([
    [{ kind: 'cancelled', signal: 'SIGINT' }, /cancelled.*SIGINT.*at generate; nothing was published/],
    [{ kind: 'time-budget', minutes: 0.05 }, /time budget of 0.05 minutes.*time-budget-minutes/],
  ])('ends a hung model call with a final comment (%o)', async (stop, said) => {
    const issue = server.createIssue('Queue', alice);
    const controller = new AbortController();
    const hung = generator({ hangUntilAborted: true }).generate;
    // The runner's cancel arrives while the model call hangs.
    const generate: GenerateProgram = (request, progress, signal) => {
      setTimeout(() => controller.abort(stop), 50);
      return hung(request, progress, signal);
    };
    const { outcome, log } = await run(issue, '/pulumi-gen an SQS queue', generate, {
      signal: controller.signal,
    });
    expect(outcome.status).toBe('cancelled');
    expect(expectSettled(issue, outcome)).toMatch(said);
    expect(server.pullRequests()).toHaveLength(0);
    expect(log.failed).toBeDefined();
  });

  it('stops a slow API run at its time budget, told on the issue', async () => {
    // 3 s per call scaled down: every call takes 150 ms and the budget allows about ten of them.
    server.delayMs = 150;
    const issue = server.createIssue('Queue', alice);
    const controller = new AbortController();
    setTimeout(() => controller.abort({ kind: 'time-budget', minutes: 0.025 } satisfies RunStop), 1500);
    const started = Date.now();
    const { outcome } = await run(issue, '/pulumi-gen an SQS queue', generator().generate, {
      signal: controller.signal,
    });
    expect(Date.now() - started).toBeLessThan(6000);
    expect(['cancelled', 'published']).toContain(outcome.status);
    if (outcome.status === 'cancelled') expect(expectSettled(issue, outcome)).toContain('time budget');
    else expectSettled(issue, outcome);
  });
});

describe('secrets and hidden text', () => {
  it('removes a token typed into the request before the model or the PR title sees it, and says so', async () => {
    const issue = server.createIssue('Queue', alice);
    const typed = 'ghp_' + 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8';
    const { generate, requests } = generator();
    const { outcome } = await run(
      issue,
      `/pulumi-gen an SQS queue, use token ${typed} for the webhook`,
      generate,
    );
    expect(outcome.status).toBe('published');
    expect(requests[0]!.text).not.toContain(typed.slice(4, 20));
    expect(requests[0]!.text).toContain('[secret removed]');
    const everything = server.requests.map((r) => r.body).join('\n');
    expect(everything).not.toContain(typed.slice(4, 20));
    expect(
      botComments(issue).some((c) => c.body.includes('removed what looks like a secret (GitHub token)')),
    ).toBe(true);
  });

  it('redacts the key in base64 and URL-encoded forms from a failure echoed by the endpoint', async () => {
    const issue = server.createIssue('Queue', alice);
    const echoed = `auth header Basic ${Buffer.from(`user:${KEY}`).toString('base64')} url ?key=${encodeURIComponent(KEY)}`;
    const { outcome, log } = await run(
      issue,
      '/pulumi-gen an SQS queue',
      generator({ failure: { stage: 'generate', message: `endpoint said: ${echoed}; check OPENAI_API_KEY` } })
        .generate,
    );
    expect(outcome.status).toBe('failed');
    const final = expectSettled(issue, outcome);
    const base64Key = Buffer.from(`user:${KEY}`).toString('base64').slice(8, 40);
    for (const text of [final, log.summary, log.failed ?? '', ...Object.values(log.outputs)]) {
      expect(text).not.toContain(base64Key);
      expect(text).not.toContain(KEY);
    }
    expect(final).toContain("the 'openai-api-key' input");
    expect(final).not.toContain('OPENAI_API_KEY');
  });
});
