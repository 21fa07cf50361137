import { UserError } from '../shared/errors.js';
import { httpStatus, type GitHubClient, type RepoCoordinates } from './github-client.js';

/** A file as it should be in the repository, path relative to the repository root. */
export interface RepositoryFile {
  readonly path: string;
  readonly content: string;
}

export interface CommitRequest {
  readonly repository: RepoCoordinates;
  /** The branch to commit to, without `refs/heads/`. Created from {@link baseBranch} when missing. */
  readonly branch: string;
  readonly baseBranch: string;
  readonly files: readonly RepositoryFile[];
  readonly message: string;
}

export interface CommitOutcome {
  /** The commit the branch points at afterwards. */
  readonly sha: string;
  readonly createdBranch: boolean;
  /** The branch moved while we worked and the commit was rebuilt on its new head. */
  readonly retried: boolean;
  /** The files were already exactly so on the branch: no commit was made. */
  readonly unchanged: boolean;
}

async function branchHead(github: GitHubClient, repository: RepoCoordinates, branch: string) {
  try {
    const { data } = await github.rest.git.getRef({ ...repository, ref: `heads/${branch}` });
    return data.object.sha;
  } catch (error) {
    if (httpStatus(error) === 404) {
      return undefined;
    }
    throw error;
  }
}

/** Creates the blobs once: their SHAs do not depend on where the commit lands, so a retry reuses them. */
async function createBlobs(github: GitHubClient, request: CommitRequest) {
  const entries = [];
  for (const file of request.files) {
    const { data } = await github.rest.git.createBlob({
      ...request.repository,
      // Plain text rather than base64, so the client's redaction backstop can read what it sends.
      content: file.content,
      encoding: 'utf-8',
    });
    entries.push({ path: file.path, mode: '100644' as const, type: 'blob' as const, sha: data.sha });
  }
  return entries;
}

function movedUnderUs(error: unknown): boolean {
  const status = httpStatus(error);
  if (status === 409) return true;
  if (status !== 422) return false;
  const message = (error as { response?: { data?: { message?: unknown } } }).response?.data?.message;
  return typeof message === 'string' && /already exists|fast.?forward/i.test(message);
}

type Attempt = { kind: 'done'; outcome: CommitOutcome } | { kind: 'moved' };

/**
 * Writes the files as one commit on a branch through the Git Data API (blobs → tree on top of the head's
 * tree → commit → ref), with no checkout and no git binary. The ref update is never forced: if someone
 * pushed in the meantime, GitHub refuses the non-fast-forward update and the commit is rebuilt once on the
 * new head, so their work is kept and ours lands on top.
 */
export async function commitFiles(github: GitHubClient, request: CommitRequest): Promise<CommitOutcome> {
  const blobs = await createBlobs(github, request);
  const attempt = async (retried: boolean): Promise<Attempt> => {
    const head = await branchHead(github, request.repository, request.branch);
    const parent = head ?? (await branchHead(github, request.repository, request.baseBranch));
    if (parent === undefined) {
      throw new UserError(`the base branch '${request.baseBranch}' does not exist`);
    }
    const { data: parentCommit } = await github.rest.git.getCommit({
      ...request.repository,
      commit_sha: parent,
    });
    const { data: tree } = await github.rest.git.createTree({
      ...request.repository,
      base_tree: parentCommit.tree.sha,
      tree: blobs,
    });
    if (tree.sha === parentCommit.tree.sha && head !== undefined) {
      return { kind: 'done', outcome: { sha: head, createdBranch: false, retried, unchanged: true } };
    }
    const { data: commit } = await github.rest.git.createCommit({
      ...request.repository,
      message: request.message,
      tree: tree.sha,
      parents: [parent],
    });
    try {
      if (head === undefined) {
        await github.rest.git.createRef({
          ...request.repository,
          ref: `refs/heads/${request.branch}`,
          sha: commit.sha,
        });
      } else {
        await github.rest.git.updateRef({
          ...request.repository,
          ref: `heads/${request.branch}`,
          sha: commit.sha,
          force: false,
        });
      }
    } catch (error) {
      // 422 "already exists" (create) or "not a fast forward" (update), or 409: someone pushed meanwhile. Any
      // other 422 (a ruleset or branch protection refusing the ref) is not a race and is not retried.
      if (movedUnderUs(error)) {
        return { kind: 'moved' };
      }
      throw error;
    }
    return {
      kind: 'done',
      outcome: { sha: commit.sha, createdBranch: head === undefined, retried, unchanged: false },
    };
  };
  const first = await attempt(false);
  if (first.kind === 'done') {
    return first.outcome;
  }
  const second = await attempt(true);
  if (second.kind === 'done') {
    return second.outcome;
  }
  throw new UserError(`the branch '${request.branch}' kept moving while pulumi-gen committed; run it again`);
}
