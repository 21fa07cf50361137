import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  SearchIndex,
  searchIndexer
} from "./chunk-JY6PDJHS.js";
import {
  openSnapshot
} from "./chunk-HYYK4LI6.js";
import {
  ensureRequestPackages,
  fetchWithNpm,
  npmVersionResolver,
  packageFolderName,
  snapshotPackagesDir
} from "./chunk-KGIWQUZL.js";
import {
  UserError,
  errorMessage
} from "./chunk-MXG6G3QI.js";

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

export {
  npmPackInstaller,
  createPackageSource,
  bundledIndexer,
  ensureRequestedPackages
};
