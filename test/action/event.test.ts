import { describe, expect, it } from 'vitest';
import { parseEvent } from '../../src/action/event.js';

describe('parseEvent', () => {
  const repo = { full_name: 'acme/infra', default_branch: 'trunk' };
  it('reads new comments on issues and pull requests', () => {
    const event = parseEvent(
      'issue_comment',
      {
        action: 'created',
        issue: { number: 7, title: 'T', pull_request: { url: 'x' } },
        comment: { id: 99, body: 'b', user: { login: 'a', type: 'User' } },
        repository: repo,
      },
      'acme/infra',
    );
    expect(event).toMatchObject({ kind: 'comment', issueNumber: 7, onPullRequest: true, commentId: 99 });
    expect(event).toMatchObject({ repository: { owner: 'acme', repo: 'infra', defaultBranch: 'trunk' } });
  });

  it('ignores edited comments, other events and malformed payloads', () => {
    expect(parseEvent('issue_comment', { action: 'edited' }, 'a/b').kind).toBe('ignored');
    expect(parseEvent('push', {}, 'a/b')).toMatchObject({
      kind: 'ignored',
      reason: expect.stringContaining("'push'"),
    });
    expect(parseEvent('issue_comment', { action: 'created', issue: {} }, 'a/b').kind).toBe('ignored');
  });

  it('reads dispatch runs with their sender and request', () => {
    expect(
      parseEvent(
        'workflow_dispatch',
        { inputs: { request: 'r' }, sender: { login: 'a' }, repository: repo },
        'acme/infra',
      ),
    ).toMatchObject({ kind: 'dispatch', payloadRequest: 'r', actor: { login: 'a', type: 'User' } });
  });
});
