import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { errorMessage } from '../../shared/errors.js';
import type { MissingMember } from '../../snapshot/read-removed-members.js';
import type { ConfigRead } from '../types.js';
import type { TypecheckReply, TypecheckRequest } from './typecheck-protocol.js';
import type { FixResult, TypecheckDiagnostic, TypecheckLimit, TypecheckService } from './typechecker.js';

/**
 * The typechecker the pipeline uses: the warm ts-morph typechecker in a child process of its own, with a
 * time limit per call and a heap limit. A program of pathological types (2.4 KB can hold TypeScript for
 * minutes at gigabytes) then fails the typecheck rung with a finding at the limit, and the parent neither
 * stalls nor runs out of memory. A child process rather than a worker thread: a worker's `resourceLimits`
 * are best-effort, and a worker that runs out of heap can abort the whole process (nodejs/node#47224).
 */

/** Set by the bundler (scripts/build-dist.mjs): the child's file next to the bundle. */
declare const PULUMI_GEN_TYPECHECK_WORKER: string | undefined;

export const DEFAULT_TYPECHECK_TIME_LIMIT_MS = 60_000;
export const DEFAULT_TYPECHECK_HEAP_MB = 1536;

export interface IsolatedTypecheckerOptions {
  /** The project directory; `index.ts` lives here and `node_modules` resolves `@pulumi/*`. */
  readonly projectDir: string;
  /** The Node executable for the child. Default: this process's. */
  readonly nodePath?: string;
  /**
   * CPU-time limit of one call (the first one includes loading TypeScript), with a wall-clock backstop of
   * {@link TYPECHECK_WALL_FACTOR} times it. Default 60 s.
   */
  readonly timeLimitMs?: number;
  /** The child's V8 heap limit. Default 1536 MB. */
  readonly heapMb?: number;
}

export interface IsolatedTypechecker extends TypecheckService {
  check(program: string): Promise<readonly TypecheckDiagnostic[]>;
  fix(program: string, maxPasses?: number, protect?: readonly MissingMember[]): Promise<FixResult>;
  /** What the program reads from its configuration; none when the check stopped at a limit (it failed). */
  configReads(program: string): Promise<readonly ConfigRead[]>;
  /** Ends the child process. A later call starts a new one. */
  dispose(): void;
}

/** The child's entry and the Node flags it needs: the bundled file, or the TypeScript source under tsx. */
function workerEntry(): { readonly file: string; readonly flags: readonly string[] } {
  if (typeof PULUMI_GEN_TYPECHECK_WORKER === 'string') {
    // Beside the bundle: this code is in dist/index.js, dist/cli.js or one of the CLI's chunks (dist/cli-chunks).
    const here = dirname(fileURLToPath(import.meta.url));
    const dist = basename(here) === 'cli-chunks' ? dirname(here) : here;
    return { file: join(dist, PULUMI_GEN_TYPECHECK_WORKER), flags: [] };
  }
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { file: fileURLToPath(new URL('./typecheck-worker.ts', import.meta.url)), flags: ['--import', tsx] };
}

type Exchange =
  | { readonly kind: 'reply'; readonly reply: TypecheckReply }
  | { readonly kind: 'limit'; readonly limit: TypecheckLimit; readonly message: string };

/** The one diagnostic a call that hit a limit returns: the typecheck rung fails with it. */
function limitDiagnostic(limit: TypecheckLimit, message: string): TypecheckDiagnostic {
  return {
    code: 0,
    message,
    line: 1,
    column: 1,
    start: 0,
    length: 0,
    category: 'error',
    subjects: [],
    limit,
  };
}

const TOO_EXPENSIVE =
  "the program's types are too expensive to check (deeply recursive or exponentially large types): simplify them";

interface Child {
  readonly process: ChildProcess;
  stderr: string;
}

/** How far past its CPU limit a call may run in wall time on a loaded machine before it is stopped anyway. */
export const TYPECHECK_WALL_FACTOR = 3;

/** A process's CPU time (user + system) in ms, from `/proc` (Linux); undefined where it cannot be read. */
function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis start at field 3; utime and stime are fields 14 and 15,
    // in clock ticks of 10 ms.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Calls `expire` once the child has spent `limitMs` of CPU on this call (a check on a loaded machine is not
 * stopped for waiting its turn), or `limitMs` × {@link TYPECHECK_WALL_FACTOR} of wall time, whichever is
 * first; where CPU time cannot be read, `limitMs` of wall time.
 */
function cpuTimer(pid: number | undefined, limitMs: number, expire: () => void): { clear(): void } {
  const startCpu = cpuMs(pid);
  const started = performance.now();
  let timer: NodeJS.Timeout;
  const check = (): void => {
    const now = cpuMs(pid);
    const used = startCpu === undefined || now === undefined ? undefined : now - startCpu;
    const wall = performance.now() - started;
    if (used !== undefined && used < limitMs && wall < limitMs * TYPECHECK_WALL_FACTOR) {
      timer = setTimeout(
        check,
        Math.max(500, Math.min(limitMs - used, limitMs * TYPECHECK_WALL_FACTOR - wall)),
      );
      return;
    }
    expire();
  };
  timer = setTimeout(check, limitMs);
  return { clear: () => clearTimeout(timer) };
}

