import { snapshotPackagesDir } from '../snapshot/cache-root.js';
import { ensureRequestPackages, npmVersionResolver, type AddedPackage } from '../snapshot/on-demand.js';
import { openSnapshot } from '../snapshot/open-snapshot.js';
import { createPackageSource, npmPackInstaller } from '../snapshot/package-source.js';
import type { SearchIndexer, Snapshot } from '../snapshot/types.js';
import type { NpmAccess } from '../store/npm-access.js';
import { searchIndexer } from './build-index.js';
import type { Embedder } from './embedding/embedder.js';
import { SearchIndex } from './search-index.js';

/**
 * The indexer for a package added beside a bundled snapshot: its records embedded with the bundled
 * snapshot's own model (or `embedder`, the query embedder of a snapshot embedded through an endpoint), so
 * one query vector searches both.
 */
export function bundledIndexer(bundled: Snapshot, embedder?: Embedder): SearchIndexer {
  return searchIndexer({ embedder: embedder ?? new SearchIndex(bundled, undefined).embedder() });
}

export interface RequestSnapshotOptions {
  readonly snapshotDir: string;
  readonly cacheDir: string;
  /** The request: catalog packages it names that are not bundled or cached are built first. */
  readonly requestText?: string;
  /** The run's npm, shared with the package store: `npm view` and `npm pack` of the packages built now. */
  readonly npm: NpmAccess;
  readonly progress?: (line: string) => void;
}

/**
 * Makes the packages a request names searchable: catalog packages neither bundled nor cached are built from
 * npm into the shard cache (a package that cannot be fetched is reported and skipped).
 */
export function ensureRequestedPackages(options: RequestSnapshotOptions): Promise<readonly AddedPackage[]> {
  if (options.requestText === undefined) return Promise.resolve([]);
  const bundled = openSnapshot(options.snapshotDir);
  return ensureRequestPackages(options.requestText, {
    cacheDir: options.cacheDir,
    bundled,
    indexer: bundledIndexer(bundled),
    packages: createPackageSource({
      searchRoots: [],
      packagesDir: snapshotPackagesDir(options.cacheDir),
      installer: npmPackInstaller(options.npm),
    }),
    versions: npmVersionResolver(options.npm),
    ...(options.progress === undefined ? {} : { progress: options.progress }),
  });
}
