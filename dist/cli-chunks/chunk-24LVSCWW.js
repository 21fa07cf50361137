import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  encodeSparseIndex,
  openSparseIndex
} from "./chunk-IEUOLUBU.js";
import {
  canonical,
  sha256
} from "./chunk-7NB5FJPU.js";
import {
  UserError,
  errorMessage
} from "./chunk-4SIQRMZG.js";
import {
  PROGRAM_USAGE_FILE
} from "./chunk-TJVHSDNF.js";
import {
  nameWordSets,
  plainSummary,
  recordFlags,
  toSearchDocument
} from "./chunk-R4WVO343.js";
import {
  analyse,
  normaliseTerm,
  tokenizeText
} from "./chunk-7PC4ANSG.js";
import {
  examplePopularity,
  madeResources,
  recordName,
  takenResources
} from "./chunk-CZED2NF6.js";
import {
  VOCABULARY,
  aliasesFor,
  servicePhrasesFor
} from "./chunk-IHLDDTAE.js";

// src/search/build-index.ts
import MiniSearch from "minisearch";

// src/search/embedding/local-model.ts
import { createHash } from "node:crypto";

// src/search/embedding/embedder.ts
function normalise(vector) {
  let norm = 0;
  for (const value of vector) {
    norm += value * value;
  }
  norm = Math.sqrt(norm);
  if (norm > 0) {
    for (let i = 0; i < vector.length; i += 1) {
      vector[i] = (vector[i] ?? 0) / norm;
    }
  }
  return vector;
}

