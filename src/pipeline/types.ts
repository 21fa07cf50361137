import type { Conventions } from '../config/repo-config.js';
import type { Plan, UnplannedPart } from '../plan/types.js';
import type { SearchHit } from '../retrieve/types.js';
import type { PipelineStage } from '../progress/events.js';
import type { GeneratedFile, ProviderPin } from '../shared/project.js';
import type { PreviewMode, RungOutcome } from '../verify/types.js';
import type { Deployment } from '../workspace/deployment.js';

/** Where a request came from. */
export type RequestSource = 'cli' | 'issue-comment' | 'dispatch';

/** A parsed, trusted-shape request. The text itself stays untrusted input. */
export interface GenerationRequest {
  readonly text: string;
  readonly source: RequestSource;
  readonly requester?: string;
  readonly mode: 'new' | 'edit';
  /** Edit mode: the program being modified, path → content. */
  readonly existingProgram?: ReadonlyMap<string, string>;
  /** Explicit provider filter (`--provider`, the action's `providers` input). */
  readonly providers?: readonly string[];
  readonly maxRepairs: number;
  readonly preview: PreviewMode;
  /** Stack config for the mock run and preview, e.g. `{ 'aws:region': 'us-east-1' }`, secrets included. */
  readonly config?: Readonly<Record<string, string>>;
  /** The keys of `config` whose values are secrets: marked secret in the run, never written or shown. */
  readonly secretKeys?: readonly string[];
  /** The stack the written `Pulumi.<stack>.yaml` and the next steps are for (default `dev`). */
  readonly stack?: string;
  /** The repository's `.pulumi-gen.yml` conventions (tags, name prefix, region) the program must follow. */
  readonly conventions?: Conventions;
}

export interface GenerationMetrics {
  /** Identifiers in the code that also appear in the prompt, over identifiers in the code (0..1). */
  readonly promptCoverage: number;
  readonly tokensIn: number;
  readonly tokensOut: number;
  readonly timingsMs: Readonly<Record<string, number>>;
  /** Model repair rounds spent (each rung's share is in its outcome's `rounds`). */
  readonly repairRounds?: number;
  /** TypeScript code fixes applied without a model round. */
  readonly codeFixes?: number;
}

export interface GenerationResult {
  /**
   * `verified`: passed every rung that ran and every part of the request is planned; `partial`: passed every
   * rung, but the plan lists parts of the request it did not understand ({@link unplanned}), so the program
   * is verified in part only; `failed`: a stage or a rung failed.
   */
  readonly status: 'verified' | 'partial' | 'failed';
  /** The parts of the request no plan item accounts for (the plan's `unplanned`), in request order. */
  readonly unplanned?: readonly UnplannedPart[];
  /** Set when a stage failed outright (not a finding): which one and a one-line reason. */
  readonly failure?: { readonly stage: PipelineStage; readonly message: string };
  readonly request: GenerationRequest;
  readonly files: readonly GeneratedFile[];
  readonly providers: readonly ProviderPin[];
  /** Tokens of the records that went into the prompt, ranked. */
  readonly retrieved: readonly string[];
  readonly hits: readonly SearchHit[];
  /** What the plan stage read from the request; absent when the run failed before it. */
  readonly plan?: Plan;
  readonly verification: readonly RungOutcome[];
  readonly metrics: GenerationMetrics;
  /** The model id, or `offline` when the offline composer wrote the program. */
  readonly model: string;
  /** What deploying the program takes: the stack's config, the secrets to set, the required keys. */
  readonly deployment?: Deployment;
}
