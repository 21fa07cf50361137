import type { ChatModel } from '../model/chat-model.js';
import type { Planner } from '../plan/types.js';
import type { RegistrySearch } from '../retrieve/types.js';
import type { Snapshot } from '../snapshot/types.js';
import type { InstallProgress } from '../store/types.js';
import type { Rung, RungCheck, RungName } from '../verify/types.js';
import type { WorkspaceFactory } from '../workspace/types.js';
import type { PipelineStage } from './types.js';

/** Milliseconds since some fixed point; injected so tests and reports get stable timings. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => performance.now() };

/**
 * What a run reports as it goes. The CLI prints one stderr line per event; the action opens and closes log
 * groups on `stage-start`/`stage-end`. A discriminated union so each consumer can pick what it shows.
 */
export type ProgressEvent =
  | { readonly kind: 'stage-start'; readonly stage: PipelineStage; readonly detail?: string }
  | {
      readonly kind: 'stage-end';
      readonly stage: PipelineStage;
      readonly durationMs: number;
      readonly outcome: 'ok' | 'failed';
      readonly detail?: string;
    }
  | {
      readonly kind: 'rung';
      readonly rung: RungName;
      /** 0 for the first check, then one per repair round. */
      readonly round: number;
      readonly check: RungCheck['kind'];
      readonly findings: number;
      readonly durationMs: number;
      readonly reason?: string;
    }
  | {
      readonly kind: 'repair';
      readonly round: number;
      /** `code-fix`: TypeScript's own fixes, no model call; `model`: a `repair` call. */
      readonly via: 'code-fix' | 'model';
      readonly findings: number;
      readonly detail?: string;
    }
  | {
      readonly kind: 'model-call';
      readonly stage: string;
      readonly tokensIn: number;
      readonly tokensOut: number;
      readonly durationMs: number;
    }
  | { readonly kind: 'warning'; readonly message: string }
  /** Which sandbox will run model-written code; `isolated: false` for `none` or no sandbox at all. */
  | { readonly kind: 'sandbox'; readonly description: string; readonly isolated: boolean }
  /** The package store fetching or linking provider packages for the typecheck and mock run. */
  | InstallProgress;

export type ProgressSink = (event: ProgressEvent) => void;

/**
 * Everything {@link runPipeline} talks to. Built by `createPipelineDeps` for the CLI and the action; tests build
 * their own from fakes of the interfaces or from the real factories.
 */
export interface PipelineDeps {
  readonly snapshot: Snapshot;
  readonly search: RegistrySearch;
  /** The plan stage: what the request asks for, as typed components, values, relations and config. */
  readonly planner: Planner;
  /** `undefined`: no model configured, the offline composer writes the program. */
  readonly model: ChatModel | undefined;
  /** Temp project directories for verification, with `@pulumi/*` resolvable from them. */
  readonly workspaces: WorkspaceFactory;
  /**
   * Rungs after the safety gate and typecheck (mock run, preview), in ladder order. The gate and typecheck
   * are built into the pipeline because the gate must always run first and typecheck owns the code fixes.
   */
  readonly rungs: readonly Rung[];
  readonly clock: Clock;
  readonly progress: ProgressSink;
  /** Token budget of the generate prompt (default 12,000). */
  readonly promptBudget?: number;
}
