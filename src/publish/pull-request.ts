import { UserError } from '../shared/errors.js';
import { httpStatus, type GitHubClient, type RepoCoordinates } from './github-client.js';

export interface PullRequestRequest {
  readonly repository: RepoCoordinates;
  readonly branch: string;
  readonly base: string;
  readonly title: string;
  readonly body: string;
}

export interface PullRequestOutcome {
  readonly number: number;
  readonly url: string;
  readonly created: boolean;
}

/** GitHub rejects bodies over 65,536 characters; keep a margin for the truncation note. */
export const MAX_PULL_REQUEST_BODY = 65_000;

export function fitBody(body: string, limit: number = MAX_PULL_REQUEST_BODY): string {
  if (body.length <= limit) {
    return body;
  }
  const note = '\n\n_(report truncated: the full report is in the job summary)_\n';
  return body.slice(0, limit - note.length) + note;
}

async function openPullRequestFor(github: GitHubClient, request: PullRequestRequest) {
  const { data } = await github.rest.pulls.list({
    ...request.repository,
    state: 'open',
    head: `${request.repository.owner}:${request.branch}`,
    per_page: 10,
  });
  return data.find((pull) => pull.head.ref === request.branch);
}

/** How long to let GitHub's pull request list catch up with a create it has already refused as a duplicate. */
export interface ListSettling {
  readonly attempts: number;
  readonly delayMs: number;
}

const DEFAULT_SETTLING: ListSettling = { attempts: 4, delayMs: 1500 };

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function validationMessage(error: unknown): string {
  const data = (error as { response?: { data?: { message?: unknown; errors?: unknown } } }).response?.data;
  const errors = Array.isArray(data?.errors)
    ? data.errors
        .map((item: unknown) => (item as { message?: unknown }).message)
        .filter((m) => typeof m === 'string')
    : [];
  return [typeof data?.message === 'string' ? data.message : '', ...errors].join(' ');
}

/**
 * Opens the pull request for a branch, or updates the one already open, so a re-run on the same issue
 * refreshes its PR instead of adding another. Safe to repeat after any failure: a create that GitHub
 * refuses because the PR exists (our own earlier attempt whose reply was lost, or a concurrent run) finds
 * that PR, waiting for GitHub's list to catch up if it does not show it yet.
 */
export async function upsertPullRequest(
  github: GitHubClient,
  request: PullRequestRequest,
  settling: ListSettling = DEFAULT_SETTLING,
): Promise<PullRequestOutcome> {
  const body = fitBody(request.body);
  const update = async (number: number) => {
    const { data } = await github.rest.pulls.update({
      ...request.repository,
      pull_number: number,
      title: request.title,
      body,
    });
    return { number: data.number, url: data.html_url, created: false };
  };
  const existing = await openPullRequestFor(github, request);
  if (existing !== undefined) {
    return update(existing.number);
  }
  try {
    const { data } = await github.rest.pulls.create({
      ...request.repository,
      head: request.branch,
      base: request.base,
      title: request.title,
      body,
    });
    return { number: data.number, url: data.html_url, created: true };
  } catch (error) {
    if (httpStatus(error) !== 422) throw error;
    const said = validationMessage(error);
    if (/no commits between/i.test(said)) {
      throw new UserError(
        `the branch '${request.branch}' holds nothing that '${request.base}' does not already have, so there is no pull request to open`,
      );
    }
    if (!/already exists/i.test(said)) throw error;
    for (let attempt = 0; attempt < settling.attempts; attempt++) {
      const raced = await openPullRequestFor(github, request);
      if (raced !== undefined) return update(raced.number);
      await sleep(settling.delayMs * (attempt + 1));
    }
    throw new UserError(
      `GitHub says a pull request for '${request.branch}' already exists but does not list it; re-run the job in a minute`,
    );
  }
}
