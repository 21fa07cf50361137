import type { ChatMessage } from '../model/chat-model.js';

/**
 * Example phrases in each provider's own naming, so the model answers in the names that provider's
 * records carry (`storage StorageAccount` for Azure Native, not `s3 BucketPolicy` for every cloud).
 */
const EXAMPLE_PHRASES: Readonly<Record<string, string>> = {
  aws: 's3 BucketPolicy',
  'azure-native': 'storage StorageAccount',
  gcp: 'container Cluster',
  kubernetes: 'apps v1 Deployment',
  cloudflare: 'DnsRecord',
  docker: 'Container',
  github: 'Repository',
  random: 'RandomPassword',
  tls: 'PrivateKey',
};

/** One phrase per resource a request may need: more for longer requests, within bounds. */
export function phraseLimit(requestText: string): number {
  const words = requestText.split(/\s+/).filter((w) => w !== '').length;
  return Math.min(20, Math.max(8, Math.ceil(words / 6)));
}

/**
 * The search-terms call. The model reads the request as written (host names and addresses included: "a DNS
 * record for api.example.com" says what is needed); only the sparse queries drop such literals.
 */
export function searchTermsMessages(requestText: string, providers: readonly string[]): ChatMessage[] {
  const examples = providers
    .map((provider) => EXAMPLE_PHRASES[provider])
    .filter((phrase): phrase is string => phrase !== undefined);
  const example = examples.length > 0 ? examples.map((e) => `"${e}"`).join(', ') : '"s3 BucketPolicy"';
  return [
    {
      role: 'system',
      content:
        `You find Pulumi provider resources for an infrastructure request. Reply with a JSON array of at most ${phraseLimit(requestText)} ` +
        `short search phrases, one per resource or data source needed, including the supporting ones (networks, roles, ` +
        `resource groups) (providers: ${providers.join(', ')}). Use the module and resource names a Pulumi program ` +
        `would use, e.g. ${example}.`,
    },
    { role: 'user', content: requestText },
  ];
}

/** The phrases of a reply: a JSON array, else one phrase per line; at most `limit`. */
export function parseSearchTerms(reply: string, limit: number): string[] {
  const json = /\[[\s\S]*\]/.exec(reply)?.[0];
  if (json !== undefined) {
    try {
      const parsed = JSON.parse(json) as unknown;
      if (Array.isArray(parsed)) {
        return parsed
          .filter((term): term is string => typeof term === 'string' && term.trim() !== '')
          .slice(0, limit);
      }
    } catch {
      // fall through to line parsing
    }
  }
  return reply
    .split('\n')
    .map((line) => line.replace(/^[\s\-*\d.)]+/, '').trim())
    .filter((line) => line !== '' && line.length < 80)
    .slice(0, limit);
}
