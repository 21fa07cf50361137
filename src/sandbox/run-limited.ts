import { errorMessage } from '../shared/errors.js';
import { readDiskUsage } from './disk-cap.js';
import type { ProcessRunner } from './process-runner.js';
import type { ResourceLimiter } from './resource-limits.js';
import type { SandboxRequest, SandboxRunResult } from './types.js';

/** What every OS sandbox implementation runs its command line with. */
export interface SandboxTools {
  readonly runner: ProcessRunner;
  readonly limiter: ResourceLimiter;
  /** The isolation tool's argv head: `['/usr/bin/bwrap']`, or `['sudo', '-n', '/usr/bin/unshare']`. */
  readonly launcher: readonly string[];
  /** util-linux `prlimit` (visible inside the sandbox at the same path): the run's file-size cap. */
  readonly prlimit?: string;
}

/** The sandbox tool's own environment: just enough to find `sh`/`prlimit`; the child's is set by the tool. */
const TOOL_ENV = { PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' };

/**
 * Runs a sandbox tool's argv inside the memory/pids caps (entering them first, so every process the tool
 * starts is counted) under the request's wall clock, and removes the caps' cgroup afterwards, killing
 * anything still in it. The disk usage the sandbox measured (see `disk-cap.ts`) is read off its output.
 */
export async function runLimited(
  tools: SandboxTools,
  request: SandboxRequest,
  argv: readonly string[],
): Promise<SandboxRunResult> {
  let scope;
  try {
    scope = tools.limiter.open({ memoryBytes: request.memoryBytes, pidsLimit: request.pidsLimit });
  } catch (error: unknown) {
    return { kind: 'spawn-failed', message: `could not set the sandbox's limits: ${errorMessage(error)}` };
  }
  try {
    const [command, ...args] = [...scope.prefix, ...argv];
    if (command === undefined) {
      return { kind: 'spawn-failed', message: 'empty sandbox command line' };
    }
    const result = await tools.runner.run({
      command,
      args,
      cwd: request.runDir,
      env: TOOL_ENV,
      timeoutMs: request.timeoutMs,
      ...(request.signal === undefined ? {} : { signal: request.signal }),
      ...(request.maxOutputChars === undefined ? {} : { maxOutputChars: request.maxOutputChars }),
    });
    const peak = scope.peakMemoryBytes();
    const measured = readDiskUsage(result);
    return peak === undefined ? measured : { ...measured, peakMemoryBytes: peak };
  } finally {
    scope.dispose();
  }
}
