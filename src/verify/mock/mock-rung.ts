import { pulumiProjectName } from '../../shared/pulumi-yaml.js';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { errorMessage } from '../../shared/errors.js';
import type { Snapshot, SnapshotRecord } from '../../snapshot/types.js';
import type {
  ConfigCase,
  Finding,
  ProgramFiles,
  RegisteredResource,
  Rung,
  RungCheck,
  RungContext,
} from '../types.js';
import { configCases, MAX_CONFIG_CASES } from './config-cases.js';
import { renderMermaid } from './mermaid-graph.js';
import { snapshotShapes } from './output-shapes.js';
import type { SandboxChoice } from '../../sandbox/types.js';
import {
  lineText,
  locateInStack,
  resourceNameLocations,
  sourceMapMapper,
  type PositionMapper,
  type ProgramLocation,
} from './program-locations.js';
import { findProviderReferences, type ProviderReference } from './provider-references.js';
import { createRecordLookup, type RecordLookup } from './record-lookup.js';
import { parseRunResult, type MockRunResult, type RunError } from './run-result.js';
import { startRecordingMonitor, type MonitorRecord, type RecordingMonitor } from './recording-monitor.js';
import { MOCK_RUNNER_SOURCE } from './runner-source.js';
import { transpileProgram } from './transpile-program.js';
import { createStandIns, type StandIns } from './stand-ins.js';
import { validateRegistrations } from './validate-registrations.js';

export const DEFAULT_MOCK_TIME_LIMIT_MS = 30_000;
export const DEFAULT_MOCK_MEMORY_BYTES = 2 * 1024 ** 3;
/** The stack the program runs under: what a first `pulumi stack init` names it, never one that says "mock". */
export const MOCK_RUN_STACK = 'dev';
/** Processes and threads of one run (Node's workers and libuv pool, with room to spare). */
const MOCK_PIDS_LIMIT = 128;

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
 * project, its packages and the run dir, writes only to the run dir, no child processes, workers, addons
 * or WASI. The recorder's unix sockets are not file-system calls, so the engine connection still works.
 */
function nodePermissions(runDir: string, readable: readonly string[]): string[] {
  return [
    '--permission',
    ...[runDir, ...readable].map((path) => `--allow-fs-read=${path}`),
    `--allow-fs-write=${runDir}`,
  ];
}

/** The language host's variables: where the engine is, and that this is a preview of project/stack. */
function languageHostEnv(monitor: RecordingMonitor, project: string): Record<string, string> {
  return {
    PULUMI_NODEJS_MONITOR: monitor.monitorAddress,
    PULUMI_NODEJS_ENGINE: monitor.engineAddress,
    PULUMI_NODEJS_PROJECT: project,
    PULUMI_NODEJS_STACK: MOCK_RUN_STACK,
    PULUMI_NODEJS_ORGANIZATION: 'organization',
    PULUMI_NODEJS_DRY_RUN: 'true',
  };
}

/**
 * The run as the checks see it: registrations and invokes from the parent's record (the truth), the
 * child's advice (argument keys, call stacks, errors) from its result file when it wrote a readable one.
 * A run whose stack never got its outputs did not reach its end, whatever the child says.
 */
function recordedRun(record: MonitorRecord, resultFile: string): MockRunResult {
  let advice: MockRunResult | undefined;
  try {
    advice = existsSync(resultFile) ? parseRunResult(readFileSync(resultFile, 'utf8')) : undefined;
  } catch {
    advice = undefined;
  }
  const engineErrors: RunError[] = record.logs
    .filter((log) => log.severity === 'error')
    .map((log) => ({ kind: 'program-error', name: 'Error', message: log.message, stack: '' }));
  const errors = [...(advice?.errors ?? []), ...engineErrors];
  if (!record.completed && errors.length === 0) {
    errors.push({
      kind: 'runner-error',
      name: 'Error',
      message: 'the program did not run to its end (the stack never registered its outputs)',
      stack: '',
    });
  }
  return {
    registrations: record.registrations,
    invokes: record.invokes,
    calls: advice?.calls ?? [],
    errors,
    completed: record.completed,
  };
}

function finding(code: string, message: string, extra: Partial<Finding> = {}): Finding {
  return { rung: 'mock', severity: 'error', code, message, ...extra };
}

/** The records of the provider members the program names, for finding subjects. */
function referencedRecords(references: readonly ProviderReference[], lookup: RecordLookup): SnapshotRecord[] {
  const records = new Map<string, SnapshotRecord>();
  for (const reference of references) {
    const record = lookup.byPackagePath(reference.package, reference.path.replace(/Output$/, ''));
    if (record !== undefined) {
      records.set(record.token, record);
    }
  }
  return [...records.values()];
}