// src/search/embedding/linalg.ts
function denseColumns(rows, cols) {
  return { rows, cols, data: new Float64Array(rows * cols) };
}
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}
function gaussianColumns(rows, cols, random) {
  const m = denseColumns(rows, cols);
  for (let i = 0; i < m.data.length; i += 1) {
    const u = Math.max(random(), 1e-12);
    m.data[i] = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  }
  return m;
}
function multiply(a, x) {
  const out = denseColumns(a.size, x.cols);
  const n = a.size;
  for (let row = 0; row < n; row += 1) {
    const start = a.rowStart[row] ?? 0;
    const end = a.rowStart[row + 1] ?? 0;
    for (let c = 0; c < x.cols; c += 1) {
      const base = c * n;
      let sum = 0;
      for (let p = start; p < end; p += 1) {
        sum += (a.values[p] ?? 0) * (x.data[base + (a.columns[p] ?? 0)] ?? 0);
      }
      out.data[base + row] = sum;
    }
  }
  return out;
}
function multiplyTransposed(a, x) {
  const out = denseColumns(a.size, x.cols);
  const n = a.size;
  for (let row = 0; row < n; row += 1) {
    const start = a.rowStart[row] ?? 0;
    const end = a.rowStart[row + 1] ?? 0;
    for (let c = 0; c < x.cols; c += 1) {
      const base = c * n;
      const xv = x.data[base + row] ?? 0;
      if (xv === 0) {
        continue;
      }
      for (let p = start; p < end; p += 1) {
        const col = a.columns[p] ?? 0;
        out.data[base + col] = (out.data[base + col] ?? 0) + (a.values[p] ?? 0) * xv;
      }
    }
  }
  return out;
}
function orthonormalise(m) {
  const { rows, cols, data } = m;
  for (let pass = 0; pass < 2; pass += 1) {
    for (let c = 0; c < cols; c += 1) {
      const cBase = c * rows;
      for (let prev = 0; prev < c; prev += 1) {
        const pBase = prev * rows;
        let dot = 0;
        for (let i = 0; i < rows; i += 1) {
          dot += (data[cBase + i] ?? 0) * (data[pBase + i] ?? 0);
        }
        for (let i = 0; i < rows; i += 1) {
          data[cBase + i] = (data[cBase + i] ?? 0) - dot * (data[pBase + i] ?? 0);
        }
      }
      let norm = 0;
      for (let i = 0; i < rows; i += 1) {
        norm += (data[cBase + i] ?? 0) ** 2;
      }
      norm = Math.sqrt(norm) || 1;
      for (let i = 0; i < rows; i += 1) {
        data[cBase + i] = (data[cBase + i] ?? 0) / norm;
      }
    }
  }
}
function gram(x, y) {
  const out = new Float64Array(x.cols * y.cols);
  for (let a = 0; a < x.cols; a += 1) {
    for (let b = 0; b < y.cols; b += 1) {
      let sum = 0;
      const aBase = a * x.rows;
      const bBase = b * y.rows;
      for (let i = 0; i < x.rows; i += 1) {
        sum += (x.data[aBase + i] ?? 0) * (y.data[bBase + i] ?? 0);
      }
      out[a * y.cols + b] = sum;
    }
  }
  return out;
}
function symmetricEigen(matrix, n) {
  const a = Float64Array.from(matrix);
  const v = new Float64Array(n * n);
  for (let i = 0; i < n; i += 1) {
    v[i * n + i] = 1;
  }
  const at = (i, j) => a[i * n + j] ?? 0;
  for (let sweep = 0; sweep < 60; sweep += 1) {
    let off = 0;
    for (let i = 0; i < n; i += 1) {
      for (let j = i + 1; j < n; j += 1) {
        off += at(i, j) ** 2;
      }
    }
    if (off < 1e-18) {
      break;
    }
    for (let p = 0; p < n; p += 1) {
      for (let q = p + 1; q < n; q += 1) {
        const apq = at(p, q);
        if (Math.abs(apq) < 1e-15) {
          continue;
        }
        const theta = (at(q, q) - at(p, p)) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k += 1) {
          const akp = at(k, p);
          const akq = at(k, q);
          a[k * n + p] = c * akp - s * akq;
          a[k * n + q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k += 1) {
          const apk = at(p, k);
          const aqk = at(q, k);
          a[p * n + k] = c * apk - s * aqk;
          a[q * n + k] = s * apk + c * aqk;
        }
        for (let k = 0; k < n; k += 1) {
          const vkp = v[k * n + p] ?? 0;
          const vkq = v[k * n + q] ?? 0;
          v[k * n + p] = c * vkp - s * vkq;
          v[k * n + q] = s * vkp + c * vkq;
        }
      }
    }
  }
  const values = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    values[i] = at(i, i);
  }
  return { values, vectors: v };
}
function randomizedSvdEmbedding(a, rank, options = {}) {
  const l = Math.min(a.size, rank + (options.oversample ?? 10));
  const random = seededRandom(options.seed ?? 42);
  let y = multiply(a, gaussianColumns(a.size, l, random));
  orthonormalise(y);
  for (let iteration = 0; iteration < (options.powerIterations ?? 2); iteration += 1) {
    const z = multiplyTransposed(a, y);
    orthonormalise(z);
    y = multiply(a, z);
    orthonormalise(y);
  }
  const bt = multiplyTransposed(a, y);
  const bbt = gram(bt, bt);
  const { values, vectors } = symmetricEigen(bbt, l);
  const order = Array.from(values.keys()).sort((i, j) => (values[j] ?? 0) - (values[i] ?? 0));
  const k = Math.min(rank, l);
  const out = new Float32Array(a.size * k);
  for (let c = 0; c < k; c += 1) {
    const eigen = order[c] ?? 0;
    const sigma = Math.sqrt(Math.max(values[eigen] ?? 0, 0));
    const weight = Math.sqrt(sigma);
    for (let i = 0; i < a.size; i += 1) {
      let sum = 0;
      for (let j = 0; j < l; j += 1) {
        sum += (y.data[j * a.size + i] ?? 0) * (vectors[j * l + eigen] ?? 0);
      }
      out[i * k + c] = sum * weight;
    }
  }
  return out;
}

