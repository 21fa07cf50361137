import { plural } from '../shared/format.js';
import type { Clock } from '../shared/clock.js';
import { errorMessage } from '../shared/errors.js';
import type { LadderProgress } from './ladder-events.js';
import { findWeakenings, weakeningFinding } from './repair-weakening.js';
import { freshRungState, ladderOutcomes, type LadderStop, type RungState } from './ladder-outcomes.js';
import { createSafetyRung } from './safety-gate.js';
import { createTypecheckRung } from './typecheck/typecheck-rung.js';
import type { AppliedFix, TypecheckService } from './typecheck/typechecker.js';
import type {
  Finding,
  ProgramRevision,
  Rung,
  RungCheck,
  RungContext,
  RungName,
  RungOutcome,
} from './types.js';

export interface LadderDeps {
  /** The typecheck rung's checker; its config reads also tell a repair that dropped configuration. */
  readonly typechecker: TypecheckService;
  /** Rungs after the safety gate and the typecheck (mock run, intent, policy, preview), in order. */
  readonly rungs: readonly Rung[];
  /**
   * Writes the program into the verification workspace (`index.ts`, and the {@link companions} beside it);
   * called before the rungs that execute it.
   */
  readonly writeProgram: (program: string) => Promise<void>;
  /**
   * The program's other files, relative to `index.ts` (`pulumi-gen verify` of a program split over files):
   * checked with it by every rung, never rewritten by a repair. The workspace holds them before the climb.
   */
  readonly companions?: ReadonlyMap<string, string>;
  readonly context: RungContext;
  readonly clock: Clock;
  readonly progress: LadderProgress;
  /**
   * A repaired program for the findings (a `repair` model call). Absent: no model, so a failure after
   * TypeScript's code fixes is final.
   */
  readonly repair?: (
    program: string,
    findings: readonly Finding[],
    round: number,
    feedback?: RepairFeedback,
  ) => Promise<string>;
  readonly maxRepairs: number;
}

export interface LadderResult {
  readonly program: string;
  readonly outcomes: readonly RungOutcome[];
  /** Model repair rounds spent. */
  readonly rounds: number;
  readonly codeFixes: readonly AppliedFix[];
  /** Why the ladder stopped short of passing, when it did. */
  readonly stopReason?: string;
  /** Set when a repair call itself failed (model unreachable, no code twice): a failure, not a finding. */
  readonly repairError?: string;
}

/** What the ladder tells a repair round about the previous one, so it is not asked the same way twice. */
export interface RepairFeedback {
  /** Findings the previous round was asked to fix that are still there. */
  readonly repeated: readonly Finding[];
  /** The previous reply was a program already returned: it changed nothing. */
  readonly unchanged: boolean;
}

/** A finding's identity across rounds: its line moves when the program does, its message does not. */
function findingKey(finding: Finding): string {
  return `${finding.rung}\0${finding.code ?? ''}\0${finding.message}`;
}

/** The longest finding a report or a repair prompt carries; the rest is said to be left out. */
export const MAX_FINDING_CHARS = 2000;

function clip(finding: Finding): Finding {
  if (finding.message.length <= MAX_FINDING_CHARS) return finding;
  // The note of what was cut fits inside the limit too.
  const kept = MAX_FINDING_CHARS - 40;
  const rest = finding.message.length - kept;
  return { ...finding, message: `${finding.message.slice(0, kept)}… (${rest} more characters)` };
}

/** A check whose findings are each at most {@link MAX_FINDING_CHARS} long. */
function clipped(check: RungCheck): RungCheck {
  if (check.kind === 'failed') return { ...check, findings: check.findings.map(clip) };
  if (check.kind === 'passed') return { ...check, warnings: check.warnings.map(clip) };
  return check;
}

function normalized(program: string): string {
  return program.replace(/\s+/g, ' ').trim();
}

/** The program as it climbs, and what the repair rounds so far have learned. */
interface Climb {
  program: string;
  /** The program last written into the workspace. */
  written?: string;
  round: number;
  /** Every program seen (normalized), to tell a reply that changed nothing. */
  readonly seen: Set<string>;
  readonly codeFixes: AppliedFix[];
  /** What the previous repair round was asked to fix, to tell the next one what it did not fix. */
  lastAsked: ReadonlySet<string>;
  /** The model is told once that its reply changed nothing; a second unchanged reply ends the loop. */
  toldUnchanged: boolean;
  unchanged: boolean;
}

/** This climb's checks so far, by the rung that made each one (see `earlierCheck`). */
type EarlierMap = Map<RungName, RungCheck>;

/** One rung's check of the climbing program (with its companions); a crash of an executing rung is a finding. */
async function runRung(rung: Rung, climb: Climb, deps: LadderDeps, earlier: EarlierMap): Promise<RungCheck> {
  const files = new Map([['index.ts', climb.program], ...(deps.companions ?? [])]);
  if (rung.reads === 'text') return rung.check(files, deps.context, earlier);
  if (climb.written !== climb.program) {
    await deps.writeProgram(climb.program);
    climb.written = climb.program;
  }
  try {
    return await rung.check(files, deps.context, earlier);
  } catch (error) {
    const message = `the ${rung.name} rung crashed: ${errorMessage(error)}`;
    return { kind: 'failed', findings: [{ rung: rung.name, severity: 'error', message }] };
  }
}

/** A rung's own rewrite of the program (TypeScript's code fixes): kept, and the rung counts as fixed. */
function adoptRevision(revision: ProgramRevision, state: RungState, climb: Climb, deps: LadderDeps): void {
  state.failedOnce = true;
  state.fixedBy = revision.description;
  state.fixedFindings = revision.findings;
  climb.codeFixes.push(...revision.fixes);
  climb.program = revision.program;
  climb.seen.add(normalized(climb.program));
  deps.progress({
    kind: 'repair',
    round: climb.round,
    via: 'code-fix',
    findings: revision.fixes.length,
    detail: revision.description,
  });
}

