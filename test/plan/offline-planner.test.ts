import { beforeAll, describe, expect, it } from 'vitest';
import { createPlanner } from '../../src/plan/create-planner.js';
import type { Plan, PlannedComponent, Planner } from '../../src/plan/types.js';
import { createRegistrySearch } from '../../src/retrieve/registry-search.js';
import type { RegistrySearch } from '../../src/retrieve/types.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';

let planner: Planner;
let search: RegistrySearch;

beforeAll(() => {
  const snapshot = openSnapshot(defaultSnapshotDir());
  search = createRegistrySearch(snapshot);
  planner = createPlanner({ snapshot, search: search.engine });
});

const plan = (text: string) => planner.plan({ text });

function component(result: Plan, token: string): PlannedComponent {
  const found = result.components.find((c) => c.token === token);
  if (found === undefined) {
    throw new Error(`${token} is not planned; planned: ${result.components.map((c) => c.token).join(', ')}`);
  }
  return found;
}

const valuesOf = (c: PlannedComponent) => Object.fromEntries(c.values.map((v) => [v.input, v.value]));

describe('the offline plan: components and stated values', () => {
  it('gives a name said with a noun to that thing, and two names given to one kind two of it', async () => {
    const result = await plan(
      'Create an SQS queue named jobs that feeds a Lambda named worker-a and then a Lambda named worker-b.',
    );
    expect(valuesOf(component(result, 'aws:sqs/queue:Queue'))).toMatchObject({ name: 'jobs' });
    const fn = component(result, 'aws:lambda/function:Function');
    expect(fn.count).toBe(2);
    expect(fn.values.filter((v) => v.input === 'name').map((v) => v.value)).toEqual(['worker-a', 'worker-b']);
    expect(result.components.flatMap((c) => c.values).filter((v) => v.value === 'worker-a')).toHaveLength(1);
  });

  it('puts no IPv4 range on an IPv6 input', async () => {
    const vpc = await plan('A VPC 10.20.0.0/16 with subnets 10.20.1.0/24 and 10.20.2.0/24.');
    const inputs = vpc.components.flatMap((c) => c.values.map((v) => v.input));
    expect(inputs.filter((input) => /ipv6/i.test(input))).toEqual([]);
  });

  it('writes a duration as the input takes it: milliseconds by name, seconds with an s where examples do', async () => {
    const dataset = await plan('A BigQuery dataset sales where tables expire after 2 days by default.');
    expect(valuesOf(component(dataset, 'gcp:bigquery/dataset:Dataset'))).toMatchObject({
      defaultTableExpirationMs: 172_800_000,
    });
    const sub = await plan(
      'A Pub/Sub topic jobs with a subscription that keeps messages for 2-day retention.',
    );
    expect(valuesOf(component(sub, 'gcp:pubsub/subscription:Subscription'))).toMatchObject({
      messageRetentionDuration: '172800s',
    });
  });

  it('puts a key prefix on the notification, and a protocol and source range on the rule that lets traffic in', async () => {
    const notified = await plan(
      'An S3 bucket that notifies a Lambda function for new objects under the raw/ prefix.',
    );
    expect(valuesOf(component(notified, 'aws:s3/bucketNotification:BucketNotification'))).toMatchObject({
      'lambdaFunctions.filterPrefix': 'raw/',
    });
    const group = await plan('A security group that lets in HTTPS from anywhere.');
    expect(valuesOf(component(group, 'aws:ec2/securityGroup:SecurityGroup'))).toMatchObject({
      'ingress.fromPort': 443,
      'ingress.protocol': 'tcp',
      'ingress.cidrBlocks': '0.0.0.0/0',
    });
  });

  it('puts a container image on the container, however deep the resource holds it', async () => {
    const cron = await plan('Create a Kubernetes CronJob that runs every hour with the image busybox:1.36.');
    expect(valuesOf(component(cron, 'kubernetes:batch/v1:CronJob'))).toMatchObject({
      'spec.jobTemplate.spec.template.spec.containers.image': 'busybox:1.36',
    });
    const run = await plan('Deploy a Cloud Run service running gcr.io/acme/web:2.3 in europe-west1.');
    expect(valuesOf(component(run, 'gcp:cloudrun/service:Service'))).toMatchObject({
      'template.spec.containers.image': 'gcr.io/acme/web:2.3',
    });
  });

  it('puts a Google Cloud zone on the VM, a port on a security rule and an IP address where examples write one', async () => {
    const vm = await plan('Create a Compute Engine VM of type e2-small in zone us-east1-b.');
    expect(valuesOf(component(vm, 'gcp:compute/instance:Instance'))).toMatchObject({ zone: 'us-east1-b' });
    const nsg = await plan('An Azure network security group that allows HTTPS on port 443.');
    const rule = component(nsg, 'azure-native:network:NetworkSecurityGroup').values.find(
      (v) => v.value === 443,
    );
    expect(rule?.input).toMatch(/^securityRules\.destinationPortRanges?$/);
    const dns = await plan('In my Cloudflare zone, add an A record api pointing to 198.51.100.7.');
    expect(valuesOf(component(dns, 'cloudflare:index/dnsRecord:DnsRecord'))).toMatchObject({
      content: '198.51.100.7',
    });
  });

  it('puts an instance class and an engine on the RDS instance that carries them', async () => {
    const result = await plan('Create a MySQL RDS instance of class db.t3.micro');
    expect(result.source).toBe('offline');
    const db = component(result, 'aws:rds/instance:Instance');
    expect(db.origin).toBe('request');
    expect(valuesOf(db)).toMatchObject({ instanceClass: 'db.t3.micro', engine: 'mysql' });
  });

  it('gives a name said with "called" to a name input, not to another input its words describe', async () => {
    const result = await plan(
      'Deploy an Amazon OpenSearch Service domain called app-search on engine version OpenSearch_2.13.',
    );
    const domain = component(result, 'aws:opensearch/domain:Domain');
    expect(valuesOf(domain)).toMatchObject({ domainName: 'app-search', engineVersion: 'OpenSearch_2.13' });
  });

  it('opens a requested port on the security group ingress, both ends of the range', async () => {
    const result = await plan('An EC2 web server with a security group allowing HTTP on port 80');
    component(result, 'aws:ec2/instance:Instance');
    const group = component(result, 'aws:ec2/securityGroup:SecurityGroup');
    expect(valuesOf(group)).toMatchObject({ 'ingress.fromPort': 80, 'ingress.toPort': 80 });
    expect(result.relations).toContainEqual(
      expect.objectContaining({ from: 'instance', to: group.id, via: 'vpcSecurityGroupIds' }),
    );
  });

  it('gives an e-mail address to the subscription endpoint with the protocol it implies, wired to the topic', async () => {
    const result = await plan('An SNS topic with an email subscription to test@test.com');
    const subscription = component(result, 'aws:sns/topicSubscription:TopicSubscription');
    const topic = component(result, 'aws:sns/topic:Topic');
    expect(valuesOf(subscription)).toMatchObject({ endpoint: 'test@test.com', protocol: 'email' });
    expect(result.relations).toContainEqual(
      expect.objectContaining({ from: subscription.id, to: topic.id, via: 'topic' }),
    );
  });

  it('counts ("two subnets") and reads valid values and switches said in words', async () => {
    const network = await plan('A VPC with CIDR 10.0.0.0/16 and two subnets');
    expect(valuesOf(component(network, 'aws:ec2/vpc:Vpc'))).toEqual({ cidrBlock: '10.0.0.0/16' });
    expect(component(network, 'aws:ec2/subnet:Subnet').count).toBe(2);
    // A request that names no cloud stays in one: the subnets are the VPC's provider's, not another's.
    expect([...new Set(network.components.map((c) => c.token.split(':')[0]))]).toEqual(['aws']);
    const table = await plan('A DynamoDB table with pay-per-request billing and TTL enabled');
    expect(valuesOf(component(table, 'aws:dynamodb/table:Table'))).toMatchObject({
      billingMode: 'PAY_PER_REQUEST',
      'ttl.enabled': true,
    });
    const lambda = await plan('A Lambda function in Python 3.12');
    expect(valuesOf(component(lambda, 'aws:lambda/function:Function'))).toMatchObject({
      runtime: 'python3.12',
    });
    const queue = await plan('A FIFO SQS queue');
    expect(valuesOf(component(queue, 'aws:sqs/queue:Queue'))).toMatchObject({ fifoQueue: true });
  });

  it('does not plan a resource for a generic word whose service the request never names', async () => {
    const result = await plan('An S3 bucket that grants read access to a script');
    expect(result.components.map((c) => c.token)).toEqual(['aws:s3/bucket:Bucket']);
    // "phone number" is the unique name of an obscure Amazon Connect resource: without its service named, it
    // is the number to text, not a contact center's.
    const sms = await plan('An SNS topic that sends SMS alerts to the phone number +14071113333');
    expect(tokensOf(sms)).toContain('aws:sns/topic:Topic');
    expect(tokensOf(sms).filter((t) => t.startsWith('aws:connect/'))).toEqual([]);
    // Named with its service, it is planned.
    const connect = await plan('An Amazon Connect instance with a phone number');
    expect(tokensOf(connect)).toContain('aws:connect/phoneNumber:PhoneNumber');
  });

  it('reads a lower-case glossary word as no service name for a one-word resource name', async () => {
    const usage = await plan('A CloudWatch dashboard of user activity across the authentication methods');
    component(usage, 'aws:cloudwatch/dashboard:Dashboard');
    expect(tokensOf(usage).filter((t) => t.startsWith('aws:cognito/'))).toEqual([]);
    const pool = await plan('A Cognito user pool with a user');
    component(pool, 'aws:cognito/user:User');
  });

  it("reads a bare name said after a component as that component's service's record, unless its own service was asked for", async () => {
    const transfer = await plan('An AWS Transfer Family server for SFTP with service-managed users.');
    expect(transfer.components.map((c) => c.token)).toContain('aws:transfer/user:User');
    expect(transfer.components.map((c) => c.token)).not.toContain('aws:iam/user:User');
    // The service named in the part itself wins.
    const iam = await plan('An AWS Transfer Family server for SFTP, and an IAM user.');
    expect(iam.components.map((c) => c.token)).toContain('aws:iam/user:User');
  });

  it('reads a service written as words apart, and "the <name>" as the thing of that name asked for', async () => {
    const result = await plan(
      'Set up an Amazon Redshift Serverless namespace "bi" and a workgroup "bi-wg", plus an IAM role attached to the namespace that can read a new S3 bucket.',
    );
    const tokens = result.components.map((c) => c.token);
    expect(tokens).toEqual(
      expect.arrayContaining([
        'aws:redshiftserverless/namespace:Namespace',
        'aws:redshiftserverless/workgroup:Workgroup',
      ]),
    );
    expect(tokens.filter((t) => t.endsWith(':Namespace'))).toHaveLength(1);
    // The workgroup's own name, not the namespace it refers to (the word "namespace" is said nearby).
    expect(valuesOf(component(result, 'aws:redshiftserverless/workgroup:Workgroup'))).toEqual({
      workgroupName: 'bi-wg',
    });
    expect(result.unplanned ?? []).toEqual([]);
  });

  it("finds the resource a part's head noun names when other words outweigh it in the search", async () => {
    const result = await plan(
      'Create a Cognito user pool with an app client, and an API Gateway REST API with a Cognito user pools authorizer.',
    );
    expect(result.components.map((c) => c.token)).toContain('aws:apigateway/authorizer:Authorizer');
    // A thing the request calls by its name exists already: no new policy for a managed one.
    const managed = await plan(
      'Create EC2 instances managed by Systems Manager. Attach IAM roles (`OpsRole`) with the `AmazonEC2RoleforSSM` policy to the instances for SSM agent communication.',
    );
    expect(managed.components.map((c) => c.token)).not.toContain('aws:iam/policy:Policy');
  });

  it("reads a bound ('at most', 'at least') as a max or min input, and a machine size only where one fits", async () => {
    const result = await plan(
      'An Auto Scaling group of t3.micro instances with at least 2 and at most 6 instances',
    );
    expect(valuesOf(component(result, 'aws:autoscaling/group:Group'))).toEqual({ minSize: 2, maxSize: 6 });
  });

  it('reads a count of tasks as a count of machines', async () => {
    const result = await plan(
      'Using awsx, run a Fargate service with nginx and 3 tasks in a new ECS cluster',
    );
    expect(valuesOf(component(result, 'awsx:ecs:FargateService'))).toMatchObject({ desiredCount: 3 });
  });

  it('gives a value, among the inputs that take it, to the one programs set most', async () => {
    const pool = await plan('A GKE cluster with a separately managed node pool of 4 n2-standard-2 nodes');
    expect(valuesOf(component(pool, 'gcp:container/nodePool:NodePool'))).toMatchObject({ nodeCount: 4 });
    const aurora = await plan(
      'An Aurora PostgreSQL Serverless v2 cluster that scales between 1 and 8 ACUs, with one writer instance',
    );
    expect(valuesOf(component(aurora, 'aws:rds/cluster:Cluster'))).toMatchObject({
      'serverlessv2ScalingConfiguration.minCapacity': 1,
      'serverlessv2ScalingConfiguration.maxCapacity': 8,
    });
  });

  it('reads the latest image from the store it names, without creating a parameter there', async () => {
    const result = await plan(
      'An EC2 instance. Use the latest Amazon Linux 2 AMI from SSM Parameter Store and an SSH key pair.',
    );
    component(result, 'aws:ec2/instance:Instance');
    expect(tokensOf(result)).not.toContain('aws:ssm/parameter:Parameter');
  });
});

