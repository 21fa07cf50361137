import { describe, expect, it } from 'vitest';

import {
  MANAGED_VALUES_RULE,
  PRODUCT_VERSIONS_RULE,
  SAID_GRANTS_RULE,
  SCHEMA_WIRING_RULE,
  type Plan,
  type PlannedComponent,
} from '../../../src/plan/types.js';
import { checkIntent, intentMarks } from '../../../src/verify/intent/check-intent.js';
import { intentKnowledgeOf } from '../../../src/verify/intent/intent-knowledge.js';
import type { IntentKnowledge, RegisteredResource } from '../../../src/verify/types.js';
import { loadAwsSnapshot } from '../mock/support.js';
import { resource } from '../../support/registered-resource.js';

const TOPIC = 'aws:sns/topic:Topic';
const SUBSCRIPTION = 'aws:sns/topicSubscription:TopicSubscription';

const knowledge = intentKnowledgeOf(loadAwsSnapshot(), undefined);
const check = (p: Plan, resources: RegisteredResource[], known: IntentKnowledge = knowledge) =>
  checkIntent(p, resources, known);

function component(partial: Partial<PlannedComponent> & { id: string; token: string }): PlannedComponent {
  return { role: partial.id, origin: 'request', count: 1, values: [], alternatives: [], ...partial };
}

function plan(components: PlannedComponent[], relations: Plan['relations'] = []): Plan {
  return { components, relations, config: [], source: 'offline', notes: [] };
}

function unmet(report: ReturnType<typeof checkIntent>, severity: 'error' | 'warning' = 'error'): string[] {
  return report.items.filter((i) => !i.met && i.severity === severity).map((i) => i.kind);
}

