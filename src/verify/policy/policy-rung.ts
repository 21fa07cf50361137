import { escapeRegExp } from '../../shared/escape-regexp.js';
import { packageRoot } from '../../shared/paths.js';
import type { SandboxChoice } from '../../sandbox/types.js';
import type {
  ConfigCaseRun,
  Finding,
  ProgramFiles,
  RegisteredResource,
  Rung,
  RungCheck,
  RungContext,
  EarlierChecks,
} from '../types.js';
import { earlierDetails } from '../rung-details.js';
import { resourceNameLocations, type ProgramLocation } from '../mock/program-locations.js';
import type { PackAnalysis } from './analyzer.js';
import {
  baselineOpenedPorts,
  baselinePolicyPack,
  inProcessAnalyzer,
  isBaselineViolation,
} from './baseline-pack.js';
import { createPolicyResolution, previewPolicyConfig, type PackLevels } from './resolve-pack.js';
import { runPackInSandbox } from './sandboxed-pack.js';
import { statedSettingWaiver } from './stated-settings.js';
import type { PolicyMode, PolicyPackConfig, PolicyPackRun, PolicyViolation } from './types.js';
import REQUESTED_EXPOSURE from './requested-exposure.json' with { type: 'json' };

export interface PolicyRungDeps {
  readonly mode: PolicyMode;
  /** The repository's pack directories (`--policy-pack`); none: the bundled baseline runs. */
  readonly packDirs: readonly string[];
  /** `--policy-config`: per-policy enforcement levels (`disabled` turns one off), for every pack. */
  readonly config?: PolicyPackConfig;
  /**
   * Where repository packs run (the mock run's choice): an OS sandbox, the explicit `none`, or the reason
   * there is none, in which case a run with repository packs is skipped and not called verified. The bundled
   * baseline runs in-process and needs none.
   */
  readonly sandbox: SandboxChoice;
  /** The Node executable for a pack's child process (the entry passes `process.execPath`). */
  readonly nodePath: string;
  readonly tempDir?: string;
  /** Wall-clock limit of one pack's run (default 60 s). */
  readonly packTimeLimitMs?: number;
  /** At most this many findings of each severity go into the check (default 10); details keep them all. */
  readonly maxFindings?: number;
}

/** What the policy rung reports beyond its findings: which packs ran and every violation, per resource. */
export interface PolicyRunDetails {
  readonly packs: readonly PolicyPackRun[];
  readonly violations: readonly PolicyViolation[];
  /** Registered resources the policies saw (in the largest configuration case). */
  readonly resourcesChecked: number;
}

/** A policy that threw on some resource: the program is not known to comply. */
interface PolicyCrash {
  readonly packName: string;
  readonly message: string;
}

/** One pack's word on every case: what ran, the violations, the crashes; or why it said nothing usable. */
type PackOutcome =
  | {
      readonly kind: 'ran';
      readonly run: PolicyPackRun;
      readonly violations: readonly PolicyViolation[];
      readonly crashes: readonly PolicyCrash[];
    }
  | { readonly kind: 'failed'; readonly message: string };

const resolution = createPolicyResolution();

function mockCases(earlier: EarlierChecks | undefined): readonly ConfigCaseRun[] | undefined {
  const mock = earlierDetails(earlier, 'mock');
  if (mock?.resources === undefined) return undefined;
  const cases = mock.cases ?? [];
  return cases.length > 0 ? cases : [{ case: { name: 'default', config: {} }, resources: mock.resources }];
}

/** One violation per policy, resource and message, with the configuration cases that produced it. */
function mergeCases(
  runs: readonly { readonly name: string; readonly violations: readonly PolicyViolation[] }[],
): PolicyViolation[] {
  const merged = new Map<string, { violation: PolicyViolation; cases: string[] }>();
  for (const run of runs) {
    for (const violation of run.violations) {
      const key = JSON.stringify([
        violation.packName,
        violation.policyName,
        violation.urn,
        violation.message,
      ]);
      const entry = merged.get(key) ?? { violation, cases: [] };
      entry.cases.push(run.name);
      merged.set(key, entry);
    }
  }
  return [...merged.values()].map(({ violation, cases }) =>
    runs.length > 1 && cases.length < runs.length ? { ...violation, cases } : violation,
  );
}

