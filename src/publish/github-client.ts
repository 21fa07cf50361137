import { Octokit } from '@octokit/rest';
import { redactSecrets } from '../shared/redact.js';

/** The GitHub REST client every publishing function takes; made by {@link createGitHubClient}. */
export type GitHubClient = Octokit;

export interface RepoCoordinates {
  readonly owner: string;
  readonly repo: string;
}

export interface GitHubClientOptions {
  readonly token: string;
  /** `GITHUB_API_URL`: api.github.com, a GHES host, or a loopback server in tests. */
  readonly baseUrl: string;
  /** Values that must never leave in a request body (the token itself, the model API key). */
  readonly secrets: readonly (string | undefined)[];
  readonly userAgent?: string;
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
 * An Octokit whose every request payload passes through {@link redactSecrets} on its way out. Texts are
 * redacted where they are written too; this hook is the backstop for anything that slipped through, such
 * as a model that echoed a key into a generated file.
 */
export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const octokit = new Octokit({
    auth: options.token,
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    userAgent: options.userAgent ?? 'pulumi-gen',
    log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
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
