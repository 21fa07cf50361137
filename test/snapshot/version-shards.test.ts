import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPackageSource, type PackageSource } from '../../src/snapshot/package-source.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { MANIFEST_FILE } from '../../src/snapshot/shard-files.js';
import type { Manifest } from '../../src/snapshot/types.js';
import { pinnedElsewhere, versionShard, versionShardsDir } from '../../src/snapshot/version-shards.js';

const bundled = {
  providers: {
    aws: { package: '@pulumi/aws', version: '7.48.0' },
    awsx: { package: '@pulumi/awsx', version: '3.9.0' },
    random: { package: '@pulumi/random', version: '4.18.0' },
  },
} as unknown as Manifest;

describe('pinnedElsewhere', () => {
  it('finds the providers a project pins at a version the bundle does not satisfy', async () => {
    const asked: string[] = [];
    const resolve = (name: string, range: string) => {
      asked.push(`${name}@${range}`);
      return Promise.resolve(range === '^6.0.0' ? '6.83.0' : undefined);
    };
    const found = await pinnedElsewhere(
      {
        '@pulumi/aws': '^6.0.0',
        '@pulumi/awsx': '2.22.0',
        '@pulumi/random': '^4.0.0',
        '@pulumi/gcp': '8.0.0',
        left: 'pad',
      },
      bundled,
      resolve,
    );
    expect(found).toEqual([
      { provider: 'aws', package: '@pulumi/aws', version: '6.83.0' },
      { provider: 'awsx', package: '@pulumi/awsx', version: '2.22.0' },
    ]);
    // An exact pin needs no registry; a satisfied range is not looked up.
    expect(asked).toEqual(['@pulumi/aws@^6.0.0']);
  });

  it('leaves a range the registry cannot resolve, and a dependency that is no range', async () => {
    const none = () => Promise.resolve(undefined);
    expect(await pinnedElsewhere({ '@pulumi/aws': '^99.0.0' }, bundled, none)).toEqual([]);
    expect(await pinnedElsewhere({ '@pulumi/aws': 'github:pulumi/aws' }, bundled, none)).toEqual([]);
  });
});

describe('versionShard', () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'pulumi-gen-versions-'));
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

  it('keeps version shards in the cache, and reuses one that is there without building', async () => {
    expect(versionShardsDir('/c')).toBe('/c/snapshot/versions');
    const dir = join(versionShardsDir(cacheDir), 'aaaaaaaaaaaa', 'pulumi__awsx@2.22.0');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, MANIFEST_FILE), '{}');
    const packages = {} as PackageSource;
    const progress: string[] = [];
    const built = await versionShard('awsx', '@pulumi/awsx', '2.22.0', {
      cacheDir,
      packages,
      pulumiVersion: '3.200.0',
      snapshotChecksum: 'aaaaaaaaaaaa',
      progress: (line) => progress.push(line),
    });
    expect(built).toBe(dir);
    expect(progress).toEqual([]);
  });

  it('builds a provider at the pinned version into the cache once, as a snapshot that opens', async () => {
    const repoRoot = join(import.meta.dirname, '..', '..');
    const version = (
      JSON.parse(
        readFileSync(join(repoRoot, 'node_modules', '@pulumi', 'random', 'package.json'), 'utf8'),
      ) as {
        version: string;
      }
    ).version;
    const packages = createPackageSource({
      searchRoots: [repoRoot],
      packagesDir: join(cacheDir, 'packages'),
      installer: { install: () => Promise.reject(new Error('must not install')) },
    });
    const progress: string[] = [];
    const options = {
      cacheDir,
      packages,
      pulumiVersion: '3.200.0',
      snapshotChecksum: 'aaaaaaaaaaaa',
      progress: (line: string) => progress.push(line),
    };
    const dir = await versionShard('random', '@pulumi/random', version, options);
    expect(dir).toBe(join(versionShardsDir(cacheDir), 'aaaaaaaaaaaa', `pulumi__random@${version}`));
    expect(progress).toEqual([
      `@pulumi/random@${version}: reading its schemas (the project pins this version)`,
    ]);
    expect(existsSync(`${dir}.building-${process.pid}`)).toBe(false);
    const shard = openSnapshot(dir);
    expect(shard.manifest.providers['random']?.version).toBe(version);
    expect(shard.get('random.RandomPassword')?.inputs.some((input) => input.name === 'length')).toBe(true);
    await versionShard('random', '@pulumi/random', version, options);
    expect(progress).toHaveLength(1);
    // Beside another bundled snapshot (whose extractor may read schemas differently) it is built again.
    const other = await versionShard('random', '@pulumi/random', version, {
      ...options,
      snapshotChecksum: 'bbbbbbbbbbbb',
    });
    expect(other).not.toBe(dir);
    expect(progress).toHaveLength(2);
  });
});
