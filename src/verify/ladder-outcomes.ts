import type { Finding, RungCheck, RungName, RungOutcome } from './types.js';

/** What the ladder knows of one rung across the climbs of a run. */
export interface RungState {
  failedOnce: boolean;
  rounds: number;
  durationMs: number;
  last?: RungCheck;
  /** The findings of the last failure, kept for the report when a later round fixed them. */
  fixedFindings: readonly Finding[];
  fixedBy?: string;
  /** Repairs for this rung's findings that removed resources or configuration (see `findWeakenings`). */
  weakened: Finding[];
}

export function freshRungState(): RungState {
  return { failedOnce: false, rounds: 0, durationMs: 0, fixedFindings: [], weakened: [] };
}

/** Why the ladder stopped short of passing: the rung it stopped at and the reason. */
export interface LadderStop {
  readonly at: RungName;
  readonly reason: string;
  /** Set when a repair call itself failed (model unreachable, no code twice). */
  readonly repairError?: string;
}

/**
 * An outcome from the rung's own state: its `details` are those its last check returned, and the ladder
 * keeps each rung's checks under its own name, so they belong to `rung`.
 */
function outcome(
  fields: Omit<RungOutcome, 'rung' | 'details'>,
  rung: RungName,
  last: RungCheck,
): RungOutcome {
  const details = last.kind === 'skipped' ? undefined : last.details;
  // Keys in the order reports have always had them (rung, rounds, durationMs, details, status, ...).
  const head = {
    rung,
    rounds: fields.rounds,
    durationMs: fields.durationMs,
    ...(details ? { details } : {}),
  };
  return { ...head, ...fields } as RungOutcome;
}

/** The final word on one rung that ran in the last climb (see {@link ladderOutcomes}). */
function ranOutcome(
  name: RungName,
  state: RungState,
  last: RungCheck,
  stop: LadderStop | undefined,
): RungOutcome {
  const base = { rounds: state.rounds, durationMs: state.durationMs };
  if (last.kind === 'failed') {
    const findings = [...last.findings, ...state.weakened];
    return outcome(
      { ...base, status: 'failed', findings, ...(stop ? { reason: stop.reason } : {}) },
      name,
      last,
    );
  }
  if (last.kind === 'skipped') {
    const unverified = last.unverified === true ? { unverified: true as const } : {};
    return outcome(
      { ...base, status: 'skipped', findings: [], reason: last.reason, ...unverified },
      name,
      last,
    );
  }
  if (!state.failedOnce) return outcome({ ...base, status: 'passed', findings: last.warnings }, name, last);
  const reason =
    state.weakened.length > 0
      ? { reason: 'the repair weakened the program rather than fixing it (see the warning)' }
      : state.fixedBy !== undefined && state.rounds === 0
        ? { reason: state.fixedBy }
        : {};
  const findings = [...state.weakened, ...state.fixedFindings, ...last.warnings];
  return outcome({ ...base, status: 'fixed', findings, ...reason }, name, last);
}

/**
 * The ladder's final word on every rung, in ladder order: passed, fixed (failed once, passed since), failed
 * (where the ladder stopped), or skipped (by the rung itself, or not run because an earlier rung failed).
 */
export function ladderOutcomes(
  names: readonly RungName[],
  states: ReadonlyMap<RungName, RungState>,
  stop: LadderStop | undefined,
): RungOutcome[] {
  const outcomes: RungOutcome[] = [];
  let blocked = false;
  for (const name of names) {
    const state = states.get(name)!;
    const last = state.last;
    if (blocked || last === undefined) {
      outcomes.push({
        rung: name,
        status: 'skipped',
        rounds: state.rounds,
        findings: [],
        reason: `not run: ${stop?.at ?? 'an earlier rung'} failed`,
        durationMs: state.durationMs,
      });
      continue;
    }
    outcomes.push(ranOutcome(name, state, last, stop));
    if (last.kind === 'failed') blocked = true;
  }
  return outcomes;
}
