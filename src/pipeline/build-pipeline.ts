import { budgetModel } from '../model/token-budget.js';
import type { ProgressSink } from '../progress/events.js';
import { createPipelineDeps, type PipelineConfig } from './create-deps.js';
import { runPipeline } from './run-pipeline.js';
import type { GenerationRequest, GenerationResult } from './types.js';

/**
 * The pipeline as its entries see it: a request in, a result out (failures are values, not throws), with
 * progress events along the way; `signal` aborts model calls when the run is cancelled or out of time.
 */
export type GenerateProgram = (
  request: GenerationRequest,
  progress: ProgressSink,
  signal?: AbortSignal,
) => Promise<GenerationResult>;

/** What a pipeline is built from: the real dependencies' config, less what each request brings. */
export interface PipelineBuild extends Omit<PipelineConfig, 'progress' | 'requestText'> {
  /** The run's token budget and the setting's name as its user wrote it (`--max-tokens`). */
  readonly tokenBudget?: { readonly maxTokens: number; readonly setting: string };
}

/**
 * The one assembly of the pipeline, for the CLI, the action and the evaluations: the real dependencies for
 * each request (the request names the packages to build on demand), the model within the token budget.
 */
export function buildPipeline(build: PipelineBuild): GenerateProgram {
  return async (request, progress, signal) => {
    const { tokenBudget, openai, ...config } = build;
    const deps = await createPipelineDeps({
      ...config,
      openai: openai === undefined || signal === undefined ? openai : { ...openai, signal },
      requestText: request.text,
      progress,
    });
    const model =
      tokenBudget === undefined || deps.model === undefined
        ? deps.model
        : budgetModel(deps.model, tokenBudget.maxTokens, tokenBudget.setting);
    return runPipeline(request, { ...deps, model });
  };
}
