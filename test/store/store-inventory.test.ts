import { existsSync, linkSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderInventory } from '../../src/store/render-inventory.js';
import {
  LAST_USED_FILE,
  MANIFEST_FILE,
  storeLayout,
  type StoreLayout,
} from '../../src/store/store-layout.js';
import { pruneStore, readInventory } from '../../src/store/store-inventory.js';
import { packageFolderName, snapshotShardsDir } from '../../src/snapshot/cache-root.js';
import { runCliForTest, testEnvironment } from '../support/cli.js';

const root = mkdtempSync(join(tmpdir(), 'pulumi-gen-inventory-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const NOW = new Date('2026-11-24T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

function used(dir: string, when: Date) {
  writeFileSync(join(dir, LAST_USED_FILE), '');
  utimesSync(join(dir, LAST_USED_FILE), when, when);
}

function unit(layout: StoreLayout, name: string, version: string, bytes: number, when: Date): string {
  const id = layout.unitId({ name, version }, '3.0.0');
  const dir = layout.unitDir(id);
  mkdirSync(join(dir, 'node_modules', name), { recursive: true });
  writeFileSync(join(dir, 'node_modules', name, 'index.js'), 'x'.repeat(bytes));
  writeFileSync(
    join(dir, MANIFEST_FILE),
    JSON.stringify({ package: { name, version }, pulumiVersion: '3.0.0', createdAt: when.toISOString() }),
  );
  used(dir, when);
  return id;
}

/** A combination as the store makes one: each unit's files hard-linked under one node_modules. */
function combo(layout: StoreLayout, ids: readonly string[], names: readonly string[], when: Date) {
  const dir = layout.comboDir(layout.comboKey(ids));
  ids.forEach((id, index) => {
    const name = names[index]!;
    mkdirSync(join(dir, 'node_modules', name), { recursive: true });
    linkSync(
      join(layout.unitDir(id), 'node_modules', name, 'index.js'),
      join(dir, 'node_modules', name, 'index.js'),
    );
  });
  writeFileSync(
    join(dir, MANIFEST_FILE),
    JSON.stringify({ pulumiVersion: '3.0.0', units: ids, createdAt: when.toISOString() }),
  );
  used(dir, when);
}

/** base (10 kB), alpha (20 kB, used today with the base), beta (30 kB, used 40 days ago), gamma (no combination). */
function sampleStore(name: string): StoreLayout {
  const layout = storeLayout(join(root, name));
  const base = unit(layout, '@pulumi/pulumi', '3.0.0', 10_000, daysAgo(0));
  const alpha = unit(layout, '@pulumi/alpha', '1.0.0', 20_000, daysAgo(0));
  const beta = unit(layout, '@pulumi/beta', '1.0.0', 30_000, daysAgo(40));
  unit(layout, '@pulumi/gamma', '1.0.0', 40_000, daysAgo(2));
  combo(layout, [base, alpha], ['@pulumi/pulumi', '@pulumi/alpha'], daysAgo(0));
  combo(layout, [base, beta], ['@pulumi/pulumi', '@pulumi/beta'], daysAgo(40));
  return layout;
}

describe('the store inventory', () => {
  it('lists package versions with sizes and last use, counting hard-linked files once', async () => {
    const inventory = await readInventory(sampleStore('ls'));
    // Each unit: its file plus the small manifest and directories, in allocated blocks as du counts them.
    const sizes = inventory.units.map((u) => [u.package?.name, u.bytes] as const);
    expect(sizes.map(([name]) => name)).toEqual([
      '@pulumi/alpha',
      '@pulumi/beta',
      '@pulumi/gamma',
      '@pulumi/pulumi',
    ]);
    const files = [20_000, 30_000, 40_000, 10_000];
    sizes.forEach(([, bytes], index) => {
      expect(bytes).toBeGreaterThanOrEqual(files[index]!);
      expect(bytes).toBeLessThan(files[index]! + 64 * 1024);
    });
    // A combination's files are links to the units': only its directories are its own.
    expect(inventory.combos.every((c) => c.bytes < 64 * 1024)).toBe(true);
    const all = inventory.units.reduce((sum, u) => sum + u.bytes, 0);
    expect(inventory.totalBytes).toBeGreaterThanOrEqual(all);
    expect(inventory.totalBytes).toBeLessThan(all + 2 * 64 * 1024);
    const text = renderInventory(inventory);
    expect(text).toMatch(/@pulumi\/beta\s+1\.0\.0\s+3\.0\.0\s+\d+\.\d KB\s+2026-10-15 12:00/);
    expect(text).toContain('2 combinations');
  });

  it('prunes unlinked versions, then old ones, then everything', async () => {
    const layout = sampleStore('prune');
    const unused = await pruneStore(layout, { kind: 'unused' }, NOW);
    expect(unused.removed.map((e) => e.package?.name)).toEqual(['@pulumi/gamma']);
    expect(unused.freedBytes).toBeGreaterThanOrEqual(40_000);

    const old = await pruneStore(layout, { kind: 'older-than', days: 30 }, NOW);
    expect(old.removed.map((e) => e.package?.name ?? e.kind)).toEqual(['combo', '@pulumi/beta']);
    expect((await readInventory(layout)).units.map((u) => u.package?.name)).toEqual([
      '@pulumi/alpha',
      '@pulumi/pulumi',
    ]);

    await pruneStore(layout, { kind: 'all' }, NOW);
    expect(existsSync(layout.root)).toBe(false);
  });

  it('is wired as pulumi-gen cache ls|prune', async () => {
    const layout = sampleStore('cli');
    // A cache of its own: `prune --all` also removes what `snapshot add` put in the cache folder, and the
    // default one is the machine user's.
    const cacheDir = join(root, 'cli-cache');
    const added = join(snapshotShardsDir(cacheDir), packageFolderName('@pulumiverse/vercel', '1.0.0'));
    mkdirSync(added, { recursive: true });
    const env = testEnvironment({ storeDir: layout.root, cacheDir });
    const ls = await runCliForTest(['cache', 'ls'], env);
    expect(ls.code).toBe(0);
    expect(ls.stdout).toContain(`package store: ${layout.root}`);
    const bad = await runCliForTest(['cache', 'prune', '--older-than', 'soon'], env);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--older-than takes a number of days, e.g. --older-than 30, not 'soon'");
    const all = await runCliForTest(['cache', 'prune', '--all'], env);
    expect(all.stdout).toMatch(/^removed 4 package versions .* and 2 combinations; freed/);
    expect(existsSync(layout.root)).toBe(false);
    expect(all.stdout).toContain('removed 1 added package (pulumiverse__vercel@1.0.0)');
    expect(existsSync(added)).toBe(false);
  });
});