const ERROR_LABEL: Readonly<Record<RunError['kind'], string>> = {
  'uncaught-exception': 'uncaught exception',
  'unhandled-rejection': 'unhandled promise rejection',
  'program-error': 'the program threw',
  'runner-error': 'the mock runner failed',
};

/** What an error finding needs beside the error: where it happened and what the run made up. */
interface ErrorContext {
  readonly locateStack: (stack: string) => ProgramLocation | undefined;
  readonly program: ProgramFiles;
  readonly records: readonly SnapshotRecord[];
  readonly standIns: StandIns;
  /** The case's config values the run chose (stand-ins, compared literals), not the user. */
  readonly chosenConfig: readonly string[];
}

/**
 * A throw that is not the program's fault as written: it failed on a value the run made up (a stand-in
 * config value, a lookup's made-up answer, which a real preview replaces), or the program's own `throw`
 * refused a configuration the run chose ("stage must be PROD or CODE"). Reported, never sent to repair.
 */
function notTheProgramsFault(error: RunError, context: ErrorContext, line: string): Finding | undefined {
  if (context.standIns.mentions(error.message)) {
    return {
      rung: 'mock',
      severity: 'warning',
      code: 'made-up-value',
      message:
        'the program failed on a value the mock run made up (a config value you did not give, or a ' +
        `lookup's answer; a real preview has the real one): ${error.message.replace(/\s*\n\s*/g, ' ')}`,
    };
  }
  if (error.kind === 'program-error' && /\bthrow\b/.test(line) && context.chosenConfig.length > 0) {
    return {
      rung: 'mock',
      severity: 'warning',
      code: 'refused-config',
      message:
        `the program refuses this configuration on purpose (${context.chosenConfig.join(', ')} chosen by ` +
        `the mock run): ${error.message.replace(/\s*\n\s*/g, ' ')}`,
    };
  }
  return undefined;
}

function errorFinding(error: RunError, context: ErrorContext): Finding {
  const { locateStack, program, records } = context;
  const location = locateStack(error.stack);
  const text = location === undefined ? '' : lineText(program, location);
  const excused = notTheProgramsFault(error, context, text);
  if (excused !== undefined) {
    return location === undefined ? excused : { ...excused, file: location.file, line: location.line };
  }
  // The provider members named on the failing line: `new aws.s3.Bucket(` → the Bucket record's schema.
  const subjects = records
    .filter((record) => {
      const member = record.tsName.split('.').slice(1).join('.');
      return member !== '' && new RegExp(`\\b${member.replace(/\./g, '\\.')}\\b`).test(text);
    })
    .map((record) => record.tsName);
  const missing = /Missing required property '([^']+)'/.exec(error.message);
  // Node appends the require stack (temp paths) to module errors; it says nothing the first line does not.
  const ownText = error.message.replace(/\n\s*Require stack:[\s\S]*$/, '');
  const message = `${ERROR_LABEL[error.kind]}: ${error.name === 'Error' ? '' : `${error.name}: `}${ownText}`;
  return finding(missing === null ? error.kind : 'missing-input', message.replace(/\s*\n\s*/g, ' '), {
    ...(location === undefined ? {} : { file: location.file, line: location.line }),
    ...(subjects.length + (missing === null ? 0 : 1) > 0
      ? { subjects: [...subjects, ...(missing?.[1] === undefined ? [] : [missing[1]])] }
      : {}),
  });
}

