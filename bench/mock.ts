/**
 * `npm run bench -- mock`: wall time of one mock run (fresh Node child, @pulumi/pulumi mocks, schema checks)
 * of a 10-resource AWS program. Target: ≤ 3 s on the 2-core dev machine.
 */
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import { packageRoot } from '../src/shared/paths.js';
import { extractProvider } from '../src/snapshot/extract-provider.js';
import { openSnapshot } from '../src/snapshot/open-snapshot.js';
import type { Snapshot, SnapshotRecord } from '../src/snapshot/types.js';
import { runMockCheck } from '../src/verify/mock/mock-rung.js';

const PROGRAM = `import * as pulumi from '@pulumi/pulumi';
import * as aws from '@pulumi/aws';

const config = new pulumi.Config();
const env = config.get('env') ?? 'dev';
const vpc = new aws.ec2.Vpc('main', { cidrBlock: '10.0.0.0/16', enableDnsHostnames: true, tags: { env } });
const zones = aws.getAvailabilityZones({ state: 'available' });
const subnet = new aws.ec2.Subnet('public', {
  vpcId: vpc.id,
  cidrBlock: '10.0.1.0/24',
  availabilityZone: zones.then((z) => z.names[0]),
  mapPublicIpOnLaunch: true,
});
const gateway = new aws.ec2.InternetGateway('gateway', { vpcId: vpc.id });
const routes = new aws.ec2.RouteTable('public', {
  vpcId: vpc.id,
  routes: [{ cidrBlock: '0.0.0.0/0', gatewayId: gateway.id }],
});
new aws.ec2.RouteTableAssociation('public', { subnetId: subnet.id, routeTableId: routes.id });
const web = new aws.ec2.SecurityGroup('web', {
  vpcId: vpc.id,
  ingress: [{ protocol: 'tcp', fromPort: 80, toPort: 80, cidrBlocks: ['0.0.0.0/0'] }],
  egress: [{ protocol: '-1', fromPort: 0, toPort: 0, cidrBlocks: ['0.0.0.0/0'] }],
});
const ami = aws.ec2.getAmiOutput({
  mostRecent: true,
  owners: ['amazon'],
  filters: [{ name: 'name', values: ['al2023-ami-*-x86_64'] }],
});
const server = new aws.ec2.Instance('web', {
  ami: ami.id,
  instanceType: 't3.micro',
  subnetId: subnet.id,
  vpcSecurityGroupIds: [web.id],
  tags: { Name: 'web', env },
});
const bucket = new aws.s3.Bucket('assets', { forceDestroy: true });
new aws.s3.BucketVersioning('assets', { bucket: bucket.id, versioningConfiguration: { status: 'Enabled' } });
new aws.s3.BucketPublicAccessBlock('assets', { bucket: bucket.id, blockPublicAcls: true, blockPublicPolicy: true });

export const publicIp = server.publicIp;
export const bucketName = bucket.bucket;
`;

function awsSnapshot(root: string): { readonly snapshot: Snapshot; readonly source: string } {
  const bundled = join(root, 'registry-snapshot');
  if (existsSync(join(bundled, 'manifest.json'))) {
    try {
      const snapshot = openSnapshot(bundled);
      const probe = snapshot.get('aws.ec2.Instance');
      if (probe !== undefined && probe.outputs.length > 0) {
        return { snapshot, source: 'registry-snapshot/' };
      }
    } catch (error: unknown) {
      console.log(`registry-snapshot/ unusable (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  const extracted = extractProvider({
    name: 'aws',
    packageName: '@pulumi/aws',
    version: '7.48.0',
    dir: join(root, 'node_modules', '@pulumi', 'aws'),
  });
  const byKey = new Map<string, SnapshotRecord>();
  for (const record of extracted.records) {
    byKey.set(record.token, record).set(record.tsName, record);
  }
  const types = new Map(extracted.types.map((type) => [type.name, type]));
  const snapshot: Snapshot = {
    dir: '<memory>',
    manifest: {
      formatVersion: 1,
      pulumiVersion: '3.270.0',
      providers: {
        aws: { package: '@pulumi/aws', version: '7.48.0', resources: 0, functions: 0, types: 0, files: [] },
      },
      checksums: {},
    },
    providers: ['aws'],
    get: (key) => byKey.get(key),
    list: () => extracted.records,
    nestedType: (provider, name) => (provider === 'aws' ? types.get(name) : undefined),
    shard: () => ({ provider: 'aws', records: extracted.records, types }),
    readDataFile: () => Buffer.alloc(0),
  };
  return { snapshot, source: 'extracted from node_modules/@pulumi/aws (no bundled snapshot yet)' };
}

export async function run(): Promise<void> {
  const root = packageRoot();
  const { snapshot, source } = awsSnapshot(root);
  const projectDir = mkdtempSync(join(tmpdir(), 'pulumi-gen-bench-mock-'));
  writeFileSync(join(projectDir, 'Pulumi.yaml'), 'name: bench\nruntime: nodejs\n');
  symlinkSync(join(root, 'node_modules'), join(projectDir, 'node_modules'), 'dir');
  try {
    const program = new Map([['index.ts', PROGRAM]]);
    const times: number[] = [];
    let resources = 0;
    let findings = 0;
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      const report = await runMockCheck({ snapshot, nodePath: process.execPath }, program, {
        projectDir,
        config: { env: 'bench', 'aws:region': 'us-east-1' },
      });
      times.push(performance.now() - started);
      resources = report.resources.filter((resource) => resource.kind === 'resource').length;
      findings = report.findings.length;
      if (findings > 0) {
        console.log(report.findings.map((finding) => `  finding: ${finding.message}`).join('\n'));
      }
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`snapshot: ${source}`);
    console.log(`program: ${resources} resources, ${findings} findings`);
    console.log(`mock run wall time: ${times.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}`);
    console.log(
      `median ${((sorted[1] ?? 0) / 1000).toFixed(2)} s (target ≤ 3 s; the first run also loads the aws shard)`,
    );
    console.log(
      `load average while measuring: ${loadavg()[0]?.toFixed(2)} on ${availableParallelism()} cores`,
    );
  } finally {
    rmSync(projectDir, { recursive: true, force: true });
  }
}
