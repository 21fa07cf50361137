import type { Clock } from '../shared/clock.js';
import type { GenerationResult } from '../pipeline/types.js';
import type { GenerationCase } from './generation-set.js';
import { scoreGeneration, type GenerationScore } from './score-generation.js';

export interface GenerationEvalDeps {
  /** One pipeline run for a request (the CLI and the benchmark build it over their real dependencies). */
  readonly generate: (request: string) => Promise<GenerationResult>;
  readonly clock: Clock;
  /** Called after each request, for progress lines. */
  readonly onScore?: (score: GenerationScore, index: number, of: number) => void;
}

/** Runs the pipeline on each request of a set, one at a time (the machine's cores go to the mock runs). */
export async function evaluateGeneration(
  cases: readonly GenerationCase[],
  deps: GenerationEvalDeps,
): Promise<GenerationScore[]> {
  const scores: GenerationScore[] = [];
  for (const [index, set] of cases.entries()) {
    const started = deps.clock.now();
    const result = await deps.generate(set.request);
    const score = scoreGeneration(set, result, deps.clock.now() - started);
    scores.push(score);
    deps.onScore?.(score, index, cases.length);
  }
  return scores;
}
