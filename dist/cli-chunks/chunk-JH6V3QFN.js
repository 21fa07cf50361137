import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  cachedShardDirs
} from "./chunk-IL6MBNOS.js";
import {
  openSnapshot
} from "./chunk-FXKNSDHB.js";

// src/snapshot/list-packages.ts
function openSnapshotWithCache(snapshotDir, cacheDir, replacements = []) {
  return openSnapshot(snapshotDir, { overlays: cachedShardDirs(cacheDir), replacements });
}
function listPackages(snapshotDir, cacheDir) {
  const bundled = openSnapshot(snapshotDir);
  const all = openSnapshotWithCache(snapshotDir, cacheDir);
  return Object.entries(all.manifest.providers).map(([provider, entry]) => ({
    provider,
    package: entry.package,
    version: entry.version,
    origin: bundled.providers.includes(provider) ? "bundled" : "cached",
    resources: entry.resources,
    functions: entry.functions
  })).sort(
    (a, b) => a.origin === b.origin ? a.provider < b.provider ? -1 : 1 : a.origin === "bundled" ? -1 : 1
  );
}
function formatPackageList(packages) {
  const width = Math.max(...packages.map((p) => p.package.length), 8);
  const lines = packages.map(
    (p) => `${p.origin.padEnd(8)} ${p.package.padEnd(width)} ${p.version.padEnd(10)} ${String(p.resources).padStart(5)} resources ${String(p.functions).padStart(5)} functions`
  );
  return `${lines.join("\n")}
`;
}

export {
  openSnapshotWithCache,
  listPackages,
  formatPackageList
};
