import MiniSearch, {
  type AsPlainObject,
  type Options,
  type SearchOptions,
  type SearchResult,
} from 'minisearch';
import { bestRows } from './best-rows.js';
import {
  scoresPlainly,
  termMatches,
  type DocumentMatch,
  type FieldTermData,
  type ScoringTables,
  type TermTree,
} from './term-matches.js';

/**
 * A provider's BM25 index on disk, shaped so that opening it costs almost nothing. Loading a whole
 * MiniSearch index (`loadJSON`: parse every posting, rebuild the radix tree) was most of a cold query
 * routed to every provider; a query reads only the postings of its own terms and their prefix
 * extensions. The file is JSON lines: a header (MiniSearch's document tables and the sorted term list),
 * then one line of postings per term in that sorted order. A search runs MiniSearch itself over just the
 * terms it needs, so BM25 scores, prefix weights and tie order are MiniSearch's own, unchanged.
 */

/** What the ranking reads of a sparse hit (its `terms` may be shared with other results of a session). */
export type SparseResult = Readonly<Pick<SearchResult, 'id' | 'score'>> & {
  readonly terms: readonly string[];
};

/**
 * A query's sparse results, put in order only as far as they are read: a ranking reads the first few dozen
 * of hundreds.
 */
export interface SparseResults {
  /** Every result, in no particular order. */
  readonly unordered: readonly SparseResult[];
  /** Every result best first, ties in the order MiniSearch combined them: its `search` order. */
  sorted(): readonly SparseResult[];
  /** The first `n` of {@link sorted}, found without sorting every result. */
  best(n: number): readonly SparseResult[];
}

/** Results combined in `unordered`, sorted on demand; `sorted` when they are best first already. */
class LazyOrder implements SparseResults {
  private readonly kept = new Map<number, readonly SparseResult[]>();

  constructor(
    readonly unordered: readonly SparseResult[],
    private order?: readonly SparseResult[],
    /** The results' scores, in their order. */
    private scores?: Float64Array,
  ) {}

  sorted(): readonly SparseResult[] {
    return (this.order ??= [...this.unordered].sort((a, b) => b.score - a.score));
  }

  best(n: number): readonly SparseResult[] {
    if (this.order !== undefined || n >= this.unordered.length) return this.sorted().slice(0, n);
    let best = this.kept.get(n);
    if (best === undefined) {
      const scores = (this.scores ??= Float64Array.from(this.unordered, (result) => result.score));
      best = bestRows(scores, n).map((at) => this.unordered[at]!);
      this.kept.set(n, best);
    }
    return best;
  }
}

/** Results that are best first already (MiniSearch's own `search`). */
export function sortedResults(results: readonly SparseResult[]): SparseResults {
  return new LazyOrder(results, results);
}

/** What the ranking reads of a provider's sparse index: MiniSearch's `search`. */
export interface SparseIndex {
  search(query: string, options?: SearchOptions): SearchResult[];
  /**
   * A search with the index's own options for several queries of one request: each query term's matches
   * are scored once and combined for every query that has the term, as MiniSearch combines them, so each
   * query's results (scores, matched terms, and order once sorted) are exactly those of {@link search}.
   */
  session(): (query: string) => SparseResults;
}

type Postings = AsPlainObject['index'][number][1];
/** MiniSearch's query spec of one processed query term. */
interface QuerySpec {
  readonly term: string;
  readonly fuzzy: false;
  readonly prefix: boolean;
  readonly termBoost: number;
}
/** The MiniSearch internals a session runs one query term with (minisearch is pinned to an exact version). */
interface QueryInternals extends ScoringTables {
  _index: TermTree & { set(term: string, data: FieldTermData): unknown };
}

interface SparseHeader extends Omit<AsPlainObject, 'index'> {
  /** Every term, sorted by UTF-16 code unit: the terms a prefix extends to are one run. */
  readonly terms: readonly string[];
  /**
   * Each sorted term's place in MiniSearch's serialisation. Where a loaded index inserted a term fixes
   * the order it visits prefix matches in and sums their scores in; a search inserts its terms in the
   * same relative order, so the floating point sums and the order of equal scores are exactly those of
   * the whole index loaded with `loadJS`.
   */
  readonly order: readonly number[];
}

