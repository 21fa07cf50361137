import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CommandContext, CommandGroup, LeafCommand } from '../command.js';
import { UsageError, UserError, errorMessage } from '../../shared/errors.js';
import { evaluateRetrieval, type EvaluationRun } from '../../retrieve/evaluate.js';
import { parseEvalQueries } from '../../retrieve/metrics.js';
import { limitFlag, openRegistrySearch } from './search.js';

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

const retrievalCommand: LeafCommand = {
  kind: 'leaf',
  name: 'retrieval',
  summary: 'Recall@k, MRR@10, nDCG@10 and success@1 of the registry search on a query set',
  usage: [
    'Usage: pulumi-gen eval retrieval --queries FILE.jsonl [--k 10] [--json]',
    '',
    'Options:',
    '  --queries FILE  JSON Lines of {"id","query","expected":[token | [token, ...]]}; an inner list means',
    '                  any one of its tokens counts',
    '  --k N           the cut-off for recall (default 10)',
    '  --json          the summary and per-query scores (recall, reciprocalRank, ndcg, success1, misses)',
  ].join('\n'),
  options: { queries: { type: 'string' }, k: { type: 'string' }, json: { type: 'boolean' } },
  async run(context: CommandContext) {
    const file = context.values['queries'];
    if (typeof file !== 'string') {
      throw new UsageError(
        "eval retrieval needs --queries FILE.jsonl; run 'pulumi-gen eval retrieval --help'",
      );
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
  },
};

export const evalCommand: CommandGroup = {
  kind: 'group',
  name: 'eval',
  summary: 'Measure retrieval quality on a query set',
  subcommands: [retrievalCommand],
};
