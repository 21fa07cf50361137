import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  redactSecrets
} from "./chunk-QSHUVBMI.js";
import {
  catalog,
  matchCatalog,
  shortPackageName
} from "./chunk-SLCB7XZA.js";
import {
  SNAPSHOT_FORMAT_VERSION,
  canonical,
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

// src/store/npm-access.ts
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

// src/store/install-failure.ts
var CERTIFICATE_CODES = [
  "SELF_SIGNED_CERT_IN_CHAIN",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "UNABLE_TO_GET_ISSUER_CERT",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "CERT_HAS_EXPIRED",
  "CERT_NOT_YET_VALID",
  "ERR_TLS_CERT_ALTNAME_INVALID"
];
var NETWORK_CODES = [
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "ECONNRESET",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "ERR_SOCKET_TIMEOUT"
];
var AUTH_CODES = ["E401", "E403", "ENEEDAUTH"];
var NOT_FOUND_CODES = ["E404", "ETARGET", "ENOVERSIONS"];
var ENVIRONMENT_CAUSES = [
  "certificate",
  "network",
  "auth",
  "timeout",
  "npm-missing"
];
function codeIn(stderr, codes) {
  return codes.find((code) => new RegExp(`\\b${code}\\b`).test(stderr));
}
function npmSummary(stderr) {
  const lines = stderr.split("\n").map((line) => line.replace(/^npm (error|ERR!)\s*/, "").trim()).filter((line) => line !== "" && !/^(code|errno)\b|complete log|A complete log/i.test(line));
  return lines[0] ?? "npm failed without a message";
}
function installFailure(what, outcome, secrets, action = "install") {
  const failure = (cause, line) => ({
    cause,
    line: redactSecrets(`cannot ${action} ${what}: ${line}`, secrets)
  });
  if (outcome.kind === "not-found") {
    return failure("npm-missing", "npm is not on PATH; install Node.js with npm, or add npm to PATH");
  }
  if (outcome.kind === "timeout") {
    return failure(
      "timeout",
      `npm did not finish within ${Math.round(outcome.afterMs / 1e3)} s; check the network or proxy (HTTPS_PROXY, npm's proxy setting)`
    );
  }
  const { stderr } = outcome;
  const certificate = codeIn(stderr, CERTIFICATE_CODES);
  if (certificate !== void 0) {
    return failure(
      "certificate",
      `the registry's TLS certificate is not trusted (${certificate}); if a proxy or private registry signs it, set NODE_EXTRA_CA_CERTS or npm's cafile to its CA certificate`
    );
  }
  const network = codeIn(stderr, NETWORK_CODES);
  if (network !== void 0) {
    return failure(
      "network",
      `cannot reach the registry (${network}); check the network, HTTPS_PROXY or npm's proxy, and npm's registry setting`
    );
  }
  const auth = codeIn(stderr, AUTH_CODES);
  if (auth !== void 0) {
    return failure(
      "auth",
      `the registry refused access (${auth}); set an auth token for it in .npmrc (//host/:_authToken=\u2026)`
    );
  }
  const notFound = codeIn(stderr, NOT_FOUND_CODES);
  if (notFound !== void 0) {
    return failure(
      "not-found",
      `the registry does not have it (${notFound}); check npm's registry setting and the pinned version`
    );
  }
  return failure("other", npmSummary(stderr));
}

// src/store/run-npm.ts
import { execFile } from "node:child_process";
function npmFetchFlags(fetchRetries = 1) {
  return [
    "--loglevel=error",
    `--fetch-retries=${fetchRetries}`,
    "--fetch-retry-mintimeout=2000",
    "--fetch-retry-maxtimeout=10000",
    "--fetch-timeout=60000"
  ];
}
function createNpmRunner(options) {
  return (args, cwd, timeoutMs) => new Promise((resolve) => {
    const started = performance.now();
    execFile(
      "npm",
      [...args],
      {
        cwd,
        env: { ...options.environment.vars },
        timeout: timeoutMs ?? options.timeoutMs,
        killSignal: "SIGKILL",
        maxBuffer: 16 * 1024 * 1024
      },
      (error, stdout, stderr) => {
        if (error === null) resolve({ kind: "ok", stdout });
        else if (error.code === "ENOENT") resolve({ kind: "not-found" });
        else if (error.killed === true || error.signal === "SIGKILL") {
          resolve({ kind: "timeout", afterMs: performance.now() - started });
        } else resolve({ kind: "failed", stderr });
      }
    );
  });
}

// src/store/npm-access.ts
var DEFAULT_NPM_TIMEOUT_MS = 5 * 6e4;
var PROBE_TIMEOUT_MS = 3e4;
async function runNpmWithProjectConfig(npm, args, cwd, timeoutMs) {
  const npmrc = join(cwd, ".npmrc");
  const { projectNpmrc } = npm;
  if (projectNpmrc !== void 0) await writeFile(npmrc, projectNpmrc, { mode: 384 });
  try {
    return await npm.runNpm(args, cwd, timeoutMs);
  } finally {
    if (projectNpmrc !== void 0) await rm(npmrc, { force: true });
  }
}
async function probeRegistry(options, what, action) {
  const outcome = await inFreshDir(
    options.tmpDir,
    "ping-",
    (dir) => runNpmWithProjectConfig(
      { runNpm: options.runNpm, projectNpmrc: options.environment.projectNpmrc },
      ["ping", "--fetch-retries=0", "--loglevel=error"],
      dir,
      options.probeTimeoutMs ?? PROBE_TIMEOUT_MS
    )
  );
  if (outcome.kind === "ok") return void 0;
  const failure = installFailure(what, outcome, options.environment.secrets, action);
  return ENVIRONMENT_CAUSES.includes(failure.cause) ? failure : void 0;
}
async function inFreshDir(tmpDir, prefix, work) {
  await mkdir(tmpDir, { recursive: true });
  const dir = await mkdtemp(join(tmpDir, prefix));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
function createRegistryGate(options) {
  let blocked;
  let probed;
  return {
    async blocker(what, action) {
      if (blocked !== void 0) return blocked;
      probed ??= probeRegistry(options, what, action);
      blocked ??= await probed;
      return blocked;
    },
    record(failure) {
      if (ENVIRONMENT_CAUSES.includes(failure.cause)) blocked ??= failure;
    }
  };
}
function createNpmAccess(options) {
  const runNpm = options.runNpm ?? createNpmRunner({
    environment: options.environment,
    timeoutMs: options.timeoutMs ?? DEFAULT_NPM_TIMEOUT_MS
  });
  return {
    runNpm,
    environment: options.environment,
    gate: createRegistryGate({ ...options, runNpm }),
    tmpDir: options.tmpDir
  };
}
async function fetchWithNpm(access, request) {
  const blocked = await access.gate.blocker(request.what, request.action);
  if (blocked !== void 0) throw new UserError(blocked.line);
  const run = (cwd) => runNpmWithProjectConfig(
    { runNpm: access.runNpm, projectNpmrc: access.environment.projectNpmrc },
    [...request.args, ...npmFetchFlags()],
    cwd
  );
  const outcome = request.cwd === void 0 ? await inFreshDir(access.tmpDir, "npm-", run) : await run(request.cwd);
  if (outcome.kind === "ok") return outcome.stdout;
  const failure = installFailure(request.what, outcome, access.environment.secrets, request.action);
  access.gate.record(failure);
  throw new UserError(failure.line);
}

// src/snapshot/cache-root.ts
import { join as join2 } from "node:path";
function snapshotCacheRoot(cacheDir) {
  return join2(cacheDir, "snapshot");
}
function snapshotPackagesDir(cacheDir) {
  return join2(snapshotCacheRoot(cacheDir), "packages");
}
function snapshotShardsDir(cacheDir) {
  return join2(snapshotCacheRoot(cacheDir), "shards");
}
function packageFolderName(packageName, version) {
  return `${packageName.replace(/^@/, "").replace(/\//g, "__")}@${version}`;
}

// src/snapshot/on-demand.ts
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join as join3 } from "node:path";
function npmVersionResolver(npm) {
  return {
    async latest(packageName) {
      const stdout = await fetchWithNpm(npm, {
        what: packageName,
        action: "look up",
        args: ["view", packageName, "version", "--json"]
      });
      const version = parseJson(stdout);
      if (typeof version !== "string") {
        throw new UserError(
          `cannot look up ${packageName}: npm view gave no version (${stdout.slice(0, 80)}); check the name`
        );
      }
      return version;
    }
  };
}
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}
function cachedShardDirs(cacheDir) {
  const root = snapshotShardsDir(cacheDir);
  if (!existsSync(root)) return [];
  return readdirSync(root).filter((name) => !name.startsWith(".")).sort().map((name) => join3(root, name)).filter((dir) => existsSync(join3(dir, MANIFEST_FILE)));
}
function readManifest(packageDir) {
  return JSON.parse(readFileSync(join3(packageDir, "package.json"), "utf8"));
}
function isPulumiPackage(packageName, manifest) {
  return catalog.packages.some((entry) => entry.package === packageName) || manifest.pulumi?.resource === true;
}
function providerNameOf(manifest, packageName) {
  const name = manifest.pulumi?.name;
  return typeof name === "string" && /^[a-z0-9][a-z0-9-]*$/.test(name) ? name : shortPackageName(packageName);
}
async function addOnDemandPackage(packageName, requestedVersion, options) {
  const progress = options.progress ?? (() => void 0);
  const bundledEntry = Object.entries(options.bundled.manifest.providers).find(
    ([, entry]) => entry.package === packageName
  );
  if (bundledEntry !== void 0 && (requestedVersion ?? bundledEntry[1].version) === bundledEntry[1].version) {
    return { kind: "bundled", provider: bundledEntry[0], version: bundledEntry[1].version };
  }
  const version = requestedVersion ?? await options.versions.latest(packageName);
  const dir = join3(snapshotShardsDir(options.cacheDir), packageFolderName(packageName, version));
  if (existsSync(join3(dir, MANIFEST_FILE))) {
    const manifest2 = JSON.parse(readFileSync(join3(dir, MANIFEST_FILE), "utf8"));
    return { kind: "cached", provider: Object.keys(manifest2.providers)[0] ?? "", version, dir };
  }
  const started = performance.now();
  progress(`${packageName}@${version}: fetching the package from npm`);
  const located = await options.packages.locate({ name: "", package: packageName, version });
  const manifest = readManifest(located.dir);
  if (!isPulumiPackage(packageName, manifest)) {
    throw new UserError(
      `${packageName} is not a Pulumi package (not in pulumi-gen's catalog, and its package.json has no "pulumi": {"resource": true}); add provider packages such as @pulumiverse/vercel or @pulumi/alicloud`
    );
  }
  const provider = providerNameOf(manifest, packageName);
  if (options.bundled.providers.includes(provider)) {
    throw new UserError(
      `${packageName} declares provider '${provider}', which the bundled snapshot already has at another version`
    );
  }
  progress(`${packageName}@${version}: extracting resources, functions and types`);
  const { buildProviderShard } = await import("./build-shard-SMTEJDG2.js");
  const shard = await buildProviderShard({ name: provider, package: packageName, version }, options.packages);
  progress(
    `${packageName}@${version}: ${shard.report.snapshot.resources} resources, ${shard.report.snapshot.functions} functions; indexing for search`
  );
  const bundledSearch = options.bundled.manifest.search ?? {};
  const sources = sortedObject([...shard.files].map(([path, data]) => [path, sha256(data)]));
  const search = await options.indexer(shard.records, shard.types, sources);
  const checksums = /* @__PURE__ */ new Map();
  const staging = `${dir}.building-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  for (const [path, data] of [...shard.files, ...search.files.map((f) => [f.path, f.data])]) {
    mkdirSync(dirname(join3(staging, path)), { recursive: true });
    writeFileSync(join3(staging, path), data);
    checksums.set(path, sha256(data));
  }
  const searchProviders = search.manifest["providers"];
  writeManifest(staging, {
    formatVersion: SNAPSHOT_FORMAT_VERSION,
    pulumiVersion: options.bundled.manifest.pulumiVersion,
    providers: { [provider]: shard.entry },
    checksums: sortedObject(checksums),
    search: canonical({ ...bundledSearch, model: void 0, providers: searchProviders })
  });
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
  const milliseconds = Math.round(performance.now() - started);
  progress(`${packageName}@${version}: ready in ${(milliseconds / 1e3).toFixed(1)} s (${dir})`);
  return { kind: "built", provider, version, dir, records: shard.records.length, milliseconds };
}
async function ensureRequestPackages(text, options) {
  const have = new Set(
    [options.bundled.manifest, ...cachedShardDirs(options.cacheDir).map(readManifestOf)].flatMap(
      (manifest) => Object.values(manifest.providers).map((entry) => entry.package)
    )
  );
  const added = [];
  for (const entry of matchCatalog(text).filter((candidate) => !have.has(candidate.package))) {
    try {
      added.push(await addOnDemandPackage(entry.package, void 0, options));
    } catch (error) {
      options.progress?.(`${entry.package}: not added (${errorMessage(error)})`);
    }
  }
  return added;
}
function readManifestOf(dir) {
  return JSON.parse(readFileSync(join3(dir, MANIFEST_FILE), "utf8"));
}
function folderMatches(folder, packageName, version) {
  if (packageName === void 0) return true;
  const prefix = packageFolderName(packageName, "");
  return version === void 0 ? folder.startsWith(prefix) : folder === packageFolderName(packageName, version);
}
function removeOnDemandPackages(cacheDir, packageName, version) {
  const removed = [];
  for (const root of [snapshotShardsDir(cacheDir), snapshotPackagesDir(cacheDir)]) {
    if (!existsSync(root)) continue;
    for (const folder of readdirSync(root)) {
      if (!folderMatches(folder, packageName, version)) continue;
      rmSync(join3(root, folder), { recursive: true, force: true });
      if (root === snapshotShardsDir(cacheDir) && !folder.includes(".building-")) removed.push(folder);
    }
  }
  return { removed: removed.sort() };
}

export {
  installFailure,
  npmFetchFlags,
  runNpmWithProjectConfig,
  createRegistryGate,
  createNpmAccess,
  fetchWithNpm,
  snapshotCacheRoot,
  snapshotPackagesDir,
  packageFolderName,
  npmVersionResolver,
  cachedShardDirs,
  addOnDemandPackage,
  ensureRequestPackages,
  removeOnDemandPackages
};
