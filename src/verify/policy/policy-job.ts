import type { EnforcementLevel } from '@pulumi/policy';

import type { RegisteredResource } from '../types.js';
import type { Analyzer, PackAnalysis } from './analyzer.js';
import type { PackCapture, PackFiles } from './load-pack.js';
import type { PolicyResolution } from './resolve-pack.js';
import type { PolicyMode, PolicyPackConfig } from './types.js';

/**
 * The protocol between the policy rung and the child that runs a repository's pack inside the sandbox. The
 * parent writes a {@link PolicyJob} (the pack's files as read by the parent, the recorded registrations of
 * every configuration case, the mode and configuration); the child writes a {@link PolicyJobResult} to
 * `resultFile`. The parent reads that file with a size cap and takes a missing or malformed one as a failure
 * of the rung, never as "no violations".
 */
export interface PolicyJob {
  readonly resultFile: string;
  readonly pack: Pick<PackFiles, 'dir' | 'entry' | 'transpiled' | 'fallbackDirs' | 'sdkDir' | 'version'>;
  readonly mode: PolicyMode;
  readonly config?: PolicyPackConfig;
  readonly cases: readonly { readonly name: string; readonly resources: readonly RegisteredResource[] }[];
}

/** What the pack declared, as far as the parent needs it: levels for the preview, names for the report. */
export interface PackInfo {
  readonly name: string;
  readonly enforcementLevel: EnforcementLevel;
  readonly initialConfig?: PolicyPackConfig;
  readonly policies: readonly { readonly name: string; readonly enforcementLevel?: EnforcementLevel }[];
}

export type PolicyJobResult =
  | {
      readonly kind: 'analysed';
      readonly pack: PackInfo;
      /** One analysis per case of the job, in its order. */
      readonly cases: readonly PackAnalysis[];
    }
  | { readonly kind: 'load-failed'; readonly message: string };

export interface PolicyJobDeps {
  readonly capture: PackCapture;
  readonly resolution: PolicyResolution;
  readonly analyzer: Analyzer;
}

/**
 * The child's work: load the pack, resolve its levels and configuration, analyse every case. A pack that
 * cannot be loaded is told as such; anything else the child cannot do leaves no result (the parent's failure).
 * SELF-CONTAINED (see `analyzer.ts`): it runs inside the sandbox from its source text.
 */
export async function runPolicyJob(job: PolicyJob, deps: PolicyJobDeps): Promise<PolicyJobResult> {
  const describe = (error: unknown): string =>
    (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, ' ').trim() ||
    'unknown error';
  let packs;
  try {
    packs = deps.capture.capture(job.pack);
  } catch (error) {
    return { kind: 'load-failed', message: `policy pack ${job.pack.dir} failed to load: ${describe(error)}` };
  }
  const [pack, ...others] = packs;
  if (pack === undefined || others.length > 0) {
    return {
      kind: 'load-failed',
      message: `policy pack ${job.pack.dir} must declare exactly one \`new PolicyPack(...)\`; it declared ${packs.length}`,
    };
  }
  const loaded = {
    name: pack.name,
    version: job.pack.version,
    enforcementLevel: pack.args.enforcementLevel ?? 'advisory',
    policies: pack.args.policies,
    ...(pack.initialConfig === undefined ? {} : { initialConfig: pack.initialConfig }),
  };
  const resolved = deps.resolution.resolvePack(loaded, job.mode, job.config);
  const cases: PackAnalysis[] = [];
  for (const run of job.cases) cases.push(await deps.analyzer.analyze(resolved, run.resources));
  return {
    kind: 'analysed',
    pack: {
      name: loaded.name,
      enforcementLevel: loaded.enforcementLevel,
      ...(loaded.initialConfig === undefined ? {} : { initialConfig: loaded.initialConfig }),
      policies: loaded.policies.map((policy) => ({
        name: policy.name,
        ...(policy.enforcementLevel === undefined ? {} : { enforcementLevel: policy.enforcementLevel }),
      })),
    },
    cases,
  };
}
