import { describe, expect, it } from 'vitest';

import { systemClock } from '../../src/shared/clock.js';

describe('systemClock', () => {
  it('counts milliseconds that only go forward, as real time passes', async () => {
    const start = systemClock.now();
    await new Promise((resolve) => setTimeout(resolve, 30));
    const later = systemClock.now();
    expect(later - start).toBeGreaterThanOrEqual(25);
    expect(later - start).toBeLessThan(5_000);
    expect(systemClock.now()).toBeGreaterThanOrEqual(later);
  });
});