describe('checkIntent components', () => {
  const topicPlan = plan([component({ id: 'topic', token: TOPIC })]);

  it('meets a component the program declares and counts it', () => {
    const report = check(topicPlan, [resource(TOPIC, 'alerts')]);
    expect(unmet(report)).toEqual([]);
    expect(report).toMatchObject({ met: 1, total: 1 });
  });

  it('reports a missing component as an error naming the token', () => {
    const report = check(topicPlan, [resource('aws:sqs/queue:Queue', 'q')]);
    expect(unmet(report)).toEqual(['component']);
    expect(report.items[0]?.text).toContain('aws.sns.Topic');
    expect(report.items[0]?.subjects).toEqual([TOPIC]);
    expect(report).toMatchObject({ met: 0, total: 1 });
  });

  it('asks for the planned count', () => {
    const two = plan([component({ id: 'topic', token: TOPIC, count: 2 })]);
    expect(unmet(check(two, [resource(TOPIC, 'a')]))).toEqual(['component']);
    expect(unmet(check(two, [resource(TOPIC, 'a'), resource(TOPIC, 'b')]))).toEqual([]);
  });

  it('accepts a stand-in token from the alternatives', () => {
    const withAlternative = plan([
      component({
        id: 'rule',
        token: 'aws:vpc/securityGroupIngressRule:SecurityGroupIngressRule',
        alternatives: ['aws:ec2/securityGroupRule:SecurityGroupRule'],
      }),
    ]);
    const report = check(withAlternative, [resource('aws:ec2/securityGroupRule:SecurityGroupRule', 'r')]);
    expect(unmet(report)).toEqual([]);
  });

  it('accepts a parent inline input `<token>#<input>` only when that input is set', () => {
    const inline = plan([
      component({
        id: 'rule',
        token: 'aws:vpc/securityGroupIngressRule:SecurityGroupIngressRule',
        alternatives: ['aws:ec2/securityGroup:SecurityGroup#ingress'],
      }),
    ]);
    const sg = 'aws:ec2/securityGroup:SecurityGroup';
    expect(unmet(check(inline, [resource(sg, 'web', { ingress: [{ fromPort: 80 }] })]))).toEqual([]);
    expect(unmet(check(inline, [resource(sg, 'web', { ingress: [] })]))).toEqual(['component']);
    expect(unmet(check(inline, [resource(sg, 'web', {})]))).toEqual(['component']);
  });

  it('fails an empty program, and one that only calls lookups', () => {
    const empty = check(topicPlan, []);
    expect(unmet(empty)).toEqual(['empty', 'component']);
    const lookupsOnly = check(plan([]), [
      {
        token: 'aws:index/getRegion:getRegion',
        name: 'getRegion',
        kind: 'function',
        inputs: {},
        dependsOn: [],
      },
      resource('pulumi:providers:aws', 'default'),
    ]);
    expect(unmet(lookupsOnly)).toEqual(['empty']);
  });

  it('reports missing plumbing as a warning, not an error, and leaves it out of the count', () => {
    const withPlumbing = plan([
      component({ id: 'topic', token: TOPIC }),
      component({ id: 'role', token: 'aws:iam/role:Role', origin: 'plumbing' }),
    ]);
    const report = check(withPlumbing, [resource(TOPIC, 't')]);
    expect(unmet(report)).toEqual([]);
    expect(unmet(report, 'warning')).toEqual(['component']);
    expect(report).toMatchObject({ met: 1, total: 1 });
  });

  describe('a companion that takes an output of what it was planned for', () => {
    const QUEUE = 'aws:sqs/queue:Queue';
    const POLICY = 'aws:sqs/queuePolicy:QueuePolicy';
    const fanOut = plan(
      [
        component({ id: 'topic', token: TOPIC }),
        component({ id: 'queue', token: QUEUE }),
        component({ id: 'sub', token: SUBSCRIPTION, origin: 'plumbing', companionOf: ['topic', 'queue'] }),
        component({ id: 'policy', token: POLICY, origin: 'plumbing', companionOf: ['topic', 'queue'] }),
      ],
      [
        { from: 'sub', to: 'topic', via: 'topic', text: 'subscription → topic' },
        { from: 'policy', to: 'queue', via: 'queueUrl', text: 'queue policy → queue' },
      ],
    );
    const topic = resource(TOPIC, 'events');
    const joined = (queueInputs: Record<string, unknown> = {}) => {
      const queue = resource(QUEUE, 'billing', queueInputs);
      const sub = resource(
        SUBSCRIPTION,
        'billing-sub',
        { topic: topic.urn, endpoint: 'arn' },
        {
          dependsOn: [topic.urn!, queue.urn!],
        },
      );
      return [topic, queue, sub];
    };

    it('fails its absence when the components it makes work are joined in the program', () => {
      const missing = check(fanOut, joined()).items.filter((i) => !i.met);
      expect(missing.map((i) => [i.kind, i.severity, i.subjects[0]])).toEqual([
        ['component', 'error', POLICY],
      ]);
    });

    it('warns when the resource it attaches to sets its part inline', () => {
      const report = check(fanOut, joined({ policy: '{"Statement":[]}' }));
      expect(unmet(report)).toEqual([]);
      expect(unmet(report, 'warning')).toEqual(['component']);
    });

    it('warns when the program does not join what it was planned for (the plan read more than was asked)', () => {
      const report = check(fanOut, [topic, resource(QUEUE, 'jobs')]);
      expect(unmet(report)).toEqual([]);
      expect(unmet(report, 'warning')).toEqual(['component', 'component']);
    });
  });
});

