import type { RequestText } from '../language/request-text.js';
import type { SearchQuery, SearchResult } from '../search/types.js';
import type { Snapshot } from '../snapshot/types.js';
import type { PlanDraft, PlanEdit } from './draft.js';

/**
 * When a rule runs. The planner runs the phases in this order and the rules of a phase in the order
 * `rules.ts` lists them: what a rule reads must be planned by an earlier one.
 *   - `components`: what the request asks for, and what its words make it need (sub-resources, companions);
 *   - `wiring`: the schemas' required references (plumbing) and the relations between components;
 *   - `values`: the literals, valid values and switches the request states, on the inputs that take them;
 *   - `settle`: what the stated values decide (a second subscription once the first has an address);
 *   - `config`: the configuration the request describes.
 */
export const PLAN_PHASES = ['components', 'wiring', 'values', 'settle', 'config'] as const;
export type PlanPhase = (typeof PLAN_PHASES)[number];

/** The search a rule may run for the request's words: the engine's, memoised for one plan. */
export type PartSearch = (query: SearchQuery) => Promise<SearchResult>;

/** What rules read besides the draft and the request. */
export interface PlanSources {
  readonly snapshot: Snapshot;
  readonly search: PartSearch;
}

/**
 * One rule of the offline planner: it reads the plan so far, the request and the snapshot, and returns the
 * edits it makes. It never changes the draft itself; the planner applies the edits and records the rule's id
 * on everything they make, so the report can say why a component, value or relation is in the plan.
 */
export interface PlanRule {
  /** Stable, kebab-case: recorded on the plan's items. */
  readonly id: string;
  readonly phase: PlanPhase;
  run(draft: PlanDraft, text: RequestText, sources: PlanSources): PlanEdit[] | Promise<PlanEdit[]>;
}
