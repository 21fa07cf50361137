import type { EarlierChecks, RungCheck, RungDetailsOf, RungName, RungOutcome } from './types.js';

/**
 * This climb's check of the earlier rung `name`, typed by that name: the ladder keys every check by the
 * rung that made it, so the check under `mock` carries the mock run's details. The one place that relies on
 * that invariant.
 */
export function earlierCheck<N extends RungName>(
  earlier: EarlierChecks | undefined,
  name: N,
): RungCheck<N> | undefined {
  return earlier?.get(name) as RungCheck<N> | undefined;
}

/** The details of the earlier rung `name` when it ran and reported some (passed or failed, not skipped). */
export function earlierDetails<N extends RungName>(
  earlier: EarlierChecks | undefined,
  name: N,
  when: 'passed' | 'ran' = 'passed',
): RungDetailsOf<N> | undefined {
  const check = earlierCheck(earlier, name);
  if (check === undefined || check.kind === 'skipped') return undefined;
  return when === 'ran' || check.kind === 'passed' ? check.details : undefined;
}

/** The ladder's outcome for the rung `name`, typed by that name (its `details` are that rung's). */
export function outcomeOf<N extends RungName>(
  outcomes: readonly RungOutcome[],
  name: N,
): RungOutcome<N> | undefined {
  return outcomes.find((outcome) => outcome.rung === name) as RungOutcome<N> | undefined;
}
