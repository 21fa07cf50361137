import { describe, expect, it } from 'vitest';
import { code, printValue, type ArgValue } from '../../../src/generate/compose/arg-value.js';
import type { ArgsContext } from '../../../src/generate/compose/component-args.js';
import {
  componentOutputFor,
  missingPlumbing,
  outputFor,
  wireReferences,
  type Instance,
} from '../../../src/generate/compose/wiring.js';
import type { Plan } from '../../../src/plan/types.js';
import { openSnapshot } from '../../../src/snapshot/open-snapshot.js';
import type { InputProperty, SnapshotRecord } from '../../../src/snapshot/types.js';
import { PLAN_SNAPSHOT_DIR } from '../../support/make-plan-snapshot.js';

const snapshot = openSnapshot(PLAN_SNAPSHOT_DIR);
const record = (token: string) => snapshot.get(token)!;
const input = (name: string, type = 'pulumi.Input<string>', doc = ''): InputProperty => ({
  name,
  type,
  required: true,
  doc,
});

describe('outputFor', () => {
  const queue = record('aws:sqs/queue:Queue');

  it("picks the target's output by the input's suffix, then by its doc, else id", () => {
    expect(outputFor(input('queueArn'), queue)).toBe('arn');
    expect(outputFor(input('queueUrl'), queue)).toBe('url');
    expect(outputFor(input('queueIds'), queue)).toBe('id');
    expect(outputFor(input('queueName'), queue)).toBe('name');
    expect(outputFor(input('target', 'pulumi.Input<string>', 'The ARN of the queue.'), queue)).toBe('arn');
    expect(outputFor(input('target', 'pulumi.Input<string>', 'The name of the queue.'), queue)).toBe('name');
    expect(outputFor(input('target'), queue)).toBe('id');
  });

  it('falls back to id when the target lacks the output the suffix asks for', () => {
    const bare: SnapshotRecord = { ...queue, outputs: [{ name: 'id', type: 'pulumi.Output<string>' }] };
    expect(outputFor(input('queueArn'), bare)).toBe('id');
  });
});

describe('componentOutputFor', () => {
  it("takes the component output ending with the input's name, private before public", () => {
    const vpc = record('awsx:ec2:Vpc');
    expect(componentOutputFor(input('subnetIds', 'pulumi.Input<pulumi.Input<string>[]>'), vpc)).toBe(
      'privateSubnetIds',
    );
    expect(componentOutputFor(input('vpcId'), vpc)).toBe('vpcId');
    expect(componentOutputFor(input('somethingElse'), vpc)).toBeUndefined();
  });
});

describe('missingPlumbing', () => {
  it('adds the records that required references need, two levels deep, each once', () => {
    const mapping = record('aws:lambda/eventSourceMapping:EventSourceMapping');
    const added = missingPlumbing([mapping], snapshot).map((r) => r.token);
    expect(added).toContain('aws:lambda/function:Function');
    expect(added).toContain('aws:iam/role:Role');
    expect(new Set(added).size).toBe(added.length);
    expect(
      missingPlumbing([record('aws:lambda/function:Function'), record('aws:iam/role:Role')], snapshot),
    ).toEqual([]);
  });

  it('adds nothing for an input the plan states a value for (a managed policy ARN)', () => {
    const attachment = record('aws:iam/rolePolicyAttachment:RolePolicyAttachment');
    expect(missingPlumbing([attachment], snapshot).map((r) => r.token)).toContain('aws:iam/policy:Policy');
    const stated = new Set(['aws:iam/rolePolicyAttachment:RolePolicyAttachment#policyArn']);
    expect(missingPlumbing([attachment], snapshot, stated).map((r) => r.token)).not.toContain(
      'aws:iam/policy:Policy',
    );
  });
});

