import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorMessage, UserError } from '../shared/errors.js';
import { importAlias } from './record-facts.js';
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
  type ListFilter,
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
  /**
   * Snapshots of one provider each at another version than the bundled one (`versionShard`): their records
   * replace the bundled provider's; its search files stay the bundled ones.
   */
  readonly replacements?: readonly string[];
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
  replacements: readonly string[] = [],
): { manifest: Manifest; rootOf: ReadonlyMap<string, string> } {
  const rootOf = new Map<string, string>();
  if (overlays.length === 0 && replacements.length === 0) {
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
  for (const replacementDir of replacements) {
    const replacement = readManifest(replacementDir);
    Object.assign(providers, replacement.providers);
    for (const [path, sum] of Object.entries(replacement.checksums)) {
      checksums[path] = sum;
      rootOf.set(path, replacementDir);
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

/** The import aliases of a snapshot's providers (`azure_native`, and `k8s` for Kubernetes). */
function aliasesOf(providers: readonly string[]): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const provider of providers) {
    aliases.set(importAlias(provider), provider);
  }
  for (const [alias, provider] of Object.entries(EXTRA_ALIASES)) {
    if (providers.includes(provider) && !aliases.has(alias)) {
      aliases.set(alias, provider);
    }
  }
  return aliases;
}

/** A snapshot folder opened: see {@link openSnapshot}. */
class OpenedSnapshot implements Snapshot {
  readonly manifest: Manifest;
  readonly providers: readonly string[];
  private readonly rootOf: ReadonlyMap<string, string>;
  private readonly shards = new Map<string, LoadedShard>();
  private readonly aliases: ReadonlyMap<string, string>;

  constructor(
    readonly dir: string,
    options: OpenSnapshotOptions,
  ) {
    const { manifest, rootOf } = withOverlays(
      readManifest(dir),
      options.overlays ?? [],
      options.replacements,
    );
    this.manifest = manifest;
    this.rootOf = rootOf;
    this.providers = Object.keys(manifest.providers).sort();
    this.aliases = aliasesOf(this.providers);
  }

  readDataFile = (relativePath: string): Buffer => {
    const expected = this.manifest.checksums[relativePath];
    const path = join(this.rootOf.get(relativePath) ?? this.dir, relativePath);
    if (expected === undefined) {
      throw new UserError(
        `snapshot file ${relativePath} is not listed in ${join(this.dir, MANIFEST_FILE)}; ${FIX}`,
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
  };

  private decodeFile(relativePath: string): unknown {
    const data = this.readDataFile(relativePath);
    try {
      return decodeJson(data);
    } catch (error) {
      throw new UserError(
        `snapshot file ${join(this.dir, relativePath)} cannot be decoded (${errorMessage(error)}); ${FIX}`,
      );
    }
  }

  shard = (provider: string): LoadedShard => {
    const cached = this.shards.get(provider);
    if (cached !== undefined) {
      return cached;
    }
    if (!this.providers.includes(provider)) {
      throw new UserError(`unknown provider '${provider}'; the snapshot has: ${this.providers.join(', ')}`);
    }
    const shard = this.loadShard(provider);
    this.shards.set(provider, shard);
    return shard;
  };

  private loadShard(provider: string): LoadedShard {
    const files = shardFiles(provider);
    const stored = this.decodeFile(files.records) as StoredRecord[];
    // Outputs and examples are read on first access to any record's list, not when the shard loads.
    const lazyLists = <T>(path: string): ((token: string) => readonly T[]) => {
      let byToken: StoredByToken<T> | undefined;
      return (token) => {
        byToken ??= this.decodeFile(path) as StoredByToken<T>;
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
    const decodeTypes = () => this.decodeFile(files.types) as NestedType[];
    return {
      provider,
      records,
      get types() {
        types ??= new Map(decodeTypes().map((type) => [type.name, type]));
        return types;
      },
      byToken: new Map(records.map((record) => [record.token, record])),
      byTsName: new Map(records.map((record) => [record.tsName, record])),
    };
  }

  /** The provider a token or TS name belongs to, so a lookup loads one shard only. */
  private providerOf(name: string): { provider: string; tsName?: string } | undefined {
    if (name.includes(':')) {
      const prefix = name.startsWith('pulumi:providers:') ? name.slice('pulumi:providers:'.length) : name;
      const provider = prefix.split(':')[0] ?? '';
      return this.providers.includes(provider) ? { provider } : undefined;
    }
    const dot = name.indexOf('.');
    const provider = dot < 0 ? undefined : this.aliases.get(name.slice(0, dot));
    if (provider === undefined) {
      return undefined;
    }
    return { provider, tsName: `${importAlias(provider)}${name.slice(dot)}` };
  }

  get(tokenOrTsName: string): SnapshotRecord | undefined {
    const owner = this.providerOf(tokenOrTsName.trim());
    if (owner === undefined) {
      return undefined;
    }
    const shard = this.shard(owner.provider);
    return owner.tsName === undefined
      ? shard.byToken.get(tokenOrTsName.trim())
      : (shard.byTsName.get(owner.tsName) ?? shard.byTsName.get(owner.tsName.replace(/\.index\./, '.')));
  }

  list(filter: ListFilter = {}): readonly SnapshotRecord[] {
    const selected = filter.provider === undefined ? this.providers : [filter.provider];
    return selected.flatMap((provider) =>
      this.shard(provider).records.filter(
        (record) => filter.kind === undefined || record.kind === filter.kind,
      ),
    );
  }

  nestedType(provider: string, name: string): NestedType | undefined {
    return this.shard(provider).types.get(name);
  }
}

/**
 * Opens a snapshot folder (and the cached overlays given). Only the manifests are read here; each provider's
 * shard is read, verified against its checksum and parsed on first use, and its outputs, examples and nested
 * types only when first touched.
 */
export function openSnapshot(dir: string, options: OpenSnapshotOptions = {}): Snapshot {
  return new OpenedSnapshot(dir, options);
}
