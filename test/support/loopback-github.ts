/**
 * A loopback GitHub server and the real Octokit client pointed at it, set up around each test (or once per
 * file) by the hooks this registers: the setup the publish and action tests share. Every request must fit
 * GitHub's API description; the server's violations are checked when it closes.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { createGitHubClient, type GitHubClient } from '../../src/publish/github-client.js';
import { FAST_GITHUB_PACING, GitHubServer, type GitHubServerOptions } from './github-server.js';

export interface LoopbackGitHub {
  readonly server: GitHubServer;
  readonly github: GitHubClient;
  readonly token: string;
  readonly repository: { readonly owner: string; readonly repo: string };
}

export function loopbackGitHub(
  options: Omit<GitHubServerOptions, 'token' | 'owner' | 'repo'> & {
    readonly secrets?: readonly string[];
  } = {},
  scope: 'each' | 'file' = 'each',
): LoopbackGitHub {
  const token = 'ghs_LoopbackTestToken0123456789abcdefXYZ';
  const repository = { owner: 'acme', repo: 'infra' };
  let server: GitHubServer | undefined;
  let github: GitHubClient | undefined;
  const [before, after] = scope === 'each' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    server = await GitHubServer.start({ ...options, token, ...repository });
    github = createGitHubClient({
      token,
      baseUrl: server.url,
      secrets: [token, ...(options.secrets ?? [])],
      pacing: FAST_GITHUB_PACING,
    });
  });
  after(async () => {
    expect(server?.violations).toEqual([]);
    await server?.close();
  });
  return {
    get server() {
      if (server === undefined) throw new Error('the loopback GitHub server starts before each test');
      return server;
    },
    get github() {
      if (github === undefined) throw new Error('the loopback GitHub client starts before each test');
      return github;
    },
    token,
    repository,
  };
}
