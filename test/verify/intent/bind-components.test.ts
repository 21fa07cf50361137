import { describe, expect, it } from 'vitest';
import type { Plan, PlannedComponent } from '../../../src/plan/types.js';
import {
  bindComponents,
  namesItself,
  NO_KNOWLEDGE,
  resourcesFor,
  valueFit,
} from '../../../src/verify/intent/bind-components.js';
import type { IntentKnowledge } from '../../../src/verify/types.js';
import { resource } from '../../support/registered-resource.js';

function component(id: string, token: string, more: Partial<PlannedComponent> = {}): PlannedComponent {
  return { id, token, role: id, origin: 'request', count: 1, values: [], alternatives: [], ...more };
}

const plan = (components: PlannedComponent[], relations: Plan['relations'] = []): Plan => ({
  components,
  relations,
  config: [],
  source: 'offline',
  notes: [],
});

const TOPIC = 'aws:sns/topic:Topic';
const SUB = 'aws:sns/topicSubscription:TopicSubscription';

describe('namesItself and valueFit', () => {
  it("knows a resource's own name inputs", () => {
    expect(namesItself('name', TOPIC)).toBe(true);
    expect(namesItself('queueName', 'aws:sqs/queue:Queue')).toBe(true);
    expect(namesItself('metadata.name', 'kubernetes:apps/v1:Deployment')).toBe(true);
    expect(namesItself('displayName', TOPIC)).toBe(false);
  });

  it('calls a stated value carried, contradicted or unset', () => {
    const topic = resource(TOPIC, 'alerts', { fifoTopic: true, displayName: 'Ops' });
    expect(valueFit(topic, { input: 'fifoTopic', value: true, text: 'FIFO' })).toBe('carried');
    expect(valueFit(topic, { input: 'displayName', value: 'Dev', text: 'Dev' })).toBe('contradicted');
    expect(valueFit(topic, { input: 'kmsMasterKeyId', value: 'k', text: 'k' })).toBe('unset');
    // A stated name is carried by the resource's own Pulumi name too.
    expect(valueFit(topic, { input: 'name', value: 'Alerts', text: 'alerts' })).toBe('carried');
    expect(
      valueFit(resource(TOPIC, 't', { name: 'other' }), { input: 'name', value: 'alerts', text: '' }),
    ).toBe('contradicted');
  });
});

describe('resourcesFor', () => {
  it('takes its own token first, then a stand-in with its input set, never a read', () => {
    const read = resource(TOPIC, 'old', {}, { registeredAs: 'read' });
    const bucket = resource('aws:s3/bucket:Bucket', 'b', { versioning: { enabled: true } });
    const versioning = component('v', 'aws:s3/bucketVersioning:BucketVersioning', {
      alternatives: ['aws:s3/bucket:Bucket#versioning'],
    });
    expect(resourcesFor(component('t', TOPIC), [read])).toEqual([]);
    expect(resourcesFor(versioning, [read, bucket])).toEqual([bucket]);
    expect(resourcesFor(versioning, [resource('aws:s3/bucket:Bucket', 'b', { versioning: {} })])).toEqual([]);
  });

  it('takes a lookup for an adopted default resource, and a component that makes the part', () => {
    const lookup = resource('aws:ec2/getVpc:getVpc', 'vpc', { default: true }, { kind: 'function' });
    expect(resourcesFor(component('v', 'aws:ec2/defaultVpc:DefaultVpc'), [lookup])).toEqual([lookup]);
    const service = resource('awsx:ecs:FargateService', 'svc');
    const knowledge: IntentKnowledge = {
      ...NO_KNOWLEDGE,
      partsOf: (token) => (token === 'awsx:ecs:FargateService' ? ['aws:ecs/service:Service'] : []),
    };
    expect(resourcesFor(component('s', 'aws:ecs/service:Service'), [service], knowledge)).toEqual([service]);
    expect(resourcesFor(component('s', 'aws:ecs/service:Service'), [service])).toEqual([]);
  });
});

describe('bindComponents', () => {
  it('gives each same-token resource to one component, the one whose stated values it carries', () => {
    const first = resource(TOPIC, 'orders', { name: 'orders' });
    const second = resource(TOPIC, 'alerts', { name: 'alerts' });
    const p = plan([
      component('alerts', TOPIC, { values: [{ input: 'name', value: 'alerts', text: 'alerts' }] }),
      component('orders', TOPIC, { values: [{ input: 'name', value: 'orders', text: 'orders' }] }),
    ]);
    const { bound, leftover } = bindComponents(p, [first, second], NO_KNOWLEDGE);
    expect(bound.get('alerts')).toEqual([second]);
    expect(bound.get('orders')).toEqual([first]);
    expect(leftover).toEqual([]);
  });

  it('prefers the resource a planned relation is wired to, and leaves extra instances over', () => {
    const loose = resource(TOPIC, 'a');
    const wiredTopic = resource(TOPIC, 'b');
    const sub = resource(SUB, 's', { topic: wiredTopic.urn }, { dependsOn: [wiredTopic.urn!] });
    const p = plan(
      [component('topic', TOPIC), component('sub', SUB)],
      [{ from: 'sub', to: 'topic', text: '' }],
    );
    const { bound, leftover } = bindComponents(p, [loose, wiredTopic, sub], NO_KNOWLEDGE);
    expect(bound.get('topic')).toEqual([wiredTopic]);
    expect(bound.get('sub')).toEqual([sub]);
    expect(leftover).toEqual([loose]);
  });

  it('prefers the resource whose name the request writes where it names the component over a wired one (m19)', () => {
    const text =
      'Create a Pub/Sub topic orders and a subscription. Failures go to a dead-letter topic orders-dlq.';
    const gcpTopic = 'gcp:pubsub/topic:Topic';
    const orders = resource(gcpTopic, 'orders', { name: 'orders' });
    const dlq = resource(gcpTopic, 'orders-dlq', { name: 'orders-dlq' });
    // The subscription reads the dead-letter topic: the relation to the topic must not bind it as the topic.
    const sub = resource('gcp:pubsub/subscription:Subscription', 's', {}, { dependsOn: [dlq.urn!] });
    const start = text.indexOf('Create');
    const p = plan(
      [
        component('topic', gcpTopic, { spans: [{ start, end: text.indexOf(' and') }] }),
        component('sub', 'gcp:pubsub/subscription:Subscription'),
      ],
      [{ from: 'sub', to: 'topic', text: '' }],
    );
    const knowledge = { ...NO_KNOWLEDGE, requestText: text };
    expect(bindComponents(p, [dlq, orders, sub], knowledge).bound.get('topic')).toEqual([orders]);
    // Without the request's words, the wired one is taken.
    expect(bindComponents(p, [dlq, orders, sub], NO_KNOWLEDGE).bound.get('topic')).toEqual([dlq]);
  });

  it('takes as many as a component counts, in declaration order', () => {
    const topics = ['a', 'b', 'c'].map((name) => resource(TOPIC, name));
    const { bound, leftover } = bindComponents(
      plan([component('t', TOPIC, { count: 2 })]),
      topics,
      NO_KNOWLEDGE,
    );
    expect(bound.get('t')).toEqual(topics.slice(0, 2));
    expect(leftover).toEqual([topics[2]]);
  });
});
