import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';

import { createProcessRunner } from '../../src/sandbox/process-runner.js';
import { detectResourceLimiter, type ResourceLimiter } from '../../src/sandbox/resource-limits.js';
import { runLimited, type SandboxTools } from '../../src/sandbox/run-limited.js';
import type { SandboxRequest } from '../../src/sandbox/types.js';

const runDir = mkdtempSync(`${tmpdir()}/pulumi-gen-run-limited-`);
afterAll(() => rmSync(runDir, { recursive: true, force: true }));

const request: SandboxRequest = {
  command: '/bin/sh',
  args: [],
  cwd: runDir,
  env: {},
  runDir,
  scratchDir: runDir,
  diskBytes: 1024 ** 2,
  readOnlyPaths: [],
  network: 'none',
  memoryBytes: 256 * 1024 ** 2,
  pidsLimit: 32,
  timeoutMs: 10_000,
};

/** The machine's real limiter, counting the scopes it opened and disposed. */
function countingLimiter(): ResourceLimiter & { readonly opened: number; readonly disposed: number } {
  const real = detectResourceLimiter();
  const counts = { opened: 0, disposed: 0 };
  return {
    method: real.method,
    get opened() {
      return counts.opened;
    },
    get disposed() {
      return counts.disposed;
    },
    open(limits) {
      counts.opened += 1;
      const scope = real.open(limits);
      return {
        prefix: scope.prefix,
        peakMemoryBytes: () => scope.peakMemoryBytes(),
        dispose: () => {
          counts.disposed += 1;
          scope.dispose();
        },
      };
    },
  };
}

function tools(limiter: ResourceLimiter): SandboxTools {
  return { runner: createProcessRunner(), limiter, launcher: [] };
}

describe('runLimited', () => {
  it("runs the tool's argv inside the caps, from the run dir, with only the tool's own PATH", async () => {
    const limiter = countingLimiter();
    const result = await runLimited(tools(limiter), request, [
      '/bin/sh',
      '-c',
      'pwd; echo "$PATH"; echo "${HOME-unset}"; echo oops >&2; exit 3',
    ]);
    expect(result.kind).toBe('exited');
    if (result.kind !== 'exited') return;
    expect(result.code).toBe(3);
    // Nothing of this process's environment (its HOME) reaches the tool.
    expect(result.stdout.trim().split('\n')).toEqual([
      runDir,
      '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      'unset',
    ]);
    expect(result.stderr.trim()).toBe('oops');
    expect(limiter.disposed).toBe(limiter.opened);
    expect(limiter.opened).toBe(1);
  });

  it("ends the run at the request's wall clock, and still removes the caps", async () => {
    const limiter = countingLimiter();
    const started = performance.now();
    const result = await runLimited(tools(limiter), { ...request, timeoutMs: 300 }, [
      '/bin/sh',
      '-c',
      'sleep 10',
    ]);
    expect(result.kind).toBe('timed-out');
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(limiter.disposed).toBe(1);
  });

  it('says in one line when the caps cannot be set, and runs nothing', async () => {
    const refusing: ResourceLimiter = {
      method: 'cgroup v2',
      open: () => {
        throw new Error('cgroup.subtree_control: permission denied');
      },
    };
    expect(await runLimited(tools(refusing), request, ['/bin/sh', '-c', 'exit 0'])).toEqual({
      kind: 'spawn-failed',
      message: "could not set the sandbox's limits: cgroup.subtree_control: permission denied",
    });
  });
});
