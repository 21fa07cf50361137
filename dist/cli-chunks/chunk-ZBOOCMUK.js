import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  SearchIndex,
  searchIndexer
} from "./chunk-24LVSCWW.js";
import {
  buildProviderShard
} from "./chunk-7IFMQEIK.js";
import {
  ensureRequestPackages,
  fetchWithNpm,
  npmVersionResolver,
  packageFolderName,
  snapshotCacheRoot,
  snapshotPackagesDir
} from "./chunk-IL6MBNOS.js";
import {
  extractLiterals
} from "./chunk-FZZY5IOO.js";
import {
  openSnapshot
} from "./chunk-FXKNSDHB.js";
import {
  SNAPSHOT_FORMAT_VERSION,
  sha256,
  sortedObject,
  writeManifest
} from "./chunk-7NB5FJPU.js";
import {
  UserError,
  errorMessage
} from "./chunk-4SIQRMZG.js";
import {
  MANIFEST_FILE
} from "./chunk-TJVHSDNF.js";
import {
  importAlias,
  tsNameOf
} from "./chunk-CZED2NF6.js";

// src/snapshot/package-source.ts
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
function npmPackInstaller(npm) {
  return {
    async install(spec, dir) {
      const name = spec.slice(0, spec.lastIndexOf("@"));
      const target = join(dir, "node_modules", ...name.split("/"));
      const stdout = await fetchWithNpm(npm, {
        what: spec,
        action: "fetch",
        args: ["pack", spec, "--json", "--ignore-scripts", "--pack-destination", dir],
        cwd: dir
      });
      const filename = packedFilename(stdout);
      if (filename === void 0) {
        throw new UserError(`cannot fetch ${spec}: npm pack named no tarball (${stdout.slice(0, 120)})`);
      }
      const tarball = join(dir, filename);
      rmSync(target, { recursive: true, force: true });
      mkdirSync(target, { recursive: true });
      try {
        await promisify(execFile)("tar", ["-xzf", tarball, "-C", target, "--strip-components=1"]);
      } catch (error) {
        throw new UserError(`cannot unpack ${spec} (${errorMessage(error).slice(0, 200)}); is tar on PATH?`);
      } finally {
        rmSync(tarball, { force: true });
      }
    }
  };
}
function packedFilename(stdout) {
  try {
    const [packed] = JSON.parse(stdout);
    return typeof packed?.filename === "string" ? packed.filename : void 0;
  } catch {
    return void 0;
  }
}
function installedVersion(packageDir) {
  const manifest = join(packageDir, "package.json");
  if (!existsSync(manifest)) {
    return void 0;
  }
  return JSON.parse(readFileSync(manifest, "utf8")).version?.replace(/^v/, "");
}
function createPackageSource(options) {
  return {
    async locate(provider) {
      for (const root of options.searchRoots) {
        const dir2 = join(root, "node_modules", provider.package);
        if (installedVersion(dir2) === provider.version) {
          return { dir: dir2, source: "node_modules" };
        }
      }
      const cached = join(options.packagesDir, packageFolderName(provider.package, provider.version));
      const dir = join(cached, "node_modules", provider.package);
      if (installedVersion(dir) === provider.version) {
        return { dir, source: "cache" };
      }
      mkdirSync(cached, { recursive: true });
      if (!existsSync(join(cached, "package.json"))) {
        writeFileSync(join(cached, "package.json"), '{ "private": true }\n');
      }
      await options.installer.install(`${provider.package}@${provider.version}`, cached);
      const version = installedVersion(dir);
      if (version !== provider.version) {
        throw new UserError(
          `installing ${provider.package}@${provider.version} into ${cached} gave version ${version ?? "none"}`
        );
      }
      return { dir, source: "installed" };
    }
  };
}

