import { describe, expect, it } from 'vitest';
import {
  builtAround,
  examplePopularity,
  importAlias,
  isComponentRecord,
  madeResources,
  moduleName,
  recordName,
  replacementName,
  takenResources,
  tsNameOf,
} from '../../src/snapshot/record-facts.js';
import type { SnapshotRecord } from '../../src/snapshot/types.js';

function record(tsName: string, extra: Partial<SnapshotRecord> = {}): SnapshotRecord {
  return {
    token: `t:${tsName}`,
    kind: 'resource',
    provider: tsName.split('.')[0]!,
    module: 'm',
    tsName,
    summary: '',
    inputs: [],
    outputs: [],
    examples: [],
    ...extra,
  };
}

describe('names', () => {
  it('writes TS names as a program does, with the import alias of the provider', () => {
    expect(importAlias('azure-native')).toBe('azure_native');
    expect(tsNameOf('aws', 's3', 'Bucket')).toBe('aws.s3.Bucket');
    expect(tsNameOf('random', 'index', 'RandomPet')).toBe('random.RandomPet');
    expect(tsNameOf('azure-native', 'storage', 'StorageAccount')).toBe('azure_native.storage.StorageAccount');
    expect(recordName(record('aws.s3.BucketV2'))).toBe('BucketV2');
    expect(recordName({ tsName: 'plain' })).toBe('plain');
    expect(moduleName(record('aws.ec2.Subnet'))).toBe('ec2.Subnet');
    expect(builtAround('awsx.ecs.FargateService', 'aws.ecs.Service')).toBe(true);
    expect(builtAround('awsx.ec2.Vpc', 'aws.ec2.Subnet')).toBe(false);
  });
});

describe('replacementName', () => {
  it("reads the resource a deprecated record's message names as its replacement", () => {
    const deprecated = (provider: string, message: string) =>
      replacementName({ provider, deprecated: message });
    expect(
      deprecated(
        'cloudflare',
        'cloudflare.index/record.Record has been deprecated in favor of cloudflare.index/dnsrecord.DnsRecord',
      ),
    ).toBe('cloudflare.DnsRecord');
    expect(deprecated('aws', 's3.BucketV2 has been deprecated in favor of s3.Bucket')).toBe('aws.s3.Bucket');
    expect(
      deprecated(
        'aws',
        'aws.lambda/microvmsimage.MicrovmsImage has been deprecated in favor of aws.lambdamicrovms/image.Image',
      ),
    ).toBe('aws.lambdamicrovms.Image');
    expect(deprecated('aws', 'This resource is deprecated and will be removed.')).toBeUndefined();
    expect(replacementName({ provider: 'aws' })).toBeUndefined();
  });
});

describe('examplePopularity', () => {
  it('counts how many other records’ examples use each record, log-scaled to [0, 1]', () => {
    const vpc = record('aws.ec2.Vpc');
    const deployment = record('kubernetes.apps.v1.Deployment', { provider: 'kubernetes' });
    const users = ['A', 'B', 'C'].map((name) =>
      record(`aws.x.${name}`, {
        examples: [
          {
            heading: 'Example',
            code: `const v = new aws.ec2.Vpc("v"); new aws.ec2.Vpc("w"); new k8s.apps.v1.Deployment("d", {});`,
          },
        ],
      }),
    );
    const selfUse = record('aws.s3.Bucket', { examples: [{ heading: 'E', code: 'new aws.s3.Bucket("b")' }] });
    const popularity = examplePopularity([vpc, deployment, selfUse, ...users]);
    expect(popularity.get(vpc.token)).toBe(1);
    expect(popularity.get(deployment.token)).toBe(1);
    expect(popularity.has(selfUse.token)).toBe(false);
  });
});

describe('component facts', () => {
  const vpc = record('awsx.ec2.Vpc', {
    provider: 'awsx',
    outputs: [
      { name: 'subnets', type: 'pulumi.Output<pulumiAws.ec2.Subnet[]>' },
      { name: 'vpc', type: 'pulumi.Output<pulumiAws.ec2.Vpc>' },
      { name: 'natGateways', type: 'pulumi.Output<pulumiAws.ec2.NatGateway[]>' },
      { name: 'extra', type: 'pulumi.Output<outputs.ec2.SubnetSpec[]>' },
    ],
  });

  it('reads the resources a component makes from its output types', () => {
    expect(madeResources(vpc)).toEqual(['ec2.NatGateway', 'ec2.Subnet', 'ec2.Vpc']);
    expect(madeResources(vpc)).toBe(madeResources(vpc));
    expect(isComponentRecord(vpc)).toBe(true);
    expect(isComponentRecord(record('aws.s3.Bucket'))).toBe(false);
  });

  it('reads the resources it takes from its inputs and nested types, less those it makes', () => {
    const api = record('awsapigateway.RestAPI', {
      inputs: [
        {
          name: 'routes',
          type: 'pulumi.Input<inputs.RouteArgs[]>',
          required: false,
          doc: '',
          typeRefs: ['inputs.RouteArgs'],
        },
        { name: 'vpc', type: 'pulumi.Input<pulumiAws.ec2.Vpc>', required: false, doc: '' },
      ],
      outputs: [{ name: 'vpc', type: 'pulumi.Output<pulumiAws.ec2.Vpc>' }],
    });
    const types = new Map([
      [
        'inputs.RouteArgs',
        {
          name: 'inputs.RouteArgs',
          provider: 'awsapigateway',
          fields: [
            {
              name: 'eventHandler',
              type: 'pulumi.Input<pulumiAws.lambda.Function>',
              required: false,
              doc: '',
            },
            {
              name: 'again',
              type: 'inputs.RouteArgs',
              required: false,
              doc: '',
              typeRefs: ['inputs.RouteArgs'],
            },
          ],
        },
      ],
    ]);
    expect(takenResources(api, types)).toEqual(['lambda.Function']);
  });
});
