import type { RequestText } from '../language/request-text.js';
import type { RecordKind } from '../snapshot/types.js';
import type { RankedRecord } from './rank.js';

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

/** A request's whole ranking and, for a request of several concepts, each concept's own. */
export interface ConceptRankings {
  readonly whole: readonly RankedRecord[];
  /** `[whole, ...one per concept]`; just `[whole]` for a single-concept request. */
  readonly lists: readonly (readonly RankedRecord[])[];
}

/**
 * The search engine: hybrid ranking over the snapshot's index, below the plan. It never plans; the
 * planner searches the request's parts with it, and the retrieve stage builds on it.
 */
export interface SearchEngine {
  /** The providers the index holds, sorted. */
  readonly providers: readonly string[];
  /** Reads a query's text with the engine's providers (see {@link RequestText}). */
  read(text: string, providers?: readonly string[]): RequestText;
  /** One text ranked over the given providers. */
  rank(text: string, providers: readonly string[], limit: number): Promise<RankedRecord[]>;
  /** The whole request ranked, and each of its concepts when it has several, over its routed providers. */
  rankConcepts(request: RequestText, limit: number): Promise<ConceptRankings>;
  /**
   * The tokens of the base provider's records a component record (by provider and index id) makes or
   * takes (`awsx.ec2.Vpc` → the VPC, its subnets, gateways and route tables); empty for a plain record.
   */
  componentTokens(provider: string, id: number, base: string): ReadonlySet<string>;
  /**
   * The engine for one request: its searches share each provider's channel results for the same words (the
   * request's concepts, then the planner's parts). Hold it for the request only.
   */
  session(): SearchEngine;
  /** A query's hits: one concept ranked as it is, several interleaved so each has its best near the top. */
  search(query: SearchQuery): Promise<SearchResult>;
}
