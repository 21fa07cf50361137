import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { linkTree } from './link-tree.js';
import { join } from 'node:path';
import { installedVersion, topLevelPackages } from './node-modules-entries.js';
import { runNpmWithProjectConfig } from './npm-access.js';
import type { NpmOutcome, NpmRunner } from './run-npm.js';
import { BASE_PACKAGE, MANIFEST_FILE, type StoreLayout, type StoreManifest } from './store-layout.js';
import type { PackageVersion } from './types.js';

export interface UnitInstall {
  readonly layout: StoreLayout;
  readonly pkg: PackageVersion;
  readonly pulumiVersion: string;
  readonly runNpm: NpmRunner;
  /** npm's flags after `install`. */
  readonly npmFlags: readonly string[];
  /** The project's `.npmrc`, written into the install directory for the time of the install. */
  readonly projectNpmrc?: string;
}

/** The install went in, or npm's failure (an install that left the package out counts as `failed`). */
export type UnitOutcome =
  { readonly kind: 'installed'; readonly id: string } | Exclude<NpmOutcome, { kind: 'ok' }>;

/**
 * Drops what the base unit already holds at the same place and version: the package then resolves those
 * from the base's copy in a combination (same version, same real path), and `@pulumi/pulumi` itself is
 * always the base's, one module instance for the program and every provider.
 */
function leanAgainstBase(nodeModulesDir: string, baseNodeModulesDir: string): Promise<unknown> {
  const removable = topLevelPackages(nodeModulesDir).filter(
    (name) =>
      name === BASE_PACKAGE ||
      (installedVersion(nodeModulesDir, name) !== undefined &&
        installedVersion(nodeModulesDir, name) === installedVersion(baseNodeModulesDir, name)),
  );
  return Promise.all(
    [...removable, '.bin', '.package-lock.json'].map((name) =>
      rm(join(nodeModulesDir, name), { recursive: true, force: true }),
    ),
  );
}

function baseNodeModules(layout: StoreLayout, pulumiVersion: string): string {
  const baseId = layout.unitId({ name: BASE_PACKAGE, version: pulumiVersion }, pulumiVersion);
  return join(layout.unitDir(baseId), 'node_modules');
}

/**
 * Starts a package's install from links to the base's closure (with a copy of npm's hidden lockfile, which
 * npm rewrites): npm then fetches and unpacks only what the package adds, not the base's hundreds of
 * packages again. npm replaces a package by unpacking new files, never by writing into old ones, so the
 * base's files behind the links stay as they are.
 */
async function seedWithBase(layout: StoreLayout, pulumiVersion: string, nodeModules: string): Promise<void> {
  const base = baseNodeModules(layout, pulumiVersion);
  await linkTree(base, nodeModules);
  const lockfile = join(nodeModules, '.package-lock.json');
  await rm(lockfile, { force: true });
  if (existsSync(join(base, '.package-lock.json')))
    await copyFile(join(base, '.package-lock.json'), lockfile);
}

/**
 * Installs one package version (and its dependency closure) into the store with `npm install
 * --ignore-scripts` (declarations and JS are all the typecheck and mock run need), in a staging directory
 * renamed into place when complete, so a crashed install never looks installed.
 */
export async function installUnit(install: UnitInstall): Promise<UnitOutcome> {
  const { layout, pkg, pulumiVersion } = install;
  const id = layout.unitId(pkg, pulumiVersion);
  const target = layout.unitDir(id);
  await mkdir(layout.tmpDir, { recursive: true });
  await mkdir(layout.unitsDir, { recursive: true });
  const staging = await mkdtemp(join(layout.tmpDir, `${id}-`));
  try {
    const dependencies: Record<string, string> = { [BASE_PACKAGE]: pulumiVersion, [pkg.name]: pkg.version };
    await writeFile(
      join(staging, 'package.json'),
      JSON.stringify({ name: 'pulumi-gen-store-unit', private: true, dependencies }, null, 2),
    );
    if (pkg.name !== BASE_PACKAGE) await seedWithBase(layout, pulumiVersion, join(staging, 'node_modules'));
    const outcome = await runNpmWithProjectConfig(install, ['install', ...install.npmFlags], staging);
    if (outcome.kind !== 'ok') return outcome;
    const nodeModules = join(staging, 'node_modules');
    if (installedVersion(nodeModules, pkg.name) !== pkg.version) {
      return { kind: 'failed', stderr: `npm finished but ${pkg.name}@${pkg.version} is not installed` };
    }
    if (pkg.name !== BASE_PACKAGE) await leanAgainstBase(nodeModules, baseNodeModules(layout, pulumiVersion));
    await rm(join(staging, 'package-lock.json'), { force: true });
    const manifest: StoreManifest = { package: pkg, pulumiVersion, createdAt: new Date().toISOString() };
    await writeFile(join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    await rename(staging, target).catch((error: unknown) => {
      // Another process installed the same unit meanwhile: theirs is as good as ours.
      if (!existsSync(join(target, MANIFEST_FILE))) throw error;
    });
    return { kind: 'installed', id };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
