import { describe, expect, it } from 'vitest';
import { plannedPaths, promptFocus, usageOf } from '../../src/prompt/input-focus.js';
import { mentionsOf } from '../../src/prompt/rank-inputs.js';
import type { Plan, PlannedComponent } from '../../src/plan/types.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';

const snapshot = openSnapshot(PLAN_SNAPSHOT_DIR);

function component(id: string, token: string, values: PlannedComponent['values'] = []): PlannedComponent {
  return { id, token, role: id, origin: 'request', count: 1, values, alternatives: [] };
}

const plan: Plan = {
  components: [
    component('queue', 'aws:sqs/queue:Queue', [
      { input: 'visibilityTimeoutSeconds', value: 30, text: '30 s' },
    ]),
    component('group', 'aws:ec2/securityGroup:SecurityGroup', [
      { input: 'ingress[0].fromPort', value: 443, text: 'port 443' },
    ]),
    component('fn', 'aws:lambda/function:Function'),
  ],
  relations: [
    { from: 'fn', to: 'queue', via: 'environment.variables', text: 'the function reads the queue' },
    { from: 'queue', to: 'fn', text: 'no input named' },
    { from: 'fn', to: 'queue', via: '', text: 'an empty via' },
  ],
  config: [],
  source: 'offline',
  notes: [],
};

describe('plannedPaths', () => {
  it('collects the stated and wired input paths per token, each with every prefix, list levels dropped', () => {
    const paths = plannedPaths(plan);
    expect([...paths.get('aws:sqs/queue:Queue')!]).toEqual(['visibilityTimeoutSeconds']);
    expect([...paths.get('aws:ec2/securityGroup:SecurityGroup')!]).toEqual(['ingress', 'ingress.fromPort']);
    expect([...paths.get('aws:lambda/function:Function')!]).toEqual(['environment', 'environment.variables']);
    expect(paths.size).toBe(3);
  });

  it('is empty without a plan', () => {
    expect(plannedPaths(undefined).size).toBe(0);
  });
});

describe('usageOf and promptFocus', () => {
  it('reads the shipped usage of a counted record and nothing for an unknown one', () => {
    expect(usageOf(snapshot, 'aws:sqs/queue:Queue').usage?.declarations).toBeGreaterThan(0);
    expect(usageOf(snapshot, 'aws:nope/nope:Nope')).toEqual({});
  });

  it("gives each record the request's mentions, its usage and the plan's paths for it", () => {
    const mentions = mentionsOf('a queue');
    const focusOf = promptFocus(snapshot, plan, mentions);
    const queueFocus = focusOf(snapshot.get('aws:sqs/queue:Queue')!);
    expect(queueFocus.mentions).toBe(mentions);
    expect(queueFocus.usage?.inputs.get('name')).toBeGreaterThan(0);
    expect([...(queueFocus.pinned ?? [])]).toEqual(['visibilityTimeoutSeconds']);
    const topicFocus = focusOf(snapshot.get('aws:sns/topic:Topic')!);
    expect(topicFocus.pinned).toBeUndefined();
    expect('pinned' in topicFocus).toBe(false);
  });
});
