/**
 * `npm run bench -- generate`: `eval generate` on the development set, offline (the offline composer, the
 * sandboxed mock run, no preview), printing the table: verified rate, verified-but-incomplete count, resource
 * recall and precision, stated properties present, the intent rung's agreement with the ground truth, per
 * difficulty level. `BENCH_GENERATE_LIMIT=N` runs only the first N requests, `BENCH_GENERATE_IDS=g001,g036`
 * only those; `BENCH_GENERATE_VERBOSE=1` prints the failed rungs' errors of each run that is not verified.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { evaluateGeneration } from '../src/eval/evaluate-generation.js';
import { parseGenerationSet } from '../src/eval/generation-set.js';
import { formatGenerationTable } from '../src/eval/summarize-generation.js';
import { createPipelineDeps } from '../src/pipeline/create-deps.js';
import { systemClock } from '../src/pipeline/deps.js';
import { runPipeline } from '../src/pipeline/run-pipeline.js';
import type { GenerationResult } from '../src/pipeline/types.js';
import { defaultSnapshotDir, packageRoot } from '../src/shared/paths.js';

const SET = resolve(packageRoot(), '..', 'shared', 'eval', 'generate-dev.jsonl');

/** The rungs a run failed, with their error findings: why a program was not verified. */
function failedRungs(result: GenerationResult): string {
  return result.verification
    .filter((rung) => rung.status === 'failed' || rung.unverified === true)
    .map((rung) => {
      const errors = rung.findings.filter((f) => f.severity === 'error').map((f) => `\n      ${f.message}`);
      return `    ${rung.rung} ${rung.status}${rung.reason === undefined ? '' : `: ${rung.reason}`}${errors.join('')}`;
    })
    .join('\n');
}

export async function run(): Promise<void> {
  const ids = (process.env['BENCH_GENERATE_IDS'] ?? '').split(',').filter((id) => id !== '');
  const all = parseGenerationSet(readFileSync(SET, 'utf8'), SET).filter(
    (c) => ids.length === 0 || ids.includes(c.id),
  );
  const limit = Number(process.env['BENCH_GENERATE_LIMIT'] ?? all.length);
  const cases = all.slice(0, Number.isInteger(limit) && limit > 0 ? limit : all.length);
  const verbose = process.env['BENCH_GENERATE_VERBOSE'] === '1';
  const deps = await createPipelineDeps({
    snapshotDir: defaultSnapshotDir(),
    cacheDir: join(tmpdir(), 'pulumi-gen-bench-cache'),
    nodeModulesDirs: [join(packageRoot(), 'node_modules')],
    openai: undefined,
    // No PATH: the benchmark never runs `npm install` (a program needing an uninstalled provider fails at
    // install, quickly, instead of waiting on the registry); the sandbox tools are found in the system dirs.
    pathEnv: '',
    preview: 'off',
    sandbox: 'auto',
    identity: { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
    nodePath: process.execPath,
  });
  const scores = await evaluateGeneration(cases, {
    generate: async (text) => {
      const result = await runPipeline(
        { text, source: 'cli', mode: 'new', maxRepairs: 3, preview: 'off' },
        deps,
      );
      if (verbose && result.status !== 'verified') console.error(failedRungs(result));
      return result;
    },
    clock: systemClock,
    onScore: (score, index, of) =>
      console.error(
        `${index + 1}/${of} ${score.id} ${score.verified ? 'verified' : 'not verified'} recall ${score.recall.toFixed(2)}`,
      ),
  });
  console.log(`${SET} (offline, ${cases.length} requests)\n`);
  console.log(formatGenerationTable(scores));
}
