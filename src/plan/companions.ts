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
  readonly add: readonly string[];
}

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

/** Adds the companions of planned components, repeating until nothing new is added (a chain of entries). */
export function planCompanions(
  drafts: DraftComponent[],
  snapshot: Snapshot,
  newId: (record: SnapshotRecord) => string,
): void {
  for (let changed = true; changed;) {
    changed = false;
    for (const companion of COMPANIONS) {
      const planned = new Set(drafts.map((d) => d.record.token));
      if (!companion.when.every((token) => planned.has(token))) continue;
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
