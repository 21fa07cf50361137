/**
 * The fault suite's process-level cases, on the built bundle as a runner starts it: the runner's cancel
 * (SIGINT) at several points of a run, the run's own time budget, and two runs on one issue at once. Each
 * case asserts what the user sees, that exactly one PR exists when the run says it published, that no
 * tracking comment is left "working", and that the issue's lock is gone afterwards.
 */
import type { ChildProcess } from 'node:child_process';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GitHubServer, type Account } from '../support/github-server.js';
import { startOpenAiServer, type OpenAiTestServer, type ScriptedReply } from '../support/openai-server.js';
import { buildActionBundle, runActionBundle, type ActionRun } from './bundle.js';

const TOKEN = 'ghs_FaultE2eToken0123456789abcdefghijKLMN';
const alice: Account = { login: 'alice' };

let bundle: string;
let github: GitHubServer;
let model: OpenAiTestServer | undefined;

beforeAll(() => {
  bundle = buildActionBundle();
});

afterEach(async () => {
  expect(github.violations).toEqual([]);
  await github.close();
  await model?.close();
  model = undefined;
});

async function servers(script?: ScriptedReply[]) {
  github = await GitHubServer.start({ token: TOKEN, permissions: { alice: 'write' } });
  if (script !== undefined) model = await startOpenAiServer(script);
}

function inputs(extra: Record<string, string> = {}): Record<string, string> {
  return {
    'github-token': TOKEN,
    preview: 'off',
    'max-repairs': '1',
    ...(model !== undefined ? { 'openai-base-url': model.baseUrl, model: 'test-model' } : {}),
    ...extra,
  };
}

function runOn(
  issue: number,
  body: string,
  extra: Record<string, string> = {},
  onSpawn?: (c: ChildProcess) => void,
) {
  return runActionBundle({
    bundle,
    eventName: 'issue_comment',
    payload: github.comment(issue, body, alice),
    inputs: inputs(extra),
    repository: github.fullName,
    apiUrl: github.url,
    timeoutMs: 240_000,
    ...(onSpawn !== undefined ? { onSpawn } : {}),
  });
}

function explain(run: ActionRun): string {
  return `exit ${run.code}\nstdout:\n${run.stdout}\nstderr:\n${run.stderr}`;
}

/** Final comments only, one PR if published, no lock left behind. Returns the last bot comment. */
function expectSettled(issue: number, run: ActionRun): string {
  const comments = github.commentsOn(issue).filter((c) => c.user.login === 'github-actions[bot]');
  expect(comments.length, explain(run)).toBeGreaterThan(0);
  for (const comment of comments) expect(comment.body).not.toContain('⏳');
  if (run.outputs['status'] === 'published') expect(github.pullRequests()).toHaveLength(1);
  expect([...github.refs.keys()].filter((ref) => ref.includes('/locks/'))).toEqual([]);
  return comments.at(-1)!.body;
}

/** Sends SIGINT to the run the first time the GitHub server sees the given call. */
function cancelAt(operationId: string): (child: ChildProcess) => void {
  return (child) => {
    github.onRequest = (seen) => {
      if (seen === operationId) {
        github.onRequest = undefined;
        child.kill('SIGINT');
      }
    };
  };
}

// Two full pipeline runs per case on a loaded 2-core machine can pass the suite's 60 s default.
describe('the bundle under cancellation, time budget and races', { timeout: 240_000 }, () => {
  it('tells the issue it was cancelled when SIGINT arrives while the tracking comment is posted', async () => {
    await servers();
    const issue = github.createIssue('Log bucket', alice);
    const run = await runOn(
      issue,
      '/pulumi-gen an S3 bucket with versioning',
      {},
      cancelAt('issues/create-comment'),
    );
    expect(run.code, explain(run)).toBe(1);
    expect(run.outputs['status']).toBe('cancelled');
    expect(expectSettled(issue, run)).toMatch(/cancelled\*\* \(the runner sent SIGINT\) at read-program/);
    expect(github.pullRequests()).toHaveLength(0);
  });

  it('aborts a hung model call on SIGINT and ends the comment as cancelled', async () => {
    await servers([{ kind: 'hang' }, { kind: 'hang' }, { kind: 'hang' }]);
    const issue = github.createIssue('Log bucket', alice);
    const started = Date.now();
    const run = await runOn(issue, '/pulumi-gen an S3 bucket with versioning', {}, (child) => {
      const poll = setInterval(() => {
        if ((model?.requests.length ?? 0) > 0) {
          clearInterval(poll);
          child.kill('SIGINT');
        }
      }, 50);
      child.on('exit', () => clearInterval(poll));
    });
    expect(run.outputs['status'], explain(run)).toBe('cancelled');
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(expectSettled(issue, run)).toMatch(/cancelled.*SIGINT.*nothing was published/);
  });

  it('stops at the time budget when the model hangs', async () => {
    await servers([{ kind: 'hang' }, { kind: 'hang' }, { kind: 'hang' }]);
    const issue = github.createIssue('Log bucket', alice);
    const run = await runOn(issue, '/pulumi-gen an S3 bucket with versioning', {
      'time-budget-minutes': '0.05',
    });
    expect(run.outputs['status'], explain(run)).toBe('cancelled');
    expect(expectSettled(issue, run)).toContain('time budget of 0.05 minutes');
  });

  it('on SIGINT while publishing, stops before the PR; the next run finishes the branch into one PR', async () => {
    await servers();
    const issue = github.createIssue('Log bucket', alice);
    const run = await runOn(
      issue,
      '/pulumi-gen an S3 bucket with versioning',
      {},
      cancelAt('git/create-tree'),
    );
    expect(run.outputs['status'], explain(run)).toBe('cancelled');
    expect(expectSettled(issue, run)).toContain('while publishing; a re-run finishes');
    expect(github.pullRequests()).toHaveLength(0);
    const again = await runOn(issue, '/pulumi-gen an S3 bucket with versioning');
    expect(again.outputs['status'], explain(again)).toBe('published');
    expectSettled(issue, again);
  });

  it('lets one of two concurrent runs on an issue work and tells the other it is busy', async () => {
    await servers();
    const issue = github.createIssue('Log bucket', alice);
    const [a, b] = await Promise.all([
      runOn(issue, '/pulumi-gen an S3 bucket with versioning'),
      runOn(issue, '/pulumi-gen an S3 bucket with versioning and a lifecycle rule'),
    ]);
    const statuses = [a.outputs['status'], b.outputs['status']].sort();
    expect(statuses, explain(a) + explain(b)).toEqual(['busy', 'published']);
    const winner = a.outputs['status'] === 'published' ? a : b;
    expectSettled(issue, winner);
    const bodies = github.commentsOn(issue).map((c) => c.body);
    expect(bodies.some((body) => body.includes('already working on this issue'))).toBe(true);
    // The PR body describes the program at the branch tip: the winner's request.
    const pull = github.pullRequests()[0]!;
    const winnerAsked = winner === a ? 'versioning' : 'lifecycle rule';
    expect(pull.body).toContain(winnerAsked);
    expect(github.commitCount(`pulumi-gen/issue-${issue}`)).toBe(2);
  });
});
