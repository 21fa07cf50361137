import { redactSecrets } from '../shared/redact.js';
import type { InstallFailure, InstallFailureCause } from './types.js';
import type { NpmOutcome } from './run-npm.js';

const CERTIFICATE_CODES = [
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'ERR_TLS_CERT_ALTNAME_INVALID',
];
const NETWORK_CODES = [
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'ECONNRESET',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ERR_SOCKET_TIMEOUT',
];
const AUTH_CODES = ['E401', 'E403', 'ENEEDAUTH'];
const NOT_FOUND_CODES = ['E404', 'ETARGET', 'ENOVERSIONS'];

/** Causes that no other package's install would get past either: the run stops installing after one. */
export const ENVIRONMENT_CAUSES: readonly InstallFailureCause[] = [
  'certificate',
  'network',
  'auth',
  'timeout',
  'npm-missing',
];

function codeIn(stderr: string, codes: readonly string[]): string | undefined {
  return codes.find((code) => new RegExp(`\\b${code}\\b`).test(stderr));
}

/** npm's own summary line (`npm error 404 Not Found - GET …`), without the log-file boilerplate. */
function npmSummary(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.replace(/^npm (error|ERR!)\s*/, '').trim())
    .filter((line) => line !== '' && !/^(code|errno)\b|complete log|A complete log/i.test(line));
  return lines[0] ?? 'npm failed without a message';
}

/**
 * One line naming why an npm command failed and what fixes it, from npm's exit: `cannot <action> <what>:
 * <cause>; <fix>`. Secrets are redacted here, before the line reaches any log.
 */
export function installFailure(
  what: string,
  outcome: Exclude<NpmOutcome, { kind: 'ok' }>,
  secrets: readonly string[],
  action = 'install',
): InstallFailure {
  const failure = (cause: InstallFailureCause, line: string): InstallFailure => ({
    cause,
    line: redactSecrets(`cannot ${action} ${what}: ${line}`, secrets),
  });
  if (outcome.kind === 'not-found') {
    return failure('npm-missing', 'npm is not on PATH; install Node.js with npm, or add npm to PATH');
  }
  if (outcome.kind === 'timeout') {
    return failure(
      'timeout',
      `npm did not finish within ${Math.round(outcome.afterMs / 1000)} s; check the network or proxy (HTTPS_PROXY, npm's proxy setting)`,
    );
  }
  const { stderr } = outcome;
  const certificate = codeIn(stderr, CERTIFICATE_CODES);
  if (certificate !== undefined) {
    return failure(
      'certificate',
      `the registry's TLS certificate is not trusted (${certificate}); if a proxy or private registry signs it, set NODE_EXTRA_CA_CERTS or npm's cafile to its CA certificate`,
    );
  }
  const network = codeIn(stderr, NETWORK_CODES);
  if (network !== undefined) {
    return failure(
      'network',
      `cannot reach the registry (${network}); check the network, HTTPS_PROXY or npm's proxy, and npm's registry setting`,
    );
  }
  const auth = codeIn(stderr, AUTH_CODES);
  if (auth !== undefined) {
    return failure(
      'auth',
      `the registry refused access (${auth}); set an auth token for it in .npmrc (//host/:_authToken=…)`,
    );
  }
  const notFound = codeIn(stderr, NOT_FOUND_CODES);
  if (notFound !== undefined) {
    return failure(
      'not-found',
      `the registry does not have it (${notFound}); check npm's registry setting and the pinned version`,
    );
  }
  return failure('other', npmSummary(stderr));
}