describe('checkIntent stated values', () => {
  const subscriptionPlan = plan([
    component({
      id: 'sub',
      token: SUBSCRIPTION,
      values: [
        { input: 'protocol', value: 'email', text: 'email address' },
        { input: 'endpoint', value: 'test@test.com', text: '"test@test.com"' },
      ],
    }),
  ]);

  it('meets values at their path, ignoring case', () => {
    const report = check(subscriptionPlan, [
      resource(SUBSCRIPTION, 's', { protocol: 'EMAIL', endpoint: 'test@test.com', topic: 'arn' }),
    ]);
    expect(unmet(report)).toEqual([]);
    expect(report).toMatchObject({ met: 3, total: 3 });
  });

  it('meets a value set elsewhere on the resource and says where it was expected', () => {
    const report = check(subscriptionPlan, [
      resource(SUBSCRIPTION, 's', { protocol: 'email', tags: { to: 'test@test.com' } }),
    ]);
    expect(unmet(report)).toEqual([]);
    expect(report.items.find((i) => i.text.includes('test@test.com'))?.text).toContain('not at `endpoint`');
  });

  it('fails a missing value with the request words and the input to set', () => {
    const report = check(subscriptionPlan, [
      resource(SUBSCRIPTION, 's', { protocol: 'email', endpoint: 'other@test.com' }),
    ]);
    expect(unmet(report)).toEqual(['value']);
    const item = report.items.find((i) => !i.met);
    expect(item?.text).toContain('endpoint');
    expect(item?.subjects).toEqual([SUBSCRIPTION, 'endpoint']);
  });

  it('compares numbers and strings tolerantly, across array levels, and inside JSON and scripts', () => {
    const sg = 'aws:ec2/securityGroup:SecurityGroup';
    const portPlan = plan([
      component({ id: 'sg', token: sg, values: [{ input: 'ingress.fromPort', value: 80, text: 'port 80' }] }),
    ]);
    expect(
      unmet(check(portPlan, [resource(sg, 'w', { ingress: [{ fromPort: 22 }, { fromPort: '80' }] })])),
    ).toEqual([]);
    // "port 80" names four inputs of a security group (ingress and egress, from and to): worth a look.
    expect(unmet(check(portPlan, [resource(sg, 'w', { ingress: [{ fromPort: 8080 }] })]), 'warning')).toEqual(
      ['value'],
    );
    const instance = 'aws:ec2/instance:Instance';
    const scriptPlan = plan([
      component({
        id: 'vm',
        token: instance,
        values: [{ input: 'userData', value: 'nginx', text: 'nginx' }],
      }),
    ]);
    expect(
      unmet(
        check(scriptPlan, [
          resource(instance, 'vm', { userData: '#!/bin/bash\napt-get install -y nginx\n' }),
        ]),
      ),
    ).toEqual([]);
    // "nginx" does not name `userData`: a program without it is worth a look, not a failed build.
    expect(
      unmet(
        check(scriptPlan, [resource(instance, 'vm', { userData: 'apt-get install nginxplus' })]),
        'warning',
      ),
    ).toEqual(['value']);
    const policy = 'aws:iam/policy:Policy';
    const jsonPlan = plan([
      component({
        id: 'p',
        token: policy,
        values: [{ input: 'policy', value: 's3:GetObject', text: 'read objects' }],
      }),
    ]);
    const document = JSON.stringify({ Statement: [{ Action: ['s3:GetObject'], Effect: 'Allow' }] });
    expect(unmet(check(jsonPlan, [resource(policy, 'p', { policy: document })]))).toEqual([]);
  });

  it('does not check values of a component that is missing (the component finding says it all)', () => {
    const report = check(subscriptionPlan, [resource(TOPIC, 't')]);
    expect(unmet(report)).toEqual(['component']);
  });
});

describe('checkIntent relations', () => {
  const wired = plan(
    [component({ id: 'topic', token: TOPIC }), component({ id: 'sub', token: SUBSCRIPTION })],
    [{ from: 'sub', to: 'topic', via: 'topic', text: 'subscription to the topic' }],
  );
  const topic = resource(TOPIC, 't');

  it('meets a relation through a recorded dependency, in either direction', () => {
    expect(
      unmet(check(wired, [topic, resource(SUBSCRIPTION, 's', {}, { dependsOn: [topic.urn!] })])),
    ).toEqual([]);
    const reversed = plan(wired.components.slice(), [
      { from: 'topic', to: 'sub', text: 'topic to subscription' },
    ]);
    expect(
      unmet(check(reversed, [topic, resource(SUBSCRIPTION, 's', {}, { dependsOn: [topic.urn!] })])),
    ).toEqual([]);
  });

  it('meets a relation through a parent', () => {
    expect(unmet(check(wired, [topic, resource(SUBSCRIPTION, 's', {}, { parent: topic.urn! })]))).toEqual([]);
  });

  it('fails two resources that do not reference each other', () => {
    const report = check(wired, [topic, resource(SUBSCRIPTION, 's', { topic: 'arn:aws:sns:us-east-1:1:t' })]);
    expect(unmet(report)).toEqual(['relation']);
    expect(report.items.find((i) => i.kind === 'relation')?.text).toContain('through `topic`');
  });

  it('meets a Kubernetes selector that matches the labels of the other, and fails one that does not', () => {
    const service = 'kubernetes:core/v1:Service';
    const deployment = 'kubernetes:apps/v1:Deployment';
    const k8s = plan(
      [component({ id: 'svc', token: service }), component({ id: 'dep', token: deployment })],
      [{ from: 'svc', to: 'dep', text: 'service in front of the deployment' }],
    );
    const pods = (app: string): Record<string, unknown> => ({
      spec: { selector: { matchLabels: { app } }, template: { metadata: { labels: { app } } } },
    });
    const svc = (app: string) =>
      resource(service, 'svc', { spec: { selector: { app }, ports: [{ port: 80 }] } });
    expect(unmet(check(k8s, [svc('web'), resource(deployment, 'dep', pods('web'))]))).toEqual([]);
    expect(unmet(check(k8s, [svc('api'), resource(deployment, 'dep', pods('web'))]))).toEqual(['relation']);
  });
});

