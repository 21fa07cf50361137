import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { errorMessage, UserError } from '../shared/errors.js';
import { fetchWithNpm, type NpmAccess } from '../store/npm-access.js';
import { canonical, sha256, sortedObject, writeManifest } from './manifest-file.js';
import { packageFolderName, snapshotPackagesDir, snapshotShardsDir } from './cache-root.js';
import { catalog, matchCatalog, shortPackageName } from '../language/catalog.js';
import type { PackageSource } from './package-source.js';
import { MANIFEST_FILE } from './shard-files.js';
import { SNAPSHOT_FORMAT_VERSION, type SearchIndexer, type Snapshot } from './types.js';

/** The version `npm view` calls latest; a seam so tests need no registry. */
export interface VersionResolver {
  latest(packageName: string): Promise<string>;
}

/** `npm view <package> version`, through the run's {@link NpmAccess} (configuration, ping, time limit). */
export function npmVersionResolver(npm: NpmAccess): VersionResolver {
  return {
    async latest(packageName) {
      const stdout = await fetchWithNpm(npm, {
        what: packageName,
        action: 'look up',
        args: ['view', packageName, 'version', '--json'],
      });
      const version = parseJson(stdout);
      if (typeof version !== 'string') {
        throw new UserError(
          `cannot look up ${packageName}: npm view gave no version (${stdout.slice(0, 80)}); check the name`,
        );
      }
      return version;
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export interface OnDemandOptions {
  readonly cacheDir: string;
  /** The bundled snapshot: its embedder and search settings are the ones an added shard must share. */
  readonly bundled: Snapshot;
  readonly packages: PackageSource;
  readonly versions: VersionResolver;
  /**
   * Builds the added shard's search files, embedded as the bundled snapshot's are (`bundledIndexer` in
   * `src/search/request-packages.ts`).
   */
  readonly indexer: SearchIndexer;
  readonly progress?: (line: string) => void;
}

export type AddedPackage =
  | { readonly kind: 'bundled'; readonly provider: string; readonly version: string }
  | { readonly kind: 'cached'; readonly provider: string; readonly version: string; readonly dir: string }
  | {
      readonly kind: 'built';
      readonly provider: string;
      readonly version: string;
      readonly dir: string;
      readonly records: number;
      readonly milliseconds: number;
    };

/** The cached shards that have a manifest, in name order: the overlays to open beside the bundled snapshot. */
export function cachedShardDirs(cacheDir: string): string[] {
  const root = snapshotShardsDir(cacheDir);
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((name) => !name.startsWith('.'))
    .sort()
    .map((name) => join(root, name))
    .filter((dir) => existsSync(join(dir, MANIFEST_FILE)));
}

/** The provider name the package's tokens start with: `pulumi.name` of its package.json, else its npm name. */
interface PackageManifest {
  readonly pulumi?: { readonly name?: unknown; readonly resource?: unknown };
}

function readManifest(packageDir: string): PackageManifest {
  return JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as PackageManifest;
}

/**
 * Whether a package is a Pulumi provider or component SDK: the catalog knows it, or its package.json says so
 * (`"pulumi": { "resource": true }`, which every generated provider SDK carries). The scope alone says
 * nothing: `@pulumi/pulumi` and `@pulumi/policy` are not providers, and community providers live elsewhere.
 */
export function isPulumiPackage(packageName: string, manifest: PackageManifest): boolean {
  return (
    catalog.packages.some((entry) => entry.package === packageName) || manifest.pulumi?.resource === true
  );
}

function providerNameOf(manifest: PackageManifest, packageName: string): string {
  const name = manifest.pulumi?.name;
  return typeof name === 'string' && /^[a-z0-9][a-z0-9-]*$/.test(name) ? name : shortPackageName(packageName);
}

/**
 * Makes a package searchable: nothing to do when it is bundled or already cached at that version; else its
 * tarball is fetched, its shard extracted with the snapshot builder and its search files embedded with the
 * bundled snapshot's model, into `<cache>/snapshot/shards/<package@version>` (written beside, then renamed,
 * so an interrupted build leaves nothing half-made).
 */
export async function addOnDemandPackage(
  packageName: string,
  requestedVersion: string | undefined,
  options: OnDemandOptions,
): Promise<AddedPackage> {
  const progress = options.progress ?? (() => undefined);
  const bundledEntry = Object.entries(options.bundled.manifest.providers).find(
    ([, entry]) => entry.package === packageName,
  );
  if (
    bundledEntry !== undefined &&
    (requestedVersion ?? bundledEntry[1].version) === bundledEntry[1].version
  ) {
    return { kind: 'bundled', provider: bundledEntry[0], version: bundledEntry[1].version };
  }
  const version = requestedVersion ?? (await options.versions.latest(packageName));
  const dir = join(snapshotShardsDir(options.cacheDir), packageFolderName(packageName, version));
  if (existsSync(join(dir, MANIFEST_FILE))) {
    const manifest = JSON.parse(readFileSync(join(dir, MANIFEST_FILE), 'utf8')) as {
      providers: Record<string, unknown>;
    };
    return { kind: 'cached', provider: Object.keys(manifest.providers)[0] ?? '', version, dir };
  }
  const started = performance.now();
  progress(`${packageName}@${version}: fetching the package from npm`);
  const located = await options.packages.locate({ name: '', package: packageName, version });
  const manifest = readManifest(located.dir);
  if (!isPulumiPackage(packageName, manifest)) {
    throw new UserError(
      `${packageName} is not a Pulumi package (not in pulumi-gen's catalog, and its package.json has no "pulumi": {"resource": true}); add provider packages such as @pulumiverse/vercel or @pulumi/alicloud`,
    );
  }
  const provider = providerNameOf(manifest, packageName);
  if (options.bundled.providers.includes(provider)) {
    throw new UserError(
      `${packageName} declares provider '${provider}', which the bundled snapshot already has at another version`,
    );
  }
  progress(`${packageName}@${version}: extracting resources, functions and types`);
  // Loaded here: the extractor brings ts-morph and TypeScript, which opening cached shards never needs.
  const { buildProviderShard } = await import('./build-shard.js');
  const shard = await buildProviderShard({ name: provider, package: packageName, version }, options.packages);
  progress(
    `${packageName}@${version}: ${shard.report.snapshot.resources} resources, ${shard.report.snapshot.functions} functions; indexing for search`,
  );
  const bundledSearch = options.bundled.manifest.search ?? {};
  const sources = sortedObject([...shard.files].map(([path, data]) => [path, sha256(data)] as const));
  const search = await options.indexer(shard.records, shard.types, sources);
  const checksums = new Map<string, string>();
  const staging = `${dir}.building-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  for (const [path, data] of [...shard.files, ...search.files.map((f) => [f.path, f.data] as const)]) {
    mkdirSync(dirname(join(staging, path)), { recursive: true });
    writeFileSync(join(staging, path), data);
    checksums.set(path, sha256(data));
  }
  const searchProviders = search.manifest['providers'];
  writeManifest(staging, {
    formatVersion: SNAPSHOT_FORMAT_VERSION,
    pulumiVersion: options.bundled.manifest.pulumiVersion,
    providers: { [provider]: shard.entry },
    checksums: sortedObject(checksums),
    search: canonical({ ...bundledSearch, model: undefined, providers: searchProviders }) as Record<
      string,
      unknown
    >,
  });
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
  const milliseconds = Math.round(performance.now() - started);
  progress(`${packageName}@${version}: ready in ${(milliseconds / 1000).toFixed(1)} s (${dir})`);
  return { kind: 'built', provider, version, dir, records: shard.records.length, milliseconds };
}

/**
 * Builds, before the search opens, the catalog packages a request names that the snapshot lacks ("an
 * alicloud ECS instance" → @pulumi/alicloud), so they are searched like bundled ones. A package that cannot
 * be fetched is reported and skipped: the run goes on with what it has.
 */
export async function ensureRequestPackages(
  text: string,
  options: OnDemandOptions,
): Promise<readonly AddedPackage[]> {
  const have = new Set(
    [options.bundled.manifest, ...cachedShardDirs(options.cacheDir).map(readManifestOf)].flatMap((manifest) =>
      Object.values(manifest.providers).map((entry) => entry.package),
    ),
  );
  const added: AddedPackage[] = [];
  for (const entry of matchCatalog(text).filter((candidate) => !have.has(candidate.package))) {
    try {
      added.push(await addOnDemandPackage(entry.package, undefined, options));
    } catch (error) {
      options.progress?.(`${entry.package}: not added (${errorMessage(error)})`);
    }
  }
  return added;
}

function readManifestOf(dir: string): { providers: Record<string, { package: string }> } {
  return JSON.parse(readFileSync(join(dir, MANIFEST_FILE), 'utf8')) as {
    providers: Record<string, { package: string }>;
  };
}

/** What removing packages built on demand took away: one `<package@version>` folder name per version. */
export interface RemovedPackages {
  readonly removed: readonly string[];
}

function folderMatches(
  folder: string,
  packageName: string | undefined,
  version: string | undefined,
): boolean {
  if (packageName === undefined) return true;
  const prefix = packageFolderName(packageName, '');
  return version === undefined
    ? folder.startsWith(prefix)
    : folder === packageFolderName(packageName, version);
}

/**
 * Removes packages built on demand from the cache: their shards (so runs no longer search them) and their
 * unpacked tarballs. `packageName` undefined removes every one (`cache prune --all`).
 */
export function removeOnDemandPackages(
  cacheDir: string,
  packageName?: string,
  version?: string,
): RemovedPackages {
  const removed: string[] = [];
  for (const root of [snapshotShardsDir(cacheDir), snapshotPackagesDir(cacheDir)]) {
    if (!existsSync(root)) continue;
    for (const folder of readdirSync(root)) {
      if (!folderMatches(folder, packageName, version)) continue;
      rmSync(join(root, folder), { recursive: true, force: true });
      if (root === snapshotShardsDir(cacheDir) && !folder.includes('.building-')) removed.push(folder);
    }
  }
  return { removed: removed.sort() };
}
