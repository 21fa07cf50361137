import type { ResultFileRead } from '../../sandbox/run-dir.js';
import type { Finding } from '../types.js';
import type { MonitorRecord } from './recording-monitor.js';
import { parseRunResult, type MockRunResult, type RunError, type RunViolation } from './run-result.js';

/** How the child ended, as the sandbox saw it. */
export interface ChildExit {
  readonly code: number | null;
  readonly signal: string | null;
  readonly stderr: string;
}

/** What the parent concludes from one run: the run as the checks see it, and what fails it outright. */
export interface RunVerdict {
  readonly run: MockRunResult;
  /** Findings that fail the run whatever the program's own errors say (no runner result, a crash, a forged root). */
  readonly failures: readonly Finding[];
}

function failure(code: string, message: string): Finding {
  return { rung: 'mock', severity: 'error', code, message };
}

function stderrTail(stderr: string): string {
  const tail = stderr.trim().split('\n').slice(-5).join(' ').trim();
  return tail === '' ? '' : `: ${tail.slice(0, 600)}`;
}

/** The runner's advice when the file is the runner's (it carries this run's nonce), else why not. */
function adviceOf(file: ResultFileRead, nonce: string): MockRunResult | string {
  if (file.kind === 'empty') return 'there is no result file';
  if (file.kind === 'too-large') return `the result file is over ${file.bytes} bytes`;
  if (file.kind === 'unreadable') return `the result file ${file.message}`;
  let advice: MockRunResult;
  try {
    advice = parseRunResult(file.text);
  } catch {
    return 'the result file is not the runner’s JSON';
  }
  return advice.nonce === nonce ? advice : 'the result file does not carry the run’s nonce';
}

function sameViolation(a: RunViolation, b: RunViolation): boolean {
  return a.what === b.what && a.stack === b.stack && a.path === b.path;
}

/**
 * The parent's verdict on one run, from what IT observed: the monitor's record (registrations, the first
 * root's outputs, the runner's nonce-signed "finished" and violation reports), the child's exit status, and
 * the result file only when it carries the nonce. A missing or foreign result, a non-zero exit or a signal,
 * and a second stack resource each fail the run; the run completed only when the runner said so with the
 * nonce after the first root got its outputs (the SDK sends those from a `finally`, even after a throw).
 */
export function decideRun(
  record: MonitorRecord,
  exit: ChildExit,
  file: ResultFileRead,
  nonce: string,
): RunVerdict {
  const failures: Finding[] = [];
  const advice = adviceOf(file, nonce);
  const crashed = exit.code !== 0 || exit.signal !== null;
  if (crashed) {
    failures.push(
      failure(
        'mock-crash',
        `the program's process ended with ${exit.signal ?? `exit code ${exit.code ?? 'unknown'}`}` +
          `${typeof advice === 'string' ? ' without a result' : ''}${stderrTail(exit.stderr)}`,
      ),
    );
  } else if (typeof advice === 'string') {
    failures.push(
      failure(
        'mock-no-result',
        `the program's run left no result from the runner (${advice}), so its errors are unknown${stderrTail(exit.stderr)}`,
      ),
    );
  }
  if (record.extraRoots.length > 0) {
    failures.push(
      failure(
        'forged-stack',
        `the program registered a stack resource of its own (${record.extraRoots[0] ?? ''}); only the first ` +
          'stack is the program’s root',
      ),
    );
  }
  const known = typeof advice === 'string' ? undefined : advice;
  const violations: RunViolation[] = [...record.violations];
  for (const violation of known?.violations ?? []) {
    if (!violations.some((other) => sameViolation(other, violation))) violations.push(violation);
  }
  const engineErrors: RunError[] = record.logs
    .filter((log) => log.severity === 'error')
    .map((log) => ({ kind: 'program-error', name: 'Error', message: log.message, stack: '' }));
  const errors = [...(known?.errors ?? []), ...engineErrors];
  const completed = record.completed && record.finished;
  if (!completed && errors.length === 0 && failures.length === 0 && violations.length === 0) {
    errors.push({
      kind: 'runner-error',
      name: 'Error',
      message: record.completed
        ? 'the program did not run to its end (its runner never said it finished)'
        : 'the program did not run to its end (the stack never registered its outputs)',
      stack: '',
    });
  }
  return {
    run: {
      registrations: record.registrations,
      invokes: record.invokes,
      calls: known?.calls ?? [],
      errors,
      completed,
      violations,
    },
    failures,
  };
}
