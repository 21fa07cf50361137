import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, delimiter, dirname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { PreviewMode } from '../types.js';
import { errorMessage } from '../../shared/errors.js';
import type { Snapshot } from '../../snapshot/types.js';
import { earlierDetails } from '../rung-details.js';
import type { EarlierChecks, Finding, ProgramFiles, Rung, RungCheck, RungContext } from '../types.js';
import { createRunDir, readResultFile, type RunDir } from '../../sandbox/run-dir.js';
import type { Sandbox, SandboxChoice, SandboxRunResult } from '../../sandbox/types.js';
import { removeTree } from '../../shared/remove-tree.js';
import {
  classifyPreview,
  type PreviewDiagnostic,
  type PreviewErrorInfo,
  type PreviewProblem,
} from './classify-preview.js';
import type { PulumiCliInstaller, PulumiCliLocation, PulumiCliLocator } from './pulumi-cli.js';
import { PREVIEW_RUNNER_SOURCE } from './runner-source.js';

export { pickCloudCredentials } from './cloud-credentials.js';

export const DEFAULT_PREVIEW_TIME_LIMIT_MS = 5 * 60_000;
const DEFAULT_PREVIEW_MEMORY_BYTES = 4 * 1024 ** 3;
/**
 * The preview's disk cap: its scratch tmpfs holds the file backend, TMPDIR and (without a given home) the
 * CLI's plugin cache, so it is larger than a mock run's. The project and a given home are written directly.
 */
const DEFAULT_PREVIEW_DISK_BYTES = 2 * 1024 ** 3;
/** The runner's result: diagnostics and a change summary. */
const MAX_PREVIEW_RESULT_BYTES = 8 * 1024 ** 2;
/** The CLI, language host and provider plugins are Go programs with many threads each. */
const PREVIEW_PIDS_LIMIT = 1024;

/** The package directory of a resolved module file (`.../node_modules/@pulumi/pulumi/automation/index.js`). */
function packageDirOf(file: string): string {
  const marker = `${join('node_modules', '@pulumi', 'pulumi')}`;
  const at = file.lastIndexOf(marker);
  return at < 0 ? dirname(file) : file.slice(0, at + marker.length);
}

export interface PreviewDeps {
  /** `--preview`: `auto` runs when a CLI is found, `require` fails without one, `off` skips. */
  readonly mode: PreviewMode;
  readonly cli: PulumiCliLocator;
  /** `--install-pulumi`: used when {@link cli} finds nothing; without it a missing CLI is a skip reason. */
  readonly installer?: PulumiCliInstaller;
  /** The Node executable that runs the Automation API (the entry passes `process.execPath`). */
  readonly nodePath: string;
  /**
   * `PATH` for the preview: the CLI's language host starts `node` and may need `npm`. The CLI's own directory
   * is put first. Default: the directory of {@link nodePath}.
   */
  readonly pathEnv?: string;
  /**
   * Cloud credentials passed through to the CLI, picked by the entry from its environment with
   * {@link pickCloudCredentials}; nothing else of the parent's environment reaches the preview.
   */
  readonly credentials?: Readonly<Record<string, string>>;
  /** HOME for the CLI (its plugin cache and cloud credential files live there). Default: a temp dir. */
  readonly homeDir?: string;
  /** Default 5 minutes; on expiry the process group (CLI, language host, plugins) is killed. */
  readonly timeLimitMs?: number;
  /**
   * Where the preview (CLI, language host, the program, plugins) runs; without a sandbox it is skipped and
   * the run is not called verified.
   */
  readonly sandbox: SandboxChoice;
  /** Memory cap of the preview's sandbox (CLI, plugins and program together). Default 4 GiB. */
  readonly memoryBytes?: number;
  /** For finding subjects (type token → TS name); optional. */
  readonly snapshot?: Snapshot;
  /** Where the run files go (the file backend is in the run's tmpfs). Default OS temp. */
  readonly tempDir?: string;
  /** At most this many findings go to the repair loop (default 10). */
  readonly maxFindings?: number;
}

