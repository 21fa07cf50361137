import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderInventory } from '../../src/store/render-inventory.js';
import { pruneStore, readInventory } from '../../src/store/store-inventory.js';
import { NOW, sampleStore } from './sample-store.js';

const root = mkdtempSync(join(tmpdir(), 'pulumi-gen-inventory-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the store inventory', () => {
  it('lists package versions with sizes and last use, counting hard-linked files once', async () => {
    const inventory = await readInventory(sampleStore(join(root, 'ls')));
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
    const layout = sampleStore(join(root, 'prune'));
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
});