// src/search/embedding/local-model.ts
var SIF_A = 1e-3;
var CONTEXT_ALPHA = 0.75;
function trainLocalModel(documents, options = {}) {
  const window = options.window ?? 4;
  const tokenised = documents.map((doc) => ({ title: analyse(doc.title), body: analyse(doc.body) }));
  const counts = /* @__PURE__ */ new Map();
  let total = 0;
  for (const doc of tokenised) {
    for (const term of [...doc.title, ...doc.body]) {
      counts.set(term, (counts.get(term) ?? 0) + 1);
      total += 1;
    }
  }
  const vocabulary = [...counts.entries()].filter(([, count]) => count >= (options.minCount ?? 2)).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, options.maxVocabulary ?? 3e4).map(([term]) => term);
  const index = new Map(vocabulary.map((term, i) => [term, i]));
  const size = vocabulary.length;
  const frequencies = new Float32Array(size);
  vocabulary.forEach((term, i) => frequencies[i] = (counts.get(term) ?? 0) / Math.max(total, 1));
  const rows = Array.from({ length: size }, () => /* @__PURE__ */ new Map());
  const add = (a, b, weight) => {
    if (a === b) {
      return;
    }
    const rowA = rows[a];
    const rowB = rows[b];
    if (rowA === void 0 || rowB === void 0) {
      return;
    }
    rowA.set(b, (rowA.get(b) ?? 0) + weight);
    rowB.set(a, (rowB.get(a) ?? 0) + weight);
  };
  for (const doc of tokenised) {
    const titleIds = [...new Set(doc.title.map((t) => index.get(t)).filter((i) => i !== void 0))];
    const ids = [...doc.title, ...doc.body].map((t) => index.get(t) ?? -1);
    for (let i = 0; i < ids.length; i += 1) {
      const a = ids[i] ?? -1;
      if (a < 0) {
        continue;
      }
      for (let d = 1; d <= window && i + d < ids.length; d += 1) {
        const b = ids[i + d] ?? -1;
        if (b >= 0) {
          add(a, b, 1 / d);
        }
      }
    }
    const bodyIds = [...new Set(doc.body.map((t) => index.get(t)).filter((i) => i !== void 0))];
    for (const t of titleIds) {
      for (const b of bodyIds) {
        add(t, b, 0.5);
      }
    }
  }
  const matrix = ppmiMatrix(rows);
  const dimensions = Math.min(options.dimensions ?? 128, Math.max(1, size - 1));
  const vectors = randomizedSvdEmbedding(matrix, dimensions, { powerIterations: 2, seed: 7 });
  for (let i = 0; i < size; i += 1) {
    normalise(vectors.subarray(i * dimensions, (i + 1) * dimensions));
  }
  const partial = {
    vocabulary,
    frequencies,
    dimensions,
    vectors,
    commonComponent: new Float32Array(dimensions)
  };
  const sentences = tokenised.map((doc) => sifAverage(partial, index, [...doc.title, ...doc.body]));
  return { ...partial, commonComponent: firstPrincipalComponent(sentences, dimensions) };
}
function ppmiMatrix(rows) {
  const size = rows.length;
  const rowSums = new Float64Array(size);
  const colSums = new Float64Array(size);
  let total = 0;
  rows.forEach((row, i) => {
    for (const [j, value] of row) {
      rowSums[i] = (rowSums[i] ?? 0) + value;
      colSums[j] = (colSums[j] ?? 0) + Math.pow(value, 1);
      total += value;
    }
  });
  let smoothedTotal = 0;
  for (let j = 0; j < size; j += 1) {
    colSums[j] = Math.pow(colSums[j] ?? 0, CONTEXT_ALPHA);
    smoothedTotal += colSums[j] ?? 0;
  }
  const rowStart = new Int32Array(size + 1);
  const columns = [];
  const values = [];
  rows.forEach((row, i) => {
    const entries = [...row.entries()].sort((a, b) => a[0] - b[0]);
    for (const [j, value] of entries) {
      const pmi = Math.log(
        value / total / ((rowSums[i] ?? 1) / total * ((colSums[j] ?? 1) / smoothedTotal))
      );
      if (pmi > 0) {
        columns.push(j);
        values.push(pmi);
      }
    }
    rowStart[i + 1] = columns.length;
  });
  return { size, rowStart, columns: Int32Array.from(columns), values: Float32Array.from(values) };
}
function sifAverage(model, index, terms) {
  const out = new Float32Array(model.dimensions);
  let weightSum = 0;
  for (const term of terms) {
    const id = index.get(term);
    if (id === void 0) {
      continue;
    }
    const weight = SIF_A / (SIF_A + (model.frequencies[id] ?? 0));
    const base = id * model.dimensions;
    for (let d = 0; d < model.dimensions; d += 1) {
      out[d] = (out[d] ?? 0) + weight * (model.vectors[base + d] ?? 0);
    }
    weightSum += weight;
  }
  if (weightSum > 0) {
    for (let d = 0; d < model.dimensions; d += 1) {
      out[d] = (out[d] ?? 0) / weightSum;
    }
  }
  return out;
}
function firstPrincipalComponent(sentences, dimensions) {
  let component = new Float32Array(dimensions).fill(1 / Math.sqrt(dimensions));
  for (let iteration = 0; iteration < 30; iteration += 1) {
    const next = new Float32Array(dimensions);
    for (const s of sentences) {
      let dot = 0;
      for (let d = 0; d < dimensions; d += 1) {
        dot += (s[d] ?? 0) * (component[d] ?? 0);
      }
      for (let d = 0; d < dimensions; d += 1) {
        next[d] = (next[d] ?? 0) + dot * (s[d] ?? 0);
      }
    }
    component = normalise(next);
  }
  return component;
}
var LocalEmbedder = class {
  /**
   * `id` is given when loading: the hash is taken once, over the model as trained. `prepareRow` is called
   * for each vocabulary row a text uses before the row is read: a loaded model fills its rows then.
   */
  constructor(model, id, prepareRow = () => void 0) {
    this.model = model;
    this.prepareRow = prepareRow;
    this.dimensions = model.dimensions;
    this.index = new Map(model.vocabulary.map((term, i) => [term, i]));
    this.id = id ?? `local:ppmi-svd-${model.dimensions}:${localModelHash(model)}`;
  }
  model;
  prepareRow;
  id;
  dimensions;
  index;
  embedSync(text) {
    const terms = analyse(text);
    for (const term of terms) {
      const row = this.index.get(term);
      if (row !== void 0) {
        this.prepareRow(row);
      }
    }
    const vector = sifAverage(this.model, this.index, terms);
    const c = this.model.commonComponent;
    let dot = 0;
    for (let d = 0; d < this.dimensions; d += 1) {
      dot += (vector[d] ?? 0) * (c[d] ?? 0);
    }
    for (let d = 0; d < this.dimensions; d += 1) {
      vector[d] = (vector[d] ?? 0) - dot * (c[d] ?? 0);
    }
    return normalise(vector);
  }
  embed(texts) {
    return Promise.resolve(texts.map((text) => this.embedSync(text)));
  }
};
function localModelHash(model) {
  const hash = createHash("sha256");
  hash.update(model.vocabulary.join("\n"));
  hash.update(new Uint8Array(model.vectors.buffer, model.vectors.byteOffset, model.vectors.byteLength));
  return hash.digest("hex").slice(0, 12);
}
function serialiseLocalModel(model, id) {
  const header = {
    dimensions: model.dimensions,
    vocabulary: model.vocabulary,
    frequencies: Array.from(model.frequencies, (f) => Number(f.toPrecision(4))),
    commonComponent: Array.from(model.commonComponent),
    id
  };
  return {
    header: new TextEncoder().encode(JSON.stringify(header)),
    vectors: quantiseRows(model.vectors, model.vocabulary.length, model.dimensions)
  };
}
function deserialiseLocalModel(header, vectors) {
  const parsed = JSON.parse(new TextDecoder().decode(header));
  const rows = parsed.vocabulary.length;
  const quantised = viewQuantisedRows(vectors, rows, parsed.dimensions);
  const model = {
    dimensions: parsed.dimensions,
    vocabulary: parsed.vocabulary,
    frequencies: Float32Array.from(parsed.frequencies),
    commonComponent: Float32Array.from(parsed.commonComponent),
    vectors: new Float32Array(rows * parsed.dimensions)
  };
  const ready = new Uint8Array(rows);
  return new LocalEmbedder(model, parsed.id, (row) => {
    if (ready[row] !== 1) {
      dequantiseRow(quantised, row, parsed.dimensions, model.vectors);
      ready[row] = 1;
    }
  });
}
function quantiseRows(values, rows, dims) {
  const out = new Uint8Array(rows * 4 + rows * dims);
  const scales = new Float32Array(out.buffer, 0, rows);
  const ints = new Int8Array(out.buffer, rows * 4, rows * dims);
  for (let r = 0; r < rows; r += 1) {
    let max = 0;
    for (let d = 0; d < dims; d += 1) {
      max = Math.max(max, Math.abs(values[r * dims + d] ?? 0));
    }
    const scale = max > 0 ? max / 127 : 1;
    scales[r] = scale;
    for (let d = 0; d < dims; d += 1) {
      ints[r * dims + d] = Math.round((values[r * dims + d] ?? 0) / scale);
    }
  }
  return out;
}
function viewQuantisedRows(data, rows, dims) {
  const aligned = new Uint8Array(data.byteLength);
  aligned.set(data);
  return {
    scales: new Float32Array(aligned.buffer, 0, rows),
    values: new Int8Array(aligned.buffer, rows * 4, rows * dims)
  };
}
function dequantiseRow(rows, r, dims, out) {
  const scale = rows.scales[r] ?? 1;
  for (let d = 0; d < dims; d += 1) {
    out[r * dims + d] = (rows.values[r * dims + d] ?? 0) * scale;
  }
}

