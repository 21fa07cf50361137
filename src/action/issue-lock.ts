import { httpStatus, type GitHubClient, type RepoCoordinates } from '../publish/github-client.js';

/**
 * One run at a time per issue, kept by GitHub itself: a ref `refs/pulumi-gen/locks/issue-<n>` whose creation
 * is atomic (a second create is a 422). The ref points at a small parentless commit whose message names the
 * holding run and when the lock expires, so a lock left behind by a killed job is taken over once it is
 * stale instead of blocking the issue for good.
 */
export interface IssueLockRequest {
  readonly repository: RepoCoordinates;
  readonly issueNumber: number;
  /** A commit whose tree the lock commit reuses (any commit of the repository will do). */
  readonly anchorSha: string;
  readonly runUrl: string;
  readonly now: number;
  /** How long the lock holds without being released. */
  readonly ttlMs: number;
}

export type LockAttempt =
  | { readonly kind: 'acquired'; readonly lock: HeldLock }
  | {
      readonly kind: 'busy';
      readonly holderRunUrl: string | undefined;
      readonly expiresAt: number | undefined;
    }
  /** GitHub refused the lock ref for another reason (a ruleset on refs): the run goes on unlocked. */
  | { readonly kind: 'unavailable'; readonly reason: string };

export interface HeldLock {
  readonly ref: string;
  readonly sha: string;
  /** Deletes the ref if it is still ours; a failure is reported, not thrown (the lock expires anyway). */
  release(): Promise<void>;
}

export function lockRef(issueNumber: number): string {
  return `pulumi-gen/locks/issue-${issueNumber}`;
}

function lockMessage(request: IssueLockRequest): string {
  const expires = new Date(request.now + request.ttlMs).toISOString();
  return `pulumi-gen lock for issue #${request.issueNumber}\n\nrun: ${request.runUrl}\nexpires: ${expires}\n`;
}

async function readHolder(github: GitHubClient, repository: RepoCoordinates, ref: string) {
  try {
    const { data: refData } = await github.rest.git.getRef({ ...repository, ref });
    const { data: commit } = await github.rest.git.getCommit({
      ...repository,
      commit_sha: refData.object.sha,
    });
    const run = /^run: (\S+)$/m.exec(commit.message)?.[1];
    const expires = Date.parse(/^expires: (\S+)$/m.exec(commit.message)?.[1] ?? '');
    return { sha: refData.object.sha, run, expiresAt: Number.isNaN(expires) ? undefined : expires };
  } catch (error) {
    if (httpStatus(error) === 404) return undefined;
    throw error;
  }
}

type CreateLock = 'created' | 'exists' | { readonly refused: string };

async function createLockRef(
  github: GitHubClient,
  request: IssueLockRequest,
  sha: string,
): Promise<CreateLock> {
  try {
    await github.rest.git.createRef({
      ...request.repository,
      ref: `refs/${lockRef(request.issueNumber)}`,
      sha,
    });
    return 'created';
  } catch (error) {
    if (httpStatus(error) !== 422) throw error;
    const message = (error as { response?: { data?: { message?: unknown } } }).response?.data?.message;
    const text = typeof message === 'string' ? message : '';
    return /already exists/i.test(text) ? 'exists' : { refused: text.split('\n')[0] || 'refused' };
  }
}

function heldLock(github: GitHubClient, repository: RepoCoordinates, ref: string, sha: string): HeldLock {
  return {
    ref,
    sha,
    release: async () => {
      const holder = await readHolder(github, repository, ref);
      if (holder?.sha === sha) {
        await github.rest.git.deleteRef({ ...repository, ref });
      }
    },
  };
}

/**
 * Takes the issue's lock, or says who holds it. A stale lock (past its expiry) is deleted and taken once; if
 * another run wins that race, this one is busy.
 */
export async function acquireIssueLock(
  github: GitHubClient,
  request: IssueLockRequest,
): Promise<LockAttempt> {
  const ref = lockRef(request.issueNumber);
  const { data: anchor } = await github.rest.git.getCommit({
    ...request.repository,
    commit_sha: request.anchorSha,
  });
  const { data: commit } = await github.rest.git.createCommit({
    ...request.repository,
    message: lockMessage(request),
    tree: anchor.tree.sha,
    parents: [],
  });
  for (let attempt = 0; attempt < 2; attempt++) {
    const created = await createLockRef(github, request, commit.sha);
    if (created === 'created') {
      return { kind: 'acquired', lock: heldLock(github, request.repository, ref, commit.sha) };
    }
    if (created !== 'exists') {
      return { kind: 'unavailable', reason: created.refused };
    }
    const holder = await readHolder(github, request.repository, ref);
    if (holder === undefined) continue; // released between our create and our read: try again
    const stale = holder.expiresAt !== undefined && holder.expiresAt <= request.now;
    if (!stale || attempt > 0) {
      return { kind: 'busy', holderRunUrl: holder.run, expiresAt: holder.expiresAt };
    }
    await github.rest.git.deleteRef({ ...request.repository, ref }).catch((error: unknown) => {
      if (httpStatus(error) !== 422 && httpStatus(error) !== 404) throw error;
    });
  }
  return { kind: 'busy', holderRunUrl: undefined, expiresAt: undefined };
}
