import type { RecordKind } from '../snapshot/types.js';
import type { FusionConfig } from './fusion-config.js';
import type { ProviderIndex } from './search-index.js';
import { sortedResults, type SparseResult, type SparseResults } from './sparse-index-file.js';
import { builtAround, moduleName } from '../snapshot/record-facts.js';
import { queryIntent } from '../language/query-intent.js';
import { recordPrior } from './search-document.js';
import { simdScorer, type DenseScorer } from './dense-kernel.js';
import { bestRows } from './best-rows.js';
import { COMPONENT_PACKAGES } from '../language/vocabulary.js';
import { analyse, normaliseTerm, tokenizeText } from '../language/terms.js';

/** One record ranked for one query, with both channels' normalised parts. */
export interface RankedRecord {
  readonly provider: string;
  readonly id: number;
  readonly token: string;
  readonly tsName: string;
  readonly kind: RecordKind;
  readonly score: number;
  readonly sparse: number;
  readonly dense: number;
}

export interface ChannelHit {
  readonly index: ProviderIndex;
  readonly id: number;
  readonly score: number;
}

/** Pool keys as numbers: a string per BM25 hit costs more than the scoring itself on broad queries. */
const slots = new WeakMap<ProviderIndex, number>();
let nextSlot = 0;
const key = (index: ProviderIndex, id: number): number => {
  let slot = slots.get(index);
  if (slot === undefined) {
    slot = nextSlot++;
    slots.set(index, slot);
  }
  return slot * 10_000_000 + id;
};

/** A `;`-separated list of phrases (a record's name sets, a service's names) as lists of words. */
function splitPhrases(phrases: string): string[][] {
  return phrases.split(';').map((phrase) => phrase.split(' ').filter((w) => w !== ''));
}

/**
 * Per provider, the words of each record's names and each service's names, split on first use: the ranking
 * reads them for every pooled record of every query, and splitting the strings again each time was a
 * fifth of a multi-part search.
 */
interface SplitNames {
  readonly names: (string[][] | undefined)[];
  readonly services: (string[][] | undefined)[];
  /** Glossary phrases (a record's name sets after its own name) by their first word, in record order. */
  readonly phrasesByWord: Map<string, { id: number; words: string[] }[]>;
}
const splitNamesOf = new WeakMap<ProviderIndex, SplitNames>();
function splitNames(index: ProviderIndex): SplitNames {
  let split = splitNamesOf.get(index);
  if (split === undefined) {
    const phrasesByWord = new Map<string, { id: number; words: string[] }[]>();
    index.docs.names.forEach((names, id) => {
      for (const words of splitPhrases(names).slice(1)) {
        const first = words[0];
        if (first === undefined) continue;
        let list = phrasesByWord.get(first);
        if (list === undefined) {
          list = [];
          phrasesByWord.set(first, list);
        }
        list.push({ id, words });
      }
    });
    split = { names: [], services: [], phrasesByWord };
    splitNamesOf.set(index, split);
  }
  return split;
}
const recordNameWords = (index: ProviderIndex, id: number): string[][] => {
  const { names } = splitNames(index);
  return (names[id] ??= splitPhrases(index.docs.names[id] ?? ''));
};
const serviceWords = (index: ProviderIndex, service: number | undefined): string[][] => {
  if (service === undefined || index.docs.services[service] === undefined) return [];
  const { services } = splitNames(index);
  return (services[service] ??= splitPhrases(index.docs.services[service]));
};

/**
 * The records of a provider a glossary phrase names outright, every word of the phrase in the query, in
 * record order: only the phrases that start with a word of the query are read.
 */
function namedByPhrase(index: ProviderIndex, queryTerms: ReadonlySet<string>): number[] {
  const { phrasesByWord } = splitNames(index);
  const ids = new Set<number>();
  for (const term of queryTerms) {
    for (const { id, words } of phrasesByWord.get(term) ?? []) {
      if (words.every((w) => queryTerms.has(w))) ids.add(id);
    }
  }
  return [...ids].sort((a, b) => a - b);
}

