import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { linkTree } from '../../src/store/link-tree.js';
import {
  BASE_PACKAGE,
  MANIFEST_FILE,
  type StoreLayout,
  type StoreManifest,
} from '../../src/store/store-layout.js';

/** Where Node finds `name` from a package directory: the node_modules of it and of each parent. */
function resolvePackage(fromDir: string, name: string, rootNodeModules: string): string | undefined {
  const top = dirname(rootNodeModules);
  for (let dir = fromDir; ; dir = dirname(dir)) {
    if (basename(dir) !== 'node_modules') {
      const candidate = join(dir, 'node_modules', name);
      if (existsSync(join(candidate, 'package.json'))) return candidate;
    }
    if (dir === top || dir === dirname(dir)) return undefined;
  }
}

/** The top-level packages `@pulumi/pulumi` loads, directly or not (nested copies travel with their owner). */
function baseClosure(rootNodeModules: string): string[] {
  const seen = new Set<string>();
  const pending = [join(rootNodeModules, BASE_PACKAGE)];
  while (pending.length > 0) {
    const dir = pending.pop()!;
    if (seen.has(dir)) continue;
    seen.add(dir);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })) {
      const found = resolvePackage(dir, name, rootNodeModules);
      if (found !== undefined) pending.push(found);
    }
  }
  const tops = [...seen].map((dir) => relative(rootNodeModules, dir).split(`${sep}node_modules${sep}`)[0]!);
  return [...new Set(tops)].sort();
}

/**
 * The `.bin` links npm makes for the top-level packages: without them npm takes those packages for broken
 * and fetches them again.
 */
function linkBins(nodeModules: string, names: readonly string[]): void {
  mkdirSync(join(nodeModules, '.bin'), { recursive: true });
  for (const name of names) {
    const { bin } = JSON.parse(readFileSync(join(nodeModules, name, 'package.json'), 'utf8')) as {
      bin?: string | Record<string, string>;
    };
    const bins = typeof bin === 'string' ? { [name.split('/').pop()!]: bin } : (bin ?? {});
    for (const [command, path] of Object.entries(bins)) {
      const link = join(nodeModules, '.bin', command);
      if (!existsSync(link)) symlinkSync(join('..', name, path), link);
    }
  }
}

/**
 * Puts the store's base unit (`@pulumi/pulumi` and what it loads) in place from an installed node_modules,
 * as a first install would have left it, so a test's store installs only its fixture packages from the
 * local registry: the real `@pulumi/pulumi` has a few hundred dependencies no local registry serves.
 */
export async function seedBaseUnit(layout: StoreLayout, rootNodeModules: string): Promise<string> {
  const version = (
    JSON.parse(readFileSync(join(rootNodeModules, BASE_PACKAGE, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const unit = layout.unitDir(layout.unitId({ name: BASE_PACKAGE, version }, version));
  if (existsSync(join(unit, MANIFEST_FILE))) return version;
  const closure = baseClosure(rootNodeModules);
  for (const name of closure) {
    await linkTree(join(rootNodeModules, name), join(unit, 'node_modules', name));
  }
  linkBins(join(unit, 'node_modules'), closure);
  writeFileSync(
    join(unit, 'package.json'),
    JSON.stringify({
      name: 'pulumi-gen-store-unit',
      private: true,
      dependencies: { [BASE_PACKAGE]: version },
    }),
  );
  const manifest: StoreManifest = {
    package: { name: BASE_PACKAGE, version },
    pulumiVersion: version,
    createdAt: new Date().toISOString(),
  };
  writeFileSync(join(unit, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
  return version;
}
