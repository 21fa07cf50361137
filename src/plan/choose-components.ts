import { servicePhrasesFor } from '../retrieve/glossary.js';
import { examplePopularity, nameWordSets, queryIntent, recordName } from '../retrieve/search-document.js';
import { analyse } from '../retrieve/terms.js';
import type { RegistrySearch, SearchHit } from '../retrieve/types.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import type { RequestPart } from './parts.js';
import { saidInOrder } from './word-order.js';

/** A resource (or, for a lookup, a function) the words of one part name. */
export interface ChosenRecord {
  readonly record: SnapshotRecord;
  readonly part: RequestPart;
  /** Other records the part also names, kept as the component's alternatives. */
  readonly runnersUp: readonly string[];
}

/** Hits of one part considered for its components. */
const HITS_PER_PART = 8;
/** Resources sharing a name across a provider's services; more than this and the name alone is ambiguous. */
const DISTINCT_NAME_MAX = 2;
/**
 * Popularity (use in other records' examples, 0..1) above which a distinct one-word name counts on its own:
 * "a VPC" names `aws.ec2.Vpc`, while "scripts" does not name `aws.gamelift.Script`.
 */
const POPULAR = 0.45;

interface ProviderFacts {
  readonly nameCounts: Map<string, number>;
  readonly popularity: Map<string, number>;
}

const factsCache = new WeakMap<Snapshot, Map<string, ProviderFacts>>();

/** Per provider: how many resources share each name, and each record's popularity in examples. */
function providerFacts(snapshot: Snapshot, provider: string): ProviderFacts {
  let byProvider = factsCache.get(snapshot);
  if (byProvider === undefined) {
    byProvider = new Map();
    factsCache.set(snapshot, byProvider);
  }
  let facts = byProvider.get(provider);
  if (facts === undefined) {
    const records = snapshot.list({ provider });
    const nameCounts = new Map<string, number>();
    for (const record of records) {
      if (record.kind !== 'resource' || record.deprecated !== undefined) continue;
      const name = recordName(record).toLowerCase();
      nameCounts.set(name, (nameCounts.get(name) ?? 0) + 1);
    }
    facts = { nameCounts, popularity: examplePopularity(records) };
    byProvider.set(provider, facts);
  }
  return facts;
}

/** How often other records' examples use this one (0..1): common resources score high, obscure ones 0. */
export function recordPopularity(snapshot: Snapshot, record: SnapshotRecord): number {
  return providerFacts(snapshot, record.provider).popularity.get(record.token) ?? 0;
}

const allIn = (words: readonly string[], terms: ReadonlySet<string>): boolean =>
  words.length > 0 && words.every((w) => terms.has(w));

/** Whether the terms name the record's service (`sqs`, "api gateway", "simple storage service"). */
function serviceNamed(record: SnapshotRecord, terms: ReadonlySet<string>): boolean {
  const own = new Set(ownNameWords(record));
  return servicePhrasesFor(record.provider, record.module).some((phrase) => {
    const words = analyse(phrase);
    // "accounts" names AWS Organizations only if it is not just the record's own name (`Account`) again.
    return allIn(words, terms) && !words.every((w) => own.has(w));
  });
}

/**
 * Whether the word before a one-word name makes the name of another resource of the provider: "API key"
 * names `ApiKey`, not the KMS `Key`; "user pool" names `UserPool`, not `User`.
 */
function compoundNamesOther(
  snapshot: Snapshot,
  record: SnapshotRecord,
  partWords: readonly string[],
): boolean {
  const facts = providerFacts(snapshot, record.provider);
  const head = ownNameWords(record)[0] ?? '';
  return partWords.some((word, i) => {
    if (word !== head) return false;
    const before = partWords[i - 1];
    const after = partWords[i + 1];
    return (
      (before !== undefined && facts.nameCounts.has(`${before}${head}`)) ||
      (after !== undefined && facts.nameCounts.has(`${head}${after}`))
    );
  });
}

/** The record's own name as analysed words: `BucketPolicy` → bucket policy. */
export function ownNameWords(record: SnapshotRecord): string[] {
  return (nameWordSets(record)[0] ?? '').split(' ').filter((w) => w !== '');
}

