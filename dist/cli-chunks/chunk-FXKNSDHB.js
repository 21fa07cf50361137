import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  SNAPSHOT_FORMAT_VERSION
} from "./chunk-7NB5FJPU.js";
import {
  UserError,
  errorMessage
} from "./chunk-4SIQRMZG.js";
import {
  MANIFEST_FILE,
  decodeJson,
  shardFiles
} from "./chunk-TJVHSDNF.js";
import {
  importAlias
} from "./chunk-CZED2NF6.js";

// src/snapshot/open-snapshot.ts
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
var FIX = "run 'pulumi-gen snapshot build' or restore the file from git";
var EXTRA_ALIASES = { k8s: "kubernetes" };
function readManifest(dir) {
  const path = join(dir, MANIFEST_FILE);
  if (!existsSync(path)) {
    throw new UserError(`no registry snapshot at ${dir} (${MANIFEST_FILE} is missing); ${FIX}`);
  }
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new UserError(`snapshot manifest ${path} is not valid JSON (${errorMessage(error)}); ${FIX}`);
  }
  if (manifest.formatVersion !== SNAPSHOT_FORMAT_VERSION) {
    throw new UserError(
      `snapshot ${path} has format version ${String(manifest.formatVersion)}, this pulumi-gen reads ${SNAPSHOT_FORMAT_VERSION}; ${FIX}`
    );
  }
  return manifest;
}
function searchPart(manifest) {
  return manifest.search ?? {};
}
function withOverlays(base, overlays, replacements = []) {
  const rootOf = /* @__PURE__ */ new Map();
  if (overlays.length === 0 && replacements.length === 0) {
    return { manifest: base, rootOf };
  }
  const providers = { ...base.providers };
  const checksums = { ...base.checksums };
  const baseSearch = searchPart(base);
  const searchProviders = { ...baseSearch.providers };
  for (const overlayDir of overlays) {
    let overlay;
    try {
      overlay = readManifest(overlayDir);
    } catch {
      continue;
    }
    const names = Object.keys(overlay.providers);
    const search = searchPart(overlay);
    if (search.embedder?.id !== baseSearch.embedder?.id || search.formatVersion !== baseSearch.formatVersion || names.some((name) => providers[name] !== void 0)) {
      continue;
    }
    for (const name of names) {
      providers[name] = overlay.providers[name];
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
  const manifest = {
    ...base,
    providers,
    checksums,
    ...base.search === void 0 ? {} : { search: { ...base.search, providers: searchProviders } }
  };
  return { manifest, rootOf };
}
function aliasesOf(providers) {
  const aliases = /* @__PURE__ */ new Map();
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
var OpenedSnapshot = class {
  constructor(dir, options) {
    this.dir = dir;
    const { manifest, rootOf } = withOverlays(
      readManifest(dir),
      options.overlays ?? [],
      options.replacements
    );
    this.manifest = manifest;
    this.rootOf = rootOf;
    this.providers = Object.keys(manifest.providers).sort();
    this.aliases = aliasesOf(this.providers);
  }
  dir;
  manifest;
  providers;
  rootOf;
  shards = /* @__PURE__ */ new Map();
  aliases;
  readDataFile = (relativePath) => {
    const expected = this.manifest.checksums[relativePath];
    const path = join(this.rootOf.get(relativePath) ?? this.dir, relativePath);
    if (expected === void 0) {
      throw new UserError(
        `snapshot file ${relativePath} is not listed in ${join(this.dir, MANIFEST_FILE)}; ${FIX}`
      );
    }
    let data;
    try {
      data = readFileSync(path);
    } catch {
      throw new UserError(`snapshot file ${path} is missing; ${FIX}`);
    }
    if (createHash("sha256").update(data).digest("hex") !== expected) {
      throw new UserError(`snapshot file ${path} is corrupt (checksum mismatch); ${FIX}`);
    }
    return data;
  };
  decodeFile(relativePath) {
    const data = this.readDataFile(relativePath);
    try {
      return decodeJson(data);
    } catch (error) {
      throw new UserError(
        `snapshot file ${join(this.dir, relativePath)} cannot be decoded (${errorMessage(error)}); ${FIX}`
      );
    }
  }
  shard = (provider) => {
    const cached = this.shards.get(provider);
    if (cached !== void 0) {
      return cached;
    }
    if (!this.providers.includes(provider)) {
      throw new UserError(`unknown provider '${provider}'; the snapshot has: ${this.providers.join(", ")}`);
    }
    const shard = this.loadShard(provider);
    this.shards.set(provider, shard);
    return shard;
  };
  loadShard(provider) {
    const files = shardFiles(provider);
    const stored = this.decodeFile(files.records);
    const lazyLists = (path) => {
      let byToken;
      return (token) => {
        byToken ??= this.decodeFile(path);
        return byToken[token] ?? [];
      };
    };
    const outputsOf = lazyLists(files.outputs);
    const examplesOf = lazyLists(files.examples);
    const records = stored.map(
      (record) => Object.defineProperties(record, {
        outputs: { enumerable: true, get: () => outputsOf(record.token) },
        examples: { enumerable: true, get: () => examplesOf(record.token) }
      })
    );
    let types;
    const decodeTypes = () => this.decodeFile(files.types);
    return {
      provider,
      records,
      get types() {
        types ??= new Map(decodeTypes().map((type) => [type.name, type]));
        return types;
      },
      byToken: new Map(records.map((record) => [record.token, record])),
      byTsName: new Map(records.map((record) => [record.tsName, record]))
    };
  }
  /** The provider a token or TS name belongs to, so a lookup loads one shard only. */
  providerOf(name) {
    if (name.includes(":")) {
      const prefix = name.startsWith("pulumi:providers:") ? name.slice("pulumi:providers:".length) : name;
      const provider2 = prefix.split(":")[0] ?? "";
      return this.providers.includes(provider2) ? { provider: provider2 } : void 0;
    }
    const dot = name.indexOf(".");
    const provider = dot < 0 ? void 0 : this.aliases.get(name.slice(0, dot));
    if (provider === void 0) {
      return void 0;
    }
    return { provider, tsName: `${importAlias(provider)}${name.slice(dot)}` };
  }
  get(tokenOrTsName) {
    const owner = this.providerOf(tokenOrTsName.trim());
    if (owner === void 0) {
      return void 0;
    }
    const shard = this.shard(owner.provider);
    return owner.tsName === void 0 ? shard.byToken.get(tokenOrTsName.trim()) : shard.byTsName.get(owner.tsName) ?? shard.byTsName.get(owner.tsName.replace(/\.index\./, "."));
  }
  list(filter = {}) {
    const selected = filter.provider === void 0 ? this.providers : [filter.provider];
    return selected.flatMap(
      (provider) => this.shard(provider).records.filter(
        (record) => filter.kind === void 0 || record.kind === filter.kind
      )
    );
  }
  nestedType(provider, name) {
    return this.shard(provider).types.get(name);
  }
};
function openSnapshot(dir, options = {}) {
  return new OpenedSnapshot(dir, options);
}

export {
  openSnapshot
};
