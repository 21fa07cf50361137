import { describe, expect, it } from 'vitest';
import { fanOutSubscriptions } from '../../src/plan/fan-out.js';
import { draftOf, edits, planned } from './rule-cases.js';

describe('rule fan-out-subscriptions (plan fixture)', () => {
  const topic = planned('aws:sns/topic:Topic', { role: 'SNS topic' });
  const emailed = planned('aws:sns/topicSubscription:TopicSubscription', {
    values: [{ input: 'protocol', value: 'email', text: 'emails ops@example.com' }],
  });
  const queue = planned('aws:sqs/queue:Queue', { role: 'SQS queue' });

  it('gives a queue the topic also feeds a subscription of its own once the first carries an address', async () => {
    const text = 'An SNS topic that emails ops@example.com and an SQS queue subscribed to it';
    expect(await edits(fanOutSubscriptions, draftOf(topic, emailed, queue), text)).toEqual([
      'add topic-subscription-2 aws:sns/topicSubscription:TopicSubscription ×1 (plumbing) "subscription of the SQS queue to the SNS topic" protocol=sqs',
    ]);
  });

  it('adds nothing for a queue the request does not say the topic delivers to', async () => {
    const text =
      'An SQS queue and a CloudWatch alarm on its depth that emails ops@example.com through an SNS topic';
    expect(await edits(fanOutSubscriptions, draftOf(topic, emailed, queue), text)).toEqual([]);
  });

  it('adds nothing while a subscription has no protocol of its own', async () => {
    const open = planned('aws:sns/topicSubscription:TopicSubscription');
    expect(
      await edits(fanOutSubscriptions, draftOf(topic, open, queue), 'a queue subscribed to the topic'),
    ).toEqual([]);
  });
});
