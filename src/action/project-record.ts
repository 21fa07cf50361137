import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import { httpStatus, type GitHubClient, type RepoCoordinates } from '../publish/github-client.js';
import { readRepositoryTree, type RepositoryTree } from '../publish/read-program.js';

/**
 * What pulumi-gen last wrote for an issue, kept on the branch beside the program as `.pulumi-gen.json`: the
 * issue, and the git blob SHA of every file it wrote. A re-run reads it to keep the project where the first
 * run put it (the issue's title may have changed since) and to tell whether a person changed those files.
 */
export const RECORD_FILE = '.pulumi-gen.json';

export interface ProjectRecord {
  readonly issue: number;
  /** Path relative to the project directory → git blob SHA as pulumi-gen wrote it. */
  readonly files: Readonly<Record<string, string>>;
}

export interface RecordedProject {
  /** The project directory in the repository, fixed by the first run. */
  readonly path: string;
  readonly record: ProjectRecord;
}

export interface FileChange {
  readonly path: string;
  readonly change: 'modified' | 'deleted' | 'added';
}

/** The SHA git (and GitHub) gives a blob with this content. */
export function gitBlobSha(content: string): string {
  const bytes = Buffer.from(content, 'utf8');
  return createHash('sha1')
    .update(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]))
    .digest('hex');
}

/** The record file for the files of one publish, paths relative to the project directory. */
export function recordFileFor(
  issueNumber: number,
  files: readonly { readonly path: string; readonly content: string }[],
): { path: string; content: string } {
  const record: ProjectRecord = {
    issue: issueNumber,
    files: Object.fromEntries(files.map((file) => [file.path, gitBlobSha(file.content)])),
  };
  return { path: RECORD_FILE, content: `${JSON.stringify(record, null, 2)}\n` };
}

/** A record file's content, or `undefined` when it is not one (hand-written, truncated, another tool's). */
export function parseRecordText(text: string): ProjectRecord | undefined {
  try {
    const value = JSON.parse(text) as { issue?: unknown; files?: unknown };
    if (typeof value.issue !== 'number' || typeof value.files !== 'object' || value.files === null) {
      return undefined;
    }
    const files = Object.entries(value.files as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    return { issue: value.issue, files: Object.fromEntries(files) };
  } catch {
    return undefined;
  }
}

function parseRecord(text: string, issueNumber: number): ProjectRecord | undefined {
  const record = parseRecordText(text);
  return record?.issue === issueNumber ? record : undefined;
}

/**
 * The record after an edit-mode run: the files as the model saw them (the person's edits are now part of
 * the program it changed) with the files this run wrote on top.
 */
export function updatedRecord(
  record: ProjectRecord,
  seen: ReadonlyMap<string, string>,
  written: readonly { readonly path: string; readonly content: string }[],
): { path: string; content: string } {
  const files: Record<string, string> = {};
  for (const [path, sha] of Object.entries(record.files)) {
    const content = seen.get(path);
    files[path] = content !== undefined ? gitBlobSha(content) : sha;
  }
  for (const file of written) files[file.path] = gitBlobSha(file.content);
  return { path: RECORD_FILE, content: `${JSON.stringify({ issue: record.issue, files }, null, 2)}\n` };
}

/** A recorded path is used only if it is a plain relative path, as the `path` input must be. */
const SAFE_PATH = /^(?:\.|[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*)$/;

/** The branch's tree and the issue's record on it, or `undefined` when the branch does not exist yet. */
export async function readIssueBranch(
  github: GitHubClient,
  repository: RepoCoordinates,
  branch: string,
  issueNumber: number,
): Promise<{ tree: RepositoryTree; project: RecordedProject | undefined } | undefined> {
  let head: string;
  try {
    const { data } = await github.rest.git.getRef({ ...repository, ref: `heads/${branch}` });
    head = data.object.sha;
  } catch (error) {
    if (httpStatus(error) === 404) return undefined;
    throw error;
  }
  const tree = await readRepositoryTree(github, repository, head);
  const candidates = tree.files
    .filter((file) => posix.basename(file.path) === RECORD_FILE)
    .sort((a, b) => a.path.split('/').length - b.path.split('/').length);
  for (const candidate of candidates) {
    const dir = posix.dirname(candidate.path);
    if (!SAFE_PATH.test(dir) || dir.split('/').includes('..')) continue;
    const { data } = await github.rest.git.getBlob({ ...repository, file_sha: candidate.sha });
    const record = parseRecord(Buffer.from(data.content, 'base64').toString('utf8'), issueNumber);
    if (record !== undefined) return { tree, project: { path: dir, record } };
  }
  return { tree, project: undefined };
}

/**
 * Files in the project that differ from what pulumi-gen last wrote: edited, deleted, or added by someone
 * else. Build output and dependencies are not the program and are ignored.
 */
export function changesSinceRecord(tree: RepositoryTree, project: RecordedProject): FileChange[] {
  const prefix = project.path === '.' ? '' : `${project.path}/`;
  const onBranch = new Map(
    tree.files
      .filter((file) => file.path.startsWith(prefix))
      .map((file) => [file.path.slice(prefix.length), file.sha] as const)
      .filter(([path]) => path !== RECORD_FILE && !/(^|\/)(node_modules|bin|dist)\//.test(path)),
  );
  const changes: FileChange[] = [];
  for (const [path, sha] of Object.entries(project.record.files)) {
    const now = onBranch.get(path);
    if (now === undefined) changes.push({ path: `${prefix}${path}`, change: 'deleted' });
    else if (now !== sha) changes.push({ path: `${prefix}${path}`, change: 'modified' });
  }
  for (const path of onBranch.keys()) {
    if (!(path in project.record.files)) changes.push({ path: `${prefix}${path}`, change: 'added' });
  }
  return changes.sort((a, b) => a.path.localeCompare(b.path));
}

/** The request says to replace the program, so human changes on the branch may be overwritten. */
export function asksToReplace(request: string): boolean {
  return /\b(replace|overwrite|start over|from scratch|discard (?:the )?(?:changes|edits))\b/i.test(request);
}
