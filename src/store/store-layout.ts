import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { PackageVersion } from './types.js';

/** The package `@pulumi/pulumi`: every program and provider must load the same single copy of it. */
export const BASE_PACKAGE = '@pulumi/pulumi';

/** Written last into a unit or combination directory (before its rename into place): it is complete. */
export const MANIFEST_FILE = 'store.json';
/** Touched whenever a run uses a unit or combination; `cache ls` and `cache prune` read its mtime. */
export const LAST_USED_FILE = '.last-used';

/** What {@link MANIFEST_FILE} holds. */
export interface StoreManifest {
  /** For a unit: the package; for a combination: absent. */
  readonly package?: PackageVersion;
  /** The `@pulumi/pulumi` version a unit was resolved against, or a combination is built on. */
  readonly pulumiVersion: string;
  /** For a combination: the unit ids it links. */
  readonly units?: readonly string[];
  readonly createdAt: string;
}

/**
 * `<root>/units/<id>`: one package version and its dependency closure, installed once. A package other than
 * the base is resolved against one base version (`@pulumi+aws@7.48.0_pulumi@3.270.0`) and keeps only what the
 * base does not already hold at the same version. `<root>/combos/<key>`: a node_modules joined from units by
 * hard links. `<root>/tmp`: installs in progress, renamed into place when complete (same file system).
 */
export interface StoreLayout {
  readonly root: string;
  readonly unitsDir: string;
  readonly combosDir: string;
  readonly tmpDir: string;
  unitId(pkg: PackageVersion, pulumiVersion: string): string;
  unitDir(id: string): string;
  comboKey(unitIds: readonly string[]): string;
  comboDir(key: string): string;
}

export function storeLayout(root: string): StoreLayout {
  const unitsDir = join(root, 'units');
  const combosDir = join(root, 'combos');
  return {
    root,
    unitsDir,
    combosDir,
    tmpDir: join(root, 'tmp'),
    unitId(pkg, pulumiVersion) {
      const id = `${pkg.name.replace('/', '+')}@${pkg.version}`;
      return pkg.name === BASE_PACKAGE ? id : `${id}_pulumi@${pulumiVersion}`;
    },
    unitDir: (id) => join(unitsDir, id),
    comboKey: (unitIds) =>
      createHash('sha256')
        .update([...unitIds].sort().join('\n'))
        .digest('hex')
        .slice(0, 16),
    comboDir: (key) => join(combosDir, key),
  };
}

/** The default store: `<user cache dir>/pulumi-gen/store` (see the README; `PULUMI_GEN_STORE_DIR` overrides). */
export function defaultStoreDir(cacheDir: string): string {
  return join(cacheDir, 'store');
}
