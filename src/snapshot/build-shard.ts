import { extractProvider } from './extract-provider.js';
import type { PackageSource } from './package-source.js';
import type { PinnedProvider } from './pinned-providers.js';
import { encodeShard } from './shard-files.js';
import type { ManifestProvider, NestedType, SnapshotRecord } from './types.js';

/** What the builder found for one provider; the CLI prints it and the counts must agree. */
export interface ProviderBuildReport {
  readonly provider: string;
  readonly package: string;
  readonly version: string;
  readonly source: 'node_modules' | 'cache' | 'installed';
  readonly packageDir: string;
  readonly found: { readonly resources: number; readonly functions: number };
  readonly snapshot: { readonly resources: number; readonly functions: number; readonly types: number };
  /** Tokens the package's `.js` declares that no record carries (should be empty). */
  readonly missing: readonly string[];
  readonly duplicates: readonly string[];
  readonly bytes: number;
  readonly milliseconds: number;
}

/**
 * One provider's shard, built on its own: the unit of work of a CI matrix job, of an on-demand build and of
 * the full snapshot build, which all go through here so their outputs are byte-identical.
 */
export interface ProviderShardBuild {
  readonly name: string;
  /** Shard data files by path relative to the snapshot directory. */
  readonly files: ReadonlyMap<string, Buffer>;
  readonly entry: ManifestProvider;
  /** The records with outputs and examples, in token order: the search index builder's input. */
  readonly records: readonly SnapshotRecord[];
  /** The nested argument types, which the search index reads for what a component takes. */
  readonly types: readonly NestedType[];
  readonly report: ProviderBuildReport;
}

export async function buildProviderShard(
  provider: PinnedProvider,
  packages: PackageSource,
  now: () => number = () => performance.now(),
): Promise<ProviderShardBuild> {
  const started = now();
  const located = await packages.locate(provider);
  const extracted = extractProvider({
    name: provider.name,
    packageName: provider.package,
    version: provider.version,
    dir: located.dir,
  });
  const shard = encodeShard(provider.name, extracted.records, extracted.types);
  const bytes = [...shard.files.values()].reduce((sum, data) => sum + data.length, 0);
  const resources = extracted.records.filter((r) => r.kind === 'resource').length;
  const functions = extracted.records.length - resources;
  const tokens = new Set(extracted.records.map((r) => r.token));
  const missing = [...extracted.foundInPackage.resources, ...extracted.foundInPackage.functions]
    .filter((token) => !tokens.has(token))
    .sort();
  return {
    name: provider.name,
    files: shard.files,
    entry: {
      package: provider.package,
      version: provider.version,
      resources,
      functions,
      types: extracted.types.length,
      files: [...shard.files.keys()].sort(),
    },
    records: extracted.records,
    types: extracted.types,
    report: {
      provider: provider.name,
      package: provider.package,
      version: provider.version,
      source: located.source,
      packageDir: located.dir,
      found: {
        resources: extracted.foundInPackage.resources.size,
        functions: extracted.foundInPackage.functions.size,
      },
      snapshot: { resources, functions, types: extracted.types.length },
      missing,
      duplicates: extracted.duplicates,
      bytes,
      milliseconds: Math.round(now() - started),
    },
  };
}
