/**
 * The planner's numbers are tuned against the development sets (`npm run bench -- plan`); these checks keep
 * the relations between them that the planner's rules rely on, so an edit of one number cannot quietly break
 * what another one means.
 */
import { describe, expect, it } from 'vitest';
import * as weights from '../../src/plan/weights.js';
import {
  CHOICE,
  EXAMPLE_VALUE,
  INLINE_BELOW,
  MODEL_CANDIDATES,
  QUOTED_AFFINITY,
  SLOT_SCORE,
} from '../../src/plan/weights.js';

/** Every number of the module with its path (`SLOT_SCORE.min`). */
function numbers(value: unknown, path: string): [string, number][] {
  if (typeof value === 'number') return [[path, value]];
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      numbers(item, path === '' ? key : `${path}.${key}`),
    );
  }
  return [];
}

describe('the offline planner weights', () => {
  it('are finite positive numbers, popularity thresholds shares of 1', () => {
    const all = numbers(weights, '');
    expect(all.length).toBeGreaterThan(30);
    for (const [path, value] of all) {
      expect(Number.isFinite(value) && value > 0, path).toBe(true);
    }
    for (const share of [CHOICE.popular, INLINE_BELOW]) expect(share).toBeLessThan(1);
    // A resource popular enough to be named alone is never one planned inline.
    expect(INLINE_BELOW).toBeLessThan(CHOICE.popular);
  });

  it('ask more of a quoted string than of any literal, and let no penalty outweigh a sign', () => {
    expect(SLOT_SCORE.quotedMin).toBeGreaterThan(SLOT_SCORE.min);
    // One strong sign (a valid value, the kind, the unit) is enough on its own.
    for (const sign of [SLOT_SCORE.validValue, SLOT_SCORE.kind, SLOT_SCORE.unit]) {
      expect(sign).toBeGreaterThanOrEqual(SLOT_SCORE.min);
    }
    const smallestSign = Math.min(
      ...Object.entries(SLOT_SCORE)
        .filter(([name]) => !['min', 'quotedMin', 'exampleMargin', 'depthPenalty'].includes(name))
        .map(([, value]) => value),
    );
    expect(SLOT_SCORE.depthPenalty).toBeLessThan(smallestSign);
    expect(EXAMPLE_VALUE.depthPenalty).toBeLessThan(EXAMPLE_VALUE.shape);
    expect(EXAMPLE_VALUE.wordPenalty).toBeLessThan(EXAMPLE_VALUE.depthPenalty);
  });

  it('rank the very value above its shape, and keep tie-breakers below real signs', () => {
    expect(EXAMPLE_VALUE.same).toBeGreaterThan(EXAMPLE_VALUE.namedBy);
    expect(EXAMPLE_VALUE.namedBy).toBeGreaterThan(EXAMPLE_VALUE.shape);
    // The own-name preference only breaks ties between name inputs.
    expect(QUOTED_AFFINITY.ownName).toBeLessThan(QUOTED_AFFINITY.named);
    expect(QUOTED_AFFINITY.otherwise).toBeLessThan(QUOTED_AFFINITY.named);
    expect(MODEL_CANDIDATES.perPart).toBeLessThanOrEqual(MODEL_CANDIDATES.max);
    expect(Number.isInteger(CHOICE.hitsPerPart) && Number.isInteger(MODEL_CANDIDATES.max)).toBe(true);
  });
});
