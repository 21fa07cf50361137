import { createHash } from 'node:crypto';
import { analyse } from '../../language/terms.js';
import type { Embedder } from './embedder.js';
import { normalise } from './embedder.js';
import { randomizedSvdEmbedding, type CsrMatrix } from './linalg.js';

/**
 * A word-embedding model trained from the snapshot's own text at build time, so dense retrieval works
 * offline with no downloaded weights: positive PMI over a sliding co-occurrence window (plus each record's
 * name words as context of all its words, which ties "storage" to "bucket"), factorised by randomized SVD.
 * Sentences are SIF-weighted averages of word vectors with the common component removed (Arora et al.
 * 2017), which beats a plain average on short texts.
 */
export interface LocalModelData {
  readonly vocabulary: readonly string[];
  /** Unigram probabilities, for the SIF weights. */
  readonly frequencies: Float32Array;
  readonly dimensions: number;
  /** vocabulary.length × dimensions, row-major, unit rows. */
  readonly vectors: Float32Array;
  /** The first principal component of the training sentences, removed from every sentence vector. */
  readonly commonComponent: Float32Array;
}

export interface TrainingDocument {
  /** Words that describe the record as a whole (its name): context for every other word. */
  readonly title: string;
  readonly body: string;
}

export interface TrainOptions {
  readonly dimensions?: number;
  readonly window?: number;
  readonly minCount?: number;
  readonly maxVocabulary?: number;
}

const SIF_A = 1e-3;
/** Context distribution smoothing (Levy, Goldberg, Dagan 2015): rare contexts get less inflated PMI. */
const CONTEXT_ALPHA = 0.75;

export function trainLocalModel(
  documents: readonly TrainingDocument[],
  options: TrainOptions = {},
): LocalModelData {
  const window = options.window ?? 4;
  const tokenised = documents.map((doc) => ({ title: analyse(doc.title), body: analyse(doc.body) }));
  const counts = new Map<string, number>();
  let total = 0;
  for (const doc of tokenised) {
    for (const term of [...doc.title, ...doc.body]) {
      counts.set(term, (counts.get(term) ?? 0) + 1);
      total += 1;
    }
  }
  const vocabulary = [...counts.entries()]
    .filter(([, count]) => count >= (options.minCount ?? 2))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, options.maxVocabulary ?? 30_000)
    .map(([term]) => term);
  const index = new Map(vocabulary.map((term, i) => [term, i]));
  const size = vocabulary.length;
  const frequencies = new Float32Array(size);
  vocabulary.forEach((term, i) => (frequencies[i] = (counts.get(term) ?? 0) / Math.max(total, 1)));

  // Co-occurrence rows keyed by the context word; weights fall off with distance.
  const rows: Map<number, number>[] = Array.from({ length: size }, () => new Map());
  const add = (a: number, b: number, weight: number): void => {
    if (a === b) {
      return;
    }
    const rowA = rows[a];
    const rowB = rows[b];
    if (rowA === undefined || rowB === undefined) {
      return;
    }
    rowA.set(b, (rowA.get(b) ?? 0) + weight);
    rowB.set(a, (rowB.get(a) ?? 0) + weight);
  };
  for (const doc of tokenised) {
    const titleIds = [...new Set(doc.title.map((t) => index.get(t)).filter((i) => i !== undefined))];
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
    const bodyIds = [...new Set(doc.body.map((t) => index.get(t)).filter((i) => i !== undefined))];
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
  const partial: LocalModelData = {
    vocabulary,
    frequencies,
    dimensions,
    vectors,
    commonComponent: new Float32Array(dimensions),
  };
  const sentences = tokenised.map((doc) => sifAverage(partial, index, [...doc.title, ...doc.body]));
  return { ...partial, commonComponent: firstPrincipalComponent(sentences, dimensions) };
}

