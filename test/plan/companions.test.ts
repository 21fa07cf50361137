import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANIONS } from '../../src/plan/companion-rules.js';
import { createPlanner } from '../../src/plan/create-planner.js';
import type { Plan, Planner } from '../../src/plan/types.js';
import { createRegistrySearch } from '../../src/retrieve/registry-search.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';

let planner: Planner;

beforeAll(() => {
  const snapshot = openSnapshot(defaultSnapshotDir());
  planner = createPlanner({ snapshot, search: createRegistrySearch(snapshot).engine });
});

const tokensOf = async (text: string): Promise<string[]> =>
  (await planner.plan({ text })).components.map((c) => c.token);

function idOf(plan: Plan, token: string): string | undefined {
  return plan.components.find((c) => c.token === token)?.id;
}

describe('companions: how an event reaches what it starts', () => {
  it('sends bucket events said to go to EventBridge through a rule and a target, which starts a state machine with a role', async () => {
    const plan = await planner.plan({
      text: 'Deploy an S3 bucket with EventBridge notifications enabled to start a Step Functions state machine.',
    });
    const tokens = plan.components.map((c) => c.token);
    expect(tokens).toEqual(
      expect.arrayContaining([
        'aws:s3/bucketNotification:BucketNotification',
        'aws:cloudwatch/eventRule:EventRule',
        'aws:cloudwatch/eventTarget:EventTarget',
        'aws:iam/role:Role',
      ]),
    );
    const target = idOf(plan, 'aws:cloudwatch/eventTarget:EventTarget');
    expect(plan.relations).toContainEqual(
      expect.objectContaining({ from: target, to: idOf(plan, 'aws:cloudwatch/eventRule:EventRule') }),
    );
  });

  it('records which components a companion was planned for', async () => {
    const plan = await planner.plan({ text: 'An SNS topic that delivers to an SQS queue' });
    const policy = plan.components.find((c) => c.token === 'aws:sqs/queuePolicy:QueuePolicy');
    expect(policy?.companionOf).toEqual(
      expect.arrayContaining([idOf(plan, 'aws:sns/topic:Topic'), idOf(plan, 'aws:sqs/queue:Queue')]),
    );
    expect(plan.components.find((c) => c.token === 'aws:sns/topic:Topic')?.companionOf).toBeUndefined();
  });

  it('runs a function said to run on a clock from a rule, with the permission to invoke it', async () => {
    expect(await tokensOf('A Lambda function that runs every 15 minutes')).toEqual(
      expect.arrayContaining([
        'aws:cloudwatch/eventRule:EventRule',
        'aws:cloudwatch/eventTarget:EventTarget',
        'aws:lambda/permission:Permission',
      ]),
    );
    expect(await tokensOf('A Lambda function that returns a greeting')).not.toContain(
      'aws:cloudwatch/eventRule:EventRule',
    );
  });

  it('subscribes a function to a topic and feeds it from a queue only when the request says so', async () => {
    expect(await tokensOf('An SNS topic and a Lambda function subscribed to it')).toEqual(
      expect.arrayContaining([
        'aws:sns/topicSubscription:TopicSubscription',
        'aws:lambda/permission:Permission',
      ]),
    );
    expect(await tokensOf('A Lambda function triggered by an SQS queue')).toContain(
      'aws:lambda/eventSourceMapping:EventSourceMapping',
    );
    expect(
      await tokensOf('Wire an SQS queue to a Lambda function so it receives up to 10 messages per batch'),
    ).toContain('aws:lambda/eventSourceMapping:EventSourceMapping');
    // A batch size alone is no sign of a queue or a stream of its own: a table's stream is read in batches.
    const table =
      'A DynamoDB table with a stream of new and old images, and a Lambda that processes the stream in batches of 50.';
    expect(await tokensOf(table)).not.toContain('aws:kinesis/stream:Stream');
    // The function polls the queue with its own role, which must be allowed to.
    expect(await tokensOf('A Lambda function triggered by an SQS queue')).toContain(
      'aws:iam/rolePolicy:RolePolicy',
    );
    expect(await tokensOf('A Lambda function that runs every fifteen minutes')).toContain(
      'aws:cloudwatch/eventRule:EventRule',
    );
    const apart = await tokensOf('An SNS topic for alerts. A Lambda function that returns a greeting.');
    expect(apart).not.toContain('aws:sns/topicSubscription:TopicSubscription');
  });

  it("gives a Lambda no permission to be invoked through a topic's subscription planned for a queue", async () => {
    const plan = await planner.plan({
      text: 'Orders go to the SNS topic `events`. The SQS queue `jobs` subscribes to it with raw message delivery. A Lambda `worker` consumes the queue.',
    });
    const tokens = plan.components.map((c) => c.token);
    expect(tokens).toEqual(
      expect.arrayContaining(['aws:sns/topicSubscription:TopicSubscription', 'aws:lambda/function:Function']),
    );
    expect(tokens).not.toContain('aws:lambda/permission:Permission');
    // The Lambda named by its service's name takes the name given right after it.
    const fn = plan.components.find((c) => c.token === 'aws:lambda/function:Function');
    expect(fn?.values).toContainEqual(expect.objectContaining({ input: 'name', value: 'worker' }));
  });

  it('joins a topic and a queue only when the request says the topic delivers to it', async () => {
    expect(await tokensOf('An SNS-to-SQS fanout: an SNS topic and two SQS queues')).toEqual(
      expect.arrayContaining([
        'aws:sns/topicSubscription:TopicSubscription',
        'aws:sqs/queuePolicy:QueuePolicy',
      ]),
    );
    const watched = await tokensOf(
      'An SQS queue named jobs. A CloudWatch alarm on the queue that notifies an SNS topic.',
    );
    expect(watched).not.toContain('aws:sqs/queuePolicy:QueuePolicy');
    expect(watched).not.toContain('aws:sns/topicSubscription:TopicSubscription');
  });
});

