import { describe, expect, it } from 'vitest';
import { qualifiedSiblings } from '../../src/plan/qualified-siblings.js';
import { bundledComponent, bundledEdits } from './bundled-rule-cases.js';
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

describe('rule qualified-siblings (bundled snapshot)', () => {
  it("keeps a policy an attachment joins to the group, and plans no group's inline policy for it", async () => {
    const components = [
      bundledComponent('group', 'aws:iam/group:Group'),
      bundledComponent('policy', 'aws:iam/policy:Policy'),
      bundledComponent('policy-attachment', 'aws:iam/policyAttachment:PolicyAttachment'),
    ];
    const text = 'An IAM group and a customer managed policy; attach the policy to the group.';
    expect(await bundledEdits(qualifiedSiblings, components, [], text)).toEqual([
      'add group-policy-attachment aws:iam/groupPolicyAttachment:GroupPolicyAttachment ×1 (request) "policy-attachment"',
      'remove policy-attachment',
    ]);
  });
});
