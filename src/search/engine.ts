import { readRequest, type RequestText } from '../language/request-text.js';
import type { Snapshot } from '../snapshot/types.js';
import type { Embedder } from './embedding/embedder.js';
import type { FusionConfig } from './fusion-config.js';
import { interleave, toHit } from './hits.js';
import { queryText } from './query-text.js';
import { componentParts, keptChannels, rankQuery, type ChannelSource, type RankedRecord } from './rank.js';
import { SearchIndex } from './search-index.js';
import type { ConceptRankings, SearchEngine, SearchQuery, SearchResult } from './types.js';

export const DEFAULT_LIMIT = 10;
/** Records each concept of a decomposed request may contribute. */
export const PER_CONCEPT_LIMIT = 10;

export interface SearchEngineOptions {
  /** Query embedder; must be the one that built the snapshot. Default: the snapshot's local model. */
  readonly embedder?: Embedder;
  /** Overrides the fusion settings recorded in the snapshot (benchmarks and tuning). */
  readonly fusion?: Partial<FusionConfig>;
  /** Which channels to use (benchmarks isolate one); default both. */
  readonly channels?: 'both' | 'sparse' | 'dense';
}

class HybridSearchEngine implements SearchEngine {
  readonly providers: readonly string[];
  private readonly fusion: FusionConfig;

  constructor(
    private readonly index: SearchIndex,
    private readonly options: SearchEngineOptions,
    /** Kept per session (see {@link session}); none for the engine itself. */
    private readonly kept?: {
      readonly source: ChannelSource;
      readonly vectors: Map<string, Promise<Float32Array | undefined>>;
    },
  ) {
    this.fusion = { ...index.manifest.fusion, ...options.fusion };
    this.providers = index.providers;
  }

  /** A session of its own; a session's session is itself, so a plan inside a search shares its work. */
  session(): SearchEngine {
    if (this.kept !== undefined) return this;
    return new HybridSearchEngine(this.index, this.options, {
      source: keptChannels(),
      vectors: new Map(),
    });
  }

  read(text: string, providers?: readonly string[]): RequestText {
    return readRequest(text, { known: this.providers, ...(providers === undefined ? {} : { providers }) });
  }

  private vectorFor(text: string): Promise<Float32Array | undefined> {
    if (this.kept === undefined) return this.embed(text);
    let vector = this.kept.vectors.get(text);
    if (vector === undefined) {
      vector = this.embed(text);
      this.kept.vectors.set(text, vector);
    }
    return vector;
  }

  private async embed(text: string): Promise<Float32Array | undefined> {
    if (this.options.channels === 'sparse') {
      return undefined;
    }
    const local = this.index.localEmbedder();
    const vector =
      local !== undefined ? local.embedSync(text) : (await this.index.embedder().embed([text]))[0];
    return vector !== undefined && vector.some((value) => value !== 0) ? vector : undefined;
  }

  async rank(text: string, providers: readonly string[], limit: number): Promise<RankedRecord[]> {
    const indexes = providers.map((provider) => this.index.provider(provider));
    return rankQuery(indexes, text, {
      fusion: this.fusion,
      limit,
      vector: await this.vectorFor(text),
      channels: this.options.channels ?? 'both',
      ...(this.kept === undefined ? {} : { source: this.kept.source }),
    });
  }

  async rankConcepts(request: RequestText, limit: number): Promise<ConceptRankings> {
    const { providers } = request.route;
    const whole = await this.rank(request.text, providers, Math.max(limit, PER_CONCEPT_LIMIT));
    if (request.concepts.length <= 1) {
      return { whole, lists: [whole] };
    }
    const perConcept = await Promise.all(
      request.concepts.map((concept) => this.rank(concept, providers, PER_CONCEPT_LIMIT)),
    );
    return { whole, lists: [whole, ...perConcept] };
  }

  componentTokens(provider: string, id: number, base: string): ReadonlySet<string> {
    const baseIndex = this.index.provider(base);
    const parts = componentParts(this.index.provider(provider), id, baseIndex);
    return new Set([...parts].map((part) => baseIndex.docs.tokens[part] ?? ''));
  }

  async search(query: SearchQuery): Promise<SearchResult> {
    const { text, warnings } = queryText(query.text);
    const limit = Math.max(1, Math.floor(query.limit ?? DEFAULT_LIMIT));
    const request = this.read(text, query.providers);
    const { whole, lists } = await this.rankConcepts(request, limit);
    const ranked = lists.length <= 1 ? whole.slice(0, limit) : interleave(lists, limit);
    const { route } = request;
    return { hits: ranked.map(toHit), providers: route.providers, routing: route.routing, warnings };
  }
}

/**
 * The search engine over an opened snapshot. Throws a `UserError` when the snapshot has no search index or
 * was embedded by a different embedder than the one given.
 */
export function createSearchEngine(snapshot: Snapshot, options: SearchEngineOptions = {}): SearchEngine {
  return new HybridSearchEngine(new SearchIndex(snapshot, options.embedder), options);
}
