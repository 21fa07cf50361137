import { describe, expect, it } from 'vitest';
import { partnerValues } from '../../src/plan/partner-values.js';
import { bundledComponent, bundledEdits } from './bundled-rule-cases.js';

const relation = (from: string, to: string, via: string) => ({ from, to, via, text: `${from} → ${to}` });

describe('rule partner-values', () => {
  it("gives a reference's kind input the partner's service when exactly one listed value names it", async () => {
    const subscription = bundledComponent('subscription', 'aws:sns/topicSubscription:TopicSubscription');
    const queue = bundledComponent('queue', 'aws:sqs/queue:Queue');
    const fn = bundledComponent('fn', 'aws:lambda/function:Function');
    expect(
      await bundledEdits(
        partnerValues,
        [subscription, queue],
        [relation('subscription', 'queue', 'endpoint')],
      ),
    ).toEqual(['value subscription protocol="sqs"']);
    expect(
      await bundledEdits(partnerValues, [subscription, fn], [relation('subscription', 'fn', 'endpoint')]),
    ).toEqual(['value subscription protocol="lambda"']);
  });

  it('keeps a value the request stated, and says nothing when no listed value names the partner', async () => {
    const stated = bundledComponent('subscription', 'aws:sns/topicSubscription:TopicSubscription', [
      { input: 'protocol', value: 'https', text: 'https' },
    ]);
    const queue = bundledComponent('queue', 'aws:sqs/queue:Queue');
    expect(
      await bundledEdits(partnerValues, [stated, queue], [relation('subscription', 'queue', 'endpoint')]),
    ).toEqual([]);
    const permission = bundledComponent('permission', 'aws:lambda/permission:Permission');
    const fn = bundledComponent('fn', 'aws:lambda/function:Function');
    expect(
      await bundledEdits(partnerValues, [permission, fn], [relation('permission', 'fn', 'function')]),
    ).toEqual([]);
  });
});