function violationFinding(
  violation: PolicyViolation,
  locations: ReadonlyMap<string, ProgramLocation>,
): Finding {
  const location = violation.resourceName === undefined ? undefined : locations.get(violation.resourceName);
  const subject =
    violation.token === undefined ? 'the stack' : `${violation.token} '${violation.resourceName ?? ''}'`;
  const when = violation.cases === undefined ? '' : ` (config: ${violation.cases.join('; ')})`;
  return {
    rung: 'policy',
    severity: violation.enforcementLevel === 'mandatory' ? 'error' : 'warning',
    code: `policy/${violation.policyName}`,
    message:
      `policy '${violation.policyName}' (${violation.packName}@${violation.packVersion}) on ${subject}${when}: ${violation.message}`
        .replace(/\s*\n\s*/g, ' ')
        .trim(),
    ...(location === undefined ? {} : { file: location.file, line: location.line }),
    ...(violation.token === undefined ? {} : { subjects: [violation.token] }),
  };
}

const EXPOSURE_POLICIES: ReadonlySet<string> = new Set(REQUESTED_EXPOSURE.policies);
const PORT_WORDS: Readonly<Record<string, readonly string[]>> = REQUESTED_EXPOSURE.ports;

function namesWord(text: string, word: string): boolean {
  return new RegExp(`(?<![\\w-])${escapeRegExp(word)}(?![\\w-])`).test(text);
}

/**
 * The request asks for access to every port the violation opens ("allows SSH on port 22", "RDP access") in
 * a sentence that names no source for it: it said who may connect only by not restricting it.
 */
function portsAskedFor(message: string, text: string): boolean {
  const sentences = text.split(/(?<=[.!?;])\s+/);
  const ports = baselineOpenedPorts(message);
  return (
    ports.length > 0 &&
    ports.every((port) =>
      sentences.some(
        (sentence) =>
          !namesWord(sentence, 'from') &&
          [`port ${port}`, ...(PORT_WORDS[port] ?? [])].some((word) => namesWord(sentence, word)),
      ),
    )
  );
}

/**
 * Why an enforced exposure violation of the bundled baseline (see `requested-exposure.json`) is reported
 * instead (a repository pack is the user's own statement and is never waived): the request asks for
 * this access, or there is no request and the program's own choice is all there is to go by. A repair round
 * that closed the port would undo what was asked. Undefined: it stays enforced.
 */
function exposureWaiver(violation: PolicyViolation, context: RungContext): string | undefined {
  if (
    violation.enforcementLevel !== 'mandatory' ||
    !isBaselineViolation(violation) ||
    !EXPOSURE_POLICIES.has(violation.policyName)
  )
    return undefined;
  if (context.intent === 'not-requested') {
    return "there is no request to say who should reach it, so the program's choice is reported, not enforced: give --request to judge it against one";
  }
  if (context.requestText === undefined) return undefined;
  const text = context.requestText.toLowerCase();
  const asked =
    REQUESTED_EXPOSURE.phrases.some((phrase) => text.includes(phrase)) ||
    portsAskedFor(violation.message, text);
  return asked ? 'the request asks for this access, so it is reported, not enforced' : undefined;
}

function waived(violation: PolicyViolation, reason: string): PolicyViolation {
  return { ...violation, enforcementLevel: 'advisory', message: `${violation.message} (${reason})` };
}

/**
 * A provider's identity (the role it assumes, the account it signs in to) that is a value the mock run made up:
 * the user's configuration decides it, not the program, so the violation is reported for them to check, not
 * sent to a repair that would hard-code an identity. Only the identity the violation names counts: a made-up
 * region beside a hard-coded foreign role leaves the violation enforced.
 */
function identityMadeUp(violation: PolicyViolation, marker: string | undefined): boolean {
  return (
    marker !== undefined &&
    violation.token?.startsWith('pulumi:providers:') === true &&
    violation.message.includes(marker)
  );
}

