import { describe, expect, it } from 'vitest';

import { recordedCases } from '../../src/report/recorded-cases.js';
import type { RegisteredResource, RungOutcome } from '../../src/verify/types.js';

const TOPIC: RegisteredResource = {
  token: 'aws:sns/topic:Topic',
  name: 'alerts',
  kind: 'resource',
  inputs: { name: 'alerts', tags: { team: 'ops' }, kmsMasterKeyId: 'x'.repeat(300) },
  dependsOn: [],
};
const SUBSCRIPTION: RegisteredResource = {
  token: 'aws:sns/topicSubscription:TopicSubscription',
  name: 'alerts-email',
  kind: 'resource',
  inputs: {
    protocol: 'email',
    endpoint: 'ops@example.org',
    topic: 'urn:pulumi:dev::p::aws:sns/topic:Topic::alerts',
  },
  dependsOn: ['urn:pulumi:dev::p::aws:sns/topic:Topic::alerts'],
};

function mock(status: RungOutcome['status'], details: RungOutcome<'mock'>['details']): RungOutcome {
  return { rung: 'mock', status, rounds: 0, findings: [], durationMs: 1, details };
}

describe('recordedCases', () => {
  it('lists each case with its config (secrets masked) and each resource with its plain inputs', () => {
    const cases = recordedCases([
      mock('passed', {
        resources: [TOPIC, SUBSCRIPTION],
        cases: [
          { case: { name: 'stage unset', config: { db: 'p-1' }, secretKeys: ['db'] }, resources: [TOPIC] },
          {
            case: { name: 'stage=PROD', config: { stage: 'PROD', db: 'p-1' }, secretKeys: ['db'] },
            resources: [TOPIC, SUBSCRIPTION],
          },
        ],
      }),
    ]);
    expect(cases.map((c) => [c.name, c.config])).toEqual([
      ['stage unset', { db: '[secret]' }],
      ['stage=PROD', { stage: 'PROD', db: '[secret]' }],
    ]);
    expect(cases[0]?.resources).toEqual([
      {
        kind: 'resource',
        type: 'aws:sns/topic:Topic',
        name: 'alerts',
        inputs: { name: 'alerts', kmsMasterKeyId: `${'x'.repeat(200)}…` },
        nested: ['tags'],
      },
    ]);
    expect(cases[1]?.resources[1]?.inputs).toMatchObject({ protocol: 'email', endpoint: 'ops@example.org' });
  });

  it('falls back to one default case, and says nothing when the mock run did not pass', () => {
    expect(recordedCases([mock('fixed', { resources: [TOPIC] })]).map((c) => c.name)).toEqual(['default']);
    expect(recordedCases([mock('failed', { resources: [TOPIC] })])).toEqual([]);
    expect(recordedCases([])).toEqual([]);
  });
});