describe('the offline plan: plumbing and relations from the schemas', () => {
  it('brings the resource a required reference needs, once, shared by every component that needs it', async () => {
    const result = await plan('A Lambda function and a Step Functions state machine');
    const roles = result.components.filter((c) => c.token === 'aws:iam/role:Role');
    expect(roles).toHaveLength(1);
    expect(roles[0]?.origin).toBe('plumbing');
    expect(result.relations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: 'function', to: roles[0]?.id, via: 'role' }),
        expect.objectContaining({ from: 'state-machine', to: roles[0]?.id, via: 'roleArn' }),
      ]),
    );
  });

  it("plans nothing for a required input the provider's examples write as a value (a droplet's image slug)", async () => {
    const result = await plan(
      'Create a DigitalOcean droplet in nyc3 with size s-1vcpu-1gb. Add a cloud firewall that allows inbound 443.',
    );
    const tokens = result.components.map((c) => c.token);
    expect(tokens).not.toContain('digitalocean:index/customImage:CustomImage');
    // The request's one provider, of one namespace, names the service of a resource said in a later sentence.
    expect(tokens).toContain('digitalocean:index/firewall:Firewall');
  });

  it('plans the Azure resource group every Azure resource names', async () => {
    const result = await plan('An Azure storage account');
    const group = component(result, 'azure-native:resources:ResourceGroup');
    expect(group.origin).toBe('plumbing');
    expect(result.relations).toContainEqual(
      expect.objectContaining({ to: group.id, via: 'resourceGroupName' }),
    );
  });

  it('wires no two components each to the other through optional inputs', async () => {
    const result = await plan(
      'A VPC with a private route table and a gateway VPC endpoint for S3 on the route table.',
    );
    const pairs = result.relations.map((r) => `${r.from}>${r.to}`);
    expect(pairs.filter((pair) => pairs.includes(pair.split('>').reverse().join('>')))).toEqual([]);
  });

  it('follows plumbing to a second level (a subnet group needs subnets, subnets need a VPC)', async () => {
    const result = await plan('An RDS DB subnet group');
    const tokens = result.components.map((c) => c.token);
    expect(tokens).toEqual(
      expect.arrayContaining(['aws:rds/subnetGroup:SubnetGroup', 'aws:ec2/subnet:Subnet', 'aws:ec2/vpc:Vpc']),
    );
  });

  it('follows a reference required at every level of its path, as many as its doc asks for', async () => {
    // `vpcConfig.subnetIds` is required inside the required `vpcConfig`; "at least two different
    // availability zones" asks for two subnets.
    const result = await plan('An EKS cluster');
    const subnet = component(result, 'aws:ec2/subnet:Subnet');
    expect(subnet).toMatchObject({ origin: 'plumbing', count: 2 });
    expect(result.relations).toContainEqual(
      expect.objectContaining({ from: 'cluster', to: subnet.id, via: 'vpcConfig.subnetIds' }),
    );
    // A nested id of the owner's own service is a local name: a distribution's origins are no VPC origins.
    const cdn = await plan('A CloudFront distribution');
    expect(tokensOf(cdn)).not.toContain('aws:cloudfront/vpcOrigin:VpcOrigin');
  });

  it('plans a setting the provider models as its own resource, with the inline input as alternative', async () => {
    const result = await plan('An S3 bucket with versioning and server-side encryption');
    const versioning = component(result, 'aws:s3/bucketVersioning:BucketVersioning');
    expect(versioning.alternatives).toContain('aws:s3/bucket:Bucket#versioning');
    component(
      result,
      'aws:s3/bucketServerSideEncryptionConfiguration:BucketServerSideEncryptionConfiguration',
    );
  });
});

