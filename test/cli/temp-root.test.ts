import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { createTempRoot } from '../../src/cli/temp-root.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

function base(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-temp-root-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * An entry the removal cannot take away: a mount point when this runs as root (permissions do not stop root),
 * else a directory inside a folder this user may not write.
 */
function unremovable(parent: string): string {
  const dir = join(parent, 'stuck');
  mkdirSync(join(dir, 'inner'), { recursive: true });
  if (process.getuid?.() === 0) {
    expect(spawnSync('mount', ['-t', 'tmpfs', 'stuck', join(dir, 'inner')]).status).toBe(0);
    cleanups.push(() => spawnSync('umount', [join(dir, 'inner')]));
  } else {
    chmodSync(dir, 0o500);
    cleanups.push(() => chmodSync(dir, 0o700));
  }
  return dir;
}

describe('the CLI temp root', () => {
  it('is made on first use and removed with whatever a run left in it', () => {
    const temp = createTempRoot(base());
    expect(temp.remove()).toEqual({ kind: 'absent' });
    const root = temp.path();
    mkdirSync(join(root, 'pulumi-gen-mock-x', 'a', 'b'), { recursive: true });
    writeFileSync(join(root, 'pulumi-gen-mock-x', 'a', 'b', 'f'), 'x');
    chmodSync(join(root, 'pulumi-gen-mock-x', 'a'), 0);
    expect(temp.remove()).toEqual({ kind: 'removed' });
    expect(existsSync(root)).toBe(false);
  });

  it('never throws when part of it cannot be removed: it says what was left', () => {
    const temp = createTempRoot(base());
    const stuck = unremovable(temp.path());
    let outcome;
    expect(() => (outcome = temp.remove())).not.toThrow();
    expect(outcome).toMatchObject({ kind: 'left', message: expect.stringContaining(stuck) });
  });
});
