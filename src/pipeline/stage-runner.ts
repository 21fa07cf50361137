import { errorMessage } from '../shared/errors.js';
import type { Clock } from '../shared/clock.js';
import type { ProgressSink } from '../progress/events.js';
import type { PipelineStage } from '../progress/events.js';

/** A stage that could not complete: reported in `result.failure`, never thrown to the pipeline's caller. */
export class StageFailure extends Error {
  constructor(
    readonly stage: PipelineStage,
    message: string,
  ) {
    super(message);
  }
}

/** What a run reports of an error that ended it: the stage that failed, or the verify stage for the rest. */
export function stageFailureOf(error: unknown): { readonly stage: PipelineStage; readonly message: string } {
  return error instanceof StageFailure
    ? { stage: error.stage, message: error.message }
    : { stage: 'verify', message: errorMessage(error) };
}

export interface StageRunner {
  /** Runs one stage with its progress events and timing; anything it throws becomes a {@link StageFailure}. */
  run<T>(name: PipelineStage, detail: string | undefined, work: () => Promise<T>): Promise<T>;
  /** Milliseconds spent per stage so far. */
  readonly timings: Readonly<Record<string, number>>;
}

export function createStageRunner(clock: Clock, progress: ProgressSink): StageRunner {
  const timings: Record<string, number> = {};
  return {
    timings,
    async run(name, detail, work) {
      progress({ kind: 'stage-start', stage: name, ...(detail !== undefined ? { detail } : {}) });
      const started = clock.now();
      const spent = (): number => {
        const durationMs = clock.now() - started;
        timings[name] = (timings[name] ?? 0) + durationMs;
        return durationMs;
      };
      try {
        const value = await work();
        progress({ kind: 'stage-end', stage: name, durationMs: spent(), outcome: 'ok' });
        return value;
      } catch (error) {
        const message = errorMessage(error);
        progress({ kind: 'stage-end', stage: name, durationMs: spent(), outcome: 'failed', detail: message });
        throw error instanceof StageFailure ? error : new StageFailure(name, message);
      }
    },
  };
}
