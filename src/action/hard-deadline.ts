import { Worker } from 'node:worker_threads';

/**
 * The action's time budget as a hard process deadline. The budget's own timer (in the entry) aborts the
 * run so it stops where it is and reports; but a timer on the main thread never fires while that thread is
 * blocked. This watchdog runs on a thread of its own: at the deadline it writes one line to stderr (fd 2
 * directly, not through the blocked main thread), ends every process descended from this one (SIGTERM, then
 * SIGKILL: sandboxes, the typecheck child, whatever they started) and then this process (SIGKILL). Linux
 * reads descendants from /proc; elsewhere only this process is ended.
 */
export interface HardDeadline {
  /** Stops the watchdog (the run ended in time). */
  cancel(): void;
}

/** How long after the budget the watchdog ends a run that did not stop by itself. */
export const HARD_DEADLINE_GRACE_MS = 10_000;

const WATCHDOG_SOURCE = String.raw`
const { workerData } = require('node:worker_threads');
const fs = require('node:fs');

function descendants() {
  const children = new Map();
  let names = [];
  try { names = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name)); } catch { return []; }
  for (const name of names) {
    try {
      const stat = fs.readFileSync('/proc/' + name + '/stat', 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch { /* gone */ }
  }
  const found = [];
  const queue = [process.pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()) || []) { found.push(child); queue.push(child); }
  }
  return found;
}

function signal(pids, name) {
  for (const pid of pids) { try { process.kill(pid, name); } catch { /* gone or not ours */ } }
}

setTimeout(() => {
  try { fs.writeSync(2, workerData.message + '\n'); } catch { /* nowhere to say it */ }
  signal(descendants(), 'SIGTERM');
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
  signal(descendants(), 'SIGKILL');
  process.kill(process.pid, 'SIGKILL');
}, workerData.afterMs);
`;

/** Starts the watchdog: `afterMs` from now the process ends, whatever its main thread is doing. */
export function startHardDeadline(afterMs: number, message: string): HardDeadline {
  const worker = new Worker(WATCHDOG_SOURCE, { eval: true, execArgv: [], workerData: { afterMs, message } });
  // It must not keep a finished run alive.
  worker.unref();
  return { cancel: () => void worker.terminate() };
}
