import { describe, expect, it } from 'vitest';
import type { DraftComponent, PlanDraft } from '../../src/plan/draft.js';
import { plumbing, wirePlan } from '../../src/plan/plumbing.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { bundledComponent, bundledEdits } from './bundled-rule-cases.js';
import { describeEdit, draftOf, edits, planned } from './rule-cases.js';

describe('rule plumbing (plan fixture)', () => {
  it('brings what a required reference needs, and relates it', async () => {
    expect(await edits(plumbing, draftOf(planned('aws:ec2/subnet:Subnet')), 'A subnet')).toEqual([
      'add vpc aws:ec2/vpc:Vpc ×1 (plumbing) "vpc for the subnet"',
      'relate subnet -> vpc via vpcId',
    ]);
    expect(
      await edits(plumbing, draftOf(planned('aws:lambda/function:Function')), 'A Lambda function'),
    ).toEqual([
      'add role aws:iam/role:Role ×1 (plumbing) "role for the function"',
      'relate function -> role via role',
    ]);
  });

  it('relates to a planned component instead of planning another', async () => {
    const draft = draftOf(planned('aws:ec2/subnet:Subnet'), planned('aws:ec2/vpc:Vpc'));
    expect(await edits(plumbing, draft, 'A VPC and a subnet')).toEqual(['relate subnet -> vpc via vpcId']);
  });
});

describe('wiring a plan that already says what fills an input', () => {
  const snapshot = openSnapshot(defaultSnapshotDir());
  const component = (id: string, token: string, values: DraftComponent['values'] = []): DraftComponent => {
    const record = snapshot.get(token);
    if (record === undefined) throw new Error(`${token} is not in the snapshot`);
    return { ...planned('aws:ec2/vpc:Vpc'), id, record, role: id, values };
  };
  const wired = (draft: PlanDraft, mode: 'schema' | 'stated') =>
    wirePlan(draft, snapshot, mode).map(describeEdit);

  it('plans no resource for a required reference the plan states a value on (a managed policy ARN)', () => {
    const attachment = component('ssmPolicy', 'aws:iam/rolePolicyAttachment:RolePolicyAttachment', [
      { input: 'policyArn', value: 'arn:aws:iam::aws:policy/AmazonSSMManagedInstanceCore', text: 'SSM' },
    ]);
    const draft: PlanDraft = {
      ...draftOf(component('ssmRole', 'aws:iam/role:Role'), attachment),
      relations: [{ from: 'ssmPolicy', to: 'ssmRole', via: 'role', text: 'its role' }],
    };
    for (const mode of ['schema', 'stated'] as const) expect(wired(draft, mode)).toEqual([]);
  });

  it("adds to a model's plan neither optional schema references nor a second target of a kind it wired", () => {
    const draft: PlanDraft = {
      ...draftOf(
        component('inputBucket', 'aws:s3/bucket:Bucket'),
        component('deadLetterQueue', 'aws:sqs/queue:Queue'),
        component('queue', 'aws:sqs/queue:Queue'),
        component('processor', 'aws:lambda/function:Function'),
        component('role', 'aws:iam/role:Role'),
        component('notification', 'aws:s3/bucketNotification:BucketNotification'),
      ),
      relations: [
        { from: 'notification', to: 'inputBucket', via: 'bucket', text: 'uploads' },
        { from: 'notification', to: 'queue', via: 'queues[].queueArn', text: 'events to the queue' },
        { from: 'processor', to: 'role', via: 'role', text: 'its role' },
      ],
    };
    expect(wired(draft, 'stated')).toEqual([]);
    // The offline plan relates every reference the schemas show (here the notification's lambdaFunctions).
    expect(wired(draft, 'schema')).toContain(
      'relate notification -> processor via lambdaFunctions.lambdaFunctionArn',
    );
  });

  it("still brings what a required reference of a model's plan lacks", () => {
    expect(wired(draftOf(component('fn', 'aws:lambda/function:Function')), 'stated')).toEqual([
      'add role aws:iam/role:Role ×1 (plumbing) "role for the function"',
      'relate fn -> role via role',
    ]);
  });
});

describe('rule plumbing (bundled snapshot)', () => {
  it("brings the Elastic IP a NAT gateway's doc requires while it keeps its defaults", async () => {
    const edits = await bundledEdits(plumbing, [bundledComponent('nat', 'aws:ec2/natGateway:NatGateway')]);
    expect(edits).toContain('relate nat -> eip via allocationId');
    expect(edits.some((edit) => edit.startsWith('add eip aws:ec2/eip:Eip'))).toBe(true);
  });

  it('puts a workload of any API group in the planned namespace, and plans none for it', async () => {
    const edits = await bundledEdits(plumbing, [
      bundledComponent('ns', 'kubernetes:core/v1:Namespace'),
      bundledComponent('job', 'kubernetes:batch/v1:CronJob'),
      bundledComponent('app', 'kubernetes:apps/v1:Deployment'),
    ]);
    expect(edits).toEqual(
      expect.arrayContaining([
        'relate job -> ns via metadata.namespace',
        'relate app -> ns via metadata.namespace',
      ]),
    );
    const alone = await bundledEdits(plumbing, [bundledComponent('job', 'kubernetes:batch/v1:CronJob')]);
    expect(alone.filter((edit) => edit.includes('Namespace'))).toEqual([]);
  });

  it('brings nothing a doc only says the value may be: "either image ID or droplet snapshot ID"', async () => {
    const edits = await bundledEdits(plumbing, [
      bundledComponent('droplet', 'digitalocean:index/droplet:Droplet'),
    ]);
    expect(edits.filter((edit) => edit.includes('DropletSnapshot'))).toEqual([]);
  });

  it('takes plumbing made for another component only through a required reference', async () => {
    const edits = await bundledEdits(plumbing, [
      bundledComponent('fn', 'aws:lambda/function:Function'),
      bundledComponent('topic', 'aws:sns/topic:Topic'),
    ]);
    expect(edits).toContain('relate fn -> role via role');
    expect(edits.filter((edit) => edit.startsWith('relate topic'))).toEqual([]);
  });

  it('relates through the required reference before an optional one at the same depth', async () => {
    const edits = await bundledEdits(plumbing, [
      bundledComponent('plan', 'aws:backup/plan:Plan'),
      bundledComponent('vault', 'aws:backup/vault:Vault'),
    ]);
    expect(edits.filter((edit) => edit.startsWith('relate plan -> vault'))).toEqual([
      'relate plan -> vault via rules.targetVaultName',
    ]);
  });
});
