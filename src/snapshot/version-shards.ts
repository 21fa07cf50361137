import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import semver from 'semver';
import { fetchWithNpm, type NpmAccess } from '../store/npm-access.js';
import { sha256, sortedObject, writeManifest } from './manifest-file.js';
import { buildProviderShard } from './build-shard.js';
import { packageFolderName, snapshotCacheRoot } from './cache-root.js';
import type { PackageSource } from './package-source.js';
import { MANIFEST_FILE } from './shard-files.js';
import { SNAPSHOT_FORMAT_VERSION, type Manifest } from './types.js';

/** Where the schemas of a provider at another version than the bundled one are kept, by package and version. */
export function versionShardsDir(cacheDir: string): string {
  return join(snapshotCacheRoot(cacheDir), 'versions');
}

export interface VersionShardOptions {
  readonly cacheDir: string;
  readonly packages: PackageSource;
  /** The bundled snapshot's `@pulumi/pulumi` version, recorded in the shard's manifest. */
  readonly pulumiVersion: string;
  /**
   * The bundled snapshot's checksum (`snapshotChecksum`): a shard is kept for the snapshot it was built
   * beside, so a pulumi-gen whose extractor reads schemas differently never reads one an older build wrote.
   */
  readonly snapshotChecksum: string;
  readonly progress?: (line: string) => void;
}

/**
 * The schemas of one provider at the version a project pins (`@pulumi/awsx@2.22.0` where the bundle has
 * 3.9.0), built with the snapshot builder from its npm package into the cache once, without search files: a
 * project is checked against what it will install, and `pulumi-gen verify` never searches by them. Opened as
 * a replacement of the bundled provider (`openSnapshot`'s `replacements`).
 */
export async function versionShard(
  provider: string,
  packageName: string,
  version: string,
  options: VersionShardOptions,
): Promise<string> {
  const dir = join(
    versionShardsDir(options.cacheDir),
    options.snapshotChecksum,
    packageFolderName(packageName, version),
  );
  if (existsSync(join(dir, MANIFEST_FILE))) return dir;
  options.progress?.(`${packageName}@${version}: reading its schemas (the project pins this version)`);
  const shard = await buildProviderShard({ name: provider, package: packageName, version }, options.packages);
  const staging = `${dir}.building-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const checksums = new Map<string, string>();
  for (const [path, data] of shard.files) {
    mkdirSync(dirname(join(staging, path)), { recursive: true });
    writeFileSync(join(staging, path), data);
    checksums.set(path, sha256(data));
  }
  writeManifest(staging, {
    formatVersion: SNAPSHOT_FORMAT_VERSION,
    pulumiVersion: options.pulumiVersion,
    providers: { [provider]: shard.entry },
    checksums: sortedObject(checksums),
  });
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
  return dir;
}

/** The version a project's dependency range resolves to on the registry (`npm view pkg@range version`). */
export type RangeResolver = (packageName: string, range: string) => Promise<string | undefined>;

/** `npm view <package>@<range> version --json` through the run's npm: the highest version in the range. */
export function npmRangeResolver(npm: NpmAccess): RangeResolver {
  return async (packageName, range) => {
    const stdout = await fetchWithNpm(npm, {
      what: `${packageName}@${range}`,
      action: 'look up',
      args: ['view', `${packageName}@${range}`, 'version', '--json'],
    });
    let parsed: unknown;
    try {
      parsed = JSON.parse(stdout) as unknown;
    } catch {
      return undefined;
    }
    const versions = (Array.isArray(parsed) ? parsed : [parsed]).filter(
      (v): v is string => typeof v === 'string',
    );
    return semver.maxSatisfying(versions, range) ?? undefined;
  };
}

/** A provider a project pins at another version than the bundled snapshot's. */
export interface PinnedElsewhere {
  readonly provider: string;
  readonly package: string;
  readonly version: string;
}

/**
 * The bundled providers whose version a project's `package.json` rules out: an exact pin of another
 * version, or a range the bundled version does not satisfy (resolved to the highest version in it). A
 * dependency the bundle satisfies, or that names no bundled provider, is left as it is.
 */
export async function pinnedElsewhere(
  dependencies: Readonly<Record<string, string>>,
  bundled: Manifest,
  resolve: RangeResolver,
): Promise<PinnedElsewhere[]> {
  const found: PinnedElsewhere[] = [];
  for (const [provider, entry] of Object.entries(bundled.providers)) {
    const wanted = dependencies[entry.package];
    if (wanted === undefined || semver.validRange(wanted) === null) continue;
    if (semver.satisfies(entry.version, wanted)) continue;
    const version = semver.valid(wanted) ?? (await resolve(entry.package, wanted));
    if (version !== undefined && version !== null) found.push({ provider, package: entry.package, version });
  }
  return found;
}
