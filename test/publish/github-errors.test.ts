import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitHubClient, type GitHubClient } from '../../src/publish/github-client.js';
import { describeGitHubFailure } from '../../src/publish/github-errors.js';
import { BAD_GATEWAY_HTML, FAST_GITHUB_PACING, GitHubServer } from '../support/github-server.js';

const TOKEN = 'ghs_ErrorsTestToken0123456789abcdefXYZ';
let server: GitHubServer;
let github: GitHubClient;

beforeEach(async () => {
  server = await GitHubServer.start({ token: TOKEN });
  github = createGitHubClient({
    token: TOKEN,
    baseUrl: server.url,
    secrets: [TOKEN],
    pacing: { ...FAST_GITHUB_PACING, retries: 1 },
  });
});

afterEach(async () => {
  await server.close();
});

async function failure(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
  } catch (error) {
    return describeGitHubFailure(error);
  }
  throw new Error('the call did not fail');
}

describe('describeGitHubFailure', () => {
  it('names the call and status, and never repeats an HTML page', async () => {
    server.faults.push({ match: 'repos/get', status: 502, body: BAD_GATEWAY_HTML, times: 5 });
    const said = await failure(() => github.rest.repos.get({ owner: 'acme', repo: 'infra' }));
    expect(said).toBe(
      'GitHub GET /repos/acme/infra failed with HTTP 502: GitHub kept failing after retries; re-run the job',
    );
  });

  it('says what a 404, a 401 and a missing permission mean', async () => {
    expect(
      await failure(() =>
        github.rest.issues.createComment({ owner: 'acme', repo: 'infra', issue_number: 99, body: 'x' }),
      ),
    ).toContain('does not exist or the token cannot see it (deleted, transferred');
    const stranger = createGitHubClient({
      token: 'nope',
      baseUrl: server.url,
      secrets: [],
      pacing: FAST_GITHUB_PACING,
    });
    expect(await failure(() => stranger.rest.repos.get({ owner: 'acme', repo: 'infra' }))).toContain(
      "(Bad credentials): the 'github-token' input is invalid or expired",
    );
    server.faults.push({
      match: 'repos/get',
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    expect(await failure(() => github.rest.repos.get({ owner: 'acme', repo: 'infra' }))).toContain(
      'permissions: { contents: write, issues: write, pull-requests: write }',
    );
  });
});
