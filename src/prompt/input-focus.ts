import { withoutListLevels } from '../plan/input-path.js';
import type { Plan } from '../plan/types.js';
import { shippedInputUsage } from '../search/usage-file.js';
import type { Snapshot } from '../snapshot/types.js';
import type { FocusOf } from './fit-schemas.js';
import type { InputFocus, Mentions } from './rank-inputs.js';

/** `a.b.c` (or `a[0].b.c`) → `a`, `a.b`, `a.b.c`. */
function prefixes(path: string): string[] {
  const parts = withoutListLevels(path).split('.');
  return parts.map((_, i) => parts.slice(0, i + 1).join('.'));
}

/**
 * Per component token, the dotted input paths the plan states a value for or wires from another component
 * (a relation's `via`), each with every prefix: the inputs a prompt shows whatever it cuts.
 */
export function plannedPaths(plan: Plan | undefined): Map<string, Set<string>> {
  const paths = new Map<string, Set<string>>();
  if (plan === undefined) return paths;
  const add = (token: string, path: string) => {
    const own = paths.get(token) ?? new Set<string>();
    for (const prefix of prefixes(path)) own.add(prefix);
    paths.set(token, own);
  };
  const tokenOf = new Map(plan.components.map((c) => [c.id, c.token]));
  for (const component of plan.components) {
    for (const value of component.values) add(component.token, value.input);
  }
  for (const relation of plan.relations) {
    const token = tokenOf.get(relation.from);
    if (token !== undefined && relation.via !== undefined && relation.via !== '') add(token, relation.via);
  }
  return paths;
}

/** A record's shipped usage as an {@link InputFocus} part (nothing when no counted program declares it). */
export function usageOf(snapshot: Snapshot, token: string): Pick<InputFocus, 'usage'> {
  const usage = shippedInputUsage(snapshot).of(token);
  return usage === undefined ? {} : { usage };
}

/** The focus of each record a generate prompt renders: the mentions, its usage and the plan's paths. */
export function promptFocus(snapshot: Snapshot, plan: Plan | undefined, mentions: Mentions): FocusOf {
  const pinned = plannedPaths(plan);
  return (record) => {
    const paths = pinned.get(record.token);
    return {
      mentions,
      ...usageOf(snapshot, record.token),
      ...(paths === undefined ? {} : { pinned: paths }),
    };
  };
}
