/**
 * `npm run bench -- generate`: `eval generate` on a generation set, offline (the offline composer, the
 * sandboxed mock run, no preview), printing the table: verified rate, verified-but-incomplete count, resource
 * recall and precision, stated properties present, the intent rung's agreement with the ground truth, per
 * difficulty level. `BENCH_GENERATE_SET` picks the set: `dev` (the shared dev set, the default), `fresh-dev`
 * (the dev half of the blind `test/eval/generate-fresh.jsonl`) or `fresh-holdout` (its holdout half: measure
 * it once, never tune on it; it prints the summaries alone, no request's id or misses), and the same halves of
 * `bench/data/plan-fresh46.jsonl` as `fresh46-dev` and `fresh46-holdout`. `BENCH_GENERATE_LIMIT=N` runs only the first N requests,
 * `BENCH_GENERATE_IDS=g001,g036` only those; `BENCH_GENERATE_VERBOSE=1` prints the failed rungs' errors of
 * each run that is not verified.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { parseGenerationSet } from '../src/eval/generation-set.js';
import { packageRoot } from '../src/shared/paths.js';
import { printGenerationEval } from './support/evaluate-set.js';

const SETS: Readonly<Record<string, { readonly path: string; readonly split?: string }>> = {
  dev: { path: resolve(packageRoot(), '..', 'shared', 'eval', 'generate-dev.jsonl') },
  'fresh-dev': { path: resolve(packageRoot(), 'test', 'eval', 'generate-fresh.jsonl'), split: 'dev' },
  'fresh-holdout': { path: resolve(packageRoot(), 'test', 'eval', 'generate-fresh.jsonl'), split: 'holdout' },
  'fresh46-dev': { path: resolve(packageRoot(), 'bench', 'data', 'plan-fresh46.jsonl'), split: 'dev' },
  'fresh46-holdout': {
    path: resolve(packageRoot(), 'bench', 'data', 'plan-fresh46.jsonl'),
    split: 'holdout',
  },
};

/** The set's lines, only those of its split when it names one. */
function readSet(name: string): string {
  const set = SETS[name];
  if (set === undefined) {
    throw new Error(`BENCH_GENERATE_SET=${name} is not a set; use one of ${Object.keys(SETS).join(', ')}`);
  }
  const lines = readFileSync(set.path, 'utf8').split('\n');
  if (set.split === undefined) return lines.join('\n');
  return lines
    .filter((line) => line.trim() !== '' && (JSON.parse(line) as { split?: string }).split === set.split)
    .join('\n');
}

export async function run(): Promise<void> {
  const name = process.env['BENCH_GENERATE_SET'] ?? 'dev';
  const ids = (process.env['BENCH_GENERATE_IDS'] ?? '').split(',').filter((id) => id !== '');
  const all = parseGenerationSet(readSet(name), name).filter((c) => ids.length === 0 || ids.includes(c.id));
  const limit = Number(process.env['BENCH_GENERATE_LIMIT'] ?? all.length);
  const cases = all.slice(0, Number.isInteger(limit) && limit > 0 ? limit : all.length);
  await printGenerationEval(cases, {
    openai: undefined,
    maxRepairs: 3,
    title: `${name} (offline, ${cases.length} requests)`,
    verbose: process.env['BENCH_GENERATE_VERBOSE'] === '1' && !name.endsWith('-holdout'),
    heldBack: name.endsWith('-holdout'),
  });
}
