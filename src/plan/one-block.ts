import type { Snapshot } from '../snapshot/types.js';
import type { DraftComponent, PlanDraft, PlanEdit } from './draft.js';
import { inputSlots } from './input-slots.js';
import type { PlanRule } from './plan-rule.js';

/*
 * Some resources take one of several blocks with the same inputs inside: a Firehose delivery stream's
 * `extendedS3Configuration` or `elasticsearchConfiguration` (each with `roleArn`, `bufferingSize`), a
 * destination per kind. A program fills one of them. When the values and relations of one component fall
 * into two blocks of such a family (the 5 MB in `elasticsearchConfiguration.bufferingSize`, the bucket in
 * `extendedS3Configuration.bucketArn`), they are moved into the one block that takes them all, the most
 * used first.
 */

/** `block.rest` → [block, rest]; undefined for a top-level input. */
function split(path: string): [string, string] | undefined {
  const dot = path.indexOf('.');
  return dot < 0 ? undefined : [path.slice(0, dot), path.slice(dot + 1)];
}

/** The paths a component's values and relations (as `from`) fill. */
function filledPaths(component: DraftComponent, draft: PlanDraft): string[] {
  const vias = draft.relations.flatMap((r) =>
    r.from === component.id && r.via !== undefined ? [r.via] : [],
  );
  return [...component.values.map((v) => v.input), ...vias];
}

/** Inputs two blocks must share to be of one family: `enabled` alone makes no family of two settings. */
const FAMILY_SHARED_MIN = 3;

/** The inputs directly inside each block of a record, by block. */
function blockInputs(snapshot: Snapshot, component: DraftComponent): Map<string, Set<string>> {
  const inside = new Map<string, Set<string>>();
  for (const slot of inputSlots(snapshot, component.record)) {
    if (slot.parent === '' || slot.parent.includes('.')) continue;
    const names = inside.get(slot.parent) ?? new Set<string>();
    names.add(slot.input.name);
    inside.set(slot.parent, names);
  }
  return inside;
}

/** The one block the component's blocks of a family should be, when it fills more than one. */
function blockFor(snapshot: Snapshot, component: DraftComponent, paths: readonly string[]): PlanEdit[] {
  const byBlock = new Map<string, string[]>();
  for (const path of paths) {
    const parts = split(path);
    if (parts !== undefined) byBlock.set(parts[0], [...(byBlock.get(parts[0]) ?? []), parts[1]]);
  }
  if (byBlock.size < 2) return [];
  const inside = blockInputs(snapshot, component);
  const shared = (a: string, b: string) =>
    [...(inside.get(a) ?? [])].filter((name) => inside.get(b)?.has(name) === true).length;
  const blocks = [...byBlock.keys()];
  const family = blocks.filter((block) =>
    blocks.some((other) => other !== block && shared(block, other) >= FAMILY_SHARED_MIN),
  );
  if (family.length < 2) return [];
  const slots = new Set(inputSlots(snapshot, component.record).map((s) => s.path));
  const rests = family.flatMap((block) => byBlock.get(block) ?? []);
  const takesAll = family
    .filter((block) => rests.every((rest) => slots.has(`${block}.${rest}`)))
    .sort((a, b) => (byBlock.get(b)?.length ?? 0) - (byBlock.get(a)?.length ?? 0));
  const target = takesAll[0];
  if (target === undefined) return [];
  return family
    .filter((block) => block !== target)
    .map((block) => ({ kind: 'block', id: component.id, from: block, to: target }));
}

export const oneBlock: PlanRule = {
  id: 'one-block',
  phase: 'config',
  run(draft, _request, { snapshot }) {
    return draft.components.flatMap((component) =>
      blockFor(snapshot, component, filledPaths(component, draft)),
    );
  },
};
