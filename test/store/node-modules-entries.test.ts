import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installedVersion, topLevelPackages } from '../../src/store/node-modules-entries.js';

const root = mkdtempSync(join(tmpdir(), 'pulumi-gen-entries-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function put(name: string, version: string) {
  mkdirSync(join(root, name), { recursive: true });
  writeFileSync(join(root, name, 'package.json'), JSON.stringify({ name, version }));
}

describe('node_modules entries', () => {
  it('lists scoped and plain packages and reads versions as npm resolves them', () => {
    put('@pulumi/command', 'v4.5.0');
    put('semver', '7.6.0');
    mkdirSync(join(root, '.bin'));
    expect(topLevelPackages(root)).toEqual(['@pulumi/command', 'semver']);
    expect(installedVersion(root, '@pulumi/command')).toBe('4.5.0');
    expect(installedVersion(root, 'semver')).toBe('7.6.0');
    expect(installedVersion(root, 'absent')).toBeUndefined();
  });
});
