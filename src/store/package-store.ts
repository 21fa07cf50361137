import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { UserError } from '../shared/errors.js';
import { assembleCombo, type ComboUnit } from './assemble-combo.js';
import { installFailure } from './install-failure.js';
import { installUnit, type UnitOutcome } from './install-unit.js';
import { createRegistryGate, type RegistryGate } from './npm-access.js';
import type { NpmEnvironment } from './npm-environment.js';
import { npmFetchFlags, type NpmRunner } from './run-npm.js';
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
  /**
   * The run's registry gate, shared with the snapshot builder's fetches (see `createNpmAccess`); default
   * one of the store's own.
   */
  readonly gate?: RegistryGate;
  /** How often a long fetch says it is still going (default 15 s). */
  readonly heartbeatMs?: number;
}

const HEARTBEAT_MS = 15_000;

const label = (pkg: PackageVersion) => `${pkg.name}@${pkg.version}`;

function npmFlags(fetchRetries: number): string[] {
  return ['--ignore-scripts', '--no-audit', '--no-fund', ...npmFetchFlags(fetchRetries)];
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
  const progress = options.progress ?? (() => undefined);
  const gate =
    options.gate ??
    createRegistryGate({
      runNpm: options.runNpm,
      environment: options.environment,
      tmpDir: layout.tmpDir,
      ...(options.probeTimeoutMs !== undefined ? { probeTimeoutMs: options.probeTimeoutMs } : {}),
    });

  const fail = (id: string, failure: InstallFailure): never => {
    failures.set(id, failure);
    gate.record(failure);
    throw new UserError(failure.line);
  };

  const ensureUnit = async (pkg: PackageVersion, pulumiVersion: string): Promise<ComboUnit> => {
    const id = layout.unitId(pkg, pulumiVersion);
    if (existsSync(join(layout.unitDir(id), MANIFEST_FILE))) return { id, pkg };
    const known = failures.get(id);
    if (known !== undefined) throw new UserError(known.line);
    const blocked = await gate.blocker(label(pkg), 'install');
    if (blocked !== undefined) return fail(id, blocked);
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
