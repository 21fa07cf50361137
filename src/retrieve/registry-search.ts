import type { ChatModel, TokenUsage } from '../model/chat-model.js';
import type { RequestText } from '../language/request-text.js';
import type { Plan } from '../plan/types.js';
import type * as OfflinePlannerModule from '../plan/offline-planner.js';
import type { PlanPhase } from '../plan/plan-rule.js';
import { errorMessage } from '../shared/errors.js';
import { COMPONENT_PACKAGES } from '../language/vocabulary.js';
import {
  createSearchEngine,
  DEFAULT_LIMIT,
  PER_CONCEPT_LIMIT,
  type SearchEngineOptions,
} from '../search/engine.js';
import { interleave, PINNED_ID, toHit } from '../search/hits.js';
import { MAX_QUERY_CHARS, queryText } from '../search/query-text.js';
import type { RankedRecord } from '../search/rank.js';
import type { SearchEngine, SearchQuery, SearchResult } from '../search/types.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import { parseSearchTerms, phraseLimit, searchTermsMessages } from './search-terms-prompt.js';
import type { RegistrySearch, RetrievalResult, RetrieveRequest } from './types.js';

export const DEFAULT_TOKEN_BUDGET = 20_000;

/**
 * The offline planner, loaded on first use, not at the top: a one-part `pulumi-gen search` never plans, and
 * starts without it. Kept once loaded: a dynamic import of a loaded module still resolves it again, a
 * millisecond of every multi-part search.
 */
let plannerModule: Promise<typeof OfflinePlannerModule> | undefined;
const offlinePlanner = () => (plannerModule ??= import('../plan/offline-planner.js'));

/**
 * The plan phases a multi-part search runs: the records it puts first are the plan's components and their
 * plumbing; the stated values and configuration of the later phases (a sixth of a search's time) change none.
 */
export const RECORD_PHASES: readonly PlanPhase[] = ['components', 'wiring'];

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

/**
 * The retrieve stage, above the plan: `retrieve` puts a plan's components first, and `search` of a request of
 * several parts plans it offline (with the engine, which never plans) so every part is in the top hits.
 */
class PlannedRegistrySearch implements RegistrySearch {
  constructor(
    private readonly snapshot: Snapshot,
    readonly engine: SearchEngine,
  ) {}

  /**
   * The full request and each of its concepts, ranked. One concept: the request's own ranking. Several: the
   * records the offline plan names for its parts and their plumbing first (see {@link plannedFirst}), so
   * every part of the request is in the top hits, not only the one with the most matching words.
   */
  async search(query: SearchQuery): Promise<SearchResult> {
    const { text, warnings } = queryText(query.text);
    const limit = Math.max(1, Math.floor(query.limit ?? DEFAULT_LIMIT));
    const session = this.engine.session();
    const request = session.read(text, query.providers);
    const ranked = await this.rankPlanned(session, request, limit);
    const { route } = request;
    return { hits: ranked.map(toHit), providers: route.providers, routing: route.routing, warnings };
  }

  private async rankPlanned(
    session: SearchEngine,
    request: RequestText,
    limit: number,
  ): Promise<RankedRecord[]> {
    const { whole, lists } = await session.rankConcepts(request, limit);
    if (lists.length <= 1) {
      return whole.slice(0, limit);
    }
    // Planning is for requests of several parts ("a queue, and a function that reads it"); the words of one
    // part ("bucket policy that allows public read") are ranked as they are, without paying for a plan.
    if (request.parts.length < 2) {
      return interleave(lists, limit);
    }
    const { planOffline } = await offlinePlanner();
    const plan = await planOffline(request, {
      snapshot: this.snapshot,
      search: session,
      phases: RECORD_PHASES,
    });
    // Two words of one service ("record every configuration change") are one part: its own ranking is better.
    if (plan.components.filter((c) => c.origin === 'request').length < 2) {
      return interleave(lists, limit);
    }
    const pinned = this.plannedRecords(plan).map((item) => item.ranked);
    // The request's own best match leads: a need said in many words ("a central hub to route traffic
    // between VPCs") is planned as parts, but its first hit is what it asks for.
    const best = this.leadOf(whole, plan, request);
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
  private leadOf(whole: readonly RankedRecord[], plan: Plan, request: RequestText): RankedRecord[] {
    const planning = request.planningProviders;
    const first = whole[0];
    const base = COMPONENT_PACKAGES[first?.provider ?? '']?.base;
    if (first !== undefined && base !== undefined && request.route.providers.includes(base)) {
      const parts = this.engine.componentTokens(first.provider, first.id, base);
      const named = plan.components.filter((component) => component.origin === 'request');
      if (named.every((component) => parts.has(component.token))) {
        return [first];
      }
    }
    return whole.filter((record) => planning.includes(record.provider)).slice(0, 1);
  }

  async retrieve(request: RetrieveRequest): Promise<RetrievalResult> {
    const { text, warnings } = queryText(request.text);
    const read = this.engine.read(text, request.providers);
    // With a plan, the prompt shows what the plan may use: a component package the request does not name
    // stays out, as it does from the plan, so the program is built from resources the mock run can see.
    const route =
      request.plan === undefined ? read.route : { ...read.route, providers: read.planningProviders };
    const concepts = read.concepts;
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
    const whole = await this.engine.rank(text, route.providers, PER_CONCEPT_LIMIT);
    const lists = [whole];
    if (allConcepts.length > 1) {
      for (const concept of allConcepts) {
        lists.push(await this.engine.rank(concept, route.providers, PER_CONCEPT_LIMIT));
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
    // The budget is counted with the BPE tokenizer (a 2.3 MB rank table): loaded by `retrieve` alone, so
    // `pulumi-gen search` starts without it.
    const { fitToBudget, renderRecordCompact } = await import('./render.js');
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
        id: PINNED_ID,
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

export type RegistrySearchOptions = SearchEngineOptions;

/**
 * The registry search over an opened snapshot, with its engine. Throws a `UserError` when the snapshot has
 * no search index or was embedded by a different embedder than the one given.
 */
export function createRegistrySearch(
  snapshot: Snapshot,
  options: RegistrySearchOptions = {},
): RegistrySearch {
  return new PlannedRegistrySearch(snapshot, createSearchEngine(snapshot, options));
}