describe('checkIntent optional schema references', () => {
  const text = 'CloudTrail writes through an IAM role. An alarm notifies an SNS topic.';
  const at = (part: string) => [{ start: text.indexOf(part), end: text.indexOf(part) + part.length }];
  const related = (roleSpans: ReturnType<typeof at>) =>
    plan(
      [
        component({ id: 'topic', token: TOPIC, spans: at('an SNS topic') }),
        component({ id: 'role', token: 'aws:iam/role:Role', spans: roleSpans }),
      ],
      [
        {
          from: 'topic',
          to: 'role',
          via: 'applicationFailureFeedbackRoleArn',
          text: 'topic → role',
          rule: SCHEMA_WIRING_RULE,
        },
      ],
    );
  const program = [resource(TOPIC, 'alerts'), resource('aws:iam/role:Role', 'trail-role')];
  const known = { ...knowledge, requestText: text };

  it('judges an optional reference between things said in different sentences as a warning only', () => {
    const report = check(related(at('an IAM role')), program, known);
    expect(unmet(report)).toEqual([]);
    expect(unmet(report, 'warning')).toEqual(['relation']);
  });

  it('keeps it an error where the two are said together', () => {
    const together = 'An SNS topic that reports failures through an IAM role.';
    const plain = related([{ start: together.indexOf('an IAM role'), end: together.length - 1 }]);
    const topic = { ...plain.components[0]!, spans: [{ start: 0, end: 12 }] };
    const report = check({ ...plain, components: [topic, plain.components[1]!] }, program, {
      ...knowledge,
      requestText: together,
    });
    expect(unmet(report)).toEqual(['relation']);
  });
});

