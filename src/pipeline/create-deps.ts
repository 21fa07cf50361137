import { createOpenAiChatModel } from '../model/openai-chat-model.js';
import { createPlanner } from '../plan/create-planner.js';
import { queryEmbedderFor } from '../search/embedding/select-embedder.js';
import { createRegistrySearch } from '../retrieve/registry-search.js';
import { snapshotPackagesDir } from '../snapshot/cache-root.js';
import { openSnapshot } from '../snapshot/open-snapshot.js';
import { createPackageSource, npmPackInstaller } from '../snapshot/package-source.js';
import { snapshotChecksum } from '../snapshot/snapshot-checksum.js';
import { npmRangeResolver, pinnedElsewhere, versionShard } from '../snapshot/version-shards.js';
import { errorMessage } from '../shared/errors.js';
import { ensureRequestedPackages } from '../search/request-packages.js';
import { openSnapshotWithCache } from '../snapshot/list-packages.js';
import { createIntentRung } from '../verify/intent/intent-rung.js';
import { createMockRung } from '../verify/mock/mock-rung.js';
import { createPolicyRung } from '../verify/policy/policy-rung.js';
import type { PolicySettings } from '../verify/policy/types.js';
import { createPreviewRung } from '../verify/preview/preview-rung.js';
import { createPulumiCliLocator } from '../verify/preview/pulumi-cli.js';
import { createProviderInstaller } from '../workspace/provider-install.js';
import type { NpmEnvironment } from '../store/npm-environment.js';
import { createPackageStore } from '../store/package-store.js';
import { createNpmAccess, type NpmAccess } from '../store/npm-access.js';
import { defaultStoreDir, storeLayout } from '../store/store-layout.js';
import { createTempWorkspaceFactory } from '../workspace/temp-workspace.js';
import type { Rung } from '../verify/types.js';
import { selectSandbox } from '../sandbox/select-sandbox.js';
import type { SandboxChoice, SandboxSetting } from '../sandbox/types.js';
import type { Snapshot } from '../snapshot/types.js';
import { type PipelineDeps } from './deps.js';
import { createStageRunner } from './stage-runner.js';
import { systemClock } from '../shared/clock.js';
import { type ProgressSink } from '../progress/events.js';
import type { PreviewMode } from '../verify/types.js';

/** Everything the real dependencies are built from; the CLI and the action each fill one from their inputs. */
export interface PipelineConfig {
  readonly snapshotDir: string;
  /**
   * The request, when known before the run: catalog packages it names that are neither bundled nor cached
   * are built from npm first (`package` progress events), then searched like bundled ones.
   */
  readonly requestText?: string;
  /** The user cache directory (`PULUMI_GEN_CACHE_DIR`, else the XDG cache dir); the package store's default parent. */
  readonly cacheDir: string;
  /** The package store for providers no `nodeModulesDirs` entry holds; default `<cacheDir>/store`. */
  readonly storeDir?: string;
  /** The user's npm configuration for the store's installs, built by the entry from its environment. */
  readonly npm: NpmEnvironment;
  /** One npm command's time limit (an install, a snapshot fetch); default 5 minutes. */
  readonly installTimeoutMs?: number;
  /**
   * `node_modules` directories to reuse when they already hold `@pulumi/pulumi` and the providers at the
   * pinned versions (the package's own install, the user's project). Checked in order.
   */
  readonly nodeModulesDirs: readonly string[];
  /** `undefined`: offline composer. */
  readonly openai:
    | {
        readonly apiKey: string | undefined;
        readonly baseUrl: string | undefined;
        readonly model: string;
        readonly timeoutMs?: number;
        readonly maxRetries?: number;
        readonly initialBackoffMs?: number;
        /** Aborts model calls when the run is cancelled or out of time (the action's entry passes one). */
        readonly signal?: AbortSignal;
      }
    | undefined;
  /** For snapshots embedded through an endpoint (the bundled one embeds locally and needs none of this). */
  readonly embedding?: {
    readonly baseUrl: string | undefined;
    readonly apiKey: string | undefined;
    readonly model: string | undefined;
  };
  /** `PATH`, to find `pulumi` (preview); npm runs with the `PATH` in {@link npm}. */
  readonly pathEnv: string;
  readonly preview: PreviewMode;
  /**
   * Where model-written code runs (`--sandbox`, the action's `sandbox` input): `auto` picks bubblewrap,
   * then unshare, then Docker; `none` is the explicit opt-out. Without one the execution rungs are skipped
   * and no program is called verified.
   */
  readonly sandbox: SandboxSetting;
  /** The caller's uid/gid (`process.getuid()`), for the unshare and Docker sandboxes' child user. */
  readonly identity: { readonly uid: number; readonly gid: number };
  /** The Node executable for the mock run and the preview runner (entries pass `process.execPath`). */
  readonly nodePath: string;
  /** Home directory, where `~/.pulumi/bin` may hold the CLI. */
  readonly homeDir?: string;
  /** Cloud credentials for the preview, picked by the entry (`pickCloudCredentials`). */
  readonly cloudCredentials?: Readonly<Record<string, string>>;
  /** Mock run time limit; default 30 s. */
  readonly mockTimeLimitMs?: number;
  /** Where verification workspaces go; default the OS temp dir. */
  readonly tempDir?: string;
  /** Default 12,000 tokens. */
  readonly promptBudget?: number;
  /** The policy rung; default: the bundled baseline, mandatory. */
  readonly policy?: PolicySettings;
  readonly progress?: ProgressSink;
  /**
   * `pulumi-gen verify`: the project's `package.json` dependencies. A bundled provider it pins at another
   * version is checked at that version: installed so, and its schemas read from that package.
   */
  readonly projectDependencies?: Readonly<Record<string, string>>;
}

