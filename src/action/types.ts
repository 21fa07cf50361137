import type { Conventions } from '../config/repo-config.js';
import type { Provenance } from '../report/provenance.js';
import type { ProgressSink } from '../progress/events.js';
import type { GenerationRequest, GenerationResult } from '../pipeline/types.js';
import type { PreviewMode } from '../verify/types.js';
import type { SandboxSetting } from '../sandbox/types.js';
import type { PolicyMode } from '../verify/policy/types.js';

/** The action's inputs after parsing: every knob from action.yml, typed. */
export interface ActionInputs {
  readonly githubToken: string;
  readonly openaiApiKey: string | undefined;
  readonly openaiBaseUrl: string | undefined;
  readonly model: string | undefined;
  readonly trigger: string;
  /** The request for `workflow_dispatch` runs. */
  readonly request: string | undefined;
  readonly providers: readonly string[];
  readonly maxRepairs: number;
  readonly preview: PreviewMode;
  /** Where model-written code runs: `auto` (bubblewrap, unshare, Docker) or one of them, or `none`. */
  readonly sandbox: SandboxSetting;
  readonly baseBranch: string | undefined;
  readonly branchPrefix: string;
  /** Where the project goes; `undefined` means `infra/<slug>`. */
  readonly path: string | undefined;
  /** `policy`: off, advisory or mandatory (default). */
  readonly policy: PolicyMode;
  /** `policy-packs`: the repository's policy pack directories, relative to the workspace. */
  readonly policyPacks: readonly string[];
  /** `policy-config`: a policy config JSON file, relative to the workspace. */
  readonly policyConfig: string | undefined;
  /** The whole run's time budget (`time-budget-minutes`): past it, the run stops cleanly and says so. */
  readonly timeBudgetMinutes: number;
  /** `max-tokens`: model tokens the run may spend; a call that would pass it is not made. */
  readonly maxTokens: number | undefined;
  /** From the repository's `.pulumi-gen.yml`: the conventions and the default region's stack config. */
  readonly conventions?: Conventions;
  readonly stackConfig?: Readonly<Record<string, string>>;
}

/** What the runner tells the action about the run, read by the entry from `GITHUB_*` variables. */
export interface RunContext {
  readonly eventName: string;
  /** The webhook payload (`GITHUB_EVENT_PATH`), parsed but not yet trusted. */
  readonly payload: unknown;
  /** `owner/name` from `GITHUB_REPOSITORY`. */
  readonly repository: string;
  readonly runId: string;
  readonly serverUrl: string;
}

/**
 * The toolkit surface the action uses, so the core can be driven in-process. The entry wires it to
 * `@actions/core`; every text handed to it has already been redacted.
 */
export interface ActionIo {
  info(message: string): void;
  notice(message: string): void;
  warning(message: string): void;
  /** Opens a collapsible log group; one per stage. */
  startGroup(name: string): void;
  endGroup(): void;
  setOutput(name: string, value: string): void;
  setFailed(message: string): void;
  writeSummary(markdown: string): Promise<void>;
}

/**
 * The pipeline as the action sees it: a request in, a result out (failures are values, not throws), with
 * progress events along the way. The entry binds it to `runPipeline` with `createPipelineDeps`.
 */
export type GenerateProgram = (
  request: GenerationRequest,
  progress: ProgressSink,
  signal: AbortSignal,
) => Promise<GenerationResult>;

/**
 * Why a run was stopped from outside, as the entry passes it to `AbortController.abort`: the runner's
 * cancel (SIGINT, then SIGTERM) or the run's own time budget.
 */
export type RunStop =
  | { readonly kind: 'cancelled'; readonly signal: string }
  | { readonly kind: 'time-budget'; readonly minutes: number };

/** The abort reason of a stopped run, if it is one of ours. */
export function runStopOf(signal: AbortSignal | undefined): RunStop | undefined {
  const reason: unknown = signal?.aborted === true ? signal.reason : undefined;
  if (typeof reason === 'object' && reason !== null && 'kind' in reason) {
    const kind = (reason as { kind: unknown }).kind;
    if (kind === 'cancelled' || kind === 'time-budget') return reason as RunStop;
  }
  return signal?.aborted === true ? { kind: 'cancelled', signal: 'abort' } : undefined;
}

/** How a run ended, for the outputs and the exit status. */
export type ActionStatus =
  /** Not an event or comment for us: a notice and a clean exit. */
  | 'ignored'
  /** The trigger with no request: a usage reply. */
  | 'usage'
  /** The actor may not run pulumi-gen: a reply saying why. */
  | 'refused'
  /** A fork pull request: a reply explaining edit mode needs a same-repository branch. */
  | 'unsupported'
  /** The pipeline or publishing failed: the tracking comment names the stage. */
  | 'failed'
  /** A verified program was committed and the pull request opened or updated. */
  | 'published'
  /** Another run holds the lock: a reply saying so, nothing else done. */
  | 'busy'
  /** The branch holds changes a person made to the program: a reply listing them, nothing written. */
  | 'conflict'
  /** Cancelled by the runner or stopped by the time budget: the tracking comment says which and where. */
  | 'cancelled';

export interface PublishedPullRequest {
  readonly number: number;
  readonly url: string;
  readonly branch: string;
  readonly created: boolean;
}

export interface ActionOutcome {
  readonly status: ActionStatus;
  /** One line for logs and the tracking comment. */
  readonly summary: string;
  readonly result?: GenerationResult;
  readonly pullRequest?: PublishedPullRequest;
  readonly branch?: string;
  /** The stage that failed and why, when `status` is `failed`. */
  readonly failure?: { readonly stage: string; readonly message: string };
  /** The pull request body carries the report, so the tracking comment need not repeat it. */
  readonly reportInPullRequest?: boolean;
  /** How to reproduce the run, for the report's footer; token counts per stage for the outputs. */
  readonly provenance?: Provenance;
}