describe('companions: access, logs and settings the request describes', () => {
  it('gives a role said to grant access a policy on it, and a bare role none', async () => {
    const plan = await planner.plan({
      text: 'Create IAM roles for EC2 instances with read-only access to IAM metadata',
    });
    const policy = idOf(plan, 'aws:iam/policy:Policy');
    expect(policy).toBeDefined();
    expect(plan.relations).toContainEqual(
      expect.objectContaining({ from: idOf(plan, 'aws:iam/role:Role'), to: policy }),
    );
    expect(await tokensOf('Create an IAM role for a Lambda function')).not.toContain('aws:iam/policy:Policy');
  });

  it("allows a function's role to use the store it is said to use, by an inline policy any other form meets", async () => {
    const plan = await planner.plan({
      text: 'Create a DynamoDB table and a Lambda function that writes orders into the table.',
    });
    const policy = plan.components.find((c) => c.token === 'aws:iam/rolePolicy:RolePolicy');
    expect(policy?.alternatives).toEqual([
      'aws:iam/rolePolicyAttachment:RolePolicyAttachment',
      'aws:iam/policy:Policy',
      'aws:iam/role:Role#inlinePolicies',
    ]);
    expect(plan.relations).toContainEqual(
      expect.objectContaining({ from: policy?.id, to: idOf(plan, 'aws:iam/role:Role'), via: 'role' }),
    );
    expect(await tokensOf('Create a DynamoDB table and a Lambda function')).not.toContain(
      'aws:iam/rolePolicy:RolePolicy',
    );
  });

  it("allows a state machine's role to invoke the functions it calls", async () => {
    expect(
      await tokensOf('Create a Step Functions state machine that calls a Lambda function named charge'),
    ).toContain('aws:iam/rolePolicy:RolePolicy');
  });

  it('declares a log group for a component asked to log, not for logging permissions', async () => {
    expect(await tokensOf('A Step Functions state machine with logging to CloudWatch Logs')).toContain(
      'aws:cloudwatch/logGroup:LogGroup',
    );
    expect(
      await tokensOf('A Lambda function whose IAM role has basic CloudWatch logging permissions'),
    ).not.toContain('aws:cloudwatch/logGroup:LogGroup');
  });

  it('sets object ownership for bucket ACLs, not for a network ACL', async () => {
    expect(await tokensOf('An S3 bucket with a public-read ACL for static assets')).toContain(
      'aws:s3/bucketOwnershipControls:BucketOwnershipControls',
    );
    expect(await tokensOf('An S3 bucket, and a network ACL for the VPC that denies SSH')).not.toContain(
      'aws:s3/bucketOwnershipControls:BucketOwnershipControls',
    );
  });

  it("opens a bucket said publicly readable the way its cloud does: an S3 bucket's policy, a Cloud Storage bucket's IAM member", async () => {
    const gcs = await tokensOf('A Cloud Storage bucket for assets whose objects are publicly readable');
    expect(gcs).toContain('gcp:storage/bucketIAMMember:BucketIAMMember');
    expect(gcs).not.toContain('aws:s3/bucketPolicy:BucketPolicy');
    expect(await tokensOf('A Cloud Storage bucket for assets')).not.toContain(
      'gcp:storage/bucketIAMMember:BucketIAMMember',
    );
    expect(await tokensOf('An S3 bucket whose objects are publicly readable')).toContain(
      'aws:s3/bucketPolicy:BucketPolicy',
    );
  });

  it("expires or moves a bucket's objects by its lifecycle rules, and uploads no objects for them", async () => {
    const tokens = await tokensOf(
      'An S3 bucket with versioning turned on and objects expiring after 90 days.',
    );
    expect(tokens).toContain('aws:s3/bucketLifecycleConfiguration:BucketLifecycleConfiguration');
    expect(tokens).not.toContain('aws:s3/bucketObjectv2:BucketObjectv2');
    expect(await tokensOf('An S3 bucket for reports.')).not.toContain(
      'aws:s3/bucketLifecycleConfiguration:BucketLifecycleConfiguration',
    );
  });

  it('routes public subnets said beside private ones to an internet gateway, and places a cache in subnets through its subnet group', async () => {
    expect(await tokensOf('A VPC with public and private subnets')).toContain(
      'aws:ec2/internetGateway:InternetGateway',
    );
    expect(await tokensOf('A VPC with two private subnets')).not.toContain(
      'aws:ec2/internetGateway:InternetGateway',
    );
    expect(
      await tokensOf(
        'An ElastiCache Memcached cluster of 2 cache.t3.small nodes in two private subnets of a new VPC',
      ),
    ).toContain('aws:elasticache/subnetGroup:SubnetGroup');
  });

  it('sets engine parameters through a parameter group, and reads a snake_case name as no parameter', async () => {
    expect(await tokensOf('A PostgreSQL RDS instance with max_connections set to 200')).toContain(
      'aws:rds/parameterGroup:ParameterGroup',
    );
    expect(await tokensOf('A MySQL RDS instance for the database `orders_db`')).not.toContain(
      'aws:rds/parameterGroup:ParameterGroup',
    );
  });

  it('associates a planned route table with the subnets, and plans no gateway the request says there is none of', async () => {
    const tokens = await tokensOf(
      'A VPC with two private subnets, a private route table and no internet gateway.',
    );
    expect(tokens).toContain('aws:ec2/routeTableAssociation:RouteTableAssociation');
    expect(tokens).not.toContain('aws:ec2/internetGateway:InternetGateway');
  });

  it('keeps EFS backups in a backup policy of the file system', async () => {
    expect(await tokensOf('An EFS file system with automatic backups')).toContain(
      'aws:efs/backupPolicy:BackupPolicy',
    );
  });

  it('models request validation against a JSON schema, even after a grant clause', async () => {
    const tokens = await tokensOf(
      'An API Gateway REST API. Configure an IAM role granting API Gateway permission to call SES, and request validation that checks payloads against a JSON schema.',
    );
    expect(tokens).toEqual(
      expect.arrayContaining([
        'aws:apigateway/requestValidator:RequestValidator',
        'aws:apigateway/model:Model',
      ]),
    );
  });
});

