import { formatBytes } from '../shared/format.js';
import { UserError } from '../shared/errors.js';
import { assembleSnapshot } from './assemble-snapshot.js';
import { buildProviderShard, type ProviderBuildReport, type ProviderShardBuild } from './build-shard.js';
import type { PackageSource } from './package-source.js';
import type { PinnedProvider, PinnedVersions } from './pinned-providers.js';
import type { SearchIndexer } from './types.js';

export type { ProviderBuildReport } from './build-shard.js';

export interface SnapshotBuildReport {
  readonly outDir: string;
  readonly providers: readonly ProviderBuildReport[];
  readonly searchFiles: number;
  readonly searchMilliseconds: number;
  readonly totalBytes: number;
  readonly milliseconds: number;
}

export interface BuildSnapshotOptions {
  readonly pinned: PinnedVersions;
  /** Provider names to build; all pinned providers when omitted. */
  readonly providers?: readonly string[];
  readonly outDir: string;
  readonly packages: PackageSource;
  /** Builds the search index over the shards' records. */
  readonly indexer: SearchIndexer;
  /** Progress lines (one per provider). */
  readonly progress?: (line: string) => void;
  /** Milliseconds since some origin; injectable so reports are testable. */
  readonly now?: () => number;
}

export function selectProviders(
  pinned: PinnedVersions,
  names: readonly string[] | undefined,
): PinnedProvider[] {
  if (names === undefined || names.length === 0) {
    return [...pinned.providers];
  }
  const known = pinned.providers.map((p) => p.name);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new UserError(
      `unknown provider ${unknown.map((n) => `'${n}'`).join(', ')}; pinned providers: ${known.join(', ')}`,
    );
  }
  return pinned.providers.filter((p) => names.includes(p.name));
}

/**
 * Builds `registry-snapshot/`: extracts every pinned provider into its shard ({@link buildProviderShard}),
 * then assembles the shards, the search index and the checksummed manifest ({@link assembleSnapshot}) exactly
 * as the CI merge job does from shards built on separate machines.
 */
export async function buildSnapshot(options: BuildSnapshotOptions): Promise<SnapshotBuildReport> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const providers = selectProviders(options.pinned, options.providers);
  const shards: ProviderShardBuild[] = [];
  for (const provider of [...providers].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const shard = await buildProviderShard(provider, options.packages, now);
    shards.push(shard);
    options.progress?.(formatProviderReport(shard.report));
  }
  const assembled = await assembleSnapshot(
    options.outDir,
    options.pinned.pulumi.version,
    shards,
    options.indexer,
  );
  return {
    ...assembled,
    providers: shards.map((shard) => shard.report),
    milliseconds: Math.round(now() - started),
  };
}

export function formatProviderReport(report: ProviderBuildReport): string {
  const match =
    report.found.resources === report.snapshot.resources &&
    report.found.functions === report.snapshot.functions &&
    report.missing.length === 0;
  const parts = [
    `${report.provider} ${report.version}`,
    `resources ${report.snapshot.resources}/${report.found.resources}`,
    `functions ${report.snapshot.functions}/${report.found.functions}`,
    `(snapshot/package${match ? ', match' : ', MISMATCH'})`,
    `types ${report.snapshot.types}`,
    formatBytes(report.bytes),
    `${(report.milliseconds / 1000).toFixed(1)} s`,
    `[${report.source}]`,
  ];
  const missing = report.missing.length > 0 ? `\n  missing: ${report.missing.slice(0, 10).join(', ')}` : '';
  return parts.join('  ') + missing;
}
