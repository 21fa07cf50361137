import { describe, expect, it } from 'vitest';
import { renderInventory, renderPrune } from '../../src/store/render-inventory.js';
import type { StoreEntry, StoreInventory } from '../../src/store/store-inventory.js';

function unit(name: string, version: string, bytes: number, lastUsed: string): StoreEntry {
  return {
    kind: 'unit',
    id: `${name}@${version}`,
    dir: `/s/${name}`,
    package: { name, version },
    pulumiVersion: '3.200.0',
    units: [],
    bytes,
    lastUsed: new Date(lastUsed),
  } as StoreEntry;
}

const combo = (lastUsed: string): StoreEntry =>
  ({
    kind: 'combo',
    id: 'c',
    dir: '/s/c',
    pulumiVersion: '3.200.0',
    units: [],
    bytes: 10,
    lastUsed: new Date(lastUsed),
  }) as StoreEntry;

describe('renderInventory', () => {
  it('writes one aligned row per package version, the combinations with the latest use, and the total', () => {
    const inventory: StoreInventory = {
      root: '/s',
      units: [
        unit('@pulumi/pulumi', '3.200.0', 2048, '2026-01-02T03:04:00Z'),
        unit('@pulumi/aws', '7.1.0', 5 * 1024 * 1024, '2026-01-05T10:00:00Z'),
      ],
      combos: [combo('2026-01-03T00:00:00Z'), combo('2026-01-07T08:30:00Z')],
      incomplete: 1,
      totalBytes: 6 * 1024 * 1024,
    };
    const lines = renderInventory(inventory).split('\n');
    expect(lines[0]).toMatch(/^package store: \/s \(6(\.0)? MB on disk, hard links counted once\)$/);
    expect(lines[1]).toMatch(/^PACKAGE\s+VERSION\s+FOR PULUMI\s+SIZE\s+LAST USED \(UTC\)$/);
    expect(lines[2]).toMatch(/^@pulumi\/pulumi {2}3\.200\.0 {2}- +\S.* {2}2026-01-02 03:04$/);
    expect(lines[3]).toMatch(/^@pulumi\/aws {5}7\.1\.0 {4}3\.200\.0 +\S.* {2}2026-01-05 10:00$/);
    expect(lines[1]!.indexOf('VERSION')).toBe(lines[2]!.indexOf('3.200.0'));
    expect(lines[4]).toBe('2 combinations (node_modules made of links), last used 2026-01-07 08:30');
    expect(lines[5]).toBe('1 incomplete install(s) under tmp/');
  });

  it('says when nothing is installed', () => {
    const text = renderInventory({ root: '/s', units: [], combos: [], incomplete: 0, totalBytes: 0 });
    expect(text).toContain('\nno packages installed\n');
    expect(text).toContain('0 combinations (node_modules made of links)\n');
    expect(text).not.toContain('incomplete');
  });
});

describe('renderPrune', () => {
  it('names the package versions removed and counts the combinations', () => {
    const text = renderPrune({
      removed: [unit('@pulumi/aws', '7.1.0', 1, '2026-01-01'), combo('2026-01-01')],
      freedBytes: 1024,
    });
    expect(text).toMatch(
      /^removed 1 package version \(@pulumi\/aws@7\.1\.0\) and 1 combination; freed .+\n$/,
    );
    expect(renderPrune({ removed: [], freedBytes: 0 })).toMatch(
      /^removed 0 package versions and 0 combinations; /,
    );
  });
});