describe('companions: how traffic reaches a component', () => {
  it('lets SSH in through a security group for an instance with a key pair', async () => {
    expect(await tokensOf('An EC2 instance with an SSH key pair')).toContain(
      'aws:ec2/securityGroup:SecurityGroup',
    );
  });

  it('writes the traffic a group is said to restrict as a rule of its own, not the traffic it allows', async () => {
    expect(
      await tokensOf('A VPC and a security group restricting database access to the application servers'),
    ).toContain('aws:vpc/securityGroupIngressRule:SecurityGroupIngressRule');
    expect(await tokensOf('A VPC and a security group allowing HTTP on port 80')).not.toContain(
      'aws:vpc/securityGroupIngressRule:SecurityGroupIngressRule',
    );
  });

  it('puts a listener, a target group and a security group on an application load balancer, a task definition under a service', async () => {
    expect(
      await tokensOf('An application load balancer in front of an ECS Fargate service running nginx'),
    ).toEqual(
      expect.arrayContaining([
        'aws:lb/listener:Listener',
        'aws:lb/targetGroup:TargetGroup',
        'aws:ec2/securityGroup:SecurityGroup',
        'aws:ecs/taskDefinition:TaskDefinition',
      ]),
    );
  });
});

describe('rule companions (plan fixture)', () => {
  it('adds what the words say a planned component needs, as plumbing', async () => {
    const { companions } = await import('../../src/plan/companions.js');
    const { draftOf, edits, planned } = await import('./rule-cases.js');
    expect(
      await edits(
        companions,
        draftOf(planned('aws:s3/bucket:Bucket', { role: 'S3 bucket' })),
        'A private S3 bucket',
      ),
    ).toEqual([
      'add bucket-public-access-block aws:s3/bucketPublicAccessBlock:BucketPublicAccessBlock ×1 (plumbing) "bucket public access block for the S3 bucket"',
    ]);
    const fed = draftOf(
      planned('aws:lambda/function:Function'),
      planned('aws:sqs/queue:Queue', { role: 'SQS queue' }),
    );
    expect(await edits(companions, fed, 'A Lambda function triggered by an SQS queue')).toEqual([
      'add event-source-mapping aws:lambda/eventSourceMapping:EventSourceMapping ×1 (plumbing) "event source mapping for the SQS queue"',
    ]);
    expect(await edits(companions, draftOf(planned('aws:s3/bucket:Bucket')), 'An S3 bucket')).toEqual([]);
  });
});

describe('companions counted from programs', () => {
  it('plans a secret with its version from the counted programs, not from a hand rule', async () => {
    const plan = await planner.plan({ text: 'Create an AWS Secrets Manager secret named db-password' });
    const version = plan.components.find((c) => c.token === 'aws:secretsmanager/secretVersion:SecretVersion');
    expect(version).toMatchObject({ origin: 'plumbing', rule: 'companions' });
    expect(
      COMPANIONS.some((entry) => entry.add.includes('aws:secretsmanager/secretVersion:SecretVersion')),
    ).toBe(false);
  });
});
