/**
 * Publishing through the Git Data API with the real Octokit client against the loopback GitHub gh.server.
 */
import { describe, expect, it } from 'vitest';
import { commitFiles } from '../../src/publish/commit-files.js';
import { loopbackGitHub } from '../support/loopback-github.js';

const gh = loopbackGitHub({
  files: { 'README.md': '# infra\n', 'src/app.ts': 'app\n' },
  secrets: ['sk-secret-value-123'],
});
const { repository } = gh;
const TOKEN = gh.token;

describe('commitFiles', () => {
  it('creates the branch from the base with one commit holding the files beside the existing tree', async () => {
    const outcome = await commitFiles(gh.github, {
      repository,
      branch: 'pulumi-gen/issue-1',
      baseBranch: 'main',
      files: [
        { path: 'infra/x/index.ts', content: 'export const a = 1;\n' },
        { path: 'infra/x/Pulumi.yaml', content: 'name: x\n' },
      ],
      message: 'pulumi-gen: x',
    });
    expect(outcome).toMatchObject({ createdBranch: true, retried: false, unchanged: false });
    expect(gh.server.branchSha('pulumi-gen/issue-1')).toBe(outcome.sha);
    const files = gh.server.filesAt('pulumi-gen/issue-1');
    expect([...files.keys()].sort()).toEqual([
      'README.md',
      'infra/x/Pulumi.yaml',
      'infra/x/index.ts',
      'src/app.ts',
    ]);
    expect(gh.server.commits.get(outcome.sha)!.parents).toEqual([gh.server.branchSha('main')]);
    expect(gh.server.branchSha('main')).not.toBe(outcome.sha);
  });

  it('makes no commit when the branch already holds exactly these files', async () => {
    const request = {
      repository,
      branch: 'b',
      baseBranch: 'main',
      files: [{ path: 'a.txt', content: 'same\n' }],
      message: 'm',
    };
    const first = await commitFiles(gh.github, request);
    const second = await commitFiles(gh.github, request);
    expect(second).toMatchObject({ unchanged: true, sha: first.sha });
    expect(gh.server.commitCount('b')).toBe(2);
  });

  it('retries once on the new head when the branch moves, and gives up with a clear line when it moves twice', async () => {
    gh.server.createBranch('b');
    gh.server.beforeRefUpdate = () => gh.server.pushFiles('b', { 'other.txt': 'theirs\n' }, 'theirs');
    const outcome = await commitFiles(gh.github, {
      repository,
      branch: 'b',
      baseBranch: 'main',
      files: [{ path: 'a.txt', content: 'ours\n' }],
      message: 'ours',
    });
    expect(outcome.retried).toBe(true);
    expect(gh.server.filesAt('b').get('other.txt')).toBe('theirs\n');
    expect(gh.server.filesAt('b').get('a.txt')).toBe('ours\n');

    let pushes = 0;
    const moveEveryTime = () => {
      pushes++;
      gh.server.pushFiles('b', { 'other.txt': `push ${pushes}\n` }, 'again');
      gh.server.beforeRefUpdate = moveEveryTime;
    };
    gh.server.beforeRefUpdate = moveEveryTime;
    await expect(
      commitFiles(gh.github, {
        repository,
        branch: 'b',
        baseBranch: 'main',
        files: [{ path: 'a.txt', content: 'ours 2\n' }],
        message: 'ours',
      }),
    ).rejects.toThrow(/kept moving while pulumi-gen committed; run it again/);
    gh.server.beforeRefUpdate = undefined;
  });

  it('says which base branch is missing', async () => {
    await expect(
      commitFiles(gh.github, {
        repository,
        branch: 'b',
        baseBranch: 'nope',
        files: [{ path: 'a', content: 'a' }],
        message: 'm',
      }),
    ).rejects.toThrow("the base branch 'nope' does not exist");
  });

  it('redacts secrets from every request payload, file contents included', async () => {
    await commitFiles(gh.github, {
      repository,
      branch: 'b',
      baseBranch: 'main',
      files: [{ path: 'a.ts', content: 'const key = "sk-secret-value-123";\n' }],
      message: `token ${TOKEN}`,
    });
    for (const request of gh.server.requests) {
      expect(request.body).not.toContain('sk-secret-value-123');
      expect(request.body).not.toContain(TOKEN);
    }
    expect(gh.server.filesAt('b').get('a.ts')).toBe('const key = "***";\n');
  });
});