function toResources(run: MockRunResult, lookup: RecordLookup): RegisteredResource[] {
  const stackUrns = new Set(
    run.registrations
      .filter((r) => r.type === 'pulumi:pulumi:Stack' && r.urn !== undefined)
      .map((r) => r.urn),
  );
  const resources: RegisteredResource[] = [];
  for (const registration of run.registrations) {
    if (registration.type === 'pulumi:pulumi:Stack') {
      continue;
    }
    resources.push({
      token: registration.type,
      name: registration.name,
      kind: 'resource',
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

/**
 * Runs a program once under the mocks and checks what it registered. Never throws for anything the program
 * does: a throw, a hang or a crash of the child is a finding.
 */
export async function runMockCheck(
  deps: MockRunDeps,
  program: ProgramFiles,
  context: RungContext,
  standIns: StandIns = createStandIns(),
  chosenConfig: readonly string[] = [],
): Promise<MockRunReport> {
  const started = performance.now();
  const lookup = createRecordLookup(deps.snapshot);
  const references = findProviderReferences(program);
  const records = referencedRecords(references, lookup);
  const timeLimitMs = deps.timeLimitMs ?? DEFAULT_MOCK_TIME_LIMIT_MS;
  const sandboxLine = deps.sandbox.kind === 'ready' ? deps.sandbox.sandbox.description : deps.sandbox.reason;
  let peakMemoryBytes: number | undefined;
  const done = (
    findings: readonly Finding[],
    resources: readonly RegisteredResource[] = [],
  ): MockRunReport => ({
    findings,
    resources,
    mermaid: renderMermaid(resources, (token) => lookup.byToken(token)?.tsName ?? token),
    durationMs: performance.now() - started,
    sandbox: sandboxLine,
    ...(peakMemoryBytes === undefined ? {} : { peakMemoryBytes }),
  });
  if (deps.sandbox.kind === 'unavailable') {
    return done([finding('no-sandbox', deps.sandbox.reason)]);
  }
  const sandbox = deps.sandbox.sandbox;

  const nodeModules = findNodeModules(context.projectDir);
  if (nodeModules === undefined) {
    return done([
      finding(
        'mock-setup',
        `@pulumi/pulumi is not resolvable from ${context.projectDir}: install the project first`,
      ),
    ]);
  }
  const runDir = mkdtempSync(join(deps.tempDir ?? tmpdir(), 'pulumi-gen-mock-'));
  try {
    // The program runs from the run dir, resolving packages through a link to the project's node_modules;
    // the real path makes `@pulumi/pulumi` one module instance for the runner and the program.
    const programDir = join(runDir, 'program');
    const homeDir = join(runDir, 'home');
    mkdirSync(programDir, { recursive: true });
    mkdirSync(homeDir);
    symlinkSync(realpathSync(nodeModules), join(runDir, 'node_modules'), 'dir');
    const transpiled = transpileProgram(program);
    const entry = transpiled.find((file) => file.source === 'index.ts') ?? transpiled[0];
    if (entry === undefined) {
      return done([finding('mock-setup', 'the program has no TypeScript entry file (index.ts)')]);
    }
    for (const file of transpiled) {
      mkdirSync(dirname(join(programDir, file.output)), { recursive: true });
      writeFileSync(join(programDir, file.output), file.code);
    }
    const project = projectName(context.projectDir);
    const resultFile = join(runDir, 'result.json');
    const jobFile = join(runDir, 'job.json');
    writeFileSync(join(runDir, 'runner.cjs'), MOCK_RUNNER_SOURCE);
    writeFileSync(
      jobFile,
      JSON.stringify({
        programEntry: join(programDir, entry.output),
        programDir,
        resultFile,
      }),
    );
    const monitor = await startRecordingMonitor({
      socketDir: runDir,
      project,
      stack: MOCK_RUN_STACK,
      shapes: snapshotShapes((token) => lookup.byToken(token)),
      standIns,
    });
    const outcome = await sandbox
      .run({
        command: deps.nodePath,
        args: [
          '--max-old-space-size=1024',
          ...nodePermissions(runDir, [context.projectDir, realpathSync(nodeModules)]),
          join(runDir, 'runner.cjs'),
          jobFile,
        ],
        cwd: context.projectDir,
        env: {
          PATH: deps.pathEnv ?? dirname(deps.nodePath),
          HOME: homeDir,
          TMPDIR: runDir,
          ...configEnv(project, context),
          ...languageHostEnv(monitor, project),
          PULUMI_SKIP_UPDATE_CHECK: 'true',
          NODE_OPTIONS: '',
        },
        runDir,
        readOnlyPaths: [context.projectDir, nodeModules],
        network: 'none',
        memoryBytes: deps.memoryBytes ?? DEFAULT_MOCK_MEMORY_BYTES,
        pidsLimit: MOCK_PIDS_LIMIT,
        timeoutMs: timeLimitMs,
        ...(context.signal === undefined ? {} : { signal: context.signal }),
      })
      .finally(() => monitor.close());
    const record = monitor.record();
    peakMemoryBytes = 'peakMemoryBytes' in outcome ? outcome.peakMemoryBytes : undefined;
    if (outcome.kind === 'timed-out') {
      return done([
        finding(
          'timeout',
          `the program did not finish within ${Math.round(timeLimitMs / 100) / 10} s under mocks ` +
            '(an endless loop, or a promise that never settles?)',
        ),
      ]);
    }
    if (outcome.kind === 'aborted') {
      return done([finding('aborted', 'the mock run was cancelled')]);
    }
    if (outcome.kind === 'spawn-failed') {
      return done([finding('mock-setup', `could not start ${deps.nodePath}: ${outcome.message}`)]);
    }
    if (!existsSync(resultFile) && !record.completed) {
      const tail = outcome.stderr.trim().split('\n').slice(-5).join(' ');
      return done([
        finding(
          'mock-crash',
          `the program's process exited (code ${outcome.code ?? outcome.signal}) without a result: ${tail}`,
        ),
      ]);
    }
    const run = recordedRun(record, resultFile);
    const mapper: PositionMapper = sourceMapMapper(transpiled);
    const locateStack = (stack: string): ProgramLocation | undefined =>
      locateInStack(stack, programDir, mapper);
    // Where each resource was constructed, from the stack at the constructor call; the name literal in
    // the source is the fallback for resources made outside the wrapped provider packages.
    const callLocations = new Map<string, ProgramLocation>();
    for (const call of run.calls) {
      const location = locateStack(call.stack);
      const key = `${call.token ?? ''}\u0000${call.name ?? ''}`;
      if (call.kind === 'resource' && location !== undefined && !callLocations.has(key)) {
        callLocations.set(key, location);
      }
    }
    const nameLocations = resourceNameLocations(program);
    // One throw often surfaces several times (the program's own rejection, then each promise chained on
    // it inside the runtime); report it once, from its first sighting.
    const distinct = run.errors.filter(
      (error, index) => run.errors.findIndex((other) => other.message === error.message) === index,
    );
    const errorContext: ErrorContext = { locateStack, program, records, standIns, chosenConfig };
    const findings: Finding[] = distinct.map((error) => errorFinding(error, errorContext));
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
        locateStack,
        program,
        madeUp: standIns.mentions,
      }),
    );
    return done(findings, toResources(run, lookup));
  } catch (error: unknown) {
    return done([finding('mock-setup', `the mock run could not be prepared: ${errorMessage(error)}`)]);
  } finally {
    rmSync(runDir, { recursive: true, force: true });
  }
}

/**
 * The mock-run rung: the program executes under `@pulumi/pulumi`'s runtime mocks in a fresh Node process
 * inside the OS sandbox (no network, no host files but its own run dir, nothing secret in its environment,
 * nothing outliving the run) and every registration is checked against the snapshot. Without a sandbox it
 * does not execute at all: it is skipped with the reason, and the run is not called verified. The ladder calls it only after the safety gate and typecheck passed.
 */
export function createMockRung(deps: MockRunDeps): Rung {
  return {
    name: 'mock',
    async check(program: ProgramFiles, context: RungContext, earlier): Promise<RungCheck> {
      if (deps.sandbox.kind === 'unavailable') {
        return { kind: 'skipped', reason: deps.sandbox.reason, unverified: true };
      }
      const typecheck = earlier?.get('typecheck');
      const reads = (typecheck?.kind === 'passed' ? typecheck.details?.configReads : undefined) ?? [];
      const standIns = createStandIns();
      const { cases, omitted } = configCases(reads, context.config, standIns);
      const runs: { readonly case: ConfigCase; readonly report: MockRunReport }[] = [];
      for (const configCase of cases) {
        const caseContext: RungContext = {
          ...context,
          config: configCase.config,
          secretConfigKeys: [...(context.secretConfigKeys ?? []), ...(configCase.secretKeys ?? [])],
        };
        const chosen = Object.keys(configCase.config).filter((key) => !(key in context.config));
        runs.push({
          case: configCase,
          report: await runMockCheck(deps, program, caseContext, standIns, chosen),
        });
      }
      return mergeCaseRuns(runs, omitted);
    },
  };
}

/**
 * One rung check from the runs of every configuration case: findings once each (named by the case when not
 * every case had them), the union of the resources, and each case's own recording for the intent rung and
 * the report.
 */
function mergeCaseRuns(
  runs: readonly { readonly case: ConfigCase; readonly report: MockRunReport }[],
  omitted: number,
): RungCheck {
  const findings: Finding[] = [];
  const seen = new Map<string, number>();
  for (const run of runs) {
    for (const item of run.report.findings) {
      const key = `${item.severity}|${item.code ?? ''}|${item.message}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
  }
  const added = new Set<string>();
  for (const run of runs) {
    for (const item of run.report.findings) {
      const key = `${item.severity}|${item.code ?? ''}|${item.message}`;
      if (added.has(key)) continue;
      added.add(key);
      const everyCase = seen.get(key) === runs.length;
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
  for (const run of runs) {
    for (const resource of run.report.resources) {
      union.set(resource.urn ?? `${resource.kind}|${resource.token}|${resource.name}`, resource);
    }
  }
  if (runs.length > 0 && runs.every((run) => run.report.findings.some((f) => f.code === 'refused-config'))) {
    findings.push(
      finding(
        'refused-config',
        'the program refused every configuration the mock run tried, so none of it was checked; give the ' +
          'values it needs with --config KEY=VALUE',
      ),
    );
  }
  const richest = [...runs].sort((a, b) => b.report.resources.length - a.report.resources.length)[0];
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
