import { describe, expect, it } from 'vitest';
import { createPlanner } from '../../src/plan/create-planner.js';
import { realSearch } from '../generate/pipeline-support.js';

const { snapshot, search } = realSearch();
const planner = createPlanner({ snapshot, search: search.engine });

describe('rule managed-things', () => {
  it('reads a policy the provider manages as existing, not as a policy to create', async () => {
    const plan = await planner.plan({ text: 'An IAM role with the AmazonSSMManagedInstanceCore policy.' });
    expect(plan.components.map((c) => c.token)).not.toContain('aws:iam/policy:Policy');
    expect(plan.existing).toEqual([
      expect.objectContaining({ token: 'aws:iam/policy:Policy', text: 'AmazonSSMManagedInstanceCore' }),
    ]);
  });
});

describe('rule managed-values', () => {
  it('attaches a managed policy the request names to its role instead of creating a policy', async () => {
    const plan = await planner.plan({
      text: 'A Lambda function with an IAM role that has the AWSLambdaBasicExecutionRole managed policy attached.',
    });
    const tokens = plan.components.map((c) => c.token);
    expect(tokens).not.toContain('aws:iam/policy:Policy');
    expect(tokens).not.toContain('aws:iam/rolePolicy:RolePolicy');
    expect(plan.existing?.map((e) => e.token)).toContain('aws:iam/policy:Policy');
    const attachment = plan.components.find(
      (c) => c.token === 'aws:iam/rolePolicyAttachment:RolePolicyAttachment',
    );
    // The ARN comes from the provider's own list, with its path (`service-role/`).
    expect(attachment?.values).toEqual([
      expect.objectContaining({
        input: 'policyArn',
        value: 'arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
        text: 'AWSLambdaBasicExecutionRole',
      }),
    ]);
    // A role listing the ARN inline stands for the attachment too.
    expect(attachment?.alternatives).toEqual(['aws:iam/role:Role#managedPolicyArns']);
    const role = plan.components.find((c) => c.token === 'aws:iam/role:Role');
    expect(plan.relations).toContainEqual(
      expect.objectContaining({ from: attachment?.id, to: role?.id, via: 'role' }),
    );
  });

  it('attaches to a role plumbing plans, and leaves a policy name the provider does not manage alone', async () => {
    const glue = await planner.plan({
      text: 'A Glue crawler into a Glue database, running as an IAM role that has the AWSGlueServiceRole managed policy.',
    });
    expect(glue.components.find((c) => c.token.endsWith(':RolePolicyAttachment'))?.values[0]?.value).toBe(
      'arn:aws:iam::aws:policy/service-role/AWSGlueServiceRole',
    );
    const custom = await planner.plan({ text: 'An IAM role with the AcmeDeployersPolicy policy.' });
    expect(custom.components.map((c) => c.token)).not.toContain(
      'aws:iam/rolePolicyAttachment:RolePolicyAttachment',
    );
    expect(custom.existing ?? []).toEqual([]);
  });
});
