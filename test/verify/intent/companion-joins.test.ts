import { describe, expect, it } from 'vitest';
import type { Plan, PlannedComponent } from '../../../src/plan/types.js';
import { checkIntent } from '../../../src/verify/intent/check-intent.js';
import { unjoinedPairs } from '../../../src/verify/intent/companion-joins.js';
import type { RegisteredResource } from '../../../src/verify/types.js';
import { resource } from '../../support/registered-resource.js';

const TOPIC = 'aws:sns/topic:Topic';
const QUEUE = 'aws:sqs/queue:Queue';
const SUB = 'aws:sns/topicSubscription:TopicSubscription';

function component(id: string, token: string, more: Partial<PlannedComponent> = {}): PlannedComponent {
  return { id, token, role: id, origin: 'request', count: 1, values: [], alternatives: [], ...more };
}

/** m01 cut down: a topic that fans out to two queues, one subscription planned for the pair. */
const plan: Plan = {
  components: [
    component('topic', TOPIC),
    component('queue', QUEUE, { count: 2 }),
    component('sub', SUB, { origin: 'plumbing', companionOf: ['topic', 'queue'] }),
  ],
  relations: [
    { from: 'sub', to: 'topic', via: 'topic', text: 'sub → topic' },
    { from: 'sub', to: 'queue', via: 'endpoint', text: 'sub → queue' },
  ],
  config: [],
  source: 'offline',
  notes: [],
};

const topic = resource(TOPIC, 'order-events');
const billing = resource(QUEUE, 'billing-queue');
const shipping = resource(QUEUE, 'shipping-queue');

function subscription(name: string, queue: RegisteredResource): RegisteredResource {
  return resource(SUB, name, { topic: 'arn', endpoint: 'arn' }, { dependsOn: [topic.urn!, queue.urn!] });
}

const relationErrors = (resources: RegisteredResource[]) =>
  checkIntent(plan, resources)
    .items.filter((i) => i.kind === 'relation' && !i.met && i.severity === 'error')
    .map((i) => i.text);

describe('unjoinedPairs', () => {
  it('is satisfied when a subscription joins the topic to each queue', () => {
    const resources = [topic, billing, shipping, subscription('b', billing), subscription('s', shipping)];
    expect(relationErrors(resources)).toEqual([]);
  });

  it('finds the queue no subscription joins to the topic when the second one points at the first queue', () => {
    const resources = [topic, billing, shipping, subscription('b', billing), subscription('s', billing)];
    expect(relationErrors(resources)).toEqual([
      'topic order-events and queue shipping-queue: no aws.sns.TopicSubscription joins them (sub)',
    ]);
    const found = new Map([
      ['topic', [topic]],
      ['queue', [billing, shipping]],
    ]);
    expect(unjoinedPairs(plan, found, resources, []).map((p) => p.resources[1].name)).toEqual([
      'shipping-queue',
    ]);
  });

  it('asks nothing of a companion the plan does not relate to both ends, or whose ends were not asked for', () => {
    const resources = [topic, billing, shipping, subscription('b', billing)];
    const found = new Map([
      ['topic', [topic]],
      ['queue', [billing, shipping]],
    ]);
    const oneEnd = { ...plan, relations: plan.relations.slice(0, 1) };
    expect(unjoinedPairs(oneEnd, found, resources, [])).toEqual([]);
    const plumbingEnd = {
      ...plan,
      components: plan.components.map((c) => (c.id === 'queue' ? { ...c, origin: 'plumbing' as const } : c)),
    };
    expect(unjoinedPairs(plumbingEnd, found, resources, [])).toEqual([]);
  });
});
