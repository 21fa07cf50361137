import { policyDocumentKind } from '../../snapshot/policy-kind.js';
import { importAlias } from '../../snapshot/record-facts.js';
import { code, isCode } from './arg-value.js';
import { outputFor, type Instance } from './wiring.js';

/** A resource that delivers to another service's resource, and the action its resource policy must allow. */
interface Sender {
  readonly principal: string;
  /** By the receiving resource's module: the one action the sender needs there. */
  readonly actions: Readonly<Record<string, string>>;
  /** The output that identifies calls from it (`executionArn` of an API, whose routes follow); `arn` if unset. */
  readonly sourceArn?: string;
}

/** A bucket's notifications, whichever bucket resource declares it. */
const BUCKET_EVENTS: Sender = {
  principal: 's3.amazonaws.com',
  actions: { sqs: 'sqs:SendMessage', sns: 'sns:Publish', lambda: 'lambda:InvokeFunction' },
};

/** An API's routes calling a function (REST or HTTP API): the source is the API's execution ARN. */
const API_CALLS: Sender = {
  principal: 'apigateway.amazonaws.com',
  actions: { lambda: 'lambda:InvokeFunction' },
  sourceArn: 'executionArn',
};

/**
 * Who sends to a queue, a topic or a bucket in the programs people ask for: a topic fanning out to queues,
 * an EventBridge rule or a bucket notification delivering events, CloudFront reading a private bucket.
 */
const SENDERS: Readonly<Record<string, Sender>> = {
  'aws:sns/topic:Topic': {
    principal: 'sns.amazonaws.com',
    actions: { sqs: 'sqs:SendMessage', lambda: 'lambda:InvokeFunction' },
  },
  'aws:cloudwatch/eventRule:EventRule': {
    principal: 'events.amazonaws.com',
    actions: { sqs: 'sqs:SendMessage', sns: 'sns:Publish', lambda: 'lambda:InvokeFunction' },
  },
  'aws:s3/bucket:Bucket': BUCKET_EVENTS,
  'aws:s3/bucketV2:BucketV2': BUCKET_EVENTS,
  'aws:apigateway/restApi:RestApi': API_CALLS,
  'aws:apigatewayv2/api:Api': API_CALLS,
  'aws:cloudfront/distribution:Distribution': {
    principal: 'cloudfront.amazonaws.com',
    actions: { s3: 's3:GetObject' },
  },
};

/**
 * The `policy` of a resource policy, which AWS rejects without a principal and a resource: the program's
 * sender of that service (a topic for a queue) gets the one action it needs, limited to its own ARN; with no
 * sender, the account itself is the principal, which grants nothing IAM does not already allow. Leaves the
 * input alone when the request stated it or no target resource is wired.
 */
function composeResourcePolicy(instance: Instance, instances: readonly Instance[]): void {
  if (policyDocumentKind(instance.record) !== 'resource' || instance.args['policy'] !== undefined) return;
  const { module } = instance.record;
  const ofService = (other: Instance): boolean =>
    other !== instance &&
    other.record.module === module &&
    !/Policy$/.test(other.record.tsName) &&
    other.record.outputs.some((output) => output.name === 'arn');
  // The resource the policy is attached to: the one its wiring references, else the program's one of that
  // service (a topic policy's `arn` input takes any ARN, so no schema reference wires it).
  const target =
    instances.find((other) => instance.deps.has(other.variable) && ofService(other)) ??
    instances.find(ofService);
  if (target === undefined) return;
  for (const input of instance.record.inputs) {
    if (!input.required || input.name === 'policy' || instance.args[input.name] !== undefined) continue;
    instance.args[input.name] = code(`${target.variable}.${outputFor(input, target.record)}`);
  }
  const sender = instances.find((other) => SENDERS[other.record.token]?.actions[module] !== undefined);
  const senderKind = sender === undefined ? undefined : SENDERS[sender.record.token];
  const action = senderKind?.actions[module] ?? `${module}:*`;
  const objects = action === 's3:GetObject' || module === 's3';
  const resource = objects ? `pulumi.interpolate\`\${${target.variable}.arn}/*\`` : `${target.variable}.arn`;
  const statement =
    sender === undefined || senderKind === undefined
      ? `Effect: "Allow", Principal: { AWS: pulumi.interpolate\`arn:aws:iam::\${${importAlias(instance.record.provider)}.getCallerIdentityOutput().accountId}:root\` }, Action: [${JSON.stringify(action)}], Resource: ${resource}`
      : `Effect: "Allow", Principal: { Service: ${JSON.stringify(senderKind.principal)} }, Action: [${JSON.stringify(action)}], Resource: ${resource}, Condition: { ArnEquals: { "aws:SourceArn": ${sender.variable}.arn } }`;
  instance.args['policy'] = code(
    `pulumi.jsonStringify({ Version: "2012-10-17", Statement: [{ ${statement} }] })`,
  );
  instance.deps.add(target.variable);
  if (sender !== undefined) instance.deps.add(sender.variable);
}

