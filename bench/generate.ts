/**
 * `npm run bench -- generate`: `eval generate` on the development set, offline (the offline composer, the
 * sandboxed mock run, no preview), printing the table: verified rate, verified-but-incomplete count, resource
 * recall and precision, stated properties present, the intent rung's agreement with the ground truth, per
 * difficulty level. `BENCH_GENERATE_LIMIT=N` runs only the first N requests, `BENCH_GENERATE_IDS=g001,g036`
 * only those; `BENCH_GENERATE_VERBOSE=1` prints the failed rungs' errors of each run that is not verified.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { parseGenerationSet } from '../src/eval/generation-set.js';
import { packageRoot } from '../src/shared/paths.js';
import { printGenerationEval } from './support/evaluate-set.js';

const SET = resolve(packageRoot(), '..', 'shared', 'eval', 'generate-dev.jsonl');

export async function run(): Promise<void> {
  const ids = (process.env['BENCH_GENERATE_IDS'] ?? '').split(',').filter((id) => id !== '');
  const all = parseGenerationSet(readFileSync(SET, 'utf8'), SET).filter(
    (c) => ids.length === 0 || ids.includes(c.id),
  );
  const limit = Number(process.env['BENCH_GENERATE_LIMIT'] ?? all.length);
  const cases = all.slice(0, Number.isInteger(limit) && limit > 0 ? limit : all.length);
  await printGenerationEval(cases, {
    openai: undefined,
    maxRepairs: 3,
    title: `${SET} (offline, ${cases.length} requests)`,
    verbose: process.env['BENCH_GENERATE_VERBOSE'] === '1',
  });
}
