import { describe, expect, it } from 'vitest';

import { resourcesFor } from '../../../src/verify/intent/bind-components.js';
import { registrationOrigins } from '../../../src/verify/mock/registration-origin.js';
import type { RunCall, RunRegistration } from '../../../src/verify/mock/run-result.js';
import type { RegisteredResource } from '../../../src/verify/types.js';

const STACK = 'urn:pulumi:dev::p::pulumi:pulumi:Stack::p-dev';

function registration(type: string, name: string, more: Partial<RunRegistration> = {}): RunRegistration {
  return {
    type,
    name,
    custom: true,
    urn: `urn:pulumi:dev::p::${type}::${name}`,
    parent: STACK,
    inputs: {},
    dependencies: [],
    propertyDependencies: {},
    read: false,
    ...more,
  };
}

function constructed(token: string, name: string): RunCall {
  return {
    kind: 'resource',
    package: '@pulumi/kubernetes',
    path: 'helm.v3.Chart',
    token,
    name,
    argKeys: [],
    stack: '',
  };
}

describe('what a registration deploys', () => {
  it('tells creates, reads, remote components and components the program registered itself apart', () => {
    const chart = registration('kubernetes:helm.sh/v3:Chart', 'nginx', { custom: false });
    const origins = registrationOrigins({
      registrations: [
        registration('aws:s3/bucket:Bucket', 'site'),
        registration('aws:s3/bucket:Bucket', 'old', { read: true }),
        registration('awsx:ec2:Vpc', 'net', { custom: false, remote: true }),
        registration('aws:s3/bucket:Bucket', 'spoof', { custom: false }),
        registration('my:index:Site', 'mine', { custom: false }),
        chart,
        registration('kubernetes:helm.sh/v3:Chart', 'inner', { custom: false, parent: chart.urn }),
        registration('aws:s3/bucket:Bucket', 'under-a-bucket', {
          custom: false,
          parent: 'urn:pulumi:dev::p::aws:s3/bucket:Bucket::site',
        }),
      ],
      calls: [constructed('kubernetes:helm.sh/v3:Chart', 'nginx')],
    });
    expect(
      Object.fromEntries([...origins].map(([urn, origin]) => [urn.split('::').slice(-2).join(' '), origin])),
    ).toEqual({
      'aws:s3/bucket:Bucket site': 'deployed',
      'aws:s3/bucket:Bucket old': 'read',
      'awsx:ec2:Vpc net': 'deployed',
      'aws:s3/bucket:Bucket spoof': 'component',
      'my:index:Site mine': 'component',
      'kubernetes:helm.sh/v3:Chart nginx': 'deployed',
      'kubernetes:helm.sh/v3:Chart inner': 'deployed',
      'aws:s3/bucket:Bucket under-a-bucket': 'component',
    });
  });

  it('never lets a read or a self-registered component stand for a planned resource', () => {
    const bucket = (name: string, more: Partial<RegisteredResource> = {}): RegisteredResource => ({
      token: 'aws:s3/bucket:Bucket',
      name,
      kind: 'resource',
      inputs: {},
      dependsOn: [],
      ...more,
    });
    const planned = {
      id: 'site',
      role: 'site',
      token: 'aws:s3/bucket:Bucket',
      origin: 'request' as const,
      count: 1,
      values: [],
      alternatives: [],
    };
    expect(
      resourcesFor(planned, [
        bucket('old', { registeredAs: 'read' }),
        bucket('spoof', { registeredAs: 'component' }),
      ]),
    ).toEqual([]);
    expect(
      resourcesFor(planned, [bucket('old', { registeredAs: 'read' }), bucket('new')]).map((r) => r.name),
    ).toEqual(['new']);
  });
});
