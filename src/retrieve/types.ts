import type { ChatModel } from '../model/chat-model.js';
import type { Plan } from '../plan/types.js';
import type { RecordKind, SnapshotRecord } from '../snapshot/types.js';

/** One ranked record, with the parts of its fused score kept for display. */
export interface SearchHit {
  readonly token: string;
  readonly tsName: string;
  readonly provider: string;
  readonly kind: RecordKind;
  readonly score: number;
  /** The normalised sparse (BM25) part before fusion. */
  readonly sparse: number;
  /** The normalised dense (cosine) part before fusion. */
  readonly dense: number;
  /** Placed by the offline plan of a multi-part request, not by its score (which is then 1). */
  readonly planned?: true;
}

export interface SearchQuery {
  readonly text: string;
  /** Default 10. */
  readonly limit?: number;
  /** An explicit provider filter; when absent, providers are inferred from the text, else all. */
  readonly providers?: readonly string[];
}

export interface SearchResult {
  readonly hits: readonly SearchHit[];
  /** The providers actually searched and why (`explicit`, `inferred`, `all`). */
  readonly providers: readonly string[];
  readonly routing: 'explicit' | 'inferred' | 'all';
  /** e.g. a query truncated for length. */
  readonly warnings: readonly string[];
}

/** What the generation pipeline asks for: everything the prompt needs, within a token budget. */
export interface RetrieveRequest {
  readonly text: string;
  readonly providers?: readonly string[];
  /** Default 20,000 tokens for the rendered records. */
  readonly tokenBudget?: number;
  /** With a model, search terms may be proposed by it. */
  readonly model?: ChatModel;
  /** The plan: retrieval searches once per planned component and brings the plumbing each one needs. */
  readonly plan?: Plan;
}

export interface RetrievalResult {
  readonly providers: readonly string[];
  /** The concept queries the request was decomposed into. */
  readonly concepts: readonly string[];
  /** Merged, ranked hits, pruned to the budget. */
  readonly hits: readonly SearchHit[];
  /** The records of {@link hits}, same order. */
  readonly records: readonly SnapshotRecord[];
  readonly warnings: readonly string[];
  readonly usage?: { readonly promptTokens: number; readonly completionTokens: number };
}

/** The registry search, built once per process over an opened snapshot. */
export interface RegistrySearch {
  search(query: SearchQuery): Promise<SearchResult>;
  retrieve(request: RetrieveRequest): Promise<RetrievalResult>;
}
