import { describe, expect, it } from 'vitest';
import { planSteps, tokenTsName } from '../../src/plan/plan-steps.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';

describe('resource names in the plan', () => {
  it('are written as a program writes them, for every provider', () => {
    expect(tokenTsName('aws:ec2/securityGroup:SecurityGroup')).toBe('aws.ec2.SecurityGroup');
    expect(tokenTsName('kubernetes:apps/v1:Deployment')).toBe('kubernetes.apps.v1.Deployment');
    expect(tokenTsName('azure-native:storage:StorageAccount')).toBe('azure_native.storage.StorageAccount');
    expect(tokenTsName('random:index/randomPassword:RandomPassword')).toBe('random.RandomPassword');
  });
});

describe('the plan as prompt steps', () => {
  it('declares each component with its values, then the wiring and the configuration', () => {
    const steps = planSteps({
      components: [
        {
          id: 'subnet',
          token: 'aws:ec2/subnet:Subnet',
          role: 'two subnets',
          origin: 'request',
          count: 2,
          values: [{ input: 'cidrBlock', value: '10.0.1.0/24', text: '10.0.1.0/24' }],
          alternatives: [],
        },
        {
          id: 'vpc',
          token: 'aws:ec2/vpc:Vpc',
          role: 'vpc for the subnet',
          origin: 'plumbing',
          count: 1,
          values: [],
          alternatives: [],
        },
      ],
      relations: [{ from: 'subnet', to: 'vpc', via: 'vpcId', text: '' }],
      config: [{ key: 'dbPassword', secret: true, values: [], text: 'password' }],
      source: 'offline',
      notes: [],
    });
    expect(steps).toEqual([
      'Declare 2 × `aws.ec2.Subnet` "subnet" for two subnets with cidrBlock = "10.0.1.0/24".',
      'Declare `aws.ec2.Vpc` "vpc" for vpc for the subnet (needed by another component).',
      "Set subnet's `vpcId` from vpc.",
      'Read config `dbPassword` as a secret (`config.requireSecret`).',
    ]);
  });
});

describe('steps checked against the schemas', () => {
  const snapshot = openSnapshot(defaultSnapshotDir());

  it('never name an input the resource lacks, and carry config defaults', () => {
    const steps = planSteps(
      {
        components: [
          {
            id: 'app',
            token: 'aws:lambda/function:Function',
            role: 'the function',
            origin: 'request',
            count: 1,
            values: [],
            alternatives: [],
          },
          {
            id: 'role',
            token: 'aws:iam/role:Role',
            role: 'its role',
            origin: 'plumbing',
            count: 1,
            values: [],
            alternatives: [],
          },
          {
            id: 'queue',
            token: 'aws:sqs/queue:Queue',
            role: 'the queue',
            origin: 'request',
            count: 1,
            values: [],
            alternatives: [],
          },
        ],
        relations: [
          { from: 'app', to: 'role', via: 'role', text: '' },
          { from: 'app', to: 'queue', via: 'reference', text: 'reads the queue' },
          { from: 'app', to: 'queue', text: 'reads the queue' },
        ],
        config: [{ key: 'detailType', secret: false, values: [], default: 'OrderCreated', text: '' }],
        source: 'model',
        notes: [],
      },
      snapshot,
    );
    expect(steps.slice(3)).toEqual([
      "Set app's `role` from role.",
      'Connect app to queue (reads the queue), through whichever input of app takes it.',
      'Connect app to queue (reads the queue), through whichever input of app takes it.',
      'Read config `detailType`, default "OrderCreated".',
    ]);
  });
});

describe('stated values in the steps', () => {
  const snapshot = openSnapshot(defaultSnapshotDir());

  it('writes a list input as a list and a scalar input as a scalar', () => {
    const steps = planSteps(
      {
        components: [
          {
            id: 'sg',
            token: 'aws:ec2/securityGroup:SecurityGroup',
            role: 'SSH from two ranges',
            origin: 'request',
            count: 1,
            values: [
              { input: 'ingress.fromPort', value: 22, text: 'SSH' },
              { input: 'ingress.cidrBlocks', value: '203.0.113.0/24', text: 'from 203.0.113.0/24' },
              { input: 'ingress.cidrBlocks', value: '198.51.100.0/24', text: 'and 198.51.100.0/24' },
            ],
            alternatives: [],
          },
        ],
        relations: [],
        config: [],
        source: 'model',
        notes: [],
      },
      snapshot,
    );
    expect(steps[0]).toBe(
      'Declare `aws.ec2.SecurityGroup` "sg" for SSH from two ranges with ingress.fromPort = 22, ingress.cidrBlocks = ["203.0.113.0/24", "198.51.100.0/24"].',
    );
  });
});
