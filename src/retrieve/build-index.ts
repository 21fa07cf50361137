import type { SnapshotRecord } from '../snapshot/types.js';

/** A file the search index builder adds to the snapshot, relative to the snapshot directory. */
export interface SearchArtifactFile {
  readonly path: string;
  readonly data: Uint8Array;
}

export interface SearchArtifacts {
  readonly files: readonly SearchArtifactFile[];
  /** Stored as `manifest.search`: embedding model id, fusion weights, which files hold what. */
  readonly manifest: Readonly<Record<string, unknown>>;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- extended by the retrieval builder
export interface SearchBuildOptions {}

/**
 * Builds the search index files (sparse index, embeddings, the local embedding model) that ship inside the
 * snapshot. Called by the snapshot builder once all records are extracted.
 * Placeholder until issue 3 lands: no search files.
 */
export function buildSearchArtifacts(
  _records: readonly SnapshotRecord[],
  _options: SearchBuildOptions = {},
): Promise<SearchArtifacts> {
  return Promise.resolve({ files: [], manifest: {} });
}
