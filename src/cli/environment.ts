import { settingVariables } from '../settings/resolve-settings.js';
import { npmEnvironmentFrom, type NpmEnvironment } from '../store/npm-environment.js';
import { defaultStoreDir } from '../store/store-layout.js';
import { pickCloudCredentials } from '../verify/preview/cloud-credentials.js';

/**
 * Everything the CLI takes from its environment, parsed once by the entry into a readonly value. No other
 * module reads `process.env`: this keeps the core testable and makes every knob visible in one place.
 */
export interface CliEnvironment {
  readonly cwd: string;
  /**
   * The variables the run-configuration table names (`OPENAI_API_KEY`, `OPENAI_BASE_URL`, `PULUMI_GEN_MODEL`,
   * `PULUMI_GEN_EMBEDDING_MODEL`), non-empty ones only: commands resolve their settings from these.
   */
  readonly variables: Readonly<Record<string, string>>;
  /**
   * `PULUMI_GEN_PUBLIC_PROGRAMS`: `repository=directory` pairs, comma-separated, of checked-out repositories
   * of public Pulumi programs the snapshot builder counts (`snapshot build`, `snapshot knowledge`).
   */
  readonly publicPrograms: string | undefined;
  /** `PULUMI_GEN_USAGE_PROGRAMS`: a folder of public Pulumi programs whose input usage a snapshot build counts too. */
  readonly usageProgramsDir: string | undefined;
  /** `PULUMI_GEN_CACHE_DIR`, else `$XDG_CACHE_HOME/pulumi-gen`, else `~/.cache/pulumi-gen`. */
  readonly cacheDir: string;
  /** `PULUMI_GEN_STORE_DIR`, else `<cacheDir>/store`: the package store (`pulumi-gen cache ls|prune`). */
  readonly storeDir: string;
  /** The user's npm configuration (`.npmrc`, registry, token, cafile, proxy variables) for the store's installs. */
  readonly npm: NpmEnvironment;
  /** `PATH`, to find a `pulumi` CLI and `npm`. */
  readonly path: string;
  /** The snapshot directory: `PULUMI_GEN_SNAPSHOT_DIR` or the one that ships with the package. */
  readonly snapshotDir: string;
  /** Whether stderr is a terminal: the live progress line is redrawn only there. */
  readonly stderrIsTty: boolean;
  /** Whether stdout is a terminal: the report is coloured only there, and never with `NO_COLOR` set. */
  readonly color: boolean;
  /** The user's home directory (`~/.pulumi/bin` is where the Pulumi installer puts the CLI). */
  readonly homeDir: string;
  /**
   * Cloud credential variables (`AWS_*`, `ARM_*`, `GOOGLE_*`, `KUBECONFIG`, …) for the preview rung, which
   * runs `pulumi` with only these and what it needs itself: model keys and GitHub tokens never reach it.
   */
  readonly cloudCredentials: Readonly<Record<string, string>>;
}

export interface EnvironmentSource {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  readonly homeDir: string;
  readonly stderrIsTty: boolean;
  readonly stdoutIsTty: boolean;
  readonly defaultSnapshotDir: string;
  /** Reads the user's and the project's `.npmrc` (`undefined` when absent); default: reads nothing. */
  readonly readText?: (path: string) => string | undefined;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

export function parseCliEnvironment(source: EnvironmentSource): CliEnvironment {
  const { env } = source;
  const cacheDir =
    nonEmpty(env['PULUMI_GEN_CACHE_DIR']) ??
    `${nonEmpty(env['XDG_CACHE_HOME']) ?? `${source.homeDir}/.cache`}/pulumi-gen`;
  return {
    cwd: source.cwd,
    variables: settingVariables(env),
    publicPrograms: nonEmpty(env['PULUMI_GEN_PUBLIC_PROGRAMS']),
    usageProgramsDir: nonEmpty(env['PULUMI_GEN_USAGE_PROGRAMS']),
    cacheDir,
    storeDir: nonEmpty(env['PULUMI_GEN_STORE_DIR']) ?? defaultStoreDir(cacheDir),
    npm: npmEnvironmentFrom({
      env,
      cwd: source.cwd,
      homeDir: source.homeDir,
      readText: source.readText ?? (() => undefined),
    }),
    path: env['PATH'] ?? '',
    snapshotDir: nonEmpty(env['PULUMI_GEN_SNAPSHOT_DIR']) ?? source.defaultSnapshotDir,
    stderrIsTty: source.stderrIsTty,
    // https://no-color.org: any non-empty value turns colour off.
    color: source.stdoutIsTty && (env['NO_COLOR'] ?? '') === '' && env['TERM'] !== 'dumb',
    homeDir: source.homeDir,
    cloudCredentials: pickCloudCredentials(env),
  };
}
