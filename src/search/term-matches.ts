import type { SearchOptions } from 'minisearch';

/**
 * One query term's document matches, scored as MiniSearch 7.2 scores them (`executeQuerySpec` and
 * `termResults`, minisearch is pinned to that exact version): the term's own postings, then each longer
 * term it is a prefix of in the order the index walks them, each field in the index's field order, every
 * score summed in MiniSearch's order, so the sums are the same to the last bit. Written out, rather than
 * called, because MiniSearch builds a result object, a terms array and a match object per document and
 * term only for a session to read three values from them; the tests check every session against MiniSearch.
 */

/** A term's postings as MiniSearch holds them: field id → document short id → term frequency. */
export type FieldTermData = Map<number, Map<number, number>>;

/** One document's match of one query term: its score, the query terms and the index terms it matched. */
export interface DocumentMatch {
  score: number;
  terms: readonly string[];
  matched: readonly string[];
}

/** MiniSearch's term index (its `SearchableMap`), as far as a query term reads it. */
export interface TermTree {
  get(term: string): FieldTermData | undefined;
  atPrefix(prefix: string): Iterable<[string, FieldTermData]>;
}

/** The MiniSearch tables a term is scored with. */
export interface ScoringTables {
  readonly _options: { readonly fields: readonly string[]; readonly searchOptions: SearchOptions };
  readonly _fieldIds: Readonly<Record<string, number>>;
  readonly _fieldLength: Map<number, readonly number[]>;
  readonly _avgFieldLength: readonly number[];
  readonly _documentCount: number;
  readonly _documentIds: Map<number, unknown>;
}

export interface TermQuery {
  readonly term: string;
  readonly prefix: boolean;
  readonly termBoost: number;
}

/** Whether {@link termMatches} scores as MiniSearch does with these options: no fuzzy term, no document boost. */
export function scoresPlainly(options: SearchOptions): boolean {
  return (options.fuzzy === undefined || options.fuzzy === false) && options.boostDocument === undefined;
}

export function termMatches(
  tables: ScoringTables,
  tree: TermTree,
  query: TermQuery,
): Map<number, DocumentMatch> {
  const options = tables._options.searchOptions;
  const fields = (options.fields ?? tables._options.fields).map((field) => ({
    id: tables._fieldIds[field] ?? -1,
    boost: (Object.hasOwn(options.boost ?? {}, field) ? options.boost?.[field] : undefined) || 1,
  }));
  const prefixWeight = options.weights?.prefix ?? 0.375;
  const out = new Map<number, DocumentMatch>();
  const sourceTerms = [query.term];
  const add = (term: string, weight: number, data: FieldTermData | undefined) => {
    if (data === undefined) return;
    for (const field of fields) {
      const frequencies = data.get(field.id);
      if (frequencies !== undefined) {
        addField(tables, out, { term, weight, sourceTerms, termBoost: query.termBoost }, field, frequencies);
      }
    }
  };
  add(query.term, 1, tree.get(query.term));
  if (query.prefix) {
    for (const [term, data] of tree.atPrefix(query.term)) {
      const distance = term.length - query.term.length;
      if (!distance) continue;
      add(term, (prefixWeight * term.length) / (term.length + 0.3 * distance), data);
    }
  }
  for (const match of out.values()) {
    if (match.matched.length > 1) match.matched = inKeyOrder(match.matched);
  }
  return out;
}

/** One derived term's matches in one field, added to `out` as MiniSearch's `termResults` adds them. */
function addField(
  tables: ScoringTables,
  out: Map<number, DocumentMatch>,
  derived: { term: string; weight: number; sourceTerms: readonly string[]; termBoost: number },
  field: { id: number; boost: number },
  frequencies: Map<number, number>,
): void {
  const fieldId = field.id;
  const bm25 = tables._options.searchOptions.bm25 ?? { k: 1.2, b: 0.7, d: 0.5 };
  const avgFieldLength = tables._avgFieldLength[fieldId] ?? 0;
  let matchingFields = frequencies.size;
  // One list for every document this term matches first: a second derived term copies it before adding.
  const matchedFirst: readonly string[] = [derived.term];
  for (const [docId, termFreq] of frequencies) {
    if (!tables._documentIds.has(docId)) {
      matchingFields -= 1;
      continue;
    }
    const fieldLength = tables._fieldLength.get(docId)?.[fieldId] ?? 0;
    const { k, b, d } = bm25;
    const invDocFreq = Math.log(1 + (tables._documentCount - matchingFields + 0.5) / (matchingFields + 0.5));
    const rawScore =
      invDocFreq * (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / avgFieldLength)));
    // MiniSearch's product, in its order: term weight, term boost, field boost, document boost (1), score.
    const weighted = derived.weight * derived.termBoost * field.boost * rawScore;
    const found = out.get(docId);
    if (found === undefined) {
      out.set(docId, { score: weighted, terms: derived.sourceTerms, matched: matchedFirst });
    } else {
      found.score += weighted;
      if (found.matched[found.matched.length - 1] !== derived.term) {
        found.matched = [...found.matched, derived.term];
      }
    }
  }
}

/** Property keys in the order `Object.keys` gives them: array indices first, ascending, then the rest. */
function inKeyOrder(keys: readonly string[]): readonly string[] {
  const isIndex = (key: string) => /^(?:0|[1-9]\d*)$/.test(key) && Number(key) < 2 ** 32 - 1;
  if (!keys.some(isIndex)) return keys;
  const indices = keys.filter(isIndex).sort((a, b) => Number(a) - Number(b));
  return [...indices, ...keys.filter((key) => !isIndex(key))];
}
