import { settingOptions } from '../setting-options.js';
import type { CommandGroup, LeafCommand } from '../command.js';

const retrievalCommand: LeafCommand = {
  kind: 'leaf',
  name: 'retrieval',
  summary: 'Recall@k, MRR@10, nDCG@10 and success@1 of the registry search on a query set',
  usage: 'Usage: pulumi-gen eval retrieval --queries FILE.jsonl [--k 10] [--json]',
  options: [
    {
      name: 'queries',
      value: 'FILE',
      help: 'JSON Lines of {"id","query","expected":[token | [token, ...]]}; an inner list means any one of its tokens counts',
    },
    { name: 'k', value: 'N', help: 'the cut-off for recall (default 10)' },
    {
      name: 'json',
      help: 'the summary and per-query scores (recall, reciprocalRank, ndcg, success1, misses)',
    },
  ],
  run: async (context) => (await import('../handlers/eval.js')).runRetrievalEval(context),
};

const generateCommand: LeafCommand = {
  kind: 'leaf',
  name: 'generate',
  summary:
    'Verified rate, resource recall/precision, stated properties and intent agreement on a request set',
  usage: [
    'Usage: pulumi-gen eval generate --set FILE.jsonl [--offline] [--json] [--limit N] [--model M]',
    '',
    'Runs the whole pipeline (sandboxed mock run, no preview) on each request and scores the program against',
    'the set: {"id","request","difficulty","expected":[token],"alsoSatisfiedBy":{token: text},"properties"}.',
  ].join('\n'),
  options: [
    { name: 'set', value: 'FILE', help: 'the request set (JSON Lines)' },
    ...settingOptions(['offline', 'model', 'baseUrl']),
    { name: 'limit', value: 'N', help: 'only the first N requests' },
    { name: 'json', help: "the summaries (total and per difficulty level) and every request's scores" },
  ],
  run: async (context) => (await import('../handlers/eval.js')).runGenerationEval(context),
};

export const evalCommand: CommandGroup = {
  kind: 'group',
  name: 'eval',
  summary: 'Measure retrieval quality on a query set, or generation quality on a request set',
  subcommands: [retrievalCommand, generateCommand],
};
