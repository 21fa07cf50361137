/**
 * Publishing through the Git Data API with the real Octokit client against the loopback GitHub gh.server.
 */
import { describe, expect, it } from 'vitest';
import { commitFiles } from '../../src/publish/commit-files.js';
import { upsertPullRequest } from '../../src/publish/pull-request.js';
import { loopbackGitHub } from '../support/loopback-github.js';

const gh = loopbackGitHub({
  files: { 'README.md': '# infra\n', 'src/app.ts': 'app\n' },
  secrets: ['sk-secret-value-123'],
});
const { repository } = gh;

describe('upsertPullRequest', () => {
  it('opens a pull request once and updates it on later calls', async () => {
    await commitFiles(gh.github, {
      repository,
      branch: 'b',
      baseBranch: 'main',
      files: [{ path: 'a', content: 'a' }],
      message: 'm',
    });
    const first = await upsertPullRequest(gh.github, {
      repository,
      branch: 'b',
      base: 'main',
      title: 'T1',
      body: 'B1',
    });
    const second = await upsertPullRequest(gh.github, {
      repository,
      branch: 'b',
      base: 'main',
      title: 'T2',
      body: 'x'.repeat(70_000),
    });
    expect(first.created).toBe(true);
    expect(second).toMatchObject({ number: first.number, created: false });
    expect(gh.server.pullRequests()).toHaveLength(1);
    expect(gh.server.pullRequests()[0]!.title).toBe('T2');
    expect(gh.server.pullRequests()[0]!.body.length).toBeLessThanOrEqual(65_536);
  });
});
