import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { linkTree } from './link-tree.js';
import { installedVersion, topLevelPackages } from './node-modules-entries.js';
import { LAST_USED_FILE, MANIFEST_FILE, type StoreLayout, type StoreManifest } from './store-layout.js';
import type { PackageVersion } from './types.js';

/** An installed unit to join: its id and the package it was installed for. */
export interface ComboUnit {
  readonly id: string;
  readonly pkg: PackageVersion;
}

/** Marks a unit or combination as used now, for `cache ls` and `cache prune --older-than`. */
export async function touchLastUsed(dir: string): Promise<void> {
  const path = join(dir, LAST_USED_FILE);
  const now = new Date();
  await utimes(path, now, now).catch(() => writeFile(path, ''));
}

/**
 * Joins the base unit and the package units into one node_modules by hard links: the base's packages at
 * the top, then each unit's. A unit's package that the top already holds at another version goes under
 * that unit's own package (`@pulumi/x/node_modules/dep`), where Node finds it first from that package.
 */
async function joinUnits(layout: StoreLayout, base: ComboUnit, units: readonly ComboUnit[], to: string) {
  const baseModules = join(layout.unitDir(base.id), 'node_modules');
  await mkdir(to, { recursive: true });
  await Promise.all(
    topLevelPackages(baseModules).map((name) => linkTree(join(baseModules, name), join(to, name))),
  );
  for (const unit of units) {
    const modules = join(layout.unitDir(unit.id), 'node_modules');
    for (const name of topLevelPackages(modules)) {
      const present = installedVersion(to, name);
      if (present === undefined) {
        await linkTree(join(modules, name), join(to, name));
      } else if (present !== installedVersion(modules, name)) {
        const nested = join(to, unit.pkg.name, 'node_modules', name);
        if (!existsSync(nested)) await linkTree(join(modules, name), nested);
      }
    }
  }
}

/**
 * The node_modules for a set of installed units, made once per set and kept (`<root>/combos/<key>`): a new
 * set costs the links (about a second for a large provider), a known one nothing.
 */
export async function assembleCombo(
  layout: StoreLayout,
  pulumiVersion: string,
  base: ComboUnit,
  units: readonly ComboUnit[],
): Promise<{ readonly nodeModulesDir: string; readonly created: boolean }> {
  const ids = [base.id, ...units.map((unit) => unit.id)];
  const target = layout.comboDir(layout.comboKey(ids));
  const nodeModulesDir = join(target, 'node_modules');
  if (existsSync(join(target, MANIFEST_FILE))) {
    await touchLastUsed(target);
    return { nodeModulesDir, created: false };
  }
  await mkdir(layout.tmpDir, { recursive: true });
  await mkdir(layout.combosDir, { recursive: true });
  const staging = await mkdtemp(join(layout.tmpDir, 'combo-'));
  try {
    await joinUnits(layout, base, units, join(staging, 'node_modules'));
    const manifest: StoreManifest = { pulumiVersion, units: ids, createdAt: new Date().toISOString() };
    await writeFile(join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    await writeFile(join(staging, LAST_USED_FILE), '');
    await rename(staging, target).catch((error: unknown) => {
      if (!existsSync(join(target, MANIFEST_FILE))) throw error;
    });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  for (const id of ids) await touchLastUsed(layout.unitDir(id));
  return { nodeModulesDir, created: true };
}