// src/snapshot/version-shards.ts
import { existsSync as existsSync2, mkdirSync as mkdirSync2, renameSync, rmSync as rmSync2, writeFileSync as writeFileSync2 } from "node:fs";
import { dirname, join as join2 } from "node:path";
import semver from "semver";
function versionShardsDir(cacheDir) {
  return join2(snapshotCacheRoot(cacheDir), "versions");
}
async function versionShard(provider, packageName, version, options) {
  const dir = join2(
    versionShardsDir(options.cacheDir),
    options.snapshotChecksum,
    packageFolderName(packageName, version)
  );
  if (existsSync2(join2(dir, MANIFEST_FILE))) return dir;
  options.progress?.(`${packageName}@${version}: reading its schemas (the project pins this version)`);
  const shard = await buildProviderShard({ name: provider, package: packageName, version }, options.packages);
  const staging = `${dir}.building-${process.pid}`;
  rmSync2(staging, { recursive: true, force: true });
  const checksums = /* @__PURE__ */ new Map();
  for (const [path, data] of shard.files) {
    mkdirSync2(dirname(join2(staging, path)), { recursive: true });
    writeFileSync2(join2(staging, path), data);
    checksums.set(path, sha256(data));
  }
  writeManifest(staging, {
    formatVersion: SNAPSHOT_FORMAT_VERSION,
    pulumiVersion: options.pulumiVersion,
    providers: { [provider]: shard.entry },
    checksums: sortedObject(checksums)
  });
  rmSync2(dir, { recursive: true, force: true });
  renameSync(staging, dir);
  return dir;
}
function npmRangeResolver(npm) {
  return async (packageName, range) => {
    const stdout = await fetchWithNpm(npm, {
      what: `${packageName}@${range}`,
      action: "look up",
      args: ["view", `${packageName}@${range}`, "version", "--json"]
    });
    let parsed;
    try {
      parsed = JSON.parse(stdout);
    } catch {
      return void 0;
    }
    const versions = (Array.isArray(parsed) ? parsed : [parsed]).filter(
      (v) => typeof v === "string"
    );
    return semver.maxSatisfying(versions, range) ?? void 0;
  };
}
async function pinnedElsewhere(dependencies, bundled, resolve) {
  const found = [];
  for (const [provider, entry] of Object.entries(bundled.providers)) {
    const wanted = dependencies[entry.package];
    if (wanted === void 0 || semver.validRange(wanted) === null) continue;
    if (semver.satisfies(entry.version, wanted)) continue;
    const version = semver.valid(wanted) ?? await resolve(entry.package, wanted);
    if (version !== void 0 && version !== null) found.push({ provider, package: entry.package, version });
  }
  return found;
}

// src/search/request-packages.ts
function bundledIndexer(bundled, embedder) {
  return searchIndexer({ embedder: embedder ?? new SearchIndex(bundled, void 0).embedder() });
}
function ensureRequestedPackages(options) {
  if (options.requestText === void 0) return Promise.resolve([]);
  const bundled = openSnapshot(options.snapshotDir);
  return ensureRequestPackages(options.requestText, {
    cacheDir: options.cacheDir,
    bundled,
    indexer: bundledIndexer(bundled),
    packages: createPackageSource({
      searchRoots: [],
      packagesDir: snapshotPackagesDir(options.cacheDir),
      installer: npmPackInstaller(options.npm)
    }),
    versions: npmVersionResolver(options.npm),
    ...options.progress === void 0 ? {} : { progress: options.progress }
  });
}

// src/snapshot/read-removed-members.ts
import semver2 from "semver";
var REMOVED_MEMBERS_FILE = "knowledge/removed-members.json";
var REMOVED_MEMBERS_FORMAT = 1;
var fileBySnapshot = /* @__PURE__ */ new WeakMap();
function removedMembers(snapshot) {
  let known = fileBySnapshot.get(snapshot);
  if (known === void 0) {
    known = snapshot.manifest.checksums[REMOVED_MEMBERS_FILE] === void 0 ? null : JSON.parse(snapshot.readDataFile(REMOVED_MEMBERS_FILE).toString("utf8"));
    fileBySnapshot.set(snapshot, known);
  }
  return known ?? void 0;
}
function recordNamesOf(owner) {
  const base = owner.replace(/(OutputArgs|Args|Result|State)$/, "");
  const functionName = base.charAt(0).toLowerCase() + base.slice(1);
  return base === functionName ? [base] : [base, functionName];
}
function removedName(provider, step, missing) {
  if (missing.kind === "module") {
    const tsName = tsNameOf(provider, missing.module, missing.name);
    if (step.removedRecords.some((removed) => removed.startsWith(`${tsName}.`))) {
      return { member: tsName, subject: tsName };
    }
    if (!step.removedRecords.includes(tsName)) return void 0;
    const movedTo = step.moved?.[tsName];
    return movedTo === void 0 ? { member: tsName, subject: tsName } : { member: tsName, subject: movedTo, movedTo };
  }
  if (missing.kind === "type") {
    const type = `inputs.${missing.owner}`;
    return step.types[type]?.includes(missing.name) === true ? { member: `${importAlias(provider)}.types.input.${missing.owner}.${missing.name}`, subject: type } : void 0;
  }
  for (const recordName of recordNamesOf(missing.owner)) {
    const tsName = tsNameOf(provider, missing.module, recordName);
    const record = step.records[tsName];
    if (record === void 0) continue;
    const isInput = missing.kind === "interface" && !missing.owner.endsWith("Result");
    if ((isInput ? record.inputs : record.outputs)?.includes(missing.name) === true) {
      return { member: `${tsName}.${missing.name}`, subject: tsName };
    }
  }
  return void 0;
}
function removedMembersLookup(removals, checkedVersions) {
  if (removals === void 0) return void 0;
  const byPackage = /* @__PURE__ */ new Map();
  for (const [provider, entry] of Object.entries(removals.providers)) {
    const checked = checkedVersions[provider];
    if (checked === void 0 || checked.package !== entry.package || semver2.valid(checked.version) === null)
      continue;
    const checkedMajor = semver2.major(checked.version);
    const steps = entry.majors.filter((step) => step.major <= checkedMajor);
    if (checkedMajor > semver2.major(entry.current) || steps.length === 0) continue;
    byPackage.set(entry.package, { provider, steps, checked: checked.version });
  }
  if (byPackage.size === 0) return void 0;
  return (missing) => {
    const found = byPackage.get(missing.package);
    if (found === void 0) return void 0;
    for (const step of found.steps) {
      const named = removedName(found.provider, step, missing);
      if (named === void 0) continue;
      return {
        ...named,
        package: missing.package,
        major: step.major,
        previousVersion: step.previous,
        checkedVersion: found.checked
      };
    }
    return void 0;
  };
}
function removedMembersOption(snapshot) {
  const lookup = removedMembersLookup(removedMembers(snapshot), snapshot.manifest.providers);
  return lookup === void 0 ? {} : { removedMembers: lookup };
}

