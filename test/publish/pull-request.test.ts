/**
 * Publishing through the Git Data API with the real Octokit client against the loopback GitHub server.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitFiles } from '../../src/publish/commit-files.js';
import { createGitHubClient, type GitHubClient } from '../../src/publish/github-client.js';
import { upsertPullRequest } from '../../src/publish/pull-request.js';
import { FAST_GITHUB_PACING, GitHubServer } from '../support/github-server.js';

const TOKEN = 'ghs_PublishTestToken0123456789abcdefXYZ';
let server: GitHubServer;
let github: GitHubClient;
const repository = { owner: 'acme', repo: 'infra' };

beforeEach(async () => {
  server = await GitHubServer.start({
    token: TOKEN,
    files: { 'README.md': '# infra\n', 'src/app.ts': 'app\n' },
  });
  github = createGitHubClient({
    token: TOKEN,
    baseUrl: server.url,
    secrets: [TOKEN, 'sk-secret-value-123'],
    pacing: FAST_GITHUB_PACING,
  });
});

afterEach(async () => {
  expect(server.violations).toEqual([]);
  await server.close();
});

describe('upsertPullRequest', () => {
  it('opens a pull request once and updates it on later calls', async () => {
    await commitFiles(github, {
      repository,
      branch: 'b',
      baseBranch: 'main',
      files: [{ path: 'a', content: 'a' }],
      message: 'm',
    });
    const first = await upsertPullRequest(github, {
      repository,
      branch: 'b',
      base: 'main',
      title: 'T1',
      body: 'B1',
    });
    const second = await upsertPullRequest(github, {
      repository,
      branch: 'b',
      base: 'main',
      title: 'T2',
      body: 'x'.repeat(70_000),
    });
    expect(first.created).toBe(true);
    expect(second).toMatchObject({ number: first.number, created: false });
    expect(server.pullRequests()).toHaveLength(1);
    expect(server.pullRequests()[0]!.title).toBe('T2');
    expect(server.pullRequests()[0]!.body.length).toBeLessThanOrEqual(65_536);
  });
});
