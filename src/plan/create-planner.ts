import { readRequest } from '../language/request-text.js';
import type { ChatModel } from '../model/chat-model.js';
import type { SearchEngine } from '../search/types.js';
import type { Snapshot } from '../snapshot/types.js';
import { planWithModel } from './model-planner.js';
import { planOffline } from './offline-planner.js';
import type { Plan, PlanInput, Planner } from './types.js';

export interface PlannerDeps {
  readonly snapshot: Snapshot;
  /** The search engine (never a planning search: a part of the request must not be planned again). */
  readonly search: SearchEngine;
}

/** The plan stage: offline from the schemas and search, or one structured model call grounded by them. */
export function createPlanner(deps: PlannerDeps): Planner {
  return {
    plan(input: PlanInput, model?: ChatModel): Promise<Plan> {
      const request = readRequest(input.text, {
        known: deps.snapshot.providers,
        ...(input.providers === undefined ? {} : { providers: input.providers }),
      });
      return model === undefined ? planOffline(request, deps) : planWithModel(request, model, deps);
    },
  };
}