describe('checkIntent grants', () => {
  const FUNCTION = 'aws:lambda/function:Function';
  const BUCKET = 'aws:s3/bucket:Bucket';
  const grant = plan(
    [component({ id: 'fn', token: FUNCTION }), component({ id: 'bucket', token: BUCKET })],
    [{ from: 'fn', to: 'bucket', text: 'read access to', rule: SAID_GRANTS_RULE }],
  );
  const bucket = resource(BUCKET, 'uploads');
  const role = resource('aws:iam/role:Role', 'fn-role');
  const on = (token: string, name: string, ...to: RegisteredResource[]) =>
    resource(token, name, {}, { dependsOn: to.map((t) => t.urn!) });
  const fn = (...uses: RegisteredResource[]) => on(FUNCTION, 'fn', ...uses);

  it('meets a grant through a policy of the role the function runs as', () => {
    const inline = on('aws:iam/rolePolicy:RolePolicy', 'read', role, bucket);
    expect(unmet(check(grant, [bucket, role, inline, fn(role)]))).toEqual([]);
    const policy = on('aws:iam/policy:Policy', 'read', bucket);
    const attached = on('aws:iam/rolePolicyAttachment:RolePolicyAttachment', 'attach', role, policy);
    expect(unmet(check(grant, [bucket, role, policy, attached, fn(role)]))).toEqual([]);
  });

  it('meets a grant to a role itself, and checks the policy the grant planned by its `role` input as wiring', () => {
    const ROLE = 'aws:iam/role:Role';
    const POLICY = 'aws:iam/rolePolicy:RolePolicy';
    const toRole = plan(
      [
        component({ id: 'role', token: ROLE }),
        component({ id: 'bucket', token: BUCKET }),
        component({ id: 'policy', token: POLICY }),
      ],
      [
        { from: 'role', to: 'bucket', text: 'that can read the bucket', rule: SAID_GRANTS_RULE },
        { from: 'policy', to: 'role', via: 'role', text: 'policy → role (role)', rule: SAID_GRANTS_RULE },
      ],
    );
    const inline = on(POLICY, 'read', role, bucket);
    expect(unmet(check(toRole, [bucket, role, inline]))).toEqual([]);
    const elsewhere = on(POLICY, 'read', resource(ROLE, 'other-role'), bucket);
    expect(unmet(check(toRole, [bucket, role, elsewhere]))).toContain('relation');
  });

  it('fails a grant the function only names the bucket for, or that goes to another role', () => {
    const other = resource('aws:iam/role:Role', 'other-role');
    const inline = on('aws:iam/rolePolicy:RolePolicy', 'read', other, bucket);
    const report = check(grant, [bucket, role, other, inline, fn(role, bucket)]);
    expect(unmet(report)).toEqual(['relation']);
    expect(report.items.find((i) => i.kind === 'relation')?.text).toContain(
      'no policy of the identity it runs as',
    );
  });

  it('says, without refusing, a grant on the whole service: broader than asked, not missing', () => {
    const attach = (arn: string) =>
      resource(
        'aws:iam/rolePolicyAttachment:RolePolicyAttachment',
        'attach',
        { policyArn: arn },
        {
          dependsOn: [role.urn!],
        },
      );
    const readOnly = attach('arn:aws:iam::aws:policy/AmazonS3ReadOnlyAccess');
    const report = check(grant, [bucket, role, readOnly, fn(role)]);
    expect(unmet(report)).toEqual([]);
    expect(unmet(report, 'warning')).toEqual(['relation']);
    expect(report.items.find((i) => i.kind === 'relation')?.text).toContain('broader than asked');
    const document = JSON.stringify({
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: '*' }],
    });
    const wildcard = on('aws:iam/rolePolicy:RolePolicy', 'read', role);
    const everything = { ...wildcard, inputs: { policy: document } };
    expect(unmet(check(grant, [bucket, role, everything, fn(role)]))).toEqual([]);
    // A statement that denies the service everywhere grants nothing.
    const denied = { ...wildcard, inputs: { policy: document.replace('"Allow"', '"Deny"') } };
    expect(unmet(check(grant, [bucket, role, denied, fn(role)]))).toEqual(['relation']);
    // A managed policy of another service grants nothing on the bucket.
    const logs = attach('arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole');
    expect(unmet(check(grant, [bucket, role, logs, fn(role)]))).toEqual(['relation']);
  });

  it('does not take a resource that joins the two ends for a grant', () => {
    const function_ = fn(role);
    const notification = on('aws:s3/bucketNotification:BucketNotification', 'n', bucket, function_);
    const invoke = on('aws:lambda/permission:Permission', 'invoke', bucket, function_);
    expect(unmet(check(grant, [bucket, role, function_, notification, invoke]))).toEqual(['relation']);
  });
});

