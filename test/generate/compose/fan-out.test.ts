import { describe, expect, it } from 'vitest';
import { copiesOf } from '../../../src/generate/compose/fan-out.js';
import type { Plan, PlannedComponent } from '../../../src/plan/types.js';
import { openSnapshot } from '../../../src/snapshot/open-snapshot.js';
import { PLAN_SNAPSHOT_DIR } from '../../support/make-plan-snapshot.js';

const snapshot = openSnapshot(PLAN_SNAPSHOT_DIR);

function component(id: string, token: string, extra: Partial<PlannedComponent> = {}): PlannedComponent {
  return { id, token, role: id, origin: 'request', count: 1, values: [], alternatives: [], ...extra };
}

function copies(plan: Plan, id: string): number {
  const found = plan.components.find((c) => c.id === id)!;
  return copiesOf(plan, found, snapshot.get(found.token)!);
}

describe('copiesOf', () => {
  const queue = component('queue', 'aws:sqs/queue:Queue', { count: 3 });
  const topic = component('topic', 'aws:sns/topic:Topic');
  const plan = (dependent: PlannedComponent, via: string, to = 'queue'): Plan => ({
    components: [topic, queue, component('subnet', 'aws:ec2/subnet:Subnet', { count: 2 }), dependent],
    relations: [
      { from: dependent.id, to: 'topic', via: 'topic', text: 'of the topic' },
      { from: dependent.id, to, via, text: 'for the target' },
    ],
    config: [],
    source: 'offline',
    notes: [],
  });

  it('writes a plumbing dependent once per instance of the counted component a plain input takes', () => {
    const subscription = component('sub', 'aws:sns/topicSubscription:TopicSubscription', {
      origin: 'plumbing',
    });
    expect(copies(plan(subscription, 'endpoint'), 'sub')).toBe(3);
    const policy = component('policy', 'aws:sqs/queuePolicy:QueuePolicy', { origin: 'plumbing' });
    expect(copies(plan(policy, 'queueUrl'), 'policy')).toBe(3);
  });

  it('keeps one when a list input takes them all, the request asked for it, or the input is nested', () => {
    const group = component('group', 'aws:rds/subnetGroup:SubnetGroup', { origin: 'plumbing' });
    expect(copies(plan(group, 'subnetIds', 'subnet'), 'group')).toBe(1);
    const asked = component('sub', 'aws:sns/topicSubscription:TopicSubscription');
    expect(copies(plan(asked, 'endpoint'), 'sub')).toBe(1);
    const nested = component('sub', 'aws:sns/topicSubscription:TopicSubscription', { origin: 'plumbing' });
    expect(copies(plan(nested, 'deliveryPolicy.endpoint'), 'sub')).toBe(1);
  });

  it('keeps the count a component was planned with, and one for a plumbing component with no relation', () => {
    expect(copies(plan(component('x', 'aws:sqs/queuePolicy:QueuePolicy'), 'queueUrl'), 'queue')).toBe(3);
    const policy = component('policy', 'aws:sqs/queuePolicy:QueuePolicy', { origin: 'plumbing', count: 2 });
    expect(copies(plan(policy, 'queueUrl'), 'policy')).toBe(2);
    const alone: Plan = { ...plan(policy, 'queueUrl'), relations: [] };
    expect(copies({ ...alone, components: [{ ...policy, count: 1 }] }, 'policy')).toBe(1);
  });
});
