import type { ChatModel, TokenUsage } from '../model/chat-model.js';
import { planOffline } from '../plan/offline-planner.js';
import { splitRequest } from '../plan/parts.js';
import type { Plan } from '../plan/types.js';
import { UserError, errorMessage } from '../shared/errors.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import { requestConcepts } from './decompose.js';
import type { Embedder } from './embedding/embedder.js';
import type { FusionConfig } from './fusion-config.js';
import { COMPONENT_PACKAGES } from './glossary.js';
import { componentParts, rankQuery, type RankedRecord } from './rank.js';
import { fitToBudget, renderRecordCompact } from './render.js';
import { planningProviders, routeRequest, type Routing } from './routing.js';
import { parseSearchTerms, phraseLimit, searchTermsMessages } from './search-terms-prompt.js';
import { SearchIndex } from './search-index.js';
import type {
  RegistrySearch,
  RetrievalResult,
  RetrieveRequest,
  SearchHit,
  SearchQuery,
  SearchResult,
} from './types.js';

/** Longer requests are cut here: past a few paragraphs extra words only dilute both channels. */
export const MAX_QUERY_CHARS = 2_000;
export const DEFAULT_LIMIT = 10;
export const DEFAULT_TOKEN_BUDGET = 20_000;
/** Records each concept of a decomposed request may contribute. */
export const PER_CONCEPT_LIMIT = 10;

export interface RegistrySearchOptions {
  /** Query embedder; must be the one that built the snapshot. Default: the snapshot's local model. */
  readonly embedder?: Embedder;
  /** Overrides the fusion settings recorded in the snapshot (benchmarks and tuning). */
  readonly fusion?: Partial<FusionConfig>;
  /** Which channels to use (benchmarks isolate one); default both. */
  readonly channels?: 'both' | 'sparse' | 'dense';
}

interface PreparedText {
  readonly text: string;
  readonly warnings: string[];
}

/**
 * Literal values in a request (URLs, e-mail addresses, IPs and CIDR ranges, host names) are data for the
 * program, not words for the search: "routes api.example.com" would otherwise match `APIService`. Dotted
 * TS names (`aws.s3.Bucket`) and Kubernetes API groups (`networking.k8s.io`) end in no such top-level domain.
 */
const LITERAL_VALUES =
  /\bhttps?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b\d{1,3}(?:\.\d{1,3}){3}(?:\/\d{1,2})?|\b(?:[a-z0-9-]+\.)+(?:com|net|org|dev|app|co|info|biz|example|test|local|internal)\b/gi;

function prepareText(raw: string): PreparedText {
  const trimmed = raw.trim();
  if (trimmed === '') {
    throw new UserError('the query is empty; say what infrastructure you are looking for, e.g. "S3 bucket"');
  }
  const withoutValues = trimmed.replace(LITERAL_VALUES, ' ').replace(/\s+/g, ' ').trim();
  const text = withoutValues === '' ? trimmed : withoutValues;
  if (text.length > MAX_QUERY_CHARS) {
    const cut = text.lastIndexOf(' ', MAX_QUERY_CHARS);
    return {
      text: text.slice(0, cut > MAX_QUERY_CHARS / 2 ? cut : MAX_QUERY_CHARS),
      warnings: [`the query was ${text.length} characters; only the first ${MAX_QUERY_CHARS} were used`],
    };
  }
  return { text, warnings: [] };
}

/** The index id of a record the plan put in a ranking: it was placed by the plan, not scored. */
const PLANNED_ID = -1;

function toHit(ranked: RankedRecord): SearchHit {
  return {
    token: ranked.token,
    tsName: ranked.tsName,
    provider: ranked.provider,
    kind: ranked.kind,
    score: Number(ranked.score.toFixed(4)),
    sparse: Number(ranked.sparse.toFixed(4)),
    dense: Number(ranked.dense.toFixed(4)),
    ...(ranked.id === PLANNED_ID ? { planned: true as const } : {}),
  };
}

/**
 * Interleaves ranked lists, best of each first: a decomposed request gets each concept's best record near
 * the top instead of letting the concept with the most matching words fill every slot.
 */
