import type { ChatModel } from '../model/chat-model.js';
import type { Plan } from '../plan/types.js';
import type { SearchEngine, SearchHit, SearchQuery, SearchResult } from '../search/types.js';
import type { SnapshotRecord } from '../snapshot/types.js';

export type { SearchHit, SearchQuery, SearchResult } from '../search/types.js';

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
  /** The engine it is built on: what the planner searches a request's parts with (it never plans). */
  readonly engine: SearchEngine;
  search(query: SearchQuery): Promise<SearchResult>;
  retrieve(request: RetrieveRequest): Promise<RetrievalResult>;
}
