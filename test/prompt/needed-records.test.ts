import { describe, expect, it } from 'vitest';
import type { Plan, PlannedComponent } from '../../src/plan/types.js';
import { recordsByNeed, topOfEachConcept } from '../../src/prompt/needed-records.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import type { Snapshot, SnapshotRecord } from '../../src/snapshot/types.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';

const snapshot = openSnapshot(PLAN_SNAPSHOT_DIR);
const record = (token: string) => snapshot.get(token)!;
const tokens = (records: readonly SnapshotRecord[]) => records.map((r) => r.token);

function planOf(...componentTokens: string[]): Plan {
  const components: PlannedComponent[] = componentTokens.map((token, i) => ({
    id: `c${i}`,
    token,
    role: token,
    origin: 'request',
    count: 1,
    values: [],
    alternatives: [],
  }));
  return { components, relations: [], config: [], source: 'offline', notes: [] };
}

const retrieved = [
  record('aws:sqs/queue:Queue'),
  record('aws:sns/topic:Topic'),
  record('aws:s3/bucket:Bucket'),
  record('aws:sqs/queuePolicy:QueuePolicy'),
];

describe('recordsByNeed', () => {
  it('puts the plan components first, fetching from the snapshot what retrieval missed, then the leads', () => {
    const plan = planOf('aws:lambda/function:Function', 'aws:sqs/queue:Queue');
    const split = recordsByNeed(snapshot, retrieved, plan, ['aws:sns/topic:Topic', 'aws:sqs/queue:Queue']);
    expect(tokens(split.needed)).toEqual([
      'aws:lambda/function:Function',
      'aws:sqs/queue:Queue',
      'aws:sns/topic:Topic',
    ]);
    expect(split.planned).toBe(2);
    expect(tokens(split.others)).toEqual(['aws:s3/bucket:Bucket', 'aws:sqs/queuePolicy:QueuePolicy']);
  });

  it('without a plan, needs only the top record by default; an unknown plan token is skipped', () => {
    const none = recordsByNeed(snapshot, retrieved, undefined);
    expect(tokens(none.needed)).toEqual(['aws:sqs/queue:Queue']);
    expect(none.planned).toBe(0);
    expect(none.others).toHaveLength(3);
    const unknown = recordsByNeed(snapshot, retrieved, planOf('aws:nope/nope:Nope'), []);
    expect(unknown.needed).toEqual([]);
    expect(unknown.planned).toBe(0);
  });

  it('leaves out Kubernetes lists, patches and a pre-release kind whose stable version exists', () => {
    const kind = (tsName: string): SnapshotRecord => ({
      token: `kubernetes:${tsName}`,
      kind: 'resource',
      provider: 'kubernetes',
      module: tsName.split('.').slice(1, -1).join('.'),
      tsName,
      summary: '',
      inputs: [],
      outputs: [],
      examples: [],
    });
    const stable = kind('kubernetes.apps.v1.Deployment');
    const records = [
      stable,
      kind('kubernetes.apps.v1.DeploymentList'),
      kind('kubernetes.apps.v1.DeploymentPatch'),
      kind('kubernetes.apps.v1beta1.Deployment'),
      kind('kubernetes.batch.v1beta1.CronJob'),
    ];
    const byTsName = new Map(records.map((r) => [r.tsName, r]));
    const k8s: Snapshot = { ...snapshot, get: (name: string) => byTsName.get(name) };
    const split = recordsByNeed(k8s, [kind('kubernetes.core.v1.Service'), ...records], undefined);
    expect(split.others.map((r) => r.tsName)).toEqual([
      'kubernetes.apps.v1.Deployment',
      'kubernetes.batch.v1beta1.CronJob',
    ]);
  });
});

describe('topOfEachConcept', () => {
  it('takes the lead of the whole request and one per concept, at least one', () => {
    expect(topOfEachConcept(retrieved, 2)).toEqual(tokens(retrieved.slice(0, 3)));
    expect(topOfEachConcept(retrieved, 0)).toEqual(['aws:sqs/queue:Queue']);
    expect(topOfEachConcept(retrieved, 10)).toHaveLength(4);
  });
});
