/**
 * Package figures (issue 12): the share of public Pulumi TypeScript programs whose imports the snapshot
 * serves (bundled, or built on demand from the catalog), the bundled snapshot and npm tarball sizes, cold
 * open + first query with every bundled provider (routed to one, and to all), the peak memory of a
 * one-provider request against the full snapshot and a two-provider one (it must not grow with the
 * provider count), and the first
 * use of a non-bundled package end to end (`snapshot add` from npm, then a search).
 *
 * Timings run in fresh child processes; module import time is excluded from the open + query figure.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, homedir, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultSnapshotDir, packageRoot } from '../src/shared/paths.js';
import { buildSnapshot } from '../src/snapshot/build-snapshot.js';
import { TOOLING } from '../src/language/build-catalog.js';
import { catalog } from '../src/language/catalog.js';
import { createPackageSource, npmPackInstaller } from '../src/snapshot/package-source.js';
import { pinnedVersions } from '../src/snapshot/pinned-providers.js';
import { createNpmAccess } from '../src/store/npm-access.js';
import { npmEnvironmentFrom } from '../src/store/npm-environment.js';
import { searchIndexer } from '../src/search/build-index.js';

interface ProgramList {
  readonly provenance: { readonly sources: readonly { repository: string; commit: string }[] };
  readonly programs: readonly { readonly program: string; readonly dependencies: readonly string[] }[];
}

const RUNS = 5;

/** The dependencies that are Pulumi provider or component packages: what the snapshot must serve. */
function pulumiPackages(dependencies: readonly string[]): string[] {
  return dependencies.filter(
    (name) => !TOOLING.has(name) && (/^@pulumi(verse)?\//.test(name) || /pulumi/.test(name)),
  );
}

function coverage(): void {
  const list = JSON.parse(
    readFileSync(join(packageRoot(), 'bench', 'data', 'public-programs.json'), 'utf8'),
  ) as ProgramList;
  const bundled = new Set(pinnedVersions.providers.map((p) => p.package));
  const known = new Set([...bundled, ...catalog.packages.map((entry) => entry.package)]);
  const unserved = new Map<string, number>();
  let allBundled = 0;
  let served = 0;
  for (const program of list.programs) {
    const packages = pulumiPackages(program.dependencies);
    if (packages.every((name) => bundled.has(name))) allBundled += 1;
    const missing = packages.filter((name) => !known.has(name));
    if (missing.length === 0) served += 1;
    for (const name of missing) unserved.set(name, (unserved.get(name) ?? 0) + 1);
  }
  const n = list.programs.length;
  const pct = (k: number): string => `${((100 * k) / n).toFixed(1)}%`;
  console.log(
    `coverage of ${n} public Pulumi TypeScript programs (${list.provenance.sources.map((s) => `${s.repository}@${s.commit.slice(0, 10)}`).join(', ')}):`,
  );
  console.log(`  every Pulumi package bundled:             ${allBundled}/${n} = ${pct(allBundled)}`);
  console.log(
    `  served (bundled or on demand via catalog): ${served}/${n} = ${pct(served)}  (target >= 95%)`,
  );
  console.log(
    `  not served: ${[...unserved].map(([name, count]) => `${name} (${count})`).join(', ') || 'none'}`,
  );
}

function dirBytes(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((path) => statSync(join(dir, path)))
    .filter((stat) => stat.isFile())
    .reduce((sum, stat) => sum + stat.size, 0);
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

function sizes(): void {
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json'], {
      cwd: packageRoot(),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  ) as { size: number; unpackedSize: number; entryCount: number }[];
  const tarball = packed[0];
  console.log(
    `\nbundled snapshot: ${mb(dirBytes(defaultSnapshotDir()))} on disk, ${pinnedVersions.providers.length} providers`,
  );
  if (tarball !== undefined) {
    console.log(
      `npm tarball (npm pack --dry-run): ${mb(tarball.size)} packed, ${mb(tarball.unpackedSize)} unpacked, ${tarball.entryCount} files`,
    );
  }
}

interface ChildFigures {
  readonly openQueryMs: number;
  readonly maxRssMb: number;
  readonly providers: readonly string[];
  readonly top: string;
}

function child(dir: string, cacheDir: string, query: string): ChildFigures {
  const list = pathToFileURL(join(packageRoot(), 'src', 'snapshot', 'list-packages.ts')).href;
  const search = pathToFileURL(join(packageRoot(), 'src', 'retrieve', 'registry-search.ts')).href;
  const script = `
    const { openSnapshotWithCache } = await import(${JSON.stringify(list)});
    const { createRegistrySearch } = await import(${JSON.stringify(search)});
    const t0 = performance.now();
    const snapshot = openSnapshotWithCache(${JSON.stringify(dir)}, ${JSON.stringify(cacheDir)});
    const result = await createRegistrySearch(snapshot).search({ text: ${JSON.stringify(query)} });
    const openQueryMs = performance.now() - t0;
    console.log(JSON.stringify({ openQueryMs, maxRssMb: process.resourceUsage().maxRSS / 1024,
      providers: result.providers, top: result.hits[0]?.tsName ?? '' }));
  `;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: packageRoot(),
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop() ?? '{}') as ChildFigures;
}

