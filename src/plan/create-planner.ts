import type { ChatModel } from '../model/chat-model.js';
import type { RegistrySearch } from '../retrieve/types.js';
import type { Snapshot } from '../snapshot/types.js';
import { planWithModel } from './model-planner.js';
import { planOffline } from './offline-planner.js';
import type { Plan, PlanInput, Planner } from './types.js';

export interface PlannerDeps {
  readonly snapshot: Snapshot;
  readonly search: RegistrySearch;
}

/** The plan stage: offline from the schemas and search, or one structured model call grounded by them. */
export function createPlanner(deps: PlannerDeps): Planner {
  return {
    plan(input: PlanInput, model?: ChatModel): Promise<Plan> {
      return model === undefined ? planOffline(input, deps) : planWithModel(input, model, deps);
    },
  };
}
