import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { installUnit, type UnitInstall, type UnitOutcome } from '../../src/store/install-unit.js';
import { installedVersion } from '../../src/store/node-modules-entries.js';
import { createNpmRunner, npmFetchFlags, type NpmRunner } from '../../src/store/run-npm.js';
import { MANIFEST_FILE, storeLayout, type StoreManifest } from '../../src/store/store-layout.js';
import { packFixtures, startRegistry, type LocalRegistry } from '../support/npm-registry.js';
import { ALPHA, FIXTURES } from './fixtures.js';

const root = mkdtempSync(join(tmpdir(), 'pulumi-gen-install-unit-'));
let registry: LocalRegistry;
let runNpm: NpmRunner;

beforeAll(async () => {
  registry = await startRegistry(FIXTURES, packFixtures(FIXTURES, join(root, 'fixtures')));
  const home = join(root, 'home');
  mkdirSync(home);
  runNpm = createNpmRunner({
    environment: {
      vars: {
        PATH: process.env['PATH'] ?? '',
        HOME: home,
        npm_config_registry: registry.url,
        npm_config_cache: join(home, '.npm'),
        npm_config_update_notifier: 'false',
      },
      secrets: [],
    },
    timeoutMs: 60_000,
  });
});
afterAll(async () => {
  await registry.close();
  rmSync(root, { recursive: true, force: true });
});

const PULUMI = { name: '@pulumi/pulumi', version: '3.0.0' };

function install(layoutRoot: string, pkg: UnitInstall['pkg'], npm: NpmRunner = runNpm): Promise<UnitOutcome> {
  return installUnit({
    layout: storeLayout(layoutRoot),
    pkg,
    pulumiVersion: PULUMI.version,
    runNpm: npm,
    npmFlags: ['--ignore-scripts', '--no-audit', '--no-fund', ...npmFetchFlags(0)],
  });
}

describe('installUnit', () => {
  it('installs the base, then a package beside it holding only what the base does not', async () => {
    const store = join(root, 'store');
    const layout = storeLayout(store);
    expect(await install(store, PULUMI)).toEqual({ kind: 'installed', id: '@pulumi+pulumi@3.0.0' });
    const alpha = await install(store, ALPHA);
    expect(alpha).toEqual({ kind: 'installed', id: '@pulumi+alpha@1.0.0_pulumi@3.0.0' });
    const modules = join(layout.unitDir('@pulumi+alpha@1.0.0_pulumi@3.0.0'), 'node_modules');
    expect(installedVersion(modules, '@pulumi/alpha')).toBe('1.0.0');
    expect(installedVersion(modules, 'alpha-only')).toBe('1.0.0');
    // The base's own copy serves these in a combination: one @pulumi/pulumi for every provider.
    expect(installedVersion(modules, '@pulumi/pulumi')).toBeUndefined();
    expect(installedVersion(modules, 'shared')).toBeUndefined();
    const manifest = JSON.parse(
      readFileSync(join(layout.unitDir('@pulumi+alpha@1.0.0_pulumi@3.0.0'), MANIFEST_FILE), 'utf8'),
    ) as StoreManifest;
    expect(manifest).toMatchObject({ package: ALPHA, pulumiVersion: '3.0.0' });
    // Nothing staged is left behind.
    expect(readdirSync(layout.tmpDir)).toEqual([]);
  }, 30_000);

  it('fails an install npm reports as done that left the package out, and leaves nothing installed', async () => {
    const store = join(root, 'store-empty');
    const saysOk: NpmRunner = () => Promise.resolve({ kind: 'ok', stdout: '' });
    expect(await install(store, PULUMI, saysOk)).toEqual({
      kind: 'failed',
      stderr: 'npm finished but @pulumi/pulumi@3.0.0 is not installed',
    });
    expect(existsSync(storeLayout(store).unitDir('@pulumi+pulumi@3.0.0'))).toBe(false);
  });

  it("passes npm's own failure on (in the store the first case filled: a package's install starts from the base)", async () => {
    const outcome = await install(join(root, 'store'), { name: '@pulumi/missing', version: '9.9.9' });
    expect(outcome.kind).toBe('failed');
    expect(outcome.kind === 'failed' && outcome.stderr).toMatch(/404|Not found/i);
  }, 30_000);
});
