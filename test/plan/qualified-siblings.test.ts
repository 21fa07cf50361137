import { describe, expect, it } from 'vitest';
import { qualifiedSiblings } from '../../src/plan/qualified-siblings.js';
import { draftOf, edits, planned } from './rule-cases.js';

describe('rule qualified-siblings (plan fixture)', () => {
  it("plans the module's variant qualified by a planned component in the plain one's place", async () => {
    const draft = draftOf(
      planned('aws:rds/cluster:Cluster'),
      planned('aws:rds/instance:Instance', { count: 2, role: 'database instances' }),
    );
    expect(await edits(qualifiedSiblings, draft, 'An Aurora cluster with two database instances')).toEqual([
      'add cluster-instance aws:rds/clusterInstance:ClusterInstance ×2 (request) "database instances"',
      'remove instance',
    ]);
  });

  it('leaves a plain resource alone when nothing planned qualifies it', async () => {
    expect(
      await edits(qualifiedSiblings, draftOf(planned('aws:rds/instance:Instance')), 'A database instance'),
    ).toEqual([]);
  });
});
