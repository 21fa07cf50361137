import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { assembleCombo, touchLastUsed, type ComboUnit } from '../../src/store/assemble-combo.js';
import { installedVersion } from '../../src/store/node-modules-entries.js';
import { LAST_USED_FILE, MANIFEST_FILE, storeLayout } from '../../src/store/store-layout.js';

const root = mkdtempSync(join(tmpdir(), 'pulumi-gen-combo-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const layout = storeLayout(join(root, 'store'));
const PULUMI = '3.0.0';

/** An installed unit as `installUnit` leaves it: its node_modules (name → version) and its manifest. */
function unit(pkg: { name: string; version: string }, packages: Record<string, string>): ComboUnit {
  const id = layout.unitId(pkg, PULUMI);
  const modules = join(layout.unitDir(id), 'node_modules');
  for (const [name, version] of Object.entries(packages)) {
    mkdirSync(join(modules, name), { recursive: true });
    writeFileSync(join(modules, name, 'package.json'), JSON.stringify({ name, version }));
    writeFileSync(join(modules, name, 'index.js'), `module.exports = '${name}@${version}';\n`);
  }
  writeFileSync(
    join(layout.unitDir(id), MANIFEST_FILE),
    JSON.stringify({ package: pkg, pulumiVersion: PULUMI }),
  );
  return { id, pkg };
}

const base = unit({ name: '@pulumi/pulumi', version: PULUMI }, { '@pulumi/pulumi': PULUMI, shared: '1.0.0' });
const alpha = unit(
  { name: '@pulumi/alpha', version: '1.0.0' },
  { '@pulumi/alpha': '1.0.0', 'alpha-only': '1.0.0' },
);
const beta = unit({ name: '@pulumi/beta', version: '1.0.0' }, { '@pulumi/beta': '1.0.0', shared: '2.0.0' });

describe('assembleCombo', () => {
  it("joins the base and the units by hard links, a unit's other version of a package under its own package", async () => {
    const { nodeModulesDir, created } = await assembleCombo(layout, PULUMI, base, [alpha, beta]);
    expect(created).toBe(true);
    expect(installedVersion(nodeModulesDir, '@pulumi/pulumi')).toBe(PULUMI);
    expect(installedVersion(nodeModulesDir, '@pulumi/alpha')).toBe('1.0.0');
    expect(installedVersion(nodeModulesDir, 'alpha-only')).toBe('1.0.0');
    // The base's version stays at the top; beta's own goes where Node finds it first from beta.
    expect(installedVersion(nodeModulesDir, 'shared')).toBe('1.0.0');
    expect(installedVersion(join(nodeModulesDir, '@pulumi/beta', 'node_modules'), 'shared')).toBe('2.0.0');
    const linked = join(nodeModulesDir, 'alpha-only', 'index.js');
    expect(statSync(linked).ino).toBe(
      statSync(join(layout.unitDir(alpha.id), 'node_modules/alpha-only/index.js')).ino,
    );
    const manifest = JSON.parse(readFileSync(join(nodeModulesDir, '..', MANIFEST_FILE), 'utf8')) as {
      units: string[];
    };
    expect(manifest.units).toEqual([base.id, alpha.id, beta.id]);
  });

  it('makes a set once: the same units in any order reuse the combination', async () => {
    const first = await assembleCombo(layout, PULUMI, base, [beta]);
    const again = await assembleCombo(layout, PULUMI, base, [beta]);
    expect(again).toEqual({ nodeModulesDir: first.nodeModulesDir, created: false });
    const swapped = await assembleCombo(layout, PULUMI, base, [beta, alpha]);
    expect(swapped.created).toBe(false);
  });
});

describe('touchLastUsed', () => {
  it('marks a directory used now, making the mark when it has none', async () => {
    const dir = join(root, 'marked');
    mkdirSync(dir);
    await touchLastUsed(dir);
    const mark = join(dir, LAST_USED_FILE);
    const old = new Date('2020-01-01T00:00:00Z');
    utimesSync(mark, old, old);
    await touchLastUsed(dir);
    expect(statSync(mark).mtime.getTime()).toBeGreaterThan(old.getTime() + 1000);
  });
});
