import { execFile } from 'node:child_process';
import type { NpmEnvironment } from './npm-environment.js';

/** How an npm command ended (`stdout` for the commands whose answer is their output: `pack`, `view`). */
export type NpmOutcome =
  | { readonly kind: 'ok'; readonly stdout: string }
  | { readonly kind: 'failed'; readonly stderr: string }
  | { readonly kind: 'timeout'; readonly afterMs: number }
  | { readonly kind: 'not-found' };

/** Runs `npm <args>` in a directory (within `timeoutMs` when given, else the runner's limit). */
export type NpmRunner = (args: readonly string[], cwd: string, timeoutMs?: number) => Promise<NpmOutcome>;

export interface NpmRunnerOptions {
  readonly environment: NpmEnvironment;
  /** The whole command's limit: npm's own retries can otherwise hold a run for many minutes. */
  readonly timeoutMs: number;
}

/**
 * The flags that bound npm's network use: one quick retry of a transient reset, never minutes of retries
 * of a certificate or a refused connection. Every fetching command (install, pack, view) takes them.
 */
export function npmFetchFlags(fetchRetries = 1): string[] {
  return [
    '--loglevel=error',
    `--fetch-retries=${fetchRetries}`,
    '--fetch-retry-mintimeout=2000',
    '--fetch-retry-maxtimeout=10000',
    '--fetch-timeout=60000',
  ];
}

/** The real runner: `npm` from the environment's `PATH`, killed at the time limit. */
export function createNpmRunner(options: NpmRunnerOptions): NpmRunner {
  return (args, cwd, timeoutMs) =>
    new Promise((resolve) => {
      const started = performance.now();
      execFile(
        'npm',
        [...args],
        {
          cwd,
          env: { ...options.environment.vars },
          timeout: timeoutMs ?? options.timeoutMs,
          killSignal: 'SIGKILL',
          maxBuffer: 16 * 1024 * 1024,
        },
        (error, stdout, stderr) => {
          if (error === null) resolve({ kind: 'ok', stdout });
          else if ((error as NodeJS.ErrnoException).code === 'ENOENT') resolve({ kind: 'not-found' });
          else if (error.killed === true || error.signal === 'SIGKILL') {
            resolve({ kind: 'timeout', afterMs: performance.now() - started });
          } else resolve({ kind: 'failed', stderr });
        },
      );
    });
}
