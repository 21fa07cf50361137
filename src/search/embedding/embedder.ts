/**
 * Embedders turn text into unit vectors. The snapshot records which one embedded its records; a query must
 * be embedded by the same one, or cosine similarity compares points from unrelated spaces.
 */
export interface Embedder {
  /** Identifies the vector space: `local:ppmi-svd-128:<hash>` or `openai:<model>`. */
  readonly id: string;
  readonly dimensions: number;
  /** Unit-length vectors, one per text, in order. */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

/** What the manifest says about the embedder that built a snapshot. */
export interface EmbedderDescription {
  readonly kind: 'local' | 'endpoint';
  readonly id: string;
  readonly dimensions: number;
  /** For the endpoint embedder: the model name to ask for. */
  readonly model?: string;
}

export function normalise<T extends Float32Array>(vector: T): T {
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
