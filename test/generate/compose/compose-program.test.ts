import { afterAll, describe, expect, it } from 'vitest';
import { composeProgram } from '../../../src/generate/compose/compose-program.js';
import { createPlanner } from '../../../src/plan/create-planner.js';
import type { Plan, PlannedComponent } from '../../../src/plan/types.js';
import { createTypechecker } from '../../../src/verify/typecheck/typechecker.js';
import { projectDirWithProviders } from '../../verify/helpers.js';
import { realSearch } from '../pipeline-support.js';

const { snapshot, search } = realSearch();
const planner = createPlanner({ snapshot, search: search.engine });
const project = projectDirWithProviders();
const typechecker = createTypechecker({ projectDir: project.dir });
afterAll(() => project.dispose());

function errorsOf(program: string): string[] {
  return typechecker
    .check(program)
    .filter((d) => d.category === 'error')
    .map((d) => `${d.line}: ${d.message}`);
}

async function composed(text: string): Promise<string> {
  return composeProgram(await planner.plan({ text }), snapshot).program;
}

/** A plan of these components (and relations), as the offline planner would hand it over. */
function planOf(components: PlannedComponent[], relations: Plan['relations'] = []): Plan {
  return { components, relations, config: [], source: 'offline', notes: [] };
}

function component(id: string, token: string, extra: Partial<PlannedComponent> = {}): PlannedComponent {
  return { id, token, role: id, origin: 'request', count: 1, values: [], alternatives: [], ...extra };
}