const tokensOf = (result: Plan) => result.components.map((c) => c.token);

describe('the offline plan: what the words name and what they only mention', () => {
  it('plans nothing for what a clause says a component is for, is, or grants access to', async () => {
    const roles = await plan('Create IAM roles for EC2 instances');
    expect(tokensOf(roles)).toEqual(['aws:iam/role:Role']);
    const source = await plan('Provision an SQS queue as the event source');
    expect(tokensOf(source)).toEqual(['aws:sqs/queue:Queue']);
    // The grant goes on over the parts of its sentence until one starts something new.
    const granted = await plan(
      'Create an IAM role granting read access to the EC2 instances, the DynamoDB table and an S3 bucket, and a Lambda function',
    );
    expect(tokensOf(granted)).toEqual(
      expect.arrayContaining(['aws:iam/role:Role', 'aws:lambda/function:Function']),
    );
    expect(tokensOf(granted)).not.toContain('aws:ec2/instance:Instance');
    expect(tokensOf(granted)).not.toContain('aws:dynamodb/table:Table');
  });

  it('keeps what a means clause names when nothing before it is named', async () => {
    const site = await plan('Create a static website using an S3 bucket');
    expect(tokensOf(site)).toContain('aws:s3/bucket:Bucket');
  });

  it('plans the parts of a new thing said in a clause about another ("spread across three subnets of a new VPC")', async () => {
    const kafka = await plan('An MSK cluster with 3 broker nodes spread across three subnets of a new VPC');
    expect(tokensOf(kafka)).toEqual(expect.arrayContaining(['aws:ec2/subnet:Subnet', 'aws:ec2/vpc:Vpc']));
    const existing = await plan('An MSK cluster with 3 broker nodes spread across three subnets of the VPC');
    expect(tokensOf(existing)).not.toContain('aws:ec2/subnet:Subnet');
  });

  it('reads two words that make an input or a lookup as that term, not as a resource name', async () => {
    const result = await plan('An EC2 instance with user data, in two subnets across availability zones');
    expect(tokensOf(result)).not.toContain('aws:iam/user:User');
    expect(tokensOf(result)).not.toContain('aws:route53/zone:Zone');
    expect(component(result, 'aws:ec2/subnet:Subnet').count).toBe(2);
  });

  it('prefers the record of the service the sentence names, and one record for the same words', async () => {
    const alias = await plan('Create a KMS key and a KMS key alias');
    expect(tokensOf(alias)).toEqual(expect.arrayContaining(['aws:kms/key:Key', 'aws:kms/alias:Alias']));
    expect(tokensOf(alias)).not.toContain('aws:paymentcryptography/keyAlias:KeyAlias');
    const pair = await plan('An EC2 instance reachable with an SSH key pair');
    expect(tokensOf(pair).filter((t) => /key/i.test(t))).toEqual(['aws:ec2/keyPair:KeyPair']);
  });

  it('names a resource by its bare name once another part plans its service', async () => {
    const result = await plan(
      'An API Gateway REST API. Security requirements include API key authentication.',
    );
    component(result, 'aws:apigateway/apiKey:ApiKey');
  });

  it('asks for the variant a planned component qualifies ("cluster" + "instance")', async () => {
    const result = await plan('An Aurora MySQL cluster with two database instances');
    expect(component(result, 'aws:rds/clusterInstance:ClusterInstance').count).toBe(2);
    expect(tokensOf(result)).not.toContain('aws:rds/instance:Instance');
  });
});