interface FailedRung {
  readonly name: RungName;
  readonly check: RungCheck & { readonly kind: 'failed' };
}

/** One climb from the safety gate up: the first rung that fails, or `undefined` when every rung passed. */
async function climbOnce(
  rungs: readonly Rung[],
  states: ReadonlyMap<RungName, RungState>,
  climb: Climb,
  deps: LadderDeps,
): Promise<FailedRung | undefined> {
  const earlier: EarlierMap = new Map();
  for (const rung of rungs) {
    const state = states.get(rung.name)!;
    const started = deps.clock.now();
    const check = clipped(await runRung(rung, climb, deps, earlier));
    const durationMs = deps.clock.now() - started;
    state.durationMs += durationMs;
    state.last = check;
    earlier.set(rung.name, check);
    if (check.kind !== 'skipped' && check.revision !== undefined)
      adoptRevision(check.revision, state, climb, deps);
    deps.progress({
      kind: 'rung',
      rung: rung.name,
      round: climb.round,
      check: check.kind,
      findings:
        check.kind === 'failed' ? check.findings.length : check.kind === 'passed' ? check.warnings.length : 0,
      durationMs,
      ...(check.kind === 'skipped' ? { reason: check.reason } : {}),
    });
    if (check.kind === 'failed') {
      state.failedOnce = true;
      return { name: rung.name, check };
    }
  }
  return undefined;
}

/**
 * One model repair round for a failed rung's findings (its errors, or its warnings when it failed on those):
 * the new program to climb with, or why the ladder stops (no model, rounds spent, the repair call failed, a
 * program the model had already returned).
 */
async function repairRound(
  failed: FailedRung,
  state: RungState,
  climb: Climb,
  deps: LadderDeps,
): Promise<LadderStop | undefined> {
  const { name, check } = failed;
  const errors = check.findings.filter((f) => f.severity === 'error');
  const findings = errors.length > 0 ? errors : check.findings;
  if (deps.repair === undefined)
    return { at: name, reason: `${name} failed and no model is configured to repair it` };
  if (climb.round >= deps.maxRepairs) {
    return { at: name, reason: `${name} still fails after ${plural(deps.maxRepairs, 'repair round')}` };
  }
  climb.round += 1;
  state.rounds += 1;
  state.fixedFindings = findings;
  const round = climb.round;
  deps.progress({ kind: 'repair', round, via: 'model', findings: findings.length });
  const feedback: RepairFeedback = {
    repeated: findings.filter((f) => climb.lastAsked.has(findingKey(f))),
    unchanged: climb.unchanged,
  };
  climb.lastAsked = new Set(findings.map(findingKey));
  let next: string;
  try {
    next = await deps.repair(climb.program, findings, round, feedback);
  } catch (error) {
    const repairError = errorMessage(error);
    return { at: name, reason: `repair round ${round} failed: ${repairError}`, repairError };
  }
  climb.unchanged = climb.seen.has(normalized(next));
  if (climb.unchanged && (climb.toldUnchanged || round >= deps.maxRepairs)) {
    return {
      at: name,
      reason: `the model returned a program it had already returned (round ${round}); stopping`,
    };
  }
  if (climb.unchanged) {
    // The program stays as it was, so the climb finds the same findings, and the next round says the
    // reply changed nothing: one more chance before a repeated program ends the loop.
    climb.toldUnchanged = true;
    return undefined;
  }
  climb.seen.add(normalized(next));
  const weakenings = findWeakenings(climb.program, next, {
    before: await deps.typechecker.configReads(climb.program),
    after: await deps.typechecker.configReads(next),
  });
  if (weakenings.length > 0) state.weakened.push(weakeningFinding(name, round, weakenings));
  climb.program = next;
  return undefined;
}

/**
 * The verify ladder with its bounded repair loop: one ordered list of rungs (the safety gate, the typecheck
 * with TypeScript's code fixes, then the injected rungs, cheapest first), each climb running them in order. A
 * failing rung's findings go to `repair` (one round each) and the new program climbs from the safety gate
 * again: nothing the model wrote runs before the gate passed on it. The loop ends when every rung passes, the
 * rounds are spent, there is no model, or the model returns a program it returned before.
 */
export async function runLadder(initial: string, deps: LadderDeps): Promise<LadderResult> {
  const rungs: readonly Rung[] = [createSafetyRung(), createTypecheckRung(deps.typechecker), ...deps.rungs];
  const states = new Map(rungs.map((rung) => [rung.name, freshRungState()]));
  const climb: Climb = {
    program: initial,
    round: 0,
    seen: new Set([normalized(initial)]),
    codeFixes: [],
    lastAsked: new Set(),
    toldUnchanged: false,
    unchanged: false,
  };
  let stop: LadderStop | undefined;
  for (let failed = await climbOnce(rungs, states, climb, deps); failed !== undefined;) {
    stop = await repairRound(failed, states.get(failed.name)!, climb, deps);
    if (stop !== undefined) break;
    failed = await climbOnce(rungs, states, climb, deps);
  }
  return {
    program: climb.program,
    outcomes: ladderOutcomes(
      rungs.map((rung) => rung.name),
      states,
      stop,
    ),
    rounds: climb.round,
    codeFixes: climb.codeFixes,
    ...(stop !== undefined ? { stopReason: stop.reason } : {}),
    ...(stop?.repairError !== undefined ? { repairError: stop.repairError } : {}),
  };
}
