import type { RequestText } from '../language/request-text.js';
import { analyse, splitIdentifier } from '../language/terms.js';
import { recordName } from '../snapshot/record-facts.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import { DraftEdits, type DraftComponent } from './draft.js';
import { inputSlots, type InputSlot } from './input-slots.js';
import { idsOf } from './existing-things.js';
import type { PlanRule } from './plan-rule.js';
import { literalSpan } from './spans.js';
import type { ExistingThing, StatedValue } from './types.js';

/**
 * What a thing the user has is known by, its id or its name as the request says it, goes to the input of
 * each planned component that refers to a thing of its kind: "everything lives in the existing VPC
 * vpc-0a1b…" is the security group's and the target group's `vpcId`; "in the existing namespace web" each
 * Kubernetes object's `metadata.namespace`. The input is the one named for the kind (`vpcId`, `namespace`,
 * `clusterName`), one value each, where no relation or value fills it already.
 */

/** The id of the thing's kind the request gives, when it gives one: the thing is that one. */
function idOf(request: RequestText, record: SnapshotRecord): StatedValue | undefined {
  const ids = idsOf(request, record);
  const [id] = ids;
  if (id === undefined || ids.some((other) => other.value !== id.value)) return undefined;
  return { input: '', value: String(id.value), text: id.text, span: literalSpan(id) };
}

/**
 * The name written right after the thing's own name where the request says it ("the existing namespace
 * web,", "my cluster `prod-eks`"): a word of lower-case letters, digits and `-`, ending its phrase.
 */
function nameOf(request: RequestText, thing: ExistingThing, record: SnapshotRecord): StatedValue | undefined {
  if (thing.span === undefined) return undefined;
  const words = analyse(splitIdentifier(recordName(record)).join(' ')).join(String.raw`[\s-]+`);
  const said = new RegExp(
    String.raw`\b${words}s?\s+["'\`]?([a-z0-9][a-z0-9-]*[a-z0-9]|[a-z0-9])["'\`]?(?=\s*(?:[,.;:)]|$))`,
    'dgi',
  );
  const from = thing.span.start;
  const match = said.exec(request.text.slice(from, thing.span.end + 40));
  const at = match?.indices?.[1];
  if (match === null || at === undefined) return undefined;
  const value = match[1] ?? '';
  return { input: '', value, text: value, span: { start: from + at[0], end: from + at[1] } };
}

/** `Vpc` → `vpc`: a record's name as the inputs that refer to it start. */
const referenceStem = (record: SnapshotRecord): string => {
  const name = recordName(record);
  return `${name.charAt(0).toLowerCase()}${name.slice(1)}`;
};

/** The component's inputs named for the kind: `vpcId`, `namespace` (also under `metadata`), one value each. */
function referringSlots(snapshot: Snapshot, component: DraftComponent, record: SnapshotRecord): InputSlot[] {
  if (component.record.token === record.token) return [];
  const stem = referenceStem(record);
  const names = new Set([stem, `${stem}Id`, `${stem}Name`]);
  return inputSlots(snapshot, component.record).filter(
    (slot) =>
      (slot.parent === '' || slot.parent === 'metadata') &&
      names.has(slot.input.name) &&
      /\bstring\b/.test(slot.input.type) &&
      !/\[\]/.test(slot.input.type),
  );
}

export const existingReferences: PlanRule = {
  id: 'existing-references',
  phase: 'values',
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const thing of draft.existing ?? []) {
      const record = snapshot.get(thing.token);
      if (record === undefined) continue;
      const handle = idOf(request, record) ?? nameOf(request, thing, record);
      if (handle === undefined) continue;
      for (const component of work.components) {
        for (const slot of referringSlots(snapshot, component, record)) {
          const filled =
            component.values.some((v) => v.input === slot.path) ||
            work.draft.relations.some((r) => r.from === component.id && r.via === slot.path);
          if (!filled)
            work.apply({ kind: 'value', id: component.id, value: { ...handle, input: slot.path } });
        }
      }
    }
    return work.edits;
  },
};
