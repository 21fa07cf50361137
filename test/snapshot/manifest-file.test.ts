import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { canonical, sha256, sortedObject, writeManifest } from '../../src/snapshot/manifest-file.js';
import { MANIFEST_FILE } from '../../src/snapshot/shard-files.js';
import type { Manifest } from '../../src/snapshot/types.js';

const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-manifest-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('manifest writing', () => {
  it('hashes with SHA-256 in hex', () => {
    expect(sha256(new TextEncoder().encode('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('orders keys at every depth, arrays kept in their order', () => {
    expect(
      Object.keys(
        sortedObject([
          ['b', 1],
          ['a', 2],
          ['B', 3],
        ]),
      ),
    ).toEqual(['B', 'a', 'b']);
    const value = canonical({ z: { d: 1, c: [{ y: 1, x: 2 }] }, a: null });
    expect(JSON.stringify(value)).toBe('{"a":null,"z":{"c":[{"x":2,"y":1}],"d":1}}');
  });

  it('writes the same bytes whatever order the manifest was built in', () => {
    const one = {
      providers: { random: { package: '@pulumi/random' }, aws: { package: '@pulumi/aws' } },
      checksums: {},
    };
    const two = {
      checksums: {},
      providers: { aws: { package: '@pulumi/aws' }, random: { package: '@pulumi/random' } },
    };
    writeManifest(dir, one as unknown as Manifest);
    const first = readFileSync(join(dir, MANIFEST_FILE));
    writeManifest(dir, two as unknown as Manifest);
    const second = readFileSync(join(dir, MANIFEST_FILE));
    expect(createHash('sha256').update(first).digest('hex')).toBe(
      createHash('sha256').update(second).digest('hex'),
    );
    expect(second.toString('utf8').endsWith('}\n')).toBe(true);
    expect(second.toString('utf8').indexOf('"checksums"')).toBeLessThan(
      second.toString('utf8').indexOf('"providers"'),
    );
  });
});
