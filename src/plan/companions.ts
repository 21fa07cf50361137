import { recordName } from '../retrieve/search-document.js';
import { splitIdentifier } from '../retrieve/terms.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import type { DraftComponent } from './draft.js';

/**
 * Resources that make others work but that no input of theirs points to, so the schemas cannot tell: a REST
 * API serves nothing without a deployment and a stage (and cannot be deployed without a method), an event rule
 * does nothing without a target, an EC2 instance takes its IAM role through an instance profile, a public
 * subnet reaches its internet gateway through a route table. Each entry: when every `when` token is planned,
 * the `add` tokens are planned too (as plumbing, once). Kept small; everything the schemas can say is derived
 * in `plumbing.ts` instead.
 */
interface Companion {
  readonly when: readonly string[];
  /** The entry applies only when none of these is planned (a proxy integration needs no responses). */
  readonly unless?: readonly string[];
  /** The entry applies only when the sentences of the `when` components say this ("a *private* bucket"). */
  readonly said?: RegExp;
  readonly add: readonly string[];
}

/** Words that ask for a bucket's public access to be set: blocked, or opened on purpose. */
const PUBLIC_ACCESS = /\b(?:private|public(?:ly)?\s+(?:access|accessible)|block(?:s|ing)?\s+public)\b/i;
/** Words that ask for a bucket to tell another service about its objects. */
const OBJECT_EVENTS = /\b(?:notif\w*|trigger\w*|upload\w*|object[- ]created|new objects?)\b/i;
/** An instance in a VPC you create needs a security group of its own to be reached at all. */
const COMPUTE_IN_VPC = [
  'aws:ec2/instance:Instance',
  'aws:ec2/launchTemplate:LaunchTemplate',
  'aws:batch/computeEnvironment:ComputeEnvironment',
].map((token) => ({ when: ['aws:ec2/vpc:Vpc', token], add: ['aws:ec2/securityGroup:SecurityGroup'] }));

const COMPANIONS: readonly Companion[] = [
  {
    when: ['aws:apigateway/restApi:RestApi'],
    add: [
      'aws:apigateway/resource:Resource',
      'aws:apigateway/method:Method',
      'aws:apigateway/integration:Integration',
      'aws:apigateway/deployment:Deployment',
      'aws:apigateway/stage:Stage',
    ],
  },
  // A non-proxy integration (a mock, an AWS service) answers nothing without its responses mapped.
  {
    when: ['aws:apigateway/integration:Integration'],
    unless: ['aws:lambda/function:Function'],
    add: [
      'aws:apigateway/methodResponse:MethodResponse',
      'aws:apigateway/integrationResponse:IntegrationResponse',
    ],
  },
  // A usage plan meters the keys attached to it.
  {
    when: ['aws:apigateway/usagePlan:UsagePlan', 'aws:apigateway/apiKey:ApiKey'],
    add: ['aws:apigateway/usagePlanKey:UsagePlanKey'],
  },
  {
    when: ['aws:s3/bucket:Bucket'],
    said: PUBLIC_ACCESS,
    add: ['aws:s3/bucketPublicAccessBlock:BucketPublicAccessBlock'],
  },
  {
    when: ['aws:s3/bucket:Bucket'],
    said: /\bpublic(?:ly)?\s+(?:accessible|readable|read)\b/i,
    add: ['aws:s3/bucketPolicy:BucketPolicy'],
  },
  // A function that calls AWS APIs through the SDK needs its role to allow those calls, beyond running.
  {
    when: ['aws:lambda/function:Function'],
    said: /\b(?:aws\s+)?sdk\b/i,
    add: ['aws:iam/rolePolicy:RolePolicy'],
  },
  // CloudFront reads a bucket through an origin access control only when the bucket's policy lets it.
  {
    when: ['aws:s3/bucket:Bucket', 'aws:cloudfront/originAccessControl:OriginAccessControl'],
    add: ['aws:s3/bucketPolicy:BucketPolicy'],
  },
  ...['aws:lambda/function:Function', 'aws:sqs/queue:Queue', 'aws:sns/topic:Topic'].map((token) => ({
    when: ['aws:s3/bucket:Bucket', token],
    said: OBJECT_EVENTS,
    add: ['aws:s3/bucketNotification:BucketNotification'],
  })),
  // A public subnet is one routed to an internet gateway.
  {
    when: ['aws:ec2/subnet:Subnet'],
    said: /\bpublic\s+subnets?\b/i,
    add: ['aws:ec2/internetGateway:InternetGateway'],
  },
  ...COMPUTE_IN_VPC,
  // An EC2 compute environment launches instances with an instance role, through its profile.
  {
    when: ['aws:batch/computeEnvironment:ComputeEnvironment'],
    add: ['aws:iam/role:Role', 'aws:iam/instanceProfile:InstanceProfile'],
  },
  {
    when: ['aws:apigatewayv2/api:Api'],
    add: [
      'aws:apigatewayv2/route:Route',
      'aws:apigatewayv2/integration:Integration',
      'aws:apigatewayv2/stage:Stage',
    ],
  },
  { when: ['aws:cloudwatch/eventRule:EventRule'], add: ['aws:cloudwatch/eventTarget:EventTarget'] },
  {
    when: ['aws:cloudwatch/eventApiDestination:EventApiDestination'],
    add: [
      'aws:cloudwatch/eventRule:EventRule',
      'aws:cloudwatch/eventTarget:EventTarget',
      'aws:iam/role:Role',
    ],
  },
  {
    when: ['aws:ec2/instance:Instance', 'aws:iam/role:Role'],
    add: ['aws:iam/instanceProfile:InstanceProfile'],
  },
  {
    when: ['aws:ec2/launchTemplate:LaunchTemplate', 'aws:iam/role:Role'],
    add: ['aws:iam/instanceProfile:InstanceProfile'],
  },
  {
    when: ['aws:ec2/internetGateway:InternetGateway', 'aws:ec2/subnet:Subnet'],
    add: [
      'aws:ec2/routeTable:RouteTable',
      'aws:ec2/route:Route',
      'aws:ec2/routeTableAssociation:RouteTableAssociation',
    ],
  },
  { when: ['aws:rds/cluster:Cluster'], add: ['aws:rds/clusterInstance:ClusterInstance'] },
  // A database placed in subnets of its own takes them through a DB subnet group.
  { when: ['aws:rds/cluster:Cluster', 'aws:ec2/subnet:Subnet'], add: ['aws:rds/subnetGroup:SubnetGroup'] },
  { when: ['aws:rds/instance:Instance', 'aws:ec2/subnet:Subnet'], add: ['aws:rds/subnetGroup:SubnetGroup'] },
  // A secret without a version holds no value.
  { when: ['aws:secretsmanager/secret:Secret'], add: ['aws:secretsmanager/secretVersion:SecretVersion'] },
  {
    when: ['aws:sns/topic:Topic', 'aws:sqs/queue:Queue'],
    add: ['aws:sns/topicSubscription:TopicSubscription', 'aws:sqs/queuePolicy:QueuePolicy'],
  },
  {
    when: ['aws:s3/bucketNotification:BucketNotification', 'aws:sqs/queue:Queue'],
    add: ['aws:sqs/queuePolicy:QueuePolicy'],
  },
  {
    when: ['aws:s3/bucketNotification:BucketNotification', 'aws:lambda/function:Function'],
    add: ['aws:lambda/permission:Permission'],
  },
  {
    when: ['aws:apigateway/integration:Integration', 'aws:lambda/function:Function'],
    add: ['aws:lambda/permission:Permission'],
  },
  {
    when: ['aws:apigatewayv2/integration:Integration', 'aws:lambda/function:Function'],
    add: ['aws:lambda/permission:Permission'],
  },
  {
    when: ['aws:cloudwatch/eventTarget:EventTarget', 'aws:lambda/function:Function'],
    add: ['aws:lambda/permission:Permission'],
  },
];

