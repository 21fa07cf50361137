/**
 * `npm run bench -- mock`: wall time and peak memory of one mock run (fresh Node child, @pulumi/pulumi mocks,
 * schema checks) of a 10-resource AWS program, inside the OS sandbox and unsandboxed, side by side.
 * Targets: ≤ 3 s, and the sandbox ≤ 1.3× the unsandboxed time, on the 2-core dev machine.
 */
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import { packageRoot } from '../src/shared/paths.js';
import { extractProvider } from '../src/snapshot/extract-provider.js';
import { openSnapshot } from '../src/snapshot/open-snapshot.js';
import type { Snapshot, SnapshotRecord } from '../src/snapshot/types.js';
import { createProcessRunner } from '../src/sandbox/process-runner.js';
import { detectResourceLimiter } from '../src/sandbox/resource-limits.js';
import { runLimited } from '../src/sandbox/run-limited.js';
import { selectSandbox } from '../src/sandbox/select-sandbox.js';
import type { Sandbox } from '../src/sandbox/types.js';
import { runMockCheck, type MockRunDeps } from '../src/verify/mock/mock-rung.js';
import type { ProgramFiles } from '../src/verify/types.js';

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

interface Measured {
  readonly label: string;
  readonly times: number[];
  readonly peaks: number[];
  resources: number;
  findings: number;
}

const RUNS = 5;

/** One run of the program, its time and peak memory added to the row. */
async function measureOnce(
  row: Measured,
  deps: MockRunDeps,
  program: ProgramFiles,
  projectDir: string,
): Promise<void> {
  const started = performance.now();
  const report = await runMockCheck(deps, program, {
    projectDir,
    config: { env: 'bench', 'aws:region': 'us-east-1' },
  });
  row.times.push(performance.now() - started);
  if (report.peakMemoryBytes !== undefined) row.peaks.push(report.peakMemoryBytes);
  row.resources = report.resources.filter((resource) => resource.kind === 'resource').length;
  row.findings = report.findings.length;
  for (const finding of report.findings) console.log(`  ${row.label} finding: ${finding.message}`);
}

const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mib = (bytes: number): string => `${Math.round(bytes / 1024 ** 2)} MiB`;

/**
 * The unsandboxed run (what `--sandbox none` does: a plain child with the explicit environment) but inside
 * the same cgroup limiter, so its peak memory is measured the same way as the sandboxed run's.
 */
function measuredUnsandboxed(): Sandbox {
  const tools = { runner: createProcessRunner(), limiter: detectResourceLimiter(), launcher: [] };
  return {
    kind: 'none',
    description: `unsandboxed (${tools.limiter.method})`,
    run: (request) =>
      runLimited(tools, request, [
        '/usr/bin/env',
        '-i',
        '-C',
        request.cwd,
        ...Object.entries(request.env).map(([key, value]) => `${key}=${value}`),
        request.command,
        ...request.args,
      ]),
  };
}

/** The same program in the OS sandbox (`auto`: bubblewrap here) and unsandboxed, side by side. */
export async function run(): Promise<void> {
  const root = packageRoot();
  const { snapshot, source } = awsSnapshot(root);
  const projectDir = mkdtempSync(join(tmpdir(), 'pulumi-gen-bench-mock-'));
  writeFileSync(join(projectDir, 'Pulumi.yaml'), 'name: bench\nruntime: nodejs\n');
  symlinkSync(join(root, 'node_modules'), join(projectDir, 'node_modules'), 'dir');
  const identity = { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 };
  const pathEnv = process.env['PATH'] ?? '';
  try {
    const sandboxed = await selectSandbox('auto', { pathEnv, identity });
    if (sandboxed.kind !== 'ready') {
      throw new Error(sandboxed.reason);
    }
    const unsandboxed = { kind: 'ready' as const, sandbox: measuredUnsandboxed() };
    const program = new Map([['index.ts', PROGRAM]]);
    const base = { snapshot, nodePath: process.execPath };
    const inside: Measured = {
      label: sandboxed.sandbox.description,
      times: [],
      peaks: [],
      resources: 0,
      findings: 0,
    };
    const outside: Measured = {
      label: unsandboxed.sandbox.description,
      times: [],
      peaks: [],
      resources: 0,
      findings: 0,
    };
    // Interleaved, so a change of machine load hits both rows alike.
    for (let i = 0; i < RUNS; i += 1) {
      await measureOnce(inside, { ...base, sandbox: sandboxed }, program, projectDir);
      await measureOnce(outside, { ...base, sandbox: unsandboxed }, program, projectDir);
    }
    console.log(`snapshot: ${source}`);
    console.log(
      `program: ${inside.resources} resources, ${inside.findings} findings (sandboxed), ${outside.findings} (unsandboxed)`,
    );
    for (const row of [outside, inside]) {
      console.log(
        `${row.label.padEnd(22)} wall ${row.times.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}; ` +
          `median ${(median(row.times) / 1000).toFixed(2)} s` +
          (row.peaks.length > 0 ? `; peak memory ${mib(Math.max(...row.peaks))} (cgroup)` : ''),
      );
    }
    console.log(
      `sandboxed / unsandboxed median: ${(median(inside.times) / median(outside.times)).toFixed(2)}x (target <= 1.3x)`,
    );
    console.log(
      `load average while measuring: ${loadavg()[0]?.toFixed(2)} on ${availableParallelism()} cores`,
    );
  } finally {
    rmSync(projectDir, { recursive: true, force: true });
  }
}
