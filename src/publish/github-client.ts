import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import Bottleneck from 'bottleneck/light.js';
import { redactSecrets } from '../shared/redact.js';

/** The Octokit class with GitHub's own retry and throttling plugins, as every publishing call uses it. */
const ResilientOctokit = Octokit.plugin(retry, throttling);

/** The GitHub REST client every publishing function takes; made by {@link createGitHubClient}. */
export type GitHubClient = InstanceType<typeof ResilientOctokit>;

export interface RepoCoordinates {
  readonly owner: string;
  readonly repo: string;
}

/**
 * How long the client may wait for GitHub. Real runs keep the defaults (GitHub's advice: writes at least a
 * second apart, `retry-after` honoured); tests scale every wait down so a fault suite stays fast.
 */
export interface GitHubPacing {
  /** Retries after the first attempt for 5xx and other transient statuses. Default 3. */
  readonly retries?: number;
  /** One unit of back-off and of `retry-after`, in ms. Default 1000 (GitHub's `retry-after` is in seconds). */
  readonly unitMs?: number;
  /** The longest single `retry-after` the client accepts, in units. Default 120. */
  readonly maxRetryAfterUnits?: number;
  /** All rate-limit waits of one client together, in units; past it, the call fails. Default 300. */
  readonly maxTotalWaitUnits?: number;
  /** Gap between two writes, and between two writes that notify people (comments, PRs), in ms. */
  readonly writeGapMs?: number;
  readonly notifyGapMs?: number;
  /** One attempt of one call may take this long before it counts as failed (and is retried). Default 30 s. */
  readonly callTimeoutMs?: number;
}

export interface GitHubClientOptions {
  readonly token: string;
  /** `GITHUB_API_URL`: api.github.com, a GHES host, or a loopback server in tests. */
  readonly baseUrl: string;
  /** Values that must never leave in a request body (the token itself, the model API key). */
  readonly secrets: readonly (string | undefined)[];
  readonly userAgent?: string;
  readonly pacing?: GitHubPacing;
  /** Told about every rate-limit wait, for a log line. */
  readonly onWait?: (message: string) => void;
}

/** Request options that are transport, not payload: redacting them would break the call. */
const TRANSPORT_KEYS = new Set(['method', 'url', 'baseUrl', 'headers', 'request', 'mediaType']);

function redactDeep(value: unknown, secrets: readonly (string | undefined)[]): unknown {
  if (typeof value === 'string') {
    return redactSecrets(value, secrets);
  }
  if (Array.isArray(value)) {
    return value.map((item) => redactDeep(item, secrets));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, redactDeep(item, secrets)]),
    );
  }
  return value;
}

/**
 * The throttling plugin's rate-limit handlers: wait as GitHub asks (`retry-after`, the reset time), at most
 * twice per call, and never past the client's total wait budget, so a long rate-limit window ends the run
 * with a clear failure instead of hanging it.
 */
function rateLimitHandlers(pacing: Required<GitHubPacing>, onWait: (message: string) => void) {
  let waitedUnits = 0;
  const handle =
    (kind: string) =>
    (
      retryAfter: number,
      options: { method?: string; url?: string },
      _octokit: unknown,
      retryCount: number,
    ) => {
      const call = `${options.method ?? 'GET'} ${options.url ?? ''}`;
      if (
        retryCount >= 2 ||
        retryAfter > pacing.maxRetryAfterUnits ||
        waitedUnits + retryAfter > pacing.maxTotalWaitUnits
      ) {
        onWait(`GitHub ${kind} on ${call}: not waiting ${retryAfter} s more; giving up on this call`);
        return false;
      }
      waitedUnits += retryAfter;
      onWait(`GitHub ${kind} on ${call}: waiting ${retryAfter} s as GitHub asks, then retrying`);
      return true;
    };
  return { onRateLimit: handle('rate limit'), onSecondaryRateLimit: handle('secondary rate limit') };
}

/**
 * An Octokit that retries transient failures (5xx, dropped connections) with back-off, honours GitHub's
 * primary and secondary rate limits within a bounded total wait, paces writes as GitHub advises, and passes
 * every request payload through {@link redactSecrets} on its way out. Texts are redacted where they are
 * written too; the hook is the backstop for anything that slipped through, such as a model that echoed a
 * key into a generated file.
 */
export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const pacing: Required<GitHubPacing> = {
    retries: 3,
    unitMs: 1000,
    maxRetryAfterUnits: 120,
    maxTotalWaitUnits: 300,
    writeGapMs: 1000,
    notifyGapMs: 3000,
    callTimeoutMs: 30_000,
    ...options.pacing,
  };
  // Octokit sets no timeout of its own: a hung connection would hang the run past its budget.
  const timedFetch: typeof fetch = (input, init) =>
    fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(pacing.callTimeoutMs) });
  const octokit = new ResilientOctokit({
    auth: options.token,
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    userAgent: options.userAgent ?? 'pulumi-gen',
    request: { fetch: timedFetch },
    log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    retry: { retries: pacing.retries, retryAfterBaseValue: pacing.unitMs },
    throttle: {
      ...rateLimitHandlers(pacing, options.onWait ?? (() => undefined)),
      retryAfterBaseValue: pacing.unitMs,
      fallbackSecondaryRateRetryAfter: 60,
      // Per-client groups: the plugin's defaults are process-wide and would pace unrelated clients together.
      write: new Bottleneck.Group({ maxConcurrent: 1, minTime: pacing.writeGapMs }),
      notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: pacing.notifyGapMs }),
    },
  });
  // before-after-hook binds the options object once for the whole chain, so a hook cannot hand a new object
  // on: the payload is cleaned in place.
  octokit.hook.before('request', (requestOptions) => {
    const fields = requestOptions as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(fields)) {
      if (!TRANSPORT_KEYS.has(key)) {
        fields[key] = redactDeep(value, options.secrets);
      }
    }
  });
  return octokit;
}

/** The HTTP status of an Octokit error, if it has one. */
export function httpStatus(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}