describe('wireReferences', () => {
  function instance(componentId: string, token: string, variable: string): Instance {
    return {
      componentId,
      origin: 'request',
      record: record(token),
      variable,
      name: variable,
      index: 0,
      copy: 0,
      args: {},
      deps: new Set(),
    };
  }
  const context = (target: Instance): ArgsContext => ({
    snapshot,
    record: target.record,
    name: target.name,
    index: 0,
    alias: 'aws',
    configValue: (key) => `config.require("${key}")`,
  });

  it('wires a required reference by type, and the input a relation names', () => {
    const role = instance('role', 'aws:iam/role:Role', 'role');
    const fn = instance('fn', 'aws:lambda/function:Function', 'fn');
    const queue = instance('queue', 'aws:sqs/queue:Queue', 'queue');
    const mapping = instance('map', 'aws:lambda/eventSourceMapping:EventSourceMapping', 'mapping');
    const plan: Plan = {
      components: [],
      relations: [{ from: 'map', to: 'queue', via: 'eventSourceArn', text: 'reads the queue' }],
      config: [],
      source: 'offline',
      notes: [],
    };
    const all = [role, fn, queue, mapping];
    wireReferences(fn, all, plan, context(fn));
    expect(printValue(fn.args['role']!, '')).toBe(printValue(code('role.arn'), ''));
    expect([...fn.deps]).toEqual(['role']);
    wireReferences(mapping, all, plan, context(mapping));
    expect(printValue(mapping.args['eventSourceArn']!, '')).toBe('queue.arn');
    expect(mapping.deps.has('queue')).toBe(true);
    expect(mapping.deps.has('fn')).toBe(true);
  });

  it('takes no optional reference back to a component that takes this one already (no cycle)', () => {
    // A route table's `routes.vpcEndpointId` and an endpoint's `routeTableIds` are such a pair; here an
    // instance's optional `vpcSecurityGroupIds` and a relation from the group to it through an input.
    const group = instance('group', 'aws:ec2/securityGroup:SecurityGroup', 'group');
    const vm = instance('vm', 'aws:ec2/instance:Instance', 'vm');
    const relation = { from: 'group', to: 'vm', text: 'guards the instance' };
    const plan = (via?: string): Plan => ({
      components: [],
      relations: [via === undefined ? relation : { ...relation, via }],
      config: [],
      source: 'offline',
      notes: [],
    });
    wireReferences(vm, [group, vm], plan('description'), context(vm));
    expect(vm.args['vpcSecurityGroupIds']).toBeUndefined();
    // Related by words only (no input takes the instance), the instance lists the group.
    const again = instance('vm', 'aws:ec2/instance:Instance', 'vm');
    wireReferences(again, [group, again], plan(), context(again));
    expect(again.deps.has('group')).toBe(true);
  });

  it('wires each copy of a component to its own copy of a component written as many times, a list to all', () => {
    const copies = (componentId: string, token: string, n: number): Instance[] =>
      Array.from({ length: n }, (_, copy) => ({
        ...instance(componentId, token, `${componentId}${copy + 1}`),
        copy,
      }));
    const queues = copies('queue', 'aws:sqs/queue:Queue', 3);
    const policies = copies('policy', 'aws:sqs/queuePolicy:QueuePolicy', 3);
    const group = instance('group', 'aws:rds/subnetGroup:SubnetGroup', 'group');
    const subnets = copies('subnet', 'aws:ec2/subnet:Subnet', 2);
    const plan: Plan = {
      components: [],
      relations: [
        { from: 'policy', to: 'queue', via: 'queueUrl', text: 'guards the queue' },
        { from: 'group', to: 'subnet', via: 'subnetIds', text: 'spans the subnets' },
      ],
      config: [],
      source: 'offline',
      notes: [],
    };
    const all = [...queues, ...policies, group, ...subnets];
    for (const policy of policies) wireReferences(policy, all, plan, context(policy));
    expect(policies.map((p) => printValue(p.args['queueUrl']!, ''))).toEqual([
      'queue1.url',
      'queue2.url',
      'queue3.url',
    ]);
    expect([...policies[1]!.deps]).toEqual(['queue2']);
    // One copy against several targets takes the first, as before.
    const lone = instance('policy', 'aws:sqs/queuePolicy:QueuePolicy', 'lone');
    wireReferences(lone, [...queues, lone], plan, context(lone));
    expect(printValue(lone.args['queueUrl']!, '')).toBe('queue1.url');
    wireReferences(group, all, plan, context(group));
    expect(printValue(group.args['subnetIds']!, '')).toBe(
      printValue([code('subnet1.id'), code('subnet2.id')], ''),
    );
  });

  it('gives a nested input the output programs give it, where the plan knows it', () => {
    const bucket = instance('bucket', 'aws:s3/bucket:Bucket', 'bucket');
    const cdn = instance('cdn', 'aws:cloudfront/distribution:Distribution', 'cdn');
    const relation = { from: 'cdn', to: 'bucket', via: 'origins.domainName', text: 'serves the bucket' };
    const plan = (output?: string): Plan => ({
      components: [],
      relations: [{ ...relation, ...(output === undefined ? {} : { output }) }],
      config: [],
      source: 'offline',
      notes: [],
    });
    wireReferences(cdn, [bucket, cdn], plan('bucketRegionalDomainName'), context(cdn));
    const origins = cdn.args['origins'] as ArgValue[];
    expect(printValue(origins[0]!, '')).toContain('domainName: bucket.bucketRegionalDomainName');
    // Without it, the schemas' naming picks the id.
    const plain = instance('cdn', 'aws:cloudfront/distribution:Distribution', 'cdn');
    wireReferences(plain, [bucket, plain], plan(), context(plain));
    expect(printValue((plain.args['origins'] as ArgValue[])[0]!, '')).toContain('domainName: bucket.id');
  });
});