describe('checkIntent binds each planned item to its own resource', () => {
  const QUEUE = 'aws:sqs/queue:Queue';
  const named = (name: string) => ({ input: 'name', value: name, text: `topic named ${name}` });

  it('holds a relation to the named topic, not to a second topic', () => {
    const orders = resource(TOPIC, 'orders', { name: 'orders' });
    const dlq = resource(TOPIC, 'orders-dlq', { name: 'orders-dlq' });
    const p = plan(
      [
        component({ id: 'topic', token: TOPIC, values: [named('orders')] }),
        component({ id: 'sub', token: SUBSCRIPTION }),
      ],
      [{ from: 'sub', to: 'topic', via: 'topic', text: 'subscription to the topic' }],
    );
    const onDlq = resource(SUBSCRIPTION, 's', {}, { dependsOn: [dlq.urn!] });
    const onOrders = resource(SUBSCRIPTION, 's', {}, { dependsOn: [orders.urn!] });
    expect(unmet(check(p, [orders, dlq, onDlq]))).toEqual(['relation']);
    expect(unmet(check(p, [orders, dlq, onOrders]))).toEqual([]);
    // The program's own name for the resource carries a stated name too.
    expect(
      unmet(
        check(p, [
          resource(TOPIC, 'orders'),
          dlq,
          resource(SUBSCRIPTION, 's', {}, { dependsOn: ['urn:aws:sns/topic:Topic::orders'] }),
        ]),
      ),
    ).toEqual([]);
  });

  it('binds by the relations a resource could meet when no stated value tells instances apart', () => {
    const first = resource(TOPIC, 'a');
    const second = resource(TOPIC, 'b');
    const p = plan(
      [component({ id: 'topic', token: TOPIC }), component({ id: 'sub', token: SUBSCRIPTION })],
      [{ from: 'sub', to: 'topic', via: 'topic', text: 'subscription to the topic' }],
    );
    expect(
      unmet(check(p, [first, second, resource(SUBSCRIPTION, 's', {}, { dependsOn: [second.urn!] })])),
    ).toEqual([]);
  });

  it('asks a value said of several resources of each of them', () => {
    const timeout = { input: 'visibilityTimeoutSeconds', value: 60, text: 'a 60 second visibility timeout' };
    const p = plan([component({ id: 'queue', token: QUEUE, count: 2, values: [timeout] })]);
    const both = [
      resource(QUEUE, 'a', { visibilityTimeoutSeconds: 60 }),
      resource(QUEUE, 'b', { visibilityTimeoutSeconds: 60 }),
    ];
    expect(unmet(check(p, both))).toEqual([]);
    const one = [
      resource(QUEUE, 'a', { visibilityTimeoutSeconds: 30 }),
      resource(QUEUE, 'b', { visibilityTimeoutSeconds: 60 }),
    ];
    expect(unmet(check(p, one))).toEqual(['value']);
  });

  it('asks each of several values of one input of one of the resources', () => {
    const SUBNET = 'aws:ec2/subnet:Subnet';
    const cidr = (value: string) => ({ input: 'cidrBlock', value, text: value });
    const p = plan([
      component({
        id: 'subnet',
        token: SUBNET,
        count: 2,
        values: [cidr('10.0.1.0/24'), cidr('10.0.2.0/24')],
      }),
    ]);
    const subnets = [
      resource(SUBNET, 'a', { cidrBlock: '10.0.1.0/24' }),
      resource(SUBNET, 'b', { cidrBlock: '10.0.2.0/24' }),
    ];
    expect(unmet(check(p, subnets))).toEqual([]);
  });

  it('holds neither of two names stated for one resource against it', () => {
    const p = plan([component({ id: 'topic', token: TOPIC, values: [named('web-1'), named('laptop')] })]);
    expect(unmet(check(p, [resource(TOPIC, 'web-1', { name: 'web-1' })]))).toEqual([]);
    const one = plan([component({ id: 'topic', token: TOPIC, values: [named('laptop')] })]);
    expect(unmet(check(one, [resource(TOPIC, 'web-1', { name: 'web-1' })]))).toEqual(['value']);
  });

  it('gives a resource of a planned token to one component only', () => {
    const email = { input: 'protocol', value: 'email', text: 'emails' };
    const sqs = { input: 'protocol', value: 'sqs', text: 'to the queue' };
    const p = plan([
      component({ id: 'mail', token: SUBSCRIPTION, values: [email] }),
      component({ id: 'fan', token: SUBSCRIPTION, values: [sqs] }),
    ]);
    const report = check(p, [resource(SUBSCRIPTION, 'only', { protocol: 'email' })]);
    expect(unmet(report)).toEqual(['component']);
    expect(report.items.find((i) => i.kind === 'component' && !i.met)?.text).toContain('fan');
  });
});

describe('checkIntent documentation placeholders', () => {
  const bucketPlan = plan([component({ id: 'bucket', token: 'aws:s3/bucket:Bucket' })]);

  it('fails values pasted from documentation examples, outside the met/total count', () => {
    const report = check(bucketPlan, [
      resource('aws:s3/bucket:Bucket', 'b', {
        bucket: 'example-bucket',
        policy: JSON.stringify({ Principal: { AWS: 'arn:aws:iam::123456789012:root' } }),
      }),
    ]);
    expect(unmet(report).filter((k) => k === 'placeholder')).toHaveLength(2);
    expect(report).toMatchObject({ met: 1, total: 1 });
  });

  it('accepts a placeholder-looking value the request itself stated', () => {
    const stated = plan([
      component({
        id: 'bucket',
        token: 'aws:s3/bucket:Bucket',
        values: [{ input: 'bucket', value: 'example-bucket', text: '"example-bucket"' }],
      }),
    ]);
    expect(
      unmet(check(stated, [resource('aws:s3/bucket:Bucket', 'b', { bucket: 'example-bucket' })])),
    ).toEqual([]);
  });
});

