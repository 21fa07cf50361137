import { readRequest } from '../language/request-text.js';
import type { ChatModel } from '../model/chat-model.js';
import type { SearchEngine } from '../search/types.js';
import { literalOwner as ownerOf } from '../snapshot/literal-owners.js';
import { programKnowledge } from '../snapshot/read-knowledge.js';
import type { Snapshot } from '../snapshot/types.js';
import { planWithModel } from './model-planner.js';
import { planOffline } from './offline-planner.js';
import type { Plan, PlanInput, Planner } from './types.js';
import { unplannedParts } from './unplanned-parts.js';

export interface PlannerDeps {
  readonly snapshot: Snapshot;
  /** The search engine (never a planning search: a part of the request must not be planned again). */
  readonly search: SearchEngine;
}

/** The provider a value of a request belongs to, from the snapshot's counted literals (none without them). */
function literalOwner(snapshot: Snapshot): (word: string) => string | undefined {
  const knowledge = programKnowledge(snapshot);
  const owners = knowledge?.literals ?? {};
  const families = knowledge?.literalFamilies ?? {};
  return (word) => ownerOf(owners, families, word);
}

/** The plan stage: offline from the schemas and search, or one structured model call grounded by them. */
export function createPlanner(deps: PlannerDeps): Planner {
  return {
    plan(input: PlanInput, model?: ChatModel): Promise<Plan> {
      const request = readRequest(input.text, {
        known: deps.snapshot.providers,
        literalOwner: literalOwner(deps.snapshot),
        ...(input.providers === undefined ? {} : { providers: input.providers }),
      });
      const planned = model === undefined ? planOffline(request, deps) : planWithModel(request, model, deps);
      return planned.then((plan) => ({ ...plan, unplanned: unplannedParts(request, plan, deps.snapshot) }));
    },
  };
}
