import { describe, expect, it } from 'vitest';

import { evaluateGeneration } from '../../src/eval/evaluate-generation.js';
import { parseGenerationSet } from '../../src/eval/generation-set.js';
import type { GenerationScore } from '../../src/eval/score-generation.js';
import type { GenerationResult } from '../../src/pipeline/types.js';

const CASES = parseGenerationSet(
  [
    { id: 'a', request: 'a queue', difficulty: 1, expected: ['aws:sqs/queue:Queue'] },
    { id: 'b', request: 'a topic', difficulty: 2, expected: ['aws:sns/topic:Topic'] },
  ]
    .map((line) => JSON.stringify(line))
    .join('\n'),
  'set.jsonl',
);

/** A run that verified nothing and declared nothing: what the scores read of it is the set's own. */
function emptyRun(request: string): GenerationResult {
  return {
    status: 'failed',
    request: { text: request, source: 'cli', mode: 'new', maxRepairs: 0, preview: 'off' },
    files: [],
    providers: [],
    retrieved: [],
    hits: [],
    verification: [],
    metrics: { promptCoverage: 0, tokensIn: 10, tokensOut: 5, timingsMs: {}, repairRounds: 0 },
    model: 'offline',
  };
}

describe('evaluateGeneration', () => {
  it('runs the requests one at a time, in order, timing each on the clock it is given', async () => {
    let now = 0;
    let running = 0;
    let most = 0;
    const asked: string[] = [];
    const progress: string[] = [];
    const scores = await evaluateGeneration(CASES, {
      clock: { now: () => now },
      generate: async (request) => {
        running += 1;
        most = Math.max(most, running);
        asked.push(request);
        await new Promise((resolve) => setTimeout(resolve, 5));
        now += request === 'a queue' ? 1_500 : 250;
        running -= 1;
        return emptyRun(request);
      },
      onScore: (score: GenerationScore, index, of) => progress.push(`${score.id} ${index + 1}/${of}`),
    });
    expect(asked).toEqual(['a queue', 'a topic']);
    expect(most).toBe(1);
    expect(scores.map((s) => [s.id, s.difficulty, s.timeMs, s.verified, s.tokens])).toEqual([
      ['a', 1, 1_500, false, 15],
      ['b', 2, 250, false, 15],
    ]);
    expect(scores[0]?.missing).toEqual(['aws:sqs/queue:Queue']);
    expect(progress).toEqual(['a 1/2', 'b 2/2']);
  });
});
