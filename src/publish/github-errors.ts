import { errorMessage } from '../shared/errors.js';
import { httpStatus } from './github-client.js';

/** What a failed GitHub call was, read off an Octokit `RequestError` without trusting its shape. */
interface FailedCall {
  readonly status: number;
  readonly method: string;
  /** The path without the host, query or repository prefix noise, e.g. `POST /repos/o/r/pulls`. */
  readonly path: string;
  /** GitHub's own `message` when the body was JSON; never an HTML page or a raw body. */
  readonly message: string | undefined;
}

function readFailedCall(error: unknown): FailedCall | undefined {
  const status = httpStatus(error);
  if (status === undefined || typeof error !== 'object' || error === null) return undefined;
  const request = (error as { request?: { method?: unknown; url?: unknown } }).request;
  const data = (error as { response?: { data?: unknown } }).response?.data;
  const method = typeof request?.method === 'string' ? request.method : 'GET';
  let path = typeof request?.url === 'string' ? request.url : '';
  try {
    path = new URL(path).pathname;
  } catch {
    path = path.split('?')[0] ?? '';
  }
  const raw =
    typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string'
      ? (data as { message: string }).message
      : undefined;
  // A JSON message is GitHub's one-line explanation; anything with markup or a page in it is dropped.
  const message =
    raw !== undefined && !/<[a-z!/]/i.test(raw) && raw.length <= 300 ? raw.trim() || undefined : undefined;
  return { status, method, path, message };
}

function isResourceNotAccessible(call: FailedCall): boolean {
  return call.status === 403 && /not accessible by integration|permission/i.test(call.message ?? '');
}

function isRateLimit(call: FailedCall): boolean {
  return (call.status === 403 || call.status === 429) && /rate limit/i.test(call.message ?? '');
}

/** The step that usually fixes a failed call, by its status and GitHub's message. */
function nextStep(call: FailedCall): string {
  if (call.status === 401) {
    return "the 'github-token' input is invalid or expired: pass `github-token: ${{ github.token }}` or a valid PAT";
  }
  if (isRateLimit(call)) {
    return 'GitHub rate-limited the token for longer than pulumi-gen waits; re-run the job later';
  }
  if (isResourceNotAccessible(call) || call.status === 403) {
    return 'the workflow token lacks a permission: give the job `permissions: { contents: write, issues: write, pull-requests: write }`, and allow GitHub Actions to create pull requests in the repository settings';
  }
  if (call.status === 404 || call.status === 410) {
    return 'it does not exist or the token cannot see it (deleted, transferred, or a private repository the token has no access to)';
  }
  if (call.status === 422 && /rule|protected|restricted/i.test(call.message ?? '')) {
    return "a repository rule or branch protection refuses it: allow the 'branch-prefix' branches for the workflow, or choose another 'branch-prefix' input";
  }
  if (call.status >= 500) {
    return 'GitHub kept failing after retries; re-run the job';
  }
  return 're-run the job; if it fails again, open an issue with the run link';
}

/**
 * One line a user can act on for a failed GitHub call: which call, its status, GitHub's own message when it
 * gave a JSON one, and the next step. Raw bodies (HTML error pages, JSON dumps) never appear. Anything that
 * is not an HTTP error keeps its own message.
 */
export function describeGitHubFailure(error: unknown): string {
  const call = readFailedCall(error);
  if (call === undefined) return errorMessage(error);
  const said = call.message !== undefined ? ` (${call.message.replace(/\s+/g, ' ')})` : '';
  return `GitHub ${call.method} ${call.path} failed with HTTP ${call.status}${said}: ${nextStep(call)}`;
}

/** The failed call was a 404/410 on the issue itself: the issue was deleted or transferred mid-run. */
export function isGone(error: unknown): boolean {
  const status = httpStatus(error);
  return status === 404 || status === 410;
}
