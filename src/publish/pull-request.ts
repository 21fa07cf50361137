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

/**
 * Opens the pull request for a branch, or updates the one already open, so a re-run on the same issue
 * refreshes its PR instead of adding another.
 */
export async function upsertPullRequest(
  github: GitHubClient,
  request: PullRequestRequest,
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
    // A concurrent run opened it between our look-up and our create: update that one instead.
    if (httpStatus(error) === 422) {
      const raced = await openPullRequestFor(github, request);
      if (raced !== undefined) {
        return update(raced.number);
      }
    }
    throw error;
  }
}
