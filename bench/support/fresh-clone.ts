/**
 * A fresh clone of this repository as a user makes one, for the benchmarks that measure what a user meets:
 * `git clone` (of the committed HEAD), `npm ci`, and `npm run build` when the committed dist/ is not what the
 * sources build (a branch whose dist the lead rebuilds at merge). Each step is timed from outside.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packageRoot } from '../../src/shared/paths.js';

export interface FreshClone {
  readonly dir: string;
  /** Wall time of each step in ms: `clone`, `npm ci`, `build` (0 when dist/ was already fresh). */
  readonly ms: Readonly<Record<'clone' | 'npm ci' | 'build', number>>;
  readonly remove: () => void;
}

export function timed(command: string, args: readonly string[], cwd: string, env?: NodeJS.ProcessEnv) {
  const started = performance.now();
  const run = spawnSync(command, args, {
    cwd,
    env: env ?? process.env,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  return { ...run, ms: performance.now() - started };
}

function must(step: string, run: ReturnType<typeof timed>): number {
  if (run.status !== 0) throw new Error(`${step} failed (${run.status}): ${(run.stderr ?? '').slice(-2000)}`);
  return run.ms;
}

export function freshClone(): FreshClone {
  const root = packageRoot();
  const parent = mkdtempSync(join(tmpdir(), 'pulumi-gen-clone-'));
  const dir = join(parent, 'pulumi-gen');
  const clone = must(
    'git clone',
    timed('git', ['clone', '--quiet', '--depth', '1', `file://${root}`, dir], parent),
  );
  const ci = must('npm ci', timed('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], dir));
  const node = join(dir, 'node_modules', 'node', 'bin', 'node');
  const built = must('build', timed(node, ['scripts/build-dist.mjs'], dir));
  const stale = timed('git', ['status', '--porcelain', '--', 'dist'], dir).stdout.trim() !== '';
  return {
    dir,
    ms: { clone, 'npm ci': ci, build: stale ? built : 0 },
    remove: () => rmSync(parent, { recursive: true, force: true }),
  };
}

/** Node 22 from the npm registry (`node@22`), the way the repository carries Node 24. */
export function installNode22(into: string): string {
  must(
    'npm install node@22',
    timed(
      'npm',
      ['install', '--no-audit', '--no-fund', '--loglevel=error', '--prefix', into, 'node@22'],
      into,
    ),
  );
  return join(into, 'node_modules', 'node', 'bin', 'node');
}
