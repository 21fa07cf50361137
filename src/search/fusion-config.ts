/**
 * How the two channels are fused. The defaults were tuned on the development set (`test/eval/`) with
 * `bench/retrieval.ts` and are written into each snapshot's manifest, so a snapshot keeps the weights it
 * was tuned with even when the defaults move.
 */
export interface FusionConfig {
  readonly method: 'convex' | 'rrf';
  /** Weight of the dense channel in the convex combination; the sparse channel gets 1 − this. */
  readonly denseWeight: number;
  /**
   * Weight of name coverage: how much of a record's name (or of a glossary phrase naming it) the request
   * says. It separates `Function` from `FunctionIamMember` when both match "cloud function" equally in BM25.
   */
  readonly nameWeight: number;
  /** Weight of the record's corpus popularity (how often other records' examples use it). */
  readonly popularityWeight: number;
  /** Weight of a service match: the request names the record's service ("cdn" → everything in CloudFront). */
  readonly serviceWeight: number;
  /** Subtracted per log2 of the best channel rank, so a record deep in both lists cannot win on ties. */
  readonly rankPenalty: number;
  /** The RRF constant k (score = Σ 1/(k + rank)). */
  readonly rrfK: number;
  /** Candidates taken from each channel before fusion. */
  readonly candidates: number;
}

export const DEFAULT_FUSION: FusionConfig = {
  method: 'convex',
  denseWeight: 0.4,
  nameWeight: 1.2,
  popularityWeight: 0.4,
  serviceWeight: 0.5,
  rankPenalty: 0.01,
  rrfK: 60,
  candidates: 60,
};
