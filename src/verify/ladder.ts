import { plural } from '../shared/format.js';
import type { Clock } from '../shared/clock.js';
import type { ProgressSink } from '../progress/events.js';
import { errorMessage } from '../shared/errors.js';
import { findWeakenings, weakeningFinding } from './repair-weakening.js';
import { checkSafety } from './safety-gate.js';
import type { AppliedFix, Typechecker, TypecheckDiagnostic } from './typecheck/typechecker.js';
import type { Finding, Rung, RungCheck, RungContext, RungDetails, RungName, RungOutcome } from './types.js';

export interface LadderDeps {
  readonly typechecker: Typechecker;
  /** Rungs after typecheck (mock run, preview), in order. */
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
  readonly progress: ProgressSink;
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

export function diagnosticFinding(diagnostic: TypecheckDiagnostic): Finding {
  return {
    rung: 'typecheck',
    severity: diagnostic.category,
    message: diagnostic.message.replace(/\s*\n\s*/g, ' '),
    line: diagnostic.line,
    file: diagnostic.file ?? 'index.ts',
    code: `TS${diagnostic.code}`,
    subjects: diagnostic.subjects,
  };
}

interface RungState {
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
  const rest = finding.message.length - MAX_FINDING_CHARS;
  return { ...finding, message: `${finding.message.slice(0, MAX_FINDING_CHARS)}… (${rest} more characters)` };
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

/**
 * The verify ladder with its bounded repair loop: safety gate, typecheck with TypeScript's code fixes, then
 * the injected rungs, cheapest first. A failing rung's findings go to `repair` (one round each) and the new
 * program climbs from the safety gate again: nothing the model wrote runs before the gate passed on it. The
 * loop ends when every rung passes, the rounds are spent, there is no model, or the model returns a program
 * it returned before.
 */
export async function runLadder(initial: string, deps: LadderDeps): Promise<LadderResult> {
  const names: RungName[] = ['safety', 'typecheck', ...deps.rungs.map((r) => r.name)];
  const states = new Map<RungName, RungState>(
    names.map((name) => [
      name,
      { failedOnce: false, rounds: 0, durationMs: 0, fixedFindings: [], weakened: [] },
    ]),
  );
  const seen = new Set([normalized(initial)]);
  const codeFixes: AppliedFix[] = [];
  let program = initial;
  let written: string | undefined;
  let round = 0;
  let stopReason: string | undefined;
  let stoppedAt: RungName | undefined;
  let repairError: string | undefined;
  /** What the previous repair round was asked to fix, to tell the next one what it did not fix. */
  let lastAsked = new Set<string>();
  /** The model is told once that its reply changed nothing; a second unchanged reply ends the loop. */
  let toldUnchanged = false;
  let unchanged = false;

  const files = (entry: string): ReadonlyMap<string, string> =>
    new Map([['index.ts', entry], ...(deps.companions ?? [])]);
  /** This climb's checks so far, handed to later rungs (intent and policy read the mock run's resources). */
  let earlier = new Map<RungName, RungCheck>();
  const run = async (name: RungName): Promise<RungCheck> => {
    if (name === 'safety') {
      const findings = checkSafety(
        files(program),
        deps.context.projectDir,
        deps.context.allowedPackages,
        deps.context.origin === 'existing' ? 'report' : 'refuse',
      );
      return findings.some((f) => f.severity === 'error')
        ? { kind: 'failed', findings }
        : { kind: 'passed', warnings: findings };
    }
    if (name === 'typecheck') {
      const result = deps.typechecker.fix(program);
      // A code fix may add an import (`import { readFileSync } from 'fs'`); the gate must pass the fixed
      // program before it is kept, and a rejected fix leaves the program, and so its diagnostics, unfixed.
      const keepFixes =
        result.fixes.length > 0 &&
        checkSafety(
          new Map([['index.ts', result.program]]),
          deps.context.projectDir,
          deps.context.allowedPackages,
        ).length === 0;
      if (keepFixes) {
        const state = states.get('typecheck')!;
        state.failedOnce = true;
        state.fixedBy = `TypeScript code fixes: ${result.fixes.map((f) => f.description).join('; ')}`;
        state.fixedFindings = result.fixes.map((f) => ({
          rung: 'typecheck',
          severity: 'warning',
          message: `fixed without a model round: ${f.description}`,
          line: f.line,
          file: 'index.ts',
          code: f.fixName,
        }));
        codeFixes.push(...result.fixes);
        program = result.program;
        seen.add(normalized(program));
        deps.progress({
          kind: 'repair',
          round,
          via: 'code-fix',
          findings: result.fixes.length,
          detail: state.fixedBy,
        });
      }
      // `fix` checked the program it returns: reuse that unless the gate sent us back to the unfixed one.
      const diagnostics = result.program === program ? result.diagnostics : deps.typechecker.check(program);
      const errors = diagnostics.filter((d) => d.category === 'error').map(diagnosticFinding);
      const warnings = diagnostics.filter((d) => d.category === 'warning').map(diagnosticFinding);
      return errors.length > 0
        ? { kind: 'failed', findings: [...errors, ...warnings] }
        : { kind: 'passed', warnings, details: { configReads: deps.typechecker.configReads(program) } };
    }
    const rung = deps.rungs.find((r) => r.name === name)!;
    if (written !== program) {
      await deps.writeProgram(program);
      written = program;
    }
    try {
      return await rung.check(files(program), deps.context, earlier);
    } catch (error) {
      return {
        kind: 'failed',
        findings: [
          { rung: name, severity: 'error', message: `the ${name} rung crashed: ${errorMessage(error)}` },
        ],
      };
    }
  };

  climb: for (;;) {
    earlier = new Map();
    for (const name of names) {
      const state = states.get(name)!;
      const started = deps.clock.now();
      const check = clipped(await run(name));
      const durationMs = deps.clock.now() - started;
      state.durationMs += durationMs;
      state.last = check;
      earlier.set(name, check);
      deps.progress({
        kind: 'rung',
        rung: name,
        round,
        check: check.kind,
        findings:
          check.kind === 'failed'
            ? check.findings.length
            : check.kind === 'passed'
              ? check.warnings.length
              : 0,
        durationMs,
        ...(check.kind === 'skipped' ? { reason: check.reason } : {}),
      });
      if (check.kind !== 'failed') continue;
      state.failedOnce = true;
      const errors = check.findings.filter((f) => f.severity === 'error');
      const findings = errors.length > 0 ? errors : check.findings;
      if (deps.repair === undefined) {
        stopReason = `${name} failed and no model is configured to repair it`;
        stoppedAt = name;
        break climb;
      }
      if (round >= deps.maxRepairs) {
        stopReason = `${name} still fails after ${plural(deps.maxRepairs, 'repair round')}`;
        stoppedAt = name;
        break climb;
      }
      round += 1;
      state.rounds += 1;
      state.fixedFindings = findings;
      deps.progress({ kind: 'repair', round, via: 'model', findings: findings.length });
      const feedback: RepairFeedback = {
        repeated: findings.filter((f) => lastAsked.has(findingKey(f))),
        unchanged,
      };
      lastAsked = new Set(findings.map(findingKey));
      let next: string;
      try {
        next = await deps.repair(program, findings, round, feedback);
      } catch (error) {
        repairError = errorMessage(error);
        stopReason = `repair round ${round} failed: ${repairError}`;
        stoppedAt = name;
        break climb;
      }
      unchanged = seen.has(normalized(next));
      if (unchanged && (toldUnchanged || round >= deps.maxRepairs)) {
        stopReason = `the model returned a program it had already returned (round ${round}); stopping`;
        stoppedAt = name;
        break climb;
      }
      if (unchanged) {
        // The program stays as it was, so the climb finds the same findings, and the next round says the
        // reply changed nothing: one more chance before a repeated program ends the loop.
        toldUnchanged = true;
        continue climb;
      }
      seen.add(normalized(next));
      const weakenings = findWeakenings(program, next, (text) => deps.typechecker.configReads(text));
      if (weakenings.length > 0) state.weakened.push(weakeningFinding(name, round, weakenings));
      program = next;
      continue climb;
    }
    break;
  }

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
        reason: `not run: ${stoppedAt ?? 'an earlier rung'} failed`,
        durationMs: state.durationMs,
      });
      continue;
    }
    const details: RungDetails | undefined = last.kind === 'skipped' ? undefined : last.details;
    const base = {
      rung: name,
      rounds: state.rounds,
      durationMs: state.durationMs,
      ...(details ? { details } : {}),
    };
    if (last.kind === 'failed') {
      outcomes.push({
        ...base,
        status: 'failed',
        findings: [...last.findings, ...state.weakened],
        ...(stopReason ? { reason: stopReason } : {}),
      });
      blocked = true;
    } else if (last.kind === 'skipped') {
      outcomes.push({
        ...base,
        status: 'skipped',
        findings: [],
        reason: last.reason,
        ...(last.unverified === true ? { unverified: true } : {}),
      });
    } else if (state.failedOnce) {
      outcomes.push({
        ...base,
        status: 'fixed',
        findings: [...state.weakened, ...state.fixedFindings, ...last.warnings],
        ...(state.weakened.length > 0
          ? { reason: 'the repair weakened the program rather than fixing it (see the warning)' }
          : state.fixedBy !== undefined && state.rounds === 0
            ? { reason: state.fixedBy }
            : {}),
      });
    } else {
      outcomes.push({ ...base, status: 'passed', findings: last.warnings });
    }
  }
  return {
    program,
    outcomes,
    rounds: round,
    codeFixes,
    ...(stopReason !== undefined ? { stopReason } : {}),
    ...(repairError !== undefined ? { repairError } : {}),
  };
}