export function interleave(lists: readonly (readonly RankedRecord[])[], limit: number): RankedRecord[] {
  const out: RankedRecord[] = [];
  const seen = new Set<string>();
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let rank = 0; rank < longest && out.length < limit; rank += 1) {
    for (const list of lists) {
      const item = list[rank];
      if (item === undefined) {
        continue;
      }
      const k = item.token;
      if (!seen.has(k)) {
        seen.add(k);
        out.push(item);
        if (out.length >= limit) {
          break;
        }
      }
    }
  }
  return out;
}

/**
 * The first record of each list that no earlier list or the pinned records already gave: one lead per
 * concept of the request, so `records.slice(0, concepts.length + 1)` holds the plan's records and them.
 */
export function leadsOf(
  lists: readonly (readonly RankedRecord[])[],
  pinned: readonly RankedRecord[],
): RankedRecord[] {
  const taken = new Set(pinned.map((r) => r.token));
  const leads: RankedRecord[] = [];
  for (const list of lists) {
    const lead = list.find((r) => !taken.has(r.token));
    if (lead === undefined) continue;
    taken.add(lead.token);
    leads.push(lead);
  }
  return leads;
}

/**
 * The planned records (in {@link byEvidence} order), then the leads of the request's own rankings, then those
 * rankings interleaved: what `retrieve` with a plan and `search` on a multi-part request both return.
 */
export function plannedFirst(
  pinned: readonly RankedRecord[],
  plan: Plan | undefined,
  ownLists: readonly (readonly RankedRecord[])[],
  ranked: readonly RankedRecord[],
  limit: number,
): RankedRecord[] {
  return interleave(
    [[...byEvidence(pinned, plan, ownLists), ...leadsOf(ownLists, pinned), ...ranked]],
    limit,
  );
}

/** How deep in a concept's ranking a planned component still counts as named by the request's words. */
const SUPPORT_DEPTH = 3;

/**
 * The planned records in an order that puts the surest first: the request's components that the request's
 * own words also rank near the top, then the plumbing the schemas require, then the components only the
 * planner saw (a word like "cross-account" may have planned an `Account`). Plan order within each.
 */
export function byEvidence(
  pinned: readonly RankedRecord[],
  plan: Plan | undefined,
  ownLists: readonly (readonly RankedRecord[])[],
): RankedRecord[] {
  const supported = new Set(ownLists.flatMap((list) => list.slice(0, SUPPORT_DEPTH).map((r) => r.token)));
  const origin = new Map((plan?.components ?? []).map((c) => [c.token, c.origin]));
  const tier = (r: RankedRecord) => (origin.get(r.token) === 'plumbing' ? 1 : supported.has(r.token) ? 0 : 2);
  return pinned
    .map((record, index) => ({ record, index }))
    .sort((a, b) => tier(a.record) - tier(b.record) || a.index - b.index)
    .map(({ record }) => record);
}

class HybridRegistrySearch implements RegistrySearch {
  private readonly fusion: FusionConfig;

  constructor(
    private readonly snapshot: Snapshot,
    private readonly index: SearchIndex,
    private readonly options: RegistrySearchOptions,
  ) {
    this.fusion = { ...index.manifest.fusion, ...options.fusion };
  }

  private async vectorFor(text: string): Promise<Float32Array | undefined> {
    if (this.options.channels === 'sparse') {
      return undefined;
    }
    const local = this.index.localEmbedder();
    const vector =
      local !== undefined ? local.embedSync(text) : (await this.index.embedder().embed([text]))[0];
    return vector !== undefined && vector.some((value) => value !== 0) ? vector : undefined;
  }

  private async rank(text: string, providers: readonly string[], limit: number): Promise<RankedRecord[]> {
    const indexes = providers.map((provider) => this.index.provider(provider));
    return rankQuery(indexes, text, {
      fusion: this.fusion,
      limit,
      vector: await this.vectorFor(text),
      channels: this.options.channels ?? 'both',
    });
  }