/** The planned resource that delivers to resources of `module`, with what it needs there. */
function senderFor(
  instances: readonly Instance[],
  module: string,
): { readonly instance: Instance; readonly sender: Sender } | undefined {
  for (const instance of instances) {
    const sender = SENDERS[instance.record.token];
    if (sender?.actions[module] !== undefined) return { instance, sender };
  }
  return undefined;
}

/**
 * A Lambda permission for what invokes the function in this program (an EventBridge rule, a bucket's
 * notification, a topic, an API): its service principal, the invoke action and the sender's ARN as the
 * source, so only that rule or API may call it. Left to the generic defaults when nothing planned invokes it.
 */
function composeInvokePermission(instance: Instance, instances: readonly Instance[]): void {
  if (instance.record.token !== 'aws:lambda/permission:Permission') return;
  const found = senderFor(instances, 'lambda');
  if (found === undefined) return;
  const { instance: from, sender } = found;
  instance.args['action'] ??= code(JSON.stringify(sender.actions['lambda']));
  instance.args['principal'] ??= code(JSON.stringify(sender.principal));
  instance.args['sourceArn'] ??= code(
    sender.sourceArn === undefined
      ? `${from.variable}.arn`
      : `pulumi.interpolate\`\${${from.variable}.${sender.sourceArn}}/*\``,
  );
  instance.deps.add(from.variable);
}

/** What an EventBridge rule starts or delivers to, the first planned one in this order. */
const EVENT_TARGETS = [
  'aws:lambda/function:Function',
  'aws:sfn/stateMachine:StateMachine',
  'aws:sqs/queue:Queue',
  'aws:sns/topic:Topic',
  'aws:kinesis/stream:Stream',
];

/**
 * An event target's `arn` is whatever the rule should start: the program's function, state machine, queue,
 * topic or stream. No schema reference says so (the input takes any ARN), so without this it became a config
 * key the user had to fill with an ARN the program itself creates.
 */
function composeEventTarget(instance: Instance, instances: readonly Instance[]): void {
  if (
    instance.record.token !== 'aws:cloudwatch/eventTarget:EventTarget' ||
    instance.args['arn'] !== undefined
  )
    return;
  for (const token of EVENT_TARGETS) {
    const target = instances.find((other) => other.record.token === token);
    if (target === undefined) continue;
    instance.args['arn'] = code(`${target.variable}.arn`);
    instance.deps.add(target.variable);
    return;
  }
}

/**
 * A CloudFront distribution in front of the program's bucket: the bucket's regional domain as its origin,
 * the default root object of a website, and the CloudFront certificate until the user brings a domain. The
 * generic defaults would give an origin named after nothing and an empty certificate block AWS rejects.
 */
function composeDistributionOrigin(instance: Instance, instances: readonly Instance[]): void {
  if (instance.record.token !== 'aws:cloudfront/distribution:Distribution') return;
  const bucket = instances.find((other) => /^aws:s3\/bucket(?:V2)?:/.test(other.record.token));
  if (bucket !== undefined && instance.args['origins'] === undefined) {
    instance.args['origins'] = [
      {
        domainName: code(`${bucket.variable}.bucketRegionalDomainName`),
        originId: code(JSON.stringify(`${instance.name}-origin`)),
      },
    ];
    instance.args['defaultRootObject'] ??= code('"index.html"');
    instance.deps.add(bucket.variable);
  }
  instance.args['viewerCertificate'] ??= { cloudfrontDefaultCertificate: code('true') };
}

/** The output a topic subscription's endpoint takes for each protocol that delivers inside the program. */
const SUBSCRIBERS: Readonly<Record<string, string>> = {
  sqs: 'aws:sqs/queue:Queue',
  lambda: 'aws:lambda/function:Function',
};

/**
 * A subscription that delivers to the program's own queue or function gets that one's ARN as its endpoint:
 * the schema types the endpoint as a plain string, so no reference wires it. One with neither a protocol nor
 * an endpoint stated is the subscription the program's queue or function needs, so it gets both.
 */
function composeSubscriptionEndpoint(instance: Instance, instances: readonly Instance[]): void {
  if (instance.record.token !== 'aws:sns/topicSubscription:TopicSubscription') return;
  if (instance.args['endpoint'] !== undefined) return;
  const stated = instance.args['protocol'];
  const protocol = stated !== undefined && isCode(stated) ? /^"(\w+)"$/.exec(stated.code)?.[1] : undefined;
  const candidates = Object.entries(SUBSCRIBERS).filter(
    ([name]) => protocol === undefined || name === protocol,
  );
  for (const [name, token] of candidates) {
    const target = instances.find((other) => other.record.token === token);
    if (target === undefined) continue;
    instance.args['protocol'] ??= code(JSON.stringify(name));
    instance.args['endpoint'] = code(`${target.variable}.arn`);
    instance.deps.add(target.variable);
    return;
  }
}