const NEWLINE = 0x0a;

const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The file for a serialised index (`MiniSearch#toJSON()`): deterministic for the same documents added in
 * the same order. The serialisation's term order is kept as `order`: it is the order `loadJS` inserts
 * terms in, which fixes how a loaded index walks them (not the order the built index walks them in).
 */
export function encodeSparseIndex(serialised: AsPlainObject): Uint8Array {
  const { index: entries, ...tables } = serialised;
  const sorted = entries
    .map(([term, postings], position) => ({ term, postings, position }))
    .sort((a, b) => byCodeUnit(a.term, b.term));
  const header: SparseHeader = {
    ...tables,
    terms: sorted.map((entry) => entry.term),
    order: sorted.map((entry) => entry.position),
  };
  const lines = [JSON.stringify(header), ...sorted.map((entry) => JSON.stringify(entry.postings))];
  return new TextEncoder().encode(`${lines.join('\n')}\n`);
}

/**
 * Searches `engine` over the given terms only. MiniSearch keeps its terms in a radix tree it declares
 * `protected` (`_index`); `loadJS`, the public way to fill it, also converts every document's row of the
 * tables, so a search built that way paid for the whole provider each time (a third slower on a warm
 * query over every provider). The engine is loaded once with its tables and no terms, and each search
 * swaps in a tree of just its terms, inserted in the order given. minisearch is pinned to an exact
 * version, and the tests check every search against `loadJS` of the whole index.
 */
function searchOver<T>(
  engine: MiniSearch<T>,
  terms: Iterable<readonly [string, FieldTermData]>,
  query: string,
  options: SearchOptions,
): SearchResult[] {
  const internals = engine as unknown as QueryInternals;
  const tree = new (internals._index.constructor as new () => QueryInternals['_index'])();
  for (const [term, data] of terms) {
    tree.set(term, data);
  }
  internals._index = tree;
  return engine.search(query, options);
}

/** `first` then the words of `second` it lacks, in order; `first` itself when it has them all. */
function union<T extends readonly string[]>(first: T, second: readonly string[]): T | string[] {
  // Most merges add nothing: looked for before a list is built.
  if (second.every((word) => first.includes(word))) return first;
  return [...first, ...second.filter((word) => !first.includes(word))];
}

/** The first index in the sorted `terms` not below `term`. */
function lowerBound(terms: readonly string[], term: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((terms[mid] ?? '') < term) {
      low = mid + 1;
    } else {
      high = mid;
    }
  }
  return low;
}

class LazySparseIndex<T> implements SparseIndex {
  private readonly header: SparseHeader;
  private readonly tables: Omit<AsPlainObject, 'index'>;
  private lineStarts: number[] | undefined;
  private readonly parsed = new Map<number, FieldTermData>();
  private engine: MiniSearch<T> | undefined;
  private idsByShortId: unknown[] | undefined;

  constructor(
    private readonly data: Buffer,
    private readonly options: Options<T>,
  ) {
    const end = data.indexOf(NEWLINE);
    this.header = JSON.parse(data.toString('utf8', 0, end < 0 ? data.length : end)) as SparseHeader;
    const { terms: _terms, order: _order, ...tables } = this.header;
    this.tables = tables;
  }

  search(query: string, options: SearchOptions = {}): SearchResult[] {
    const selected = this.termsFor(query, options).sort(
      (a, b) => (this.header.order[a] ?? 0) - (this.header.order[b] ?? 0),
    );
    const terms = selected.map((at) => [this.header.terms[at] ?? '', this.postings(at)] as const);
    return searchOver(this.miniSearch(), terms, query, options);
  }

