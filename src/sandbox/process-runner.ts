import { spawn } from 'node:child_process';

/**
 * Running a child process is a side effect at the edge: the mock run and the preview both go through this
 * interface, so tests can run real children and the rungs never read the parent's environment.
 */
export interface ProcessRunRequest {
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd: string;
  /** The child's COMPLETE environment: nothing of the parent's is inherited. */
  readonly env: Readonly<Record<string, string>>;
  /** Wall-clock limit; on expiry the whole process group is killed. */
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
  /** Output beyond this many characters per stream is dropped (the tail is kept). */
  readonly maxOutputChars?: number;
}

export type ProcessRunResult =
  | {
      readonly kind: 'exited';
      readonly code: number | null;
      readonly signal: string | null;
      readonly stdout: string;
      readonly stderr: string;
      readonly durationMs: number;
    }
  | {
      readonly kind: 'timed-out';
      readonly stdout: string;
      readonly stderr: string;
      readonly durationMs: number;
    }
  | { readonly kind: 'aborted'; readonly durationMs: number }
  | { readonly kind: 'spawn-failed'; readonly message: string };

export interface ProcessRunner {
  run(request: ProcessRunRequest): Promise<ProcessRunResult>;
}

const DEFAULT_MAX_OUTPUT = 200_000;

/**
 * The tail of a stream, kept in chunks: the last lines carry the error, and a child that prints gigabytes
 * costs the parent at most `max` characters and one copy per chunk.
 */
class Tail {
  private readonly chunks: string[] = [];
  private length = 0;
  constructor(private readonly max: number) {}
  push(chunk: string): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
    while (this.chunks.length > 1 && this.length - this.chunks[0]!.length >= this.max) {
      this.length -= this.chunks.shift()!.length;
    }
  }
  text(): string {
    const all = this.chunks.join('');
    return all.length > this.max ? all.slice(all.length - this.max) : all;
  }
}

/**
 * Kills the child's whole process group: the child is its own group leader (`detached`), so grandchildren
 * (a language host, a plugin) die with it instead of outliving the time limit.
 */
function killGroup(pid: number | undefined): void {
  if (pid === undefined) {
    return;
  }
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

export function createProcessRunner(): ProcessRunner {
  return {
    run(request: ProcessRunRequest): Promise<ProcessRunResult> {
      const started = performance.now();
      const max = request.maxOutputChars ?? DEFAULT_MAX_OUTPUT;
      return new Promise((resolve) => {
        if (request.signal?.aborted) {
          resolve({ kind: 'aborted', durationMs: 0 });
          return;
        }
        let child;
        try {
          child = spawn(request.command, [...request.args], {
            cwd: request.cwd,
            env: { ...request.env },
            detached: true,
            stdio: ['ignore', 'pipe', 'pipe'],
          });
        } catch (error: unknown) {
          resolve({ kind: 'spawn-failed', message: error instanceof Error ? error.message : String(error) });
          return;
        }
        const stdout = new Tail(max);
        const stderr = new Tail(max);
        let ending: 'timed-out' | 'aborted' | undefined;
        let settled = false;
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => stdout.push(chunk));
        child.stderr.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk));
        const stop = (why: 'timed-out' | 'aborted'): void => {
          ending ??= why;
          killGroup(child.pid);
        };
        const timer = setTimeout(() => stop('timed-out'), request.timeoutMs);
        const onAbort = (): void => stop('aborted');
        request.signal?.addEventListener('abort', onAbort, { once: true });
        const finish = (result: ProcessRunResult): void => {
          if (settled) {
            return;
          }
          settled = true;
          clearTimeout(timer);
          request.signal?.removeEventListener('abort', onAbort);
          resolve(result);
        };
        child.on('error', (error) => {
          finish({ kind: 'spawn-failed', message: error.message });
        });
        child.on('close', (code, signal) => {
          const durationMs = performance.now() - started;
          const output = { stdout: stdout.text(), stderr: stderr.text() };
          if (ending === 'timed-out') {
            finish({ kind: 'timed-out', ...output, durationMs });
          } else if (ending === 'aborted') {
            finish({ kind: 'aborted', durationMs });
          } else {
            finish({ kind: 'exited', code, signal, ...output, durationMs });
          }
          // A grandchild may still hold the group; it must not outlive the run.
          killGroup(child.pid);
        });
      });
    },
  };
}
