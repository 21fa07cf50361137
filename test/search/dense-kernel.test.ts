import { describe, expect, it } from 'vitest';

import { simdScorer } from '../../src/search/dense-kernel.js';

/** A small deterministic generator, so a failure names rows that can be reproduced. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Rows as the snapshot stores them (int8 values, a float32 scale per row) and a float32 query. */
function rowsAndQuery(count: number, dims: number, seed: number) {
  const next = generator(seed);
  const values = Int8Array.from({ length: count * dims }, () => Math.floor(next() * 256) - 128);
  const scales = Float32Array.from({ length: count }, () => next() / 100);
  // Components of very different sizes, so a sum in another order would round differently.
  const query = Float32Array.from({ length: dims }, (_, d) => (next() - 0.5) * 10 ** -(d % 7));
  return { rows: { values, scales }, query };
}

/** The scalar reference: each row's products summed in dimension order, times the row's scale. */
function reference(rows: { values: Int8Array; scales: Float32Array }, query: Float32Array, dims: number) {
  return Array.from(rows.scales, (scale, row) => {
    let dot = 0;
    for (let d = 0; d < dims; d += 1) dot += rows.values[row * dims + d]! * query[d]!;
    return dot * scale;
  });
}

describe('simdScorer', () => {
  it.each([
    [1, 1],
    [7, 3],
    [8, 16],
    [13, 128],
    [1_000, 128],
  ])('scores %i rows of %i dimensions exactly as the scalar loop does, bit for bit', (count, dims) => {
    const { rows, query } = rowsAndQuery(count, dims, count * 31 + dims);
    const scorer = simdScorer(rows, dims);
    expect(scorer).toBeDefined();
    const scores = Array.from(scorer!(query));
    expect(scores).toHaveLength(count);
    const expected = reference(rows, query, dims);
    const differing = scores.filter((score, row) => !Object.is(score, expected[row]));
    expect(differing).toEqual([]);
  });

  it('scores each query on its own: a second query does not see the first', () => {
    const { rows, query } = rowsAndQuery(20, 16, 5);
    const other = rowsAndQuery(1, 16, 6).query;
    const scorer = simdScorer(rows, 16)!;
    scorer(query);
    expect(Array.from(scorer(other))).toEqual(reference(rows, other, 16));
    expect(Array.from(scorer(query))).toEqual(reference(rows, query, 16));
  });

  it('has nothing to score for no rows or no dimensions', () => {
    expect(simdScorer({ values: new Int8Array(0), scales: new Float32Array(0) }, 128)).toBeUndefined();
    expect(simdScorer({ values: new Int8Array(0), scales: new Float32Array(3) }, 0)).toBeUndefined();
  });
});