function words(token: string): string {
  return splitIdentifier(token.split(':').pop() ?? token)
    .map((w) => w.toLowerCase())
    .join(' ');
}

/** Whether an entry applies to the plan: its components planned, its exclusions not, its words said. */
function applies(
  companion: Companion,
  drafts: readonly DraftComponent[],
  sentences: readonly string[],
): boolean {
  const planned = new Set(drafts.map((d) => d.record.token));
  if (!companion.when.every((token) => planned.has(token))) return false;
  if (companion.unless?.some((token) => planned.has(token)) === true) return false;
  if (companion.said === undefined) return true;
  const said = companion.said;
  return drafts
    .filter((d) => companion.when.includes(d.record.token))
    .some((d) => [...d.sentences].some((i) => said.test(sentences[i] ?? '')));
}

/** Adds the companions of planned components, repeating until nothing new is added (a chain of entries). */
export function planCompanions(
  drafts: DraftComponent[],
  snapshot: Snapshot,
  sentences: readonly string[],
  newId: (record: SnapshotRecord) => string,
): void {
  for (let changed = true; changed;) {
    changed = false;
    for (const companion of COMPANIONS) {
      if (!applies(companion, drafts, sentences)) continue;
      const planned = new Set(drafts.map((d) => d.record.token));
      const owner = drafts.find((d) => d.record.token === companion.when[0]);
      const ownerSentences = drafts
        .filter((d) => companion.when.includes(d.record.token))
        .flatMap((d) => [...d.sentences]);
      for (const token of companion.add) {
        const record = snapshot.get(token);
        if (record === undefined || planned.has(token)) continue;
        drafts.push({
          id: newId(record),
          record,
          role: `${words(token)} for the ${owner?.role ?? recordName(record)}`,
          origin: 'plumbing',
          count: 1,
          values: [],
          alternatives: new Set(),
          sentences: new Set(ownerSentences),
          parts: [],
        });
        planned.add(token);
        changed = true;
      }
    }
  }
}
