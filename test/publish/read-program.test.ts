/**
 * Publishing through the Git Data API with the real Octokit client against the loopback GitHub gh.server.
 */
import { describe, expect, it } from 'vitest';
import { findPulumiProjects, readProjectFiles, readRepositoryTree } from '../../src/publish/read-program.js';
import { loopbackGitHub } from '../support/loopback-github.js';

const gh = loopbackGitHub({
  files: { 'README.md': '# infra\n', 'src/app.ts': 'app\n' },
  secrets: ['sk-secret-value-123'],
});
const { repository } = gh;

describe('reading a program from a branch', () => {
  it('finds Pulumi projects with an index.ts and reads their source files only', async () => {
    gh.server.createBranch('feature');
    const head = gh.server.pushFiles(
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
    const tree = await readRepositoryTree(gh.github, repository, head);
    expect(findPulumiProjects(tree)).toEqual(['stacks/web']);
    const program = await readProjectFiles(gh.github, repository, tree, 'stacks/web');
    expect([...program.keys()]).toEqual(['Pulumi.yaml', 'index.ts', 'lib/util.ts']);
    expect(program.get('lib/util.ts')).toBe('export const u = 1;\n');
  });
});
