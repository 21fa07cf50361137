import { beforeEach, describe, expect, it } from 'vitest';
import { IssueConversation, IssueGoneError } from '../../src/action/tracking.js';
import type { ActionIo } from '../../src/action/types.js';
import { loopbackGitHub } from '../support/loopback-github.js';

const gh = loopbackGitHub();
const { repository } = gh;
const user = { login: 'octocat', type: 'User' as const };
let warnings: string[];
let issue: number;
let triggerId: number;

const io = (): ActionIo => ({
  info: () => undefined,
  notice: () => undefined,
  warning: (message) => warnings.push(message),
  startGroup: () => undefined,
  endGroup: () => undefined,
  setOutput: () => undefined,
  setFailed: () => undefined,
  writeSummary: () => Promise.resolve(),
});

beforeEach(() => {
  warnings = [];
  issue = gh.server.createIssue('an S3 bucket', user);
  gh.server.comment(issue, '/pulumi-gen an S3 bucket', user);
  triggerId = gh.server.comments.at(-1)!.id;
});

const conversationOn = (trigger: number | undefined) =>
  new IssueConversation(gh.github, repository, issue, trigger, io(), (text) =>
    text.replaceAll('sk-live-1', '***'),
  );
const conversation = () => conversationOn(triggerId);

const ours = () => gh.server.comments.filter((comment) => comment.body !== '/pulumi-gen an S3 bucket');

describe('IssueConversation against the loopback GitHub API', () => {
  it('reacts on the triggering comment, and not at all without one', async () => {
    await conversation().react('eyes');
    await conversationOn(undefined).react('rocket');
    expect(gh.server.reactions.map((r) => [r.commentId, r.content])).toEqual([[triggerId, 'eyes']]);
    // Without a comment nothing is even asked.
    expect(gh.server.requests.filter((r) => r.operationId?.startsWith('reactions/'))).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  it('keeps one tracking comment, redacted, and edits it with the outcome', async () => {
    const talk = conversation();
    await talk.startTracking('⏳ working on it (run 7) with sk-live-1');
    await talk.updateTracking('✅ done (run 7)', 'run 7');
    expect(ours().map((comment) => comment.body)).toEqual(['✅ done (run 7)']);
    await talk.startTracking('⏳ again');
    expect(ours()[1]!.body).toBe('⏳ again');
  });

  it('posts the outcome fresh when the first post failed, with a warning only', async () => {
    gh.server.faults.push({
      match: 'issues/create-comment',
      status: 422,
      body: { message: 'Validation Failed' },
    });
    const talk = conversation();
    await talk.startTracking('⏳ working (run 8)');
    expect(warnings).toEqual([expect.stringContaining('could not post the tracking comment')]);
    await talk.updateTracking('❌ failed (run 8)', 'run 8');
    expect(ours().map((comment) => comment.body)).toEqual(['❌ failed (run 8)']);
  });

  it('gives a twin "working" comment of the same run the final text too', async () => {
    const talk = conversation();
    await talk.startTracking('⏳ working (run 9)');
    gh.server.comment(issue, '⏳ working (run 9)', { login: 'github-actions[bot]', type: 'Bot' });
    gh.server.comment(issue, '⏳ working (run 10)', { login: 'github-actions[bot]', type: 'Bot' });
    await talk.updateTracking('✅ done (run 9)', 'run 9');
    expect(ours().map((comment) => comment.body)).toEqual([
      '✅ done (run 9)',
      '✅ done (run 9)',
      '⏳ working (run 10)',
    ]);
  });

  it('stops the run when the issue is gone, and only warns for a courtesy reply or reaction', async () => {
    gh.server.deleteIssue(issue);
    await conversation().react('confused');
    await conversation().courtesyReply('busy');
    expect(warnings).toHaveLength(2);
    await expect(conversation().startTracking('⏳')).rejects.toThrow(IssueGoneError);
    await expect(conversation().reply('refused')).rejects.toThrow(/no longer exists/);
  });
});
