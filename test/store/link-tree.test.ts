import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { linkTree } from '../../src/store/link-tree.js';

const root = mkdtempSync(join(tmpdir(), 'pulumi-gen-linktree-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('linkTree', () => {
  it('hard-links every file into the same tree, keeps symlinks, and counts the files', async () => {
    const from = join(root, 'from');
    mkdirSync(join(from, 'pkg', 'lib'), { recursive: true });
    writeFileSync(join(from, 'pkg', 'package.json'), '{"name": "pkg"}');
    writeFileSync(join(from, 'pkg', 'lib', 'index.js'), 'module.exports = 1;');
    for (let i = 0; i < 100; i++) writeFileSync(join(from, 'pkg', 'lib', `f${i}.js`), String(i));
    mkdirSync(join(from, '.bin'));
    symlinkSync('../pkg/lib/index.js', join(from, '.bin', 'pkg'));
    const to = join(root, 'to');
    expect(await linkTree(from, to)).toBe(102);
    expect(readFileSync(join(to, 'pkg', 'lib', 'f42.js'), 'utf8')).toBe('42');
    expect(statSync(join(to, 'pkg', 'package.json')).ino).toBe(
      statSync(join(from, 'pkg', 'package.json')).ino,
    );
    expect(readlinkSync(join(to, '.bin', 'pkg'))).toBe('../pkg/lib/index.js');
    expect(readFileSync(join(to, '.bin', 'pkg'), 'utf8')).toBe('module.exports = 1;');
  });

  it('leaves files already there alone when run again', async () => {
    const from = join(root, 'again');
    mkdirSync(from);
    writeFileSync(join(from, 'a.txt'), 'new');
    const to = join(root, 'again-to');
    mkdirSync(to);
    writeFileSync(join(to, 'a.txt'), 'kept');
    expect(await linkTree(from, to)).toBe(1);
    expect(readFileSync(join(to, 'a.txt'), 'utf8')).toBe('kept');
  });
});
