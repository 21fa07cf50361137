import { describe, expect, it } from 'vitest';
import type { DispatchTrigger, IssueTrigger } from '../../src/action/event.js';
import { parseActionInputs } from '../../src/action/inputs.js';
import { recordFileFor } from '../../src/action/project-record.js';
import { commentTarget, defaultBranch, dispatchTarget } from '../../src/action/target.js';
import { loopbackGitHub } from '../support/loopback-github.js';

const loopback = loopbackGitHub();
const actor = { login: 'alice', type: 'User' as const };
const repository = { owner: 'acme', repo: 'infra', defaultBranch: undefined };

function inputs(values: Record<string, string> = {}) {
  return parseActionInputs((name) => ({ 'github-token': loopback.token, ...values })[name] ?? '');
}

function issueTrigger(issueNumber: number, issueTitle: string, onPullRequest = false): IssueTrigger {
  return { repository, issueNumber, issueTitle, onPullRequest, actor };
}

const PROJECT = {
  'Pulumi.yaml': 'name: queue\nruntime: nodejs\n',
  'index.ts': 'import * as aws from "@pulumi/aws";\nnew aws.sqs.Queue("q");\n',
};

/** The files of a project at `dir` as pulumi-gen wrote them for `issue`, with its record. */
function writtenProject(dir: string, issue: number): Record<string, string> {
  const files = Object.entries(PROJECT).map(([path, content]) => ({ path, content }));
  const record = recordFileFor(issue, files);
  return Object.fromEntries([...files, record].map((file) => [`${dir}/${file.path}`, file.content] as const));
}

describe('defaultBranch', () => {
  it('asks GitHub only when the event did not say', async () => {
    const { github, server } = loopback;
    expect(await defaultBranch(github, loopback.repository, 'trunk')).toBe('trunk');
    expect(server.requests).toEqual([]);
    expect(await defaultBranch(github, loopback.repository, undefined)).toBe('main');
  });
});

describe('dispatchTarget', () => {
  const trigger: DispatchTrigger = { kind: 'dispatch', repository, actor, payloadRequest: undefined };

  it('names the branch and project after the request, or after the run when it has no words', async () => {
    const { github } = loopback;
    expect(await dispatchTarget(github, trigger, inputs(), 'An SQS queue for orders', '99')).toEqual({
      kind: 'new',
      branch: 'pulumi-gen/an-sqs-queue-for-orders',
      baseBranch: 'main',
      path: 'infra/an-sqs-queue-for-orders',
      issueNumber: undefined,
      humanChanges: [],
    });
    const target = await dispatchTarget(
      github,
      trigger,
      inputs({ path: 'stacks/q', 'base-branch': 'develop', 'branch-prefix': 'bot/' }),
      '!!!',
      '99',
    );
    expect(target).toMatchObject({ branch: 'bot/run-99', baseBranch: 'develop', path: 'stacks/q' });
  });
});

describe('commentTarget', () => {
  it("sends an issue's program to the issue's own branch, in a folder named after its title", async () => {
    const { github, server } = loopback;
    const issue = server.createIssue('Orders queue', actor);
    expect(await commentTarget(github, issueTrigger(issue, 'Orders queue'), inputs())).toEqual({
      kind: 'new',
      branch: `pulumi-gen/issue-${issue}`,
      baseBranch: 'main',
      path: 'infra/orders-queue',
      issueNumber: issue,
      humanChanges: [],
    });
  });

  it("keeps the first run's path after a rename, and lists what people changed on the branch", async () => {
    const { github, server } = loopback;
    const issue = server.createIssue('Orders queue', actor);
    const branch = `pulumi-gen/issue-${issue}`;
    server.createBranch(branch);
    server.pushFiles(branch, writtenProject('infra/orders-queue', issue), 'pulumi-gen: orders queue');
    server.pushFiles(
      branch,
      { 'infra/orders-queue/index.ts': '// edited by hand\n', 'infra/orders-queue/extra.ts': '' },
      'a human edit',
    );
    const target = await commentTarget(github, issueTrigger(issue, 'Renamed entirely'), inputs());
    expect(target).toMatchObject({ kind: 'new', branch, path: 'infra/orders-queue' });
    expect(target.kind === 'new' && target.humanChanges).toEqual([
      { path: 'infra/orders-queue/extra.ts', change: 'added' },
      { path: 'infra/orders-queue/index.ts', change: 'modified' },
    ]);
  });

  it("edits the program on a same-repository PR's branch, leaving its record out of the program", async () => {
    const { github, server } = loopback;
    server.createBranch('pulumi-gen/issue-1');
    server.pushFiles('pulumi-gen/issue-1', writtenProject('infra/queue', 1), 'pulumi-gen: queue');
    const pull = server.createPullRequest({ title: 'Queue', head: 'pulumi-gen/issue-1', user: actor });
    const target = await commentTarget(github, issueTrigger(pull, 'Queue', true), inputs());
    expect(target).toMatchObject({
      kind: 'edit',
      branch: 'pulumi-gen/issue-1',
      path: 'infra/queue',
      pullNumber: pull,
      ownBranch: true,
      record: { issue: 1 },
    });
    expect(target.kind === 'edit' && [...target.existingProgram.keys()].sort()).toEqual([
      'Pulumi.yaml',
      'index.ts',
    ]);
    expect(target.kind === 'edit' && target.existingProgram.get('index.ts')).toBe(PROJECT['index.ts']);
  });

  it('turns a fork PR away and treats a PR without a program as an issue', async () => {
    const { github, server } = loopback;
    const fork = server.createPullRequest({
      title: 'From a fork',
      head: 'feature',
      user: actor,
      headRepository: 'mallory/infra',
    });
    expect(await commentTarget(github, issueTrigger(fork, 'From a fork', true), inputs())).toEqual({
      kind: 'fork',
      pullNumber: fork,
    });
    server.createBranch('docs');
    const plain = server.createPullRequest({ title: 'Docs only', head: 'docs', user: actor });
    expect(await commentTarget(github, issueTrigger(plain, 'Docs only', true), inputs())).toMatchObject({
      kind: 'new',
      branch: `pulumi-gen/issue-${plain}`,
      path: 'infra/docs-only',
    });
  });
});
