import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mergeShardDirs, readShardDir, writeShardDir } from '../../src/snapshot/assemble-snapshot.js';
import { buildProviderShard } from '../../src/snapshot/build-shard.js';
import { createPackageSource } from '../../src/snapshot/package-source.js';
import { pinnedVersions } from '../../src/snapshot/pinned-providers.js';
import { packageRoot } from '../../src/shared/paths.js';
import { buildSmallSnapshot, filesOf, refusingInstaller, removeTempDirs, tempDir } from './build-fixture.js';
import { searchIndexer } from '../../src/search/build-index.js';

afterAll(removeTempDirs);

describe('shards built apart and merged (the CI matrix and merge jobs)', () => {
  it('give a snapshot byte-identical to one local build', async () => {
    const packages = createPackageSource({
      searchRoots: [packageRoot()],
      packagesDir: tempDir('cache'),
      installer: refusingInstaller,
    });
    const shardDirs: string[] = [];
    for (const name of ['tls', 'random']) {
      const pinned = pinnedVersions.providers.find((p) => p.name === name)!;
      const dir = tempDir(`shard-${name}`);
      writeShardDir(dir, await buildProviderShard(pinned, packages));
      shardDirs.push(dir);
    }
    const merged = join(tempDir('merged'), 'snap');
    await mergeShardDirs(shardDirs, merged, pinnedVersions.pulumi.version, searchIndexer());
    const local = await buildSmallSnapshot();

    const mergedFiles = filesOf(merged);
    const localFiles = filesOf(local.outDir);
    expect([...mergedFiles.keys()]).toEqual([...localFiles.keys()]);
    for (const [path, data] of localFiles) {
      expect(mergedFiles.get(path)?.equals(data), path).toBe(true);
    }
  });

  it('reads a shard back with its outputs and examples', async () => {
    const packages = createPackageSource({
      searchRoots: [packageRoot()],
      packagesDir: tempDir('cache'),
      installer: refusingInstaller,
    });
    const pinned = pinnedVersions.providers.find((p) => p.name === 'tls')!;
    const built = await buildProviderShard(pinned, packages);
    const dir = tempDir('shard');
    writeShardDir(dir, built);
    const read = readShardDir(dir);
    expect(read.entry).toEqual(built.entry);
    expect(JSON.stringify(read.records)).toBe(JSON.stringify(built.records));
    expect(read.records.some((record) => record.examples.length > 0)).toBe(true);
  });
});
