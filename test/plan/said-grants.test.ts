import { beforeAll, describe, expect, it } from 'vitest';
import { createPlanner } from '../../src/plan/create-planner.js';
import { SAID_GRANTS_RULE, type Plan, type Planner } from '../../src/plan/types.js';
import { createRegistrySearch } from '../../src/retrieve/registry-search.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';

let planner: Planner;

beforeAll(() => {
  const snapshot = openSnapshot(defaultSnapshotDir());
  planner = createPlanner({ snapshot, search: createRegistrySearch(snapshot).engine });
});

const tokenOf = (plan: Plan, id: string) => plan.components.find((c) => c.id === id)?.token;

/** The grants planned, as `from token → to token`. */
async function grants(text: string): Promise<string[]> {
  const plan = await planner.plan({ text });
  return plan.relations
    .filter((r) => r.rule === SAID_GRANTS_RULE && r.via === undefined)
    .map((r) => `${tokenOf(plan, r.from)} → ${tokenOf(plan, r.to)}`);
}

describe('rule said-grants', () => {
  it('relates a function to the table it is given access to, and plans its role the policy', async () => {
    const text =
      'Create a DynamoDB table and a Python Lambda function. Give the function write access to the table.';
    expect(await grants(text)).toEqual(['aws:lambda/function:Function → aws:dynamodb/table:Table']);
    // The role gets one policy, the grant's (or a companion's the grant's words ask for already).
    const plan = await planner.plan({ text });
    const policies = plan.components.filter((c) => c.token === 'aws:iam/rolePolicy:RolePolicy');
    expect(policies).toHaveLength(1);
    expect(plan.relations).toContainEqual(expect.objectContaining({ from: policies[0]?.id, via: 'role' }));
  });

  it('reads the grantee before "is allowed to" and the thing it may use before it', async () => {
    expect(
      await grants('Deploy a Lambda function and an SQS queue the function is allowed to send to.'),
    ).toEqual(['aws:lambda/function:Function → aws:sqs/queue:Queue']);
  });

  it('reads a role "that can read" a thing as granted it, the thing named by the head alone first', async () => {
    expect(
      await grants(
        'Kinesis data stream "clicks" with 4 shards, drained by a Firehose delivery stream into the bucket "archive". Firehose needs an IAM role that can read the stream.',
      ),
    ).toEqual(['aws:iam/role:Role → aws:kinesis/stream:Stream']);
  });

  it('relates nothing when the one given access runs as no identity', async () => {
    expect(
      await grants('Create an SNS topic and an SQS queue; the topic is allowed to send to the queue.'),
    ).toEqual([]);
  });

  it('relates nothing when the thing granted is not planned', async () => {
    expect(await grants('Create a Lambda function with read access to the reports.')).toEqual([]);
  });
});