  /**
   * The full request and each of its concepts, ranked. One concept: the request's own ranking. Several: with
   * `planParts`, the records the offline plan names for its parts and their plumbing first (see
   * {@link plannedFirst}), so every part of the request is in the top hits, not only the one with the most
   * matching words; without, the rankings interleaved.
   */
  private async rankConcepts(
    query: SearchQuery,
    text: string,
    route: Routing,
    limit: number,
    planParts: boolean,
  ): Promise<RankedRecord[]> {
    const { providers } = route;
    const concepts = requestConcepts(text);
    const whole = await this.rank(text, providers, Math.max(limit, PER_CONCEPT_LIMIT));
    if (concepts.length <= 1) {
      return whole.slice(0, limit);
    }
    const perConcept = await Promise.all(
      concepts.map((concept) => this.rank(concept, providers, PER_CONCEPT_LIMIT)),
    );
    const lists = [whole, ...perConcept];
    // Planning is for requests of several parts ("a queue, and a function that reads it"); the words of one
    // part ("bucket policy that allows public read") are ranked as they are, without paying for a plan.
    if (!planParts || splitRequest(text).parts.length < 2) {
      return interleave(lists, limit);
    }
    const input = query.providers === undefined ? { text } : { text, providers: query.providers };
    const plan = await planOffline(input, { snapshot: this.snapshot, search: this.partSearch() });
    // Two words of one service ("record every configuration change") are one part: its own ranking is better.
    if (plan.components.filter((c) => c.origin === 'request').length < 2) {
      return interleave(lists, limit);
    }
    const pinned = this.plannedRecords(plan).map((item) => item.ranked);
    // The request's own best match leads: a need said in many words ("a central hub to route traffic
    // between VPCs") is planned as parts, but its first hit is what it asks for.
    const best = this.leadOf(whole, plan, text, route);
    return interleave(
      [best, plannedFirst(pinned, plan, lists, interleave(lists, limit + pinned.length), limit)],
      limit,
    );
  }

  /**
   * The record that leads a planned request: its own best match, where that is a record the plan may use or
   * a component whose parts are every component the request names ("a VPC with public and private
   * subnets" is one `awsx.ec2.Vpc`); a component that covers only some of the parts gives way to the best
   * record of the provider, as the plan does (see `planningProviders`).
   */
  private leadOf(whole: readonly RankedRecord[], plan: Plan, text: string, route: Routing): RankedRecord[] {
    const planning = planningProviders(text, route);
    const first = whole[0];
    const base = COMPONENT_PACKAGES[first?.provider ?? '']?.base;
    if (first !== undefined && base !== undefined && route.providers.includes(base)) {
      const baseIndex = this.index.provider(base);
      const parts = componentParts(this.index.provider(first.provider), first.id, baseIndex);
      const named = plan.components.filter((component) => component.origin === 'request');
      const tokens = new Set([...parts].map((id) => baseIndex.docs.tokens[id]));
      if (named.every((component) => tokens.has(component.token))) {
        return [first];
      }
    }
    return whole.filter((record) => planning.includes(record.provider)).slice(0, 1);
  }

  /**
   * The search the offline planner uses for a request's parts: each part's own ranking (never planned
   * again, so a part cannot recurse), memoised for the one request because the planner's second pass asks
   * again for most parts.
   */
  private partSearch(): RegistrySearch {
    const memo = new Map<string, Promise<SearchResult>>();
    return {
      search: (query) => {
        const key = JSON.stringify([query.text, query.limit, query.providers]);
        let result = memo.get(key);
        if (result === undefined) {
          result = this.searchWith(query, false);
          memo.set(key, result);
        }
        return result;
      },
      retrieve: (request) => this.retrieve(request),
    };
  }

  search(query: SearchQuery): Promise<SearchResult> {
    return this.searchWith(query, true);
  }

  private async searchWith(query: SearchQuery, planParts: boolean): Promise<SearchResult> {
    const { text, warnings } = prepareText(query.text);
    const limit = Math.max(1, Math.floor(query.limit ?? DEFAULT_LIMIT));
    const route = routeRequest(text, query.providers, this.index.providers);
    const ranked = await this.rankConcepts(query, text, route, limit, planParts);
    return { hits: ranked.map(toHit), providers: route.providers, routing: route.routing, warnings };
  }

