import { errorMessage } from '../../shared/errors.js';
import type {
  ConfigCaseRun,
  Finding,
  ProgramFiles,
  RegisteredResource,
  Rung,
  RungCheck,
  RungContext,
  RungName,
} from '../types.js';
import { resourceNameLocations, type ProgramLocation } from '../mock/program-locations.js';
import { analyzePack, type PolicyCrash } from './analyzer.js';
import { baselinePolicyPack } from './baseline-pack.js';
import type { PolicyPackLoader } from './load-pack.js';
import { previewPolicyConfig, resolvePack } from './resolve-pack.js';
import type {
  LoadedPolicyPack,
  PolicyMode,
  PolicyPackConfig,
  PolicyPackRun,
  PolicyViolation,
} from './types.js';

export interface PolicyRungDeps {
  readonly mode: PolicyMode;
  /** The repository's pack directories (`--policy-pack`); none: the bundled baseline runs. */
  readonly packDirs: readonly string[];
  /** `--policy-config`: per-policy enforcement levels (`disabled` turns one off), for every pack. */
  readonly config?: PolicyPackConfig;
  readonly loader: PolicyPackLoader;
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

function mockCases(
  earlier: ReadonlyMap<RungName, RungCheck> | undefined,
): readonly ConfigCaseRun[] | undefined {
  const mock = earlier?.get('mock');
  if (mock?.kind !== 'passed' || mock.details?.resources === undefined) return undefined;
  const cases = mock.details.cases ?? [];
  return cases.length > 0
    ? cases
    : [{ case: { name: 'default', config: {} }, resources: mock.details.resources }];
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

function crashFinding(crash: PolicyCrash): Finding {
  return {
    rung: 'policy',
    severity: 'error',
    code: 'policy-crashed',
    message: `a policy of pack '${crash.packName}' threw, so the program is not known to comply: ${crash.message}`,
  };
}

function loadPacks(deps: PolicyRungDeps, context: RungContext): readonly LoadedPolicyPack[] {
  return deps.packDirs.length === 0
    ? [baselinePolicyPack()]
    : deps.packDirs.map((dir) => deps.loader.load(dir, [context.projectDir]));
}

async function evaluate(
  packs: readonly LoadedPolicyPack[],
  cases: readonly ConfigCaseRun[],
  deps: PolicyRungDeps,
): Promise<{ violations: PolicyViolation[]; crashes: PolicyCrash[]; runs: PolicyPackRun[] }> {
  const violations: PolicyViolation[] = [];
  const crashes: PolicyCrash[] = [];
  const runs: PolicyPackRun[] = [];
  for (const pack of packs) {
    const resolved = resolvePack(pack, deps.mode, deps.config);
    runs.push({
      name: pack.name,
      version: pack.version,
      origin: pack.origin,
      policies: resolved.policies.length,
      ...(pack.dir === undefined
        ? {}
        : { preview: { dir: pack.dir, config: previewPolicyConfig(pack, deps.mode, deps.config) } }),
    });
    const perCase: { name: string; violations: readonly PolicyViolation[] }[] = [];
    for (const run of cases) {
      const analysis = await analyzePack(resolved, run.resources);
      perCase.push({ name: run.case.name, violations: analysis.violations });
      crashes.push(...analysis.crashes);
    }
    violations.push(...mergeCases(perCase));
  }
  return { violations, crashes: dedupe(crashes), runs };
}

function dedupe(crashes: readonly PolicyCrash[]): PolicyCrash[] {
  return [...new Map(crashes.map((crash) => [`${crash.packName}\0${crash.message}`, crash])).values()];
}

/**
 * The policy rung: CrossGuard packs against what the mock run registered, in every configuration case it
 * ran. Mandatory violations fail the rung and go to the repair loop with the resource's token as subject;
 * advisory ones are warnings. The generated program never runs here: only the recorded registrations do.
 */
export function createPolicyRung(deps: PolicyRungDeps): Rung {
  const max = deps.maxFindings ?? 10;
  return {
    name: 'policy',
    async check(program: ProgramFiles, context: RungContext, earlier): Promise<RungCheck> {
      if (deps.mode === 'off') {
        return { kind: 'skipped', reason: 'policy checks are off (--policy off)' };
      }
      const cases = mockCases(earlier);
      if (cases === undefined) {
        return { kind: 'skipped', reason: 'the mock run recorded no resources to check policies against' };
      }
      let packs: readonly LoadedPolicyPack[];
      try {
        packs = loadPacks(deps, context);
      } catch (error) {
        return {
          kind: 'failed',
          findings: [
            { rung: 'policy', severity: 'error', code: 'policy-pack-error', message: errorMessage(error) },
          ],
        };
      }
      const { violations, crashes, runs } = await evaluate(packs, cases, deps);
      const largest = Math.max(0, ...cases.map((run) => countResources(run.resources)));
      const details = { policy: { packs: runs, violations, resourcesChecked: largest } };
      // Registrations carry only the name: findings point at the line that declares the resource.
      const locations = resourceNameLocations(program);
      const finding = (violation: PolicyViolation) => violationFinding(violation, locations);
      const errors = [
        ...crashes.map(crashFinding),
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