  session(): (query: string) => SparseResults {
    const resolved = this.resolved({});
    const fuzzy = resolved.fuzzy !== undefined && resolved.fuzzy !== false;
    // What MiniSearch does beyond OR-combining each term's matches is left to its own search.
    if (
      fuzzy ||
      !scoresPlainly((this.miniSearch() as unknown as QueryInternals)._options.searchOptions) ||
      resolved.filter !== undefined ||
      (resolved.combineWith ?? 'or').toLowerCase() !== 'or'
    ) {
      return (query) => sortedResults(this.search(query));
    }
    const byTerm = new Map<string, Map<number, DocumentMatch>>();
    return (query) => {
      const queryTerms = this.queryTerms(query, resolved);
      const matches = queryTerms.map((term, i) => {
        const spec: QuerySpec = {
          term,
          fuzzy: false,
          prefix: this.prefixes(term, i, queryTerms, resolved),
          termBoost: typeof resolved.boostTerm === 'function' ? resolved.boostTerm(term, i, queryTerms) : 1,
        };
        const key = `${spec.prefix ? 1 : 0}${spec.termBoost}\u0000${term}`;
        let found = byTerm.get(key);
        if (found === undefined) {
          found = this.runTerm(spec);
          byTerm.set(key, found);
        }
        return found;
      });
      return this.combined(matches);
    };
  }

  /** Each document's id by its short id (MiniSearch's `_documentIds`), as an array: read for every result. */
  private documentIds(): readonly unknown[] {
    if (this.idsByShortId === undefined) {
      const ids: unknown[] = [];
      for (const [shortId, id] of (this.miniSearch() as unknown as QueryInternals)._documentIds) {
        ids[shortId] = id;
      }
      this.idsByShortId = ids;
    }
    return this.idsByShortId;
  }

  private miniSearch(): MiniSearch<T> {
    return (this.engine ??= MiniSearch.loadJS({ ...this.tables, index: [] }, this.options));
  }

  /** One query term's matches, run by MiniSearch over a tree of just the term and its prefix extensions. */
  private runTerm(spec: QuerySpec): Map<number, DocumentMatch> {
    const found = this.positionsOf(spec.term, spec.prefix).sort(
      (a, b) => (this.header.order[a] ?? 0) - (this.header.order[b] ?? 0),
    );
    const internals = this.miniSearch() as unknown as QueryInternals;
    const tree = new (internals._index.constructor as new () => QueryInternals['_index'])();
    for (const at of found) {
      tree.set(this.header.terms[at] ?? '', this.postings(at));
    }
    return termMatches(internals, tree, spec);
  }

  /**
   * The query's results from its terms' matches, as MiniSearch's `search` makes them: the matches combined
   * with OR in query order (a document's score summed in that order, its matched terms merged), each score
   * times the number of query terms matched, ties in combination order once sorted. The terms' matches are
   * read, never changed: another query of the session combines them again.
   */
  private combined(matches: readonly Map<number, DocumentMatch>[]): SparseResults {
    // Each document's place in combination order, and its sums so far: its term's own lists where most
    // query terms do not share it, merged where a second term matches it.
    // By short id (a dense range of small integers): -1 until the document is first matched.
    const at = new Int32Array(this.documentIds().length + 1).fill(-1);
    const docIds: number[] = [];
    const sums: number[] = [];
    const terms: (readonly string[])[] = [];
    const matched: (readonly string[])[] = [];
    for (const byDocument of matches) {
      for (const [docId, found] of byDocument) {
        const i = at[docId] ?? -1;
        if (i < 0) {
          at[docId] = docIds.length;
          docIds.push(docId);
          sums.push(found.score);
          terms.push(found.terms);
          matched.push(found.matched);
        } else {
          sums[i] = sums[i]! + found.score;
          matched[i] = union(matched[i]!, found.matched);
          terms[i] = union(terms[i]!, found.terms);
        }
      }
    }
    const documentIds = this.documentIds();
    const scores = new Float64Array(docIds.length);
    const results: SparseResult[] = docIds.map((docId, i) => {
      const score = sums[i]! * (terms[i]!.length || 1);
      scores[i] = score;
      return { id: documentIds[docId], score, terms: matched[i]! };
    });
    return new LazyOrder(results, undefined, scores);
  }