function ppmiMatrix(rows: readonly Map<number, number>[]): CsrMatrix {
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
  const columns: number[] = [];
  const values: number[] = [];
  rows.forEach((row, i) => {
    const entries = [...row.entries()].sort((a, b) => a[0] - b[0]);
    for (const [j, value] of entries) {
      const pmi = Math.log(
        value / total / (((rowSums[i] ?? 1) / total) * ((colSums[j] ?? 1) / smoothedTotal)),
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

function sifAverage(
  model: LocalModelData,
  index: ReadonlyMap<string, number>,
  terms: readonly string[],
): Float32Array {
  const out = new Float32Array(model.dimensions);
  let weightSum = 0;
  for (const term of terms) {
    const id = index.get(term);
    if (id === undefined) {
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

function firstPrincipalComponent(sentences: readonly Float32Array[], dimensions: number): Float32Array {
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

/** The embedder over a trained (or loaded) model. */
export class LocalEmbedder implements Embedder {
  readonly id: string;
  readonly dimensions: number;
  private readonly index: Map<string, number>;

  /**
   * `id` is given when loading: the hash is taken once, over the model as trained. `prepareRow` is called
   * for each vocabulary row a text uses before the row is read: a loaded model fills its rows then.
   */
  constructor(
    private readonly model: LocalModelData,
    id?: string,
    private readonly prepareRow: (row: number) => void = () => undefined,
  ) {
    this.dimensions = model.dimensions;
    this.index = new Map(model.vocabulary.map((term, i) => [term, i]));
    this.id = id ?? `local:ppmi-svd-${model.dimensions}:${localModelHash(model)}`;
  }

  embedSync(text: string): Float32Array {
    const terms = analyse(text);
    for (const term of terms) {
      const row = this.index.get(term);
      if (row !== undefined) {
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

  embed(texts: readonly string[]): Promise<Float32Array[]> {
    return Promise.resolve(texts.map((text) => this.embedSync(text)));
  }
}

function localModelHash(model: LocalModelData): string {
  const hash = createHash('sha256');
  hash.update(model.vocabulary.join('\n'));
  hash.update(new Uint8Array(model.vectors.buffer, model.vectors.byteOffset, model.vectors.byteLength));
  return hash.digest('hex').slice(0, 12);
}

/**
 * Serialisation: a JSON header (vocabulary, frequencies) and a binary body of int8 word vectors with one
 * float32 scale per word, about a quarter of float32 size at no measurable loss in ranking.
 */
export interface SerialisedLocalModel {
  readonly header: Uint8Array;
  readonly vectors: Uint8Array;
}

interface LocalModelHeader {
  readonly dimensions: number;
  readonly vocabulary: readonly string[];
  readonly frequencies: readonly number[];
  readonly commonComponent: readonly number[];
  readonly id: string;
}

export function serialiseLocalModel(model: LocalModelData, id: string): SerialisedLocalModel {
  const header: LocalModelHeader = {
    dimensions: model.dimensions,
    vocabulary: model.vocabulary,
    frequencies: Array.from(model.frequencies, (f) => Number(f.toPrecision(4))),
    commonComponent: Array.from(model.commonComponent),
    id,
  };
  return {
    header: new TextEncoder().encode(JSON.stringify(header)),
    vectors: quantiseRows(model.vectors, model.vocabulary.length, model.dimensions),
  };
}

/**
 * The embedder over a serialised model. Word vectors are dequantised a row at a time, the first time a
 * query uses the word: a query touches a handful of the vocabulary, and dequantising all of it was most
 * of the cost of loading the model on a cold start.
 */
export function deserialiseLocalModel(header: Uint8Array, vectors: Uint8Array): LocalEmbedder {
  const parsed = JSON.parse(new TextDecoder().decode(header)) as LocalModelHeader;
  const rows = parsed.vocabulary.length;
  const quantised = viewQuantisedRows(vectors, rows, parsed.dimensions);
  const model: LocalModelData = {
    dimensions: parsed.dimensions,
    vocabulary: parsed.vocabulary,
    frequencies: Float32Array.from(parsed.frequencies),
    commonComponent: Float32Array.from(parsed.commonComponent),
    vectors: new Float32Array(rows * parsed.dimensions),
  };
  const ready = new Uint8Array(rows);
  return new LocalEmbedder(model, parsed.id, (row) => {
    if (ready[row] !== 1) {
      dequantiseRow(quantised, row, parsed.dimensions, model.vectors);
      ready[row] = 1;
    }
  });
}

/** Rows as int8 with a float32 scale each: [scales (rows × 4 bytes)][values (rows × dims bytes)]. */
export function quantiseRows(values: Float32Array, rows: number, dims: number): Uint8Array {
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

export interface QuantisedRows {
  readonly scales: Float32Array;
  readonly values: Int8Array;
}

export function viewQuantisedRows(data: Uint8Array, rows: number, dims: number): QuantisedRows {
  // Copy into an aligned buffer: a Buffer read from disk may start at an odd offset in its pool.
  const aligned = new Uint8Array(data.byteLength);
  aligned.set(data);
  return {
    scales: new Float32Array(aligned.buffer, 0, rows),
    values: new Int8Array(aligned.buffer, rows * 4, rows * dims),
  };
}

/** Writes row `r` of quantised rows into `out` as float32. */
function dequantiseRow(rows: QuantisedRows, r: number, dims: number, out: Float32Array): void {
  const scale = rows.scales[r] ?? 1;
  for (let d = 0; d < dims; d += 1) {
    out[r * dims + d] = (rows.values[r * dims + d] ?? 0) * scale;
  }
}

export function dequantiseRows(data: Uint8Array, rows: number, dims: number): Float32Array {
  const quantised = viewQuantisedRows(data, rows, dims);
  const out = new Float32Array(rows * dims);
  for (let r = 0; r < rows; r += 1) {
    dequantiseRow(quantised, r, dims, out);
  }
  return out;
}