// src/search/fusion-config.ts
var DEFAULT_FUSION = {
  method: "convex",
  denseWeight: 0.4,
  nameWeight: 1.2,
  popularityWeight: 0.4,
  serviceWeight: 0.5,
  rankPenalty: 0.01,
  rrfK: 60,
  candidates: 60
};

// src/search/sparse-options.ts
var SPARSE_FIELDS = ["name", "path", "aliases", "summary", "headings", "inputs"];
var SPARSE_BOOSTS = {
  name: 5,
  path: 1.5,
  aliases: 2.5,
  summary: 1,
  headings: 0.6,
  inputs: 0.3
};
var searchOptions = {
  boost: { ...SPARSE_BOOSTS },
  combineWith: "OR",
  // Prefix matching lets `postgres` reach `postgresql` and `kube` reach `kubernetes`; short terms would
  // match half the vocabulary, so only longer ones expand.
  prefix: (term) => term.length >= 5,
  fuzzy: false,
  weights: { fuzzy: 0.35, prefix: 0.5 }
};
var SPARSE_OPTIONS = {
  idField: "id",
  fields: [...SPARSE_FIELDS],
  storeFields: [],
  // Whole identifiers (`BucketPolicy`) are kept as terms only in the name and path fields, where an exact
  // name should win; elsewhere their parts suffice, and the index stays small enough to load fast.
  tokenize: (text, fieldName) => tokenizeText(text, fieldName === void 0 || fieldName === "name" || fieldName === "path"),
  processTerm: (term) => normaliseTerm(term),
  searchOptions
};

