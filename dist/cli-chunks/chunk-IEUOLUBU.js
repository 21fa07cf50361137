import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);

// src/search/sparse-index-file.ts
import MiniSearch from "minisearch";

// src/search/best-rows.ts
function bestRows(scores, limit) {
  const take = Math.min(Math.max(0, Math.floor(limit)), scores.length);
  if (take === 0) return [];
  const threshold = kthLargest(scores, take);
  const above = [];
  const tied = [];
  for (let id = 0; id < scores.length; id += 1) {
    const score = scores[id];
    if (score > threshold) above.push(id);
    else if (score === threshold && tied.length < take) tied.push(id);
  }
  const ids = above.concat(tied.slice(0, take - above.length));
  return ids.sort((a, b) => scores[b] - scores[a] || a - b);
}
function kthLargest(values, k) {
  const a = values.slice();
  const target = a.length - k;
  let low = 0;
  let high = a.length - 1;
  while (low < high) {
    const pivot = a[low + high >>> 1];
    let i = low;
    let j = high;
    while (i <= j) {
      while (a[i] < pivot) i += 1;
      while (a[j] > pivot) j -= 1;
      if (i <= j) {
        const swap = a[i];
        a[i] = a[j];
        a[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (target <= j) high = j;
    else if (target >= i) low = i;
    else break;
  }
  return a[target];
}

// src/search/term-matches.ts
function scoresPlainly(options) {
  return (options.fuzzy === void 0 || options.fuzzy === false) && options.boostDocument === void 0;
}
function termMatches(tables, tree, query) {
  const options = tables._options.searchOptions;
  const fields = (options.fields ?? tables._options.fields).map((field) => ({
    id: tables._fieldIds[field] ?? -1,
    boost: (Object.hasOwn(options.boost ?? {}, field) ? options.boost?.[field] : void 0) || 1
  }));
  const prefixWeight = options.weights?.prefix ?? 0.375;
  const out = /* @__PURE__ */ new Map();
  const sourceTerms = [query.term];
  const add = (term, weight, data) => {
    if (data === void 0) return;
    for (const field of fields) {
      const frequencies = data.get(field.id);
      if (frequencies !== void 0) {
        addField(tables, out, { term, weight, sourceTerms, termBoost: query.termBoost }, field, frequencies);
      }
    }
  };
  add(query.term, 1, tree.get(query.term));
  if (query.prefix) {
    for (const [term, data] of tree.atPrefix(query.term)) {
      const distance = term.length - query.term.length;
      if (!distance) continue;
      add(term, prefixWeight * term.length / (term.length + 0.3 * distance), data);
    }
  }
  for (const match of out.values()) {
    if (match.matched.length > 1) match.matched = inKeyOrder(match.matched);
  }
  return out;
}
function addField(tables, out, derived, field, frequencies) {
  const fieldId = field.id;
  const bm25 = tables._options.searchOptions.bm25 ?? { k: 1.2, b: 0.7, d: 0.5 };
  const avgFieldLength = tables._avgFieldLength[fieldId] ?? 0;
  let matchingFields = frequencies.size;
  const matchedFirst = [derived.term];
  for (const [docId, termFreq] of frequencies) {
    if (!tables._documentIds.has(docId)) {
      matchingFields -= 1;
      continue;
    }
    const fieldLength = tables._fieldLength.get(docId)?.[fieldId] ?? 0;
    const { k, b, d } = bm25;
    const invDocFreq = Math.log(1 + (tables._documentCount - matchingFields + 0.5) / (matchingFields + 0.5));
    const rawScore = invDocFreq * (d + termFreq * (k + 1) / (termFreq + k * (1 - b + b * fieldLength / avgFieldLength)));
    const weighted = derived.weight * derived.termBoost * field.boost * rawScore;
    const found = out.get(docId);
    if (found === void 0) {
      out.set(docId, { score: weighted, terms: derived.sourceTerms, matched: matchedFirst });
    } else {
      found.score += weighted;
      if (found.matched[found.matched.length - 1] !== derived.term) {
        found.matched = [...found.matched, derived.term];
      }
    }
  }
}
function inKeyOrder(keys) {
  const isIndex = (key) => /^(?:0|[1-9]\d*)$/.test(key) && Number(key) < 2 ** 32 - 1;
  if (!keys.some(isIndex)) return keys;
  const indices = keys.filter(isIndex).sort((a, b) => Number(a) - Number(b));
  return [...indices, ...keys.filter((key) => !isIndex(key))];
}

// src/search/sparse-index-file.ts
var LazyOrder = class {
  constructor(unordered, order, scores) {
    this.unordered = unordered;
    this.order = order;
    this.scores = scores;
  }
  unordered;
  order;
  scores;
  kept = /* @__PURE__ */ new Map();
  sorted() {
    return this.order ??= [...this.unordered].sort((a, b) => b.score - a.score);
  }
  best(n) {
    if (this.order !== void 0 || n >= this.unordered.length) return this.sorted().slice(0, n);
    let best = this.kept.get(n);
    if (best === void 0) {
      const scores = this.scores ??= Float64Array.from(this.unordered, (result) => result.score);
      best = bestRows(scores, n).map((at) => this.unordered[at]);
      this.kept.set(n, best);
    }
    return best;
  }
};
function sortedResults(results) {
  return new LazyOrder(results, results);
}
var NEWLINE = 10;
var byCodeUnit = (a, b) => a < b ? -1 : a > b ? 1 : 0;
function encodeSparseIndex(serialised) {
  const { index: entries, ...tables } = serialised;
  const sorted = entries.map(([term, postings], position) => ({ term, postings, position })).sort((a, b) => byCodeUnit(a.term, b.term));
  const header = {
    ...tables,
    terms: sorted.map((entry) => entry.term),
    order: sorted.map((entry) => entry.position)
  };
  const lines = [JSON.stringify(header), ...sorted.map((entry) => JSON.stringify(entry.postings))];
  return new TextEncoder().encode(`${lines.join("\n")}
`);
}
function searchOver(engine, terms, query, options) {
  const internals = engine;
  const tree = new internals._index.constructor();
  for (const [term, data] of terms) {
    tree.set(term, data);
  }
  internals._index = tree;
  return engine.search(query, options);
}
function union(first, second) {
  if (second.every((word) => first.includes(word))) return first;
  return [...first, ...second.filter((word) => !first.includes(word))];
}
function lowerBound(terms, term) {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const mid = low + high >>> 1;
    if ((terms[mid] ?? "") < term) {
      low = mid + 1;
    } else {
      high = mid;
    }
  }
  return low;
}
var LazySparseIndex = class {
  constructor(data, options) {
    this.data = data;
    this.options = options;
    const end = data.indexOf(NEWLINE);
    this.header = JSON.parse(data.toString("utf8", 0, end < 0 ? data.length : end));
    const { terms: _terms, order: _order, ...tables } = this.header;
    this.tables = tables;
  }
  data;
  options;
  header;
  tables;
  lineStarts;
  parsed = /* @__PURE__ */ new Map();
  engine;
  idsByShortId;
  search(query, options = {}) {
    const selected = this.termsFor(query, options).sort(
      (a, b) => (this.header.order[a] ?? 0) - (this.header.order[b] ?? 0)
    );
    const terms = selected.map((at) => [this.header.terms[at] ?? "", this.postings(at)]);
    return searchOver(this.miniSearch(), terms, query, options);
  }
  session() {
    const resolved = this.resolved({});
    const fuzzy = resolved.fuzzy !== void 0 && resolved.fuzzy !== false;
    if (fuzzy || !scoresPlainly(this.miniSearch()._options.searchOptions) || resolved.filter !== void 0 || (resolved.combineWith ?? "or").toLowerCase() !== "or") {
      return (query) => sortedResults(this.search(query));
    }
    const byTerm = /* @__PURE__ */ new Map();
    return (query) => {
      const queryTerms = this.queryTerms(query, resolved);
      const matches = queryTerms.map((term, i) => {
        const spec = {
          term,
          fuzzy: false,
          prefix: this.prefixes(term, i, queryTerms, resolved),
          termBoost: typeof resolved.boostTerm === "function" ? resolved.boostTerm(term, i, queryTerms) : 1
        };
        const key = `${spec.prefix ? 1 : 0}${spec.termBoost}\0${term}`;
        let found = byTerm.get(key);
        if (found === void 0) {
          found = this.runTerm(spec);
          byTerm.set(key, found);
        }
        return found;
      });
      return this.combined(matches);
    };
  }
  /** Each document's id by its short id (MiniSearch's `_documentIds`), as an array: read for every result. */
  documentIds() {
    if (this.idsByShortId === void 0) {
      const ids = [];
      for (const [shortId, id] of this.miniSearch()._documentIds) {
        ids[shortId] = id;
      }
      this.idsByShortId = ids;
    }
    return this.idsByShortId;
  }
  miniSearch() {
    return this.engine ??= MiniSearch.loadJS({ ...this.tables, index: [] }, this.options);
  }
  /** One query term's matches, run by MiniSearch over a tree of just the term and its prefix extensions. */
  runTerm(spec) {
    const found = this.positionsOf(spec.term, spec.prefix).sort(
      (a, b) => (this.header.order[a] ?? 0) - (this.header.order[b] ?? 0)
    );
    const internals = this.miniSearch();
    const tree = new internals._index.constructor();
    for (const at of found) {
      tree.set(this.header.terms[at] ?? "", this.postings(at));
    }
    return termMatches(internals, tree, spec);
  }
  /**
   * The query's results from its terms' matches, as MiniSearch's `search` makes them: the matches combined
   * with OR in query order (a document's score summed in that order, its matched terms merged), each score
   * times the number of query terms matched, ties in combination order once sorted. The terms' matches are
   * read, never changed: another query of the session combines them again.
   */
  combined(matches) {
    const at = new Int32Array(this.documentIds().length + 1).fill(-1);
    const docIds = [];
    const sums = [];
    const terms = [];
    const matched = [];
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
          sums[i] = sums[i] + found.score;
          matched[i] = union(matched[i], found.matched);
          terms[i] = union(terms[i], found.terms);
        }
      }
    }
    const documentIds = this.documentIds();
    const scores = new Float64Array(docIds.length);
    const results = docIds.map((docId, i) => {
      const score = sums[i] * (terms[i].length || 1);
      scores[i] = score;
      return { id: documentIds[docId], score, terms: matched[i] };
    });
    return new LazyOrder(results, void 0, scores);
  }
  /** The search options as MiniSearch resolves them: the call's, else the index's search defaults, else the index's. */
  resolved(options) {
    return {
      tokenize: this.options.tokenize ?? MiniSearch.getDefault("tokenize"),
      processTerm: this.options.processTerm ?? MiniSearch.getDefault("processTerm"),
      ...this.options.searchOptions,
      ...options
    };
  }
  /** The processed query terms, duplicates kept, as MiniSearch's query execution makes them. */
  queryTerms(query, resolved) {
    const tokenize = resolved.tokenize ?? ((text) => [text]);
    const processTerm = resolved.processTerm ?? ((term) => term);
    return tokenize(query).flatMap((term) => processTerm(term) ?? []).filter((term) => typeof term === "string" && term !== "");
  }
  prefixes(term, i, queryTerms, resolved) {
    return typeof resolved.prefix === "function" ? resolved.prefix(term, i, queryTerms) : resolved.prefix === true;
  }
  /**
   * The sorted positions of the terms MiniSearch would look up for this query: each processed query term,
   * and every term it extends when prefix search applies to it. Fuzzy search may reach any term, so it
   * takes them all.
   */
  termsFor(query, options) {
    const resolved = this.resolved(options);
    if (resolved.fuzzy !== void 0 && resolved.fuzzy !== false) {
      return this.header.terms.map((_term, at) => at);
    }
    const queryTerms = this.queryTerms(query, resolved);
    const found = /* @__PURE__ */ new Set();
    queryTerms.forEach((term, i) => {
      for (const at of this.positionsOf(term, this.prefixes(term, i, queryTerms, resolved))) found.add(at);
    });
    return [...found];
  }
  /** The sorted positions of a term and, when it expands as a prefix, of every term it extends. */
  positionsOf(term, prefix) {
    const { terms } = this.header;
    const found = [];
    for (let at = lowerBound(terms, term); at < terms.length; at += 1) {
      const candidate = terms[at] ?? "";
      if (candidate === term || prefix && candidate.startsWith(term)) {
        found.push(at);
      } else {
        break;
      }
    }
    return found;
  }
  /** The postings of the term at a sorted position, parsed and converted as `loadJS` does, on first use. */
  postings(at) {
    const cached = this.parsed.get(at);
    if (cached !== void 0) {
      return cached;
    }
    const starts = this.lineStarts ??= this.findLineStarts();
    const start = starts[at + 1] ?? this.data.length;
    const end = (starts[at + 2] ?? this.data.length + 1) - 1;
    const postings = JSON.parse(this.data.toString("utf8", start, end));
    const data = /* @__PURE__ */ new Map();
    for (const [field, byDocument] of Object.entries(postings)) {
      const frequencies = /* @__PURE__ */ new Map();
      for (const [shortId, frequency] of Object.entries(byDocument)) {
        frequencies.set(parseInt(shortId, 10), frequency);
      }
      data.set(parseInt(field, 10), frequencies);
    }
    this.parsed.set(at, data);
    return data;
  }
  findLineStarts() {
    const starts = [0];
    for (let at = this.data.indexOf(NEWLINE); at >= 0; at = this.data.indexOf(NEWLINE, at + 1)) {
      starts.push(at + 1);
    }
    return starts;
  }
};
function openSparseIndex(data, options) {
  const buffer = Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return new LazySparseIndex(buffer, options);
}

export {
  bestRows,
  sortedResults,
  encodeSparseIndex,
  openSparseIndex
};
