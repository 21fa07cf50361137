import { recordName } from '../snapshot/record-facts.js';
import { splitIdentifier } from '../language/terms.js';
import { COMPANIONS, type Companion } from './companion-rules.js';
import { countedCompanions } from './counted-companions.js';
import { DraftEdits, type DraftComponent } from './draft.js';
import type { PlanRule } from './plan-rule.js';
import { newId } from './plumbing.js';

function words(token: string): string {
  return splitIdentifier(token.split(':').pop() ?? token)
    .map((w) => w.toLowerCase())
    .join(' ');
}

/**
 * Whether a companion was planned for other things than the entry's other components: a topic's subscription
 * planned for a queue is no Lambda's subscription, so it brings no permission to invoke the Lambda
 * (see `Companion.connects`).
 */
function plannedForOthers(draft: DraftComponent, owners: readonly DraftComponent[]): boolean {
  const forIds = draft.companionOf;
  if (forIds === undefined) return false;
  return owners.some((o) => o.record.token !== draft.record.token && !forIds.includes(o.id));
}

/** Whether an entry applies to the plan: its components planned, its exclusions not, its words said. */
function applies(
  companion: Companion,
  drafts: readonly DraftComponent[],
  sentences: readonly string[],
): boolean {
  const planned = new Set(drafts.map((d) => d.record.token));
  if (!companion.when.every((token) => planned.has(token))) return false;
  if (companion.unless?.some((token) => planned.has(token)) === true) return false;
  const owners = drafts.filter((d) => companion.when.includes(d.record.token));
  const connector = owners.find((d) => d.record.token === companion.when[0]);
  if (companion.connects === true && connector !== undefined && plannedForOthers(connector, owners))
    return false;
  const own = owners.flatMap((d) => [...d.sentences].map((i) => sentences[i] ?? ''));
  if (companion.unsaid !== undefined && own.some((text) => companion.unsaid?.test(text) === true))
    return false;
  if (companion.said === undefined) return true;
  const said = companion.said;
  return (companion.anywhere === true ? sentences : own).some((text) => said.test(text));
}

/**
 * Adds the companions of planned components, counted from programs ({@link countedCompanions}) and the
 * table of what only words can say ({@link COMPANIONS}), repeating until nothing new is added (a chain of
 * entries: a bucket's EventBridge events bring a rule, the rule a target, the target its role).
 */
export const companions: PlanRule = {
  id: 'companions',
  phase: 'components',
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    const { sentences } = request;
    for (let changed = true; changed;) {
      changed = false;
      const counted = [...new Set(work.components.map((d) => d.record.token))].flatMap((token) =>
        countedCompanions(snapshot, token),
      );
      for (const companion of [...COMPANIONS, ...counted]) {
        if (!applies(companion, work.components, sentences)) continue;
        const planned = new Set(work.components.map((d) => d.record.token));
        const owners = work.components.filter((d) => companion.when.includes(d.record.token));
        const owner = work.components.find((d) => d.record.token === companion.when[0]);
        const ownerSentences = owners.flatMap((d) => [...d.sentences]);
        for (const token of companion.add) {
          const record = snapshot.get(token);
          if (record === undefined || planned.has(token)) continue;
          work.add({
            id: newId(work.components, record),
            record,
            role: `${words(token)} for the ${owner?.role ?? recordName(record)}`,
            origin: 'plumbing',
            count: 1,
            values: [],
            alternatives: new Set(companion.standIns ?? []),
            sentences: new Set(ownerSentences),
            parts: [],
            spans: owners.flatMap((d) => d.spans),
            companionOf: owners.map((d) => d.id),
          });
          planned.add(token);
          changed = true;
        }
      }
    }
    return work.edits;
  },
};