describe('the offline plan: values said in words', () => {
  it('reads switches a sentence lists without naming their component, and their synonyms', async () => {
    const result = await plan(
      'An Aurora MySQL cluster and a security group. Security configuration includes encrypted storage and IAM database authentication. An RDS proxy enforces TLS.',
    );
    expect(valuesOf(component(result, 'aws:rds/cluster:Cluster'))).toMatchObject({
      storageEncrypted: true,
      iamDatabaseAuthenticationEnabled: true,
    });
    expect(valuesOf(component(result, 'aws:rds/proxy:Proxy'))).toMatchObject({ requireTls: true });
  });

  it('reads a period said as an adverb and a multi-word value said with a word between', async () => {
    const quota = await plan(
      'An API Gateway REST API with a usage plan and monthly quotas (10,000 requests)',
    );
    expect(valuesOf(component(quota, 'aws:apigateway/usagePlan:UsagePlan'))).toMatchObject({
      'quotaSettings.limit': 10000,
      'quotaSettings.period': 'MONTH',
    });
    const cdn = await plan('A CloudFront distribution that redirects viewers to HTTPS');
    expect(valuesOf(component(cdn, 'aws:cloudfront/distribution:Distribution'))).toMatchObject({
      'defaultCacheBehavior.viewerProtocolPolicy': 'redirect-to-https',
    });
  });

  it('reads a one-word value only said of its input, not anywhere in the sentence', async () => {
    const pipeline = await plan(
      'An image analysis pipeline with S3, Lambda and Step Functions: a Lambda function starts a Step Functions workflow for image processing',
    );
    const fn = valuesOf(component(pipeline, 'aws:lambda/function:Function'));
    expect(fn).not.toHaveProperty('packageType');
    // `code` takes an archive; its doc's "One of `filename`, `imageUri`, or `s3Bucket`" names inputs, not values.
    expect(fn).not.toHaveProperty('code');
    const container = await plan('A Lambda function deployed as a container image package');
    expect(valuesOf(component(container, 'aws:lambda/function:Function'))).toMatchObject({
      packageType: 'Image',
    });
    const fargate = await plan('An ECS cluster with a Fargate service');
    expect(valuesOf(component(fargate, 'aws:ecs/service:Service'))).toMatchObject({ launchType: 'FARGATE' });
  });

  it('gives an e-mail address to no input that enumerates other values', async () => {
    const result = await plan('An EC2 instance tagged with an owner email (owner@example.com)');
    expect(valuesOf(component(result, 'aws:ec2/instance:Instance'))).not.toHaveProperty(
      'metadataOptions.httpEndpoint',
    );
  });

  it('reads an example ("e.g., 90 days") only where it fits, and no value from the next item of a list', async () => {
    const result = await plan(
      'An IAM account password policy with password expiration (e.g., 90 days), reuse prevention (e.g., 24 previous passwords)',
    );
    const policy = component(result, 'aws:iam/accountPasswordPolicy:AccountPasswordPolicy');
    expect(valuesOf(policy)).not.toHaveProperty('passwordReusePrevention', 90);
  });

  it('gives a path to the path input, a version to the release label, and no number to an id', async () => {
    const api = await plan('An API Gateway REST API with a `/hello` GET endpoint');
    expect(valuesOf(component(api, 'aws:apigateway/resource:Resource'))).toMatchObject({ pathPart: 'hello' });
    expect(valuesOf(component(api, 'aws:apigateway/restApi:RestApi'))).not.toHaveProperty('name');
    const emr = await plan('An EMR Serverless application (`emr-6.15.0` Spark)');
    expect(valuesOf(component(emr, 'aws:emrserverless/application:Application'))).toMatchObject({
      releaseLabel: 'emr-6.15.0',
      type: 'spark',
    });
    const keys = await plan(
      'An API Gateway REST API with an API key and a usage plan throttled at 500 requests/second',
    );
    expect(valuesOf(component(keys, 'aws:apigateway/usagePlanKey:UsagePlanKey'))).toEqual({});
    expect(tokensOf(keys)).not.toContain('aws:kms/key:Key');
  });
});

