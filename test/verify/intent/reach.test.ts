import { describe, expect, it } from 'vitest';
import { granted, grantedServiceWide, reaches, wired } from '../../../src/verify/intent/reach.js';
import type { RegisteredResource } from '../../../src/verify/types.js';

function resource(name: string, extra: Partial<RegisteredResource> = {}): RegisteredResource {
  return {
    token: `test:index:${name}`,
    name,
    kind: 'resource',
    urn: `urn:pulumi:dev::p::test:index:${name}::${name}`,
    inputs: {},
    dependsOn: [],
    ...extra,
  };
}

describe('reaches', () => {
  const vpc = resource('vpc');
  const subnet = resource('subnet', { dependsOn: [vpc.urn!] });

  it('follows a recorded dependency, a parent and a URN among the inputs', () => {
    expect(reaches(subnet, vpc, [])).toBe(true);
    expect(reaches(vpc, subnet, [])).toBe(false);
    expect(reaches(resource('child', { parent: vpc.urn! }), vpc, [])).toBe(true);
    expect(reaches(resource('user', { inputs: { spec: [{ target: vpc.urn }] } }), vpc, [])).toBe(true);
  });

  it('passes through at most two resources no planned component stands for', () => {
    const cluster = resource('cluster', { dependsOn: [subnet.urn!] });
    expect(reaches(cluster, vpc, [subnet])).toBe(true);
    expect(reaches(cluster, vpc, [])).toBe(false);
    const a = resource('a', { dependsOn: [vpc.urn!] });
    const b = resource('b', { dependsOn: [a.urn!] });
    const c = resource('c', { dependsOn: [b.urn!] });
    const d = resource('d', { dependsOn: [c.urn!] });
    expect(reaches(c, vpc, [a, b])).toBe(true);
    expect(reaches(d, vpc, [a, b, c])).toBe(false);
  });

  it('counts a lookup as reached and a label selector as a reference', () => {
    expect(reaches(vpc, resource('ami', { kind: 'function', urn: undefined }), [])).toBe(true);
    const service = resource('svc', { inputs: { spec: { selector: { app: 'web' } } } });
    const deployment = resource('web', { inputs: { metadata: { labels: { app: 'web', tier: 'front' } } } });
    const other = resource('api', { inputs: { metadata: { labels: { app: 'api' } } } });
    expect(reaches(service, deployment, [])).toBe(true);
    expect(reaches(service, other, [])).toBe(false);
  });
});

describe('wired', () => {
  it('holds in either direction and for a resource and itself', () => {
    const topic = resource('topic');
    const subscription = resource('sub', { inputs: { topic: topic.urn } });
    expect(wired(topic, subscription, [])).toBe(true);
    expect(wired(subscription, topic, [])).toBe(true);
    expect(wired(topic, topic, [])).toBe(true);
    expect(wired(topic, resource('queue'), [])).toBe(false);
  });
});

describe('grantedServiceWide', () => {
  const at = (token: string, name: string, extra: Partial<RegisteredResource> = {}) => ({
    ...resource(name, extra),
    token,
    urn: `urn:pulumi:dev::p::${token}::${name}`,
  });
  const account = at('gcp:serviceaccount/account:Account', 'reader');
  const bucket = at('gcp:storage/bucket:Bucket', 'data');
  const run = at('gcp:cloudrunv2/service:Service', 'api', { dependsOn: [account.urn] });
  const member = (role: string) =>
    at('gcp:projects/iAMMember:IAMMember', 'grant', { inputs: { role }, dependsOn: [account.urn] });

  it("takes a project-wide role of the target's service as a grant on all of it, and another service's as none", () => {
    expect(
      grantedServiceWide(run, bucket, [account, bucket, run, member('roles/storage.objectViewer')]),
    ).toBe(true);
    expect(grantedServiceWide(run, bucket, [account, bucket, run, member('roles/bigquery.dataViewer')])).toBe(
      false,
    );
  });

  it('reads a policy written as an object as one written as JSON text, and a Deny as no grant', () => {
    const role = at('aws:iam/role:Role', 'fn-role');
    const fn = at('aws:lambda/function:Function', 'fn', { dependsOn: [role.urn] });
    const table = at('aws:dynamodb/table:Table', 'orders');
    const statement = { Effect: 'Allow', Action: ['dynamodb:GetItem'], Resource: '*' };
    const policy = (document: unknown) =>
      at('aws:iam/rolePolicy:RolePolicy', 'p', { inputs: { policy: document }, dependsOn: [role.urn] });
    const object = policy({ Version: '2012-10-17', Statement: [statement] });
    expect(grantedServiceWide(fn, table, [role, fn, table, object])).toBe(true);
    const text = policy(JSON.stringify({ Version: '2012-10-17', Statement: statement }));
    expect(grantedServiceWide(fn, table, [role, fn, table, text])).toBe(true);
    const denied = policy({ Statement: [{ ...statement, Effect: 'Deny' }] });
    expect(grantedServiceWide(fn, table, [role, fn, table, denied])).toBe(false);
  });

  it('grants an identity itself through its policy, and nothing to a workload that only takes the thing', () => {
    const role = at('aws:iam/role:Role', 'firehose-role');
    const stream = at('aws:kinesis/stream:Stream', 'clicks');
    const policy = at('aws:iam/rolePolicy:RolePolicy', 'p', {
      inputs: {
        policy: JSON.stringify({
          Statement: [{ Effect: 'Allow', Action: 'kinesis:GetRecords', Resource: stream.urn }],
        }),
      },
      dependsOn: [role.urn, stream.urn],
    });
    expect(granted(role, stream, [role, stream, policy])).toBe(true);
    expect(granted(role, stream, [role, stream])).toBe(false);
    // A function taking the stream's name grants it nothing.
    const fn = at('aws:lambda/function:Function', 'fn', { dependsOn: [stream.urn] });
    expect(granted(fn, stream, [fn, stream])).toBe(false);
    // Nor does a function running as the role grant the role anything on the function.
    const runner = at('aws:lambda/function:Function', 'runner', { dependsOn: [role.urn] });
    expect(granted(role, runner, [role, runner])).toBe(false);
  });
});
