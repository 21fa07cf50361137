import { describe, expect, it } from 'vitest';
import { BASE_PACKAGE, defaultStoreDir, storeLayout } from '../../src/store/store-layout.js';

describe('storeLayout', () => {
  const layout = storeLayout('/store');

  it('puts units, combinations and installs in progress in their own folders', () => {
    expect([layout.unitsDir, layout.combosDir, layout.tmpDir]).toEqual([
      '/store/units',
      '/store/combos',
      '/store/tmp',
    ]);
    expect(layout.unitDir('x@1')).toBe('/store/units/x@1');
    expect(layout.comboDir('k')).toBe('/store/combos/k');
  });

  it('names a unit by package and version, and a non-base one by the base version it was resolved against', () => {
    expect(layout.unitId({ name: BASE_PACKAGE, version: '3.200.0' }, '3.200.0')).toBe(
      '@pulumi+pulumi@3.200.0',
    );
    expect(layout.unitId({ name: '@pulumi/aws', version: '7.1.0' }, '3.200.0')).toBe(
      '@pulumi+aws@7.1.0_pulumi@3.200.0',
    );
  });

  it('keys a combination by its set of units, whatever their order', () => {
    const key = layout.comboKey(['a', 'b', 'c']);
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(layout.comboKey(['c', 'a', 'b'])).toBe(key);
    expect(layout.comboKey(['a', 'b'])).not.toBe(key);
  });
});

describe('defaultStoreDir', () => {
  it('is the store folder of the cache', () => {
    expect(defaultStoreDir('/home/u/.cache/pulumi-gen')).toBe('/home/u/.cache/pulumi-gen/store');
  });
});
