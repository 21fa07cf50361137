import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Memory and pids caps for one sandboxed run. A cgroup's memory controller is the only cap that covers
 * Buffers, mmaps and every process of the run together, so it is used wherever this process may create a
 * child cgroup (cgroup v1 `memory` + `pids` hierarchies, or cgroup v2 with both controllers delegated);
 * elsewhere `prlimit --data` caps each process's data segment (Buffers included: Node allocates them with
 * malloc/mmap, both counted by RLIMIT_DATA) and the pid namespace plus the wall clock bound the rest.
 */

export interface LimitScope {
  /** argv to put before the sandbox command: it enters the cgroup or sets the rlimit, then execs it. */
  readonly prefix: readonly string[];
  /** Peak memory of the run, when a cgroup measured it. */
  peakMemoryBytes(): number | undefined;
  /** Kills whatever is left in the cgroup and removes it. */
  dispose(): void;
}

export interface ResourceLimiter {
  /** `cgroup v1`, `cgroup v2` or `prlimit`: how the caps are applied, for the sandbox's description. */
  readonly method: 'cgroup v1' | 'cgroup v2' | 'prlimit';
  open(limits: { readonly memoryBytes: number; readonly pidsLimit: number }): LimitScope;
}

/** The shell that moves itself into the cgroups (each `cgroup.procs` path is an argument) and execs. */
function enterCgroups(procsFiles: readonly string[]): string[] {
  const writes = procsFiles.map((_, index) => `echo $$ > "$${index + 1}"`).join(' && ');
  return ['/bin/sh', '-c', `${writes} && shift ${procsFiles.length} && exec "$@"`, 'sh', ...procsFiles];
}

function readNumber(file: string): number | undefined {
  try {
    const value = Number(readFileSync(file, 'utf8').trim());
    return Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** SIGKILLs every process still in a cgroup, then removes it (a cgroup with members cannot be removed). */
function removeCgroup(dir: string): void {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    let pids: number[] = [];
    try {
      pids = readFileSync(join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean).map(Number);
    } catch {
      return;
    }
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    try {
      rmdirSync(dir);
      return;
    } catch {
      // members still exiting: try again
    }
  }
}

/** This process's cgroup path in a v1 hierarchy (`4:memory:/x/y` → `/x/y`) or v2 (`0::/x`). */
function ownCgroupPath(controller: string | ''): string | undefined {
  const lines = readFileSync('/proc/self/cgroup', 'utf8').split('\n');
  for (const line of lines) {
    const [, controllers, path] = line.split(':');
    if (path !== undefined && controllers !== undefined && controllers.split(',').includes(controller)) {
      return path;
    }
  }
  return undefined;
}

function v1Limiter(root: string): ResourceLimiter | undefined {
  const memoryPath = ownCgroupPath('memory');
  const pidsPath = ownCgroupPath('pids');
  if (memoryPath === undefined || pidsPath === undefined) {
    return undefined;
  }
  const memoryParent = join(root, 'memory', memoryPath);
  const pidsParent = join(root, 'pids', pidsPath);
  return {
    method: 'cgroup v1',
    open(limits) {
      const name = `pulumi-gen-${randomBytes(6).toString('hex')}`;
      const memory = join(memoryParent, name);
      const pids = join(pidsParent, name);
      mkdirSync(memory);
      try {
        mkdirSync(pids);
        writeFileSync(join(memory, 'memory.limit_in_bytes'), String(limits.memoryBytes));
        if (existsSync(join(memory, 'memory.memsw.limit_in_bytes'))) {
          // Swap must not be a way around the cap.
          writeFileSync(join(memory, 'memory.memsw.limit_in_bytes'), String(limits.memoryBytes));
        }
        writeFileSync(join(pids, 'pids.max'), String(limits.pidsLimit));
      } catch (error: unknown) {
        removeCgroup(pids);
        removeCgroup(memory);
        throw error;
      }
      return {
        prefix: enterCgroups([join(memory, 'cgroup.procs'), join(pids, 'cgroup.procs')]),
        peakMemoryBytes: () => readNumber(join(memory, 'memory.max_usage_in_bytes')),
        dispose() {
          removeCgroup(pids);
          removeCgroup(memory);
        },
      };
    },
  };
}

function v2Limiter(root: string): ResourceLimiter | undefined {
  const path = ownCgroupPath('');
  if (path === undefined) {
    return undefined;
  }
  const parent = join(root, path);
  const delegated = readFileSync(join(parent, 'cgroup.subtree_control'), 'utf8').split(/\s+/);
  if (!delegated.includes('memory') || !delegated.includes('pids')) {
    return undefined;
  }
  return {
    method: 'cgroup v2',
    open(limits) {
      const dir = join(parent, `pulumi-gen-${randomBytes(6).toString('hex')}`);
      mkdirSync(dir);
      try {
        writeFileSync(join(dir, 'memory.max'), String(limits.memoryBytes));
        if (existsSync(join(dir, 'memory.swap.max'))) {
          writeFileSync(join(dir, 'memory.swap.max'), '0');
        }
        writeFileSync(join(dir, 'pids.max'), String(limits.pidsLimit));
      } catch (error: unknown) {
        removeCgroup(dir);
        throw error;
      }
      return {
        prefix: enterCgroups([join(dir, 'cgroup.procs')]),
        peakMemoryBytes: () => readNumber(join(dir, 'memory.peak')),
        dispose: () => removeCgroup(dir),
      };
    },
  };
}

/** The prlimit fallback: a per-process data cap; pids are bounded only by the pid namespace and the clock. */
function prlimitLimiter(): ResourceLimiter {
  return {
    method: 'prlimit',
    open(limits) {
      return {
        prefix: ['prlimit', `--data=${limits.memoryBytes}`, '--'],
        peakMemoryBytes: () => undefined,
        dispose: () => undefined,
      };
    },
  };
}

/** Whether a limiter really works here: it must create (and remove) a cgroup with the caps set. */
function works(limiter: ResourceLimiter | undefined): limiter is ResourceLimiter {
  if (limiter === undefined) {
    return false;
  }
  try {
    limiter.open({ memoryBytes: 256 * 1024 * 1024, pidsLimit: 16 }).dispose();
    return true;
  } catch {
    return false;
  }
}

/**
 * The best limiter this host allows, probed once: cgroup v2 or v1 where this process may create a child
 * cgroup (root, or a delegated subtree), else `prlimit`.
 */
export function detectResourceLimiter(cgroupRoot = '/sys/fs/cgroup'): ResourceLimiter {
  const candidates: (() => ResourceLimiter | undefined)[] = [
    () => (existsSync(join(cgroupRoot, 'cgroup.controllers')) ? v2Limiter(cgroupRoot) : undefined),
    () => (existsSync(join(cgroupRoot, 'memory')) ? v1Limiter(cgroupRoot) : undefined),
  ];
  for (const candidate of candidates) {
    try {
      const limiter = candidate();
      if (works(limiter)) {
        return limiter;
      }
    } catch {
      // not usable here: next
    }
  }
  return prlimitLimiter();
}
