import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { indexSources, reindexSnapshot } from '../../src/search/reindex-snapshot.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { writeManifest } from '../../src/snapshot/manifest-file.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { KNOWLEDGE_FILE } from '../../src/snapshot/program-knowledge.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';
import { filesOf, removeTempDirs, tempDir } from '../snapshot/build-fixture.js';

afterAll(removeTempDirs);

describe('reindexSnapshot', () => {
  it('rebuilds the search folder from the shards alone, byte for byte what the builder wrote', async () => {
    const dir = join(tempDir('reindex'), 'registry-snapshot');
    cpSync(PLAN_SNAPSHOT_DIR, dir, { recursive: true });
    rmSync(join(dir, 'search'), { recursive: true });
    // A manifest that says nothing of an index: the reindex writes that part anew.
    const { manifest } = openSnapshot(dir);
    const checksums = Object.fromEntries(
      Object.entries(manifest.checksums).filter(([path]) => !path.startsWith('search/')),
    );
    writeManifest(dir, { ...manifest, checksums, search: {} });
    const written = await reindexSnapshot(dir);
    const original = filesOf(PLAN_SNAPSHOT_DIR);
    const rebuilt = filesOf(dir);
    expect(written).toBe([...original.keys()].filter((path) => path.startsWith('search/')).length);
    // No staging folder is left, and the manifest (written last) is the same too.
    expect([...rebuilt.keys()]).toEqual([...original.keys()]);
    for (const [path, data] of original) expect(rebuilt.get(path)?.equals(data), path).toBe(true);
  });
});

describe('indexSources', () => {
  it('leaves the knowledge file and the search folder out of what the index is built from', () => {
    const snapshot = openSnapshot(defaultSnapshotDir());
    const manifest = {
      ...snapshot.manifest,
      checksums: { [KNOWLEDGE_FILE]: 'k', 'providers/aws/records.json.br': 'r', 'search/aws.docs.json': 's' },
    };
    expect(indexSources(manifest)).toEqual({ 'providers/aws/records.json.br': 'r' });
    // So recounting the knowledge file, which the bundled snapshot ships, leaves the index fresh.
    expect(snapshot.manifest.checksums[KNOWLEDGE_FILE]).toMatch(/^[0-9a-f]{64}$/);
  });
});