  async retrieve(request: RetrieveRequest): Promise<RetrievalResult> {
    const { text, warnings } = prepareText(request.text);
    const routed = routeRequest(text, request.providers, this.index.providers);
    // With a plan, the prompt shows what the plan may use: a component package the request does not name
    // stays out, as it does from the plan, so the program is built from resources the mock run can see.
    const route =
      request.plan === undefined ? routed : { ...routed, providers: planningProviders(text, routed) };
    const concepts = requestConcepts(text);
    const usage = { promptTokens: 0, completionTokens: 0 };
    const extraConcepts: string[] = [];
    if (request.model !== undefined) {
      const modelText = request.text.trim().slice(0, MAX_QUERY_CHARS);
      extraConcepts.push(
        ...(await this.proposeSearchTerms(request.model, modelText, route.providers, usage, warnings)),
      );
    }
    const planned = request.plan === undefined ? [] : this.plannedRecords(request.plan);
    const pinned = planned.map((item) => item.ranked);
    const allConcepts = [...planned.map((item) => item.query), ...concepts, ...extraConcepts];
    const whole = await this.rank(text, route.providers, PER_CONCEPT_LIMIT);
    const lists = [whole];
    if (allConcepts.length > 1) {
      for (const concept of allConcepts) {
        lists.push(await this.rank(concept, route.providers, PER_CONCEPT_LIMIT));
      }
    }
    // The planned components and their plumbing come first (in `byEvidence` order): they are named
    // outright. Then the leads: the best new record of the whole request and of each of its own concepts
    // (what the request's words name that the plan may have missed). Each component's own search then adds
    // its neighbours (sub-resources, lookups).
    const ranked = interleave(lists, PER_CONCEPT_LIMIT * (allConcepts.length + 1));
    const ownLists = [whole, ...lists.slice(1 + planned.length)];
    const merged = plannedFirst(pinned, request.plan, ownLists, ranked, pinned.length + ranked.length);
    const withRecords = merged
      .map((ranked) => ({ ranked, record: this.snapshot.get(ranked.token) }))
      .filter((item): item is { ranked: RankedRecord; record: SnapshotRecord } => item.record !== undefined);
    const budget = request.tokenBudget ?? DEFAULT_TOKEN_BUDGET;
    const selection = fitToBudget(withRecords, (item) => renderRecordCompact(item.record), budget);
    if (selection.dropped > 0) {
      warnings.push(`${selection.dropped} lower-ranked records did not fit the ${budget}-token budget`);
    }
    return {
      providers: route.providers,
      concepts: allConcepts,
      hits: selection.kept.map((item) => toHit(item.ranked)),
      records: selection.kept.map((item) => item.record),
      warnings,
      ...(request.model === undefined ? {} : { usage }),
    };
  }

  /**
   * The records of a plan's components (request and plumbing), each with the query its own search uses: its
   * role in the request's words and its resource name.
   */
  private plannedRecords(plan: Plan): { ranked: RankedRecord; query: string }[] {
    return plan.components.flatMap((component) => {
      const record = this.snapshot.get(component.token);
      if (record === undefined) return [];
      const ranked: RankedRecord = {
        provider: record.provider,
        id: PLANNED_ID,
        token: record.token,
        tsName: record.tsName,
        kind: record.kind,
        score: 1,
        sparse: 0,
        dense: 0,
      };
      return [{ ranked, query: `${component.role} ${record.tsName}` }];
    });
  }

  private async proposeSearchTerms(
    model: ChatModel,
    text: string,
    providers: readonly string[],
    usage: { promptTokens: number; completionTokens: number },
    warnings: string[],
  ): Promise<string[]> {
    try {
      const reply = await model.complete('search-terms', searchTermsMessages(text, providers));
      addUsage(usage, reply.usage);
      return parseSearchTerms(reply.text, phraseLimit(text));
    } catch (error) {
      warnings.push(`model search terms skipped: ${errorMessage(error)}`);
      return [];
    }
  }
}

function addUsage(total: { promptTokens: number; completionTokens: number }, usage: TokenUsage): void {
  total.promptTokens += usage.promptTokens;
  total.completionTokens += usage.completionTokens;
}

/**
 * The registry search over an opened snapshot. Throws a {@link UserError} when the snapshot has no search
 * index or was embedded by a different embedder than the one given.
 */
export function createRegistrySearch(
  snapshot: Snapshot,
  options: RegistrySearchOptions = {},
): RegistrySearch {
  return new HybridRegistrySearch(snapshot, new SearchIndex(snapshot, options.embedder), options);
}
