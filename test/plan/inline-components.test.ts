import { describe, expect, it } from 'vitest';
import { inlineComponents } from '../../src/plan/inline-components.js';
import { draftOf, edits, planned } from './rule-cases.js';

describe('rule inline-components (plan fixture)', () => {
  it("folds a rarely used resource into its planned parent's input, with a note", async () => {
    const draft = draftOf(
      planned('aws:dynamodb/table:Table'),
      planned('aws:dynamodb/globalSecondaryIndex:GlobalSecondaryIndex', { role: 'global secondary index' }),
    );
    expect(await edits(inlineComponents, draft, 'A DynamoDB table with a global secondary index')).toEqual([
      'remove global-secondary-index',
      "note global secondary index: planned inline as the table's `globalSecondaryIndexes` input",
    ]);
  });

  it('keeps a resource whose parent is not planned', async () => {
    const draft = draftOf(planned('aws:dynamodb/globalSecondaryIndex:GlobalSecondaryIndex'));
    expect(await edits(inlineComponents, draft, 'A global secondary index')).toEqual([]);
  });
});
