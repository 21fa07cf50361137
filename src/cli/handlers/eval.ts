import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CommandContext } from '../command.js';
import { UsageError, UserError, errorMessage } from '../../shared/errors.js';
import { evaluateRetrieval, type EvaluationRun } from '../../retrieve/evaluate.js';
import { parseEvalQueries } from '../../retrieve/metrics.js';
import { evaluateGeneration } from '../../eval/evaluate-generation.js';
import { parseGenerationSet, type GenerationCase } from '../../eval/generation-set.js';
import { formatGenerationTable, summarizeScores } from '../../eval/summarize-generation.js';
import { buildPipeline } from '../../pipeline/build-pipeline.js';
import { cliSource, resolveSettings } from '../../settings/resolve-settings.js';
import { systemClock } from '../../shared/clock.js';
import { packageRoot } from '../../shared/paths.js';
import { redactSecrets } from '../../shared/redact.js';
import { limitFlag, stringFlag } from '../flags.js';
import { openRegistrySearch } from './search.js';

function formatSummary(run: EvaluationRun, source: string): string {
  const lines = [
    `${source}: ${run.queries} queries`,
    `  recall@${run.k}   ${run.recallAtK.toFixed(3)}`,
    `  MRR@10      ${run.mrrAt10.toFixed(3)}`,
    `  nDCG@10     ${run.ndcgAt10.toFixed(3)}`,
    `  success@1   ${run.successAt1.toFixed(3)}`,
    `  latency     p50 ${run.latencyP50.toFixed(1)} ms, p95 ${run.latencyP95.toFixed(1)} ms`,
  ];
  const misses = run.perQuery.filter((q) => q.misses.length > 0 || q.reciprocalRank < 1);
  if (misses.length > 0) {
    lines.push('', `misses (not in the top ${run.k}) and imperfect ranks:`);
    for (const q of misses) {
      lines.push(
        `  ${q.id}  rr=${q.reciprocalRank.toFixed(2)}  "${q.query}"`,
        ...q.misses.map((miss) => `      missing ${miss}`),
        `      top: ${q.top.join(', ')}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

export async function runRetrievalEval(context: CommandContext): Promise<number> {
  const file = context.values['queries'];
  if (typeof file !== 'string') {
    throw new UsageError("eval retrieval needs --queries FILE.jsonl; run 'pulumi-gen eval retrieval --help'");
  }
  const k = limitFlag(context, 'k', 10);
  let text: string;
  try {
    text = readFileSync(resolve(context.env.cwd, file), 'utf8');
  } catch (error) {
    throw new UserError(`cannot read the query set ${file}: ${errorMessage(error)}`);
  }
  let queries;
  try {
    queries = parseEvalQueries(text, file);
  } catch (error) {
    throw new UserError(errorMessage(error));
  }
  if (queries.length === 0) {
    throw new UserError(`the query set ${file} has no queries`);
  }
  const run = await evaluateRetrieval(openRegistrySearch(context), queries, k);
  if (context.values['json'] === true) {
    context.io.stdout(`${JSON.stringify(run)}\n`);
  } else {
    context.io.stdout(formatSummary(run, file));
  }
  return 0;
}

function readGenerationSet(context: CommandContext): GenerationCase[] {
  const file = stringFlag(context, 'set');
  if (file === undefined) {
    throw new UsageError("eval generate needs --set FILE.jsonl; run 'pulumi-gen eval generate --help'");
  }
  let cases: GenerationCase[];
  try {
    cases = parseGenerationSet(readFileSync(resolve(context.env.cwd, file), 'utf8'), file);
  } catch (error) {
    throw new UserError(`cannot use the request set ${file}: ${errorMessage(error)}`);
  }
  if (cases.length === 0) throw new UserError(`the request set ${file} has no requests`);
  const limit =
    context.values['limit'] === undefined ? cases.length : limitFlag(context, 'limit', cases.length);
  return cases.slice(0, limit);
}

export async function runGenerationEval(context: CommandContext): Promise<number> {
  const cases = readGenerationSet(context);
  const { env, io } = context;
  const settings = resolveSettings(
    ['offline', 'model', 'baseUrl', 'apiKey', 'embeddingModel'],
    cliSource(context.values, env.variables, {}),
  );
  const offline = settings.offline || (settings.apiKey === undefined && settings.baseUrl === undefined);
  const secrets = [settings.apiKey];
  const generate = buildPipeline({
    snapshotDir: env.snapshotDir,
    cacheDir: env.cacheDir,
    storeDir: env.storeDir,
    npm: env.npm,
    nodeModulesDirs: [join(packageRoot(), 'node_modules'), join(env.cwd, 'node_modules')],
    openai: offline
      ? undefined
      : { apiKey: settings.apiKey, baseUrl: settings.baseUrl, model: settings.model },
    embedding: { baseUrl: settings.baseUrl, apiKey: settings.apiKey, model: settings.embeddingModel },
    pathEnv: env.path,
    preview: 'off',
    sandbox: 'auto',
    identity: { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
    nodePath: process.execPath,
    homeDir: env.homeDir,
  });
  const scores = await evaluateGeneration(cases, {
    generate: (text) =>
      generate({ text, source: 'cli', mode: 'new', maxRepairs: 3, preview: 'off' }, () => undefined),
    clock: systemClock,
    onScore: (score, index, of) =>
      io.stderr(
        `pulumi-gen: ${index + 1}/${of} ${score.id} ${score.verified ? 'verified' : 'not verified'}, recall ${score.recall.toFixed(2)}\n`,
      ),
  });
  const output =
    context.values['json'] === true
      ? `${JSON.stringify({ summary: summarizeScores(scores), requests: scores }, null, 2)}\n`
      : formatGenerationTable(scores);
  io.stdout(redactSecrets(output, secrets));
  return 0;
}
