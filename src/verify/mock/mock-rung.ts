import { randomBytes } from 'node:crypto';
import { pulumiProjectName } from '../../shared/pulumi-yaml.js';
import { existsSync, mkdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { errorMessage } from '../../shared/errors.js';
import type { Snapshot } from '../../snapshot/types.js';
import type {
  ConfigCase,
  Finding,
  ProgramFiles,
  RegisteredResource,
  Rung,
  RungCheck,
  RungContext,
} from '../types.js';
import { earlierDetails } from '../rung-details.js';
import { resourcesInApply } from './apply-resources.js';
import { configCases, MAX_CONFIG_CASES } from './config-cases.js';
import { renderMermaid } from './mermaid-graph.js';
import { snapshotResourceOutputs, snapshotShapes } from './output-shapes.js';
import { listElements, packageOutputTypes } from './output-types.js';
import { DEFAULT_DISK_BYTES } from '../../sandbox/disk-cap.js';
import { createRunDir, readResultFile, type RunDir } from '../../sandbox/run-dir.js';
import type { SandboxChoice, SandboxRunResult, SandboxRequest } from '../../sandbox/types.js';
import {
  locateInStack,
  resourceNameLocations,
  sourceMapMapper,
  type PositionMapper,
  type ProgramLocation,
} from './program-locations.js';
import { findProviderReferences } from './provider-references.js';
import { createRecordLookup, type RecordLookup } from './record-lookup.js';
import { registrationOrigins } from './registration-origin.js';
import {
  asDeployWarning,
  errorFinding,
  UNSUPPORTED_TRANSFORMS,
  finding,
  referencedRecords,
  violationFinding,
  type ErrorContext,
} from './run-findings.js';
import { distinctErrors, MAX_RESULT_BYTES, type MockRunResult, type RunRegistration } from './run-result.js';
import { startRecordingMonitor, type RecordingMonitor } from './recording-monitor.js';
import { decideRun, type RunVerdict } from './run-verdict.js';
import { MOCK_RUNNER_SOURCE } from './runner-source.js';
import { allowedSdkSubmodules } from '../safety/module-allowlist.js';
import { startTransformChannel } from './transform-channel.js';
import { transpileProgram, type TranspiledFile } from './transpile-program.js';
import { createStandIns, type StandIns } from './stand-ins.js';
import { validateRegistrations } from './validate-registrations.js';

export const DEFAULT_MOCK_TIME_LIMIT_MS = 30_000;
export const DEFAULT_MOCK_MEMORY_BYTES = 2 * 1024 ** 3;
/** The stack the program runs under: what a first `pulumi stack init` names it, never one that says "mock". */
export const MOCK_RUN_STACK = 'dev';
/** Processes and threads of one run (Node's workers and libuv pool, with room to spare). */
const MOCK_PIDS_LIMIT = 128;

/** The unix socket in the run dir through which the parent calls the program's transforms. */
const TRANSFORMS_SOCKET = 'transforms.sock';
/** Distinct program errors reported from one run; the rest are counted. */
const MAX_ERROR_FINDINGS = 20;

export interface MockRunDeps {
  readonly snapshot: Snapshot;
  /** The Node executable for the child (the entry passes `process.execPath`: the repo's Node 24). */
  readonly nodePath: string;
  /** Wall-clock limit of one run; on expiry the child's process group is killed. Default 30 s. */
  readonly timeLimitMs?: number;
  /**
   * Where the program runs (`selectSandbox`): an OS sandbox, the explicit `none`, or the reason there is
   * none, in which case the rung is skipped and the run cannot be called verified.
   */
  readonly sandbox: SandboxChoice;
  /** Memory cap of the sandbox (Buffers and every process included). Default 2 GiB. */
  readonly memoryBytes?: number;
  /** `PATH` of the child. Default: only the directory of {@link nodePath}; the program needs nothing else. */
  readonly pathEnv?: string;
  /** Where run directories are made (transpiled program, result file, a throw-away HOME). Default OS temp. */
  readonly tempDir?: string;
  /** The size of the child's writable tmpfs (HOME, TMPDIR) and of its result file. Default 256 MiB. */
  readonly diskBytes?: number;
}

/** What one mock run found, before it is turned into a rung check. Exposed for the benchmark and tests. */
export interface MockRunReport {
  readonly findings: readonly Finding[];
  readonly resources: readonly RegisteredResource[];
  readonly mermaid: string;
  readonly durationMs: number;
  /** Which sandbox ran the program (`bwrap (cgroup v1)`), or why none did. */
  readonly sandbox: string;
  /** The sandbox's peak memory, where a cgroup measured it. */
  readonly peakMemoryBytes?: number;
}

/** `Pulumi.yaml`'s `name`, so `new pulumi.Config()` reads the same keys it would in the real project. */
function projectName(projectDir: string): string {
  const path = join(projectDir, 'Pulumi.yaml');
  if (!existsSync(path)) {
    return 'project';
  }
  return pulumiProjectName(readFileSync(path, 'utf8')) ?? 'project';
}

/** A config key as the runtime reads it: bare keys belong to the project (`name` → `proj:name`). */
function fullKey(project: string, key: string): string {
  return key.includes(':') ? key : `${project}:${key}`;
}

/** `PULUMI_CONFIG` and `PULUMI_CONFIG_SECRET_KEYS`, as the language host passes them to the program. */
function configEnv(project: string, context: RungContext): Record<string, string> {
  const config: Record<string, string> = {};
  for (const [key, value] of Object.entries(context.config)) {
    config[fullKey(project, key)] = value;
  }
  const secretKeys = (context.secretConfigKeys ?? []).map((key) => fullKey(project, key));
  return {
    PULUMI_CONFIG: JSON.stringify(config),
    ...(secretKeys.length === 0 ? {} : { PULUMI_CONFIG_SECRET_KEYS: JSON.stringify(secretKeys) }),
  };
}

/** The nearest `node_modules` at or above the project: where the program's imports resolve from. */
function findNodeModules(projectDir: string): string | undefined {
  let dir = projectDir;
  for (;;) {
    const candidate = join(dir, 'node_modules');
    if (existsSync(join(candidate, '@pulumi', 'pulumi'))) {
      return candidate;
    }
    const parent = dirname(dir);
    if (parent === dir) {
      return undefined;
    }
    dir = parent;
  }
}

/**
 * Node's permission model as a second layer inside the sandbox (not the boundary): reads only of the
 * project, its packages and the run dir, writes only to its scratch space and result file, no child
 * processes, workers, addons or WASI. The recorder's unix sockets are not file-system calls, so the engine
 * connection still works.
 */
function nodePermissions(run: RunDir, readable: readonly string[]): string[] {
  return [
    '--permission',
    ...[run.dir, ...readable].map((path) => `--allow-fs-read=${path}`),
    `--allow-fs-write=${run.scratchDir}`,
    `--allow-fs-write=${run.resultFile}`,
  ];
}

/** The language host's variables: where the engine is, and whether this is a preview or an update. */
function languageHostEnv(
  monitor: RecordingMonitor,
  project: string,
  mode: 'preview' | 'deploy',
): Record<string, string> {
  return {
    PULUMI_NODEJS_MONITOR: monitor.monitorAddress,
    PULUMI_NODEJS_ENGINE: monitor.engineAddress,
    PULUMI_NODEJS_PROJECT: project,
    PULUMI_NODEJS_STACK: MOCK_RUN_STACK,
    PULUMI_NODEJS_ORGANIZATION: 'organization',
    PULUMI_NODEJS_DRY_RUN: mode === 'deploy' ? 'false' : 'true',
  };
}

function toResources(run: MockRunResult, lookup: RecordLookup): RegisteredResource[] {
  const stackUrns = new Set(
    run.registrations
      .filter((r) => r.type === 'pulumi:pulumi:Stack' && r.urn !== undefined)
      .map((r) => r.urn),
  );
  const origins = registrationOrigins(run);
  const resources: RegisteredResource[] = [];
  for (const registration of run.registrations) {
    if (registration.type === 'pulumi:pulumi:Stack') {
      continue;
    }
    const origin = registration.urn === undefined ? undefined : origins.get(registration.urn);
    resources.push({
      token: registration.type,
      name: registration.name,
      kind: 'resource',
      ...(origin === 'read' || origin === 'component' ? { registeredAs: origin } : {}),
      ...(registration.urn === undefined ? {} : { urn: registration.urn }),
      inputs: registration.inputs,
      ...(registration.parent === undefined || stackUrns.has(registration.parent)
        ? {}
        : { parent: registration.parent }),
      // An explicit provider (`{ provider }` option, `urn::id`) is a dependency as the engine sees it.
      dependsOn: [
        ...new Set([
          ...registration.dependencies.filter((urn) => !stackUrns.has(urn)),
          ...(registration.provider === undefined
            ? []
            : [registration.provider.split('::').slice(0, -1).join('::')]),
        ]),
      ],
    });
  }
  run.invokes.forEach((invoke, index) => {
    resources.push({
      token: invoke.token,
      name: `${lookup.byToken(invoke.token)?.tsName ?? invoke.token}#${index + 1}`,
      kind: 'function',
      inputs: invoke.inputs,
      dependsOn: [],
    });
  });
  return resources;
}

/** How a run is made and judged beyond the program and its configuration. */
export interface MockRunOptions {
  /** The run's made-up values (config stand-ins, lookup answers, deploy outputs). Default: fresh ones. */
  readonly standIns?: StandIns;
  /** The case's config values the run chose (stand-ins, compared literals), not the user. */
  readonly chosenConfig?: readonly string[];
  /**
   * `preview` (default) runs as `pulumi preview`; `deploy` as `pulumi up` would, against made-up ids and
   * outputs: callbacks on outputs run and branches on `isDryRun()` take the other way. Its program errors are
   * warnings (made-up outputs are not real ones).
   */
  readonly mode?: 'preview' | 'deploy';
}

/** A run that executed: what the parent observed, before the checks. */
interface ExecutedRun {
  readonly kind: 'executed';
  readonly verdict: RunVerdict;
  readonly locateStack: (stack: string) => ProgramLocation | undefined;
  readonly peakMemoryBytes?: number;
}

/** What judging one executed run needs beyond the run itself. */
interface CheckScope {
  readonly mode: 'preview' | 'deploy';
  /**
   * Deploy mode: the inputs the preview cases registered, by URN. Those registrations were checked there; the
   * deploy run checks only what the preview could not see (inputs it left unknown).
   */
  readonly previewInputs?: ReadonlyMap<string, Readonly<Record<string, unknown>>>;
  /** Preview mode: URNs the deploy run registered, whose policy-relevant inputs it made known. */
  readonly deployedUrns?: ReadonlySet<string>;
}

/** The parts of a report every run shares: timing, the sandbox line, the graph of what it registered. */
function reportOf(
  deps: MockRunDeps,
  started: number,
  findings: readonly Finding[],
  resources: readonly RegisteredResource[] = [],
  peakMemoryBytes?: number,
): MockRunReport {
  const lookup = createRecordLookup(deps.snapshot);
  return {
    findings,
    resources,
    mermaid: renderMermaid(resources, (token) => lookup.byToken(token)?.tsName ?? token),
    durationMs: performance.now() - started,
    sandbox: deps.sandbox.kind === 'ready' ? deps.sandbox.sandbox.description : deps.sandbox.reason,
    ...(peakMemoryBytes === undefined ? {} : { peakMemoryBytes }),
  };
}

/**
 * The run dir (read-only to the child): the transpiled program, the runner and its job (with the run's
 * nonce); the child writes only to its scratch tmpfs and the result file.
 */
function prepareRunDir(
  deps: MockRunDeps,
  program: ProgramFiles,
  nodeModules: string,
  job: { readonly nonce: string; readonly allowedPackages: readonly string[] },
): { readonly run: RunDir; readonly transpiled: readonly TranspiledFile[] } | string {
  const transpiled = transpileProgram(program);
  const entry = transpiled.find((file) => file.source === 'index.ts') ?? transpiled[0];
  if (entry === undefined) return 'the program has no TypeScript entry file (index.ts)';
  const run = createRunDir(deps.tempDir ?? tmpdir(), 'pulumi-gen-mock-');
  try {
    // The program runs from the run dir, resolving packages through a link to the project's node_modules;
    // the real path makes `@pulumi/pulumi` one module instance for the runner and the program.
    const programDir = join(run.dir, 'program');
    mkdirSync(programDir, { recursive: true });
    symlinkSync(realpathSync(nodeModules), join(run.dir, 'node_modules'), 'dir');
    for (const file of transpiled) {
      mkdirSync(dirname(join(programDir, file.output)), { recursive: true });
      writeFileSync(join(programDir, file.output), file.code);
    }
    writeFileSync(join(run.dir, 'runner.cjs'), MOCK_RUNNER_SOURCE);
    writeFileSync(
      join(run.dir, 'job.json'),
      JSON.stringify({
        programEntry: join(programDir, entry.output),
        programDir,
        resultFile: run.resultFile,
        nonce: job.nonce,
        allowedPackages: job.allowedPackages,
        allowedSdkSubmodules: allowedSdkSubmodules(),
        transformsSocket: join(run.dir, TRANSFORMS_SOCKET),
      }),
    );
    return { run, transpiled };
  } catch (error: unknown) {
    run.remove();
    throw error;
  }
}

/** The child's command, environment and limits: the language host's variables and nothing secret. */
function sandboxRequest(
  deps: MockRunDeps,
  context: RungContext,
  executing: {
    readonly run: RunDir;
    readonly nodeModules: string;
    readonly project: string;
    readonly monitor: RecordingMonitor;
    readonly mode: 'preview' | 'deploy';
    /** Aborted when the monitor stops recording (a program flooding the engine). */
    readonly flooded: AbortSignal;
  },
): SandboxRequest {
  const { run, nodeModules, project, monitor, mode, flooded } = executing;
  const diskBytes = deps.diskBytes ?? DEFAULT_DISK_BYTES;
  return {
    command: deps.nodePath,
    args: [
      '--max-old-space-size=1024',
      ...nodePermissions(run, [context.projectDir, realpathSync(nodeModules)]),
      join(run.dir, 'runner.cjs'),
      join(run.dir, 'job.json'),
    ],
    cwd: context.projectDir,
    env: {
      PATH: deps.pathEnv ?? dirname(deps.nodePath),
      HOME: run.scratchDir,
      TMPDIR: run.scratchDir,
      ...configEnv(project, context),
      ...languageHostEnv(monitor, project, mode),
      PULUMI_SKIP_UPDATE_CHECK: 'true',
      NODE_OPTIONS: '',
    },
    runDir: run.dir,
    scratchDir: run.scratchDir,
    diskBytes,
    resultFiles: [run.resultFile],
    // Equal to the tmpfs: a flood through one file fills the tmpfs (seen) rather than stopping at EFBIG.
    fileBytes: diskBytes,
    readOnlyPaths: [context.projectDir, nodeModules],
    network: 'none',
    memoryBytes: deps.memoryBytes ?? DEFAULT_MOCK_MEMORY_BYTES,
    pidsLimit: MOCK_PIDS_LIMIT,
    timeoutMs: deps.timeLimitMs ?? DEFAULT_MOCK_TIME_LIMIT_MS,
    signal: context.signal === undefined ? flooded : AbortSignal.any([context.signal, flooded]),
  };
}

/**
 * Executes the program once in the sandbox against the recording monitor, and decides from what the parent
 * observed (see `run-verdict.ts`). A report instead when nothing ran or the run cannot be judged further.
 */
async function executeRun(
  deps: MockRunDeps,
  program: ProgramFiles,
  context: RungContext,
  standIns: StandIns,
  mode: 'preview' | 'deploy',
  started: number,
): Promise<ExecutedRun | MockRunReport> {
  if (deps.sandbox.kind === 'unavailable') {
    return reportOf(deps, started, [finding('no-sandbox', deps.sandbox.reason)]);
  }
  const sandbox = deps.sandbox.sandbox;
  const nodeModules = findNodeModules(context.projectDir);
  if (nodeModules === undefined) {
    const message = `@pulumi/pulumi is not resolvable from ${context.projectDir}: install the project first`;
    return reportOf(deps, started, [finding('mock-setup', message)]);
  }
  const nonce = randomBytes(24).toString('hex');
  let run: RunDir | undefined;
  try {
    const allowedPackages = [...(context.allowedPackages ?? [])].filter((name) => name !== '@pulumi/pulumi');
    const prepared = prepareRunDir(deps, program, nodeModules, { nonce, allowedPackages });
    if (typeof prepared === 'string') return reportOf(deps, started, [finding('mock-setup', prepared)]);
    run = prepared.run;
    const project = projectName(context.projectDir);
    const lookup = createRecordLookup(deps.snapshot);
    // A program that floods the engine is stopped as soon as the monitor stops recording.
    const flooded = new AbortController();
    const transforms = await startTransformChannel(join(run.dir, TRANSFORMS_SOCKET));
    const monitor = await startRecordingMonitor({
      socketDir: run.dir,
      project,
      stack: MOCK_RUN_STACK,
      shapes: snapshotShapes((token) => lookup.byToken(token)),
      resourceOutputs: snapshotResourceOutputs(
        (token) => lookup.byToken(token),
        (pkg, path) => lookup.byPackagePath(pkg, path),
      ),
      standIns,
      listElement: listElements(
        lookup,
        (record) => deps.snapshot.manifest.providers[record.provider]?.package,
        packageOutputTypes(nodeModules),
        standIns,
      ),
      nonce,
      mode,
      onOverflow: () => flooded.abort(),
      transforms: transforms.invoke,
    }).catch((error: unknown) => {
      transforms.close();
      throw error;
    });
    const executing = { run, nodeModules, project, monitor, mode, flooded: flooded.signal };
    const outcome = await sandbox.run(sandboxRequest(deps, context, executing)).finally(() => {
      transforms.close();
      return monitor.close();
    });
    const peakMemoryBytes = 'peakMemoryBytes' in outcome ? outcome.peakMemoryBytes : undefined;
    const record = monitor.record();
    const stopped = stoppedRunFinding(deps, outcome, record.overflow);
    if (stopped !== undefined || outcome.kind !== 'exited') {
      return reportOf(deps, started, stopped === undefined ? [] : [stopped], [], peakMemoryBytes);
    }
    const result = readResultFile(run.resultFile, MAX_RESULT_BYTES);
    if (result.kind === 'too-large') {
      const message =
        `the mock runner's result passed ${MAX_RESULT_BYTES / 1024 ** 2} MiB ` +
        '(the program floods it with errors or calls?); it was not read';
      return reportOf(deps, started, [finding('result-too-large', message)], [], peakMemoryBytes);
    }
    const verdict = decideRun(record, outcome, result, nonce);
    const programDir = join(run.dir, 'program');
    const mapper: PositionMapper = sourceMapMapper(prepared.transpiled);
    return {
      kind: 'executed',
      verdict,
      locateStack: (stack) => locateInStack(stack, programDir, mapper),
      ...(peakMemoryBytes === undefined ? {} : { peakMemoryBytes }),
    };
  } catch (error: unknown) {
    const message = `the mock run could not be prepared: ${errorMessage(error)}`;
    return reportOf(deps, started, [finding('mock-setup', message)]);
  } finally {
    run?.remove();
  }
}

/** The one finding of a run the parent stopped or that could not be read: a flood, a time limit, a full disk. */
function stoppedRunFinding(
  deps: MockRunDeps,
  outcome: SandboxRunResult,
  overflow: string | undefined,
): Finding | undefined {
  if (overflow !== undefined) {
    return finding('monitor-cap', `the program sent the engine too much: ${overflow}`);
  }
  switch (outcome.kind) {
    case 'timed-out': {
      const seconds = Math.round((deps.timeLimitMs ?? DEFAULT_MOCK_TIME_LIMIT_MS) / 100) / 10;
      return finding(
        'timeout',
        `the program did not finish within ${seconds} s under mocks ` +
          '(an endless loop, a timer that never stops, or a promise that never settles?)',
      );
    }
    case 'aborted':
      return finding('aborted', 'the mock run was cancelled');
    case 'spawn-failed':
      return finding('mock-setup', `could not start ${deps.nodePath}: ${outcome.message}`);
    case 'exited': {
      if (outcome.diskCapReached !== true) return undefined;
      const cap = Math.round((deps.diskBytes ?? DEFAULT_DISK_BYTES) / 1024 ** 2);
      return finding(
        'disk-cap',
        `the program filled the mock run's disk cap of ${cap} MiB (it writes files?)`,
      );
    }
  }
}

/** Where each resource was constructed, from the stack at the constructor call (the runner's advice). */
function constructionSites(executed: ExecutedRun): Map<string, ProgramLocation> {
  const sites = new Map<string, ProgramLocation>();
  for (const call of executed.verdict.run.calls) {
    const location = executed.locateStack(call.stack);
    const key = `${call.token ?? ''}\u0000${call.name ?? ''}`;
    if (call.kind === 'resource' && location !== undefined && !sites.has(key)) sites.set(key, location);
  }
  return sites;
}

/** The findings of one executed run: the verdict's failures, violations, the program's errors, the schema. */
function checkRun(
  deps: MockRunDeps,
  program: ProgramFiles,
  executed: ExecutedRun,
  standIns: StandIns,
  chosenConfig: readonly string[],
  scope: CheckScope,
): Finding[] {
  const { run } = executed.verdict;
  const lookup = createRecordLookup(deps.snapshot);
  const records = referencedRecords(findProviderReferences(program), lookup);
  const callLocations = constructionSites(executed);
  const nameLocations = resourceNameLocations(program);
  // One throw often surfaces several times (the program's own rejection, then each promise chained on
  // it inside the runtime); report it once, from its first sighting.
  const distinct = distinctErrors(run.errors, MAX_ERROR_FINDINGS);
  const errorContext: ErrorContext = {
    locateStack: executed.locateStack,
    program,
    records,
    standIns,
    chosenConfig,
  };
  const errors = distinct.errors.map((error) => errorFinding(error, errorContext));
  if (distinct.more > 0) {
    errors.push(finding('program-error', `and ${distinct.more} more distinct errors of the program`));
  }
  const findings: Finding[] = [
    ...executed.verdict.failures,
    ...(run.violations ?? []).map((violation) => violationFinding(violation, executed.locateStack)),
    ...(scope.mode === 'deploy' ? errors.map(asDeployWarning) : errors),
  ];
  findings.push(
    ...validateRegistrations({
      run,
      snapshot: deps.snapshot,
      lookup,
      locate: (registration) =>
        callLocations.get(`${registration.type}\u0000${registration.name}`) ??
        callLocations.get(
          `${registration.type.replace(/^pulumi:providers:/, '')}\u0000${registration.name}`,
        ) ??
        nameLocations.get(registration.name),
      locateStack: executed.locateStack,
      program,
      madeUp: standIns.mentions,
      ...(scope.mode === 'deploy' ? { deployed: { previewInputs: scope.previewInputs ?? new Map() } } : {}),
      ...(scope.deployedUrns === undefined ? {} : { policyInputsKnownIn: scope.deployedUrns }),
    }),
  );
  return findings;
}

/**
 * Runs a program once under the mocks and checks what it registered. Never throws for anything the program
 * does: a throw, a hang, a crash of the child or a forged result is a finding.
 */
export async function runMockCheck(
  deps: MockRunDeps,
  program: ProgramFiles,
  context: RungContext,
  options: MockRunOptions = {},
): Promise<MockRunReport> {
  const started = performance.now();
  const standIns = options.standIns ?? createStandIns();
  const mode = options.mode ?? 'preview';
  const executed = await executeRun(deps, program, context, standIns, mode, started);
  if (!('kind' in executed)) return executed;
  const findings = checkRun(deps, program, executed, standIns, options.chosenConfig ?? [], { mode });
  const resources = toResources(executed.verdict.run, createRecordLookup(deps.snapshot));
  return reportOf(deps, started, findings, resources, executed.peakMemoryBytes);
}

/**
 * The mock-run rung: the program executes under `@pulumi/pulumi`'s runtime mocks in a fresh Node process
 * inside the OS sandbox (no network, no host files but its own run dir, nothing secret in its environment,
 * nothing outliving the run) and every registration is checked against the snapshot. Without a sandbox it
 * does not execute at all: it is skipped with the reason, and the run is not called verified. The ladder calls it only after the safety gate and typecheck passed.
 */
export function createMockRung(deps: MockRunDeps): Rung<'mock'> {
  return {
    name: 'mock',
    async check(program: ProgramFiles, context: RungContext, earlier): Promise<RungCheck<'mock'>> {
      if (deps.sandbox.kind === 'unavailable') {
        return { kind: 'skipped', reason: deps.sandbox.reason, unverified: true };
      }
      const reads = earlierDetails(earlier, 'typecheck')?.configReads ?? [];
      const standIns = createStandIns();
      const { cases, omitted } = configCases(reads, context.config, standIns);
      const previews = await runCases(deps, program, context, cases, standIns);
      const deploy = previews.every(({ findings }) => findings.every((f) => f.severity !== 'error'))
        ? await deployRun(deps, program, context, cases[0], standIns, previews)
        : undefined;
      const merged = mergeCaseRuns(previews, omitted, deploy, resourcesInApply(program));
      const unsupported = merged.kind === 'failed' ? unsupportedFeature(merged.findings) : undefined;
      if (unsupported !== undefined) return { kind: 'skipped', reason: unsupported, unverified: true };
      return merged.kind === 'skipped'
        ? merged
        : { ...merged, details: { ...merged.details, madeUpMarker: standIns.marker } };
    },
  };
}

/**
 * A run stopped by an engine feature the mock run does not offer (resource transforms) is not the program's
 * failure: the rung is skipped as unverified with that reason, and nothing goes to repair for it.
 */
function unsupportedFeature(findings: readonly Finding[]): string | undefined {
  const errors = findings.filter((f) => f.severity === 'error');
  const first = errors[0];
  return first !== undefined && errors.every((f) => f.code === UNSUPPORTED_TRANSFORMS)
    ? first.message
    : undefined;
}

/** One configuration case's run, executed, checked and reported. */
interface CaseRun {
  readonly case: ConfigCase;
  readonly context: RungContext;
  readonly chosen: readonly string[];
  readonly started: number;
  readonly executed: ExecutedRun | MockRunReport;
  readonly findings: readonly Finding[];
  readonly report: MockRunReport;
}

function caseContextOf(context: RungContext, configCase: ConfigCase): RungContext {
  return {
    ...context,
    config: configCase.config,
    secretConfigKeys: [...(context.secretConfigKeys ?? []), ...(configCase.secretKeys ?? [])],
  };
}

/** Checks an executed case (again, once the deploy run is known) and reports it. */
function judgeCase(
  deps: MockRunDeps,
  program: ProgramFiles,
  run: Omit<CaseRun, 'findings' | 'report'>,
  standIns: StandIns,
  scope: CheckScope,
): CaseRun {
  const { executed } = run;
  if (!('kind' in executed)) return { ...run, findings: executed.findings, report: executed };
  const findings = checkRun(deps, program, executed, standIns, run.chosen, scope);
  const resources = toResources(executed.verdict.run, createRecordLookup(deps.snapshot));
  return {
    ...run,
    findings,
    report: reportOf(deps, run.started, findings, resources, executed.peakMemoryBytes),
  };
}

/** Every configuration case as `pulumi preview` runs it. */
async function runCases(
  deps: MockRunDeps,
  program: ProgramFiles,
  context: RungContext,
  cases: readonly ConfigCase[],
  standIns: StandIns,
): Promise<CaseRun[]> {
  const runs: CaseRun[] = [];
  for (const configCase of cases) {
    const started = performance.now();
    const caseContext = caseContextOf(context, configCase);
    const chosen = Object.keys(configCase.config).filter((key) => !(key in context.config));
    const executed = await executeRun(deps, program, caseContext, standIns, 'preview', started);
    const run = { case: configCase, context: caseContext, chosen, started, executed };
    runs.push(judgeCase(deps, program, run, standIns, { mode: 'preview' }));
  }
  return runs;
}

/** The deploy run's case in the report: the default configuration, run as `pulumi up` would run it. */
export const DEPLOY_CASE_NAME = 'deploy run (as pulumi up, with made-up ids and outputs)';

function registrationsOf(run: ExecutedRun | MockRunReport): readonly RunRegistration[] {
  return 'kind' in run ? run.verdict.run.registrations : [];
}

/**
 * The default case once more, as `pulumi up` would run it: what `apply` callbacks declare on made-up ids,
 * what branches on `isDryRun()` do, and the values a preview leaves unknown. Its registrations that the
 * preview cases did not make are checked here; the preview cases are checked again knowing which resources
 * it made known (an unknown in a policy-relevant input it did not resolve is a finding there).
 */
async function deployRun(
  deps: MockRunDeps,
  program: ProgramFiles,
  context: RungContext,
  defaultCase: ConfigCase | undefined,
  standIns: StandIns,
  previews: CaseRun[],
): Promise<CaseRun | undefined> {
  if (defaultCase === undefined) return undefined;
  const started = performance.now();
  const caseContext = caseContextOf(context, defaultCase);
  const chosen = Object.keys(defaultCase.config).filter((key) => !(key in context.config));
  const executed = await executeRun(deps, program, caseContext, standIns, 'deploy', started);
  const deployedUrns = new Set(
    registrationsOf(executed).flatMap((r) => (r.urn === undefined ? [] : [r.urn])),
  );
  // What the previews registered, the default case first: the deploy run checks only what they left unknown.
  const previewInputs = new Map<string, Readonly<Record<string, unknown>>>();
  for (const registration of previews.flatMap((run) => registrationsOf(run.executed))) {
    if (registration.urn !== undefined && !previewInputs.has(registration.urn)) {
      previewInputs.set(registration.urn, registration.inputs);
    }
  }
  previews.forEach((run, index) => {
    previews[index] = judgeCase(deps, program, run, standIns, { mode: 'preview', deployedUrns });
  });
  const run = {
    case: { ...defaultCase, name: DEPLOY_CASE_NAME },
    context: caseContext,
    chosen,
    started,
    executed,
  };
  return judgeCase(deps, program, run, standIns, { mode: 'deploy', previewInputs });
}

/**
 * One rung check from the runs of every configuration case: findings once each (named by the case when not
 * every case had them), the union of the resources, and each case's own recording for the intent rung and
 * the report. The deploy run comes last: its findings are named by it unless a preview case had them too,
 * and its resources join the union only where the previews did not register them.
 */
function mergeCaseRuns(
  previews: readonly CaseRun[],
  omitted: number,
  deploy: CaseRun | undefined,
  staticWarnings: readonly Finding[],
): RungCheck<'mock'> {
  const keyOf = (item: Finding): string => `${item.severity}|${item.code ?? ''}|${item.message}`;
  const findings: Finding[] = [...staticWarnings];
  const seen = new Map<string, number>();
  for (const run of previews) {
    for (const item of run.report.findings) seen.set(keyOf(item), (seen.get(keyOf(item)) ?? 0) + 1);
  }
  const added = new Set<string>();
  for (const run of [...previews, ...(deploy === undefined ? [] : [deploy])]) {
    for (const item of run.report.findings) {
      const key = keyOf(item);
      if (added.has(key)) continue;
      added.add(key);
      const everyCase = seen.get(key) === previews.length;
      findings.push(everyCase ? item : { ...item, message: `[config: ${run.case.name}] ${item.message}` });
    }
  }
  if (omitted > 0) {
    findings.push(
      finding(
        'config-cases',
        `${omitted} more configuration case(s) were not run (cap ${MAX_CONFIG_CASES})`,
        {
          severity: 'warning',
        },
      ),
    );
  }
  const union = new Map<string, RegisteredResource>();
  const keyOfResource = (resource: RegisteredResource): string =>
    resource.urn ?? `${resource.kind}|${resource.token}|${resource.name}`;
  for (const run of previews) {
    for (const resource of run.report.resources) union.set(keyOfResource(resource), resource);
  }
  for (const resource of deploy?.report.resources ?? []) {
    if (!union.has(keyOfResource(resource))) union.set(keyOfResource(resource), resource);
  }
  if (
    previews.length > 0 &&
    previews.every((run) => run.report.findings.some((f) => f.code === 'refused-config'))
  ) {
    findings.push(
      finding(
        'refused-config',
        'the program refused every configuration the mock run tried, so none of it was checked; give the ' +
          'values it needs with --config KEY=VALUE',
      ),
    );
  }
  const runs = [...previews, ...(deploy === undefined ? [] : [deploy])];
  const richest = [...previews].sort((a, b) => b.report.resources.length - a.report.resources.length)[0];
  const details = {
    resources: [...union.values()],
    mermaid: richest?.report.mermaid ?? '',
    sandbox: runs[0]?.report.sandbox ?? '',
    cases: runs.map((run) => ({ case: run.case, resources: run.report.resources })),
  };
  return findings.some((item) => item.severity === 'error')
    ? { kind: 'failed', findings, details }
    : { kind: 'passed', warnings: findings, details };
}
