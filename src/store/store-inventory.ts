import { existsSync } from 'node:fs';
import { lstat, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { LAST_USED_FILE, MANIFEST_FILE, type StoreLayout, type StoreManifest } from './store-layout.js';
import type { PackageVersion } from './types.js';

/** A unit (one installed package version) or a combination (a node_modules of links) in the store. */
export interface StoreEntry {
  readonly kind: 'unit' | 'combo';
  readonly id: string;
  readonly dir: string;
  /** A unit's package. */
  readonly package?: PackageVersion;
  readonly pulumiVersion: string;
  /** A combination's units. */
  readonly units: readonly string[];
  /** Disk space this entry holds that no unit shares (a combination: its directories; its files are links). */
  readonly bytes: number;
  readonly lastUsed: Date;
}

export interface StoreInventory {
  readonly root: string;
  readonly units: readonly StoreEntry[];
  readonly combos: readonly StoreEntry[];
  /** Installs that never completed (crashed or in progress), under `<root>/tmp`. */
  readonly incomplete: number;
  /** The store's disk space (allocated blocks, as `du` counts), each hard-linked file counted once. */
  readonly totalBytes: number;
}

/**
 * The disk space under `dir` (allocated blocks, as `du` counts, directories included), each file counted
 * once across calls: `seen` holds the inodes already counted, so a hard link to a unit's file is free. A
 * combination's files are all such links (the store makes them so), so only its directories are read
 * there: a combination has tens of thousands of files, and `cache ls` would otherwise stat each one.
 */
async function uniqueBytes(dir: string, seen: Set<number>, filesAreLinks = false): Promise<number> {
  const own = await lstat(dir).catch(() => undefined);
  if (own === undefined) return 0;
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const sizes = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return uniqueBytes(path, seen, filesAreLinks);
      if (filesAreLinks && entry.isFile()) return 0;
      const info = await lstat(path);
      if (seen.has(info.ino)) return 0;
      seen.add(info.ino);
      return info.blocks * 512;
    }),
  );
  return sizes.reduce((sum, size) => sum + size, own.blocks * 512);
}

async function readEntry(kind: StoreEntry['kind'], id: string, dir: string, seen: Set<number>) {
  let manifest: StoreManifest;
  try {
    manifest = JSON.parse(await readFile(join(dir, MANIFEST_FILE), 'utf8')) as StoreManifest;
  } catch {
    return undefined;
  }
  const used = await stat(join(dir, LAST_USED_FILE)).catch(() => undefined);
  const entry: StoreEntry = {
    kind,
    id,
    dir,
    ...(manifest.package !== undefined ? { package: manifest.package } : {}),
    pulumiVersion: manifest.pulumiVersion,
    units: manifest.units ?? [],
    bytes: await uniqueBytes(dir, seen, kind === 'combo'),
    lastUsed: used?.mtime ?? new Date(manifest.createdAt),
  };
  return entry;
}

async function entriesIn(kind: StoreEntry['kind'], dir: string, seen: Set<number>): Promise<StoreEntry[]> {
  const names = existsSync(dir) ? (await readdir(dir)).sort() : [];
  const entries: StoreEntry[] = [];
  for (const name of names) {
    const entry = await readEntry(kind, name, join(dir, name), seen);
    if (entry !== undefined) entries.push(entry);
  }
  return entries;
}

/** Everything in the store, units first so that a combination's links count as the unit's bytes. */
export async function readInventory(layout: StoreLayout): Promise<StoreInventory> {
  const seen = new Set<number>();
  const units = await entriesIn('unit', layout.unitsDir, seen);
  const combos = await entriesIn('combo', layout.combosDir, seen);
  const incomplete = existsSync(layout.tmpDir) ? (await readdir(layout.tmpDir)).length : 0;
  const tmpBytes = await uniqueBytes(layout.tmpDir, seen);
  const totalBytes = [...units, ...combos].reduce((sum, entry) => sum + entry.bytes, tmpBytes);
  return { root: layout.root, units, combos, incomplete, totalBytes };
}

/**
 * What `cache prune` removes. `unused`: units no combination links, and incomplete installs; `older-than`:
 * combinations and units no run used in that many days (a unit a kept combination links stays); `all`:
 * the whole store.
 */
export type PruneRule =
  | { readonly kind: 'unused' }
  | { readonly kind: 'older-than'; readonly days: number }
  | { readonly kind: 'all' };

export interface PruneResult {
  readonly removed: readonly StoreEntry[];
  readonly freedBytes: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** An install still in `tmp` after this long was abandoned (a crash); a younger one may be running now. */
const ABANDONED_MS = 60 * 60 * 1000;

async function removeAbandonedInstalls(tmpDir: string, now: Date): Promise<void> {
  const names = existsSync(tmpDir) ? await readdir(tmpDir) : [];
  for (const name of names) {
    const info = await stat(join(tmpDir, name)).catch(() => undefined);
    if (info !== undefined && now.getTime() - info.mtime.getTime() > ABANDONED_MS) {
      await rm(join(tmpDir, name), { recursive: true, force: true });
    }
  }
}

export async function pruneStore(layout: StoreLayout, rule: PruneRule, now: Date): Promise<PruneResult> {
  const before = await readInventory(layout);
  if (rule.kind === 'all') {
    await rm(layout.root, { recursive: true, force: true });
    return { removed: [...before.units, ...before.combos], freedBytes: before.totalBytes };
  }
  const stale = (entry: StoreEntry) =>
    rule.kind === 'older-than' && now.getTime() - entry.lastUsed.getTime() > rule.days * DAY_MS;
  const combos = before.combos.filter(stale);
  const kept = new Set(before.combos.filter((c) => !combos.includes(c)).flatMap((c) => c.units));
  const units = before.units.filter(
    (unit) => !kept.has(unit.id) && (rule.kind === 'unused' ? true : stale(unit)),
  );
  const removed = [...combos, ...units];
  for (const entry of removed) await rm(entry.dir, { recursive: true, force: true });
  await removeAbandonedInstalls(layout.tmpDir, now);
  // Units are counted before combinations, so each removed entry's bytes are its own.
  return { removed, freedBytes: removed.reduce((sum, entry) => sum + entry.bytes, 0) };
}
