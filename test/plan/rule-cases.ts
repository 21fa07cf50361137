import { readRequest, type RequestText } from '../../src/language/request-text.js';
import type { DraftComponent, PlanDraft, PlanEdit } from '../../src/plan/draft.js';
import { EMPTY_DRAFT } from '../../src/plan/draft.js';
import type { PlanRule, PlanSources } from '../../src/plan/plan-rule.js';
import { componentId } from '../../src/plan/plumbing.js';
import { createSearchEngine } from '../../src/search/engine.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';

/**
 * Golden cases for one offline-planner rule at a time, on the small fixture snapshot of
 * `test/support/plan-snapshot/` (real records, the real search engine): a draft, a request, and the edits
 * the rule returns, written compactly so a case reads as what the rule does.
 */
export const fixture: Snapshot = openSnapshot(PLAN_SNAPSHOT_DIR);
const engine = createSearchEngine(fixture);
export const sources: PlanSources = { snapshot: fixture, search: (query) => engine.search(query) };

export function read(text: string): RequestText {
  return readRequest(text, { known: fixture.providers });
}

/** A planned component of the fixture, named in the given sentences (default the first). */
export function planned(
  token: string,
  options: Partial<Omit<DraftComponent, 'record'>> & { taken?: readonly string[] } = {},
): DraftComponent {
  const record = fixture.get(token);
  if (record === undefined) throw new Error(`${token} is not in the plan fixture`);
  const { taken = [], ...rest } = options;
  return {
    id: componentId(record, new Set(taken)),
    record,
    role: record.tsName,
    origin: 'request',
    count: 1,
    values: [],
    alternatives: new Set(),
    sentences: new Set([0]),
    parts: [],
    spans: [],
    rule: 'case',
    ...rest,
  };
}

export function draftOf(...components: DraftComponent[]): PlanDraft {
  return { ...EMPTY_DRAFT, components };
}

/** An edit in one line: what it does, to what, and the values that matter. */
export function describeEdit(edit: PlanEdit): string {
  switch (edit.kind) {
    case 'add': {
      const c = edit.component;
      const alternatives = c.alternatives.size > 0 ? ` [or ${[...c.alternatives].join(', ')}]` : '';
      const values = c.values.map((v) => ` ${v.input}=${String(v.value)}`).join('');
      return `add ${c.id} ${c.record.token} ×${c.count} (${c.origin}) "${c.role}"${values}${alternatives}`;
    }
    case 'mention':
      return `mention ${edit.id} ×${edit.count} in sentences ${edit.sentences.join(',')}`;
    case 'replace':
      return `replace ${edit.id} by ${edit.record.token}`;
    case 'remove':
      return `remove ${edit.id}`;
    case 'existing':
      return `existing ${edit.id} "${edit.text}"`;
    case 'alternative':
      return `alternative ${edit.id} ${edit.alternative}`;
    case 'value':
      return `value ${edit.id} ${edit.value.input}=${JSON.stringify(edit.value.value)}`;
    case 'relate':
      return `relate ${edit.relation.from} -> ${edit.relation.to} via ${edit.relation.via ?? '?'}`;
    case 'block':
      return `block ${edit.id} ${edit.from} -> ${edit.to}`;
    case 'config': {
      const values = edit.config.values.length > 0 ? ` ${edit.config.values.join('|')}` : '';
      return `config ${edit.config.key}${edit.config.secret ? ' (secret)' : ''}${values}`;
    }
    case 'note':
      return `note ${edit.text}`;
  }
}

/** The rule's edits for a draft and a request, each in one line. */
export async function edits(rule: PlanRule, draft: PlanDraft, text: string): Promise<string[]> {
  return (await rule.run(draft, read(text), sources)).map(describeEdit);
}
