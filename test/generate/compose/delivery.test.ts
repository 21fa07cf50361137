import { describe, expect, it } from 'vitest';
import { code, printValue, type ArgValue } from '../../../src/generate/compose/arg-value.js';
import { connectDelivery } from '../../../src/generate/compose/delivery.js';
import type { Instance } from '../../../src/generate/compose/wiring.js';
import { instance } from './instances.js';

/** Connects every instance in declaration order, as the composer does. */
function connectAll(...instances: Instance[]): void {
  for (const each of instances) connectDelivery(each, instances);
}

const text = (value: ArgValue | undefined): string => {
  if (value === undefined) throw new Error('the input was not set');
  return printValue(value, '');
};

describe('connectDelivery: resource policies', () => {
  it("lets the program's sender deliver to the queue, limited to the sender's ARN", () => {
    const topic = instance('aws:sns/topic:Topic', 'topic');
    const queue = instance('aws:sqs/queue:Queue', 'queue');
    const policy = instance('aws:sqs/queuePolicy:QueuePolicy', 'queuePolicy');
    connectAll(topic, queue, policy);
    expect(text(policy.args['queueUrl'])).toBe('queue.url');
    const document = text(policy.args['policy']);
    expect(document).toContain('Principal: { Service: "sns.amazonaws.com" }');
    expect(document).toContain('Action: ["sqs:SendMessage"]');
    expect(document).toContain('Resource: queue.arn');
    expect(document).toContain('"aws:SourceArn": topic.arn');
    expect([...policy.deps].sort()).toEqual(['queue', 'topic']);
  });

  it("grants the account's own root the service's actions when nothing in the program sends", () => {
    const bucket = instance('aws:s3/bucket:Bucket', 'bucket');
    const policy = instance('aws:s3/bucketPolicy:BucketPolicy', 'bucketPolicy');
    connectAll(bucket, policy);
    const document = text(policy.args['policy']);
    expect(document).toContain('aws.getCallerIdentityOutput().accountId}:root');
    expect(document).toContain('Action: ["s3:*"]');
    // A bucket's policy is about its objects.
    expect(document).toContain('Resource: pulumi.interpolate`${bucket.arn}/*`');
    expect(document).not.toContain('Condition');
  });

  it('lets CloudFront read the objects of a private bucket it fronts', () => {
    const bucket = instance('aws:s3/bucket:Bucket', 'site');
    const cdn = instance('aws:cloudfront/distribution:Distribution', 'cdn');
    const policy = instance('aws:s3/bucketPolicy:BucketPolicy', 'sitePolicy');
    connectAll(bucket, cdn, policy);
    const document = text(policy.args['policy']);
    expect(document).toContain('Principal: { Service: "cloudfront.amazonaws.com" }');
    expect(document).toContain('Action: ["s3:GetObject"]');
    expect(document).toContain('"aws:SourceArn": cdn.arn');
  });

  it('leaves a stated policy, and a policy with nothing to attach to, alone', () => {
    const queue = instance('aws:sqs/queue:Queue', 'queue');
    const stated = instance('aws:sqs/queuePolicy:QueuePolicy', 'stated', { policy: code('"{}"') });
    connectAll(queue, stated);
    expect(text(stated.args['policy'])).toBe('"{}"');
    const alone = instance('aws:sqs/queuePolicy:QueuePolicy', 'alone');
    connectAll(alone);
    expect(alone.args).toEqual({});
  });
});

describe('connectDelivery: who invokes a function', () => {
  it("gives a Lambda permission the rule's principal, the invoke action and the rule's ARN", () => {
    const rule = instance('aws:cloudwatch/eventRule:EventRule', 'rule');
    const permission = instance('aws:lambda/permission:Permission', 'permission');
    connectAll(rule, permission);
    expect(text(permission.args['principal'])).toBe('"events.amazonaws.com"');
    expect(text(permission.args['action'])).toBe('"lambda:InvokeFunction"');
    expect(text(permission.args['sourceArn'])).toBe('rule.arn');
    expect(permission.deps.has('rule')).toBe(true);
  });

  it("takes an API's execution ARN with its routes as the source", () => {
    const api = instance('aws:apigateway/restApi:RestApi', 'api');
    const permission = instance('aws:lambda/permission:Permission', 'permission');
    connectAll(api, permission);
    expect(text(permission.args['principal'])).toBe('"apigateway.amazonaws.com"');
    expect(text(permission.args['sourceArn'])).toBe('pulumi.interpolate`${api.executionArn}/*`');
  });

  it('keeps what the request stated and leaves a permission with no sender to the defaults', () => {
    const topic = instance('aws:sns/topic:Topic', 'topic');
    const stated = instance('aws:lambda/permission:Permission', 'stated', {
      principal: code('"sns.amazonaws.com"'),
    });
    connectAll(topic, stated);
    expect(text(stated.args['principal'])).toBe('"sns.amazonaws.com"');
    expect(text(stated.args['sourceArn'])).toBe('topic.arn');
    const alone = instance('aws:lambda/permission:Permission', 'alone');
    connectAll(alone);
    expect(alone.args).toEqual({});
  });
});

