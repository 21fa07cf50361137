import type { ProgressEvent, ProgressSink } from '../progress/events.js';
import { describeProgress } from '../report/progress-line.js';
import { escapeForTerminal } from '../shared/request-limits.js';

export interface LiveProgressDeps {
  readonly write: (text: string) => void;
  /** On a terminal a status line is redrawn in place; elsewhere (CI logs, pipes) only event lines are written. */
  readonly tty: boolean;
  readonly now: () => number;
  /** Calls `tick` every `ms` until the returned stop function is called. */
  readonly every: (ms: number, tick: () => void) => () => void;
}

export interface LiveProgress {
  readonly sink: ProgressSink;
  readonly stop: () => void;
}

const CLEAR_LINE = '\r\u001B[2K';

/**
 * Progress on stderr: one line per event, and on a terminal a live line under them with the current stage
 * and the time spent in it, so a four-minute model call or provider install shows it is alive.
 */
export function createLiveProgress(deps: LiveProgressDeps): LiveProgress {
  let stage: string | undefined;
  let last: string | undefined;
  let since = deps.now();
  let stopTicker: (() => void) | undefined;
  let drawn = false;
  const status = (): string => {
    const seconds = Math.floor((deps.now() - since) / 1000);
    const after = last === undefined ? '' : ` (last: ${last})`;
    return `pulumi-gen: ${stage ?? 'working'}${after} … ${seconds} s`;
  };
  const redraw = () => {
    if (!deps.tty || stage === undefined) return;
    deps.write(`${CLEAR_LINE}${escapeForTerminal(status())}`);
    drawn = true;
  };
  const clear = () => {
    if (drawn) deps.write(CLEAR_LINE);
    drawn = false;
  };
  const sink = (event: ProgressEvent) => {
    clear();
    // A failed stage's message is in the report that follows: said once, there.
    const line = describeProgress(event, { failureDetail: false });
    deps.write(`pulumi-gen: ${escapeForTerminal(line)}\n`);
    if (event.kind === 'stage-start') {
      stage = event.detail === undefined ? event.stage : `${event.stage} (${event.detail})`;
      since = deps.now();
      last = undefined;
      if (deps.tty) stopTicker ??= deps.every(1000, redraw);
    } else if (event.kind === 'stage-end') {
      stage = undefined;
    } else if (event.kind === 'rung') {
      last = `${event.rung} ${event.check}`;
      since = deps.now();
    }
    redraw();
  };
  return {
    sink,
    stop: () => {
      stopTicker?.();
      stopTicker = undefined;
      clear();
    },
  };
}

/** The live progress on real timers. */
export function systemTicker(ms: number, tick: () => void): () => void {
  const timer = setInterval(tick, ms);
  timer.unref();
  return () => clearInterval(timer);
}
