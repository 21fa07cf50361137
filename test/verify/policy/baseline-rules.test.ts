import { describe, expect, it } from 'vitest';

import type { RegisteredResource } from '../../../src/verify/types.js';
import { afterMock, baselineRung, registered, urnOf } from './support.js';

/** The baseline through the rung, as the ladder runs it: the violations' policy names and levels. */
async function violations(resources: readonly RegisteredResource[]): Promise<string[]> {
  const rung = baselineRung();
  const check = await rung.check(new Map(), { projectDir: '.', config: {} }, afterMock(resources));
  if (check.kind === 'skipped') throw new Error(check.reason);
  return (check.details?.policy?.violations ?? []).map((v) => `${v.policyName}:${v.enforcementLevel}`);
}

const OPEN_SSH = { protocol: 'tcp', fromPort: 22, toPort: 22, cidrBlocks: ['0.0.0.0/0'] };

const CASES: readonly {
  readonly rule: string;
  readonly bad: RegisteredResource[];
  readonly good: RegisteredResource[];
}[] = [
  {
    rule: 'aws-s3-no-public-acl:mandatory',
    bad: [registered('aws:s3/bucketAclV2:BucketAclV2', 'acl', { bucket: 'b', acl: 'public-read' })],
    good: [registered('aws:s3/bucketAclV2:BucketAclV2', 'acl', { bucket: 'b', acl: 'private' })],
  },
  {
    rule: 'aws-s3-public-access-block:mandatory',
    bad: [
      registered('aws:s3/bucketPublicAccessBlock:BucketPublicAccessBlock', 'pab', {
        bucket: 'b',
        blockPublicAcls: false,
        blockPublicPolicy: true,
        ignorePublicAcls: true,
        restrictPublicBuckets: true,
      }),
    ],
    good: [
      registered('aws:s3/bucketPublicAccessBlock:BucketPublicAccessBlock', 'pab', {
        bucket: 'b',
        blockPublicAcls: true,
        blockPublicPolicy: true,
        ignorePublicAcls: true,
        restrictPublicBuckets: true,
      }),
    ],
  },
  {
    rule: 'aws-no-world-open-admin-ports:mandatory',
    bad: [
      registered('aws:ec2/securityGroup:SecurityGroup', 'sg', { ingress: [OPEN_SSH] }),
      registered('aws:vpc/securityGroupIngressRule:SecurityGroupIngressRule', 'pg', {
        securityGroupId: 'sg-1',
        ipProtocol: 'tcp',
        fromPort: 5000,
        toPort: 6000,
        cidrIpv6: '::/0',
      }),
    ],
    good: [
      registered('aws:ec2/securityGroup:SecurityGroup', 'sg', {
        ingress: [
          { protocol: 'tcp', fromPort: 443, toPort: 443, cidrBlocks: ['0.0.0.0/0'] },
          { protocol: 'tcp', fromPort: 22, toPort: 22, cidrBlocks: ['10.0.0.0/16'] },
          { protocol: 'icmp', fromPort: -1, toPort: -1, cidrBlocks: ['0.0.0.0/0'] },
        ],
      }),
    ],
  },
  {
    rule: 'aws-rds-storage-encrypted:mandatory',
    bad: [
      registered('aws:rds/instance:Instance', 'db', { engine: 'postgres', instanceClass: 'db.t4g.micro' }),
    ],
    good: [
      registered('aws:rds/instance:Instance', 'db', { engine: 'postgres', storageEncrypted: true }),
      registered('aws:rds/instance:Instance', 'member', {
        engine: 'aurora-postgresql',
        dbClusterIdentifier: 'c',
      }),
    ],
  },
  {
    rule: 'aws-rds-not-publicly-accessible:mandatory',
    bad: [
      registered('aws:redshift/cluster:Cluster', 'dw', { clusterIdentifier: 'dw', publiclyAccessible: true }),
      registered('aws:rds/clusterInstance:ClusterInstance', 'db-1', {
        clusterIdentifier: 'c',
        instanceClass: 'db.t3.large',
        engine: 'aurora-mysql',
        publiclyAccessible: true,
      }),
    ],
    good: [
      registered('aws:redshift/cluster:Cluster', 'dw', {
        clusterIdentifier: 'dw',
        publiclyAccessible: false,
      }),
    ],
  },
  {
    rule: 'aws-volume-encrypted:advisory',
    bad: [registered('aws:ebs/volume:Volume', 'data', { availabilityZone: 'us-east-1a', size: 10 })],
    good: [registered('aws:efs/fileSystem:FileSystem', 'fs', { encrypted: true })],
  },
  {
    rule: 'aws-load-balancer-access-logs:advisory',
    bad: [registered('aws:lb/loadBalancer:LoadBalancer', 'alb', { loadBalancerType: 'application' })],
    good: [
      registered('aws:lb/loadBalancer:LoadBalancer', 'alb', {
        accessLogs: { bucket: 'logs', enabled: true },
      }),
    ],
  },
  {
    rule: 'aws-s3-access-logging:advisory',
    bad: [registered('aws:s3/bucket:Bucket', 'site', {})],
    good: [
      registered('aws:s3/bucket:Bucket', 'site', {}),
      registered('aws:s3/bucket:Bucket', 'logs', {}),
      // As the mock run records `bucket: site.id`: the mock id, and the dependencies on both buckets.
      registered(
        'aws:s3/bucketLogging:BucketLogging',
        'site-logging',
        { bucket: 'site-id', targetBucket: 'logs-id', targetPrefix: 'site/' },
        [urnOf('aws:s3/bucket:Bucket', 'site'), urnOf('aws:s3/bucket:Bucket', 'logs')],
      ),
    ],
  },
  {
    rule: 'azure-storage-no-public-blobs:mandatory',
    bad: [
      registered('azure-native:storage:BlobContainer', 'c', {
        accountName: 'a',
        resourceGroupName: 'rg',
        publicAccess: 'Blob',
      }),
    ],
    good: [registered('azure-native:storage:StorageAccount', 'a', { allowBlobPublicAccess: false })],
  },
  {
    rule: 'azure-no-world-open-admin-ports:mandatory',
    bad: [
      registered('azure-native:network:NetworkSecurityGroup', 'nsg', {
        securityRules: [
          {
            name: 'rdp',
            direction: 'Inbound',
            access: 'Allow',
            protocol: 'Tcp',
            sourceAddressPrefix: '*',
            destinationPortRange: '3389',
          },
        ],
      }),
    ],
    good: [
      registered('azure-native:network:SecurityRule', 'https', {
        direction: 'Inbound',
        access: 'Allow',
        protocol: 'Tcp',
        sourceAddressPrefix: 'Internet',
        destinationPortRange: '443',
      }),
    ],
  },
  {
    rule: 'azure-database-firewall-not-world-open:mandatory',
    bad: [
      registered('azure-native:sql:FirewallRule', 'all', {
        startIpAddress: '0.0.0.0',
        endIpAddress: '255.255.255.255',
      }),
    ],
    good: [
      registered('azure-native:sql:FirewallRule', 'azure', {
        startIpAddress: '0.0.0.0',
        endIpAddress: '0.0.0.0',
      }),
    ],
  },
  {
    rule: 'gcp-storage-no-public-access:mandatory',
    bad: [
      registered('gcp:storage/bucketIAMBinding:BucketIAMBinding', 'read', {
        bucket: 'b',
        role: 'roles/storage.objectViewer',
        members: ['allUsers'],
      }),
    ],
    good: [
      registered('gcp:storage/bucketIAMMember:BucketIAMMember', 'read', {
        bucket: 'b',
        role: 'roles/storage.objectViewer',
        member: 'serviceAccount:app@p.iam.gserviceaccount.com',
      }),
    ],
  },
  {
    rule: 'gcp-no-world-open-admin-ports:mandatory',
    bad: [
      registered('gcp:compute/firewall:Firewall', 'fw', {
        network: 'default',
        sourceRanges: ['0.0.0.0/0'],
        allows: [{ protocol: 'tcp', ports: ['20-25'] }],
      }),
    ],
    good: [
      registered('gcp:compute/firewall:Firewall', 'fw', {
        network: 'default',
        sourceRanges: ['0.0.0.0/0'],
        allows: [{ protocol: 'tcp', ports: ['80', '443'] }],
      }),
    ],
  },
  {
    rule: 'gcp-sql-no-public-authorized-networks:mandatory',
    bad: [
      registered('gcp:sql/databaseInstance:DatabaseInstance', 'db', {
        databaseVersion: 'POSTGRES_15',
        settings: { tier: 'db-f1-micro', ipConfiguration: { authorizedNetworks: [{ value: '0.0.0.0/0' }] } },
      }),
    ],
    good: [
      registered('gcp:sql/databaseInstance:DatabaseInstance', 'db', {
        databaseVersion: 'POSTGRES_15',
        settings: { tier: 'db-f1-micro', ipConfiguration: { ipv4Enabled: false } },
      }),
    ],
  },
  {
    rule: 'kubernetes-no-privileged-containers:mandatory',
    bad: [
      registered('kubernetes:batch/v1:CronJob', 'job', {
        spec: {
          schedule: '* * * * *',
          jobTemplate: {
            spec: {
              template: {
                spec: {
                  containers: [
                    {
                      name: 'x',
                      image: 'busybox',
                      securityContext: { privileged: true },
                      resources: { limits: { cpu: '1', memory: '1Gi' } },
                    },
                  ],
                },
              },
            },
          },
        },
      }),
    ],
    good: [
      registered('kubernetes:core/v1:Pod', 'pod', {
        spec: {
          containers: [{ name: 'x', image: 'nginx', resources: { limits: { cpu: '1', memory: '1Gi' } } }],
        },
      }),
    ],
  },
  {
    rule: 'kubernetes-container-resource-limits:advisory',
    bad: [
      registered('kubernetes:apps/v1:Deployment', 'web', {
        spec: {
          template: {
            spec: { containers: [{ name: 'web', image: 'nginx', resources: { limits: { cpu: '1' } } }] },
          },
        },
      }),
    ],
    good: [
      registered('kubernetes:apps/v1:Deployment', 'web', {
        spec: {
          template: {
            spec: {
              containers: [
                { name: 'web', image: 'nginx', resources: { limits: { cpu: '1', memory: '128Mi' } } },
              ],
            },
          },
        },
      }),
    ],
  },
];

describe('the baseline pack, rule by rule', () => {
  for (const { rule, bad, good } of CASES) {
    it(`${rule}: reports the violating resources and passes the compliant ones`, async () => {
      const reported = await violations(bad);
      expect(reported.filter((r) => r === rule)).toHaveLength(bad.length);
      expect(await violations(good)).not.toContain(rule);
    });
  }

  it('raises nothing for what the cloud already guarantees: a plain S3 bucket with default encryption', async () => {
    const reported = await violations([
      registered('aws:s3/bucketV2:BucketV2', 'data', {}),
      registered('aws:s3/bucketLoggingV2:BucketLoggingV2', 'data-logs', {
        bucket: 'data',
        targetBucket: 'elsewhere',
        targetPrefix: 'data/',
      }),
      registered('aws:dynamodb/table:Table', 'table', {
        hashKey: 'id',
        attributes: [{ name: 'id', type: 'S' }],
      }),
    ]);
    expect(reported).toEqual([]);
  });
});
