import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { UserError } from '../shared/errors.js';
import { buildSearchArtifacts, type SearchBuildOptions } from '../retrieve/build-index.js';
import { extractProvider } from './extract-provider.js';
import type { PackageSource } from './package-source.js';
import type { PinnedProvider, PinnedVersions } from './pinned-providers.js';
import { encodeShard, MANIFEST_FILE } from './shard-files.js';
import {
  SNAPSHOT_FORMAT_VERSION,
  type Manifest,
  type ManifestProvider,
  type SnapshotRecord,
} from './types.js';

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
  readonly searchOptions?: SearchBuildOptions;
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

function sha256(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function sortedObject<T>(entries: Iterable<readonly [string, T]>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [key, value] of [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    out[key] = value;
  }
  return out;
}

/** Stable key order at every depth, so the manifest is byte-identical across builds. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(canonical);
  }
  if (value !== null && typeof value === 'object') {
    return sortedObject(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, canonical(v)] as const),
    );
  }
  return value;
}

/**
 * The output folder is replaced as a whole, so a build never leaves a mix of old and new shards. To avoid
 * deleting someone's unrelated folder, it must be absent, empty, or look like a snapshot already.
 */
function assertReplaceable(outDir: string): void {
  if (!existsSync(outDir)) {
    return;
  }
  const entries = readdirSync(outDir).filter((name) => name !== '.keep');
  if (entries.length > 0 && !entries.includes(MANIFEST_FILE)) {
    throw new UserError(`${outDir} is not empty and holds no ${MANIFEST_FILE}; choose another --out`);
  }
}

function writeFile(root: string, relativePath: string, data: Uint8Array): void {
  const path = join(root, relativePath);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
}

/**
 * Builds `registry-snapshot/`: extracts every pinned provider, writes its shard, then hands all records to
 * the search index builder and records every data file's checksum in the manifest. Nothing time- or
 * machine-dependent is written, so two builds from the same versions are byte-identical.
 */
export async function buildSnapshot(options: BuildSnapshotOptions): Promise<SnapshotBuildReport> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const outDir = resolve(options.outDir);
  assertReplaceable(outDir);
  const providers = selectProviders(options.pinned, options.providers);
  const staging = join(dirname(outDir), `.${basename(outDir)}.building-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });

  const checksums = new Map<string, string>();
  const manifestProviders = new Map<string, ManifestProvider>();
  const reports: ProviderBuildReport[] = [];
  const allRecords: SnapshotRecord[] = [];
  try {
    for (const provider of [...providers].sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const providerStarted = now();
      const located = await options.packages.locate(provider);
      const extracted = extractProvider({
        name: provider.name,
        packageName: provider.package,
        version: provider.version,
        dir: located.dir,
      });
      const shard = encodeShard(provider.name, extracted.records, extracted.types);
      let bytes = 0;
      for (const [path, data] of shard.files) {
        writeFile(staging, path, data);
        checksums.set(path, sha256(data));
        bytes += data.length;
      }
      const resources = extracted.records.filter((r) => r.kind === 'resource').length;
      const functions = extracted.records.length - resources;
      const tokens = new Set(extracted.records.map((r) => r.token));
      const missing = [...extracted.foundInPackage.resources, ...extracted.foundInPackage.functions]
        .filter((token) => !tokens.has(token))
        .sort();
      manifestProviders.set(provider.name, {
        package: provider.package,
        version: provider.version,
        resources,
        functions,
        types: extracted.types.length,
        files: [...shard.files.keys()].sort(),
      });
      allRecords.push(...extracted.records);
      const report: ProviderBuildReport = {
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
        milliseconds: Math.round(now() - providerStarted),
      };
      reports.push(report);
      options.progress?.(formatProviderReport(report));
    }

    const searchStarted = now();
    const search = await buildSearchArtifacts(allRecords, options.searchOptions ?? {});
    for (const file of search.files) {
      if (checksums.has(file.path) || file.path === MANIFEST_FILE) {
        throw new Error(`search artifact ${file.path} collides with a snapshot file`);
      }
      writeFile(staging, file.path, file.data);
      checksums.set(file.path, sha256(file.data));
    }
    const searchMilliseconds = Math.round(now() - searchStarted);

    const manifest: Manifest = {
      formatVersion: SNAPSHOT_FORMAT_VERSION,
      pulumiVersion: options.pinned.pulumi.version,
      providers: sortedObject(manifestProviders),
      checksums: sortedObject(checksums),
      search: search.manifest,
    };
    writeFileSync(join(staging, MANIFEST_FILE), `${JSON.stringify(canonical(manifest), null, 2)}\n`);

    rmSync(outDir, { recursive: true, force: true });
    renameSync(staging, outDir);
    const totalBytes = [...checksums.keys()].reduce((sum, path) => sum + fileSize(outDir, path), 0);
    return {
      outDir,
      providers: reports,
      searchFiles: search.files.length,
      searchMilliseconds,
      totalBytes,
      milliseconds: Math.round(now() - started),
    };
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

function fileSize(root: string, relativePath: string): number {
  return statSync(join(root, relativePath)).size;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  }
  return `${(bytes / 1024).toFixed(1)} KB`;
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
