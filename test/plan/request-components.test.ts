import { describe, expect, it } from 'vitest';
import { requestComponents } from '../../src/plan/request-components.js';
import { bundledEdits } from './bundled-rule-cases.js';
import { draftOf, edits } from './rule-cases.js';

describe('rule request-components (plan fixture)', () => {
  it('plans what each part names, with the count its words say', async () => {
    expect(await edits(requestComponents, draftOf(), 'An SQS queue and two SNS topics')).toEqual([
      'add queue aws:sqs/queue:Queue ×1 (request) "SQS queue"',
      'add topic aws:sns/topic:Topic ×2 (request) "two SNS topics"',
    ]);
  });

  it('plans a resource named in a clause saying what another is for only when nothing else names it', async () => {
    expect(
      await edits(
        requestComponents,
        draftOf(),
        'A Lambda function triggered by an SQS queue, with IAM roles for EC2 instances',
      ),
    ).toEqual([
      'add function aws:lambda/function:Function ×1 (request) "Lambda function triggered by an SQS queue"',
      'add queue aws:sqs/queue:Queue ×1 (request) "Lambda function triggered by an SQS queue"',
      'add role aws:iam/role:Role ×1 (request) "IAM roles for EC2 instances"',
    ]);
  });

  it('plans a thing named again with another name as a second one, and with its own name as the same one', async () => {
    expect(
      await edits(
        requestComponents,
        draftOf(),
        'An SQS queue named jobs with a dead-letter queue named jobs-dlq. The queue named jobs keeps messages for a day.',
      ),
    ).toEqual([
      'add queue aws:sqs/queue:Queue ×1 (request) "SQS queue named jobs"',
      'add queue-2 aws:sqs/queue:Queue ×1 (request) "dead-letter queue named jobs-dlq"',
    ]);
  });

  it('keeps, for each component, the span of the part that named it', async () => {
    const { read, sources } = await import('./rule-cases.js');
    const text = 'An SQS queue and two SNS topics';
    const made = await requestComponents.run(draftOf(), read(text), sources);
    const spans = made.flatMap((edit) =>
      edit.kind === 'add' ? edit.component.spans.map((s) => text.slice(s.start, s.end)) : [],
    );
    expect(spans).toEqual(['An SQS queue', 'two SNS topics']);
  });
});