// src/search/build-index.ts
var SEARCH_FORMAT_VERSION = 2;
var SEARCH_DIR = "search";
function recordTitle(record) {
  return `${recordName(record)} ${record.module} ${record.provider}`;
}
function recordBody(record) {
  const name = recordName(record);
  return [
    plainSummary(record.summary, 500),
    aliasesFor(record.provider, record.module, name).join(" "),
    record.examples.map((example) => example.heading).join(" "),
    record.inputs.slice(0, 30).map((input) => input.name).join(" ")
  ].join(" ");
}
function recordEmbeddingText(record) {
  return `${record.tsName} (${record.kind}): ${plainSummary(record.summary, 500)} ${aliasesFor(
    record.provider,
    record.module,
    recordName(record)
  ).join(", ")}`;
}
function partsByRecord(list, types) {
  const makes = {};
  const takes = {};
  list.forEach((record, id) => {
    const made = madeResources(record);
    const taken = takenResources(record, types);
    if (made.length > 0) makes[String(id)] = made;
    if (taken.length > 0) takes[String(id)] = taken;
  });
  return {
    ...Object.keys(makes).length === 0 ? {} : { makes },
    ...Object.keys(takes).length === 0 ? {} : { takes }
  };
}
function encodeJson(value) {
  return new TextEncoder().encode(JSON.stringify(value));
}
function byProvider(records) {
  const out = /* @__PURE__ */ new Map();
  for (const record of records) {
    const list = out.get(record.provider) ?? [];
    list.push(record);
    out.set(record.provider, list);
  }
  return [...out.entries()].sort((a, b) => a[0] < b[0] ? -1 : 1);
}
function typesByProvider(types) {
  const out = /* @__PURE__ */ new Map();
  for (const type of types) {
    const own = out.get(type.provider) ?? /* @__PURE__ */ new Map();
    own.set(type.name, type);
    out.set(type.provider, own);
  }
  return out;
}
function chooseEmbedder(records, options) {
  if (options.embedder !== void 0) {
    const { embedder } = options;
    return {
      embedder,
      description: { kind: "endpoint", id: embedder.id, dimensions: 0, model: options.embedderModel },
      files: []
    };
  }
  options.onProgress?.(`training the local embedding model on ${records.length} records`);
  const trained = trainLocalModel(
    records.map((record) => ({ title: recordTitle(record), body: recordBody(record) })),
    options.localModel
  );
  const local = new LocalEmbedder(trained);
  const serialised = serialiseLocalModel(trained, local.id);
  const model = { header: `${SEARCH_DIR}/model.json`, vectors: `${SEARCH_DIR}/model.bin` };
  return {
    embedder: local,
    description: { kind: "local", id: local.id, dimensions: local.dimensions },
    model,
    files: [
      { path: model.header, data: serialised.header },
      { path: model.vectors, data: serialised.vectors }
    ]
  };
}
function serviceTable(list) {
  const services = [];
  const serviceIndex = /* @__PURE__ */ new Map();
  const serviceOf = list.map((r) => {
    let at = serviceIndex.get(r.module);
    if (at === void 0) {
      at = services.length;
      serviceIndex.set(r.module, at);
      services.push(
        [...new Set(servicePhrasesFor(r.provider, r.module).map((phrase) => analyse(phrase).join(" ")))].filter((phrase) => phrase !== "").join(";")
      );
    }
    return at;
  });
  return { services, serviceOf };
}
async function providerArtifacts(provider, list, embedder, popularity, types, usage) {
  const sparse = new MiniSearch(SPARSE_OPTIONS);
  sparse.addAll(list.map((record, id) => toSearchDocument(record, id)));
  const texts = embedder instanceof LocalEmbedder ? list.map((record) => `${recordTitle(record)} ${recordBody(record)}`) : list.map(recordEmbeddingText);
  const vectors = await embedder.embed(texts);
  const dimensions = vectors[0]?.length ?? embedder.dimensions;
  const flat = new Float32Array(list.length * dimensions);
  vectors.forEach((vector, i) => flat.set(vector, i * dimensions));
  const docs = {
    tokens: list.map((r) => r.token),
    tsNames: list.map((r) => r.tsName),
    kinds: list.map((r) => r.kind),
    flags: list.map(recordFlags),
    names: list.map((r) => nameWordSets(r).join(";")),
    popularity: list.map((r) => Number((popularity.get(r.token) ?? 0).toFixed(3))),
    ...serviceTable(list),
    ...partsByRecord(list, types)
  };
  const usagePath = `${SEARCH_DIR}/${provider}.usage.json`;
  const entry = {
    count: list.length,
    docs: `${SEARCH_DIR}/${provider}.docs.json`,
    sparse: `${SEARCH_DIR}/${provider}.sparse.jsonl`,
    vectors: `${SEARCH_DIR}/${provider}.vectors.bin`,
    usage: usagePath
  };
  const files = [
    { path: entry.docs, data: encodeJson(docs) },
    { path: entry.sparse, data: encodeSparseIndex(sparse.toJSON()) },
    { path: entry.vectors, data: quantiseRows(flat, list.length, dimensions) },
    { path: usagePath, data: (await import("./usage-file-U73SMWIB.js")).encodeUsageFile(list, usage) }
  ];
  return { entry, files, dimensions };
}
function searchFingerprint(sources, options = {}) {
  const inputs = {
    format: SEARCH_FORMAT_VERSION,
    sources,
    vocabulary: VOCABULARY,
    fusion: options.fusion ?? DEFAULT_FUSION,
    embedder: options.embedder === void 0 ? { kind: "local", training: options.localModel ?? {} } : { kind: "endpoint", id: options.embedder.id }
  };
  return sha256(new TextEncoder().encode(JSON.stringify(canonical(inputs))));
}
async function buildSearchArtifacts(records, types, options = {}, sources = {}) {
  const chosen = chooseEmbedder(records, options);
  const files = [...chosen.files];
  const typesOf = typesByProvider(types);
  const popularity = examplePopularity(records);
  options.onProgress?.("counting the inputs programs set");
  const { countBuildUsage } = await import("./usage-file-U73SMWIB.js");
  const usage = countBuildUsage(records, types, options.programUsage);
  let description = chosen.description;
  const providers = {};
  for (const [provider, list] of byProvider(records)) {
    options.onProgress?.(`indexing ${list.length} ${provider} records`);
    const built = await providerArtifacts(
      provider,
      list,
      chosen.embedder,
      popularity,
      typesOf.get(provider) ?? /* @__PURE__ */ new Map(),
      usage
    );
    files.push(...built.files);
    providers[provider] = built.entry;
    if (description.dimensions === 0) description = { ...description, dimensions: built.dimensions };
  }
  const manifest = {
    formatVersion: SEARCH_FORMAT_VERSION,
    embedder: description,
    fusion: options.fusion ?? DEFAULT_FUSION,
    ...chosen.model === void 0 ? {} : { model: chosen.model },
    providers,
    fingerprint: searchFingerprint(sources, options)
  };
  return { files, manifest };
}
function searchIndexer(options = {}) {
  return async (records, types, sources, kept) => {
    const usage = kept?.get(PROGRAM_USAGE_FILE);
    if (options.programUsage !== void 0 || usage === void 0) {
      return buildSearchArtifacts(records, types, options, sources);
    }
    const { decodeProgramUsage } = await import("./program-usage-UWXNCNUQ.js");
    return buildSearchArtifacts(
      records,
      types,
      { ...options, programUsage: decodeProgramUsage(usage) },
      sources
    );
  };
}