/**
 * The schemas of the bundled providers a project pins at other versions, built once into the cache. One that
 * cannot be fetched is reported, and the project is checked against the bundled version instead.
 */
async function projectVersionShards(
  dependencies: Readonly<Record<string, string>>,
  config: PipelineConfig,
  npm: NpmAccess,
  progress: ProgressSink,
): Promise<string[]> {
  const bundled = openSnapshot(config.snapshotDir).manifest;
  const note = (message: string) => progress({ kind: 'package', message });
  const packages = createPackageSource({
    searchRoots: [],
    packagesDir: snapshotPackagesDir(config.cacheDir),
    installer: npmPackInstaller(npm),
  });
  const dirs: string[] = [];
  for (const pin of await pinnedElsewhere(dependencies, bundled, npmRangeResolver(npm))) {
    try {
      dirs.push(
        await versionShard(pin.provider, pin.package, pin.version, {
          cacheDir: config.cacheDir,
          packages,
          pulumiVersion: bundled.pulumiVersion,
          snapshotChecksum: snapshotChecksum(config.snapshotDir),
          progress: note,
        }),
      );
    } catch (error) {
      const bundledVersion = bundled.providers[pin.provider]?.version ?? '?';
      note(
        `${pin.package}@${pin.version} could not be read (${errorMessage(error)}); checking against ${bundledVersion}`,
      );
    }
  }
  return dirs;
}

/** The rungs after the safety gate and typecheck, in ladder order: mock run, intent, policy, preview. */
function createRungs(config: PipelineConfig, sandbox: SandboxChoice, snapshot: Snapshot): Rung[] {
  const policy: PolicySettings = config.policy ?? { mode: 'mandatory', packDirs: [] };
  return [
    createMockRung({
      sandbox,
      snapshot,
      nodePath: config.nodePath,
      ...(config.mockTimeLimitMs !== undefined ? { timeLimitMs: config.mockTimeLimitMs } : {}),
      ...(config.tempDir !== undefined ? { tempDir: config.tempDir } : {}),
    }),
    createIntentRung(),
    createPolicyRung({
      mode: policy.mode,
      packDirs: policy.packDirs,
      sandbox,
      nodePath: config.nodePath,
      ...(policy.config !== undefined ? { config: policy.config } : {}),
      ...(config.tempDir !== undefined ? { tempDir: config.tempDir } : {}),
    }),
    createPreviewRung({
      sandbox,
      mode: config.preview,
      cli: createPulumiCliLocator({
        path: config.pathEnv,
        ...(config.homeDir !== undefined ? { homeDir: config.homeDir } : {}),
      }),
      nodePath: config.nodePath,
      pathEnv: config.pathEnv,
      snapshot,
      ...(config.cloudCredentials !== undefined ? { credentials: config.cloudCredentials } : {}),
      ...(config.tempDir !== undefined ? { tempDir: config.tempDir } : {}),
    }),
  ];
}

