/**
 * `npm run bench -- model-programs`: correct programs a capable model would write, served as the model's
 * reply through the real pipeline with no repair round (issue 23: "0 false alarms on round 0"). The
 * programs and requests are `bench/data/model-programs/` (written blind; see its README). A scripted
 * OpenAI-compatible server on 127.0.0.1 answers the generate call with the program; its plan call gets no
 * valid plan, so the offline plan is the judge, as for a model that cannot plan. Everything else is real:
 * retrieval, the prompt, the ladder (sandboxed mock run per config case, intent, policy), the package store.
 *
 * Every error finding on a correct program is a false alarm: the bench lists them per program, and
 * prints the dev and holdout halves apart (tune on dev only). `MODEL_PROGRAMS_ONLY=m01,m04` runs a few.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { GenerationResult } from '../src/pipeline/types.js';
import { packageRoot } from '../src/shared/paths.js';
import { errorFindings, startProgramServer } from './support/serve-programs.js';

const DATA = join(packageRoot(), 'bench', 'data', 'model-programs');

interface ModelProgram {
  readonly id: string;
  readonly request: string;
  readonly program: string;
  readonly split: 'dev' | 'holdout';
}

function loadPrograms(): ModelProgram[] {
  const only = process.env['MODEL_PROGRAMS_ONLY']?.split(',');
  return readdirSync(DATA)
    .filter((id) => existsSync(join(DATA, id, 'index.ts')))
    .filter((id) => only === undefined || only.some((prefix) => id.startsWith(prefix)))
    .sort()
    .map((id) => {
      const meta = JSON.parse(readFileSync(join(DATA, id, 'meta.json'), 'utf8')) as { split: string };
      return {
        id,
        request: readFileSync(join(DATA, id, 'request.txt'), 'utf8').trim(),
        program: readFileSync(join(DATA, id, 'index.ts'), 'utf8'),
        split: meta.split === 'holdout' ? 'holdout' : 'dev',
      };
    });
}

function describe(result: GenerationResult): string {
  if (result.status === 'verified') return 'verified';
  if (result.status === 'partial') {
    return `partial (every rung passed; not understood: ${(result.unplanned ?? []).map((p) => `"${p.text}"`).join(', ')})`;
  }
  if (result.failure !== undefined) return `NOT  stage ${result.failure.stage}: ${result.failure.message}`;
  const skipped = result.verification.find((o) => o.status === 'skipped' && o.unverified === true);
  const alarms = errorFindings(result);
  const shown = alarms.map((f) => `\n      ${f.rung}/${f.code ?? '?'}: ${f.message.slice(0, 240)}`).join('');
  return `NOT  ${alarms.length} false alarm(s)${skipped ? ` (${skipped.rung} skipped: ${skipped.reason ?? ''})` : ''}${shown}`;
}

export async function run(): Promise<void> {
  const programs = loadPrograms();
  const server = await startProgramServer();
  try {
    const totals = {
      dev: { verified: 0, partial: 0, alarms: 0, n: 0 },
      holdout: { verified: 0, partial: 0, alarms: 0, n: 0 },
    };
    for (const split of ['dev', 'holdout'] as const) {
      console.log(`\n${split}:`);
      for (const program of programs.filter((p) => p.split === split)) {
        const started = performance.now();
        const result = await server.serve(program.request, program.program);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(`  ${program.id.padEnd(36)} ${seconds.padStart(5)} s  ${describe(result)}`);
        totals[split].n += 1;
        totals[split].alarms += errorFindings(result).length;
        if (result.status === 'verified') totals[split].verified += 1;
        if (result.status === 'partial') totals[split].partial += 1;
      }
    }
    for (const split of ['dev', 'holdout'] as const) {
      const t = totals[split];
      console.log(
        `${split}: verified on round 0 ${t.verified} of ${t.n}, verified in part ${t.partial}; false alarms ${t.alarms} (target 0)`,
      );
    }
  } finally {
    await server.close();
  }
}
