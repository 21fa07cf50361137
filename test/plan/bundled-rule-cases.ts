import { readRequest } from '../../src/language/request-text.js';
import type { DraftComponent, PlanDraft } from '../../src/plan/draft.js';
import { EMPTY_DRAFT } from '../../src/plan/draft.js';
import type { PlanRule } from '../../src/plan/plan-rule.js';
import type { PlannedRelation, StatedValue } from '../../src/plan/types.js';
import { createSearchEngine } from '../../src/search/engine.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { describeEdit } from './rule-cases.js';

/**
 * Cases for the rules that read what the bundled snapshot counted from real programs (the plan fixture has no
 * counted programs): a component of the bundled snapshot, and a rule's edits for a draft of them.
 */
export const bundled = openSnapshot(defaultSnapshotDir());
const engine = createSearchEngine(bundled);

export function bundledComponent(id: string, token: string, values: StatedValue[] = []): DraftComponent {
  const record = bundled.get(token);
  if (record === undefined) throw new Error(`${token} is not in the bundled snapshot`);
  return {
    id,
    record,
    role: id,
    origin: 'request',
    count: 1,
    values,
    alternatives: new Set(),
    sentences: new Set([0]),
    parts: [],
    spans: [],
    rule: 'case',
  };
}

/** A component of the bundled snapshot, said in the given part of the request's text. */
export function bundledSaid(
  id: string,
  token: string,
  text: string,
  part: string,
  extra: Partial<DraftComponent> = {},
): DraftComponent {
  const start = text.indexOf(part);
  return { ...bundledComponent(id, token), spans: [{ start, end: start + part.length }], ...extra };
}

/** The rule's edits for a draft of the components and relations and a request's text, each in one line. */
export async function bundledEdits(
  rule: PlanRule,
  components: DraftComponent[],
  relations: PlannedRelation[] = [],
  text = 'a request',
): Promise<string[]> {
  const draft: PlanDraft = { ...EMPTY_DRAFT, components, relations };
  const request = readRequest(text, { known: bundled.providers });
  const edits = await rule.run(draft, request, { snapshot: bundled, search: (q) => engine.search(q) });
  return edits.map(describeEdit);
}
