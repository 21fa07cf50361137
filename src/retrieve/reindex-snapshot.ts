import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { openSnapshot } from '../snapshot/open-snapshot.js';
import type { Manifest, SnapshotRecord } from '../snapshot/types.js';
import { buildSearchArtifacts, SEARCH_DIR, type SearchBuildOptions } from './build-index.js';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(canonical);
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/**
 * Rebuilds only the search artifacts of an existing snapshot (after a retrieval change), leaving the
 * provider shards untouched: the records are read back from the snapshot in the order the builder wrote
 * them, so the result equals what a full `snapshot build` would write.
 */
export async function reindexSnapshot(dir: string, options: SearchBuildOptions = {}): Promise<number> {
  const snapshot = openSnapshot(dir);
  const records: SnapshotRecord[] = [];
  for (const provider of snapshot.providers) {
    records.push(...snapshot.shard(provider).records);
  }
  const artifacts = await buildSearchArtifacts(records, options);
  const manifestPath = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const checksums: Record<string, string> = Object.fromEntries(
    Object.entries(manifest.checksums).filter(([path]) => !path.startsWith(`${SEARCH_DIR}/`)),
  );
  rmSync(join(dir, SEARCH_DIR), { recursive: true, force: true });
  for (const file of artifacts.files) {
    mkdirSync(dirname(join(dir, file.path)), { recursive: true });
    writeFileSync(join(dir, file.path), file.data);
    checksums[file.path] = createHash('sha256').update(file.data).digest('hex');
  }
  const next: Manifest = { ...manifest, checksums, search: artifacts.manifest };
  writeFileSync(manifestPath, `${JSON.stringify(canonical(next), null, 2)}\n`);
  return artifacts.files.length;
}
