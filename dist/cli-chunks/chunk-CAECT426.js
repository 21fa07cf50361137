import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  bestRows,
  sortedResults
} from "./chunk-IEUOLUBU.js";
import {
  NUMBER_WORDS,
  extractLiterals,
  isDomainName
} from "./chunk-FZZY5IOO.js";
import {
  recordPrior
} from "./chunk-R4WVO343.js";
import {
  analyse,
  normaliseTerm,
  tokenizeText
} from "./chunk-7PC4ANSG.js";
import {
  builtAround,
  moduleName
} from "./chunk-CZED2NF6.js";
import {
  COMPONENT_PACKAGES,
  memoByString
} from "./chunk-IHLDDTAE.js";

// src/language/sentences.ts
var SENTENCE_END = /(?<=[.!?])\s+|\n+/g;
function splitLocated(text, separator) {
  const out = [];
  const push = (from2, to) => {
    const piece = text.slice(from2, to);
    const trimmed = piece.trim();
    if (trimmed !== "") out.push({ text: trimmed, start: from2 + piece.indexOf(trimmed) });
  };
  let from = 0;
  for (const match of text.matchAll(separator)) {
    push(from, match.index);
    from = match.index + match[0].length;
  }
  push(from, text.length);
  return out;
}
function splitSentences(text) {
  return splitLocated(text, SENTENCE_END);
}
function sentenceAt(sentences, offset) {
  let index = 0;
  sentences.forEach((sentence, i) => {
    if (sentence.start <= offset) index = i;
  });
  return index;
}

// src/language/concepts.ts
var SEPARATORS = /\s*(?:[,;\n]|\s\+\s|\band\b|\bwith\b|\bplus\b|\balong with\b|\bas well as\b|\bthen\b|\balso\b)\s*/gi;
var MAX_CONCEPTS = 8;
var MAX_REQUEST_CONCEPTS = 12;
var hasContentWord = (fragment) => analyse(fragment).some((term) => /[a-z]/.test(term) && term.length >= 2);
function locateConcepts(text, limit = MAX_CONCEPTS) {
  const seen = /* @__PURE__ */ new Set();
  const unique = splitLocated(text, SEPARATORS).filter((fragment) => {
    if (!hasContentWord(fragment.text) || seen.has(fragment.text)) return false;
    seen.add(fragment.text);
    return true;
  });
  if (unique.length <= 1) {
    const trimmed = text.trim();
    return [{ text: trimmed, start: text.indexOf(trimmed) }];
  }
  return unique.slice(0, limit);
}
function decomposeConcepts(text) {
  return locateConcepts(text).map((concept) => concept.text);
}
function requestConcepts(text) {
  const concepts = splitSentences(text).map((sentence) => sentence.text.replace(/[()]/g, ", ").trim()).filter((sentence) => sentence !== "").flatMap((sentence) => decomposeConcepts(sentence));
  const unique = [...new Set(concepts)];
  return unique.length <= 1 ? [text.trim()] : unique.slice(0, MAX_REQUEST_CONCEPTS);
}

