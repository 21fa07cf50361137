import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { evaluateGeneration } from '../../src/eval/evaluate-generation.js';
import type { GenerationCase } from '../../src/eval/generation-set.js';
import { formatGenerationTable } from '../../src/eval/summarize-generation.js';
import { createPipelineDeps, type PipelineConfig } from '../../src/pipeline/create-deps.js';
import { systemClock } from '../../src/shared/clock.js';
import { runPipeline } from '../../src/pipeline/run-pipeline.js';
import type { PipelineDeps } from '../../src/pipeline/deps.js';
import type { GenerationResult } from '../../src/pipeline/types.js';
import { defaultSnapshotDir, packageRoot } from '../../src/shared/paths.js';

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

/**
 * The pipeline as the generate benchmarks run it: the bundled snapshot, a sandboxed mock run, no preview and
 * no `npm install`.
 */
export async function createBenchDeps(openai: PipelineConfig['openai']): Promise<PipelineDeps> {
  return createPipelineDeps({
    snapshotDir: defaultSnapshotDir(),
    cacheDir: join(tmpdir(), 'pulumi-gen-bench-cache'),
    nodeModulesDirs: [join(packageRoot(), 'node_modules')],
    openai,
    // No PATH for npm: the benchmark never runs `npm install` (a program needing an uninstalled provider
    // fails at install, quickly, instead of waiting on the registry); the sandbox tools are found in the
    // system dirs.
    npm: { vars: {}, secrets: [] },
    pathEnv: '',
    preview: 'off',
    sandbox: 'auto',
    identity: { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
    nodePath: process.execPath,
  });
}

/**
 * `eval generate` as the generate benchmarks run it: the real pipeline (sandboxed mock run, no preview), a
 * progress line per request on stderr, and the table on stdout under `title`.
 */
export async function printGenerationEval(
  cases: readonly GenerationCase[],
  options: {
    readonly openai: PipelineConfig['openai'];
    readonly maxRepairs: number;
    readonly title: string;
    /** Print the failed rungs' errors of each run that is not verified. */
    readonly verbose?: boolean;
    /** A held-back set: print the summaries alone, no request's id or misses. */
    readonly heldBack?: boolean;
  },
): Promise<void> {
  const deps = await createBenchDeps(options.openai);
  const scores = await evaluateGeneration(cases, {
    generate: async (text) => {
      const result = await runPipeline(
        { text, source: 'cli', mode: 'new', maxRepairs: options.maxRepairs, preview: 'off' },
        deps,
      );
      if (options.verbose === true && result.status !== 'verified') console.error(failedRungs(result));
      return result;
    },
    clock: systemClock,
    onScore: (score, index, of) =>
      console.error(
        options.heldBack === true
          ? `${index + 1}/${of}`
          : `${index + 1}/${of} ${score.id} ${score.verified ? 'verified' : 'not verified'} recall ${score.recall.toFixed(2)}`,
      ),
  });
  console.log(`${options.title}\n`);
  console.log(formatGenerationTable(scores, options.heldBack !== true));
}
