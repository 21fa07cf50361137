import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { createPulumiCliLocator } from '../../../src/verify/preview/pulumi-cli.js';

const root = mkdtempSync(join(tmpdir(), 'pulumi-gen-cli-locator-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A directory holding `pulumi` as an executable file, a plain file or a directory. */
function binWith(name: string, kind: 'executable' | 'plain' | 'directory' | 'none'): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'pulumi');
  if (kind === 'directory') mkdirSync(file);
  if (kind === 'executable' || kind === 'plain') writeFileSync(file, '#!/bin/sh\n');
  if (kind === 'executable') chmodSync(file, 0o755);
  return dir;
}

describe('createPulumiCliLocator', () => {
  it('finds the first executable pulumi on the PATH it is given, as a shell would', () => {
    const plain = binWith('plain', 'plain');
    const folder = binWith('folder', 'directory');
    const first = binWith('first', 'executable');
    const second = binWith('second', 'executable');
    const path = ['', plain, folder, first, second].join(delimiter);
    expect(createPulumiCliLocator({ path }).locate()).toEqual({
      executable: join(first, 'pulumi'),
      binDir: first,
    });
  });

  it('looks in ~/.pulumi/bin after the PATH, where the installer puts it', () => {
    const home = join(root, 'home');
    const bin = binWith(join('home', '.pulumi', 'bin'), 'executable');
    const elsewhere = binWith('elsewhere', 'none');
    expect(createPulumiCliLocator({ path: elsewhere, homeDir: home }).locate()?.binDir).toBe(bin);
    expect(
      createPulumiCliLocator({ path: binWith('path-first', 'executable'), homeDir: home }).locate()?.binDir,
    ).toBe(join(root, 'path-first'));
  });

  it('finds nothing where there is none', () => {
    expect(createPulumiCliLocator({ path: binWith('empty', 'none') }).locate()).toBeUndefined();
    expect(createPulumiCliLocator({ path: '' }).locate()).toBeUndefined();
  });
});