function fromConfig(violation: PolicyViolation): PolicyViolation {
  return {
    ...violation,
    enforcementLevel: 'advisory',
    message:
      `${violation.message} (the identity comes from configuration you did not give, so the run made it up: ` +
      'check the value you set before `pulumi up`)',
  };
}

function crashFinding(crash: PolicyCrash): Finding {
  return {
    rung: 'policy',
    severity: 'error',
    code: 'policy-crashed',
    message: `a policy of pack '${crash.packName}' threw, so the program is not known to comply: ${crash.message}`,
  };
}

/** The analyzer's diagnostics as violations of the case's recorded resources (looked up here, by URN). */
function violationsOf(
  analysis: PackAnalysis,
  resources: readonly RegisteredResource[],
  pack: { readonly name: string; readonly version: string },
): PolicyViolation[] {
  const byUrn = new Map(resources.filter((r) => r.urn !== undefined).map((r) => [r.urn, r]));
  return analysis.diagnostics.map((diagnostic) => {
    const resource = diagnostic.urn === undefined ? undefined : byUrn.get(diagnostic.urn);
    return {
      ...diagnostic,
      packName: pack.name,
      packVersion: pack.version,
      ...(resource === undefined ? {} : { token: resource.token, resourceName: resource.name }),
    };
  });
}

/** A pack's analyses of every case, merged: violations once each (with their cases), crashes once each. */
function outcomeOf(
  pack: PackLevels & { readonly name: string; readonly version: string },
  run: Omit<PolicyPackRun, 'policies'>,
  analyses: readonly PackAnalysis[],
  cases: readonly ConfigCaseRun[],
  deps: PolicyRungDeps,
): PackOutcome {
  const perCase = cases.map((caseRun, index) => ({
    name: caseRun.case.name,
    violations: violationsOf(analyses[index] ?? { diagnostics: [], crashes: [] }, caseRun.resources, pack),
  }));
  const crashes = analyses.flatMap((analysis) =>
    analysis.crashes.map((message) => ({ packName: pack.name, message })),
  );
  const policies = pack.policies.filter(
    (policy) => resolution.effectiveLevel(pack, policy, deps.mode, deps.config) !== 'disabled',
  ).length;
  return {
    kind: 'ran',
    run: { ...run, policies },
    violations: mergeCases(perCase),
    crashes: dedupe(crashes),
  };
}

/** The bundled baseline, in this process. */
async function baselineOutcome(cases: readonly ConfigCaseRun[], deps: PolicyRungDeps): Promise<PackOutcome> {
  const pack = baselinePolicyPack();
  const resolved = resolution.resolvePack(pack, deps.mode, deps.config);
  const analyses: PackAnalysis[] = [];
  for (const run of cases) analyses.push(await inProcessAnalyzer.analyze(resolved, run.resources));
  const preview =
    pack.dir === undefined
      ? {}
      : { preview: { dir: pack.dir, config: previewPolicyConfig(pack, deps.mode, deps.config) } };
  return outcomeOf(
    pack,
    { name: pack.name, version: pack.version, origin: 'baseline', ...preview },
    analyses,
    cases,
    deps,
  );
}

/** A repository's pack, in the sandbox. */
async function repositoryOutcome(
  dir: string,
  cases: readonly ConfigCaseRun[],
  deps: PolicyRungDeps & { readonly sandbox: SandboxChoice & { readonly kind: 'ready' } },
  context: RungContext,
): Promise<PackOutcome> {
  const ran = await runPackInSandbox(
    {
      sandbox: deps.sandbox.sandbox,
      nodePath: deps.nodePath,
      ownDir: ownPackageDir(),
      ...(deps.tempDir === undefined ? {} : { tempDir: deps.tempDir }),
      ...(deps.packTimeLimitMs === undefined ? {} : { timeLimitMs: deps.packTimeLimitMs }),
    },
    {
      dir,
      cases,
      mode: deps.mode,
      fallbackDirs: [context.projectDir],
      ...(deps.config === undefined ? {} : { config: deps.config }),
      ...(context.signal === undefined ? {} : { signal: context.signal }),
    },
  );
  if (ran.kind === 'failed') return ran;
  const pack = { ...ran.pack, version: ran.version };
  const preview = { dir: ran.dir, config: previewPolicyConfig(pack, deps.mode, deps.config) };
  return outcomeOf(
    pack,
    { name: pack.name, version: pack.version, origin: 'repository', preview },
    ran.cases,
    cases,
    deps,
  );
}