describe('the offline plan: companions a request implies', () => {
  it('blocks public access on a private bucket and notifies the queue the bucket sends events to', async () => {
    const privateBucket = await plan('A private S3 bucket');
    component(privateBucket, 'aws:s3/bucketPublicAccessBlock:BucketPublicAccessBlock');
    const events = await plan(
      'Provision an S3 bucket and an SQS queue, then configure the bucket to send s3:ObjectCreated:* events to the queue',
    );
    const notification = component(events, 'aws:s3/bucketNotification:BucketNotification');
    expect(valuesOf(notification)).toMatchObject({ 'queues.events': 's3:ObjectCreated:*' });
  });

  it('routes a public subnet to an internet gateway and gives an instance in a new VPC a security group', async () => {
    const result = await plan('An EC2 instance in a VPC with a public subnet');
    expect(tokensOf(result)).toEqual(
      expect.arrayContaining([
        'aws:ec2/internetGateway:InternetGateway',
        'aws:ec2/routeTable:RouteTable',
        'aws:ec2/routeTableAssociation:RouteTableAssociation',
        'aws:ec2/securityGroup:SecurityGroup',
      ]),
    );
  });

  it('gives a function that calls AWS through the SDK a policy on its role', async () => {
    const result = await plan('A Lambda function that updates Security Hub controls through the AWS SDK');
    const policy = component(result, 'aws:iam/rolePolicy:RolePolicy');
    const role = component(result, 'aws:iam/role:Role');
    expect(result.relations).toContainEqual(expect.objectContaining({ from: policy.id, to: role.id }));
    const plain = await plan('A Lambda function that returns a greeting');
    expect(tokensOf(plain)).not.toContain('aws:iam/rolePolicy:RolePolicy');
  });

  it('maps the responses of a REST API integration that is no Lambda proxy', async () => {
    const mock = await plan('An API Gateway REST API with a mock integration');
    component(mock, 'aws:apigateway/methodResponse:MethodResponse');
    component(mock, 'aws:apigateway/integrationResponse:IntegrationResponse');
    const proxy = await plan('An API Gateway REST API in front of a Lambda function');
    expect(tokensOf(proxy)).not.toContain('aws:apigateway/methodResponse:MethodResponse');
  });
});