describe('connectDelivery: where events and messages go', () => {
  it("points an event target at the program's function before its queue", () => {
    const queue = instance('aws:sqs/queue:Queue', 'queue');
    const fn = instance('aws:lambda/function:Function', 'fn');
    const target = instance('aws:cloudwatch/eventTarget:EventTarget', 'target');
    connectAll(queue, fn, target);
    expect(text(target.args['arn'])).toBe('fn.arn');
    expect([...target.deps]).toEqual(['fn']);
  });

  it("subscribes a topic's subscription to the program's queue, or to the protocol it states", () => {
    const queue = instance('aws:sqs/queue:Queue', 'queue');
    const fn = instance('aws:lambda/function:Function', 'fn');
    const plain = instance('aws:sns/topicSubscription:TopicSubscription', 'plain');
    const toLambda = instance('aws:sns/topicSubscription:TopicSubscription', 'toLambda', {
      protocol: code('"lambda"'),
    });
    connectAll(queue, fn, plain, toLambda);
    expect(text(plain.args['protocol'])).toBe('"sqs"');
    expect(text(plain.args['endpoint'])).toBe('queue.arn');
    expect(text(toLambda.args['endpoint'])).toBe('fn.arn');
  });

  it('leaves a subscription to a protocol with no receiver in the program alone', () => {
    const queue = instance('aws:sqs/queue:Queue', 'queue');
    const email = instance('aws:sns/topicSubscription:TopicSubscription', 'email', {
      protocol: code('"email"'),
    });
    connectAll(queue, email);
    expect(email.args['endpoint']).toBeUndefined();
  });
});

describe('connectDelivery: what fronts what', () => {
  it("puts a distribution in front of the program's bucket with CloudFront's certificate", () => {
    const bucket = instance('aws:s3/bucket:Bucket', 'site');
    const cdn = instance('aws:cloudfront/distribution:Distribution', 'cdn');
    connectAll(bucket, cdn);
    expect(text(cdn.args['origins'])).toContain('domainName: site.bucketRegionalDomainName');
    expect(text(cdn.args['origins'])).toContain('originId: "cdn-origin"');
    expect(text(cdn.args['defaultRootObject'])).toBe('"index.html"');
    expect(text(cdn.args['viewerCertificate'])).toContain('cloudfrontDefaultCertificate: true');
  });

  it('wires a REST API to the function as a Lambda proxy, deployed after its method and integration', () => {
    const fn = instance('aws:lambda/function:Function', 'fn');
    const api = instance('aws:apigateway/restApi:RestApi', 'api');
    const resource = instance('aws:apigateway/resource:Resource', 'proxy');
    const method = instance('aws:apigateway/method:Method', 'method');
    const integration = instance('aws:apigateway/integration:Integration', 'integration');
    const deployment = instance('aws:apigateway/deployment:Deployment', 'deployment');
    connectAll(fn, api, resource, method, integration, deployment);
    expect(text(resource.args['parentId'])).toBe('api.rootResourceId');
    expect(text(resource.args['pathPart'])).toBe('"{proxy+}"');
    expect(text(method.args['authorization'])).toBe('"NONE"');
    expect(text(integration.args['type'])).toBe('"AWS_PROXY"');
    expect(text(integration.args['uri'])).toBe('fn.invokeArn');
    expect(text(deployment.args['triggers'])).toContain('pulumi.jsonStringify([method.id, integration.id])');
    expect([...deployment.deps].sort()).toEqual(['api', 'integration', 'method']);
  });

  it('leaves API resources alone when the program has no function behind them', () => {
    const api = instance('aws:apigateway/restApi:RestApi', 'api');
    const method = instance('aws:apigateway/method:Method', 'method');
    connectAll(api, method);
    expect(method.args).toEqual({});
  });
});

describe("connectDelivery: what a function's role may do", () => {
  it("grants an IAM policy the work on the program's stores, limited to their ARNs", () => {
    const table = instance('aws:dynamodb/table:Table', 'table');
    const bucket = instance('aws:s3/bucket:Bucket', 'bucket');
    const policy = instance('aws:iam/policy:Policy', 'policy');
    connectAll(table, bucket, policy);
    const document = text(policy.args['policy']);
    expect(document).toContain('"dynamodb:GetItem"');
    expect(document).toContain('Resource: [table.arn]');
    expect(document).toContain('Resource: [bucket.arn, pulumi.interpolate`${bucket.arn}/*`]');
    expect(document).not.toContain('"*"');
    expect([...policy.deps].sort()).toEqual(['bucket', 'table']);
  });

  it('writes no identity policy where the program has no data store', () => {
    const fn = instance('aws:lambda/function:Function', 'fn');
    const policy = instance('aws:iam/policy:Policy', 'policy');
    connectAll(fn, policy);
    expect(policy.args['policy']).toBeUndefined();
  });
});
