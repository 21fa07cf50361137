import { describe, expect, it } from 'vitest';
import { literalHolders } from '../../src/plan/literal-components.js';
import { draftOf, edits, planned } from './rule-cases.js';

describe('rule literal-holders (plan fixture)', () => {
  it('plans the resource that holds an address no planned component can', async () => {
    expect(
      await edits(
        literalHolders,
        draftOf(planned('aws:sns/topic:Topic')),
        'An SNS topic that emails ops@example.com',
      ),
    ).toEqual([
      'add topic-subscription aws:sns/topicSubscription:TopicSubscription ×1 (request) "topic subscription for ops@example.com"',
    ]);
  });

  it('adds nothing when a planned component holds it already', async () => {
    const draft = draftOf(
      planned('aws:sns/topic:Topic'),
      planned('aws:sns/topicSubscription:TopicSubscription'),
    );
    expect(await edits(literalHolders, draft, 'An SNS topic that emails ops@example.com')).toEqual([]);
  });
});
