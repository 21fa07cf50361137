import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { openSnapshot } from '../snapshot/open-snapshot.js';
import type { Manifest, NestedType, SnapshotRecord } from '../snapshot/types.js';
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
 * Rebuilds only the search artifacts of an existing snapshot (after a glossary, search-field or embedder
 * change), leaving the provider shards untouched: the records are read back from the snapshot in the order
 * the builder wrote them, so the result equals what a full `snapshot build` would write. The new search
 * folder is written beside the old one and swapped in by rename, and the manifest goes last, so an
 * interrupted run leaves the snapshot as it was.
 */
export async function reindexSnapshot(dir: string, options: SearchBuildOptions = {}): Promise<number> {
  const snapshot = openSnapshot(dir);
  const records: SnapshotRecord[] = [];
  const types: NestedType[] = [];
  for (const provider of snapshot.providers) {
    const shard = snapshot.shard(provider);
    records.push(...shard.records);
    types.push(...shard.types.values());
  }
  const artifacts = await buildSearchArtifacts(records, types, options);
  const manifestPath = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const checksums: Record<string, string> = Object.fromEntries(
    Object.entries(manifest.checksums).filter(([path]) => !path.startsWith(`${SEARCH_DIR}/`)),
  );
  const staging = mkdtempSync(join(dir, '.reindex-'));
  try {
    for (const file of artifacts.files) {
      const target = join(staging, file.path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, file.data);
      checksums[file.path] = createHash('sha256').update(file.data).digest('hex');
    }
    const next: Manifest = { ...manifest, checksums, search: artifacts.manifest };
    writeFileSync(join(staging, 'manifest.json'), `${JSON.stringify(canonical(next), null, 2)}\n`);
    const searchDir = join(dir, SEARCH_DIR);
    const previous = join(staging, 'previous');
    const hadSearch = existsSync(searchDir);
    if (hadSearch) renameSync(searchDir, previous);
    try {
      renameSync(join(staging, SEARCH_DIR), searchDir);
    } catch (error) {
      if (hadSearch) renameSync(previous, searchDir);
      throw error;
    }
    renameSync(join(staging, 'manifest.json'), manifestPath);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return artifacts.files.length;
}
