import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorMessage, UserError } from '../shared/errors.js';
import { importAlias } from './import-alias.js';
import {
  decodeJson,
  MANIFEST_FILE,
  shardFiles,
  type StoredByToken,
  type StoredRecord,
} from './shard-files.js';
import {
  SNAPSHOT_FORMAT_VERSION,
  type ExampleBlock,
  type Manifest,
  type NestedType,
  type OutputProperty,
  type ProviderShard,
  type Snapshot,
  type SnapshotRecord,
} from './types.js';

const FIX = "run 'pulumi-gen snapshot build' or restore the file from git";

/** Extra TS aliases programs commonly use for a provider's import (`import * as k8s from "@pulumi/kubernetes"`). */
const EXTRA_ALIASES: Readonly<Record<string, string>> = { k8s: 'kubernetes' };

function readManifest(dir: string): Manifest {
  const path = join(dir, MANIFEST_FILE);
  if (!existsSync(path)) {
    throw new UserError(`no registry snapshot at ${dir} (${MANIFEST_FILE} is missing); ${FIX}`);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch (error) {
    throw new UserError(`snapshot manifest ${path} is not valid JSON (${errorMessage(error)}); ${FIX}`);
  }
  if (manifest.formatVersion !== SNAPSHOT_FORMAT_VERSION) {
    throw new UserError(
      `snapshot ${path} has format version ${String(manifest.formatVersion)}, this pulumi-gen reads ${SNAPSHOT_FORMAT_VERSION}; ${FIX}`,
    );
  }
  return manifest;
}

export interface OpenSnapshotOptions {
  /**
   * Snapshots of one provider each, built on first use into the user's cache (`snapshotShardsDir`),
   * searched and looked up like the bundled providers. One embedded by another model than the bundled
   * snapshot's or with search files in another format (a cache left by an older pulumi-gen), or naming a
   * bundled provider, is skipped.
   */
  readonly overlays?: readonly string[];
}

interface SearchPart {
  readonly formatVersion?: number;
  readonly embedder?: { readonly id?: string };
  readonly providers?: Readonly<Record<string, unknown>>;
}

function searchPart(manifest: Manifest): SearchPart {
  return (manifest.search ?? {}) as SearchPart;
}

/** The bundled manifest with each usable overlay's providers, checksums and search files added. */
function withOverlays(
  base: Manifest,
  overlays: readonly string[],
): { manifest: Manifest; rootOf: ReadonlyMap<string, string> } {
  const rootOf = new Map<string, string>();
  if (overlays.length === 0) {
    return { manifest: base, rootOf };
  }
  const providers = { ...base.providers };
  const checksums = { ...base.checksums };
  const baseSearch = searchPart(base);
  const searchProviders = { ...baseSearch.providers };
  for (const overlayDir of overlays) {
    let overlay: Manifest;
    try {
      overlay = readManifest(overlayDir);
    } catch {
      continue;
    }
    const names = Object.keys(overlay.providers);
    const search = searchPart(overlay);
    if (
      search.embedder?.id !== baseSearch.embedder?.id ||
      search.formatVersion !== baseSearch.formatVersion ||
      names.some((name) => providers[name] !== undefined)
    ) {
      continue;
    }
    for (const name of names) {
      providers[name] = overlay.providers[name]!;
      searchProviders[name] = search.providers?.[name];
    }
    for (const [path, sum] of Object.entries(overlay.checksums)) {
      checksums[path] = sum;
      rootOf.set(path, overlayDir);
    }
  }
  const manifest: Manifest = {
    ...base,
    providers,
    checksums,
    ...(base.search === undefined ? {} : { search: { ...base.search, providers: searchProviders } }),
  };
  return { manifest, rootOf };
}

interface LoadedShard extends ProviderShard {
  readonly byToken: ReadonlyMap<string, SnapshotRecord>;
  readonly byTsName: ReadonlyMap<string, SnapshotRecord>;
}

/**
 * Opens a snapshot folder (and the cached overlays given). Only the manifests are read here; each provider's shard is read, verified against
 * its checksum and parsed on first use, and its outputs, examples and nested types only when first touched.
 */
export function openSnapshot(dir: string, options: OpenSnapshotOptions = {}): Snapshot {
  const { manifest, rootOf } = withOverlays(readManifest(dir), options.overlays ?? []);
  const providers = Object.keys(manifest.providers).sort();
  const shards = new Map<string, LoadedShard>();
  const aliases = new Map<string, string>();
  for (const provider of providers) {
    aliases.set(importAlias(provider), provider);
  }
  for (const [alias, provider] of Object.entries(EXTRA_ALIASES)) {
    if (providers.includes(provider) && !aliases.has(alias)) {
      aliases.set(alias, provider);
    }
  }

  function readDataFile(relativePath: string): Buffer {
    const expected = manifest.checksums[relativePath];
    const path = join(rootOf.get(relativePath) ?? dir, relativePath);
    if (expected === undefined) {
      throw new UserError(
        `snapshot file ${relativePath} is not listed in ${join(dir, MANIFEST_FILE)}; ${FIX}`,
      );
    }
    let data: Buffer;
    try {
      data = readFileSync(path);
    } catch {
      throw new UserError(`snapshot file ${path} is missing; ${FIX}`);
    }
    if (createHash('sha256').update(data).digest('hex') !== expected) {
      throw new UserError(`snapshot file ${path} is corrupt (checksum mismatch); ${FIX}`);
    }
    return data;
  }

  function decodeFile(relativePath: string): unknown {
    const data = readDataFile(relativePath);
    try {
      return decodeJson(data);
    } catch (error) {
      throw new UserError(
        `snapshot file ${join(dir, relativePath)} cannot be decoded (${errorMessage(error)}); ${FIX}`,
      );
    }
  }

  function loadShard(provider: string): LoadedShard {
    const cached = shards.get(provider);
    if (cached !== undefined) {
      return cached;
    }
    if (!providers.includes(provider)) {
      throw new UserError(`unknown provider '${provider}'; the snapshot has: ${providers.join(', ')}`);
    }
    const files = shardFiles(provider);
    const stored = decodeFile(files.records) as StoredRecord[];
    // Outputs and examples are read on first access to any record's list, not when the shard loads.
    const lazyLists = <T>(path: string): ((token: string) => readonly T[]) => {
      let byToken: StoredByToken<T> | undefined;
      return (token) => {
        byToken ??= decodeFile(path) as StoredByToken<T>;
        return byToken[token] ?? [];
      };
    };
    const outputsOf = lazyLists<OutputProperty>(files.outputs);
    const examplesOf = lazyLists<ExampleBlock>(files.examples);
    const records: SnapshotRecord[] = stored.map(
      (record) =>
        Object.defineProperties(record, {
          outputs: { enumerable: true, get: () => outputsOf(record.token) },
          examples: { enumerable: true, get: () => examplesOf(record.token) },
        }) as SnapshotRecord,
    );
    let types: ReadonlyMap<string, NestedType> | undefined;
    const shard: LoadedShard = {
      provider,
      records,
      get types() {
        types ??= new Map((decodeFile(files.types) as NestedType[]).map((type) => [type.name, type]));
        return types;
      },
      byToken: new Map(records.map((record) => [record.token, record])),
      byTsName: new Map(records.map((record) => [record.tsName, record])),
    };
    shards.set(provider, shard);
    return shard;
  }

  /** The provider a token or TS name belongs to, so a lookup loads one shard only. */
  function providerOf(name: string): { provider: string; tsName?: string } | undefined {
    if (name.includes(':')) {
      const prefix = name.startsWith('pulumi:providers:') ? name.slice('pulumi:providers:'.length) : name;
      const provider = prefix.split(':')[0] ?? '';
      return providers.includes(provider) ? { provider } : undefined;
    }
    const dot = name.indexOf('.');
    const provider = dot < 0 ? undefined : aliases.get(name.slice(0, dot));
    if (provider === undefined) {
      return undefined;
    }
    return { provider, tsName: `${importAlias(provider)}${name.slice(dot)}` };
  }

  return {
    dir,
    manifest,
    providers,
    get(tokenOrTsName) {
      const owner = providerOf(tokenOrTsName.trim());
      if (owner === undefined) {
        return undefined;
      }
      const shard = loadShard(owner.provider);
      return owner.tsName === undefined
        ? shard.byToken.get(tokenOrTsName.trim())
        : (shard.byTsName.get(owner.tsName) ?? shard.byTsName.get(owner.tsName.replace(/\.index\./, '.')));
    },
    list(filter = {}) {
      const selected = filter.provider === undefined ? providers : [filter.provider];
      return selected.flatMap((provider) =>
        loadShard(provider).records.filter(
          (record) => filter.kind === undefined || record.kind === filter.kind,
        ),
      );
    },
    nestedType(provider, name) {
      return loadShard(provider).types.get(name);
    },
    shard: loadShard,
    readDataFile,
  };
}
