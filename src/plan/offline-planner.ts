import type { RequestText } from '../language/request-text.js';
import type { SearchEngine, SearchResult } from '../search/types.js';
import type { Snapshot } from '../snapshot/types.js';
import { applyEdit, EMPTY_DRAFT, finishComponent, type PlanDraft } from './draft.js';
import type { PartSearch, PlanPhase, PlanRule, PlanSources } from './plan-rule.js';
import { OFFLINE_RULES, ruleOrder } from './rules.js';
import type { Plan } from './types.js';

export interface OfflinePlanDeps {
  readonly snapshot: Snapshot;
  /** The engine the request's parts are searched with; it never plans, so a part cannot recurse. */
  readonly search: SearchEngine;
  /**
   * The phases to run, every one when absent. A search needs only the records the plan names (`components`
   * and `wiring`): the later phases state values and configuration, and add no record a search would show.
   */
  readonly phases?: readonly PlanPhase[];
}

/**
 * The part searches of one plan, in one engine session (they share their channel results), memoised: the
 * second pass asks again for most parts.
 */
function memoisedSearch(engine: SearchEngine): PartSearch {
  const session = engine.session();
  const memo = new Map<string, Promise<SearchResult>>();
  return (query) => {
    const key = JSON.stringify([query.text, query.limit, query.providers]);
    let result = memo.get(key);
    if (result === undefined) {
      result = session.search(query);
      memo.set(key, result);
    }
    return result;
  };
}

/** Runs the rules over a draft in their order, each rule's edits applied (and recorded) before the next runs. */
export async function applyRules(
  rules: readonly PlanRule[],
  request: RequestText,
  sources: PlanSources,
  draft: PlanDraft = EMPTY_DRAFT,
  phases?: readonly PlanPhase[],
): Promise<PlanDraft> {
  let current = draft;
  for (const rule of ruleOrder(rules, phases)) {
    const edits = await rule.run(current, request, sources);
    current = edits.reduce((plan, edit) => applyEdit(plan, edit, rule.id), current);
  }
  return current;
}

/**
 * The plan without a model: the rules of `rules.ts` over the request, the snapshot and the search engine.
 * The request's parts are searched for the resources they name, the literal values it states attached to
 * the inputs that carry them, the schemas' references turned into relations and plumbing, and the
 * configuration it describes read; every item records the rule that made it.
 */
export async function planOffline(request: RequestText, deps: OfflinePlanDeps): Promise<Plan> {
  const sources: PlanSources = { snapshot: deps.snapshot, search: memoisedSearch(deps.search) };
  const draft = await applyRules(OFFLINE_RULES, request, sources, EMPTY_DRAFT, deps.phases);
  const notes = [...draft.notes];
  if (draft.components.length === 0) {
    notes.push('no resource in the snapshot matches the request; name the cloud resources you want');
  }
  return {
    components: draft.components.map(finishComponent),
    relations: draft.relations,
    config: draft.config,
    ...(draft.existing === undefined ? {} : { existing: draft.existing }),
    source: 'offline',
    notes,
  };
}