/**
 * A REST API in front of the program's function, as API Gateway's Lambda proxy: a `{proxy+}` resource under
 * the API's root, `ANY` method without authorization unless the request states one, an `AWS_PROXY`
 * integration that POSTs to the function's invoke ARN, and a deployment made after them. Without it the generic defaults asked the user for
 * the parent resource id, the path and the methods, and integrated over plain `HTTP` with no URI.
 */
function composeLambdaProxy(instance: Instance, instances: readonly Instance[]): void {
  const fn = instances.find((other) => other.record.token === 'aws:lambda/function:Function');
  const api = instances.find((other) => other.record.token === 'aws:apigateway/restApi:RestApi');
  if (fn === undefined || api === undefined) return;
  const args = instance.args;
  switch (instance.record.token) {
    case 'aws:apigateway/resource:Resource':
      args['parentId'] ??= code(`${api.variable}.rootResourceId`);
      args['pathPart'] ??= code('"{proxy+}"');
      break;
    case 'aws:apigateway/method:Method':
      args['httpMethod'] ??= code('"ANY"');
      args['authorization'] ??= code('"NONE"');
      break;
    case 'aws:apigateway/integration:Integration':
      args['httpMethod'] ??= code('"ANY"');
      args['type'] ??= code('"AWS_PROXY"');
      args['integrationHttpMethod'] ??= code('"POST"');
      args['uri'] ??= code(`${fn.variable}.invokeArn`);
      instance.deps.add(fn.variable);
      break;
    case 'aws:apigateway/deployment:Deployment': {
      // A deployment of an API with no method yet fails: taking their ids orders it after them, and a
      // changed method or integration redeploys the stage.
      const parts = instances.filter((other) =>
        ['aws:apigateway/method:Method', 'aws:apigateway/integration:Integration'].includes(
          other.record.token,
        ),
      );
      if (parts.length === 0) return;
      args['triggers'] ??= {
        redeployment: code(`pulumi.jsonStringify([${parts.map((p) => `${p.variable}.id`).join(', ')}])`),
      };
      for (const part of parts) instance.deps.add(part.variable);
      break;
    }
    default:
      return;
  }
  instance.deps.add(api.variable);
}

/** What a function does with each kind of data store, and which of its ARNs the actions apply to. */
const DATA_ACTIONS: Readonly<
  Record<string, { readonly actions: readonly string[]; readonly objects?: boolean }>
> = {
  'aws:dynamodb/table:Table': {
    actions: [
      'dynamodb:GetItem',
      'dynamodb:Query',
      'dynamodb:Scan',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
      'dynamodb:DeleteItem',
    ],
  },
  'aws:s3/bucket:Bucket': { actions: ['s3:GetObject', 's3:PutObject', 's3:ListBucket'], objects: true },
  'aws:sqs/queue:Queue': {
    actions: ['sqs:SendMessage', 'sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:GetQueueAttributes'],
  },
  'aws:kinesis/stream:Stream': {
    actions: [
      'kinesis:DescribeStream',
      'kinesis:GetShardIterator',
      'kinesis:GetRecords',
      'kinesis:ListShards',
      'kinesis:PutRecord',
      'kinesis:PutRecords',
    ],
  },
};

/**
 * An identity policy in a program with data stores grants the work on those stores, limited to their ARNs
 * (a bucket's objects too), rather than a service-wide default: "a function that reads the table" is allowed
 * to read that table and nothing else.
 */
function composeDataAccessPolicy(instance: Instance, instances: readonly Instance[]): void {
  // IAM's own policies: an IoT policy is identity-style too, but it governs devices, not a function's role.
  if (policyDocumentKind(instance.record) !== 'identity' || instance.record.module !== 'iam') return;
  if (instance.args['policy'] !== undefined) return;
  const stores = instances.filter((other) => DATA_ACTIONS[other.record.token] !== undefined);
  if (stores.length === 0) return;
  const statements = stores.map((store) => {
    const access = DATA_ACTIONS[store.record.token]!;
    const resources =
      access.objects === true
        ? `[${store.variable}.arn, pulumi.interpolate\`\${${store.variable}.arn}/*\`]`
        : `[${store.variable}.arn]`;
    return `{ Effect: "Allow", Action: ${JSON.stringify(access.actions)}, Resource: ${resources} }`;
  });
  instance.args['policy'] = code(
    `pulumi.jsonStringify({ Version: "2012-10-17", Statement: [${statements.join(', ')}] })`,
  );
  for (const store of stores) instance.deps.add(store.variable);
}

/**
 * What connects the program's resources beyond schema references, in one pass per instance: who may deliver
 * to a resource (its policy, a function's permission), where events and messages go (a rule's target, a
 * topic's subscriptions), what fronts what (a distribution, an API), and what a function's role may do.
 */
export function connectDelivery(instance: Instance, instances: readonly Instance[]): void {
  for (const connect of [
    composeResourcePolicy,
    composeInvokePermission,
    composeEventTarget,
    composeDistributionOrigin,
    composeSubscriptionEndpoint,
    composeLambdaProxy,
    composeDataAccessPolicy,
  ]) {
    connect(instance, instances);
  }
}