// src/snapshot/literal-owners.ts
var LITERAL_SUPPORT = 3;
var LITERAL_SHARE = 0.9;
var QUOTED = /["'`]([A-Za-z0-9][A-Za-z0-9._-]{2,39})["'`]/g;
function literalShaped(word) {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{2,39}$/.test(word) && /\d/.test(word) && /[A-Za-z]/.test(word);
}
function literalOwners(records) {
  const byLiteral = /* @__PURE__ */ new Map();
  const seen = /* @__PURE__ */ new Set();
  for (const record of records) {
    for (const example of record.examples) {
      if (seen.has(example.code)) continue;
      seen.add(example.code);
      const literals = new Set(
        [...example.code.matchAll(QUOTED)].map((m) => m[1] ?? "").filter((value) => literalShaped(value))
      );
      for (const literal of literals) {
        const key = literal.toLowerCase();
        const providers = byLiteral.get(key) ?? /* @__PURE__ */ new Map();
        providers.set(record.provider, (providers.get(record.provider) ?? 0) + 1);
        byLiteral.set(key, providers);
      }
    }
  }
  return keptOwners(byLiteral);
}
function keptOwners(counts) {
  const kept = [];
  for (const [literal, providers] of counts) {
    const total = [...providers.values()].reduce((sum, n) => sum + n, 0);
    const [owner, support] = [...providers].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0] ?? [
      "",
      0
    ];
    if (support >= LITERAL_SUPPORT && support >= LITERAL_SHARE * total)
      kept.push([literal, [owner, support]]);
  }
  return Object.fromEntries(kept.sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0));
}
function familyOf(literal) {
  return /^([a-z][a-z0-9]*[._-])[a-z0-9]/.exec(literal)?.[1];
}
function literalFamilies(records) {
  const byFamily = /* @__PURE__ */ new Map();
  for (const record of records) {
    for (const example of record.examples) {
      for (const match of example.code.matchAll(QUOTED)) {
        const literal = (match[1] ?? "").toLowerCase();
        const family = literalShaped(literal) ? familyOf(literal) : void 0;
        if (family === void 0) continue;
        const providers = byFamily.get(family) ?? /* @__PURE__ */ new Map();
        providers.set(record.provider, (providers.get(record.provider) ?? /* @__PURE__ */ new Set()).add(literal));
        byFamily.set(family, providers);
      }
    }
  }
  const counted = new Map(
    [...byFamily].map(([family, providers]) => [
      family,
      new Map([...providers].map(([provider, values]) => [provider, values.size]))
    ])
  );
  return keptOwners(counted);
}
var FAMILY_KINDS = /* @__PURE__ */ new Set(["instance-type", "resource-id"]);
function literalOwner(owners, families, word) {
  const own = owners[word]?.[0];
  if (own !== void 0 || !literalShaped(word)) return own;
  const whole = extractLiterals(word).find((l) => l.text.length === word.length);
  const family = whole !== void 0 && FAMILY_KINDS.has(whole.kind) ? familyOf(word) : void 0;
  return family === void 0 ? void 0 : families[family]?.[0];
}

export {
  literalOwners,
  literalFamilies,
  literalOwner,
  npmPackInstaller,
  createPackageSource,
  versionShard,
  npmRangeResolver,
  pinnedElsewhere,
  bundledIndexer,
  ensureRequestedPackages,
  REMOVED_MEMBERS_FILE,
  REMOVED_MEMBERS_FORMAT,
  removedMembersOption
};
