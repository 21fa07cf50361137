import { providerAlias } from '../provider-alias.js';
import { code } from './arg-value.js';
import type { Instance } from './wiring.js';

/** A resource that delivers to another service's resource, and the action its resource policy must allow. */
interface Sender {
  readonly principal: string;
  /** By the receiving resource's module: the one action the sender needs there. */
  readonly actions: Readonly<Record<string, string>>;
}

/**
 * Who sends to a queue, a topic or a bucket in the programs people ask for: a topic fanning out to queues,
 * an EventBridge rule or a bucket notification delivering events, CloudFront reading a private bucket.
 */
const SENDERS: Readonly<Record<string, Sender>> = {
  'aws:sns/topic:Topic': { principal: 'sns.amazonaws.com', actions: { sqs: 'sqs:SendMessage' } },
  'aws:cloudwatch/eventRule:EventRule': {
    principal: 'events.amazonaws.com',
    actions: { sqs: 'sqs:SendMessage', sns: 'sns:Publish' },
  },
  'aws:s3/bucket:Bucket': {
    principal: 's3.amazonaws.com',
    actions: { sqs: 'sqs:SendMessage', sns: 'sns:Publish' },
  },
  'aws:s3/bucketV2:BucketV2': {
    principal: 's3.amazonaws.com',
    actions: { sqs: 'sqs:SendMessage', sns: 'sns:Publish' },
  },
  'aws:cloudfront/distribution:Distribution': {
    principal: 'cloudfront.amazonaws.com',
    actions: { s3: 's3:GetObject' },
  },
};

/** True for a policy attached to a resource (`sqs.QueuePolicy`), as opposed to an IAM identity policy. */
function isResourcePolicy(instance: Instance): boolean {
  const { record } = instance;
  return (
    record.provider === 'aws' &&
    record.module !== 'iam' &&
    /Policy$/.test(record.tsName) &&
    record.inputs.some((input) => input.name === 'policy')
  );
}

/**
 * The `policy` of a resource policy, which AWS rejects without a principal and a resource: the program's
 * sender of that service (a topic for a queue) gets the one action it needs, limited to its own ARN; with no
 * sender, the account itself is the principal, which grants nothing IAM does not already allow. Leaves the
 * input alone when the request stated it or no target resource is wired.
 */
export function composeResourcePolicy(instance: Instance, instances: readonly Instance[]): void {
  if (!isResourcePolicy(instance) || instance.args['policy'] !== undefined) return;
  const { module } = instance.record;
  const target = instances.find(
    (other) =>
      instance.deps.has(other.variable) &&
      other.record.module === module &&
      other.record.outputs.some((output) => output.name === 'arn'),
  );
  if (target === undefined) return;
  const sender = instances.find((other) => SENDERS[other.record.token]?.actions[module] !== undefined);
  const senderKind = sender === undefined ? undefined : SENDERS[sender.record.token];
  const action = senderKind?.actions[module] ?? `${module}:*`;
  const objects = action === 's3:GetObject' || module === 's3';
  const resource = objects ? `pulumi.interpolate\`\${${target.variable}.arn}/*\`` : `${target.variable}.arn`;
  const statement =
    sender === undefined || senderKind === undefined
      ? `Effect: "Allow", Principal: { AWS: pulumi.interpolate\`arn:aws:iam::\${${providerAlias(instance.record.provider)}.getCallerIdentityOutput().accountId}:root\` }, Action: [${JSON.stringify(action)}], Resource: ${resource}`
      : `Effect: "Allow", Principal: { Service: ${JSON.stringify(senderKind.principal)} }, Action: [${JSON.stringify(action)}], Resource: ${resource}, Condition: { ArnEquals: { "aws:SourceArn": ${sender.variable}.arn } }`;
  instance.args['policy'] = code(
    `pulumi.jsonStringify({ Version: "2012-10-17", Statement: [{ ${statement} }] })`,
  );
  instance.deps.add(target.variable);
  if (sender !== undefined) instance.deps.add(sender.variable);
}
