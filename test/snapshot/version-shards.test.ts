import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { packageRoot } from '../../src/shared/paths.js';
import { createPackageSource } from '../../src/snapshot/package-source.js';
import { versionShard } from '../../src/snapshot/version-shards.js';

const cacheDir = mkdtempSync(join(tmpdir(), 'pulumi-gen-shards-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

// The installed devDependency stands in for the version a project pins: no registry is asked.
const packages = createPackageSource({
  searchRoots: [packageRoot()],
  packagesDir: join(cacheDir, 'packages'),
  installer: { install: () => Promise.reject(new Error('no registry in this test')) },
});
const RANDOM_VERSION = (
  JSON.parse(readFileSync(join(packageRoot(), 'node_modules/@pulumi/random/package.json'), 'utf8')) as {
    version: string;
  }
).version;

async function shard(snapshotChecksum: string): Promise<{ dir: string; built: boolean }> {
  let built = false;
  const dir = await versionShard('random', '@pulumi/random', RANDOM_VERSION, {
    cacheDir,
    packages,
    pulumiVersion: '3.0.0',
    snapshotChecksum,
    progress: () => (built = true),
  });
  return { dir, built };
}

describe('the schemas of a provider at the version a project pins', () => {
  it('are built once per bundled snapshot, and again beside another one (whose extractor may differ)', async () => {
    const first = await shard('aaaaaaaaaaaa');
    expect(first.built).toBe(true);
    expect(await shard('aaaaaaaaaaaa')).toEqual({ dir: first.dir, built: false });
    const other = await shard('bbbbbbbbbbbb');
    expect(other.built).toBe(true);
    expect(other.dir).not.toBe(first.dir);
  });
});
