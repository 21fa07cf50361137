import { describe, expect, it } from 'vitest';

import { serviceOf, uncalledServiceResources } from '../../src/eval/uncalled-services.js';
import type { RegisteredResource } from '../../src/verify/types.js';

function resource(
  token: string,
  name: string,
  dependsOn: string[] = [],
  parent?: string,
): RegisteredResource {
  return {
    token,
    name,
    kind: 'resource',
    urn: `urn:${name}`,
    inputs: {},
    dependsOn,
    ...(parent !== undefined ? { parent } : {}),
  };
}

const FUNCTION = 'aws:lambda/function:Function';
const TOPIC = 'aws:sns/topic:Topic';

const tokens = (resources: readonly RegisteredResource[]) => resources.map((r) => r.token);

describe('serviceOf', () => {
  it('is the provider and module of a token', () => {
    expect(serviceOf('aws:connect/phoneNumber:PhoneNumber')).toBe('aws:connect');
    expect(serviceOf('kubernetes:core/v1:Namespace')).toBe('kubernetes:core');
  });
});

describe('uncalledServiceResources', () => {
  it('admits the called-for services and the plumbing their inputs take, transitively', () => {
    const policy = resource('aws:iam/policy:Policy', 'policy');
    const role = resource('aws:iam/role:Role', 'role', ['urn:policy']);
    const attachment = resource('aws:iam/rolePolicyAttachment:RolePolicyAttachment', 'attach', ['urn:role']);
    const key = resource('aws:kms/key:Key', 'key');
    const alias = resource('aws:kms/alias:Alias', 'alias', ['urn:key']);
    const fn = resource(FUNCTION, 'fn', ['urn:role', 'urn:key']);
    const unwired = resource('aws:lambda/permission:Permission', 'perm');
    expect(uncalledServiceResources([FUNCTION], [attachment, alias, fn, role, policy, key, unwired])).toEqual(
      [],
    );
  });

  it('flags a resource of another service that nothing called for takes, however it is wired', () => {
    const topic = resource(TOPIC, 'topic');
    const phone = resource('aws:connect/phoneNumber:PhoneNumber', 'phone', ['urn:topic']);
    const instance = resource('aws:connect/instance:Instance', 'instance', [], 'urn:phone');
    const bucket = resource('aws:s3/bucket:Bucket', 'bucket');
    expect(tokens(uncalledServiceResources([TOPIC], [topic, phone, instance, bucket]))).toEqual([
      'aws:connect/phoneNumber:PhoneNumber',
      'aws:connect/instance:Instance',
      'aws:s3/bucket:Bucket',
    ]);
  });

  it('admits a child of plumbing in its service, but not a resource of another service that takes plumbing', () => {
    const role = resource('aws:iam/role:Role', 'role');
    const inline = resource('aws:iam/rolePolicy:RolePolicy', 'inline', [], 'urn:role');
    const group = resource('aws:cloudwatch/logGroup:LogGroup', 'logs', ['urn:role']);
    const fn = resource(FUNCTION, 'fn', ['urn:role']);
    expect(tokens(uncalledServiceResources([FUNCTION], [fn, role, inline, group]))).toEqual([
      'aws:cloudwatch/logGroup:LogGroup',
    ]);
  });
});