function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
}

/** Interleaved runs against two snapshots, so machine load hits both alike. */
function interleaved(
  a: string,
  b: string,
  cacheDir: string,
  query: string,
): [ChildFigures[], ChildFigures[]] {
  const left: ChildFigures[] = [];
  const right: ChildFigures[] = [];
  for (let i = 0; i < RUNS; i++) {
    left.push(child(a, cacheDir, query));
    right.push(child(b, cacheDir, query));
  }
  return [left, right];
}

const ms = (runs: readonly ChildFigures[]): string => {
  const times = runs.map((f) => f.openQueryMs);
  return `${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)})`;
};
const rss = (runs: readonly ChildFigures[]): string => `${median(runs.map((f) => f.maxRssMb)).toFixed(0)} MB`;

async function openAndMemory(emptyCache: string): Promise<void> {
  const dir = defaultSnapshotDir();
  const small = join(mkdtempSync(join(tmpdir(), 'pulumi-gen-bench-small-')), 'snap');
  await buildSnapshot({
    pinned: pinnedVersions,
    indexer: searchIndexer(),
    providers: ['random', 'tls'],
    outDir: small,
    packages: createPackageSource({
      searchRoots: [packageRoot()],
      packagesDir: join(emptyCache, 'packages'),
      installer: npmPackInstaller(
        createNpmAccess({
          environment: npmEnvironmentFrom({
            env: process.env,
            cwd: process.cwd(),
            homeDir: homedir(),
            readText: (path) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined),
          }),
          tmpDir: join(emptyCache, 'tmp'),
        }),
      ),
    }),
  });
  const count = pinnedVersions.providers.length;
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  console.log(`
cold open + first query, fresh child process each, medians (and minima) of ${RUNS} interleaved runs; load average ${load} on ${availableParallelism()} CPUs:`);
  for (const query of ['an S3 bucket with versioning', 'a random password', 'something to keep state in']) {
    const [full, two] = interleaved(dir, small, emptyCache, query);
    const routed = full[0]?.providers ?? [];
    console.log(
      `  "${query}" (routed to ${routed.length === count ? `all ${count}` : routed.join(', ')}; top ${full[0]?.top}): ` +
        `${count} providers ${ms(full)}, peak RSS ${rss(full)}` +
        (query === 'a random password' ? `;  2-provider snapshot ${ms(two)}, peak RSS ${rss(two)}` : ''),
    );
  }
  rmSync(join(small, '..'), { recursive: true, force: true });
}

function firstUse(cacheDir: string): void {
  const spec = '@pulumi/hcloud';
  const cli = join(packageRoot(), 'src', 'cli', 'main.ts');
  const env = { ...process.env, PULUMI_GEN_CACHE_DIR: cacheDir };
  const started = performance.now();
  execFileSync(process.execPath, ['--import', 'tsx', cli, 'snapshot', 'add', spec], {
    cwd: packageRoot(),
    env,
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  const addMs = performance.now() - started;
  const query = child(defaultSnapshotDir(), cacheDir, 'a Hetzner server with a firewall');
  console.log(
    `\nfirst use of a non-bundled package (${spec}, fetched from npm, extracted, indexed, cached): ${(addMs / 1000).toFixed(1)} s wall incl. node start`,
  );
  console.log(
    `  then "a Hetzner server with a firewall" -> ${query.top} (routed to ${query.providers.join(', ')}), open + query ${query.openQueryMs.toFixed(0)} ms`,
  );
}

export async function run(): Promise<void> {
  coverage();
  sizes();
  const cacheDir = mkdtempSync(join(tmpdir(), 'pulumi-gen-bench-cache-'));
  try {
    await openAndMemory(cacheDir);
    firstUse(cacheDir);
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
}