describe('rule request-components (bundled snapshot)', () => {
  it('plans a Kubernetes resource its provider names, beside another of another API group', async () => {
    const text = 'Create a Kubernetes namespace called web and a deployment of nginx in it.';
    expect(await bundledEdits(requestComponents, [], [], text)).toEqual([
      'add namespace kubernetes:core/v1:Namespace ×1 (request) "Kubernetes namespace called web"',
      'add deployment kubernetes:apps/v1:Deployment ×1 (request) "deployment of nginx in it"',
    ]);
  });

  it('plans nothing of Kubernetes from a word that only modifies another: "its node IAM role"', async () => {
    const text =
      'Create an Amazon EKS cluster running Kubernetes 1.30 with its cluster IAM role and its node IAM role.';
    const added = await bundledEdits(requestComponents, [], [], text);
    expect(added.some((edit) => edit.includes('kubernetes:'))).toBe(false);
  });

  it("plans the holder's own kind of a thing named with it: a user's inline policy is a UserPolicy", async () => {
    const text = 'Create an IAM user ci-pusher with an inline policy that allows pushing images.';
    const added = await bundledEdits(requestComponents, [], [], text);
    expect(added.filter((edit) => edit.includes('olicy'))).toEqual([
      'add user-policy aws:iam/userPolicy:UserPolicy ×1 (request) "inline policy that allows pushing images" [or aws:iam/rolePolicy:RolePolicy]',
    ]);
    // With the role planned, a role's inline policy stays what the words chose.
    const role = 'Create an IAM role and an IAM user, and give the role an inline policy.';
    expect((await bundledEdits(requestComponents, [], [], role)).join('\n')).not.toContain('UserPolicy');
  });

  it("plans a bucket's setting by the rest of its resource's name once a bucket is: a replication configuration", async () => {
    // A source and a destination bucket are two.
    const text =
      'Create a source bucket and a destination bucket. Add a replication configuration that copies objects to the destination.';
    const added = await bundledEdits(requestComponents, [], [], text);
    expect(added.map((edit) => edit.split(' ')[2])).toEqual([
      'aws:s3/bucket:Bucket',
      'aws:s3/bucket:Bucket',
      'aws:s3/bucketReplicationConfig:BucketReplicationConfig',
    ]);
    // Without a bucket planned, the words name no bucket's setting.
    const alone = await bundledEdits(requestComponents, [], [], 'Add a replication configuration.');
    expect(alone.join('\n')).not.toContain('aws:s3/');
  });

  it('plans nothing new for a plural said back with "those" or "these"', async () => {
    const text =
      'Route 53 health checks on primary.shop.example.com and secondary.shop.example.com, and Route 53 failover CNAME records for app.shop.example.com pointing to those two hosts.';
    const added = await bundledEdits(requestComponents, [], [], text);
    expect(added.join('\n')).toContain('aws:route53/record:Record');
    expect(added.join('\n')).not.toContain('aws:ec2/instance:Instance');
    // Named before, they are the same things.
    const named = await bundledEdits(
      requestComponents,
      [],
      [],
      'Create two EC2 instances. Put those two instances behind an Application Load Balancer.',
    );
    expect(named.join('\n')).toContain('aws:ec2/instance:Instance ×2');
  });

  it('plans no machines of their own where a part says them with their size after the group that runs them', async () => {
    const pool = await bundledEdits(
      requestComponents,
      [],
      [],
      'Create a GKE cluster. Its node pool `general` runs e2-standard-4 machines.',
    );
    expect(pool.join('\n')).toContain('gcp:container/nodePool:NodePool');
    expect(pool.join('\n')).not.toContain('gcp:compute/instance:Instance');
    // In an aside after the group, its part starting after the size.
    const aside = await bundledEdits(
      requestComponents,
      [],
      [],
      'AWS Batch components: a compute environment (EC2-based, with `m5.large` instances) and a job queue.',
    );
    expect(aside.join('\n')).toContain('aws:batch/computeEnvironment:ComputeEnvironment');
    expect(aside.join('\n')).not.toContain('aws:ec2/instance:Instance');
    // Machines said apart from a group are asked for.
    const apart = await bundledEdits(
      requestComponents,
      [],
      [],
      'Create a GKE cluster with a node pool. Add a bastion VM that runs e2-small machines.',
    );
    expect(apart.join('\n')).toContain('gcp:compute/instance:Instance');
  });

  it('plans an Application Load Balancer as one, not a classic load balancer, whatever stands beside it', async () => {
    const text = 'Create an Auto Scaling group of t3.medium instances behind an Application Load Balancer.';
    const added = await bundledEdits(requestComponents, [], [], text);
    expect(added.join('\n')).toContain('aws:lb/loadBalancer:LoadBalancer');
    expect(added.join('\n')).not.toMatch(/add \S+ aws:elb\//);
  });

  it('plans a thing said anew with other words in the same sentence as a second one, after the verb that asks for it', async () => {
    const text =
      'In the existing VPC, add a gateway endpoint for S3 attached to the route table, and an interface endpoint for Secrets Manager.';
    const endpoints = (await bundledEdits(requestComponents, [], [], text)).filter((edit) =>
      edit.includes('aws:ec2/vpcEndpoint:VpcEndpoint'),
    );
    expect(endpoints).toHaveLength(2);
    // Said again definite, it is the same one.
    const again =
      'In the existing VPC, add an interface endpoint for Secrets Manager and give the interface endpoint a security group.';
    const once = (await bundledEdits(requestComponents, [], [], again)).filter((edit) =>
      edit.includes('aws:ec2/vpcEndpoint:VpcEndpoint'),
    );
    expect(once).toHaveLength(1);
    // "one public subnet … and one private subnet" are two.
    const subnets =
      'A VPC with one public subnet 10.0.1.0/24 and one private subnet 10.0.2.0/24. The private subnet reaches the internet through a NAT gateway.';
    const added = (await bundledEdits(requestComponents, [], [], subnets)).filter((edit) =>
      edit.includes('aws:ec2/subnet:Subnet'),
    );
    expect(added.map((edit) => edit.split(' ').slice(1, 3).join(' '))).toEqual([
      'subnet aws:ec2/subnet:Subnet',
      'subnet-2 aws:ec2/subnet:Subnet',
    ]);
    expect(added[1]).toContain('"one private subnet');
  });

  it("plans the thing a noun says when a quoted name follows it, not what the name's words say", async () => {
    const text = 'Kubernetes namespace "batch-jobs" containing a ServiceAccount "report-runner".';
    const tokens = (await bundledEdits(requestComponents, [], [], text)).map((edit) => edit.split(' ')[2]);
    expect(tokens).toEqual(
      expect.arrayContaining(['kubernetes:core/v1:Namespace', 'kubernetes:core/v1:ServiceAccount']),
    );
    expect(tokens).not.toContain('kubernetes:batch/v1:Job');
  });

  it('plans what vocabulary names: a customer managed policy is an IAM policy, a verified domain an SES identity', async () => {
    const policy = 'Create a customer managed policy named deploy-read that allows s3:GetObject.';
    expect((await bundledEdits(requestComponents, [], [], policy)).join('\n')).toContain(
      'aws:iam/policy:Policy',
    );
    const domain = 'Verify the domain mail.acme.io in SES with Easy DKIM.';
    expect((await bundledEdits(requestComponents, [], [], domain)).join('\n')).toContain(
      'aws:ses/domainIdentity:DomainIdentity',
    );
  });

  it('reads a request that names no cloud as the one more of its parts could name, on a tie', async () => {
    const text = "I'd like a topic named ops-alerts with an email subscription for oncall@acme.io.";
    const tokens = (await bundledEdits(requestComponents, [], [], text)).map((edit) => edit.split(' ')[2]);
    expect(tokens).toEqual(['aws:sns/topic:Topic', 'aws:sns/topicSubscription:TopicSubscription']);
  });
});
