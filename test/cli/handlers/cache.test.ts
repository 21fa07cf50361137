import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packageFolderName, snapshotShardsDir } from '../../../src/snapshot/cache-root.js';
import { runCliForTest, testEnvironment } from '../../support/cli.js';
import { sampleStore } from '../../store/sample-store.js';

const root = mkdtempSync(join(tmpdir(), 'pulumi-gen-cache-handler-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * The sample store with a cache of its own holding one package added with `snapshot add`: `prune --all`
 * also removes what is in the cache folder, and the default one is the machine user's.
 */
function storeAndCache(name: string) {
  const layout = sampleStore(join(root, name));
  const cacheDir = join(root, `${name}-cache`);
  const added = join(snapshotShardsDir(cacheDir), packageFolderName('@pulumiverse/vercel', '1.0.0'));
  mkdirSync(added, { recursive: true });
  return { layout, added, env: testEnvironment({ storeDir: layout.root, cacheDir }) };
}

describe('pulumi-gen cache ls|prune', () => {
  it('lists the store, refuses a bad --older-than, and prunes all with the added packages', async () => {
    const { layout, added, env } = storeAndCache('cli');
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

  it('reads the store named by --store over the environment, as JSON with --json', async () => {
    const layout = sampleStore(join(root, 'flag'));
    const env = testEnvironment({ storeDir: join(root, 'not-this-one'), cacheDir: join(root, 'flag-cache') });
    const ls = await runCliForTest(['cache', 'ls', '--store', layout.root, '--json'], env);
    expect(ls.code).toBe(0);
    const inventory = JSON.parse(ls.stdout) as { units: { package?: { name: string } }[] };
    expect(inventory.units.map((u) => u.package?.name)).toEqual([
      '@pulumi/alpha',
      '@pulumi/beta',
      '@pulumi/gamma',
      '@pulumi/pulumi',
    ]);
  });

  it('prunes only unused versions by default and old ones with --older-than, keeping added packages', async () => {
    const { added, env } = storeAndCache('prune');
    const unused = await runCliForTest(['cache', 'prune'], env);
    expect(unused.code).toBe(0);
    expect(unused.stdout).toMatch(/^removed 1 package version\b/);
    const old = await runCliForTest(['cache', 'prune', '--older-than', '30'], env);
    expect(old.stdout).toMatch(/^removed 1 package version .* and 1 combination; freed/);
    expect(existsSync(added)).toBe(true);
    const both = await runCliForTest(['cache', 'prune', '--unused', '--all'], env);
    expect(both.code).toBe(2);
    expect(both.stderr.trim()).toBe('pulumi-gen: give one of --unused, --older-than DAYS or --all');
  });
});
