import type { ProcessRunResult } from './process-runner.js';

/**
 * Every execution of model-written code (the mock run, the preview) goes through a {@link Sandbox}: the
 * program is untrusted (a request can steer the model into writing anything) and the runner holds secrets.
 */

/** The isolation implementations, in the order `auto` tries them; `none` is only ever chosen explicitly. */
export type SandboxKind = 'bwrap' | 'unshare' | 'docker' | 'none';

/** The `sandbox` setting (CLI `--sandbox`, action input `sandbox`). */
export type SandboxSetting = 'auto' | SandboxKind;

export const SANDBOX_SETTINGS: readonly SandboxSetting[] = ['auto', 'bwrap', 'unshare', 'docker', 'none'];

/** The one line a newcomer without any sandbox gets (the execution rungs' skip reason). */
export const NO_SANDBOX_REASON = 'not executed: no sandbox available (install bubblewrap)';

export interface SandboxRequest {
  /** Absolute path of the executable (bound read-only into the sandbox with its directory). */
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd: string;
  /** The child's COMPLETE environment: nothing of the parent's is inherited. */
  readonly env: Readonly<Record<string, string>>;
  /**
   * The run's own directory, made by the parent with the run's inputs (program, runner, job file): bound
   * READ-ONLY. The child writes only to {@link scratchDir}, {@link resultFiles} and {@link writablePaths}.
   */
  readonly runDir: string;
  /**
   * The child's writable space: a fresh tmpfs of at most {@link diskBytes} mounted at this path (an empty
   * directory the parent made inside {@link runDir}), gone with the sandbox, so nothing the run writes there
   * reaches the host's disk. `--sandbox none` has no tmpfs: the directory itself is written.
   */
  readonly scratchDir: string;
  /**
   * The run's disk cap: every tmpfs the child can write (the scratch directory and `/tmp`) holds at most this
   * many bytes (RAM, counted in the memory cap where a cgroup applies it).
   */
  readonly diskBytes: number;
  /**
   * Host files the child writes back for the parent (the result file), which the parent created: bound
   * read-write, nothing else of {@link runDir} is. Each is held to {@link fileBytes} when that is set.
   */
  readonly resultFiles?: readonly string[];
  /** No file any process of the run writes may grow past this many bytes (RLIMIT_FSIZE); no core dumps. */
  readonly fileBytes?: number;
  /**
   * Other host paths the child may write (the preview's project, where the CLI keeps stack settings);
   * bound read-write at the same path. Keep it to directories made for the run: they are not size-capped.
   */
  readonly writablePaths?: readonly string[];
  /** Host paths the rung needs to read (node_modules, the project); bound read-only at the same path. */
  readonly readOnlyPaths: readonly string[];
  /**
   * `none`: a new, empty network namespace (loopback only). `host`: the host's network, for a preview that
   * must reach the cloud. Unix sockets inside {@link runDir} work either way.
   */
  readonly network: 'none' | 'host';
  /** Memory cap of the whole sandbox, Buffers included. */
  readonly memoryBytes: number;
  /** Most processes/threads at once. */
  readonly pidsLimit: number;
  /** Wall-clock limit; on expiry everything in the sandbox is killed. */
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
  readonly maxOutputChars?: number;
}

/**
 * A process run plus, where a cgroup measured it, the sandbox's peak memory, and whether the run filled one
 * of its size-capped file systems (measured inside the sandbox after the command ended).
 */
export type SandboxRunResult = ProcessRunResult & {
  readonly peakMemoryBytes?: number;
  readonly diskCapReached?: boolean;
};

export interface Sandbox {
  readonly kind: SandboxKind;
  /** One line for logs and the report: the kind and how memory/pids are capped, e.g. `bwrap (cgroup v1)`. */
  readonly description: string;
  run(request: SandboxRequest): Promise<SandboxRunResult>;
}

/** What selection found: a sandbox to run in, or why there is none (then execution rungs are skipped). */
export type SandboxChoice =
  | { readonly kind: 'ready'; readonly sandbox: Sandbox }
  | { readonly kind: 'unavailable'; readonly reason: string };
