import { DraftEdits, type DraftComponent } from './draft.js';
import { inputSlots, slotValues, type InputSlot } from './input-slots.js';
import type { PlanRule } from './plan-rule.js';

/** Inputs that say which kind of thing a sibling reference points at (`protocol`, `type`, `targetType`). */
const KIND_INPUT = /^(?:protocol|type|kind|targetType|endpointType)$/i;

/** The words a listed value would use for a component: its module (`sqs`, `lambda`) and its own name. */
function kindWords(component: DraftComponent): string[] {
  const name = component.record.token.split(':').pop() ?? '';
  return [component.record.module.split('.')[0] ?? '', name].map((word) => word.toLowerCase());
}

/** A kind input beside `via` whose listed values name exactly one of the partner's words. */
function kindValue(slots: readonly InputSlot[], via: string, partner: DraftComponent) {
  const parent = via.includes('.') ? via.slice(0, via.lastIndexOf('.')) : '';
  const words = kindWords(partner);
  for (const slot of slots) {
    if (slot.parent !== parent || !KIND_INPUT.test(slot.input.name)) continue;
    const values = slotValues(slot, true).filter((value) => words.includes(value.toLowerCase()));
    if (values.length === 1 && values[0] !== undefined) return { slot, value: values[0] };
  }
  return undefined;
}

/**
 * The kind a reference implies: a subscription whose `endpoint` is a planned queue has the `protocol` `sqs`,
 * one whose endpoint is a function `lambda`. The listed values of the input beside the reference say it, when
 * exactly one of them is the partner's service or name; a value the request stated stays.
 */
export const partnerValues: PlanRule = {
  id: 'partner-values',
  phase: 'settle',
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const relation of draft.relations) {
      const from = work.components.find((c) => c.id === relation.from);
      const to = work.components.find((c) => c.id === relation.to);
      if (from === undefined || to === undefined || relation.via === undefined) continue;
      const found = kindValue(inputSlots(snapshot, from.record), relation.via, to);
      if (found === undefined || from.values.some((v) => v.input === found.slot.path)) continue;
      // Its evidence is the partner as the request names it ("an SQS queue"), where the request names it.
      const span = to.spans[0];
      const text = span === undefined ? relation.text : request.text.slice(span.start, span.end);
      work.apply({
        kind: 'value',
        id: from.id,
        value: { input: found.slot.path, value: found.value, text, ...(span === undefined ? {} : { span }) },
      });
    }
    return work.edits;
  },
};
