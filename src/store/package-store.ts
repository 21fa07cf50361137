import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UserError } from '../shared/errors.js';
import { assembleCombo, type ComboUnit } from './assemble-combo.js';
import { ENVIRONMENT_CAUSES, installFailure } from './install-failure.js';
import { installUnit, type UnitOutcome } from './install-unit.js';
import type { NpmEnvironment } from './npm-environment.js';
import type { NpmRunner } from './run-npm.js';
import { BASE_PACKAGE, MANIFEST_FILE, type StoreLayout } from './store-layout.js';
import type { InstallFailure, InstallProgress, PackageVersion, StoreRequest } from './types.js';

/** Finds or makes a node_modules holding `@pulumi/pulumi` and the requested packages at exactly their versions. */
export interface PackageStore {
  nodeModulesFor(request: StoreRequest): Promise<string>;
}

export interface PackageStoreOptions {
  readonly layout: StoreLayout;
  readonly runNpm: NpmRunner;
  /** For the project `.npmrc` and the secrets to keep out of failure lines. */
  readonly environment: NpmEnvironment;
  readonly progress?: (event: InstallProgress) => void;
  /**
   * npm's own retries per request (default 1, quickly): a transient reset is retried once, but a
   * certificate or refused connection is not retried for minutes.
   */
  readonly fetchRetries?: number;
  /** The registry ping's time limit (default 30 s; a reachable registry answers in about a second). */
  readonly probeTimeoutMs?: number;
  /** How often a long fetch says it is still going (default 15 s). */
  readonly heartbeatMs?: number;
}

const HEARTBEAT_MS = 15_000;

const label = (pkg: PackageVersion) => `${pkg.name}@${pkg.version}`;

function npmFlags(fetchRetries: number): string[] {
  return [
    '--ignore-scripts',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `--fetch-retries=${fetchRetries}`,
    '--fetch-retry-mintimeout=2000',
    '--fetch-retry-maxtimeout=10000',
    '--fetch-timeout=60000',
  ];
}

const PROBE_TIMEOUT_MS = 30_000;

/**
 * Asks the registry for a ping once before the first install, with no retries. npm's install falls back to
 * its cache after a failed request, so behind a proxy it cannot verify, an install with a warm cache spends
 * two seconds per package (hundreds of them) before it fails; the ping fails in one. Only a failure no
 * install gets past counts: a registry without the ping endpoint (404) is still a registry.
 */
async function probeRegistry(
  layout: StoreLayout,
  runNpm: NpmRunner,
  environment: NpmEnvironment,
  what: string,
  timeoutMs: number,
): Promise<InstallFailure | undefined> {
  await mkdir(layout.tmpDir, { recursive: true });
  const dir = await mkdtemp(join(layout.tmpDir, 'ping-'));
  try {
    if (environment.projectNpmrc !== undefined) {
      await writeFile(join(dir, '.npmrc'), environment.projectNpmrc, { mode: 0o600 });
    }
    const outcome = await runNpm(['ping', '--fetch-retries=0', '--loglevel=error'], dir, timeoutMs);
    if (outcome.kind === 'ok') return undefined;
    const failure = installFailure(what, outcome, environment.secrets);
    return ENVIRONMENT_CAUSES.includes(failure.cause) ? failure : undefined;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One unit's install, saying when it starts and, every {@link HEARTBEAT_MS}, that it is still going. */
async function installWithProgress(
  options: PackageStoreOptions,
  npmFlags: readonly string[],
  pkg: PackageVersion,
  pulumiVersion: string,
): Promise<UnitOutcome> {
  const progress = options.progress ?? (() => undefined);
  const started = performance.now();
  progress({ kind: 'install', step: 'fetching', what: label(pkg) });
  const heartbeat = setInterval(
    () =>
      progress({
        kind: 'install',
        step: 'fetching',
        what: label(pkg),
        durationMs: performance.now() - started,
      }),
    options.heartbeatMs ?? HEARTBEAT_MS,
  );
  heartbeat.unref();
  try {
    return await installUnit({
      layout: options.layout,
      pkg,
      pulumiVersion,
      runNpm: options.runNpm,
      npmFlags,
      ...(options.environment.projectNpmrc !== undefined
        ? { projectNpmrc: options.environment.projectNpmrc }
        : {}),
    });
  } finally {
    clearInterval(heartbeat);
  }
}

/**
 * The content-keyed package store. Each package version is installed once (the base first: every other
 * unit is trimmed against it) and a run's node_modules is joined from the units by hard links. A failure is
 * remembered for the life of the store: the same package is not tried again, and after a failure that no
 * install gets past (certificate, network, auth, time limit) nothing is.
 */
export function createPackageStore(options: PackageStoreOptions): PackageStore {
  const { layout } = options;
  const flags = npmFlags(options.fetchRetries ?? 1);
  const failures = new Map<string, InstallFailure>();
  let blocked: InstallFailure | undefined;
  const progress = options.progress ?? (() => undefined);

  let probed: Promise<InstallFailure | undefined> | undefined;
  const fail = (id: string, failure: InstallFailure): never => {
    failures.set(id, failure);
    if (ENVIRONMENT_CAUSES.includes(failure.cause)) blocked = failure;
    throw new UserError(failure.line);
  };

  const ensureUnit = async (pkg: PackageVersion, pulumiVersion: string): Promise<ComboUnit> => {
    const id = layout.unitId(pkg, pulumiVersion);
    if (existsSync(join(layout.unitDir(id), MANIFEST_FILE))) return { id, pkg };
    const known = blocked ?? failures.get(id);
    if (known !== undefined) throw new UserError(known.line);
    probed ??= probeRegistry(
      layout,
      options.runNpm,
      options.environment,
      label(pkg),
      options.probeTimeoutMs ?? PROBE_TIMEOUT_MS,
    );
    const unreachable = await probed;
    if (unreachable !== undefined) return fail(id, unreachable);
    const started = performance.now();
    const outcome = await installWithProgress(options, flags, pkg, pulumiVersion);
    if (outcome.kind === 'installed') {
      progress({
        kind: 'install',
        step: 'fetched',
        what: label(pkg),
        durationMs: performance.now() - started,
      });
      return { id, pkg };
    }
    return fail(id, installFailure(label(pkg), outcome, options.environment.secrets));
  };

  return {
    async nodeModulesFor(request) {
      const { pulumiVersion } = request;
      const base = await ensureUnit({ name: BASE_PACKAGE, version: pulumiVersion }, pulumiVersion);
      const wanted = request.packages.filter((pkg) => pkg.name !== BASE_PACKAGE);
      const settled = await Promise.allSettled(wanted.map((pkg) => ensureUnit(pkg, pulumiVersion)));
      const rejected = settled.find((result) => result.status === 'rejected');
      if (rejected !== undefined) throw rejected.reason;
      const units = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      const started = performance.now();
      const combo = await assembleCombo(layout, pulumiVersion, base, units);
      if (combo.created) {
        progress({
          kind: 'install',
          step: 'linked',
          what: [base, ...units].map((unit) => label(unit.pkg)).join(', '),
          durationMs: performance.now() - started,
        });
      }
      return combo.nodeModulesDir;
    },
  };
}