/** Sends one request to the child and waits for its reply, its end, or the time limit (which stops it). */
function exchangeWith(
  current: Child,
  request: TypecheckRequest,
  limits: { readonly timeLimitMs: number; readonly heapMb: number },
  stop: (ended: Child) => void,
): Promise<Exchange> {
  const { timeLimitMs, heapMb } = limits;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Exchange): void => {
      if (settled) return;
      settled = true;
      timer.clear();
      current.process.off('message', onMessage);
      current.process.off('exit', onExit);
      current.process.off('error', onError);
      current.process.channel?.unref();
      if (outcome.kind === 'limit') stop(current);
      resolve(outcome);
    };
    const onMessage = (reply: TypecheckReply): void => {
      if (reply.id === request.id) settle({ kind: 'reply', reply });
    };
    const onExit = (code: number | null, signal: string | null): void => {
      const outOfHeap = /heap out of memory|Allocation failed/i.test(current.stderr) || signal === 'SIGABRT';
      settle(
        outOfHeap
          ? {
              kind: 'limit',
              limit: 'memory',
              message: `the typecheck stopped at its memory limit of ${heapMb} MB: ${TOO_EXPENSIVE}`,
            }
          : {
              kind: 'limit',
              limit: 'crash',
              message: `the typecheck process ended (${signal ?? `exit ${code}`}): ${current.stderr.trim().split('\n').slice(-3).join(' ')}`,
            },
      );
    };
    const timer = cpuTimer(current.process.pid, timeLimitMs, () =>
      settle({
        kind: 'limit',
        limit: 'time',
        message: `the typecheck stopped at its time limit of ${Math.round(timeLimitMs / 1000)} s: ${TOO_EXPENSIVE}`,
      }),
    );
    const onError = (error: Error): void =>
      settle({ kind: 'limit', limit: 'crash', message: `the typecheck process: ${errorMessage(error)}` });
    current.process.on('message', onMessage);
    current.process.once('exit', onExit);
    current.process.once('error', onError);
    current.process.channel?.ref();
    current.process.send(request, (error) => {
      if (error !== null) {
        settle({ kind: 'limit', limit: 'crash', message: `the typecheck process: ${errorMessage(error)}` });
      }
    });
  });
}

export function createIsolatedTypechecker(options: IsolatedTypecheckerOptions): IsolatedTypechecker {
  const timeLimitMs = options.timeLimitMs ?? DEFAULT_TYPECHECK_TIME_LIMIT_MS;
  const heapMb = options.heapMb ?? DEFAULT_TYPECHECK_HEAP_MB;
  const entry = workerEntry();
  let child: Child | undefined;
  let nextId = 1;
  let queue: Promise<unknown> = Promise.resolve();

  const start = (): Child => {
    const process = spawn(
      options.nodePath ?? globalThis.process.execPath,
      [...entry.flags, `--max-old-space-size=${heapMb}`, entry.file, options.projectDir],
      { env: {}, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] },
    );
    const started: Child = { process, stderr: '' };
    process.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      started.stderr = (started.stderr + chunk).slice(-4000);
    });
    process.on('error', () => undefined);
    // Idle, it must not keep the parent alive; a call refs the channel while it waits.
    process.unref();
    process.channel?.unref();
    return started;
  };
  const stop = (ended: Child): void => {
    if (child === ended) child = undefined;
    ended.process.kill('SIGKILL');
  };

  const exchange = (request: TypecheckRequest): Promise<Exchange> =>
    exchangeWith((child ??= start()), request, { timeLimitMs, heapMb }, stop);

  /** One call at a time, in order: the child keeps one project. */
  const call = (request: TypecheckRequest): Promise<Exchange> => {
    const result = queue.then(() => exchange(request));
    queue = result;
    return result;
  };

  const failed = (outcome: Exchange): string =>
    outcome.kind === 'limit'
      ? outcome.message
      : outcome.reply.op === 'error'
        ? `the typecheck failed: ${outcome.reply.message}`
        : 'the typecheck process answered out of turn';

  return {
    async check(program) {
      const outcome = await call({ id: nextId++, op: 'check', program });
      if (outcome.kind === 'reply' && outcome.reply.op === 'check') return outcome.reply.diagnostics;
      return [limitDiagnostic(outcome.kind === 'limit' ? outcome.limit : 'crash', failed(outcome))];
    },
    async fix(program, maxPasses, protect) {
      const outcome = await call({
        id: nextId++,
        op: 'fix',
        program,
        ...(maxPasses === undefined ? {} : { maxPasses }),
        ...(protect === undefined ? {} : { protect }),
      });
      if (outcome.kind === 'reply' && outcome.reply.op === 'fix') return outcome.reply.result;
      const limit = outcome.kind === 'limit' ? outcome.limit : 'crash';
      return { program, fixes: [], diagnostics: [limitDiagnostic(limit, failed(outcome))] };
    },
    async configReads(program) {
      const outcome = await call({ id: nextId++, op: 'configReads', program });
      return outcome.kind === 'reply' && outcome.reply.op === 'configReads' ? outcome.reply.reads : [];
    },
    dispose() {
      if (child !== undefined) stop(child);
    },
  };
}
