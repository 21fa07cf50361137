import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegistrySearch } from '../../src/retrieve/registry-search.js';
import { buildSnapshot } from '../../src/snapshot/build-snapshot.js';
import { snapshotShardsDir } from '../../src/snapshot/cache-root.js';
import { listPackages, openSnapshotWithCache } from '../../src/snapshot/list-packages.js';
import {
  addOnDemandPackage,
  cachedShardDirs,
  ensureRequestPackages,
  type VersionResolver,
} from '../../src/snapshot/on-demand.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { createPackageSource } from '../../src/snapshot/package-source.js';
import { pinnedVersions } from '../../src/snapshot/pinned-providers.js';
import { packageRoot } from '../../src/shared/paths.js';
import { refusingInstaller, removeTempDirs, tempDir } from './build-fixture.js';
import { searchIndexer } from '../../src/search/build-index.js';
import { bundledIndexer } from '../../src/search/request-packages.js';

afterAll(removeTempDirs);

/** tls is a devDependency at its pinned version, so "fetching" it finds it in node_modules. */
const tlsVersion = pinnedVersions.providers.find((p) => p.name === 'tls')!.version;
const versions: VersionResolver = { latest: () => Promise.resolve(tlsVersion) };

let bundledDir = '';
beforeAll(async () => {
  bundledDir = join(tempDir('bundled'), 'snap');
  const packages = createPackageSource({
    searchRoots: [packageRoot()],
    packagesDir: tempDir('cache'),
    installer: refusingInstaller,
  });
  await buildSnapshot({
    pinned: pinnedVersions,
    providers: ['random'],
    outDir: bundledDir,
    packages,
    indexer: searchIndexer(),
  });
});

function options(cacheDir: string, lines: string[] = []) {
  const bundled = openSnapshot(bundledDir);
  return {
    cacheDir,
    bundled,
    indexer: bundledIndexer(bundled),
    packages: createPackageSource({
      searchRoots: [packageRoot()],
      packagesDir: tempDir('packages'),
      installer: refusingInstaller,
    }),
    versions,
    progress: (line: string) => lines.push(line),
  };
}

describe('a package built on first use', () => {
  it('is built once with progress lines, then found in the cache', async () => {
    const cacheDir = tempDir('user-cache');
    const lines: string[] = [];
    const first = await addOnDemandPackage('@pulumi/tls', undefined, options(cacheDir, lines));
    expect(first).toMatchObject({ kind: 'built', provider: 'tls', version: tlsVersion });
    expect(lines.some((line) => /fetching/.test(line))).toBe(true);
    expect(lines.at(-1)).toMatch(/ready in/);
    const second = await addOnDemandPackage('@pulumi/tls', undefined, options(cacheDir));
    expect(second.kind).toBe('cached');
    expect(cachedShardDirs(cacheDir)).toEqual([
      join(snapshotShardsDir(cacheDir), `pulumi__tls@${tlsVersion}`),
    ]);
  });

  it('is looked up, listed and searched like a bundled provider', async () => {
    const cacheDir = tempDir('user-cache');
    await addOnDemandPackage('@pulumi/tls', tlsVersion, options(cacheDir));
    const snapshot = openSnapshotWithCache(bundledDir, cacheDir);
    expect(snapshot.providers).toEqual(['random', 'tls']);
    expect(snapshot.get('tls.PrivateKey')?.token).toBe('tls:index/privateKey:PrivateKey');
    expect(snapshot.shard('random').records.length).toBeGreaterThan(0);
    expect(listPackages(bundledDir, cacheDir).map((p) => `${p.origin} ${p.package}`)).toEqual([
      'bundled @pulumi/random',
      'cached @pulumi/tls',
    ]);
    const result = await createRegistrySearch(snapshot).search({ text: 'a TLS private key' });
    expect(result.providers).toEqual(['tls']);
    expect(result.hits[0]?.tsName).toBe('tls.PrivateKey');
  });

  it('is not rebuilt when bundled', async () => {
    const added = await addOnDemandPackage('@pulumi/random', undefined, options(tempDir('user-cache')));
    expect(added.kind).toBe('bundled');
  });

  it.each([
    ['embedded by another model', { embedder: { id: 'local:some-older-model' } }],
    ['in an older search format', { formatVersion: 1 }],
  ])('is skipped when its search files were %s', async (_case, change) => {
    const cacheDir = tempDir('user-cache');
    const added = await addOnDemandPackage('@pulumi/tls', tlsVersion, options(cacheDir));
    if (added.kind !== 'built') throw new Error('expected a build');
    const manifestPath = join(added.dir, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      search: Record<string, unknown>;
    };
    expect(openSnapshotWithCache(bundledDir, cacheDir).providers).toEqual(['random', 'tls']);
    manifest.search = { ...manifest.search, ...change };
    writeFileSync(manifestPath, JSON.stringify(manifest));
    expect(existsSync(manifestPath)).toBe(true);
    expect(openSnapshotWithCache(bundledDir, cacheDir).providers).toEqual(['random']);
  });

  it('is built for a request that names it, and a package that cannot be fetched is skipped with a line', async () => {
    const cacheDir = tempDir('user-cache');
    const lines: string[] = [];
    const added = await ensureRequestPackages(
      'a private key made with @pulumi/tls, and a Hetzner server',
      options(cacheDir, lines),
    );
    expect(added.map((a) => `${a.kind} ${a.provider}`)).toEqual(['built tls']);
    expect(lines.some((line) => /^@pulumi\/hcloud: not added \(/.test(line))).toBe(true);
    expect(openSnapshotWithCache(bundledDir, cacheDir).providers).toEqual(['random', 'tls']);
    expect(await ensureRequestPackages('a private key made with @pulumi/tls', options(cacheDir))).toEqual([]);
  });
});