/**
 * Whether a part names a record. Its own name said in full, with its service named in the sentence or the
 * name distinct and common enough to stand alone ("a VPC"); or the name's head word in the part and the rest
 * in the sentence with the service named ("EventBridge … an API destination"); or a glossary phrase of two
 * or more words naming it ("block public access"). One-word glossary phrases ("access") are too loose here.
 */
export function partNames(
  record: SnapshotRecord,
  snapshot: Snapshot,
  partWords: readonly string[],
  sentenceTerms: ReadonlySet<string>,
): boolean {
  const partTerms = new Set(partWords);
  const own = ownNameWords(record);
  const head = own[own.length - 1];
  const service = serviceNamed(record, sentenceTerms);
  if (saidInOrder(own, partWords)) {
    if (service) return true;
    const facts = providerFacts(snapshot, record.provider);
    const distinct = (facts.nameCounts.get(recordName(record).toLowerCase()) ?? 0) <= DISTINCT_NAME_MAX;
    const popularWord =
      (facts.popularity.get(record.token) ?? 0) >= POPULAR &&
      !compoundNamesOther(snapshot, record, partWords);
    if (distinct && (own.length >= 2 || popularWord)) return true;
  }
  // "EventBridge … an API destination": the words the part says, in order, and the rest from the sentence.
  const inPart = own.filter((w) => partTerms.has(w));
  if (
    service &&
    head !== undefined &&
    partTerms.has(head) &&
    saidInOrder(inPart, partWords) &&
    allIn(own, sentenceTerms)
  ) {
    return true;
  }
  return nameWordSets(record)
    .slice(1)
    .some((set) => {
      const words = set.split(' ').filter((w) => w !== '');
      // A one-word phrase ("server" for an EC2 instance) only with the service named ("an EC2 web server").
      return (words.length >= 2 || (service && own.length === 1)) && saidInOrder(words, partWords);
    });
}

/** Whether `inner`'s name words all appear in `outer`'s (`Group` inside `SecurityGroup`). */
function nameInside(inner: SnapshotRecord, outer: SnapshotRecord): boolean {
  const outerWords = new Set(ownNameWords(outer));
  return ownNameWords(inner).every((w) => outerWords.has(w));
}

export interface ChooseContext {
  readonly search: RegistrySearch;
  readonly snapshot: Snapshot;
  readonly providers: readonly string[];
  /** The part is the whole request: it must yield something. */
  readonly wholeRequest: boolean;
  /** The part's sentence: the service is often named once for several parts ("an SQS queue and a DLQ"). */
  readonly sentence: string;
}

/**
 * The records one part names: hits of a search for the part that it names (see {@link partNames}), longer
 * names first so "topic subscription" names the subscription and not the topic, skipping a record whose
 * name is inside one already taken. A whole request that names nothing outright still gets its best resource.
 */
export async function chooseForPart(part: RequestPart, context: ChooseContext): Promise<ChosenRecord[]> {
  const result = await context.search.search({
    text: part.text,
    limit: HITS_PER_PART,
    providers: context.providers,
  });
  const lookup = queryIntent(part.text).lookup && /\b(?:existing|look ?up|data source)\b/i.test(part.text);
  const partWords = analyse(part.text);
  const sentenceTerms = new Set([...partWords, ...analyse(context.sentence)]);
  const usable = result.hits
    .filter((hit) => hit.kind === 'resource' || lookup)
    .map((hit) => ({ hit, record: context.snapshot.get(hit.token) }))
    .filter((item): item is { hit: SearchHit; record: SnapshotRecord } => item.record !== undefined)
    .filter((item) => item.record.deprecated === undefined);
  const named = usable.filter((item) => partNames(item.record, context.snapshot, partWords, sentenceTerms));
  const byLength = [...named].sort((a, b) => ownNameWords(b.record).length - ownNameWords(a.record).length);
  const chosen: SnapshotRecord[] = [];
  for (const item of byLength) {
    if (chosen.some((taken) => nameInside(item.record, taken) || nameInside(taken, item.record))) continue;
    chosen.push(item.record);
  }
  if (chosen.length === 0 && context.wholeRequest && usable[0] !== undefined) chosen.push(usable[0].record);
  return chosen.map((record) => ({
    record,
    part,
    runnersUp: named.filter((item) => item.record !== record).map((item) => item.record.token),
  }));
}
