import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { removeTree } from '../../src/shared/remove-tree.js';

const made: string[] = [];
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-remove-'));
  made.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) {
    spawnSync('chmod', ['-R', 'u+rwx', dir]);
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A chain of `levels` directories named `dd` under `dir`, built by walking into it (paths past PATH_MAX). */
function deepChain(dir: string, levels: number): void {
  const built = spawnSync(
    process.execPath,
    [
      '-e',
      `const fs = require('fs'); process.chdir(${JSON.stringify(dir)});
       for (let i = 0; i < ${levels}; i++) { fs.mkdirSync('dd'); process.chdir('dd'); if (i % 500 === 0) fs.writeFileSync('f', 'x'); }
       fs.writeFileSync('bottom', 'x');`,
    ],
    { encoding: 'utf8' },
  );
  expect(built.status, built.stderr).toBe(0);
}

describe('removeTree', () => {
  it('removes a tree nested far past PATH_MAX without one descriptor per level', () => {
    const root = join(scratch(), 'run');
    mkdirSync(root);
    deepChain(root, 4000); // 12,000 characters of path
    // In a process allowed 200 descriptors: a remove that holds one per level fails here.
    const removed = spawnSync(
      'prlimit',
      [
        '--nofile=200',
        process.execPath,
        '--import',
        'tsx',
        '-e',
        `import { removeTree } from ${JSON.stringify(join(import.meta.dirname, '../../src/shared/remove-tree.ts'))};
         console.log(JSON.stringify(removeTree(${JSON.stringify(root)})));`,
      ],
      { encoding: 'utf8' },
    );
    expect(removed.stdout.trim(), removed.stderr).toBe(JSON.stringify({ kind: 'removed' }));
    expect(existsSync(root)).toBe(false);
  });

  it('removes directories whose permissions were taken away', () => {
    const root = join(scratch(), 'run');
    mkdirSync(join(root, 'locked', 'inner'), { recursive: true });
    writeFileSync(join(root, 'locked', 'inner', 'file'), 'x');
    writeFileSync(join(root, 'locked', 'file'), 'x');
    mkdirSync(join(root, 'readonly'));
    writeFileSync(join(root, 'readonly', 'file'), 'x');
    chmodSync(join(root, 'locked', 'inner'), 0);
    chmodSync(join(root, 'locked'), 0);
    chmodSync(join(root, 'readonly'), 0o500);
    expect(removeTree(root)).toEqual({ kind: 'removed' });
    expect(existsSync(root)).toBe(false);
  });

  it('removes symlinks and never follows them out of the tree', () => {
    const base = scratch();
    const outside = join(base, 'outside');
    mkdirSync(join(outside, 'sub'), { recursive: true });
    writeFileSync(join(outside, 'keep.txt'), 'keep');
    const root = join(base, 'run');
    mkdirSync(root);
    symlinkSync(outside, join(root, 'to-dir'), 'dir');
    symlinkSync(join(outside, 'keep.txt'), join(root, 'to-file'));
    symlinkSync('/nonexistent/target', join(root, 'dangling'));
    expect(removeTree(root)).toEqual({ kind: 'removed' });
    expect(readFileSync(join(outside, 'keep.txt'), 'utf8')).toBe('keep');
    expect(existsSync(join(outside, 'sub'))).toBe(true);
  });

  it('says what it could not remove instead of throwing', () => {
    expect(removeTree(join(scratch(), 'never-made'))).toEqual({ kind: 'absent' });
    const outcome = removeTree('/proc/self/status');
    expect(outcome.kind).toBe('left');
    expect(outcome.kind === 'left' && outcome.message).toMatch(/\/proc\/self\/status/);
  });
});
