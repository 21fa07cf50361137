/**
 * `npm run bench -- model-replay`: a capable model answering the real prompts of held-back requests, replayed
 * offline. `bench/data/model-replay/requests.jsonl` holds requests of the `holdout` split of the fresh set
 * (nothing was tuned on them); `answers/<id>/<stage>-<n>.txt` are the answers a capable model wrote from the
 * prompt alone (`prompts/<id>/<stage>-<n>.txt`, recorded on every run), and `answers/<id>/repair-<n>.json`
 * its judgement of the findings of each repair prompt (and of each plan re-ask): a real fault of its answer, or a false alarm with its
 * cause. Everything else is real (the `openai` client, plan validation, retrieval, the prompt, the ladder
 * with the sandboxed mock run, intent, policy).
 *
 * The figure: requests verified on round 0, verified after real fixes only, and repair rounds caused by
 * false alarms (every finding of the round a false alarm), with each false alarm and its cause. A call with
 * no answer, or a repair prompt with no judgement (or one written for another prompt), ends the run with the
 * file to write. `REPLAY_IDS=f005,f019` replays only those requests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parseGenerationSet } from '../src/eval/generation-set.js';
import { runPipeline } from '../src/pipeline/run-pipeline.js';
import type { GenerationResult } from '../src/pipeline/types.js';
import { packageRoot } from '../src/shared/paths.js';
import { createBenchDeps } from './support/evaluate-set.js';
import {
  readJudgement,
  startReplayModel,
  type ReplayCall,
  type RepairJudgement,
} from './support/replay-model.js';

const DATA = join(packageRoot(), 'bench', 'data', 'model-replay');
const MAX_REPAIRS = 3;

interface ReplayOutcome {
  readonly id: string;
  readonly status: GenerationResult['status'];
  readonly repairs: readonly { readonly call: ReplayCall; readonly judgement: RepairJudgement }[];
  /** Files still to write (an answer, a judgement), when the replay could not finish. */
  readonly todo: readonly string[];
  readonly why: string;
}

function whyNot(result: GenerationResult): string {
  if (result.status === 'verified') return '';
  if (result.failure !== undefined) return `${result.failure.stage}: ${result.failure.message}`;
  const failed = result.verification.filter((rung) => rung.status === 'failed' || rung.unverified === true);
  const unplanned = (result.unplanned ?? []).map((part) => part.text).join('; ');
  return [...failed.map((rung) => rung.rung), ...(unplanned === '' ? [] : [`unplanned: ${unplanned}`])].join(
    ', ',
  );
}

function isFalseAlarmRound(judgement: RepairJudgement): boolean {
  return judgement.findings.length > 0 && judgement.findings.every((f) => f.verdict === 'false-alarm');
}

function printFigure(outcomes: readonly ReplayOutcome[]): void {
  const done = outcomes.filter((o) => o.todo.length === 0);
  const clean = (o: ReplayOutcome) =>
    o.repairs.every((r) => r.judgement.findings.every((f) => f.verdict === 'real'));
  const round0 = done.filter((o) => o.status === 'verified' && o.repairs.length === 0);
  const realOnly = done.filter((o) => o.status === 'verified' && o.repairs.length > 0 && clean(o));
  const falseRounds = done.flatMap((o) => o.repairs.filter((r) => isFalseAlarmRound(r.judgement)));
  for (const o of outcomes) {
    const rounds = o.repairs
      .map(
        (r) =>
          `${r.call.stage}-${r.call.n}:${isFalseAlarmRound(r.judgement) ? 'false-alarm' : clean({ ...o, repairs: [r] }) ? 'real' : 'mixed'}`,
      )
      .join(' ');
    const state = o.todo.length > 0 ? 'incomplete' : o.status;
    console.log(
      `${o.id} ${state} repairs ${o.repairs.length}${rounds === '' ? '' : ` (${rounds})`}${o.why === '' ? '' : ` — ${o.why}`}`,
    );
  }
  console.log(`\nreplayed ${done.length} of ${outcomes.length} requests (holdout of the fresh set)`);
  console.log(`verified on round 0: ${round0.length}`);
  console.log(`verified after real fixes only: ${realOnly.length}`);
  console.log(
    `not verified or verified after a false alarm: ${done.length - round0.length - realOnly.length}`,
  );
  console.log(`repair rounds (and plan re-asks) caused by false alarms: ${falseRounds.length}`);
  for (const o of done)
    for (const r of o.repairs)
      for (const f of r.judgement.findings.filter((x) => x.verdict === 'false-alarm'))
        console.log(
          `  ${o.id} ${r.call.stage}-${r.call.n}: ${f.cause ?? 'no cause given'}\n    ${f.finding}`,
        );
  const todo = outcomes.flatMap((o) => o.todo);
  if (todo.length > 0) {
    console.log(`\nto write (${DATA}):\n${todo.map((file) => `  ${file}`).join('\n')}`);
    process.exitCode = 1;
  }
}

export async function run(): Promise<void> {
  const set = join(DATA, 'requests.jsonl');
  const only = (process.env['REPLAY_IDS'] ?? '').split(',').filter((id) => id !== '');
  const cases = parseGenerationSet(readFileSync(set, 'utf8'), set).filter(
    (c) => only.length === 0 || only.includes(c.id),
  );
  const model = await startReplayModel(DATA);
  const outcomes: ReplayOutcome[] = [];
  try {
    const deps = await createBenchDeps({
      apiKey: 'sk-replay',
      baseUrl: model.baseUrl,
      model: 'replayed-capable-model',
    });
    for (const c of cases) {
      model.begin(c.id);
      const result = await runPipeline(
        { text: c.request, source: 'cli', mode: 'new', maxRepairs: MAX_REPAIRS, preview: 'off' },
        deps,
      );
      const { made, missing } = model.calls();
      const repairs: ReplayOutcome['repairs'][number][] = [];
      const todo: string[] = missing === undefined ? [] : [missing];
      // A repair round answers the verifier's findings; a second plan call answers the plan validator's.
      for (const call of made.filter((m) => m.stage === 'repair' || (m.stage === 'plan' && m.n > 1))) {
        const judged = readJudgement(DATA, c.id, call);
        if (judged.status === 'ok') repairs.push({ call, judgement: judged.judgement });
        else if (missing === undefined) todo.push(judged.why);
      }
      console.error(`${c.id} ${todo.length > 0 ? 'incomplete' : result.status} (${made.length} model calls)`);
      outcomes.push({ id: c.id, status: result.status, repairs, todo, why: whyNot(result) });
    }
  } finally {
    await model.close();
  }
  printFigure(outcomes);
}
