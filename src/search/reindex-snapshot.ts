import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sha256, writeManifest } from '../snapshot/manifest-file.js';
import { openSnapshot } from '../snapshot/open-snapshot.js';
import { KNOWLEDGE_FILE } from '../snapshot/read-knowledge.js';
import { REMOVED_MEMBERS_FILE } from '../snapshot/read-removed-members.js';
import { MANIFEST_FILE } from '../snapshot/shard-files.js';
import type { Manifest, NestedType, SnapshotRecord } from '../snapshot/types.js';
import { buildSearchArtifacts, SEARCH_DIR, type SearchBuildOptions } from './build-index.js';
import { readProgramUsage } from './program-usage.js';

/** The checksums of a snapshot's data files outside its search folder. */
function dataFiles(manifest: Manifest): Record<string, string> {
  return Object.fromEntries(
    Object.entries(manifest.checksums).filter(([path]) => !path.startsWith(`${SEARCH_DIR}/`)),
  );
}

/**
 * The checksums of what a snapshot's index is built from: its data files, less the knowledge files (derived
 * from the records beside the index, after it: what programs declare together, what a major removed).
 */
export function indexSources(manifest: Manifest): Record<string, string> {
  return Object.fromEntries(
    Object.entries(dataFiles(manifest)).filter(
      ([path]) => path !== KNOWLEDGE_FILE && path !== REMOVED_MEMBERS_FILE,
    ),
  );
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
  const manifestPath = join(dir, MANIFEST_FILE);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const checksums = dataFiles(manifest);
  const programUsage = readProgramUsage(snapshot);
  const artifacts = await buildSearchArtifacts(
    records,
    types,
    programUsage === undefined ? options : { ...options, programUsage },
    indexSources(manifest),
  );
  const staging = mkdtempSync(join(dir, '.reindex-'));
  try {
    for (const file of artifacts.files) {
      const target = join(staging, file.path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, file.data);
      checksums[file.path] = sha256(file.data);
    }
    const next: Manifest = { ...manifest, checksums, search: artifacts.manifest };
    writeManifest(staging, next);
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
    renameSync(join(staging, MANIFEST_FILE), manifestPath);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return artifacts.files.length;
}