/**
 * The real pipeline dependencies: the snapshot, its hybrid search, the OpenAI-compatible model (or none:
 * offline composer), temp workspaces over a matching provider install, and the mock-run and preview rungs.
 */
export async function createPipelineDeps(config: PipelineConfig): Promise<PipelineDeps> {
  const progress: ProgressSink = config.progress ?? (() => undefined);
  const layout = storeLayout(config.storeDir ?? defaultStoreDir(config.cacheDir));
  // One npm for the run: the on-demand snapshot fetches and the store's installs share its ping and limits.
  const npm = createNpmAccess({
    environment: config.npm,
    tmpDir: layout.tmpDir,
    ...(config.installTimeoutMs !== undefined ? { timeoutMs: config.installTimeoutMs } : {}),
  });
  // Stage 0: the packages the request names, and the provider versions a verified project pins, are built
  // before the snapshot opens, timed and labelled as a stage.
  const prepared = createStageRunner(systemClock, progress);
  let replacements: readonly string[] = [];
  if (config.requestText !== undefined || config.projectDependencies !== undefined) {
    replacements = await prepared.run('packages', undefined, async () => {
      if (config.requestText !== undefined) {
        await ensureRequestedPackages({
          snapshotDir: config.snapshotDir,
          cacheDir: config.cacheDir,
          npm,
          requestText: config.requestText,
          progress: (message) => progress({ kind: 'package', message }),
        });
      }
      return config.projectDependencies === undefined
        ? []
        : projectVersionShards(config.projectDependencies, config, npm, progress);
    });
  }
  const snapshot = openSnapshotWithCache(config.snapshotDir, config.cacheDir, replacements);
  const embedder = config.embedding === undefined ? undefined : queryEmbedderFor(snapshot, config.embedding);
  const search = createRegistrySearch(snapshot, embedder === undefined ? {} : { embedder });
  const model =
    config.openai === undefined
      ? undefined
      : createOpenAiChatModel({
          apiKey: config.openai.apiKey,
          baseUrl: config.openai.baseUrl,
          model: config.openai.model,
          ...(config.openai.timeoutMs !== undefined ? { timeoutMs: config.openai.timeoutMs } : {}),
          ...(config.openai.maxRetries !== undefined ? { maxRetries: config.openai.maxRetries } : {}),
          ...(config.openai.initialBackoffMs !== undefined
            ? { initialBackoffMs: config.openai.initialBackoffMs }
            : {}),
          ...(config.openai.signal !== undefined ? { signal: config.openai.signal } : {}),
          onRetry: ({ stage, attempt, delayMs, reason }) =>
            progress({
              kind: 'warning',
              message: `model ${stage} call: ${reason}; retry ${attempt} in ${(delayMs / 1000).toFixed(1)} s`,
            }),
        });
  const installer = createProviderInstaller({
    nodeModulesDirs: config.nodeModulesDirs,
    store: createPackageStore({
      layout,
      runNpm: npm.runNpm,
      environment: npm.environment,
      gate: npm.gate,
      progress,
    }),
  });
  const sandbox = await selectSandbox(config.sandbox, { pathEnv: config.pathEnv, identity: config.identity });
  progress(
    sandbox.kind === 'unavailable'
      ? { kind: 'sandbox', isolated: false, description: `${sandbox.reason}; nothing can be verified` }
      : {
          kind: 'sandbox',
          isolated: sandbox.sandbox.kind !== 'none',
          description: sandbox.sandbox.description,
        },
  );
  const rungs = createRungs(config, sandbox, snapshot);
  return {
    snapshot,
    search,
    planner: createPlanner({ snapshot, search: search.engine }),
    model,
    workspaces: createTempWorkspaceFactory({
      installer,
      ...(config.tempDir !== undefined ? { tempDir: config.tempDir } : {}),
    }),
    rungs,
    clock: systemClock,
    progress,
    ...(config.promptBudget !== undefined ? { promptBudget: config.promptBudget } : {}),
    preparedTimings: prepared.timings,
  };
}
