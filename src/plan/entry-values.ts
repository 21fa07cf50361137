import type { Literal } from '../language/literals.js';
import type { RequestText } from '../language/request-text.js';
import type { Snapshot } from '../snapshot/types.js';
import { DraftEdits, type DraftComponent } from './draft.js';
import { inputSlots, type InputSlot } from './input-slots.js';
import type { PlanRule } from './plan-rule.js';
import { clauseComponents, literalSpan } from './spans.js';
import { usageShare } from './stated-values.js';

/**
 * "a ConfigMap with LOG_LEVEL=info", "a function with TABLE_NAME=orders": a setting said as `KEY=value` is an
 * entry of the map of settings of what its clause names (a ConfigMap's `data`, a function's
 * `environment.variables`): the map of strings programs set most on that resource, not its tags, labels or
 * annotations, which say something else of it.
 */

/** Maps that say something of a resource or pick others rather than hold its settings. */
const NOT_SETTINGS = /(?:tags|tagsAll|labels|annotations|metadata|selector)$/i;

/**
 * The resource's map of string settings its programs set most, at most a block down (a function's
 * `environment.variables`), if it has one.
 */
function settingsMap(snapshot: Snapshot, component: DraftComponent): InputSlot | undefined {
  const maps = inputSlots(snapshot, component.record).filter(
    (slot) =>
      /\[key: string\]: pulumi\.Input<string>/.test(slot.input.type) &&
      slot.path.split('.').length <= 2 &&
      !NOT_SETTINGS.test(slot.input.name) &&
      !slot.parent.split('.').some((level) => NOT_SETTINGS.test(level)),
  );
  const share = (slot: InputSlot) => usageShare(snapshot, component, slot);
  return maps.sort((a, b) => share(b) - share(a) || a.path.split('.').length - b.path.split('.').length)[0];
}

/** The one component the entry is said of: its clause's, else its sentence's, that has a map of settings. */
function holderOf(
  snapshot: Snapshot,
  drafts: readonly DraftComponent[],
  request: RequestText,
  literal: Literal,
): { readonly component: DraftComponent; readonly map: InputSlot } | undefined {
  const holders = drafts.flatMap((component) => {
    const map = settingsMap(snapshot, component);
    return map === undefined ? [] : [{ component, map }];
  });
  const clause = clauseComponents(drafts, request, literalSpan(literal));
  const inClause = holders.filter((h) => clause.has(h.component.id));
  const sentence = request.sentenceOf(literal.start);
  const inSentence = holders.filter((h) => h.component.sentences.has(sentence));
  return inClause.length === 1 ? inClause[0] : inSentence.length === 1 ? inSentence[0] : undefined;
}

export const attachEntries: PlanRule = {
  id: 'entry-values',
  phase: 'values',
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const literal of request.literals.filter((l) => l.kind === 'entry')) {
      const holder = holderOf(snapshot, work.components, request, literal);
      if (holder === undefined) continue;
      const [key = '', value = ''] = String(literal.value).split(/=(.*)/s);
      work.apply({
        kind: 'value',
        id: holder.component.id,
        value: { input: `${holder.map.path}.${key}`, value, text: literal.text, span: literalSpan(literal) },
      });
    }
    return work.edits;
  },
};
