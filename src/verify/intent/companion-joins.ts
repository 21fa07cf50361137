import type { Plan, PlannedComponent } from '../../plan/types.js';
import type { RegisteredResource } from '../types.js';
import { wired } from './reach.js';

/** Two things the request asks for that a companion resource must join, and what joins them. */
export interface UnjoinedPair {
  readonly companion: PlannedComponent;
  readonly ends: readonly [PlannedComponent, PlannedComponent];
  readonly resources: readonly [RegisteredResource, RegisteredResource];
}

/** A companion the plan relates to both things it was planned for, both of them asked for by the request. */
function joiningEnds(
  plan: Plan,
  companion: PlannedComponent,
): [PlannedComponent, PlannedComponent] | undefined {
  const ends = (companion.companionOf ?? []).map((id) => plan.components.find((c) => c.id === id));
  if (ends.length !== 2 || ends.some((end) => end === undefined || end.origin !== 'request'))
    return undefined;
  const [a, b] = ends as [PlannedComponent, PlannedComponent];
  const relates = (end: PlannedComponent): boolean =>
    plan.relations.some((r) => r.from === companion.id && r.to === end.id);
  return relates(a) && relates(b) ? [a, b] : undefined;
}

/**
 * The pairs of declared resources a companion fails to join. A companion planned for two requested things
 * and wired to both (a topic subscription: its `topic` and its `endpoint`) joins each instance of one with
 * each of the other: "a topic that fans out to two queues" needs a subscription from the topic to each
 * queue, so a second subscription pointed at the first queue leaves the second one joined by nothing. Any
 * resource of the companion's kind may join a pair (the binding keeps one per planned companion); what it
 * passes through may not be another thing the plan stands for.
 */
export function unjoinedPairs(
  plan: Plan,
  found: ReadonlyMap<string, readonly RegisteredResource[]>,
  declared: readonly RegisteredResource[],
  between: readonly RegisteredResource[],
): UnjoinedPair[] {
  const unjoined: UnjoinedPair[] = [];
  for (const companion of plan.components) {
    if (companion.origin !== 'plumbing') continue;
    const ends = joiningEnds(plan, companion);
    const joiners = declared.filter((r) => r.token === companion.token);
    if (ends === undefined || joiners.length === 0) continue;
    for (const a of found.get(ends[0].id) ?? []) {
      for (const b of found.get(ends[1].id) ?? []) {
        if (joiners.some((j) => wired(j, a, between) && wired(j, b, between))) continue;
        unjoined.push({ companion, ends, resources: [a, b] });
      }
    }
  }
  return unjoined;
}
