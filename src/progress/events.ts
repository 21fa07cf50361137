import type { InstallProgress } from '../store/types.js';
import type { LadderEvent } from '../verify/ladder-events.js';

/**
 * The stages a run goes through, for progress lines and for naming the one that failed. `packages` is stage
 * 0: the catalog packages the request names that are neither bundled nor cached are built from npm, so they
 * are searched like bundled ones.
 */
export type PipelineStage = 'packages' | 'plan' | 'retrieve' | 'prompt' | 'generate' | 'verify' | 'publish';

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
  /** A rung's check or a repair round (see {@link LadderEvent}). */
  | LadderEvent
  | {
      readonly kind: 'model-call';
      readonly stage: string;
      readonly tokensIn: number;
      readonly tokensOut: number;
      readonly durationMs: number;
    }
  | { readonly kind: 'warning'; readonly message: string }
  /** Building a catalog package the request needs into the shard cache (fetch, extract, index). */
  | { readonly kind: 'package'; readonly message: string }
  /** Which sandbox will run model-written code; `isolated: false` for `none` or no sandbox at all. */
  | { readonly kind: 'sandbox'; readonly description: string; readonly isolated: boolean }
  /** The package store fetching or linking provider packages for the typecheck and mock run. */
  | InstallProgress;

export type ProgressSink = (event: ProgressEvent) => void;