describe('the offline composer', () => {
  it('builds the subscription the request asks for, wired to its topic, with the stated values', async () => {
    const program = await composed(
      'Create an AWS SNS topic that sends notifications to the email address "test@test.com".',
    );
    expect(program).toMatch(/new aws\.sns\.Topic\(/);
    expect(program).toMatch(/new aws\.sns\.TopicSubscription\([^)]*endpoint: "test@test\.com"/s);
    expect(program).toMatch(/protocol: "email"/);
    expect(program).toMatch(/topic: topic\b/);
    expect(program).not.toContain('@pulumi/pulumi');
    expect(errorsOf(program)).toEqual([]);
  });

  it('gives a function the role it cannot run without, with a principal for its service', async () => {
    const plan = planOf([component('handler', 'aws:lambda/function:Function')]);
    const program = composeProgram(plan, snapshot).program;
    expect(program).toMatch(/const role = new aws\.iam\.Role\(/);
    expect(program).toMatch(/Service: "lambda\.amazonaws\.com"/);
    expect(program).toMatch(/role: role\.arn/);
    expect(program.indexOf('new aws.iam.Role')).toBeLessThan(program.indexOf('new aws.lambda.Function'));
    expect(errorsOf(program)).toEqual([]);
  });

  it('gives a resource policy a principal and its resource: the sender that delivers there, else the account', () => {
    const fanOut = composeProgram(
      planOf([
        component('topic', 'aws:sns/topic:Topic'),
        component('queue', 'aws:sqs/queue:Queue'),
        component('queuePolicy', 'aws:sqs/queuePolicy:QueuePolicy'),
      ]),
      snapshot,
    ).program;
    expect(fanOut).toMatch(
      /Principal: \{ Service: "sns\.amazonaws\.com" \}, Action: \["sqs:SendMessage"\], Resource: queue\.arn/,
    );
    expect(fanOut).toMatch(/"aws:SourceArn": topic\.arn/);
    expect(fanOut).toContain('import * as pulumi from "@pulumi/pulumi";');
    expect(errorsOf(fanOut)).toEqual([]);
    const alone = composeProgram(
      planOf([
        component('bucket', 'aws:s3/bucket:Bucket'),
        component('bucketPolicy', 'aws:s3/bucketPolicy:BucketPolicy'),
      ]),
      snapshot,
    ).program;
    expect(alone).toMatch(
      /Principal: \{ AWS: pulumi\.interpolate`arn:aws:iam::\$\{aws\.getCallerIdentityOutput\(\)\.accountId\}:root` \}/,
    );
    expect(alone).toContain('Resource: pulumi.interpolate`${bucket.arn}/*`');
    expect(alone).not.toContain('Resource: "*"');
    expect(errorsOf(alone)).toEqual([]);
    // A topic policy's `arn` takes any ARN: the program's topic is still the one it is for.
    const topic = composeProgram(
      planOf([
        component('topic', 'aws:sns/topic:Topic'),
        component('topicPolicy', 'aws:sns/topicPolicy:TopicPolicy'),
      ]),
      snapshot,
    ).program;
    expect(topic).toMatch(/arn: topic\.arn,\s+policy: pulumi\.jsonStringify\(\{[^\n]*Principal: \{ AWS: /);
    expect(errorsOf(topic)).toEqual([]);
  });

  it('connects a scheduled function: the target is the function, the permission names the rule', async () => {
    const program = await composed('Run a Lambda function every 5 minutes');
    expect(program).toMatch(/scheduleExpression: "rate\(5 minutes\)"/);
    expect(program).toMatch(/new aws\.cloudwatch\.EventTarget\([^;]*arn: functionResource\.arn/s);
    expect(program).toMatch(/action: "lambda:InvokeFunction"/);
    expect(program).toMatch(/principal: "events\.amazonaws\.com"/);
    expect(program).toMatch(/sourceArn: eventRule\.arn/);
    expect(program).not.toContain('config.require');
    expect(errorsOf(program)).toEqual([]);
  });

  it('puts a distribution in front of the bucket with values the docs list, not placeholders', async () => {
    const program = await composed('A static website on S3 served through CloudFront');
    expect(program).toMatch(/domainName: bucket\.bucketRegionalDomainName/);
    expect(program).toMatch(/originId: "distribution-origin"/);
    expect(program).toMatch(/targetOriginId: "distribution-origin"/);
    expect(program).toMatch(/viewerProtocolPolicy: "(?:https-only|redirect-to-https)"/);
    expect(program).toMatch(/restrictionType: "none"/);
    expect(program).toMatch(/enabled: true/);
    expect(program).toMatch(/cloudfrontDefaultCertificate: true/);
    expect(program).toMatch(/suffix: "index\.html"/);
    expect(errorsOf(program)).toEqual([]);
  });

  it('grants an identity policy reading only when the request states no actions', () => {
    const plan = planOf([component('reader', 'aws:iam/policy:Policy')]);
    const program = composeProgram(plan, snapshot).program;
    expect(program).toContain('Action: ["iam:Get*","iam:List*","iam:Describe*"]');
    expect(program).not.toContain(':*"');
  });

  it("subscribes the program's queue to its topic with the queue's ARN, beside an e-mail subscription", async () => {
    const program = await composed('An SNS topic that emails ops@acme.io and an SQS queue subscribed to it');
    expect(program).toMatch(/endpoint: "ops@acme\.io",\s+protocol: "email"/);
    expect(program).toMatch(/protocol: "sqs",\s+topic: topic,\s+endpoint: queue\.arn/);
    expect(errorsOf(program)).toEqual([]);
  });

  it("puts a REST API in front of the function as API Gateway's Lambda proxy, deployed after its methods", async () => {
    const program = await composed('A REST API on API Gateway backed by a Lambda function');
    expect(program).toMatch(/parentId: restApi\.rootResourceId,\s+pathPart: "\{proxy\+\}"/);
    expect(program).toMatch(/httpMethod: "ANY",\s+authorization: "NONE"/);
    expect(program).toMatch(
      /type: "AWS_PROXY",\s+integrationHttpMethod: "POST",\s+uri: functionResource\.invokeArn/,
    );
    expect(program).toMatch(/redeployment: pulumi\.jsonStringify\(\[method\.id, integration\.id\]\)/);
    expect(program).toMatch(/sourceArn: pulumi\.interpolate`\$\{restApi\.executionArn\}\/\*`/);
    expect(program).not.toContain('config.require');
    expect(errorsOf(program)).toEqual([]);
  });

  it("lets a function's role work on the table it reads, limited to that table", async () => {
    const program = await composed('A Lambda function that reads a DynamoDB table');
    expect(program).toMatch(/Action: \["dynamodb:GetItem",[^\]]*\], Resource: \[table\.arn\]/);
    expect(program).toMatch(/new aws\.iam\.RolePolicy\("role-policy", \{\s*role: role,/);
    expect(program).not.toContain('dynamodb:*');
    expect(errorsOf(program)).toEqual([]);
  });

  it('asks for encryption at rest where the resource offers it, as the baseline policies require', () => {
    const plan = planOf([
      component('db', 'aws:rds/instance:Instance'),
      component('disk', 'aws:ebs/volume:Volume'),
    ]);
    const program = composeProgram(plan, snapshot).program;
    expect(program).toMatch(/new aws\.rds\.Instance\([^;]*storageEncrypted: true/s);
    expect(program).toMatch(/new aws\.ebs\.Volume\([^;]*encrypted: true/s);
    expect(errorsOf(program)).toEqual([]);
  });

  it('gives a random password a usable length', () => {
    const plan = planOf([component('password', 'random:index/randomPassword:RandomPassword')]);
    const program = composeProgram(plan, snapshot).program;
    expect(program).toMatch(/new random\.RandomPassword\([^;]*length: 24/s);
    expect(errorsOf(program)).toEqual([]);
  });

  it('repeats a counted component and gives each subnet its own CIDR inside the VPC', () => {
    const plan = planOf(
      [component('vpc', 'aws:ec2/vpc:Vpc'), component('subnet', 'aws:ec2/subnet:Subnet', { count: 2 })],
      [{ from: 'subnet', to: 'vpc', via: 'vpcId', text: 'subnets in the VPC' }],
    );
    const program = composeProgram(plan, snapshot).program;
    expect(program.match(/new aws\.ec2\.Subnet\(/g)).toHaveLength(2);
    expect(program.match(/vpcId: vpc\.id/g)).toHaveLength(2);
    expect(program).toContain('"10.0.0.0/24"');
    expect(program).toContain('"10.0.1.0/24"');
    // Spread over zones, as load balancers and EKS require of several subnets.
    expect(program).toContain(
      'availabilityZone: aws.getAvailabilityZonesOutput({ state: "available" }).names[0]',
    );
    expect(program).toContain(
      'availabilityZone: aws.getAvailabilityZonesOutput({ state: "available" }).names[1]',
    );
    expect(errorsOf(program)).toEqual([]);
  });

  it('wires a reference to what a planned component makes through its output, and exports its ids', async () => {
    const program = await composed('an EKS cluster with the awsx VPC');
    expect(program).toContain('new awsx.ec2.Vpc("vpc"');
    expect(program).toMatch(/subnetIds: vpc\.privateSubnetIds,/);
    expect(program).toContain('export const vpcVpcId = vpc.vpcId;');
    expect(program).not.toMatch(/new aws\.ec2\.(?:Vpc|Subnet)\(/);
  });

  it('gives an EKS cluster the two subnets in two zones its schema asks for', async () => {
    const program = await composed('An EKS cluster');
    expect(program).toMatch(/subnetIds: \[\s*subnet1\.id,\s*subnet2\.id,?\s*\]/);
    expect(errorsOf(program)).toEqual([]);
  });

  it('gives each copy of a counted component its own value of an input stated once per copy', () => {
    const name = (value: string) => ({ input: 'name', value, text: value });
    const plan = planOf([
      component('queue', 'aws:sqs/queue:Queue', { count: 3, values: [name('Hot'), name('Cold')] }),
    ]);
    const program = composeProgram(plan, snapshot).program;
    expect(program.match(/new aws\.sqs\.Queue\(/g)).toHaveLength(3);
    expect(program.match(/name: "Hot"/g)).toHaveLength(1);
    expect(program.match(/name: "Cold"/g)).toHaveLength(1);
    expect(errorsOf(program)).toEqual([]);
  });

  it('writes a dependent the plan added for a counted component once per instance, each wired to its own', () => {
    const name = (value: string) => ({ input: 'name', value, text: value });
    const plan = planOf(
      [
        component('topic', 'aws:sns/topic:Topic'),
        component('queue', 'aws:sqs/queue:Queue', { count: 3, values: [name('Hot'), name('Cold')] }),
        component('subscription', 'aws:sns/topicSubscription:TopicSubscription', {
          origin: 'plumbing',
          companionOf: ['topic', 'queue'],
        }),
        component('queuePolicy', 'aws:sqs/queuePolicy:QueuePolicy', { origin: 'plumbing' }),
      ],
      [
        { from: 'subscription', to: 'topic', via: 'topic', text: 'subscription → topic' },
        { from: 'subscription', to: 'queue', via: 'endpoint', output: 'arn', text: 'subscription → queue' },
        { from: 'queuePolicy', to: 'queue', via: 'queueUrl', text: 'policy → queue' },
      ],
    );
    const program = composeProgram(plan, snapshot).program;
    expect(program.match(/new aws\.sns\.TopicSubscription\(/g)).toHaveLength(3);
    expect(program.match(/new aws\.sqs\.QueuePolicy\(/g)).toHaveLength(3);
    for (const n of [1, 2, 3]) {
      expect(program).toMatch(
        new RegExp(
          `new aws\\.sns\\.TopicSubscription\\("subscription${n}", \\{\\s*topic: topic,\\s*endpoint: queue${n}\\.arn,`,
        ),
      );
      expect(program).toMatch(
        new RegExp(
          `new aws\\.sqs\\.QueuePolicy\\("queue-policy${n}", \\{\\s*queueUrl: queue${n}\\.url,[^;]*Resource: queue${n}\\.arn`,
        ),
      );
    }
    // The per-instance names of the plan stay on the queues themselves.
    expect(program).toMatch(/const queue1 = new aws\.sqs\.Queue\("queue1", \{\s*name: "Hot",/);
    expect(program).toMatch(/const queue2 = new aws\.sqs\.Queue\("queue2", \{\s*name: "Cold",/);
    expect(errorsOf(program)).toEqual([]);
  });

  it('keeps one dependent for a counted component when a list input takes them all, or the request counts it', () => {
    const plan = planOf(
      [
        component('subnet', 'aws:ec2/subnet:Subnet', { count: 2 }),
        component('subnetGroup', 'aws:rds/subnetGroup:SubnetGroup', { origin: 'plumbing' }),
        component('queue', 'aws:sqs/queue:Queue', { count: 2 }),
        component('subscription', 'aws:sns/topicSubscription:TopicSubscription'),
      ],
      [
        { from: 'subnetGroup', to: 'subnet', via: 'subnetIds', text: 'group → subnets' },
        { from: 'subscription', to: 'queue', via: 'endpoint', output: 'arn', text: 'subscription → queue' },
      ],
    );
    const program = composeProgram(plan, snapshot).program;
    expect(program.match(/new aws\.rds\.SubnetGroup\(/g)).toHaveLength(1);
    expect(program).toMatch(/subnetIds: \[\s*subnet1\.id,\s*subnet2\.id,?\s*\]/);
    expect(program.match(/new aws\.sns\.TopicSubscription\(/g)).toHaveLength(1);
  });

  it('wires a nested reference into the block its stated values began, and blocks public access in full', async () => {
    const program = await composed(
      'Provision a private S3 bucket and an SQS queue, then configure the bucket to notify the queue for all s3:ObjectCreated:* events.',
    );
    expect(program).toMatch(
      /queues: \[\s*\{\s*events: \[\s*"s3:ObjectCreated:\*",?\s*\],\s*queueArn: queue\.arn,/s,
    );
    for (const flag of [
      'blockPublicAcls',
      'blockPublicPolicy',
      'ignorePublicAcls',
      'restrictPublicBuckets',
    ]) {
      expect(program).toContain(`${flag}: true`);
    }
    expect(errorsOf(program)).toEqual([]);
  });

  it("wires a nested relation into a new block, with the block's other required fields", () => {
    const plan = planOf(
      [
        component('environment', 'aws:batch/computeEnvironment:ComputeEnvironment'),
        component('jobs', 'aws:batch/jobQueue:JobQueue'),
      ],
      [
        {
          from: 'jobs',
          to: 'environment',
          via: 'computeEnvironmentOrders.computeEnvironment',
          text: 'queue → env',
        },
      ],
    );
    const program = composeProgram(plan, snapshot).program;
    expect(program).toMatch(
      /computeEnvironmentOrders: \[\s*\{\s*computeEnvironment: environment\.arn,\s*order: 1,/s,
    );
    expect(errorsOf(program)).toEqual([]);
  });

  it('points a Service at the pods of the Deployment, on the container port', () => {
    const plan = planOf([
      component('web', 'kubernetes:apps/v1:Deployment', {
        values: [
          { input: 'spec.template.spec.containers.ports.containerPort', value: 8080, text: 'port 8080' },
        ],
      }),
      component('web-service', 'kubernetes:core/v1:Service'),
    ]);
    const program = composeProgram(plan, snapshot).program;
    expect(program).toMatch(/matchLabels: \{\s*app: "web",?\s*\}/);
    expect(program).toMatch(/selector: \{\s*app: "web",?\s*\}/);
    expect(program).toMatch(/containerPort: 8080/);
    expect(program).toMatch(/targetPort: 8080/);
    expect(errorsOf(program)).toEqual([]);
  });

  it('plans a resource group for Azure resources and hands them its name', async () => {
    const program = await composed('an Azure storage account with a blob container');
    expect(program).toMatch(/new azure_native\.resources\.ResourceGroup\(/);
    expect(program.match(/resourceGroupName: resourceGroup\.name/g)?.length).toBeGreaterThanOrEqual(2);
    expect(program).toMatch(/accountName: storageAccount\.name/);
  });

  it('asks for a password as a secret config key, never a made-up value', () => {
    const plan = planOf([
      component('db', 'aws:rds/instance:Instance', {
        values: [{ input: 'instanceClass', value: 'db.t3.small', text: 'db.t3.small' }],
      }),
    ]);
    const program = composeProgram(plan, snapshot).program;
    expect(program).toContain('const config = new pulumi.Config();');
    expect(program).toMatch(/password: config\.requireSecret\("dbPassword"\)/);
    expect(program).toContain('instanceClass: "db.t3.small"');
    expect(errorsOf(program)).toEqual([]);
  });
});
