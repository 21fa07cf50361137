import { join } from 'node:path';
import { settingVariables } from '../settings/resolve-settings.js';
import { credentialValues } from '../shared/redact.js';
import { npmEnvironmentFrom, type NpmEnvironment } from '../store/npm-environment.js';
import { pickCloudCredentials } from '../verify/preview/cloud-credentials.js';

/**
 * Everything the action takes from the runner's environment, parsed once by the entry into a readonly value
 * (the inputs are read separately, through `@actions/core`). No other module reads `process.env`.
 */
export interface ActionEnvironment {
  /** `GITHUB_WORKSPACE`: the checkout, where `.pulumi-gen.yml` and policy packs are read from. */
  readonly workspace: string;
  readonly eventName: string;
  /** `GITHUB_EVENT_PATH`, the webhook payload's file; `undefined`: none (an empty payload). */
  readonly eventPath: string | undefined;
  readonly repository: string;
  readonly runId: string;
  readonly serverUrl: string;
  readonly apiUrl: string;
  /** `PULUMI_GEN_CACHE_DIR`, else the runner's tool cache (kept by `actions/cache`), else its temp dir. */
  readonly cacheDir: string;
  readonly storeDir: string | undefined;
  readonly snapshotDir: string | undefined;
  /** `RUNNER_TEMP`: where verification workspaces go. */
  readonly tempDir: string | undefined;
  /** One unit of GitHub waiting in ms (`PULUMI_GEN_GITHUB_TIME_UNIT_MS`; the fault tests shorten it). */
  readonly githubTimeUnitMs: number;
  /** The variables the run-configuration table names (`OPENAI_API_KEY`, `PULUMI_GEN_MODEL`, …). */
  readonly variables: Readonly<Record<string, string>>;
  /** Credential values in the environment (cloud keys, the runtime token): masked and redacted everywhere. */
  readonly credentials: readonly string[];
  readonly cloudCredentials: Readonly<Record<string, string>>;
  readonly npm: NpmEnvironment;
  readonly path: string;
  readonly homeDir: string;
}

export interface ActionEnvironmentSource {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  readonly homeDir: string;
  readonly tmpDir: string;
  readonly readText: (path: string) => string | undefined;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/** `PULUMI_GEN_GITHUB_TIME_UNIT_MS`: real runs use GitHub's pacing (1000 ms). */
function timeUnitMs(text: string | undefined): number {
  const unit = Number(text ?? '1000');
  return Number.isFinite(unit) && unit >= 0 ? unit : 1000;
}

export function parseActionEnvironment(source: ActionEnvironmentSource): ActionEnvironment {
  const env = (name: string) => nonEmpty(source.env[name]);
  const workspace = env('GITHUB_WORKSPACE') ?? source.cwd;
  return {
    workspace,
    eventName: env('GITHUB_EVENT_NAME') ?? '',
    eventPath: env('GITHUB_EVENT_PATH'),
    repository: env('GITHUB_REPOSITORY') ?? '',
    runId: env('GITHUB_RUN_ID') ?? '0',
    serverUrl: env('GITHUB_SERVER_URL') ?? 'https://github.com',
    apiUrl: env('GITHUB_API_URL') ?? 'https://api.github.com',
    cacheDir:
      env('PULUMI_GEN_CACHE_DIR') ??
      join(env('RUNNER_TOOL_CACHE') ?? env('RUNNER_TEMP') ?? source.tmpDir, 'pulumi-gen'),
    storeDir: env('PULUMI_GEN_STORE_DIR'),
    snapshotDir: env('PULUMI_GEN_SNAPSHOT_DIR'),
    tempDir: env('RUNNER_TEMP'),
    githubTimeUnitMs: timeUnitMs(env('PULUMI_GEN_GITHUB_TIME_UNIT_MS')),
    variables: settingVariables(source.env),
    credentials: credentialValues(source.env),
    cloudCredentials: pickCloudCredentials(source.env),
    npm: npmEnvironmentFrom({
      env: source.env,
      cwd: workspace,
      homeDir: source.homeDir,
      readText: source.readText,
    }),
    path: source.env['PATH'] ?? '',
    homeDir: source.homeDir,
  };
}