describe('the offline plan: configuration', () => {
  it('flags secrets and lists the choices the request names', async () => {
    const result = await plan('An RDS instance using the admin password, named after Stage = PROD | CODE');
    expect(result.config).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'adminPassword', secret: true }),
        expect.objectContaining({ key: 'stage', secret: false, values: ['PROD', 'CODE'] }),
      ]),
    );
  });
});

describe('retrieval with the plan', () => {
  it('puts every planned component and its plumbing first, then the best hits of each component', async () => {
    const text = 'A Lambda function that reads an SQS queue';
    const result = await plan(text);
    const retrieved = await search.retrieve({ text, plan: result });
    const planned = result.components.map((c) => c.token);
    expect(retrieved.hits.slice(0, planned.length).map((h) => h.token)).toEqual(planned);
    expect(retrieved.records.length).toBeGreaterThan(planned.length);
    expect(retrieved.concepts.some((concept) => concept.includes('aws.lambda.Function'))).toBe(true);
  });
});

describe('the offline plan: a service named without any of its resources', () => {
  it('plans the resource the service is for: a distribution for "served through CloudFront"', async () => {
    const result = await plan('A static website on S3 served through CloudFront');
    component(result, 'aws:cloudfront/distribution:Distribution');
    component(result, 'aws:s3/bucket:Bucket');
  });

  it("picks the resource the service word names inside a larger module: EventBridge's rule, not a log group", async () => {
    const result = await plan('A Lambda function triggered every 5 minutes by an EventBridge schedule');
    component(result, 'aws:cloudwatch/eventRule:EventRule');
    expect(result.components.map((c) => c.token)).not.toContain('aws:cloudwatch/logGroup:LogGroup');
  });

  it('runs a function on the schedule the request states, through a rule that holds it', async () => {
    const result = await plan('Run a Lambda function every hour');
    expect(valuesOf(component(result, 'aws:cloudwatch/eventRule:EventRule'))).toEqual({
      scheduleExpression: 'rate(1 hour)',
    });
    expect(valuesOf(component(result, 'aws:lambda/function:Function'))).toEqual({});
    const backup = await plan('A daily backup of the DynamoDB table');
    expect(backup.components.map((c) => c.token)).not.toContain('aws:cloudwatch/eventRule:EventRule');
  });

  it('plans nothing for a service named as a modifier, a permission scope or an umbrella', async () => {
    const tokens = async (text: string) => (await plan(text)).components.map((c) => c.token);
    expect(await tokens('An IAM role for ECS execution')).not.toContain('aws:ecs/cluster:Cluster');
    expect(await tokens('An IAM role that grants read-only actions to S3')).not.toContain(
      'aws:s3/bucket:Bucket',
    );
    expect((await tokens('EC2 instances managed by SSM')).filter((t) => t.startsWith('aws:ssm/'))).toEqual(
      [],
    );
    expect(await tokens('An EC2 instance that downloads a ZIP file from S3')).not.toContain(
      'aws:s3/bucket:Bucket',
    );
  });
});

