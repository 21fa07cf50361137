/**
 * Package store figures, against the real npm registry with the user's npm configuration (as the CLI
 * builds it) and a fresh npm cache, so every fetch is cold:
 * - the first install of a non-bundled provider (`@pulumi/command`) into an empty store, base included;
 * - a new combination of two installed providers, and a known one;
 * - the store's size after the seven combinations below, against what seven separate installs (the old
 *   cache: one full `npm install` per combination) would hold: each its own copy of the base and providers.
 * Bench-only env: `BENCH_STORE_DIR` keeps the store (default: a temp dir, removed).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pinned from '../src/snapshot/pinned-providers.json' with { type: 'json' };
import { formatBytes } from '../src/shared/format.js';
import { npmEnvironmentFrom, type NpmEnvironment } from '../src/store/npm-environment.js';
import { createPackageStore } from '../src/store/package-store.js';
import { createNpmRunner } from '../src/store/run-npm.js';
import { readInventory } from '../src/store/store-inventory.js';
import { storeLayout } from '../src/store/store-layout.js';
import type { InstallProgress, PackageVersion } from '../src/store/types.js';

const COMMAND: PackageVersion = { name: '@pulumi/command', version: '4.5.0' };
const pin = (name: string): PackageVersion => {
  const found = pinned.providers.find((p) => p.name === name);
  if (found === undefined) throw new Error(`no pin for ${name}`);
  return { name: found.package, version: found.version };
};

/** Seven combinations a week of requests makes: single providers and the pairs programs import together. */
const SEVEN: readonly (readonly PackageVersion[])[] = [
  [pin('aws')],
  [pin('aws'), pin('random')],
  [pin('kubernetes')],
  [pin('aws'), pin('kubernetes')],
  [pin('random'), pin('tls')],
  [pin('aws'), pin('tls'), pin('random')],
  [pin('kubernetes'), COMMAND],
];

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** What the old installer did per combination: one full `npm install` of the base and every provider. */
async function oldStyleInstall(
  environment: NpmEnvironment,
  pulumiVersion: string,
  packages: readonly PackageVersion[],
) {
  const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-bench-old-'));
  try {
    const dependencies = Object.fromEntries([
      ['@pulumi/pulumi', pulumiVersion],
      ...packages.map((p) => [p.name, p.version]),
    ]);
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'old', private: true, dependencies }));
    const started = performance.now();
    const outcome = await createNpmRunner({ environment, timeoutMs: 5 * 60_000 })(
      ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
      dir,
    );
    if (outcome.kind !== 'ok') throw new Error(`old-style install failed: ${JSON.stringify(outcome)}`);
    const ms = performance.now() - started;
    // Allocated blocks, as the store's inventory counts them.
    return { ms, bytes: Number(execFileSync('du', ['-sk', dir]).toString().split('\t')[0]) * 1024 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  const root = process.env['BENCH_STORE_DIR'] ?? mkdtempSync(join(tmpdir(), 'pulumi-gen-bench-store-'));
  const npmCache = mkdtempSync(join(tmpdir(), 'pulumi-gen-bench-npm-cache-'));
  const npm = npmEnvironmentFrom({ env: process.env, cwd: process.cwd(), homeDir: homedir(), readText });
  const environment = { ...npm, vars: { ...npm.vars, npm_config_cache: npmCache } };
  const events: InstallProgress[] = [];
  const layout = storeLayout(root);
  const store = createPackageStore({
    layout,
    runNpm: createNpmRunner({ environment, timeoutMs: 5 * 60_000 }),
    environment,
    progress: (event) => {
      events.push(event);
      if (event.step !== 'fetching')
        console.error(`  ${event.step} ${event.what} ${Math.round(event.durationMs ?? 0)} ms`);
    },
  });
  const pulumiVersion = pinned.pulumi.version;
  const timed = async (packages: readonly PackageVersion[]) => {
    const started = performance.now();
    await store.nodeModulesFor({ pulumiVersion, packages });
    return performance.now() - started;
  };
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const fetched = (what: string) =>
    events.find((e) => e.step === 'fetched' && e.what === what)?.durationMs ?? 0;
  try {
    const first = await timed([COMMAND]);
    console.log(`first install of ${COMMAND.name}@${COMMAND.version} into an empty store: ${seconds(first)}`);
    console.log(
      `  of which @pulumi/pulumi@${pulumiVersion} (once per store): ${seconds(fetched(`@pulumi/pulumi@${pulumiVersion}`))}`,
    );
    console.log(
      `  of which ${COMMAND.name}@${COMMAND.version}: ${seconds(fetched(`${COMMAND.name}@${COMMAND.version}`))}`,
    );
    const random = pin('random');
    await timed([random]);
    console.log(
      `second provider (${random.name}@${random.version}), base installed: ${seconds(fetched(`${random.name}@${random.version}`))}`,
    );
    console.log(
      `new combination of two installed providers (command + random): ${seconds(await timed([COMMAND, random]))}`,
    );
    console.log(`the same combination again: ${seconds(await timed([random, COMMAND]))}`);
    for (const combination of SEVEN) await timed(combination);
    const big = await timed([pin('aws'), pin('kubernetes'), pin('tls')]);
    console.log(`new combination of installed large providers (aws + kubernetes + tls): ${seconds(big)}`);

    const inventory = await readInventory(layout);
    const unitBytes = new Map(
      inventory.units.map((u) => [`${u.package?.name}@${u.package?.version}`, u.bytes]),
    );
    const base = unitBytes.get(`@pulumi/pulumi@${pulumiVersion}`) ?? 0;
    const separate = SEVEN.reduce(
      (sum, combination) =>
        sum + base + combination.reduce((s, p) => s + (unitBytes.get(`${p.name}@${p.version}`) ?? 0), 0),
      0,
    );
    console.log(
      `store after the seven combinations (+ the ones above, ${inventory.combos.length} in all): ${formatBytes(inventory.totalBytes)} on disk for ${inventory.units.length} package versions`,
    );
    console.log(
      `seven separate installs of the same combinations (old cache, computed from the unit sizes): ${formatBytes(separate)}`,
    );
    const old = await oldStyleInstall(environment, pulumiVersion, [pin('aws'), pin('random')]);
    console.log(
      `for comparison, one old-style install of a combination (aws + random, full npm install, warm npm cache): ${seconds(old.ms)}, ${formatBytes(old.bytes)}`,
    );
    console.log(
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    rmSync(npmCache, { recursive: true, force: true });
    if (process.env['BENCH_STORE_DIR'] === undefined) rmSync(root, { recursive: true, force: true });
  }
}
