import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bundledIndexer, ensureRequestedPackages } from '../../src/search/request-packages.js';
import { SearchIndex } from '../../src/search/search-index.js';
import { openSnapshotWithCache } from '../../src/snapshot/list-packages.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { createNpmAccess } from '../../src/store/npm-access.js';
import { removeTempDirs, tempDir } from '../snapshot/build-fixture.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';
import { packFixtures, startRegistry, type LocalRegistry } from '../support/npm-registry.js';
import { HCLOUD_FIXTURE, tfgenProviderPackage } from '../support/tfgen-provider.js';
import { FIXTURE_RECORDS } from './fixture-snapshot.js';

const HCLOUD = tfgenProviderPackage(HCLOUD_FIXTURE);

let registry: LocalRegistry;
beforeAll(async () => {
  registry = await startRegistry([HCLOUD], packFixtures([HCLOUD], tempDir('fixtures')));
});
afterAll(async () => {
  await registry.close();
  removeTempDirs();
});

function npm() {
  const home = tempDir('home');
  return createNpmAccess({
    environment: {
      vars: { PATH: process.env['PATH'] ?? '', HOME: home, npm_config_cache: join(home, '.npm') },
      secrets: [],
      projectNpmrc: `registry=${registry.url}\n`,
    },
    tmpDir: join(tempDir('store'), 'tmp'),
  });
}

describe('bundledIndexer', () => {
  it("embeds added records with the bundled snapshot's own model, so one query vector searches both", async () => {
    const bundled = openSnapshot(PLAN_SNAPSHOT_DIR);
    const artifacts = await bundledIndexer(bundled)(FIXTURE_RECORDS, [], {});
    const embedder = (artifacts.manifest as { embedder: { id: string } }).embedder;
    expect(embedder.id).toBe(new SearchIndex(bundled, undefined).embedder().id);
    expect(artifacts.files.some((file) => file.path.startsWith('search/model'))).toBe(false);
  });
});

describe('ensureRequestedPackages', () => {
  it('does nothing without a request', async () => {
    const cacheDir = tempDir('cache');
    expect(
      await ensureRequestedPackages({ snapshotDir: join(cacheDir, 'no-snapshot'), cacheDir, npm: npm() }),
    ).toEqual([]);
  });

  it('builds a catalog package the request names from npm into the cache, searchable beside the bundled ones', async () => {
    const cacheDir = tempDir('cache');
    const lines: string[] = [];
    const added = await ensureRequestedPackages({
      snapshotDir: PLAN_SNAPSHOT_DIR,
      cacheDir,
      requestText: 'a Hetzner Cloud server',
      npm: npm(),
      progress: (line) => lines.push(line),
    });
    expect(added.map((a) => `${a.kind} ${a.provider} ${a.version}`)).toEqual(['built hcloud 0.0.1-fixture']);
    const snapshot = openSnapshotWithCache(PLAN_SNAPSHOT_DIR, cacheDir);
    expect(snapshot.providers).toContain('hcloud');
    expect(snapshot.get('hcloud.Server')?.token).toBe('hcloud:index/server:Server');
    expect(lines.length).toBeGreaterThan(0);
  }, 30_000);
});
