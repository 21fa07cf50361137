import type { RunStop } from './types.js';

/**
 * Cancellation and the time budget both abort one controller: the runner sends SIGINT (then SIGTERM) on a
 * cancel or at `timeout-minutes`, and the budget timer fires before that. The core sees the reason, stops
 * where it is and tells the issue; the handlers stay installed so a second signal does not kill the final
 * update.
 */
export function stopController(timeBudgetMinutes: number): AbortController {
  const controller = new AbortController();
  const stop = (reason: RunStop) => {
    if (!controller.signal.aborted) controller.abort(reason);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => stop({ kind: 'cancelled', signal }));
  }
  const timer = setTimeout(
    () => stop({ kind: 'time-budget', minutes: timeBudgetMinutes }),
    timeBudgetMinutes * 60_000,
  );
  timer.unref();
  return controller;
}