describe('checkIntent holds the program to what the request plainly says', () => {
  const QUEUE = 'aws:sqs/queue:Queue';
  const queuePlan = (value: { input: string; value: string | number; text: string }) =>
    plan([component({ id: 'queue', token: QUEUE, values: [value] })]);

  it("meets a product's stated version with a point release of it, and fails another version", () => {
    const INSTANCE = 'aws:rds/instance:Instance';
    const version = {
      input: 'engineVersion',
      value: '16',
      text: 'PostgreSQL 16',
      rule: PRODUCT_VERSIONS_RULE,
    };
    const postgres = plan([component({ id: 'db', token: INSTANCE, values: [version] })]);
    expect(unmet(check(postgres, [resource(INSTANCE, 'appdb', { engineVersion: '16.3' })]))).toEqual([]);
    expect(unmet(check(postgres, [resource(INSTANCE, 'appdb', { engineVersion: '15' })]))).toEqual(['value']);
  });

  it('holds an attachment, or the role listing it inline, to the managed policy the request names', () => {
    const ROLE = 'aws:iam/role:Role';
    const ATTACHMENT = 'aws:iam/rolePolicyAttachment:RolePolicyAttachment';
    const BASIC = 'arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole';
    const OTHER = 'arn:aws:iam::aws:policy/service-role/AWSLambdaVPCAccessExecutionRole';
    const managed = plan([
      component({ id: 'role', token: ROLE }),
      component({
        id: 'attachment',
        token: ATTACHMENT,
        alternatives: [`${ROLE}#managedPolicyArns`],
        values: [
          {
            input: 'policyArn',
            value: BASIC,
            text: 'AWSLambdaBasicExecutionRole',
            rule: MANAGED_VALUES_RULE,
          },
        ],
      }),
    ]);
    const attached = (arn: string) => [
      resource(ROLE, 'r'),
      resource(ATTACHMENT, 'a', { role: 'r', policyArn: arn }),
    ];
    const inline = (arn: string) => [resource(ROLE, 'r', { managedPolicyArns: [arn] })];
    expect(unmet(check(managed, attached(BASIC)))).toEqual([]);
    expect(unmet(check(managed, inline(BASIC)))).toEqual([]);
    expect(unmet(check(managed, attached(OTHER)))).toEqual(['value']);
    expect(unmet(check(managed, inline(OTHER)))).toEqual(['value']);
  });

  it('warns, not fails, when the words do not name the input the plan read a value into', () => {
    const misread = queuePlan({ input: 'visibilityTimeoutSeconds', value: 5, text: '5 minute' });
    const report = check(misread, [resource(QUEUE, 'jobs', { visibilityTimeoutSeconds: 300 })]);
    expect(unmet(report)).toEqual([]);
    expect(unmet(report, 'warning')).toEqual(['value']);
  });

  it('fails a value the program contradicts where the request names the input', () => {
    const plain = queuePlan({
      input: 'visibilityTimeoutSeconds',
      value: 60,
      text: 'visibility timeout of 60',
    });
    expect(unmet(check(plain, [resource(QUEUE, 'jobs', { visibilityTimeoutSeconds: 30 })]))).toEqual([
      'value',
    ]);
  });

  it('warns when the program leaves the input to its default', () => {
    const report = check(queuePlan({ input: 'delaySeconds', value: 0, text: 'delay seconds 0' }), [
      resource(QUEUE, 'jobs', {}),
    ]);
    expect(unmet(report)).toEqual([]);
    expect(report.items.find((i) => i.kind === 'value')?.text).toContain('leaves `delaySeconds` unset');
  });

  it('fails a missing component of a named cloud, warns about one of a cloud neither named nor used', () => {
    const topicPlan = plan([component({ id: 'topic', token: TOPIC })]);
    const gcpOnly = [resource('gcp:pubsub/topic:Topic', 'orders')];
    expect(unmet(check(topicPlan, gcpOnly))).toEqual([]);
    expect(unmet(check(topicPlan, gcpOnly), 'warning')).toEqual(['component']);
    expect(unmet(check(topicPlan, gcpOnly, { ...knowledge, namedProviders: ['aws'] }))).toEqual([
      'component',
    ]);
  });

  it('credits a component resource for the parts its schema says it makes', () => {
    const SERVICE = 'aws:ecs/service:Service';
    const TASK = 'aws:ecs/taskDefinition:TaskDefinition';
    const ecsPlan = plan(
      [component({ id: 'service', token: SERVICE }), component({ id: 'task', token: TASK })],
      [{ from: 'service', to: 'task', via: 'taskDefinition', text: 'service running the task' }],
    );
    const fargate = resource('awsx:ecs:FargateService', 'app');
    const known = { ...knowledge, partsOf: (t: string) => (t === fargate.token ? [SERVICE, TASK] : []) };
    const report = check(ecsPlan, [fargate], known);
    expect(unmet(report)).toEqual([]);
    expect(report).toMatchObject({ met: 3, total: 3 });
  });

  it('meets a relation through a provider or a resource passed whole, not through another planned part', () => {
    const CLUSTER = 'aws:eks/cluster:Cluster';
    const DEPLOYMENT = 'kubernetes:apps/v1:Deployment';
    const onCluster = plan(
      [component({ id: 'cluster', token: CLUSTER }), component({ id: 'app', token: DEPLOYMENT })],
      [{ from: 'app', to: 'cluster', text: 'deployment on the cluster' }],
    );
    const cluster = resource(CLUSTER, 'main');
    const provider = resource('pulumi:providers:kubernetes', 'k8s', {}, { dependsOn: [cluster.urn!] });
    const viaProvider = resource(DEPLOYMENT, 'web', {}, { dependsOn: [provider.urn!] });
    expect(unmet(check(onCluster, [cluster, provider, viaProvider]))).toEqual([]);
    const byReference = resource(DEPLOYMENT, 'web', { cluster: cluster.urn });
    expect(unmet(check(onCluster, [cluster, byReference]))).toEqual([]);
    const elsewhere = resource('pulumi:providers:kubernetes', 'other');
    const onOther = resource(DEPLOYMENT, 'web', {}, { dependsOn: [elsewhere.urn!] });
    expect(unmet(check(onCluster, [cluster, elsewhere, onOther]))).toEqual(['relation']);
  });
});

