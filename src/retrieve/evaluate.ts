import { scoreQuery, summarise, type EvalQuery, type EvalSummary } from './metrics.js';
import type { RegistrySearch } from './types.js';

export interface EvaluationRun extends EvalSummary {
  /** Search latency per query, milliseconds, p50 and p95. */
  readonly latencyP50: number;
  readonly latencyP95: number;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) {
    return 0;
  }
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Runs every query through `search` with a limit of max(k, 10) and scores the ranked tokens. */
export async function evaluateRetrieval(
  search: RegistrySearch,
  queries: readonly EvalQuery[],
  k: number,
  now: () => number = () => performance.now(),
): Promise<EvaluationRun> {
  const scores = [];
  const latencies: number[] = [];
  for (const query of queries) {
    const started = now();
    const result = await search.search({ text: query.query, limit: Math.max(k, 10) });
    latencies.push(now() - started);
    scores.push(
      scoreQuery(
        query,
        result.hits.map((hit) => hit.token),
        k,
      ),
    );
  }
  return {
    ...summarise(scores, k),
    latencyP50: percentile(latencies, 50),
    latencyP95: percentile(latencies, 95),
  };
}
