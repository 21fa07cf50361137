/**
 * Start-up of the CLI as a user's shell sees it: `pulumi-gen --version` and `pulumi-gen search "<one
 * service>"`, each a fresh process, timed from outside, beside `node -e 0` measured in the same run (the
 * floor no Node CLI goes below on this machine). The CLI is built the way `npm run build` builds dist/ (split
 * into chunks) into a scratch folder, so the figures are those of the source as it is now.
 * Targets (issue 26): --version ≤ 150 ms, a one-service search ≤ 400 ms.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { packageRoot } from '../src/shared/paths.js';

const RUNS = 15;
const MEMORY_PROBE =
  'data:text/javascript,import{readFileSync}from"node:fs";process.on("exit",()=>process.stderr.write(`\\nVmHWM ${/VmHWM:\\s+(\\d+)/.exec(readFileSync("/proc/self/status","utf8"))?.[1]}\\n`))';

function timeOnce(args: readonly string[], cwd: string): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });
  const ms = performance.now() - started;
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} failed (${run.status}): ${run.stderr}`);
  return ms;
}

function peakMemoryMb(args: readonly string[], cwd: string): number {
  const run = spawnSync(process.execPath, ['--import', MEMORY_PROBE, ...args], { cwd, encoding: 'utf8' });
  return Number(/VmHWM (\d+)/.exec(run.stderr)?.[1] ?? NaN) / 1024;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

export async function run(): Promise<void> {
  const root = packageRoot();
  const outdir = join(root, 'node_modules', '.cache', 'pulumi-gen-bench', 'dist');
  const built = spawnSync(process.execPath, ['scripts/build-dist.mjs', '--only=cli', `--outdir=${outdir}`], {
    cwd: root,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);
  const cli = join(outdir, 'cli.js');
  const cases: readonly (readonly [string, readonly string[], number | undefined])[] = [
    ['node -e 0', ['-e', '0'], undefined],
    ['pulumi-gen --version', [cli, '--version'], 150],
    ['pulumi-gen search "s3 bucket"', [cli, 'search', 's3 bucket'], 400],
  ];
  // Interleaved, so a burst of load on a shared machine touches every case alike.
  const samples = cases.map(() => [] as number[]);
  for (let i = 0; i < RUNS; i++) {
    cases.forEach(([, args], c) => samples[c]!.push(timeOnce(args, root)));
  }
  const floor = median(samples[0]!);
  console.log(`${RUNS} fresh processes each, median wall time (node ${process.version}):`);
  cases.forEach(([label, args, target], c) => {
    const ms = median(samples[c]!);
    const verdict = target === undefined ? '' : ` target ≤ ${target} ms: ${ms <= target ? 'met' : 'NOT met'}`;
    console.log(
      `  ${label.padEnd(30)} ${ms.toFixed(0).padStart(5)} ms  ${(ms / floor).toFixed(1).padStart(4)}× node -e 0  peak ${peakMemoryMb(args, root).toFixed(0)} MB${verdict}`,
    );
  });
}
