/**
 * "Time to the first verified program from a clone": a fresh clone of this repository, `npm ci`, then the
 * README's first command (`pulumi-gen "<request>" --dry-run`, offline), timed from outside like a user with
 * a stopwatch; a second run shows the warm figure. npm's download cache is whatever this machine has: on a
 * machine that never installed the packages, add the download time of `npm ci`. Also the npm tarball size.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packageRoot } from '../src/shared/paths.js';

const REQUEST = 'an S3 bucket with versioning';

function timed(
  label: string,
  command: string,
  args: readonly string[],
  cwd: string,
): { ms: number; out: string } {
  const started = performance.now();
  const run = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const ms = performance.now() - started;
  if (run.status !== 0 && label !== 'first run' && label !== 'second run') {
    throw new Error(`${label} failed (${run.status}): ${run.stderr.slice(-2000)}`);
  }
  console.log(`${label.padEnd(12)} ${(ms / 1000).toFixed(1).padStart(6)} s  (exit ${run.status})`);
  return { ms, out: run.stdout };
}

export async function run(): Promise<void> {
  const root = packageRoot();
  const pack = execFileSync('npm', ['pack', '--dry-run', '--json'], { cwd: root, encoding: 'utf8' });
  const [tarball] = JSON.parse(pack) as { size: number; unpackedSize: number; entryCount: number }[];
  if (tarball !== undefined) {
    console.log(
      `npm tarball: ${(tarball.size / 1e6).toFixed(1)} MB packed, ${(tarball.unpackedSize / 1e6).toFixed(1)} MB unpacked, ${tarball.entryCount} files`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-clone-'));
  try {
    const clone = join(dir, 'pulumi-gen');
    const steps: number[] = [];
    steps.push(
      timed('git clone', 'git', ['clone', '--quiet', '--depth', '1', `file://${root}`, clone], dir).ms,
    );
    steps.push(timed('npm ci', 'npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], clone).ms);
    const args = ['bin/pulumi-gen.js', REQUEST, '--dry-run', '--json', '--preview', 'off'];
    const first = timed('first run', process.execPath, args, clone);
    steps.push(first.ms);
    const status = (JSON.parse(first.out) as { status: string }).status;
    timed('second run', process.execPath, args, clone);
    const total = steps.reduce((sum, ms) => sum + ms, 0) / 1000;
    console.log(`time to the first verified program from a clone: ${total.toFixed(1)} s (status: ${status})`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
