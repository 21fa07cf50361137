/**
 * Publishing through the Git Data API with the real Octokit client against the loopback GitHub server.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitHubClient, type GitHubClient } from '../../src/publish/github-client.js';
import { findPulumiProjects, readProjectFiles, readRepositoryTree } from '../../src/publish/read-program.js';
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

describe('reading a program from a branch', () => {
  it('finds Pulumi projects with an index.ts and reads their source files only', async () => {
    server.createBranch('feature');
    const head = server.pushFiles(
      'feature',
      {
        'stacks/web/Pulumi.yaml': 'name: web\n',
        'stacks/web/index.ts': 'export {};\n',
        'stacks/web/package-lock.json': '{}',
        'stacks/web/node_modules/x/index.ts': 'nope',
        'stacks/web/lib/util.ts': 'export const u = 1;\n',
        'docs/Pulumi.yaml': 'name: docs-without-program\n',
      },
      'stacks',
    );
    const tree = await readRepositoryTree(github, repository, head);
    expect(findPulumiProjects(tree)).toEqual(['stacks/web']);
    const program = await readProjectFiles(github, repository, tree, 'stacks/web');
    expect([...program.keys()]).toEqual(['Pulumi.yaml', 'index.ts', 'lib/util.ts']);
    expect(program.get('lib/util.ts')).toBe('export const u = 1;\n');
  });
});
