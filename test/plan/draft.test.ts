import { describe, expect, it } from 'vitest';
import { applyEdit, DraftEdits, EMPTY_DRAFT, finishComponent } from '../../src/plan/draft.js';
import { draftOf, planned } from './rule-cases.js';

describe('the plan draft and its edits', () => {
  const bucket = planned('aws:s3/bucket:Bucket');

  it('records the rule on what an edit makes', () => {
    let draft = applyEdit(EMPTY_DRAFT, { kind: 'add', component: bucket }, 'request-components');
    draft = applyEdit(
      draft,
      { kind: 'value', id: 'bucket', value: { input: 'bucket', value: 'logs', text: "'logs'" } },
      'literal-values',
    );
    draft = applyEdit(draft, { kind: 'relate', relation: { from: 'bucket', to: 'x', text: '' } }, 'plumbing');
    expect(draft.components[0]?.rule).toBe('request-components');
    expect(draft.components[0]?.values[0]?.rule).toBe('literal-values');
    expect(draft.relations[0]?.rule).toBe('plumbing');
    expect(finishComponent(draft.components[0]!)).toMatchObject({ id: 'bucket', rule: 'request-components' });
  });

  it('states a value once, merges a later mention, and replaces a record with fresh alternatives', () => {
    const value = { input: 'bucket', value: 'logs', text: '' };
    let draft = draftOf({ ...bucket, alternatives: new Set(['x']) });
    draft = applyEdit(draft, { kind: 'value', id: 'bucket', value }, 'a');
    draft = applyEdit(draft, { kind: 'value', id: 'bucket', value }, 'b');
    expect(draft.components[0]?.values).toHaveLength(1);
    draft = applyEdit(draft, { kind: 'mention', id: 'bucket', sentences: [2], count: 3 }, 'c');
    expect([...(draft.components[0]?.sentences ?? [])]).toEqual([0, 2]);
    expect(draft.components[0]?.count).toBe(3);
    draft = applyEdit(
      draft,
      { kind: 'replace', id: 'bucket', record: planned('aws:sqs/queue:Queue').record },
      'd',
    );
    expect(draft.components[0]).toMatchObject({ id: 'bucket', rule: 'd' });
    expect(draft.components[0]?.alternatives.size).toBe(0);
  });

  it('lets a rule read its own edits before the planner applies them, leaving the draft as it was', () => {
    const draft = draftOf(bucket);
    const work = new DraftEdits(draft);
    work.apply({ kind: 'remove', id: 'bucket' });
    expect(work.components).toEqual([]);
    expect(draft.components).toHaveLength(1);
    expect(work.edits).toEqual([{ kind: 'remove', id: 'bucket' }]);
  });
});
