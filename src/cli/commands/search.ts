import type { LeafCommand } from '../command.js';

export const searchCommand: LeafCommand = {
  kind: 'leaf',
  name: 'search',
  summary: 'Search the registry snapshot (hybrid BM25 + embeddings)',
  usage: [
    'Usage: pulumi-gen search "<query>" [--limit 10] [--provider P] [--json]',
    '       pulumi-gen search --batch FILE.jsonl [--limit N] --json',
  ].join('\n'),
  options: [
    { name: 'limit', value: 'N', help: 'how many results (default 10)' },
    {
      name: 'provider',
      value: 'P',
      help: 'only these providers (comma-separated: aws, azure-native, gcp, kubernetes, ...); default: inferred from the query ("S3" → aws, "AKS" → azure-native), else all',
    },
    {
      name: 'json',
      help: 'JSON output: {"query","providers","routing","hits":[{token,tsName,provider,kind,score,sparse,dense}],"warnings"}',
    },
    {
      name: 'batch',
      value: 'FILE',
      help: 'JSON Lines of {"id","query"}; prints {"id","results":[{token,tsName,score}]} per line, in order, from one process',
    },
  ],
  run: async (context) => (await import('../handlers/search.js')).runSearch(context),
};
