/**
 * Snapshot figures: how long a fresh process takes to open the bundled snapshot and load the aws shard
 * (the budget is 150 ms), what each shard weighs on disk, and the snapshot's total size.
 *
 * Each measurement runs in a new child process, so nothing is warm (no JIT, no parsed JSON); module import
 * time is excluded because every CLI command pays it anyway, whatever the snapshot does. Median of 9 runs,
 * plus the fastest run and the load average: other processes on a 2-core machine inflate the median.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultSnapshotDir, packageRoot } from '../src/shared/paths.js';
import { openSnapshot } from '../src/snapshot/open-snapshot.js';

const RUNS = 9;

interface ChildTimings {
  readonly openMs: number;
  readonly recordsMs: number;
  readonly typesMs: number;
  readonly outputsMs: number;
  readonly examplesMs: number;
  readonly records: number;
}

function childScript(dir: string, provider: string): string {
  const module = pathToFileURL(join(packageRoot(), 'src', 'snapshot', 'open-snapshot.ts')).href;
  return `
    const { openSnapshot } = await import(${JSON.stringify(module)});
    const t0 = performance.now();
    const snapshot = openSnapshot(${JSON.stringify(dir)});
    const t1 = performance.now();
    const shard = snapshot.shard(${JSON.stringify(provider)});
    const records = shard.records.length;
    const t2 = performance.now();
    void shard.types.size;
    const t3 = performance.now();
    for (const record of shard.records) void record.outputs.length;
    const t4 = performance.now();
    for (const record of shard.records) void record.examples.length;
    const t5 = performance.now();
    console.log(JSON.stringify({ openMs: t1 - t0, recordsMs: t2 - t0, typesMs: t3 - t2, outputsMs: t4 - t3, examplesMs: t5 - t4, records }));
  `;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function coldLoad(dir: string, provider: string): ChildTimings[] {
  const runs: ChildTimings[] = [];
  for (let i = 0; i < RUNS; i++) {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', childScript(dir, provider)],
      { cwd: packageRoot(), encoding: 'utf8' },
    );
    runs.push(JSON.parse(out.trim().split('\n').pop() ?? '{}') as ChildTimings);
  }
  return runs;
}

function kb(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(0)} KB`;
}

function sizeOf(dir: string, path: string): number {
  return statSync(join(dir, path)).size;
}

export function run(): Promise<void> {
  const dir = defaultSnapshotDir();
  const snapshot = openSnapshot(dir);
  const heaviest = snapshot.providers.includes('aws') ? 'aws' : snapshot.providers[0];
  if (heaviest === undefined) {
    console.log(`no providers in ${dir}; run 'pulumi-gen snapshot build' first`);
    return Promise.resolve();
  }

  const runs = coldLoad(dir, heaviest);
  const fmt = (pick: (t: ChildTimings) => number): string => `${median(runs.map(pick)).toFixed(1)} ms`;
  console.log(
    `open snapshot + load the ${heaviest} shard (${runs[0]?.records ?? 0} records), cold child process,`,
  );
  console.log(
    `median of ${RUNS}: ${fmt((t) => t.recordsMs)}   (budget 150 ms; open alone ${fmt((t) => t.openMs)})`,
  );
  console.log(
    `  then, on first use: nested types ${fmt((t) => t.typesMs)}, outputs ${fmt((t) => t.outputsMs)}, examples ${fmt((t) => t.examplesMs)}`,
  );
  const fastest = Math.min(...runs.map((t) => t.recordsMs));
  console.log(
    `  fastest run ${fastest.toFixed(1)} ms; load average ${loadavg()[0]?.toFixed(2) ?? '?'} on ${cpus().length} cores`,
  );
  console.log(`  runs: ${runs.map((t) => t.recordsMs.toFixed(0)).join(', ')} ms`);

  console.log('\nshard sizes on disk (brotli JSON):');
  console.log(
    `  ${'provider'.padEnd(14)} ${'records'.padStart(10)} ${'outputs'.padStart(10)} ${'examples'.padStart(10)} ${'types'.padStart(10)} ${'total'.padStart(10)}  resources functions`,
  );
  for (const provider of snapshot.providers) {
    const entry = snapshot.manifest.providers[provider];
    const files = entry?.files ?? [];
    const size = (suffix: string): number =>
      files.filter((f) => f.endsWith(suffix)).reduce((sum, f) => sum + sizeOf(dir, f), 0);
    const total = files.reduce((sum, f) => sum + sizeOf(dir, f), 0);
    console.log(
      `  ${provider.padEnd(14)} ${kb(size('records.json.br')).padStart(10)} ${kb(size('outputs.json.br')).padStart(10)} ${kb(size('examples.json.br')).padStart(10)} ${kb(size('types.json.br')).padStart(10)} ${kb(total).padStart(10)}  ${String(entry?.resources ?? 0).padStart(9)} ${String(entry?.functions ?? 0).padStart(9)}`,
    );
  }
  const all = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((p) =>
    statSync(join(dir, p)).isFile(),
  );
  const shardBytes = all.filter((p) => p.startsWith('providers')).reduce((sum, p) => sum + sizeOf(dir, p), 0);
  const totalBytes = all.reduce((sum, p) => sum + sizeOf(dir, p), 0);
  const resources = Object.values(snapshot.manifest.providers).reduce((sum, p) => sum + p.resources, 0);
  const functions = Object.values(snapshot.manifest.providers).reduce((sum, p) => sum + p.functions, 0);
  console.log(
    `\ntotal snapshot ${relative(packageRoot(), dir)}/: ${kb(totalBytes)} in ${all.length} files (provider shards ${kb(shardBytes)}, search files ${kb(totalBytes - shardBytes)}); ${resources} resources, ${functions} functions, ${snapshot.providers.length} providers`,
  );
  return Promise.resolve();
}
