import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { detectResourceLimiter } from '../../src/sandbox/resource-limits.js';

/** This process's cgroup path for a controller ('' for v2), as /proc/self/cgroup gives it. */
function ownPath(controller: string): string | undefined {
  for (const line of readFileSync('/proc/self/cgroup', 'utf8').split('\n')) {
    const [, controllers, path] = line.split(':');
    if (path !== undefined && controllers?.split(',').includes(controller)) return path;
  }
  return undefined;
}

const limits = { memoryBytes: 512 * 1024 * 1024, pidsLimit: 64 };
let root: string;

afterEach(() => rmSync(root, { recursive: true, force: true }));

function fakeRoot(): string {
  root = mkdtempSync(join(tmpdir(), 'pulumi-gen-cgroup-'));
  return root;
}

describe('detectResourceLimiter on a cgroup tree laid out in a temp folder', () => {
  it('falls back to prlimit where no cgroup can be made', () => {
    const limiter = detectResourceLimiter(fakeRoot());
    expect(limiter.method).toBe('prlimit');
    const scope = limiter.open(limits);
    expect(scope.prefix).toEqual(['prlimit', `--data=${limits.memoryBytes}`, '--']);
    expect(scope.peakMemoryBytes()).toBeUndefined();
  });

  it.skipIf(ownPath('') === undefined)(
    'uses cgroup v2 when memory and pids are delegated, and sets both caps',
    () => {
      const parent = join(fakeRoot(), ownPath('')!);
      mkdirSync(parent, { recursive: true });
      writeFileSync(join(root, 'cgroup.controllers'), 'cpu memory pids\n');
      writeFileSync(join(parent, 'cgroup.subtree_control'), 'memory pids\n');
      const limiter = detectResourceLimiter(root);
      expect(limiter.method).toBe('cgroup v2');
      const before = new Set(readdirSync(parent));
      const scope = limiter.open(limits);
      const [created] = readdirSync(parent).filter((name) => !before.has(name));
      expect(created).toMatch(/^pulumi-gen-[0-9a-f]{12}$/);
      const dir = join(parent, created!);
      expect(readFileSync(join(dir, 'memory.max'), 'utf8')).toBe(String(limits.memoryBytes));
      expect(readFileSync(join(dir, 'pids.max'), 'utf8')).toBe('64');
      writeFileSync(join(dir, 'memory.peak'), '12345\n');
      expect(scope.peakMemoryBytes()).toBe(12345);
      // The prefix moves the shell into the cgroup, then execs the command in place of itself.
      const [command, ...args] = [...scope.prefix, '/bin/sh', '-c', 'echo "ran as $$"'];
      const output = execFileSync(command!, args, { encoding: 'utf8' });
      expect(output).toBe(`ran as ${readFileSync(join(dir, 'cgroup.procs'), 'utf8').trim()}\n`);
      scope.dispose();
    },
  );

  it.skipIf(ownPath('') === undefined)('does not use cgroup v2 when pids is not delegated', () => {
    const parent = join(fakeRoot(), ownPath('')!);
    mkdirSync(parent, { recursive: true });
    writeFileSync(join(root, 'cgroup.controllers'), 'memory\n');
    writeFileSync(join(parent, 'cgroup.subtree_control'), 'memory\n');
    expect(detectResourceLimiter(root).method).toBe('prlimit');
  });

  it.skipIf(ownPath('memory') === undefined || ownPath('pids') === undefined)(
    'uses cgroup v1 memory and pids hierarchies, entering both',
    () => {
      const memoryParent = join(fakeRoot(), 'memory', ownPath('memory')!);
      const pidsParent = join(root, 'pids', ownPath('pids')!);
      mkdirSync(memoryParent, { recursive: true });
      mkdirSync(pidsParent, { recursive: true });
      const limiter = detectResourceLimiter(root);
      expect(limiter.method).toBe('cgroup v1');
      const [memoryBefore, pidsBefore] = [
        new Set(readdirSync(memoryParent)),
        new Set(readdirSync(pidsParent)),
      ];
      const scope = limiter.open(limits);
      const created = (dir: string, before: Set<string>) =>
        join(
          dir,
          readdirSync(dir).find((name) => !before.has(name))!,
        );
      const memory = created(memoryParent, memoryBefore);
      const pids = created(pidsParent, pidsBefore);
      expect(readFileSync(join(memory, 'memory.limit_in_bytes'), 'utf8')).toBe(String(limits.memoryBytes));
      expect(readFileSync(join(pids, 'pids.max'), 'utf8')).toBe('64');
      expect(scope.prefix.slice(-2)).toEqual([join(memory, 'cgroup.procs'), join(pids, 'cgroup.procs')]);
    },
  );
});