interface PreviewRunOutput {
  readonly diagnostics: readonly PreviewDiagnostic[];
  readonly changeSummary?: Readonly<Record<string, number>>;
  readonly error?: PreviewErrorInfo;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parsePreviewOutput(text: string): PreviewRunOutput {
  const raw: unknown = JSON.parse(text);
  if (!isRecord(raw)) {
    throw new Error('the preview runner wrote no result object');
  }
  const diagnostics: PreviewDiagnostic[] = Array.isArray(raw['diagnostics'])
    ? raw['diagnostics'].filter(isRecord).map((d) => ({
        severity: d['severity'] === 'error' ? ('error' as const) : ('warning' as const),
        message: String(d['message'] ?? ''),
        ...(typeof d['urn'] === 'string' ? { urn: d['urn'] } : {}),
      }))
    : [];
  const counts = (value: unknown): Record<string, number> | undefined =>
    isRecord(value)
      ? Object.fromEntries(
          Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
        )
      : undefined;
  const changeSummary = counts(raw['changeSummary']) ?? counts(raw['summary']);
  const error = isRecord(raw['error'])
    ? {
        name: String(raw['error']['name'] ?? 'Error'),
        message: String(raw['error']['message'] ?? ''),
        stderr: String(raw['error']['stderr'] ?? ''),
        ...(typeof raw['error']['exitCode'] === 'number' ? { exitCode: raw['error']['exitCode'] } : {}),
      }
    : undefined;
  return {
    diagnostics,
    ...(changeSummary === undefined ? {} : { changeSummary }),
    ...(error === undefined ? {} : { error }),
  };
}

/** `@pulumi/pulumi/automation` as the project resolves it, else the one pulumi-gen itself depends on. */
function automationModule(projectDir: string): string {
  try {
    return createRequire(join(projectDir, 'index.js')).resolve('@pulumi/pulumi/automation');
  } catch {
    return createRequire(import.meta.url).resolve('@pulumi/pulumi/automation');
  }
}

/**
 * The packs the policy rung ran, for `pulumi preview --policy-pack`, each with a `--policy-pack-config` file
 * (written into the run dir) that sets every policy to the level it ran at, so the two rungs agree. A pack the
 * CLI cannot load is named in a note rather than silently left out.
 */
function previewPolicyPacks(
  earlier: EarlierChecks | undefined,
  runDir: string,
): { dirs: string[]; configFiles: string[]; readPaths: string[]; notes: Finding[] } {
  const packs = earlierDetails(earlier, 'policy', 'ran')?.policy.packs ?? [];
  const dirs: string[] = [];
  const configFiles: string[] = [];
  const readPaths: string[] = [];
  const notes: Finding[] = [];
  for (const pack of packs) {
    if (pack.preview === undefined) {
      notes.push({
        rung: 'preview',
        severity: 'warning',
        code: 'policy-pack-in-process-only',
        message: `policy pack ${pack.name}@${pack.version} ran in the policy rung only: the CLI cannot load it here (its @pulumi/policy is not installed beside it)`,
      });
      continue;
    }
    const file = join(runDir, `policy-config-${dirs.length}.json`);
    writeFileSync(file, JSON.stringify(pack.preview.config));
    dirs.push(pack.preview.dir);
    configFiles.push(file);
    readPaths.push(pack.preview.dir, ...policyModulesDir(pack.preview.dir));
  }
  return { dirs, configFiles, readPaths, notes };
}

/** The `node_modules` a pack's `@pulumi/policy` resolves from, which the sandboxed CLI must see too. */
function policyModulesDir(packDir: string): string[] {
  try {
    const file = createRequire(join(packDir, 'package.json')).resolve('@pulumi/policy');
    const at = file.lastIndexOf(`${sep}node_modules${sep}`);
    return at < 0 ? [] : [file.slice(0, at + `${sep}node_modules`.length)];
  } catch {
    return [];
  }
}

/** Turns a preview problem into the rung's answer under the mode. */
function problemCheck(
  problem: PreviewProblem,
  mode: PreviewMode,
  changes?: Readonly<Record<string, number>>,
): RungCheck<'preview'> {
  if (problem.kind === 'program') {
    return {
      kind: 'failed',
      findings: problem.findings,
      ...(changes === undefined ? {} : { details: { changes } }),
    };
  }
  if (mode === 'require') {
    return {
      kind: 'failed',
      findings: [{ rung: 'preview', severity: 'error', code: problem.code, message: problem.reason }],
    };
  }
  return { kind: 'skipped', reason: problem.reason };
}

/** The `pulumi` CLI to run, installed when a locator finds none and an installer is given; or why there is none. */
async function findCli(
  deps: PreviewDeps,
): Promise<{ readonly cli: PulumiCliLocation } | { readonly check: RungCheck<'preview'> }> {
  let cli: PulumiCliLocation | undefined = deps.cli.locate();
  let installFailure = '';
  if (cli === undefined && deps.installer !== undefined) {
    try {
      cli = await deps.installer.install();
    } catch (error: unknown) {
      installFailure = `; installing it failed: ${errorMessage(error)}`;
    }
  }
  if (cli !== undefined) return { cli };
  const reason = `no \`pulumi\` CLI found on PATH or in ~/.pulumi/bin${installFailure}`;
  return {
    check:
      deps.mode === 'require'
        ? {
            kind: 'failed',
            findings: [
              {
                rung: 'preview',
                severity: 'error',
                code: 'no-pulumi-cli',
                message: `${reason}: install it (https://www.pulumi.com/docs/install/) or use --preview auto|off`,
              },
            ],
          }
        : { kind: 'skipped', reason },
  };
}

/** One preview run: its run dir and throw-away stack, the CLI, and the policy packs the policy rung ran. */
interface PreviewRun {
  readonly runFiles: RunDir;
  readonly stack: string;
  readonly cli: PulumiCliLocation;
  readonly policy: ReturnType<typeof previewPolicyPacks>;
}

/** Writes the runner and its job into the run dir and runs it in the sandbox. */
function runPreview(
  deps: PreviewDeps,
  sandbox: Sandbox,
  context: RungContext,
  run: PreviewRun,
): Promise<SandboxRunResult> {
  const { runFiles, stack, cli, policy } = run;
  const runDir = runFiles.dir;
  // Both in the run's tmpfs, which is mounted when the sandbox starts (so nothing can be made in it
  // beforehand): the file backend is the tmpfs itself, the CLI makes its home as it needs it.
  const backendDir = runFiles.scratchDir;
  const homeDir = deps.homeDir ?? join(runFiles.scratchDir, 'home');
  if (deps.homeDir !== undefined) mkdirSync(homeDir, { recursive: true });
  const resultFile = runFiles.resultFile;
  const jobFile = join(runDir, 'job.json');
  writeFileSync(join(runDir, 'runner.cjs'), PREVIEW_RUNNER_SOURCE);
  const automation = automationModule(context.projectDir);
  writeFileSync(
    jobFile,
    JSON.stringify({
      automationModule: automation,
      cliRoot: basename(cli.binDir) === 'bin' ? dirname(cli.binDir) : undefined,
      projectDir: context.projectDir,
      stack,
      config: context.config,
      policyPacks: policy.dirs,
      policyPackConfigs: policy.configFiles,
      resultFile,
    }),
  );
  const pathEnv = [cli.binDir, deps.pathEnv ?? dirname(deps.nodePath)].join(delimiter);
  const credentials = deps.credentials ?? {};
  return sandbox.run({
    command: deps.nodePath,
    args: [join(runDir, 'runner.cjs'), jobFile],
    cwd: context.projectDir,
    env: {
      ...credentials,
      PATH: pathEnv,
      HOME: homeDir,
      TMPDIR: runFiles.scratchDir,
      PULUMI_BACKEND_URL: pathToFileURL(backendDir).href,
      PULUMI_CONFIG_PASSPHRASE: randomBytes(24).toString('hex'),
      PULUMI_SKIP_UPDATE_CHECK: 'true',
      PULUMI_AUTOMATION_API_SKIP_VERSION_CHECK: 'true',
      NODE_OPTIONS: '',
    },
    runDir,
    scratchDir: runFiles.scratchDir,
    diskBytes: DEFAULT_PREVIEW_DISK_BYTES,
    resultFiles: [resultFile],
    fileBytes: DEFAULT_PREVIEW_DISK_BYTES,
    // The CLI writes the stack's settings file into the project: a verification workspace.
    writablePaths: [context.projectDir, ...(deps.homeDir === undefined ? [] : [deps.homeDir])],
    readOnlyPaths: [
      basename(cli.binDir) === 'bin' ? dirname(cli.binDir) : cli.binDir,
      join(context.projectDir, 'node_modules'),
      packageDirOf(automation),
      ...policy.readPaths,
      ...(deps.pathEnv ?? '').split(delimiter).filter((dir) => dir.startsWith('/')),
    ],
    // A real preview asks the cloud (credentials, data sources): only then is the network there.
    network: Object.keys(credentials).length > 0 ? 'host' : 'none',
    memoryBytes: deps.memoryBytes ?? DEFAULT_PREVIEW_MEMORY_BYTES,
    pidsLimit: PREVIEW_PIDS_LIMIT,
    timeoutMs: deps.timeLimitMs ?? DEFAULT_PREVIEW_TIME_LIMIT_MS,
    ...(context.signal === undefined ? {} : { signal: context.signal }),
  });
}

/** What a finished preview run says: its result file's diagnostics and changes, or why it has none. */
function judgePreview(
  deps: PreviewDeps,
  context: RungContext,
  run: PreviewRun,
  outcome: SandboxRunResult,
): RungCheck<'preview'> {
  if (outcome.kind === 'timed-out') {
    return problemCheck(
      {
        kind: 'environment',
        code: 'timeout',
        reason: `\`pulumi preview\` did not finish within ${Math.round((deps.timeLimitMs ?? DEFAULT_PREVIEW_TIME_LIMIT_MS) / 1000)} s`,
      },
      deps.mode,
    );
  }
  if (outcome.kind === 'aborted') {
    return { kind: 'skipped', reason: 'the preview was cancelled' };
  }
  const result =
    outcome.kind === 'spawn-failed'
      ? undefined
      : readResultFile(run.runFiles.resultFile, MAX_PREVIEW_RESULT_BYTES);
  if (result?.kind === 'too-large' || outcome.diskCapReached === true) {
    const what =
      result?.kind === 'too-large'
        ? `the preview's result passed ${MAX_PREVIEW_RESULT_BYTES / 1024 ** 2} MiB (the program floods its output?)`
        : `the preview filled its disk cap of ${DEFAULT_PREVIEW_DISK_BYTES / 1024 ** 3} GiB`;
    return problemCheck(
      {
        kind: 'program',
        findings: [{ rung: 'preview', severity: 'error', code: 'preview-limit', message: what }],
      },
      deps.mode,
    );
  }
  if (outcome.kind === 'spawn-failed' || result?.kind !== 'read') {
    const why =
      outcome.kind === 'spawn-failed'
        ? outcome.message
        : outcome.stderr.trim().split('\n').slice(-3).join(' ') || `exit ${outcome.code ?? outcome.signal}`;
    return problemCheck(
      { kind: 'environment', code: 'preview-crash', reason: `the preview runner failed: ${why}` },
      deps.mode,
    );
  }
  const output = parsePreviewOutput(result.text);
  const tsNameOf = (token: string): string | undefined => deps.snapshot?.get(token)?.tsName;
  const problem = classifyPreview({
    diagnostics: output.diagnostics,
    ...(output.error === undefined ? {} : { error: output.error }),
    tsNameOf,
    projectDir: context.projectDir,
    maxFindings: deps.maxFindings ?? 10,
  });
  if (problem !== undefined) {
    return problemCheck(problem, deps.mode, output.changeSummary);
  }
  const warnings: Finding[] = [
    ...run.policy.notes,
    ...output.diagnostics
      .filter((diagnostic) => diagnostic.severity === 'warning')
      .slice(0, deps.maxFindings ?? 10)
      .map((diagnostic) => ({
        rung: 'preview' as const,
        severity: 'warning' as const,
        code: 'preview-diagnostic',
        message: diagnostic.message.replace(/\s*\n\s*/g, ' ').trim(),
      })),
  ];
  const changes = output.changeSummary ?? {};
  return {
    kind: 'passed',
    warnings,
    details: { changes },
  };
}

/**
 * The preview rung: `pulumi preview` through the Automation API's `LocalWorkspace`, against a local file
 * backend in a temp dir, with a generated passphrase and a throw-away stack that is removed afterwards.
 * Engine diagnostics become findings; the change summary goes to `details.changes`.
 */
export function createPreviewRung(deps: PreviewDeps): Rung<'preview'> {
  return {
    name: 'preview',
    async check(
      _program: ProgramFiles,
      context: RungContext,
      earlier?: EarlierChecks,
    ): Promise<RungCheck<'preview'>> {
      if (deps.mode === 'off') {
        return { kind: 'skipped', reason: 'preview is off (--preview off)' };
      }
      if (deps.sandbox.kind === 'unavailable') {
        return { kind: 'skipped', reason: deps.sandbox.reason, unverified: true };
      }
      const found = await findCli(deps);
      if ('check' in found) return found.check;
      if (!existsSync(join(context.projectDir, 'node_modules', '@pulumi', 'pulumi'))) {
        return problemCheck(
          {
            kind: 'environment',
            code: 'dependencies',
            reason: `the project's dependencies are not installed in ${context.projectDir}`,
          },
          deps.mode,
        );
      }
      const runFiles = createRunDir(deps.tempDir ?? tmpdir(), 'pulumi-gen-preview-');
      const stack = `pulumi-gen-${randomBytes(4).toString('hex')}`;
      try {
        const run = { runFiles, stack, cli: found.cli, policy: previewPolicyPacks(earlier, runFiles.dir) };
        return judgePreview(deps, context, run, await runPreview(deps, deps.sandbox.sandbox, context, run));
      } catch (error: unknown) {
        return problemCheck(
          {
            kind: 'environment',
            code: 'preview-setup',
            reason: `the preview could not run: ${errorMessage(error)}`,
          },
          deps.mode,
        );
      } finally {
        runFiles.remove();
        // `stack rm` deletes the stack's settings file; make sure a failed removal leaves none in the project.
        removeTree(join(context.projectDir, `Pulumi.${stack}.yaml`));
      }
    },
  };
}