describe('checkIntent reads the schemas for other ways to declare a part', () => {
  it('meets a part held inline by a resource whose input takes its kind, and a default adopted by a lookup', () => {
    const ROUTE = 'aws:ec2/route:Route';
    const routePlan = plan([component({ id: 'route', token: ROUTE })]);
    const table = resource('aws:ec2/routeTable:RouteTable', 'public', {
      routes: [{ cidrBlock: '0.0.0.0/0' }],
    });
    expect(unmet(check(routePlan, [table]))).toEqual([]);
    const empty = resource('aws:ec2/routeTable:RouteTable', 'public', { routes: [] });
    expect(unmet(check(routePlan, [empty]))).toEqual(['component']);
    const defaultPlan = plan([component({ id: 'vpc', token: 'aws:ec2/defaultVpc:DefaultVpc' })]);
    const lookup: RegisteredResource = {
      token: 'aws:ec2/getVpc:getVpc',
      name: 'aws.ec2.getVpc#1',
      kind: 'function',
      inputs: { default: true },
      dependsOn: [],
    };
    expect(unmet(check(defaultPlan, [lookup, resource('aws:ec2/instance:Instance', 'web')]))).toEqual([]);
  });
});

describe('intentMarks', () => {
  it('marks each plan item as the check judged it, with the binding the request words chose (m16)', () => {
    const text = 'Create a service account named report-reader and grant it roles/storage.objectViewer.';
    const ACCOUNT = 'gcp:serviceaccount/account:Account';
    const MEMBER = 'gcp:storage/bucketIAMMember:BucketIAMMember';
    const reader = resource(ACCOUNT, 'report-reader');
    const admin = resource(ACCOUNT, 'report-admin');
    // The grant goes to a second account: the one the request names is granted nothing.
    const member = resource(MEMBER, 'viewer', {}, { dependsOn: [admin.urn!] });
    const p = plan(
      [
        component({ id: 'account', token: ACCOUNT, spans: [{ start: 0, end: text.indexOf(' and') }] }),
        component({ id: 'member', token: MEMBER }),
      ],
      [{ from: 'member', to: 'account', via: 'member', text: 'grant it' }],
    );
    const report = check(p, [reader, admin, member], { ...knowledge, requestText: text });
    expect(unmet(report)).toEqual(['relation']);
    expect(intentMarks(p, report)).toEqual({
      components: { account: true, member: true },
      relations: [false],
    });
  });
});
