import type { ProcessRunResult } from './process-runner.js';
import type { SandboxRequest, SandboxRunResult } from './types.js';

/**
 * The run's disk cap, inside the sandbox. Every place the child can write is a size-capped tmpfs (its
 * scratch directory, `/tmp`) or a result file held by RLIMIT_FSIZE, so a program that writes 6 GB gets
 * ENOSPC/EFBIG at the cap and the host's disk never sees it. A program may swallow those errors, so the
 * sandbox also tells the parent whether the cap was reached: the command runs under a small shell that,
 * once it has ended, measures the tmpfs file systems (`stat -f`) and prints one line each, which the parent
 * takes off the output. The shell outlives the command in the sandbox's pid namespace, so those lines come
 * last, after anything the program printed.
 */

/** The RAM-backed disk cap of a mock run when the caller sets none: far above what any program needs. */
export const DEFAULT_DISK_BYTES = 256 * 1024 ** 2;

const MARK = 'pulumi-gen-disk-usage';

/**
 * `d` is the scratch directory; the rest is the command, run with exactly the environment the shell was
 * given (`env -u` drops what the shell itself adds). Prints `MARK <blocks> <free> <block size>` per tmpfs.
 */
const SCRIPT =
  'd=$1; shift; /usr/bin/env -u PWD -u OLDPWD -u SHLVL -u _ "$@"; rc=$?; ' +
  `/usr/bin/stat -f -c '${MARK} %b %f %S' "$d" /tmp 2>/dev/null; exit $rc`;

/**
 * The argv the sandbox runs in place of the request's command: the measuring shell, then (when the request
 * caps file sizes) `prlimit` with RLIMIT_FSIZE and no core dumps, then the command.
 */
export function measuredCommand(request: SandboxRequest, prlimit: string | undefined): string[] {
  const limit =
    request.fileBytes === undefined || prlimit === undefined
      ? []
      : [prlimit, `--fsize=${request.fileBytes}`, '--core=0', '--'];
  return ['/bin/sh', '-c', SCRIPT, 'sandbox', request.scratchDir, ...limit, request.command, ...request.args];
}

/** A file system counts as full when 95% of it is used: the program wrote up to the cap. */
function full(line: string): boolean {
  const [blocks, free] = line.split(' ').slice(1).map(Number);
  return blocks !== undefined && free !== undefined && blocks > 0 && free < blocks * 0.05;
}

/** Takes the measuring shell's lines off the output and says whether a capped file system was full. */
export function readDiskUsage(result: ProcessRunResult): SandboxRunResult {
  if (result.kind !== 'exited' && result.kind !== 'timed-out') return result;
  const lines = result.stdout.split('\n');
  const ours = lines.filter((line) => line.startsWith(`${MARK} `));
  if (ours.length === 0) return result;
  const stdout = lines.filter((line) => !line.startsWith(`${MARK} `)).join('\n');
  return { ...result, stdout, diskCapReached: ours.slice(-2).some(full) };
}
