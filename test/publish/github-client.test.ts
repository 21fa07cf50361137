import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitHubClient, httpStatus, type GitHubClientOptions } from '../../src/publish/github-client.js';
import { BAD_GATEWAY_HTML, FAST_GITHUB_PACING, GitHubServer } from '../support/github-server.js';

const TOKEN = 'ghs_ClientTestToken0123456789abcdefXYZ';
const KEY = 'sk-client-test-0123456789abcdefghijkl';
const repo = { owner: 'acme', repo: 'infra' };
let server: GitHubServer;

beforeEach(async () => {
  server = await GitHubServer.start({ token: TOKEN });
});
afterEach(async () => {
  expect(server.violations).toEqual([]);
  await server.close();
});

function client(options: Partial<GitHubClientOptions> = {}) {
  return createGitHubClient({
    token: TOKEN,
    baseUrl: server.url,
    secrets: [TOKEN, KEY],
    pacing: FAST_GITHUB_PACING,
    ...options,
  });
}

/** The status a call failed with, or an error when it did not fail. */
async function failedStatus(call: () => Promise<unknown>): Promise<number | undefined> {
  try {
    await call();
  } catch (error) {
    return httpStatus(error);
  }
  throw new Error('the call did not fail');
}

describe('createGitHubClient', () => {
  it('authenticates with the token against the base URL, a trailing slash or not', async () => {
    const github = client({ baseUrl: `${server.url}//` });
    const { data } = await github.rest.repos.get(repo);
    expect(data.full_name).toBe('acme/infra');
    expect(server.requests.at(-1)?.authorization).toBe(`token ${TOKEN}`);
  });

  it('redacts every secret from a request payload, nested values included, before it leaves', async () => {
    const issue = server.createIssue('Queue', { login: 'alice' });
    const github = client();
    await github.rest.issues.createComment({
      ...repo,
      issue_number: issue,
      body: `the key is ${KEY} and the token ${TOKEN}`,
    });
    const [comment] = server.comments;
    expect(comment?.body).not.toContain(KEY);
    expect(comment?.body).not.toContain(TOKEN);
    expect(comment?.body).toMatch(/^the key is \S+ and the token \S+$/);
    await github.rest.git.createTree({
      ...repo,
      tree: [{ path: 'index.ts', mode: '100644', type: 'blob', content: `const key = "${KEY}";` }],
    });
    const tree = server.requests.find((r) => r.operationId === 'git/create-tree');
    expect(tree?.body).not.toContain(KEY);
    expect(tree?.body).toContain('index.ts');
  });

  it('retries a transient failure with back-off, and stops after its retries', async () => {
    server.faults.push({ match: 'repos/get', status: 502, body: BAD_GATEWAY_HTML, times: 2 });
    const { data } = await client().rest.repos.get(repo);
    expect(data.name).toBe('infra');
    expect(server.requests.filter((r) => r.operationId === 'repos/get').map((r) => r.status)).toEqual([
      502, 502, 200,
    ]);
    server.faults.push({ match: 'repos/get', status: 500, times: 5 });
    const status = await failedStatus(() =>
      client({ pacing: { ...FAST_GITHUB_PACING, retries: 1 } }).rest.repos.get(repo),
    );
    expect(status).toBe(500);
  });

  it('times out a hung call and retries it', async () => {
    server.faults.push({ match: 'repos/get', status: 0, hang: true });
    const github = client({ pacing: { ...FAST_GITHUB_PACING, callTimeoutMs: 200 } });
    const { data } = await github.rest.repos.get(repo);
    expect(data.name).toBe('infra');
  });

  it('waits out a secondary rate limit as retry-after asks, and says so', async () => {
    server.faults.push({
      match: 'repos/get',
      status: 403,
      body: { message: 'You have exceeded a secondary rate limit.' },
      headers: { 'retry-after': '3' },
    });
    const waits: string[] = [];
    const { data } = await client({ onWait: (message) => waits.push(message) }).rest.repos.get(repo);
    expect(data.name).toBe('infra');
    expect(waits).toEqual([
      'GitHub secondary rate limit on GET /repos/{owner}/{repo}: waiting 3 s as GitHub asks, then retrying',
    ]);
  });

  it('gives up on a wait longer than its budget rather than hang the run', async () => {
    server.faults.push({
      match: 'repos/get',
      status: 403,
      body: { message: 'You have exceeded a secondary rate limit.' },
      headers: { 'retry-after': '150' },
      times: 5,
    });
    const waits: string[] = [];
    const status = await failedStatus(() =>
      client({ onWait: (message) => waits.push(message) }).rest.repos.get(repo),
    );
    expect(status).toBe(403);
    expect(waits).toEqual([
      'GitHub secondary rate limit on GET /repos/{owner}/{repo}: not waiting 150 s more; giving up on this call',
    ]);
  });

  it("keeps all of one client's rate-limit waits within its total budget", async () => {
    const limited = (times: number) =>
      server.faults.push({
        match: 'repos/get',
        status: 403,
        body: { message: 'You have exceeded a secondary rate limit.' },
        headers: { 'retry-after': '3' },
        times,
      });
    const waits: string[] = [];
    const github = client({
      pacing: { ...FAST_GITHUB_PACING, maxTotalWaitUnits: 4 },
      onWait: (message) => waits.push(message),
    });
    limited(1);
    await github.rest.repos.get(repo);
    limited(1);
    expect(await failedStatus(() => github.rest.repos.get(repo))).toBe(403);
    expect(waits.map((w) => w.replace(/^.*: /, ''))).toEqual([
      'waiting 3 s as GitHub asks, then retrying',
      'not waiting 3 s more; giving up on this call',
    ]);
  });
});

describe('httpStatus', () => {
  it("reads an Octokit error's numeric status and nothing else", async () => {
    const stranger = client({ token: 'not-a-token' });
    expect(await failedStatus(() => stranger.rest.repos.get(repo))).toBe(401);
    expect(httpStatus({ status: '404' })).toBeUndefined();
    expect(httpStatus(new Error('plain'))).toBeUndefined();
    expect(httpStatus(undefined)).toBeUndefined();
  });
});