// src/language/parts.ts
var WORDS_KEPT = /* @__PURE__ */ new Set(["quoted", "engine", "port", "http-method"]);
function flatten(sentence, literals) {
  const blank = /* @__PURE__ */ new Set();
  for (const literal of literals) {
    const domain = literal.kind === "quoted" && isDomainName(String(literal.value));
    if (WORDS_KEPT.has(literal.kind) && !domain || literal.unitless) continue;
    for (let i = literal.start; i < literal.start + literal.text.length; i++) blank.add(i);
  }
  let flat = "";
  const origin = [];
  for (let i = 0; i < sentence.length; i++) {
    const char = sentence[i] ?? "";
    const out = blank.has(i) ? " " : char === "(" || char === ")" ? ", " : char;
    flat += out;
    for (let j = 0; j < out.length; j++) origin.push(i);
  }
  return { flat, origin };
}
var PURPOSE = /\b(?:for(?!\s\s)|as\s+(?:an?|the)|across|so(?:\s+that)?|to\s+(?:store|hold|keep|archive|receive|collect))\s/i;
var MEANS = /\busing\s/i;
var NAMED_NEW = /^an?\s+(?:[\w-]+\s+){1,4}?(?:(?:named|called)\s|[`"'][a-z])/i;
var SOURCE = /\b(?:fetch(?:es|ing|ed)?|retriev(?:e|es|ing|ed)|resolv(?:e|es|ing|ed)|look(?:s|ing|ed)?\s+up|latest)\b[^,;]*?\bfrom\s/i;
var GRANT = /\b(?:grant(?:s|ing)?|allow(?:s|ing)?|permit(?:s|ting)?|lets?|permissions?\s+to|access\s+to|assumed\s+by|(?:that|to|which)\s+(?:(?:query|monitor|analy[sz]e|watch|track|filter|aggregate|summari[sz]e)s?|match(?:es)?))\b/i;
var ASKING_VERB = "create|provision|deploy|define|set up|configure|include|add|use|launch|build|make";
var FRESH_START = /^(?:create|provision|deploy|define|add|include|configure|set up|attach|an?|(?!granting|allowing|permitting)\w+ing|\w+s\s+(?:them|it)\b)\b/i;
var OWN_CLAUSE = /^\s*\w[\w\s-]*?\s(?:that|which)\s+\w+s\b/i;
var ABSENT = /^no\s+[a-z]/i;
function subordinateClause(text) {
  const purposeMatch = PURPOSE.exec(text);
  const purpose = purposeMatch === null || NAMED_NEW.test(text.slice(purposeMatch.index + purposeMatch[0].length)) ? text.length : purposeMatch.index;
  const grant = GRANT.exec(text)?.index ?? text.length;
  const means = MEANS.exec(text)?.index ?? text.length;
  const sourceMatch = SOURCE.exec(text);
  const source = sourceMatch === null ? text.length : sourceMatch.index + sourceMatch[0].toLowerCase().lastIndexOf("from");
  const from = Math.min(purpose, grant, means, source);
  return { from, grant: grant < text.length, means: means < text.length && means === from };
}
function splitRequest(text) {
  const sentences = splitSentences(text);
  const parts = [];
  sentences.forEach((sentence, index) => {
    const { flat, origin } = flatten(sentence.text, extractLiterals(sentence.text));
    let granting = false;
    const listed = flat.replace(/:(?=\s)/g, ",");
    for (const concept of locateConcepts(listed, Number.POSITIVE_INFINITY)) {
      granting &&= !FRESH_START.test(concept.text) && !OWN_CLAUSE.test(concept.text);
      const clause = subordinateClause(concept.text);
      const last = concept.start + Math.max(0, concept.text.length - 1);
      parts.push({
        text: concept.text,
        span: {
          start: sentence.start + (origin[concept.start] ?? 0),
          end: sentence.start + (origin[last] ?? 0) + 1
        },
        sentence: index,
        subordinateFrom: granting || ABSENT.test(concept.text) ? 0 : clause.from,
        meansClause: !granting && clause.means
      });
      granting ||= clause.grant;
    }
  });
  return { sentences, parts };
}
var COUNT_WORDS = { ...NUMBER_WORDS, pair: 2, couple: 2 };
var BREAKS = /* @__PURE__ */ new Set(["and", "or", "with", "in", "of", "for", "to", "on", "at", "by", "from"]);
var MEASURE_UNIT = /^(?:[kmgtp]i?b|bytes?|ms|seconds?|secs?|minutes?|mins?|hours?|days?|weeks?|months?|years?|%|percent|rpus?|iops|mbps|gbps)$/;
var pluralOf = memoByString((nameWord) => new RegExp(`^${nameWord}(?:s|es)\\b`));
function countFor(text, nameWord) {
  const said = countSaid(text, nameWord);
  return said ?? Math.max(1, listedAfter(text, nameWord));
}
var LISTED_VALUE = String.raw`(?:\d{1,3}(?:\.\d{1,3}){3}(?:\/\d{1,2})?|[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+)`;
function listedAfter(text, nameWord) {
  const list = new RegExp(
    String.raw`\b${nameWord}(?:s|es)\s*[:(]?\s*(${LISTED_VALUE}(?:\s*,\s*${LISTED_VALUE})*(?:\s*,?\s+and\s+${LISTED_VALUE})?)`,
    "gi"
  );
  let total = 0;
  for (const match of text.matchAll(list)) {
    const items = (match[1] ?? "").split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter((item) => item !== "");
    if (items.length >= 2) total += items.length;
  }
  return total;
}
function countSaid(text, nameWord) {
  const words = text.toLowerCase().split(/[\s,;()]+/);
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? "";
    if (!pluralOf(nameWord).test(word)) continue;
    for (let j = i - 1; j >= Math.max(0, i - 4); j--) {
      const before = words[j] ?? "";
      if (BREAKS.has(before) && !(before === "of" && words[j - 1] === "pair")) break;
      const n = COUNT_WORDS[before] ?? (/^\d{1,2}$/.test(before) ? Number(before) : void 0);
      if (n !== void 0 && MEASURE_UNIT.test(words[j + 1] ?? "")) break;
      if (n !== void 0 && n >= 1 && n <= 20) return n;
    }
  }
  return void 0;
}

// src/language/query-intent.ts
function queryIntent(text) {
  const lower = ` ${text.toLowerCase().replace(/\b(?:get|post|put|delete|patch|head)\s+\//g, "/")} `;
  return {
    lookup: /\b(?:get|gets|look ?up|lookup|existing|data ?source|fetch|find|query|read|retrieve|latest|current)\b/.test(
      lower
    ) || /\bget[A-Z]/.test(text),
    variant: /\b(?:patch|list)\b/.test(lower) || /(?:List|Patch)\b/.test(text),
    prerelease: /\b(?:alpha|beta)\b|v\d+(?:alpha|beta)/.test(lower),
    provider: /\bprovider\b/.test(lower),
    iam: /\b(?:iam|grants?|roles?|permissions?|access|members?|bindings?|polic(?:y|ies)|invoker|viewer|admin)\b/.test(
      lower
    )
  };
}

// src/search/dense-kernel.ts
var BLOCK = 8;
var PAGE = 65536;
function sleb(value) {
  const out = [];
  for (; ; ) {
    const byte = value & 127;
    value >>= 7;
    const done = value === 0 && (byte & 64) === 0 || value === -1 && (byte & 64) !== 0;
    out.push(done ? byte : byte | 128);
    if (done) return out;
  }
}
function uleb(value) {
  const out = [];
  do {
    const byte = value & 127;
    value >>>= 7;
    out.push(value === 0 ? byte : byte | 128);
  } while (value !== 0);
  return out;
}
var section = (id, content) => [
  id,
  ...uleb(content.length),
  ...content
];
var name = (text) => [...uleb(text.length), ...[...text].map((c) => c.charCodeAt(0))];
var I32 = 127;
var V128 = 123;
var get = (local) => [32, local];
var set = (local) => [33, local];
var tee = (local) => [34, local];
var i32Const = (value) => [65, ...sleb(value)];
var I32_ADD = [106];
var I32_SUB = [107];
var I32_EQZ = [69];
var BLOCK_VOID = [2, 64];
var LOOP_VOID = [3, 64];
var END = [11];
var brIf = (depth) => [13, depth];
var simd = (op, ...immediates) => [253, ...uleb(op), ...immediates];
var F64_LOAD = [43, 3, 0];
var LOAD8X8_S = simd(1, 0, 0);
var v128Store = (offset) => simd(11, 4, ...uleb(offset));
var V128_ZERO = simd(12, ...new Array(16).fill(0));
var HIGH_HALF = simd(13, 8, 9, 10, 11, 12, 13, 14, 15, 8, 9, 10, 11, 12, 13, 14, 15);
var F64X2_SPLAT = simd(20);
var EXTEND_LOW_I16 = simd(167);
var EXTEND_HIGH_I16 = simd(168);
var CONVERT_LOW_I32 = simd(254);
var F64X2_ADD = simd(240);
var F64X2_MUL = simd(242);
var [ROWS, QUERY, OUT, BLOCKS, DIMS, D, Q, SUM, X, LOW, HIGH] = [0, 1, 2, 3, 4, 5, 6, 7, 11, 12, 13];
var addProduct = (sum, lanes) => [
  ...get(sum),
  ...lanes,
  ...CONVERT_LOW_I32,
  ...get(X),
  ...F64X2_MUL,
  ...F64X2_ADD,
  ...set(sum)
];
var step = (local, by) => [...get(local), ...i32Const(by), ...I32_ADD, ...set(local)];
var BODY = [
  ...[2, 2, I32, 7, V128],
  ...BLOCK_VOID,
  ...get(BLOCKS),
  ...I32_EQZ,
  ...brIf(0),
  ...LOOP_VOID,
  ...V128_ZERO,
  ...tee(SUM),
  ...tee(SUM + 1),
  ...tee(SUM + 2),
  ...set(SUM + 3),
  ...get(QUERY),
  ...set(Q),
  ...get(DIMS),
  ...set(D),
  ...LOOP_VOID,
  ...[...get(Q), ...F64_LOAD, ...F64X2_SPLAT, ...set(X)],
  ...[...get(ROWS), ...LOAD8X8_S, ...tee(HIGH), ...EXTEND_LOW_I16, ...set(LOW)],
  ...[...get(HIGH), ...EXTEND_HIGH_I16, ...set(HIGH)],
  ...addProduct(SUM, get(LOW)),
  ...addProduct(SUM + 1, [...get(LOW), ...get(LOW), ...HIGH_HALF]),
  ...addProduct(SUM + 2, get(HIGH)),
  ...addProduct(SUM + 3, [...get(HIGH), ...get(HIGH), ...HIGH_HALF]),
  ...step(ROWS, BLOCK),
  ...step(Q, 8),
  ...[...get(D), ...i32Const(1), ...I32_SUB, ...tee(D), ...brIf(0)],
  ...END,
  ...[0, 1, 2, 3].flatMap((i) => [...get(OUT), ...get(SUM + i), ...v128Store(16 * i)]),
  ...step(OUT, BLOCK * 8),
  ...[...get(BLOCKS), ...i32Const(1), ...I32_SUB, ...tee(BLOCKS), ...brIf(0)],
  ...END,
  ...END,
  ...END
];
var MODULE_BYTES = new Uint8Array([
  ...[0, 97, 115, 109, 1, 0, 0, 0],
  ...section(1, [1, 96, 5, I32, I32, I32, I32, I32, 0]),
  ...section(2, [1, ...name("env"), ...name("memory"), 2, 0, 1]),
  ...section(3, [1, 0]),
  ...section(7, [1, ...name("dots"), 0, 0]),
  ...section(10, [1, ...uleb(BODY.length), ...BODY])
]);
var wasm = globalThis.WebAssembly;
var compiled;
function kernelModule() {
  compiled ??= wasm?.validate(MODULE_BYTES) === true ? new wasm.Module(MODULE_BYTES) : null;
  return compiled;
}
function simdScorer(rows, dims) {
  const module = kernelModule();
  const count = rows.scales.length;
  if (wasm === void 0 || module === null || dims === 0 || count === 0) return void 0;
  const blocks = Math.ceil(count / BLOCK);
  const padded = blocks * BLOCK;
  const queryAt = 0;
  const outAt = dims * 8;
  const rowsAt = outAt + padded * 8;
  let memory;
  let instance;
  try {
    memory = new wasm.Memory({ initial: Math.ceil((rowsAt + padded * dims) / PAGE) });
    instance = new wasm.Instance(module, { env: { memory } });
  } catch {
    return void 0;
  }
  const dots = instance.exports["dots"];
  const interleaved = new Int8Array(memory.buffer, rowsAt, padded * dims);
  for (let row = 0; row < count; row += 1) {
    const base = (row - row % BLOCK) * dims + row % BLOCK;
    for (let d = 0; d < dims; d += 1) {
      interleaved[base + d * BLOCK] = rows.values[row * dims + d];
    }
  }
  const query64 = new Float64Array(memory.buffer, queryAt, dims);
  const out = new Float64Array(memory.buffer, outAt, padded);
  return (query) => {
    query64.set(query.subarray(0, dims));
    dots(rowsAt, queryAt, outAt, blocks, dims);
    const scores = new Float64Array(count);
    for (let row = 0; row < count; row += 1) {
      scores[row] = out[row] * rows.scales[row];
    }
    return scores;
  };
}

// src/search/rank.ts
var slots = /* @__PURE__ */ new WeakMap();
var nextSlot = 0;
var key = (index, id) => {
  let slot = slots.get(index);
  if (slot === void 0) {
    slot = nextSlot++;
    slots.set(index, slot);
  }
  return slot * 1e7 + id;
};
function splitPhrases(phrases) {
  return phrases.split(";").map((phrase) => phrase.split(" ").filter((w) => w !== ""));
}
var splitNamesOf = /* @__PURE__ */ new WeakMap();
function splitNames(index) {
  let split = splitNamesOf.get(index);
  if (split === void 0) {
    const phrasesByWord = /* @__PURE__ */ new Map();
    index.docs.names.forEach((names, id) => {
      for (const words of splitPhrases(names).slice(1)) {
        const first = words[0];
        if (first === void 0) continue;
        let list = phrasesByWord.get(first);
        if (list === void 0) {
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
var recordNameWords = (index, id) => {
  const { names } = splitNames(index);
  return names[id] ??= splitPhrases(index.docs.names[id] ?? "");
};
var serviceWords = (index, service) => {
  if (service === void 0 || index.docs.services[service] === void 0) return [];
  const { services } = splitNames(index);
  return services[service] ??= splitPhrases(index.docs.services[service]);
};
function namedByPhrase(index, queryTerms) {
  const { phrasesByWord } = splitNames(index);
  const ids = /* @__PURE__ */ new Set();
  for (const term of queryTerms) {
    for (const { id, words } of phrasesByWord.get(term) ?? []) {
      if (words.every((w) => queryTerms.has(w))) ids.add(id);
    }
  }
  return [...ids].sort((a, b) => a - b);
}
var identifierIds = /* @__PURE__ */ new WeakMap();
function idsByIdentifier(index) {
  let map = identifierIds.get(index);
  if (map === void 0) {
    const built = /* @__PURE__ */ new Map();
    const add = (name2, id) => {
      const ids = built.get(name2);
      if (ids === void 0) built.set(name2, [id]);
      else if (ids[ids.length - 1] !== id) ids.push(id);
    };
    index.docs.tsNames.forEach((tsName, id) => {
      add(tsName.toLowerCase(), id);
      add((index.docs.tokens[id] ?? "").toLowerCase(), id);
    });
    map = built;
    identifierIds.set(index, map);
  }
  return map;
}
function namedById(index, named) {
  const byName = idsByIdentifier(index);
  const ids = /* @__PURE__ */ new Set();
  for (const name2 of named) {
    for (const id of byName.get(name2) ?? []) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}
function denseTopOf(index, query, limit) {
  return denseTopOfScores(index, denseScores(index, query), limit);
}
function denseTopOfScores(index, scores, limit) {
  return bestRows(scores, limit).map((id) => ({ index, id, score: scores[id] }));
}
var simdScorers = /* @__PURE__ */ new WeakMap();
function denseScores(index, query) {
  let scorer = simdScorers.get(index);
  if (scorer === void 0) {
    scorer = simdScorer(index.vectors, index.dimensions) ?? null;
    simdScorers.set(index, scorer);
  }
  return scorer === null ? scalarDenseScores(index, query) : scorer(query);
}
function scalarDenseScores(index, query) {
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
      const q = query[d];
      s0 += values[b0 + d] * q;
      s1 += values[b1 + d] * q;
      s2 += values[b2 + d] * q;
      s3 += values[b3 + d] * q;
    }
    scores[id] = s0 * scales[id];
    scores[id + 1] = s1 * scales[id + 1];
    scores[id + 2] = s2 * scales[id + 2];
    scores[id + 3] = s3 * scales[id + 3];
  }
  for (; id < count; id += 1) {
    scores[id] = rowDot(values, id * dims, query, dims) * scales[id];
  }
  return scores;
}
function rowDot(values, base, query, dims) {
  let dot = 0;
  for (let d = 0; d < dims; d += 1) {
    dot += values[base + d] * query[d];
  }
  return dot;
}
function denseTop(indexes, query, limit, source = DIRECT_CHANNELS) {
  return indexes.flatMap((index) => source.dense(index, query, limit)).sort((a, b) => b.score - a.score).slice(0, limit);
}
var DIRECT_CHANNELS = {
  sparse: (index, text) => sortedResults(index.sparse.search(text)),
  denseScores,
  dense: (index, vector, limit) => denseTopOf(index, vector, limit)
};
function keptChannels() {
  const sparse = /* @__PURE__ */ new Map();
  const sparseSessions = /* @__PURE__ */ new Map();
  const scores = /* @__PURE__ */ new WeakMap();
  const dense = /* @__PURE__ */ new WeakMap();
  const source = {
    sparse(index, text) {
      const key2 = `${index.provider}\0${text}`;
      let results = sparse.get(key2);
      if (results === void 0) {
        let search = sparseSessions.get(index);
        if (search === void 0) {
          search = index.sparse.session();
          sparseSessions.set(index, search);
        }
        results = search(text);
        sparse.set(key2, results);
      }
      return results;
    },
    denseScores(index, vector) {
      let byProvider = scores.get(vector);
      if (byProvider === void 0) {
        byProvider = /* @__PURE__ */ new Map();
        scores.set(vector, byProvider);
      }
      let rows = byProvider.get(index);
      if (rows === void 0) {
        rows = denseScores(index, vector);
        byProvider.set(index, rows);
      }
      return rows;
    },
    dense(index, vector, limit) {
      let byProvider = dense.get(vector);
      if (byProvider === void 0) {
        byProvider = /* @__PURE__ */ new Map();
        dense.set(vector, byProvider);
      }
      const key2 = `${index.provider}\0${limit}`;
      let hits = byProvider.get(key2);
      if (hits === void 0) {
        hits = denseTopOfScores(index, source.denseScores(index, vector), limit);
        byProvider.set(key2, hits);
      }
      return hits;
    }
  };
  return source;
}
function sparseHits(indexes, text, source = DIRECT_CHANNELS) {
  return sparseTopHits(indexes, text, Infinity, source);
}
function sparseTopHits(indexes, text, limit, source = DIRECT_CHANNELS) {
  const results = indexes.map((index) => source.sparse(index, text));
  const byProvider = new Map(indexes.map((index, i) => [index.provider, results[i]]));
  const lists = indexes.map((index, i) => {
    const own = results[i];
    const base = byProvider.get(COMPONENT_PACKAGES[index.provider]?.base ?? "");
    const scale = base === void 0 ? 0 : (topScore(base) ?? 0) / (topScore(own) ?? 0);
    if (base === void 0 || !(Number.isFinite(scale) && scale > 0)) {
      return own.best(limit).map((result) => ({ index, id: result.id, score: result.score }));
    }
    const widest = widestMatch(base);
    return own.sorted().map((result) => ({
      index,
      id: result.id,
      score: result.score * (scale * Math.min(1, result.terms.length / widest))
    })).sort((a, b) => b.score - a.score);
  });
  return mergeBestFirst(lists, limit);
}
var topScore = (results) => results.best(1)[0]?.score;
var widestOf = /* @__PURE__ */ new WeakMap();
function widestMatch(results) {
  let widest = widestOf.get(results);
  if (widest === void 0) {
    widest = 1;
    for (const result of results.unordered) widest = Math.max(widest, result.terms.length);
    widestOf.set(results, widest);
  }
  return widest;
}
function mergeBestFirst(lists, limit) {
  if (lists.length === 1) return lists[0].slice(0, limit);
  const at = lists.map(() => 0);
  const out = [];
  while (out.length < limit) {
    let best = -1;
    let bestScore = -Infinity;
    lists.forEach((list, i) => {
      const hit = list[at[i]];
      if (hit !== void 0 && (best < 0 || hit.score > bestScore)) {
        best = i;
        bestScore = hit.score;
      }
    });
    if (best < 0) break;
    out.push(lists[best][at[best]]);
    at[best] += 1;
  }
  return out;
}
function normaliser(scores) {
  const max = scores[0] ?? 0;
  const min = scores.length > 1 ? scores[scores.length - 1] ?? 0 : 0;
  if (max <= min) {
    return (score) => score >= max && max > 0 ? 1 : 0;
  }
  return (score) => Math.min(1, Math.max(0, (score - min) / (max - min)));
}
function namedIdentifiers(text) {
  const out = /* @__PURE__ */ new Set();
  for (const match of text.matchAll(/[A-Za-z0-9_-]+(?:[.:/][A-Za-z0-9_-]+)+/g)) {
    out.add(match[0].toLowerCase());
  }
  return out;
}
function coverageOf(nameSets, queryTerms) {
  let best = 0;
  for (let i = 0; i < nameSets.length; i += 1) {
    const words = nameSets[i] ?? [];
    if (words.length === 0 || i > 0 && !words.every((w) => queryTerms.has(w))) continue;
    let matched = words.length;
    if (i === 0) {
      matched = 0;
      for (const w of words) if (queryTerms.has(w)) matched += 1;
    }
    best = Math.max(best, matched / words.length * Math.min(1, 0.6 + 0.2 * matched));
  }
  return best;
}
function phraseMatch(phrases, queryTerms) {
  return anyPhraseIn(splitPhrases(phrases), queryTerms);
}
function anyPhraseIn(phrases, queryTerms) {
  return phrases.some((words) => words.length > 0 && words.every((w) => queryTerms.has(w)));
}
function sparseRead(indexes, text, candidates, denseDecides, source) {
  if (denseDecides) {
    const top = sparseTopHits(indexes, text, candidates + 1, source);
    if (top.length <= candidates || (top[0]?.score ?? 0) > (top[candidates - 1]?.score ?? 0)) {
      return top.slice(0, candidates);
    }
  }
  return sparseHits(indexes, text, source);
}
function poolOf(indexes, hits, phraseTerms, named) {
  const pool = /* @__PURE__ */ new Map();
  for (const hit of hits) {
    pool.set(key(hit.index, hit.id), { index: hit.index, id: hit.id });
  }
  const add = (index, ids) => {
    for (const id of ids) pool.set(key(index, id), { index, id });
  };
  if (phraseTerms !== void 0) for (const index of indexes) add(index, namedByPhrase(index, phraseTerms));
  if (named.size > 0) for (const index of indexes) add(index, namedById(index, named));
  return pool;
}
function rankQuery(indexes, text, options) {
  const { fusion } = options;
  const channels = options.channels ?? "both";
  const candidates = Math.max(fusion.candidates, options.limit);
  const source = options.source ?? keptChannels();
  const vector = channels === "sparse" ? void 0 : options.vector;
  const denseList = vector === void 0 ? [] : denseTop(indexes, vector, candidates, source);
  const sparseAll = channels === "dense" ? [] : sparseRead(indexes, text, candidates, denseList.length > 0 && fusion.method === "convex", source);
  const sparseTop = sparseAll.slice(0, candidates);
  const queryWords = analyse(text);
  const queryTerms = new Set(queryWords);
  const named = namedIdentifiers(text);
  const pool = poolOf(
    indexes,
    [...sparseTop, ...denseList],
    channels === "both" ? queryTerms : void 0,
    named
  );
  const sparseScore = /* @__PURE__ */ new Map();
  const sparseRank = /* @__PURE__ */ new Map();
  sparseAll.forEach((hit, rank) => {
    const k = key(hit.index, hit.id);
    if (pool.has(k)) {
      sparseScore.set(k, hit.score);
      sparseRank.set(k, rank);
    }
  });
  const denseRank = /* @__PURE__ */ new Map();
  denseList.forEach((hit, rank) => denseRank.set(key(hit.index, hit.id), rank));
  const normSparse = normaliser(sparseTop.map((hit) => hit.score));
  const normDense = normaliser(denseList.map((hit) => hit.score));
  const intent = queryIntent(text);
  const useDense = denseList.length > 0;
  const denseWeight = useDense ? channels === "dense" ? 1 : fusion.denseWeight : 0;
  const ranked = [];
  for (const [k, { index, id }] of pool) {
    const sparse = normSparse(sparseScore.get(k) ?? 0) * (sparseScore.has(k) ? 1 : 0);
    const dense = vector === void 0 ? 0 : normDense(source.denseScores(index, vector)[id] ?? 0);
    const rs = sparseRank.get(k) ?? candidates;
    const rd = denseRank.get(k) ?? candidates;
    let score;
    if (fusion.method === "rrf") {
      score = 1 / (fusion.rrfK + rs + 1) + (useDense ? 1 / (fusion.rrfK + rd + 1) : 0);
    } else {
      const best = useDense && channels !== "sparse" ? Math.min(rs, rd) : rs;
      score = (1 - denseWeight) * sparse + denseWeight * dense - fusion.rankPenalty * Math.log2(1 + best);
    }
    if (channels === "both" && fusion.method === "convex") {
      score += fusion.nameWeight * coverageOf(recordNameWords(index, id), queryTerms);
      score += fusion.popularityWeight * (index.docs.popularity[id] ?? 0);
      const service = serviceWords(index, index.docs.serviceOf[id]);
      score += fusion.serviceWeight * (anyPhraseIn(service, queryTerms) ? 1 : 0);
      score /= 1 + fusion.nameWeight + fusion.popularityWeight + fusion.serviceWeight;
    }
    score = Math.max(score, 0) * recordPrior(index.docs.flags[id] ?? 0, intent);
    const token = index.docs.tokens[id] ?? "";
    const tsName = index.docs.tsNames[id] ?? "";
    if (named.size > 0 && (named.has(tsName.toLowerCase()) || named.has(token.toLowerCase()))) {
      score += 1;
    }
    ranked.push({
      provider: index.provider,
      id,
      token,
      tsName,
      kind: index.docs.kinds[id] ?? "resource",
      score,
      sparse,
      dense
    });
  }
  if (channels === "both") {
    liftComponents(ranked, indexes, text, queryWords);
  }
  ranked.sort((a, b) => b.score - a.score || b.sparse - a.sparse || (a.tsName < b.tsName ? -1 : 1));
  return ranked.slice(0, options.limit);
}
var PART_DEPTH = 10;
var byModuleName = /* @__PURE__ */ new WeakMap();
function moduleNameIds(index) {
  let map = byModuleName.get(index);
  if (map === void 0) {
    map = /* @__PURE__ */ new Map();
    for (const [id, tsName] of index.docs.tsNames.entries()) {
      map.set(moduleName({ tsName }), id);
    }
    byModuleName.set(index, map);
  }
  return map;
}
function firstSaid(phrases, queryWords, related) {
  let best = { at: Infinity, words: 0 };
  for (const phrase of phrases.split(";")) {
    const words = phrase.split(" ").filter((w) => w !== "");
    if (words.length === 0 || !words.every((w) => queryWords.includes(w)) || related.has(words[words.length - 1] ?? "")) {
      continue;
    }
    const at = Math.min(...words.map((w) => queryWords.indexOf(w)));
    if (at < best.at || at === best.at && words.length > best.words) {
      best = { at, words: words.length };
    }
  }
  return best;
}
var RELATIONS = /* @__PURE__ */ new Set([
  "to",
  "for",
  "into",
  "from",
  "in",
  "on",
  "onto",
  "at",
  "behind",
  "through",
  "existing"
]);
var USER_CLAUSE = /^\s*(?:i|we)(?:'ll|'ve| will| already| have| do)\b/i;
var ARTICLES = /* @__PURE__ */ new Set([
  "a",
  "an",
  "the",
  "my",
  "our",
  "your",
  "its",
  "their",
  "this",
  "that",
  "each",
  "every"
]);
function relatedTerms(text) {
  const related = /* @__PURE__ */ new Set();
  const plain = /* @__PURE__ */ new Set();
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
function componentParts(index, id, base) {
  const ids = moduleNameIds(base);
  const names = [...index.docs.makes?.[String(id)] ?? [], ...index.docs.takes?.[String(id)] ?? []];
  return new Set(names.map((name2) => ids.get(name2)).filter((part) => part !== void 0));
}
function liftComponents(ranked, indexes, text, queryWords) {
  if (!indexes.some((index) => index.docs.makes !== void 0)) return;
  const related = relatedTerms(text);
  ranked.sort((a, b) => b.score - a.score || b.sparse - a.sparse);
  const top = ranked.slice(0, PART_DEPTH);
  const byProvider = new Map(indexes.map((index) => [index.provider, index]));
  const queryTerms = new Set(queryWords);
  for (const record of ranked) {
    const index = byProvider.get(record.provider);
    const made = index?.docs.makes?.[String(record.id)];
    const base = byProvider.get(COMPONENT_PACKAGES[record.provider]?.base ?? "");
    if (index === void 0 || made === void 0 || base === void 0 || !anyPhraseIn(recordNameWords(index, record.id), queryTerms)) {
      continue;
    }
    const partIds = componentParts(index, record.id, base);
    const named = top.filter((part) => part.provider === base.provider && partIds.has(part.id)).map((part) => ({ part, said: firstSaid(base.docs.names[part.id] ?? "", queryWords, related) })).filter(({ said }) => said.at < Infinity);
    const lead = [...named].sort((a, b) => a.said.at - b.said.at || b.said.words - a.said.words)[0];
    const best = named[0];
    if (named.length >= 2 && lead !== void 0 && best !== void 0 && builtAround(record.tsName, lead.part.tsName) && best.part.score >= record.score) {
      record.score = best.part.score + 1e-6;
    }
  }
}

export {
  sentenceAt,
  requestConcepts,
  ASKING_VERB,
  splitRequest,
  countFor,
  queryIntent,
  keptChannels,
  phraseMatch,
  rankQuery,
  componentParts
};
