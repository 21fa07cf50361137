import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createNpmAccess, fetchWithNpm } from '../../src/store/npm-access.js';
import { createPackageStore } from '../../src/store/package-store.js';
import { createNpmRunner, type NpmRunner } from '../../src/store/run-npm.js';
import { storeLayout } from '../../src/store/store-layout.js';
import { startRegistry } from '../support/npm-registry.js';
import { ALPHA } from './fixtures.js';

const root = mkdtempSync(join(tmpdir(), 'pulumi-gen-npm-access-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the run npm', () => {
  it('shares one registry ping and its failure between the snapshot fetches and the store', async () => {
    const closed = await startRegistry([], new Map());
    await closed.close();
    const environment = {
      vars: {
        PATH: process.env['PATH'] ?? '',
        HOME: root,
        npm_config_cache: join(root, '.npm'),
        npm_config_registry: closed.url,
      },
      secrets: [],
    };
    const real = createNpmRunner({ environment, timeoutMs: 60_000 });
    const commands: string[] = [];
    const runNpm: NpmRunner = (args, cwd, limit) => {
      commands.push(args[0] ?? '');
      return real(args, cwd, limit);
    };
    const layout = storeLayout(join(root, 'store'));
    const npm = createNpmAccess({ environment, tmpDir: layout.tmpDir, runNpm });
    await expect(
      fetchWithNpm(npm, { what: '@pulumi/x', action: 'look up', args: ['view', '@pulumi/x', 'version'] }),
    ).rejects.toThrow(/^cannot look up @pulumi\/x: cannot reach the registry \(ECONNREFUSED\)/);
    const store = createPackageStore({ layout, runNpm, environment, gate: npm.gate });
    // The store's install is not tried: the same line, naming what hit the failure first.
    await expect(store.nodeModulesFor({ pulumiVersion: '3.0.0', packages: [ALPHA] })).rejects.toThrow(
      /^cannot look up @pulumi\/x: cannot reach the registry \(ECONNREFUSED\)/,
    );
    expect(commands).toEqual(['ping']);
  });
});