// src/search/embedding/endpoint-embedder.ts
function createEndpointEmbedder(options) {
  let client;
  const clientOf = () => client ??= import("openai").then(
    ({ default: OpenAIClient }) => new OpenAIClient({
      baseURL: options.baseUrl,
      // Local servers accept any key; the client insists on one.
      apiKey: options.apiKey ?? "unused",
      timeout: options.timeoutMs ?? 6e4,
      maxRetries: options.maxRetries ?? 2
    })
  );
  const batchSize = options.batchSize ?? 64;
  let dimensions = 0;
  return {
    id: `openai:${options.model}`,
    get dimensions() {
      return dimensions;
    },
    async embed(texts) {
      const out = [];
      for (let start = 0; start < texts.length; start += batchSize) {
        const batch = texts.slice(start, start + batchSize);
        let response;
        try {
          response = await (await clientOf()).embeddings.create({
            model: options.model,
            input: [...batch],
            encoding_format: "float"
          });
        } catch (error) {
          throw new UserError(
            `the embeddings endpoint ${options.baseUrl} failed for model '${options.model}': ${errorMessage(error)}`
          );
        }
        const ordered = [...response.data].sort((a, b) => a.index - b.index);
        if (ordered.length !== batch.length) {
          throw new UserError(
            `the embeddings endpoint returned ${ordered.length} vectors for ${batch.length} texts`
          );
        }
        for (const item of ordered) {
          const vector = normalise(Float32Array.from(item.embedding));
          if (dimensions === 0) {
            dimensions = vector.length;
          } else if (vector.length !== dimensions) {
            throw new UserError(
              `the embeddings endpoint returned vectors of ${vector.length} and ${dimensions} dimensions`
            );
          }
          out.push(vector);
        }
      }
      return out;
    }
  };
}

