import { describe, expect, it } from 'vitest';
import { partnerValues } from '../../src/plan/partner-values.js';
import { createPlanner } from '../../src/plan/create-planner.js';
import { realSearch } from '../generate/pipeline-support.js';
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

describe('partner-values in a whole plan', () => {
  it("states the protocol with the request's words that name the partner, where it names it", async () => {
    const { snapshot, search } = realSearch();
    const planner = createPlanner({ snapshot, search: search.engine });
    const text = 'An SNS topic with an SQS queue subscribed to it.';
    const plan = await planner.plan({ text });
    const protocol = plan.components
      .flatMap((c) => c.values)
      .find((v) => v.input === 'protocol' && v.rule === 'partner-values');
    expect(protocol).toMatchObject({ value: 'sqs' });
    const span = protocol?.span;
    expect(span && text.slice(span.start, span.end)).toMatch(/queue/i);
    expect(protocol?.text).toBe(span && text.slice(span.start, span.end));
  });
});