/** Per provider, record ids by lower-cased TS name and type token, in record order. */
const identifierIds = new WeakMap<ProviderIndex, Map<string, number[]>>();
function idsByIdentifier(index: ProviderIndex): Map<string, number[]> {
  let map = identifierIds.get(index);
  if (map === undefined) {
    const built = new Map<string, number[]>();
    const add = (name: string, id: number) => {
      const ids = built.get(name);
      if (ids === undefined) built.set(name, [id]);
      else if (ids[ids.length - 1] !== id) ids.push(id);
    };
    index.docs.tsNames.forEach((tsName, id) => {
      add(tsName.toLowerCase(), id);
      add((index.docs.tokens[id] ?? '').toLowerCase(), id);
    });
    map = built;
    identifierIds.set(index, map);
  }
  return map;
}

/** The records the request names by TS name or type token, in record order. */
function namedById(index: ProviderIndex, named: ReadonlySet<string>): number[] {
  const byName = idsByIdentifier(index);
  const ids = new Set<number>();
  for (const name of named) {
    for (const id of byName.get(name) ?? []) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

/** One provider's best `limit` dense hits: int8 dot products against a unit query vector, ties in id order. */
export function denseTopOf(index: ProviderIndex, query: Float32Array, limit: number): ChannelHit[] {
  return denseTopOfScores(index, denseScores(index, query), limit);
}

/** The best `limit` of a provider's row scores (see {@link denseScores}) as hits, ties in id order. */
function denseTopOfScores(index: ProviderIndex, scores: Float64Array, limit: number): ChannelHit[] {
  return bestRows(scores, limit).map((id) => ({ index, id, score: scores[id]! }));
}

/** Per provider, its rows in the SIMD kernel (see `dense-kernel.ts`); null where the kernel is unavailable. */
const simdScorers = new WeakMap<ProviderIndex, DenseScorer | null>();

/** Every row's score against the query: by the SIMD kernel, or the scalar loop where it is unavailable. */
export function denseScores(index: ProviderIndex, query: Float32Array): Float64Array {
  let scorer = simdScorers.get(index);
  if (scorer === undefined) {
    scorer = simdScorer(index.vectors, index.dimensions) ?? null;
    simdScorers.set(index, scorer);
  }
  return scorer === null ? scalarDenseScores(index, query) : scorer(query);
}

/**
 * Every row's score against the query in plain JavaScript. Four rows at a time, each summed in dimension
 * order as {@link rowDot} does (the same sums to the last bit): one running sum per row waits on its
 * previous add, four independent ones keep the processor busy.
 */
function scalarDenseScores(index: ProviderIndex, query: Float32Array): Float64Array {
  const { scales, values } = index.vectors;
  const dims = index.dimensions;
  const count = scales.length;
  const scores = new Float64Array(count);
  let id = 0;
  for (; id + 4 <= count; id += 4) {
    const b0 = id * dims;
    const b1 = b0 + dims;
    const b2 = b1 + dims;
    const b3 = b2 + dims;
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    for (let d = 0; d < dims; d += 1) {
      const q = query[d]!;
      s0 += values[b0 + d]! * q;
      s1 += values[b1 + d]! * q;
      s2 += values[b2 + d]! * q;
      s3 += values[b3 + d]! * q;
    }
    scores[id] = s0 * scales[id]!;
    scores[id + 1] = s1 * scales[id + 1]!;
    scores[id + 2] = s2 * scales[id + 2]!;
    scores[id + 3] = s3 * scales[id + 3]!;
  }
  for (; id < count; id += 1) {
    scores[id] = rowDot(values, id * dims, query, dims) * scales[id]!;
  }
  return scores;
}

/** A row's dot product with the query, summed in dimension order (the order the scores were tuned with). */
function rowDot(values: Int8Array, base: number, query: Float32Array, dims: number): number {
  let dot = 0;
  for (let d = 0; d < dims; d += 1) {
    dot += values[base + d]! * query[d]!;
  }
  return dot;
}

/**
 * The best `limit` dense hits over the given providers, ties in provider then id order: each provider's own
 * best (see {@link denseTopOf}) merged, which holds every hit of the overall best.
 */
export function denseTop(
  indexes: readonly ProviderIndex[],
  query: Float32Array,
  limit: number,
  source: ChannelSource = DIRECT_CHANNELS,
): ChannelHit[] {
  return indexes
    .flatMap((index) => source.dense(index, query, limit))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/**
 * Where a ranking gets each provider's channel results for a text: computed directly, or kept for a
 * request's searches that rank the same words over the same providers (see `SearchEngine.session`).
 */
export interface ChannelSource {
  /** The provider's BM25 results for the text. */
  sparse(index: ProviderIndex, text: string): SparseResults;
  /** Every row's dense score against the text's vector, by record id (see {@link denseScores}). */
  denseScores(index: ProviderIndex, vector: Float32Array): Float64Array;
  /** The provider's best `limit` dense hits for the text's vector. */
  dense(index: ProviderIndex, vector: Float32Array, limit: number): readonly ChannelHit[];
}

export type { SparseResult, SparseResults };

export const DIRECT_CHANNELS: ChannelSource = {
  sparse: (index, text) => sortedResults(index.sparse.search(text)),
  denseScores,
  dense: (index, vector, limit) => denseTopOf(index, vector, limit),
};

/**
 * Channel results kept: a request's searches rank the same words over the same providers again (its
 * concepts, then the planner's parts), and each provider's sparse and dense results for a text are computed
 * once; a ranking reads a pooled record's dense score from the row scores its dense hits came from. Kept as
 * long as the value is: one ranking's, or one session's (see `SearchEngine.session`), so one request's
 * searches never answer another's.
 */
export function keptChannels(): ChannelSource {
  const sparse = new Map<string, SparseResults>();
  // Each provider's query terms are scored once: a request's concepts and parts share them.
  const sparseSessions = new Map<ProviderIndex, (text: string) => SparseResults>();
  const scores = new WeakMap<Float32Array, Map<ProviderIndex, Float64Array>>();
  const dense = new WeakMap<Float32Array, Map<string, readonly ChannelHit[]>>();
  const source: ChannelSource = {
    sparse(index, text) {
      const key = `${index.provider}\u0000${text}`;
      let results = sparse.get(key);
      if (results === undefined) {
        let search = sparseSessions.get(index);
        if (search === undefined) {
          search = index.sparse.session();
          sparseSessions.set(index, search);
        }
        results = search(text);
        sparse.set(key, results);
      }
      return results;
    },
    denseScores(index, vector) {
      let byProvider = scores.get(vector);
      if (byProvider === undefined) {
        byProvider = new Map();
        scores.set(vector, byProvider);
      }
      let rows = byProvider.get(index);
      if (rows === undefined) {
        rows = denseScores(index, vector);
        byProvider.set(index, rows);
      }
      return rows;
    },
    dense(index, vector, limit) {
      let byProvider = dense.get(vector);
      if (byProvider === undefined) {
        byProvider = new Map();
        dense.set(vector, byProvider);
      }
      const key = `${index.provider}\u0000${limit}`;
      let hits = byProvider.get(key);
      if (hits === undefined) {
        hits = denseTopOfScores(index, source.denseScores(index, vector), limit);
        byProvider.set(key, hits);
      }
      return hits;
    },
  };
  return source;
}

/**
 * BM25 hits over the given providers, best first. Each provider has its own index, so raw scores compare
 * only within one: a component package's index of a dozen records gets a fraction of the scores its
 * provider's index of thousands gives the same words (other IDF, other field lengths, fewer prefix
 * expansions). When both are searched, the component's scores are calibrated to the provider's: its best
 * hit scores as the provider's best does, each hit scaled down by the share of the query's words it
 * matches against the most any provider record matches. A component that says the request at its level
 * ("a Fargate service behind a load balancer") then competes with the low-level records, and one that
 * shares a stray word with the request does not.
 */
export function sparseHits(
  indexes: readonly ProviderIndex[],
  text: string,
  source: ChannelSource = DIRECT_CHANNELS,
): ChannelHit[] {
  return sparseTopHits(indexes, text, Infinity, source);
}

/**
 * The first `limit` of {@link sparseHits}, without sorting every hit: each provider's results are best first
 * already (a calibrated component's own are re-sorted: they are a few), so the first `limit` of their stable
 * merge, ties in provider order, are those of the stable sort of them all.
 */
export function sparseTopHits(
  indexes: readonly ProviderIndex[],
  text: string,
  limit: number,
  source: ChannelSource = DIRECT_CHANNELS,
): ChannelHit[] {
  const results = indexes.map((index) => source.sparse(index, text));
  const byProvider = new Map(indexes.map((index, i) => [index.provider, results[i]!]));
  const lists = indexes.map((index, i) => {
    const own = results[i]!;
    const base = byProvider.get(COMPONENT_PACKAGES[index.provider]?.base ?? '');
    const scale = base === undefined ? 0 : (topScore(base) ?? 0) / (topScore(own) ?? 0);
    if (base === undefined || !(Number.isFinite(scale) && scale > 0)) {
      return own.best(limit).map((result) => ({ index, id: result.id as number, score: result.score }));
    }
    const widest = widestMatch(base);
    return own
      .sorted()
      .map((result) => ({
        index,
        id: result.id as number,
        score: result.score * (scale * Math.min(1, result.terms.length / widest)),
      }))
      .sort((a, b) => b.score - a.score);
  });
  return mergeBestFirst(lists, limit);
}

const topScore = (results: SparseResults): number | undefined => results.best(1)[0]?.score;

/** The most index terms any one result matched (at least 1), kept per result list: a session reuses it. */
const widestOf = new WeakMap<SparseResults, number>();
function widestMatch(results: SparseResults): number {
  let widest = widestOf.get(results);
  if (widest === undefined) {
    widest = 1;
    for (const result of results.unordered) widest = Math.max(widest, result.terms.length);
    widestOf.set(results, widest);
  }
  return widest;
}

/** The first `limit` of best-first lists merged, ties in list order: a stable sort of their concatenation. */
function mergeBestFirst(lists: readonly (readonly ChannelHit[])[], limit: number): ChannelHit[] {
  if (lists.length === 1) return lists[0]!.slice(0, limit);
  const at = lists.map(() => 0);
  const out: ChannelHit[] = [];
  while (out.length < limit) {
    let best = -1;
    let bestScore = -Infinity;
    lists.forEach((list, i) => {
      const hit = list[at[i]!];
      if (hit !== undefined && (best < 0 || hit.score > bestScore)) {
        best = i;
        bestScore = hit.score;
      }
    });
    if (best < 0) break;
    out.push(lists[best]![at[best]!]!);
    at[best]! += 1;
  }
  return out;
}

/** Min-max over a channel's candidate list, clamped: the top candidate is 1, the last one 0. */
function normaliser(scores: readonly number[]): (score: number) => number {
  const max = scores[0] ?? 0;
  const min = scores.length > 1 ? (scores[scores.length - 1] ?? 0) : 0;
  if (max <= min) {
    return (score) => (score >= max && max > 0 ? 1 : 0);
  }
  return (score) => Math.min(1, Math.max(0, (score - min) / (max - min)));
}

/** Dotted names and type tokens written in the request (`aws.s3.Bucket`, `aws:s3/bucket:Bucket`). */
function namedIdentifiers(text: string): Set<string> {
  const out = new Set<string>();
  for (const match of text.matchAll(/[A-Za-z0-9_-]+(?:[.:/][A-Za-z0-9_-]+)+/g)) {
    out.add(match[0].toLowerCase());
  }
  return out;
}

/**
 * How much of the record's name the query says, in [0, 1]: the share of its name words present, or 1 for a
 * glossary phrase naming it whose words are all present; more matched words count for more.
 */
export function nameCoverage(names: string, queryTerms: ReadonlySet<string>): number {
  return coverageOf(splitPhrases(names), queryTerms);
}

function coverageOf(nameSets: readonly (readonly string[])[], queryTerms: ReadonlySet<string>): number {
  let best = 0;
  for (let i = 0; i < nameSets.length; i += 1) {
    const words = nameSets[i] ?? [];
    // The record's own name counts in part; a phrase after it only whole, so its first missing word ends it.
    if (words.length === 0 || (i > 0 && !words.every((w) => queryTerms.has(w)))) continue;
    let matched = words.length;
    if (i === 0) {
      matched = 0;
      for (const w of words) if (queryTerms.has(w)) matched += 1;
    }
    best = Math.max(best, (matched / words.length) * Math.min(1, 0.6 + 0.2 * matched));
  }
  return best;
}

/** Whether every word of one of the `;`-separated phrases is in the query. */
export function phraseMatch(phrases: string, queryTerms: ReadonlySet<string>): boolean {
  return anyPhraseIn(splitPhrases(phrases), queryTerms);
}

function anyPhraseIn(phrases: readonly (readonly string[])[], queryTerms: ReadonlySet<string>): boolean {
  return phrases.some((words) => words.length > 0 && words.every((w) => queryTerms.has(w)));
}

export interface RankOptions {
  readonly fusion: FusionConfig;
  readonly limit: number;
  /** The unit query vector, or undefined when the query has no word the embedder knows. */
  readonly vector: Float32Array | undefined;
  /** Which channels to use; `both` unless a benchmark isolates one. */
  readonly channels?: 'both' | 'sparse' | 'dense';
  /** Where the channel results come from (default: computed now). */
  readonly source?: ChannelSource;
}

/**
 * The sparse hits a ranking reads: every hit, or only the first `candidates` where the fusion reads nothing
 * of the others. With dense hits and convex fusion it does not: a hit below the candidates normalises to 0
 * (it scores at most the last of them) and its rank is past every dense rank, so the better of its two
 * ranks is the dense one; unless the candidates all score alike, when one that ties them normalises to 1.
 */
function sparseRead(
  indexes: readonly ProviderIndex[],
  text: string,
  candidates: number,
  denseDecides: boolean,
  source: ChannelSource,
): ChannelHit[] {
  if (denseDecides) {
    const top = sparseTopHits(indexes, text, candidates + 1, source);
    if (top.length <= candidates || (top[0]?.score ?? 0) > (top[candidates - 1]?.score ?? 0)) {
      return top.slice(0, candidates);
    }
  }
  return sparseHits(indexes, text, source);
}

/**
 * The records a ranking scores: both channels' candidates, the records a glossary phrase names outright
 * ("elastic ip", "managed postgres") even when BM25 ranks their generic words low (given the query's
 * terms), and the records the request names by TS name or type token.
 */
function poolOf(
  indexes: readonly ProviderIndex[],
  hits: readonly ChannelHit[],
  phraseTerms: ReadonlySet<string> | undefined,
  named: ReadonlySet<string>,
): Map<number, { index: ProviderIndex; id: number }> {
  const pool = new Map<number, { index: ProviderIndex; id: number }>();
  for (const hit of hits) {
    pool.set(key(hit.index, hit.id), { index: hit.index, id: hit.id });
  }
  const add = (index: ProviderIndex, ids: readonly number[]) => {
    for (const id of ids) pool.set(key(index, id), { index, id });
  };
  if (phraseTerms !== undefined) for (const index of indexes) add(index, namedByPhrase(index, phraseTerms));
  if (named.size > 0) for (const index of indexes) add(index, namedById(index, named));
  return pool;
}

/**
 * Ranks records for one query over the given provider indexes: BM25 and cosine candidates, each
 * min-max normalised, fused convexly (or by RRF) with a rank-position penalty, then scaled by the record
 * prior. A dotted TS name or type token written in the request puts that record first.
 */
export function rankQuery(
  indexes: readonly ProviderIndex[],
  text: string,
  options: RankOptions,
): RankedRecord[] {
  const { fusion } = options;
  const channels = options.channels ?? 'both';
  const candidates = Math.max(fusion.candidates, options.limit);
  const source = options.source ?? keptChannels();
  const vector = channels === 'sparse' ? undefined : options.vector;
  const denseList = vector === undefined ? [] : denseTop(indexes, vector, candidates, source);
  const sparseAll =
    channels === 'dense'
      ? []
      : sparseRead(indexes, text, candidates, denseList.length > 0 && fusion.method === 'convex', source);
  const sparseTop = sparseAll.slice(0, candidates);

  const queryWords = analyse(text);
  const queryTerms = new Set(queryWords);
  const named = namedIdentifiers(text);
  const pool = poolOf(
    indexes,
    [...sparseTop, ...denseList],
    channels === 'both' ? queryTerms : undefined,
    named,
  );
  // Scores and ranks of the pooled records only: a broad query has thousands of BM25 hits.
  const sparseScore = new Map<number, number>();
  const sparseRank = new Map<number, number>();
  sparseAll.forEach((hit, rank) => {
    const k = key(hit.index, hit.id);
    if (pool.has(k)) {
      sparseScore.set(k, hit.score);
      sparseRank.set(k, rank);
    }
  });
  const denseRank = new Map<number, number>();
  denseList.forEach((hit, rank) => denseRank.set(key(hit.index, hit.id), rank));
  const normSparse = normaliser(sparseTop.map((hit) => hit.score));
  const normDense = normaliser(denseList.map((hit) => hit.score));
  const intent = queryIntent(text);
  const useDense = denseList.length > 0;
  const denseWeight = useDense ? (channels === 'dense' ? 1 : fusion.denseWeight) : 0;

  const ranked: RankedRecord[] = [];
  for (const [k, { index, id }] of pool) {
    const sparse = normSparse(sparseScore.get(k) ?? 0) * (sparseScore.has(k) ? 1 : 0);
    const dense = vector === undefined ? 0 : normDense(source.denseScores(index, vector)[id] ?? 0);
    const rs = sparseRank.get(k) ?? candidates;
    const rd = denseRank.get(k) ?? candidates;
    let score: number;
    if (fusion.method === 'rrf') {
      score = 1 / (fusion.rrfK + rs + 1) + (useDense ? 1 / (fusion.rrfK + rd + 1) : 0);
    } else {
      const best = useDense && channels !== 'sparse' ? Math.min(rs, rd) : rs;
      score = (1 - denseWeight) * sparse + denseWeight * dense - fusion.rankPenalty * Math.log2(1 + best);
    }
    if (channels === 'both' && fusion.method === 'convex') {
      score += fusion.nameWeight * coverageOf(recordNameWords(index, id), queryTerms);
      score += fusion.popularityWeight * (index.docs.popularity[id] ?? 0);
      const service = serviceWords(index, index.docs.serviceOf[id]);
      score += fusion.serviceWeight * (anyPhraseIn(service, queryTerms) ? 1 : 0);
      score /= 1 + fusion.nameWeight + fusion.popularityWeight + fusion.serviceWeight;
    }
    score = Math.max(score, 0) * recordPrior(index.docs.flags[id] ?? 0, intent);
    const token = index.docs.tokens[id] ?? '';
    const tsName = index.docs.tsNames[id] ?? '';
    if (named.size > 0 && (named.has(tsName.toLowerCase()) || named.has(token.toLowerCase()))) {
      score += 1;
    }
    ranked.push({
      provider: index.provider,
      id,
      token,
      tsName,
      kind: index.docs.kinds[id] ?? 'resource',
      score,
      sparse,
      dense,
    });
  }
  if (channels === 'both') {
    liftComponents(ranked, indexes, text, queryWords);
  }
  ranked.sort((a, b) => b.score - a.score || b.sparse - a.sparse || (a.tsName < b.tsName ? -1 : 1));
  return ranked.slice(0, options.limit);
}

/** How far down the ranking a component's part still counts as what the request asks for. */
const PART_DEPTH = 10;

/** Per provider, record ids by `module.Name` (`ec2.Subnet`), the form {@link madeResources} keeps. */
const byModuleName = new WeakMap<ProviderIndex, Map<string, number>>();
function moduleNameIds(index: ProviderIndex): Map<string, number> {
  let map = byModuleName.get(index);
  if (map === undefined) {
    map = new Map();
    for (const [id, tsName] of index.docs.tsNames.entries()) {
      map.set(moduleName({ tsName }), id);
    }
    byModuleName.set(index, map);
  }
  return map;
}

/**
 * Where the request first says one of a phrase's words, in analysed words, for a phrase it says whole and
 * not only after a relation; Infinity when there is none.
 */
function firstSaid(
  phrases: string,
  queryWords: readonly string[],
  related: ReadonlySet<string>,
): { at: number; words: number } {
  let best = { at: Infinity, words: 0 };
  for (const phrase of phrases.split(';')) {
    const words = phrase.split(' ').filter((w) => w !== '');
    // The last word of a compound name is its head ("s3 bucket" is a bucket): said after a relation, the
    // phrase names what the request points at.
    if (
      words.length === 0 ||
      !words.every((w) => queryWords.includes(w)) ||
      related.has(words[words.length - 1] ?? '')
    ) {
      continue;
    }
    const at = Math.min(...words.map((w) => queryWords.indexOf(w)));
    if (at < best.at || (at === best.at && words.length > best.words)) {
      best = { at, words: words.length };
    }
  }
  return best;
}

/**
 * Words that put what follows outside the thing asked for: a destination, a scope, a place, or something
 * that exists already.
 */
const RELATIONS = new Set([
  'to',
  'for',
  'into',
  'from',
  'in',
  'on',
  'onto',
  'at',
  'behind',
  'through',
  'existing',
]);
/** A clause the user says of themselves ("I'll add subnets myself", "we already have a bucket"). */
const USER_CLAUSE = /^\s*(?:i|we)(?:'ll|'ve| will| already| have| do)\b/i;
const ARTICLES = new Set([
  'a',
  'an',
  'the',
  'my',
  'our',
  'your',
  'its',
  'their',
  'this',
  'that',
  'each',
  'every',
]);

/**
 * Analysed words the request says only in a phrase after a relation ("delivered to a bucket", "for the
 * private subnet") or in a clause about what the user does: something the asked-for thing points at, which
 * may exist already, not a part of it.
 */
function relatedTerms(text: string): Set<string> {
  const related = new Set<string>();
  const plain = new Set<string>();
  for (const clause of text.split(/[,.;:!?()]/)) {
    let inRelation = USER_CLAUSE.test(clause);
    const wholly = inRelation;
    for (const word of tokenizeText(clause, false)) {
      const lower = word.toLowerCase();
      const term = normaliseTerm(word);
      if (RELATIONS.has(lower)) {
        inRelation = true;
      } else if (term !== null) {
        (inRelation ? related : plain).add(term);
      } else if (!ARTICLES.has(lower) && !wholly) {
        inRelation = false;
      }
    }
  }
  plain.forEach((term) => related.delete(term));
  return related;
}

/**
 * The base provider's records a component record makes or takes (`awsx.ec2.Vpc` → the VPC, its subnets,
 * gateways and route tables), by id in `base`; empty for a record that is not a component's.
 */
export function componentParts(index: ProviderIndex, id: number, base: ProviderIndex): Set<number> {
  const ids = moduleNameIds(base);
  const names = [...(index.docs.makes?.[String(id)] ?? []), ...(index.docs.takes?.[String(id)] ?? [])];
  return new Set(names.map((name) => ids.get(name)).filter((part): part is number => part !== undefined));
}

/**
 * A component answers a request in one record when the request says the component's name, names two or
 * more of the resources it makes or takes, and leads with the one the component is built around: "a VPC
 * with public and private subnets" is one `awsx.ec2.Vpc`, so it ranks just above the best of those parts.
 * "NAT gateway with a private subnet" leads with another part and "an ECS service" names one: requests at
 * the provider's level, left as ranked. A part counts when the request says its whole name or a glossary
 * phrase for it, not only after a relation ("internet gateway attached to the VPC"), and it ranks near the
 * top on its own.
 */
function liftComponents(
  ranked: RankedRecord[],
  indexes: readonly ProviderIndex[],
  text: string,
  queryWords: readonly string[],
): void {
  if (!indexes.some((index) => index.docs.makes !== undefined)) return;
  const related = relatedTerms(text);
  ranked.sort((a, b) => b.score - a.score || b.sparse - a.sparse);
  const top = ranked.slice(0, PART_DEPTH);
  const byProvider = new Map(indexes.map((index) => [index.provider, index]));
  const queryTerms = new Set(queryWords);
  for (const record of ranked) {
    const index = byProvider.get(record.provider);
    const made = index?.docs.makes?.[String(record.id)];
    const base = byProvider.get(COMPONENT_PACKAGES[record.provider]?.base ?? '');
    if (
      index === undefined ||
      made === undefined ||
      base === undefined ||
      !anyPhraseIn(recordNameWords(index, record.id), queryTerms)
    ) {
      continue;
    }
    const partIds = componentParts(index, record.id, base);
    const named = top
      .filter((part) => part.provider === base.provider && partIds.has(part.id))
      .map((part) => ({ part, said: firstSaid(base.docs.names[part.id] ?? '', queryWords, related) }))
      .filter(({ said }) => said.at < Infinity);
    const lead = [...named].sort((a, b) => a.said.at - b.said.at || b.said.words - a.said.words)[0];
    const best = named[0];
    if (
      named.length >= 2 &&
      lead !== undefined &&
      best !== undefined &&
      builtAround(record.tsName, lead.part.tsName) &&
      best.part.score >= record.score
    ) {
      (record as { score: number }).score = best.part.score + 1e-6;
    }
  }
}