/** pulumi-gen's own package (its `@pulumi/policy` serves packs without one); absent in the action bundle. */
function ownPackageDir(): string | undefined {
  try {
    return packageRoot();
  } catch {
    return undefined;
  }
}

function dedupe(crashes: readonly PolicyCrash[]): PolicyCrash[] {
  return [...new Map(crashes.map((crash) => [`${crash.packName}\0${crash.message}`, crash])).values()];
}

/**
 * The policy rung: CrossGuard packs against what the mock run registered, in every configuration case it
 * ran. Mandatory violations fail the rung and go to the repair loop with the resource's token as subject;
 * advisory ones are warnings. The generated program never runs here: only the recorded registrations do.
 */
export function createPolicyRung(deps: PolicyRungDeps): Rung<'policy'> {
  const max = deps.maxFindings ?? 10;
  return {
    name: 'policy',
    async check(program: ProgramFiles, context: RungContext, earlier): Promise<RungCheck<'policy'>> {
      if (deps.mode === 'off') {
        return { kind: 'skipped', reason: 'policy checks are off (--policy off)' };
      }
      const cases = mockCases(earlier);
      const marker = earlierDetails(earlier, 'mock')?.madeUpMarker;
      if (cases === undefined) {
        return { kind: 'skipped', reason: 'the mock run recorded no resources to check policies against' };
      }
      const sandbox = deps.sandbox;
      if (deps.packDirs.length > 0 && sandbox.kind === 'unavailable') {
        return {
          kind: 'skipped',
          reason: `${sandbox.reason}: the repository's policy packs were not run`,
          unverified: true,
        };
      }
      const outcomes: PackOutcome[] = [];
      if (deps.packDirs.length === 0) outcomes.push(await baselineOutcome(cases, deps));
      for (const dir of deps.packDirs) {
        if (sandbox.kind === 'ready')
          outcomes.push(await repositoryOutcome(dir, cases, { ...deps, sandbox }, context));
      }
      const ran = outcomes.flatMap((outcome) => (outcome.kind === 'ran' ? [outcome] : []));
      const resources = cases.flatMap((run) => run.resources);
      const violations = ran
        .flatMap((outcome) => outcome.violations)
        .map((v) => {
          const reason = exposureWaiver(v, context) ?? statedSettingWaiver(v, context.plan, resources);
          return reason === undefined ? v : waived(v, reason);
        })
        .map((v) => (v.enforcementLevel === 'mandatory' && identityMadeUp(v, marker) ? fromConfig(v) : v));
      const largest = Math.max(0, ...cases.map((run) => countResources(run.resources)));
      const details = {
        policy: { packs: ran.map((outcome) => outcome.run), violations, resourcesChecked: largest },
      };
      // Registrations carry only the name: findings point at the line that declares the resource.
      const locations = resourceNameLocations(program);
      const finding = (violation: PolicyViolation) => violationFinding(violation, locations);
      const errors = [
        ...outcomes.flatMap((outcome): Finding[] =>
          outcome.kind === 'failed'
            ? [{ rung: 'policy', severity: 'error', code: 'policy-pack-error', message: outcome.message }]
            : [],
        ),
        ...ran.flatMap((outcome) => outcome.crashes.map(crashFinding)),
        ...violations.filter((v) => v.enforcementLevel === 'mandatory').map(finding),
      ];
      const warnings = violations.filter((v) => v.enforcementLevel === 'advisory').map(finding);
      return errors.length > 0
        ? { kind: 'failed', findings: [...errors.slice(0, max), ...warnings.slice(0, max)], details }
        : { kind: 'passed', warnings: warnings.slice(0, max), details };
    },
  };
}

function countResources(resources: readonly RegisteredResource[]): number {
  return resources.filter((resource) => resource.kind === 'resource').length;
}