// src/search/search-index.ts
function isSearchManifest(value) {
  if (typeof value !== "object" || value === null) {
    return false;
  }
  const candidate = value;
  return typeof candidate.formatVersion === "number" && typeof candidate.embedder === "object" && typeof candidate.providers === "object" && typeof candidate.fusion === "object";
}
function searchManifestOf(snapshot) {
  const search = snapshot.manifest.search;
  if (!isSearchManifest(search)) {
    throw new UserError(
      `the snapshot at ${snapshot.dir} has no search index; rebuild it with 'pulumi-gen snapshot build'`
    );
  }
  if (search.formatVersion !== SEARCH_FORMAT_VERSION) {
    throw new UserError(
      `the snapshot's search index has format ${search.formatVersion}, this pulumi-gen reads ${SEARCH_FORMAT_VERSION}; rebuild the snapshot`
    );
  }
  return search;
}
var SearchIndex = class {
  constructor(snapshot, external) {
    this.snapshot = snapshot;
    this.external = external;
    this.manifest = searchManifestOf(snapshot);
    this.providers = Object.keys(this.manifest.providers).sort();
    const built = this.manifest.embedder;
    if (external !== void 0 && external.id !== built.id) {
      throw new UserError(
        `this snapshot was embedded with '${built.id}' but the query embedder is '${external.id}'; query it with the embedder that built it, or rebuild the snapshot with '${external.id}'`
      );
    }
    if (external === void 0 && built.kind === "endpoint") {
      throw new UserError(
        `this snapshot was embedded with '${built.id}' from an embeddings endpoint; set OPENAI_BASE_URL and PULUMI_GEN_EMBEDDING_MODEL=${built.model ?? built.id.replace(/^openai:/, "")} to search it`
      );
    }
  }
  snapshot;
  external;
  manifest;
  providers;
  loaded = /* @__PURE__ */ new Map();
  local;
  /** The embedder for queries: the one passed in, else the snapshot's own local model. */
  embedder() {
    if (this.external !== void 0) {
      return this.external;
    }
    if (this.local === void 0) {
      const files = this.manifest.model;
      if (files === void 0) {
        throw new UserError(
          "the snapshot names a local embedding model but ships no model files; rebuild it"
        );
      }
      this.local = deserialiseLocalModel(
        this.snapshot.readDataFile(files.header),
        this.snapshot.readDataFile(files.vectors)
      );
    }
    return this.local;
  }
  /** The local embedder when the snapshot uses it: it embeds synchronously, saving a turn of the event loop. */
  localEmbedder() {
    return this.external === void 0 ? this.embedder() : void 0;
  }
  provider(name) {
    const cached = this.loaded.get(name);
    if (cached !== void 0) {
      return cached;
    }
    const files = this.manifest.providers[name];
    if (files === void 0) {
      throw new UserError(`unknown provider '${name}'; known providers: ${this.providers.join(", ")}`);
    }
    const docs = JSON.parse(this.snapshot.readDataFile(files.docs).toString("utf8"));
    const sparse = openSparseIndex(this.snapshot.readDataFile(files.sparse), SPARSE_OPTIONS);
    const dimensions = this.manifest.embedder.dimensions;
    const vectors = viewQuantisedRows(this.snapshot.readDataFile(files.vectors), files.count, dimensions);
    const index = { provider: name, docs, sparse, vectors, dimensions };
    this.loaded.set(name, index);
    return index;
  }
};

export {
  SEARCH_DIR,
  buildSearchArtifacts,
  searchIndexer,
  searchManifestOf,
  SearchIndex,
  createEndpointEmbedder
};