describe('the offline plan: a topic that delivers to several things', () => {
  it('gives the queue a subscription of its own when the one planned carries an e-mail address', async () => {
    const result = await plan('An SNS topic that emails ops@acme.io and an SQS queue subscribed to it');
    const subscriptions = result.components.filter(
      (c) => c.token === 'aws:sns/topicSubscription:TopicSubscription',
    );
    expect(subscriptions.map(valuesOf)).toEqual([
      { endpoint: 'ops@acme.io', protocol: 'email' },
      { protocol: 'sqs' },
    ]);
    const single = await plan('An SNS topic with an SQS queue subscribed to it');
    expect(
      single.components.filter((c) => c.token === 'aws:sns/topicSubscription:TopicSubscription'),
    ).toHaveLength(1);
  });
});

describe('the offline plan: names and values said in plain words', () => {
  it("plans a service's primary resource said definite once the service is, and no other of its resources so", async () => {
    const site = await plan(
      'Serve a static site from a private S3 bucket. CloudFront sits in front of the bucket and reaches it through an origin access control. The distribution answers for www.example.com.',
    );
    expect(component(site, 'aws:cloudfront/distribution:Distribution').spans).toHaveLength(1);
    const api = await plan(
      'An API Gateway REST API with a GET method. The response is cached for 60 seconds.',
    );
    expect(api.components.map((c) => c.token)).not.toContain('aws:apigateway/response:Response');
  });

  it('plans two things said anew with other words, and gives a later mention to the one its words say', async () => {
    const text =
      'A VPC with one public subnet 10.0.1.0/24 and one private subnet 10.0.2.0/24. The private subnet reaches the internet through a NAT gateway.';
    const result = await plan(text);
    const subnets = result.components.filter((c) => c.token === 'aws:ec2/subnet:Subnet');
    expect(subnets.map((c) => valuesOf(c)['cidrBlock'])).toEqual(['10.0.1.0/24', '10.0.2.0/24']);
    const said = (c: PlannedComponent) => (c.spans ?? []).map((span) => text.slice(span.start, span.end));
    expect(said(subnets[1]!).join(' ')).toContain('The private subnet reaches the internet');
    expect(said(subnets[0]!).join(' ')).not.toContain('private');
  });

  it('reads a name where the noun is first said, after a sentence that named only the service', async () => {
    const result = await plan(
      'Set up AWS Backup with a vault named keep-vault and a backup plan weekly-plan.',
    );
    expect(valuesOf(component(result, 'aws:backup/plan:Plan'))).toMatchObject({ name: 'weekly-plan' });
  });

  it('keeps an aside that asks for a thing to be absent out of that thing, and reads its switch as off', async () => {
    const result = await plan(
      'Create a GCP VPC network named edge-net (no auto-created subnets) with a subnetwork edge-subnet using 10.20.0.0/24 in europe-west1.',
    );
    expect(valuesOf(component(result, 'gcp:compute/network:Network'))).toMatchObject({
      name: 'edge-net',
      autoCreateSubnetworks: false,
    });
    const subnetwork = component(result, 'gcp:compute/subnetwork:Subnetwork');
    expect(subnetwork.spans).toHaveLength(1);
    expect(valuesOf(subnetwork)).toMatchObject({ name: 'edge-subnet', ipCidrRange: '10.20.0.0/24' });
  });

  it('gives a CIDR to the input whose doc takes CIDRs, and a port to a list of ports', async () => {
    const result = await plan(
      'A GCP network with a subnetwork using 10.8.0.0/24, and a firewall rule that allows tcp port 443 only from the office range 198.51.100.0/24.',
    );
    expect(valuesOf(component(result, 'gcp:compute/subnetwork:Subnetwork'))).toMatchObject({
      ipCidrRange: '10.8.0.0/24',
    });
    expect(valuesOf(component(result, 'gcp:compute/firewall:Firewall'))).toMatchObject({
      sourceRanges: '198.51.100.0/24',
      'allows.ports': 443,
    });
  });

  it("gives a name said after a planned thing's whole name to it, not to another's input referring to it", async () => {
    const result = await plan(
      'An RDS MySQL instance of class db.t3.small in a DB subnet group named core-db-subnets made of subnet-0a1b2c3d4e5f60001 and subnet-0a1b2c3d4e5f60002.',
    );
    expect(valuesOf(component(result, 'aws:rds/subnetGroup:SubnetGroup'))).toMatchObject({
      name: 'core-db-subnets',
    });
    expect(valuesOf(component(result, 'aws:rds/instance:Instance'))).not.toHaveProperty('dbSubnetGroupName');
  });

  it('reads an identifier after "the" and an input\'s name, and sizes in bytes only for inputs that hold data', async () => {
    const result = await plan(
      'An ECS Fargate task definition for the family nightly-export sized at 0.25 vCPU (256 CPU units) and 2 GB (2048 MiB) of memory.',
    );
    const task = valuesOf(component(result, 'aws:ecs/taskDefinition:TaskDefinition'));
    expect(task).toMatchObject({ family: 'nightly-export', memory: 2048 });
    expect(String(task['cpu'])).toBe('256');
  });

  it('gives a CIDR said of a block to that block: "with a subnet 10.1.2.0/24"', async () => {
    const result = await plan('An Azure VM in a new virtual network 10.1.0.0/16 with a subnet 10.1.2.0/24.');
    const network = component(result, 'azure-native:network:VirtualNetwork').values;
    expect(network.map((v) => `${v.input}=${String(v.value)}`)).toEqual(
      expect.arrayContaining([
        'addressSpace.addressPrefixes=10.1.0.0/16',
        'subnets.addressPrefix=10.1.2.0/24',
      ]),
    );
  });

  it('reads "whose value is X" as the value input, and a path as the name of a parameter whose doc says paths', async () => {
    const result = await plan('Add an SSM parameter at /shop/feature-flags/beta whose value is "off".');
    expect(valuesOf(component(result, 'aws:ssm/parameter:Parameter'))).toMatchObject({
      name: '/shop/feature-flags/beta',
      value: 'off',
    });
  });

  it('plans a thing whose head noun is followed by its written name ("an app client portal-web")', async () => {
    const result = await plan(
      'A Cognito user pool named members and an app client portal-web without a secret.',
    );
    component(result, 'aws:cognito/userPoolClient:UserPoolClient');
  });

  it('plans the regional variant of a Google Cloud resource said "regional"', async () => {
    const result = await plan('On Google Cloud, a regional managed instance group in europe-west1.');
    const group = component(result, 'gcp:compute/regionInstanceGroupManager:RegionInstanceGroupManager');
    expect(valuesOf(group)).toMatchObject({ region: 'europe-west1' });
    const zonal = await plan('On Google Cloud, a managed instance group in europe-west1-b.');
    component(zonal, 'gcp:compute/instanceGroupManager:InstanceGroupManager');
  });

  it('reads a number after a product name as its version, no amount ("an Ubuntu 22.04 VM")', async () => {
    const result = await plan('Create an Azure Ubuntu 22.04 VM of size Standard_B2s.');
    const vm = component(result, 'azure-native:compute:VirtualMachine');
    expect(vm.values.map((v) => v.value)).not.toContain(22.04);
    expect(valuesOf(vm)).toMatchObject({ 'hardwareProfile.vmSize': 'Standard_B2s' });
  });

  it('plans a thing said as the owner of another ("the prefix of a new bucket")', async () => {
    const result = await plan(
      'When a file lands under the incoming/ prefix of a new bucket media-drop, a Lambda function should run.',
    );
    expect(valuesOf(component(result, 'aws:s3/bucket:Bucket'))).toMatchObject({ bucket: 'media-drop' });
  });

  it('reads "with the identifier X" and "its ID should be X" as names of the thing itself', async () => {
    const aurora = await plan(
      'An Aurora PostgreSQL cluster with the identifier books that scales between 0.5 and 4 ACUs.',
    );
    const cluster = valuesOf(component(aurora, 'aws:rds/cluster:Cluster'));
    expect(cluster).toMatchObject({ clusterIdentifier: 'books' });
    // The number another rule read is that value only, not also a version the examples write in that shape.
    expect(cluster).not.toHaveProperty('engineVersion');
    const registry = await plan(
      'An Artifact Registry repository for Docker images; its ID should be images.',
    );
    expect(registry.components.map((c) => c.token)).toEqual(['gcp:artifactregistry/repository:Repository']);
    expect(valuesOf(registry.components[0]!)).toMatchObject({ repositoryId: 'images' });
  });
});
