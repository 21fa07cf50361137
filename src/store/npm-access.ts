import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UserError } from '../shared/errors.js';
import { ENVIRONMENT_CAUSES, installFailure } from './install-failure.js';
import type { NpmEnvironment } from './npm-environment.js';
import { createNpmRunner, npmFetchFlags, type NpmOutcome, type NpmRunner } from './run-npm.js';
import type { InstallFailure } from './types.js';

/** Long enough for the largest provider over a slow link; short enough that a stuck proxy ends the run. */
export const DEFAULT_NPM_TIMEOUT_MS = 5 * 60_000;

/** The registry ping's time limit: a reachable registry answers in about a second. */
const PROBE_TIMEOUT_MS = 30_000;

/**
 * What stands between a run and the registry: the first fetch pings it, and a failure no other fetch would
 * get past (certificate, network, auth, time limit) ends every later one at once, with the same line.
 */
export interface RegistryGate {
  /** The failure that stops this fetch: the ping's (made on the first call) or one recorded since. */
  blocker(what: string, action: string): Promise<InstallFailure | undefined>;
  /** Remembers a fetch's failure; an environment-wide one blocks the rest of the run. */
  record(failure: InstallFailure): void;
}

/**
 * The run's npm, built once by the entry's wiring and shared by everything that fetches packages (the
 * package store's installs, the snapshot builder's `npm pack` and `npm view`): the user's npm configuration,
 * one time limit, one registry ping, one memory of what failed. One npm runner in the product, not one per
 * caller with its own rules.
 */
export interface NpmAccess {
  readonly runNpm: NpmRunner;
  readonly environment: NpmEnvironment;
  readonly gate: RegistryGate;
  /** Where a command that needs no directory of its own (`ping`, `view`) gets a fresh one. */
  readonly tmpDir: string;
}

export interface NpmAccessOptions {
  readonly environment: NpmEnvironment;
  /** Where the ping runs (a directory of its own, for the project `.npmrc`). */
  readonly tmpDir: string;
  /** One npm command's limit; default {@link DEFAULT_NPM_TIMEOUT_MS}. */
  readonly timeoutMs?: number;
  readonly probeTimeoutMs?: number;
  /** The runner; default the real one over {@link environment}. A seam for tests. */
  readonly runNpm?: NpmRunner;
}

/**
 * Runs npm in `cwd` with the project's `.npmrc` beside it for the time of the command: npm reads project
 * config from the directory it runs in, which is a pulumi-gen directory, not the user's project.
 */
export async function runNpmWithProjectConfig(
  npm: { readonly runNpm: NpmRunner; readonly projectNpmrc?: string | undefined },
  args: readonly string[],
  cwd: string,
  timeoutMs?: number,
): Promise<NpmOutcome> {
  const npmrc = join(cwd, '.npmrc');
  const { projectNpmrc } = npm;
  if (projectNpmrc !== undefined) await writeFile(npmrc, projectNpmrc, { mode: 0o600 });
  try {
    return await npm.runNpm(args, cwd, timeoutMs);
  } finally {
    if (projectNpmrc !== undefined) await rm(npmrc, { force: true });
  }
}

/**
 * Asks the registry for a ping, with no retries. npm falls back to its cache after a failed request, so
 * behind a proxy it cannot verify, an install with a warm cache spends two seconds per package (hundreds of
 * them) before it fails; the ping fails in one. Only a failure no fetch gets past counts: a registry without
 * the ping endpoint (404) is still a registry.
 */
async function probeRegistry(
  options: NpmAccessOptions & { readonly runNpm: NpmRunner },
  what: string,
  action: string,
): Promise<InstallFailure | undefined> {
  const outcome = await inFreshDir(options.tmpDir, 'ping-', (dir) =>
    runNpmWithProjectConfig(
      { runNpm: options.runNpm, projectNpmrc: options.environment.projectNpmrc },
      ['ping', '--fetch-retries=0', '--loglevel=error'],
      dir,
      options.probeTimeoutMs ?? PROBE_TIMEOUT_MS,
    ),
  );
  if (outcome.kind === 'ok') return undefined;
  const failure = installFailure(what, outcome, options.environment.secrets, action);
  return ENVIRONMENT_CAUSES.includes(failure.cause) ? failure : undefined;
}

/** Runs `work` in a new directory under `tmpDir`, removed afterwards. */
async function inFreshDir<T>(tmpDir: string, prefix: string, work: (dir: string) => Promise<T>): Promise<T> {
  await mkdir(tmpDir, { recursive: true });
  const dir = await mkdtemp(join(tmpDir, prefix));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function createRegistryGate(options: NpmAccessOptions & { readonly runNpm: NpmRunner }): RegistryGate {
  let blocked: InstallFailure | undefined;
  let probed: Promise<InstallFailure | undefined> | undefined;
  return {
    async blocker(what, action) {
      if (blocked !== undefined) return blocked;
      probed ??= probeRegistry(options, what, action);
      blocked ??= await probed;
      return blocked;
    },
    record(failure) {
      if (ENVIRONMENT_CAUSES.includes(failure.cause)) blocked ??= failure;
    },
  };
}

export function createNpmAccess(options: NpmAccessOptions): NpmAccess {
  const runNpm =
    options.runNpm ??
    createNpmRunner({
      environment: options.environment,
      timeoutMs: options.timeoutMs ?? DEFAULT_NPM_TIMEOUT_MS,
    });
  return {
    runNpm,
    environment: options.environment,
    gate: createRegistryGate({ ...options, runNpm }),
    tmpDir: options.tmpDir,
  };
}

/** One registry read: `what` and `action` word its failure line (`cannot fetch @pulumi/x@1.0.0: …`). */
export interface NpmFetch {
  readonly what: string;
  readonly action: string;
  readonly args: readonly string[];
  /** Where npm runs; default a fresh directory under the access's `tmpDir`. */
  readonly cwd?: string;
}

/**
 * One npm command that reads the registry (`pack`, `view`), behind the gate and with the fetch bounds:
 * its standard output, or a {@link UserError} with the one line naming the cause and the fix.
 */
export async function fetchWithNpm(access: NpmAccess, request: NpmFetch): Promise<string> {
  const blocked = await access.gate.blocker(request.what, request.action);
  if (blocked !== undefined) throw new UserError(blocked.line);
  const run = (cwd: string) =>
    runNpmWithProjectConfig(
      { runNpm: access.runNpm, projectNpmrc: access.environment.projectNpmrc },
      [...request.args, ...npmFetchFlags()],
      cwd,
    );
  const outcome =
    request.cwd === undefined ? await inFreshDir(access.tmpDir, 'npm-', run) : await run(request.cwd);
  if (outcome.kind === 'ok') return outcome.stdout;
  const failure = installFailure(request.what, outcome, access.environment.secrets, request.action);
  access.gate.record(failure);
  throw new UserError(failure.line);
}
