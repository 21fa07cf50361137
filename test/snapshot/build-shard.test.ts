import { afterAll, describe, expect, it } from 'vitest';

import { packageRoot } from '../../src/shared/paths.js';
import { buildProviderShard } from '../../src/snapshot/build-shard.js';
import { createPackageSource } from '../../src/snapshot/package-source.js';
import { pinnedVersions } from '../../src/snapshot/pinned-providers.js';
import { refusingInstaller, removeTempDirs, tempDir } from './build-fixture.js';

afterAll(removeTempDirs);

const tls = pinnedVersions.providers.find((p) => p.name === 'tls')!;

describe('buildProviderShard', () => {
  it("builds one provider's shard from the installed package, with a manifest entry and a report that agree", async () => {
    const packages = createPackageSource({
      searchRoots: [packageRoot()],
      packagesDir: tempDir('cache'),
      installer: refusingInstaller,
    });
    let clock = 1_000;
    const build = await buildProviderShard(tls, packages, () => (clock += 250));
    expect(build.name).toBe('tls');
    expect(build.entry).toEqual({
      package: '@pulumi/tls',
      version: tls.version,
      resources: 5,
      functions: 2,
      types: 3,
      files: [...build.files.keys()].sort(),
    });
    expect(build.records.map((r) => r.tsName)).toContain('tls.PrivateKey');
    expect(build.report).toMatchObject({
      provider: 'tls',
      source: 'node_modules',
      found: { resources: 5, functions: 2 },
      snapshot: { resources: 5, functions: 2, types: 3 },
      missing: [],
      duplicates: [],
      milliseconds: 250,
    });
    expect(build.report.bytes).toBe([...build.files.values()].reduce((sum, data) => sum + data.length, 0));
    expect(build.report.bytes).toBeGreaterThan(0);
  });
});
