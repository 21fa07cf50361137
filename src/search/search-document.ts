import type { QueryIntent } from '../language/query-intent.js';
import { memoByObject } from '../shared/memo.js';
import { recordName } from '../snapshot/record-facts.js';
import type { SnapshotRecord } from '../snapshot/types.js';
import { aliasesFor, namePhrasesFor } from '../language/vocabulary.js';
import { analyse, splitIdentifier } from '../language/terms.js';

/** The text fields of one record as the sparse index sees them; `id` is the record's index in its provider. */
export interface SearchDocument {
  readonly id: number;
  /** The last segment of the TS name (`BucketPolicy`), for functions also without the `get` prefix. */
  readonly name: string;
  /** The module path (`s3`, `apps.v1`): the provider is implied by the per-provider index. */
  readonly path: string;
  readonly summary: string;
  readonly headings: string;
  readonly inputs: string;
  readonly aliases: string;
}

/** How much of the summary is indexed: the opening says what a resource is; the rest is mostly caveats. */
const SUMMARY_CHARS = 360;

/** Inputs nearly every record of a provider has: indexing them only makes the index bigger. */
const GENERIC_INPUTS = new Set([
  'name',
  'tags',
  'location',
  'resourceGroupName',
  'project',
  'region',
  'zone',
  'labels',
  'description',
  'apiVersion',
  'kind',
  'metadata',
  'spec',
  'accountId',
  'zoneId',
  'identity',
  'sku',
  'properties',
]);

/** Summary text without code blocks, links and markup, cut to the indexed length at a word boundary. */
export function plainSummary(summary: string, limit = SUMMARY_CHARS): string {
  const text = summary
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    // Azure Native boilerplate on every record: API versions say nothing about what a resource is.
    .replace(
      /(?:Uses Azure REST API version|In version \d+\.x of the Azure Native provider|Other available API versions)[^\n]*/g,
      ' ',
    )
    .replace(/^Description for /, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[`*_#>|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= limit) {
    return text;
  }
  const cut = text.lastIndexOf(' ', limit);
  return text.slice(0, cut > 0 ? cut : limit);
}

export function toSearchDocument(record: SnapshotRecord, id: number): SearchDocument {
  const name = recordName(record);
  const bareName = record.kind === 'function' && /^get[A-Z]/.test(name) ? name.slice(3) : '';
  return {
    id,
    name: bareName === '' ? name : `${name} ${bareName}`,
    path: record.module,
    // A function's summary restates its name ("Use this data source to get the ID of an EC2 instance"):
    // a short cut keeps the index small enough to load fast.
    summary: plainSummary(record.summary, record.kind === 'function' ? 120 : SUMMARY_CHARS),
    headings: record.examples.map((example) => example.heading).join(' ; '),
    inputs:
      record.kind === 'function'
        ? ''
        : record.inputs
            .map((input) => input.name)
            .filter((name) => !GENERIC_INPUTS.has(name))
            .slice(0, 16)
            .join(' '),
    aliases: aliasesFor(record.provider, record.module, name).join(' ; '),
  };
}

/** Traits of a record that make it a less likely answer unless the request asks for it. */
export const RecordFlag = {
  deprecated: 1,
  prerelease: 2,
  /** Kubernetes `…List` and `…Patch` variants of a kind. */
  variant: 4,
  function: 8,
  /** AWS `…V2` resources: the legacy split-out variants (`BucketVersioningV2`). */
  legacy: 16,
  /** The provider resource itself (`pulumi:providers:aws`). */
  provider: 32,
  /** IAM satellites of another resource (`SecretIamMember`, `FunctionIamBinding`). */
  iam: 64,
} as const;

export function recordFlags(record: SnapshotRecord): number {
  const name = recordName(record);
  let flags = 0;
  if (record.deprecated !== undefined && record.deprecated !== '') {
    flags |= RecordFlag.deprecated;
  }
  if (
    /(?:^|\.)v\d+(?:alpha|beta)\d*(?:\.|$)/i.test(record.module) ||
    /(?:alpha|beta)\d*$/i.test(record.module)
  ) {
    flags |= RecordFlag.prerelease;
  }
  if (record.provider === 'kubernetes' && /(?:List|Patch)$/.test(name)) {
    flags |= RecordFlag.variant;
  }
  if (record.kind === 'function') {
    flags |= RecordFlag.function;
  }
  if (record.provider === 'aws' && /V2$/.test(name)) {
    flags |= RecordFlag.legacy;
  }
  if (/.Iam(?:Member|Binding|Policy|AuditConfig)$/i.test(name)) {
    flags |= RecordFlag.iam;
  }
  if (record.token.startsWith('pulumi:providers:')) {
    flags |= RecordFlag.provider;
  }
  return flags;
}

/**
 * A multiplicative prior on a record's fused score. Users want the current, stable, creatable thing:
 * deprecated records, Kubernetes `List`/`Patch` variants, pre-release API versions and data-source
 * functions rank below the resource of the same name unless the request asks for them.
 */
export function recordPrior(flags: number, intent: QueryIntent): number {
  let prior = 1;
  if (flags & RecordFlag.deprecated) {
    prior *= 0.75;
  }
  if (flags & RecordFlag.prerelease && !intent.prerelease) {
    prior *= 0.8;
  }
  if (flags & RecordFlag.variant && !intent.variant) {
    prior *= 0.8;
  }
  if (flags & RecordFlag.function && !intent.lookup) {
    prior *= 0.75;
  }
  if (flags & RecordFlag.legacy) {
    prior *= 0.9;
  }
  if (flags & RecordFlag.iam && !intent.iam) {
    prior *= 0.75;
  }
  if (flags & RecordFlag.provider && !intent.provider) {
    prior *= 0.6;
  }
  return prior;
}

/**
 * The words that name a record, for name coverage: its name split into words (no version parts, no `get`
 * prefix on functions), plus the glossary phrases that name this very record, each as analysed words.
 * Stored in the index as `words;phrase;phrase`.
 */
export const nameWordSets = memoByObject((record: SnapshotRecord): readonly string[] => {
  const name = recordName(record);
  const bare = record.kind === 'function' ? name.replace(/^get(?=[A-Z])/, '') : name;
  const words = splitIdentifier(bare)
    .map((w) => analyse(w)[0])
    .filter((w): w is string => w !== undefined && !/^v\d+/.test(w));
  const phrases = namePhrasesFor(record.provider, record.module, name).map((phrase) =>
    analyse(phrase).join(' '),
  );
  return Object.freeze([words.join(' '), ...phrases.filter((p) => p !== '')]);
});