  /** The search options as MiniSearch resolves them: the call's, else the index's search defaults, else the index's. */
  private resolved(options: SearchOptions): SearchOptions {
    return {
      tokenize: this.options.tokenize ?? (MiniSearch.getDefault('tokenize') as Options['tokenize']),
      processTerm:
        this.options.processTerm ?? (MiniSearch.getDefault('processTerm') as Options['processTerm']),
      ...this.options.searchOptions,
      ...options,
    };
  }

  /** The processed query terms, duplicates kept, as MiniSearch's query execution makes them. */
  private queryTerms(query: string, resolved: SearchOptions): string[] {
    const tokenize = resolved.tokenize ?? ((text: string) => [text]);
    const processTerm = resolved.processTerm ?? ((term: string) => term);
    return tokenize(query)
      .flatMap((term) => processTerm(term) ?? [])
      .filter((term): term is string => typeof term === 'string' && term !== '');
  }

  private prefixes(term: string, i: number, queryTerms: string[], resolved: SearchOptions): boolean {
    return typeof resolved.prefix === 'function'
      ? resolved.prefix(term, i, queryTerms)
      : resolved.prefix === true;
  }

  /**
   * The sorted positions of the terms MiniSearch would look up for this query: each processed query term,
   * and every term it extends when prefix search applies to it. Fuzzy search may reach any term, so it
   * takes them all.
   */
  private termsFor(query: string, options: SearchOptions): number[] {
    const resolved = this.resolved(options);
    if (resolved.fuzzy !== undefined && resolved.fuzzy !== false) {
      return this.header.terms.map((_term, at) => at);
    }
    const queryTerms = this.queryTerms(query, resolved);
    const found = new Set<number>();
    queryTerms.forEach((term, i) => {
      for (const at of this.positionsOf(term, this.prefixes(term, i, queryTerms, resolved))) found.add(at);
    });
    return [...found];
  }

  /** The sorted positions of a term and, when it expands as a prefix, of every term it extends. */
  private positionsOf(term: string, prefix: boolean): number[] {
    const { terms } = this.header;
    const found: number[] = [];
    for (let at = lowerBound(terms, term); at < terms.length; at += 1) {
      const candidate = terms[at] ?? '';
      if (candidate === term || (prefix && candidate.startsWith(term))) {
        found.push(at);
      } else {
        break;
      }
    }
    return found;
  }

  /** The postings of the term at a sorted position, parsed and converted as `loadJS` does, on first use. */
  private postings(at: number): FieldTermData {
    const cached = this.parsed.get(at);
    if (cached !== undefined) {
      return cached;
    }
    const starts = (this.lineStarts ??= this.findLineStarts());
    const start = starts[at + 1] ?? this.data.length;
    const end = (starts[at + 2] ?? this.data.length + 1) - 1;
    const postings = JSON.parse(this.data.toString('utf8', start, end)) as Postings;
    const data: FieldTermData = new Map();
    for (const [field, byDocument] of Object.entries(postings)) {
      const frequencies = new Map<number, number>();
      for (const [shortId, frequency] of Object.entries(byDocument)) {
        frequencies.set(parseInt(shortId, 10), frequency);
      }
      data.set(parseInt(field, 10), frequencies);
    }
    this.parsed.set(at, data);
    return data;
  }

  private findLineStarts(): number[] {
    const starts = [0];
    for (let at = this.data.indexOf(NEWLINE); at >= 0; at = this.data.indexOf(NEWLINE, at + 1)) {
      starts.push(at + 1);
    }
    return starts;
  }
}

/**
 * Opens a file written by {@link encodeSparseIndex}; `options` must be the ones the index was built with
 * (its tokenizer and term processing), as for MiniSearch's own `loadJSON`. Only the header is parsed here.
 */
export function openSparseIndex<T>(data: Uint8Array, options: Options<T>): SparseIndex {
  const buffer = Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return new LazySparseIndex(buffer, options);
}
