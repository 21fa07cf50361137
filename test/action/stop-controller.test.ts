import { describe, expect, it } from 'vitest';
import { stopController } from '../../src/action/stop-controller.js';
import { runStopOf } from '../../src/action/types.js';

describe('stopController', () => {
  it('aborts with the time budget as the reason when the budget runs out', async () => {
    const controller = stopController(0.001); // 60 ms
    expect(controller.signal.aborted).toBe(false);
    await new Promise((resolve) => controller.signal.addEventListener('abort', resolve));
    expect(runStopOf(controller.signal)).toEqual({ kind: 'time-budget', minutes: 0.001 });
  });
});
