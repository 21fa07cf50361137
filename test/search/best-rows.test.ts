import { describe, expect, it } from 'vitest';
import { bestRows, kthLargest } from '../../src/search/best-rows.js';

/** The reference: every row sorted by score (stable, so ties stay in id order), the first `limit` kept. */
function bySorting(scores: Float64Array, limit: number): number[] {
  return [...scores.keys()].sort((a, b) => scores[b]! - scores[a]!).slice(0, Math.max(0, limit));
}

/** Scores drawn from a few values, so many rows tie, including at the cut. */
function scoresOf(count: number, seed: number, levels: number): Float64Array {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Float64Array.from({ length: count }, () => Math.floor(next() * levels) / levels - 0.5);
}

describe('bestRows', () => {
  it('keeps what a stable sort of every row keeps, ties at the cut in id order', () => {
    for (const [count, levels] of [
      [0, 3],
      [1, 3],
      [7, 2],
      [200, 5],
      [2_428, 40],
      [2_428, 1_000_000],
    ] as const) {
      for (const limit of [0, 1, 3, 60, 61, count, count + 4]) {
        const scores = scoresOf(count, count + limit + levels, levels);
        expect(bestRows(scores, limit), `${count} rows, ${levels} levels, limit ${limit}`).toEqual(
          bySorting(scores, limit),
        );
      }
    }
  });

  it('gives the k-th largest value and leaves the scores as they were', () => {
    const scores = Float64Array.from([3, -1, 7, 7, 0, 2]);
    expect([1, 2, 3, 4, 5, 6].map((k) => kthLargest(scores, k))).toEqual([7, 7, 3, 2, 0, -1]);
    expect([...scores]).toEqual([3, -1, 7, 7, 0, 2]);
  });
});
