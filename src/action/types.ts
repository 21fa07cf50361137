import type { Provenance } from '../report/provenance.js';
import type { GenerationResult } from '../pipeline/types.js';

export type { ActionInputs } from './inputs.js';
export type { GenerateProgram } from '../pipeline/build-pipeline.js';

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
  /** `mode: verify`: the project passed every rung that ran. */
  | 'verified'
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
  /** The project's folder in the repository, where the report's next steps start. */
  readonly path?: string;
  /** The stage that failed and why, when `status` is `failed`. */
  readonly failure?: { readonly stage: string; readonly message: string };
  /** The pull request body carries the report, so the tracking comment need not repeat it. */
  readonly reportInPullRequest?: boolean;
  /** How to reproduce the run, for the report's footer; token counts per stage for the outputs. */
  readonly provenance?: Provenance;
}
