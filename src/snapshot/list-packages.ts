import { cachedShardDirs } from './on-demand.js';
import { openSnapshot } from './open-snapshot.js';
import type { Snapshot } from './types.js';

export interface ListedPackage {
  readonly provider: string;
  readonly package: string;
  readonly version: string;
  readonly origin: 'bundled' | 'cached';
  readonly resources: number;
  readonly functions: number;
}

/**
 * The bundled snapshot with every package built on demand so far: what a run searches; `replacements`:
 * providers at the versions a verified project pins (`versionShard`).
 */
export function openSnapshotWithCache(
  snapshotDir: string,
  cacheDir: string,
  replacements: readonly string[] = [],
): Snapshot {
  return openSnapshot(snapshotDir, { overlays: cachedShardDirs(cacheDir), replacements });
}

/** Every searchable package, bundled first, then those built on demand into the cache. */
export function listPackages(snapshotDir: string, cacheDir: string): ListedPackage[] {
  const bundled = openSnapshot(snapshotDir);
  const all = openSnapshotWithCache(snapshotDir, cacheDir);
  return Object.entries(all.manifest.providers)
    .map(([provider, entry]) => ({
      provider,
      package: entry.package,
      version: entry.version,
      origin: bundled.providers.includes(provider) ? ('bundled' as const) : ('cached' as const),
      resources: entry.resources,
      functions: entry.functions,
    }))
    .sort((a, b) =>
      a.origin === b.origin ? (a.provider < b.provider ? -1 : 1) : a.origin === 'bundled' ? -1 : 1,
    );
}

export function formatPackageList(packages: readonly ListedPackage[]): string {
  const width = Math.max(...packages.map((p) => p.package.length), 8);
  const lines = packages.map(
    (p) =>
      `${p.origin.padEnd(8)} ${p.package.padEnd(width)} ${p.version.padEnd(10)} ${String(p.resources).padStart(5)} resources ${String(p.functions).padStart(5)} functions`,
  );
  return `${lines.join('\n')}\n`;
}
