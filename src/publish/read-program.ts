import { posix } from 'node:path';
import type { GitHubClient, RepoCoordinates } from './github-client.js';

/** Files of a Pulumi project worth sending to the model; lock files and build output are not. */
const PROGRAM_FILE = /\.(ts|ya?ml|json)$/;
const SKIPPED_PART = /^(node_modules|dist|bin|\.git)$/;
const SKIPPED_FILE = /^(package-lock\.json|yarn\.lock|pnpm-lock\.yaml)$/;
const MAX_FILE_BYTES = 200_000;
const MAX_FILES = 30;

export interface TreeFile {
  readonly path: string;
  readonly sha: string;
  readonly size: number | undefined;
}

export interface RepositoryTree {
  readonly commitSha: string;
  readonly files: readonly TreeFile[];
  /** GitHub cut a very large tree short; a project deeper in it may have been missed. */
  readonly truncated: boolean;
}

/** Every file at a commit, from one recursive git trees call. */
export async function readRepositoryTree(
  github: GitHubClient,
  repository: RepoCoordinates,
  commitSha: string,
): Promise<RepositoryTree> {
  const { data: commit } = await github.rest.git.getCommit({ ...repository, commit_sha: commitSha });
  const { data: tree } = await github.rest.git.getTree({
    ...repository,
    tree_sha: commit.tree.sha,
    recursive: 'true',
  });
  const files = tree.tree
    .filter((entry) => entry.type === 'blob' && entry.path !== undefined && entry.sha !== undefined)
    .map((entry) => ({ path: entry.path!, sha: entry.sha!, size: entry.size }));
  return { commitSha, files, truncated: tree.truncated };
}

/**
 * Directories that hold a Pulumi TypeScript program: a `Pulumi.yaml` with an `index.ts` beside it,
 * shallowest first so a repository's main project wins over nested examples.
 */
export function findPulumiProjects(tree: RepositoryTree): string[] {
  const paths = new Set(tree.files.map((file) => file.path));
  return tree.files
    .filter((file) => posix.basename(file.path) === 'Pulumi.yaml')
    .map((file) => posix.dirname(file.path))
    .filter((dir) => paths.has(dir === '.' ? 'index.ts' : `${dir}/index.ts`))
    .filter((dir) => !dir.split('/').some((part) => SKIPPED_PART.test(part)))
    .sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b));
}

/** The project's source files, path relative to the project directory → content. */
export async function readProjectFiles(
  github: GitHubClient,
  repository: RepoCoordinates,
  tree: RepositoryTree,
  projectDir: string,
): Promise<Map<string, string>> {
  const prefix = projectDir === '.' ? '' : `${projectDir}/`;
  const wanted = tree.files
    .filter((file) => file.path.startsWith(prefix))
    .map((file) => ({ ...file, relative: file.path.slice(prefix.length) }))
    .filter(
      ({ relative, size }) =>
        PROGRAM_FILE.test(relative) &&
        !SKIPPED_FILE.test(posix.basename(relative)) &&
        !relative.split('/').some((part) => SKIPPED_PART.test(part)) &&
        (size ?? 0) <= MAX_FILE_BYTES,
    )
    .sort(
      (a, b) =>
        a.relative.split('/').length - b.relative.split('/').length ||
        (a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0),
    )
    .slice(0, MAX_FILES);
  const program = new Map<string, string>();
  for (const file of wanted) {
    const { data } = await github.rest.git.getBlob({ ...repository, file_sha: file.sha });
    const content =
      data.encoding === 'base64' ? Buffer.from(data.content, 'base64').toString('utf8') : data.content;
    program.set(file.relative, content);
  }
  return program;
}
