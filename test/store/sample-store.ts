/** A package store as the store makes one, with units and combinations of known sizes and last use. */
import { linkSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  LAST_USED_FILE,
  MANIFEST_FILE,
  storeLayout,
  type StoreLayout,
} from '../../src/store/store-layout.js';

export const NOW = new Date('2026-11-24T12:00:00Z');
export const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

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
export function sampleStore(dir: string): StoreLayout {
  const layout = storeLayout(dir);
  const base = unit(layout, '@pulumi/pulumi', '3.0.0', 10_000, daysAgo(0));
  const alpha = unit(layout, '@pulumi/alpha', '1.0.0', 20_000, daysAgo(0));
  const beta = unit(layout, '@pulumi/beta', '1.0.0', 30_000, daysAgo(40));
  unit(layout, '@pulumi/gamma', '1.0.0', 40_000, daysAgo(2));
  combo(layout, [base, alpha], ['@pulumi/pulumi', '@pulumi/alpha'], daysAgo(0));
  combo(layout, [base, beta], ['@pulumi/pulumi', '@pulumi/beta'], daysAgo(40));
  return layout;
}
