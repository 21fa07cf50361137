import { describe, expect, it } from 'vitest';

import { DEFAULT_FUSION } from '../../src/search/fusion-config.js';

describe('DEFAULT_FUSION', () => {
  it('is a convex combination: the dense weight a share of one, the sparse channel the rest', () => {
    expect(DEFAULT_FUSION.method).toBe('convex');
    expect(DEFAULT_FUSION.denseWeight).toBeGreaterThan(0);
    expect(DEFAULT_FUSION.denseWeight).toBeLessThan(1);
  });

  it('takes a whole, positive number of candidates from each channel, and penalises rank, never rewards it', () => {
    expect(Number.isInteger(DEFAULT_FUSION.candidates)).toBe(true);
    expect(DEFAULT_FUSION.candidates).toBeGreaterThan(0);
    expect(DEFAULT_FUSION.rankPenalty).toBeGreaterThanOrEqual(0);
    for (const weight of [
      DEFAULT_FUSION.nameWeight,
      DEFAULT_FUSION.popularityWeight,
      DEFAULT_FUSION.serviceWeight,
    ])
      expect(weight).toBeGreaterThanOrEqual(0);
  });
});
