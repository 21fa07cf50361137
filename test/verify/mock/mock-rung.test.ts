import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Snapshot } from '../../../src/snapshot/types.js';
import { createMockRung, runMockCheck, type MockRunDeps } from '../../../src/verify/mock/mock-rung.js';
import type { Finding, RungCheck } from '../../../src/verify/types.js';
import { requireSandbox } from '../../support/sandbox.js';
import { loadAwsSnapshot, makeProjectDir, programOf } from './support.js';

let snapshot: Snapshot;
let project: { readonly dir: string; dispose(): void };
let deps: MockRunDeps;

beforeAll(async () => {
  snapshot = loadAwsSnapshot();
  project = makeProjectDir();
  deps = { snapshot, nodePath: process.execPath, timeLimitMs: 30_000, sandbox: await requireSandbox() };
});

afterAll(() => project.dispose());

function findingsOf(check: RungCheck<'mock'>): readonly Finding[] {
  return check.kind === 'failed' ? check.findings : check.kind === 'passed' ? check.warnings : [];
}

async function check(code: string, config: Record<string, string> = {}): Promise<RungCheck<'mock'>> {
  return createMockRung(deps).check(programOf(code), { projectDir: project.dir, config });
}

const HEADER = `import * as pulumi from '@pulumi/pulumi';
import * as aws from '@pulumi/aws';
`;

describe('mock rung', () => {
  it('runs a valid program and reports its resources and dependency graph', async () => {
    const result = await check(
      `${HEADER}
const config = new pulumi.Config();
const bucket = new aws.s3.Bucket('site', { tags: { env: config.require('env') } });
new aws.s3.BucketVersioning('site-versioning', {
  bucket: bucket.id,
  versioningConfiguration: { status: 'Enabled' },
});
const azs = aws.getAvailabilityZones({ state: 'available' });
new aws.s3.BucketPolicy('site-policy', {
  bucket: bucket.id,
  policy: pulumi.jsonStringify({ Statement: [{ Effect: 'Allow', Principal: { AWS: 'arn:aws:iam::123456789012:root' }, Action: 's3:GetObject', Resource: pulumi.interpolate\`\${bucket.arn}/*\` }] }),
});
export const firstZone = azs.then((zones) => zones.names[0]);
export const bucketName = bucket.bucket;
`,
      { env: 'prod', 'aws:region': 'eu-west-1' },
    );
    expect(result.kind, JSON.stringify(findingsOf(result))).toBe('passed');
    if (result.kind !== 'passed') return;
    expect(result.warnings).toEqual([]);
    const resources = result.details?.resources ?? [];
    const bucket = resources.find((resource) => resource.name === 'site');
    expect(bucket).toMatchObject({
      token: 'aws:s3/bucket:Bucket',
      kind: 'resource',
      inputs: { tags: { env: 'prod' } },
    });
    expect(bucket?.parent).toBeUndefined();
    const versioning = resources.find((resource) => resource.name === 'site-versioning');
    expect(versioning?.dependsOn).toEqual([bucket?.urn]);
    expect(versioning?.inputs).toMatchObject({ versioningConfiguration: { status: 'Enabled' } });
    expect(resources.find((resource) => resource.name === 'site-policy')?.dependsOn).toEqual([bucket?.urn]);
    expect(
      resources.filter((resource) => resource.kind === 'function').map((resource) => resource.token),
    ).toEqual(['aws:index/getAvailabilityZones:getAvailabilityZones']);
    const mermaid = result.details?.mermaid ?? '';
    expect(mermaid.split('\n')[0]).toBe('graph LR');
    expect(mermaid).toContain('r0["aws.s3.Bucket<br/>site"]');
    expect(mermaid).toContain('r0 --> r1');
    expect(mermaid).toContain('r0 --> r2');
    expect(mermaid.match(/-->/g)).toHaveLength(2);
  });

  it('takes a resource itself as an input (a reference the SDK rehydrates) and records the dependency', async () => {
    const result = await check(
      `${HEADER}
const topic = new aws.sns.Topic('alerts');
new aws.sns.TopicSubscription('mail', { topic, protocol: 'email', endpoint: 'ops@example.org' });
`,
    );
    expect(findingsOf(result).filter((f) => f.severity === 'error')).toEqual([]);
    const resources = result.kind === 'skipped' ? [] : (result.details?.resources ?? []);
    const topic = resources.find((r) => r.token === 'aws:sns/topic:Topic');
    const subscription = resources.find((r) => r.token === 'aws:sns/topicSubscription:TopicSubscription');
    expect(subscription?.dependsOn).toContain(topic?.urn);
  });

  it('finds a missing required input of a nested type', async () => {
    const result = await check(`${HEADER}
const bucket = new aws.s3.Bucket('site');
const settings: any = { mfaDelete: 'Disabled' };
new aws.s3.BucketVersioning('site-versioning', { bucket: bucket.id, versioningConfiguration: settings });
`);
    expect(result.kind).toBe('failed');
    const missing = findingsOf(result).filter((finding) => finding.code === 'missing-input');
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatchObject({ severity: 'error', line: 6, file: 'index.ts' });
    expect(missing[0]?.message).toContain('versioningConfiguration.status');
    expect(missing[0]?.subjects).toEqual(
      expect.arrayContaining([
        'aws.s3.BucketVersioning',
        'inputs.s3.BucketVersioningVersioningConfiguration',
        'status',
      ]),
    );
  });

  it('finds a group of inputs one of which its docs say must be set, and none is', async () => {
    const policy = '{"Version":"2012-10-17","Statement":[]}';
    const none = await check(`${HEADER}
new aws.cloudwatch.LogResourcePolicy('logs', { policyDocument: '${policy}' });
`);
    expect(none.kind).toBe('failed');
    const oneOf = findingsOf(none).filter((finding) => finding.code === 'missing-one-of');
    expect(oneOf).toHaveLength(1);
    expect(oneOf[0]?.message).toMatch(/one of `policyName`, `resourceArn` must be set/);
    const named = await check(`${HEADER}
new aws.cloudwatch.LogResourcePolicy('logs', { policyName: 'logs', policyDocument: '${policy}' });
`);
    expect(named.kind, JSON.stringify(named)).toBe('passed');
  });

  it("says so when a missing input comes from a lookup's result, and does not fail the program for it", async () => {
    const result = await check(`${HEADER}
const vpc = aws.ec2.getVpcOutput({ default: true });
const association = vpc.cidrBlockAssociations.apply((list) => list.find((a) => a.cidrBlock === '10.1.0.0/16')?.associationId);
new aws.ec2.Subnet('a', { vpcId: association as pulumi.Output<string>, cidrBlock: '10.0.1.0/24' });
const orphan: any = undefined;
new aws.ec2.Subnet('b', { vpcId: orphan, cidrBlock: '10.0.2.0/24' });
`);
    const findings = findingsOf(result);
    const derived = findings.filter((finding) => finding.code === 'lookup-derived-input');
    expect(derived).toHaveLength(1);
    expect(derived[0]).toMatchObject({ severity: 'warning', line: 6, file: 'index.ts' });
    expect(derived[0]?.message).toContain('`vpcId` comes from the lookup `aws.ec2.getVpcOutput`');
    // The input the program really leaves out is still an error.
    const missing = findings.filter((finding) => finding.code === 'missing-input');
    expect(missing.map((finding) => finding.line)).toEqual([8]);
  });

  it("answers a lookup's list of objects with one element of its declared type (pulumi/examples aws-ts-organizations)", async () => {
    const result = await check(`${HEADER}
const organization = aws.organizations.getOrganization({});
const orgId = organization.then((o) => o.roots[0].id);
const policyTypes = organization.then((o) => o.roots[0].policyTypes.map((type) => type.status));
new aws.organizations.OrganizationalUnit('dev', { parentId: orgId });
export const statuses = policyTypes;
`);
    expect(result.kind, JSON.stringify(findingsOf(result))).toBe('passed');
    if (result.kind !== 'passed') return;
    const unit = (result.details?.resources ?? []).find((resource) => resource.name === 'dev');
    // The element's leaves are the run's stand-ins, which valid-value checks skip.
    expect(String(unit?.inputs['parentId'])).toMatch(/-roots-0-id$/);
  });

  it('fails policy documents AWS would reject: a queue policy with no principal, a role policy with one', async () => {
    const result = await check(`${HEADER}
const queue = new aws.sqs.Queue('jobs');
new aws.sqs.QueuePolicy('jobs-policy', { queueUrl: queue.url, policy: JSON.stringify({ Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: ['sqs:*'], Resource: '*' }] }) });
const role = new aws.iam.Role('worker', { assumeRolePolicy: JSON.stringify({ Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: 'sts:AssumeRole', Principal: { Service: 'lambda.amazonaws.com' } }] }) });
new aws.iam.RolePolicy('worker-policy', { role: role.id, policy: JSON.stringify({ Version: '2012-10-17', Statement: [{ Effect: 'Allow', Principal: '*', Action: 's3:GetObject', Resource: '*' }, { Effect: 'Allow', Action: 'sqs:SendMessage', Resource: '*' }] }) });
`);
    expect(result.kind).toBe('failed');
    const invalid = findingsOf(result).filter((finding) => finding.code === 'invalid-policy-document');
    expect(invalid.map((finding) => [finding.line, finding.message]).sort()).toEqual([
      [5, 'aws.sqs.QueuePolicy "jobs-policy": `policy` statement 1 has no `Principal`: AWS rejects it'],
      [
        7,
        'aws.iam.RolePolicy "worker-policy": `policy` statement 1 has a `Principal`, which an identity policy cannot have: AWS rejects it',
      ],
    ]);
  });

  it('finds a wrong valid value ("enabled" for "Enabled")', async () => {
    const result = await check(`${HEADER}
const bucket = new aws.s3.Bucket('site');
new aws.s3.BucketVersioning('site-versioning', {
  bucket: bucket.id,
  versioningConfiguration: { status: 'enabled' },
});
`);
    expect(result.kind).toBe('failed');
    const invalid = findingsOf(result);
    expect(invalid).toHaveLength(1);
    expect(invalid[0]).toMatchObject({ code: 'invalid-value', severity: 'error', line: 5 });
    expect(invalid[0]?.message).toContain('"enabled"');
    expect(invalid[0]?.message).toContain('use "Enabled"');
    expect(invalid[0]?.subjects).toEqual(expect.arrayContaining(['aws.s3.BucketVersioning', 'status']));
  });

  it('finds unknown inputs, top-level (dropped by the SDK) and nested', async () => {
    const result = await check(`${HEADER}
const bucket = new aws.s3.Bucket('site');
const args: any = { bucket: bucket.id, blockPublicAcl: true };
new aws.s3.BucketPublicAccessBlock('block', args);
const nested: any = { status: 'Enabled', mfa_delete: 'Disabled' };
new aws.s3.BucketVersioning('versioning', { bucket: bucket.id, versioningConfiguration: nested });
`);
    expect(result.kind).toBe('failed');
    const unknown = findingsOf(result).filter((finding) => finding.code === 'unknown-input');
    expect(unknown).toHaveLength(2);
    expect(unknown[0]?.message).toContain(
      '`blockPublicAcl` is not an input of aws.s3.BucketPublicAccessBlock',
    );
    expect(unknown[0]?.message).toContain('did you mean `blockPublicAcls`');
    expect(unknown[0]).toMatchObject({ line: 6 });
    expect(unknown[1]?.message).toContain('`versioningConfiguration.mfa_delete`');
    expect(unknown[1]?.message).toContain('`mfaDelete`');
  });

  it('warns about a deprecated resource and names its replacement', async () => {
    const result = await check(`${HEADER}
export const name = new aws.s3.BucketV2('legacy').bucket;
`);
    expect(result.kind).toBe('passed');
    const warnings = findingsOf(result);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ code: 'deprecated-resource', severity: 'warning', line: 4 });
    expect(warnings[0]?.message).toContain('in favor of s3.Bucket');
    expect(warnings[0]?.subjects).toEqual(['aws.s3.BucketV2', 'aws.s3.Bucket']);
  });

  it('warns about a deprecated input and checks function arguments', async () => {
    const result = await check(`${HEADER}
const bucket = new aws.s3.Bucket('site');
new aws.s3.BucketVersioning('v', {
  bucket: bucket.id,
  expectedBucketOwner: '123456789012',
  versioningConfiguration: { status: 'Enabled' },
});
const query: any = { mostRecent: true, owners: ['amazon'], filter: [{ name: 'name', values: ['al2023-*'] }] };
export const ami = aws.ec2.getAmi(query).then((image) => image.id);
`);
    expect(result.kind).toBe('failed');
    const findings = findingsOf(result);
    expect(findings.map((finding) => [finding.code, finding.severity, finding.line])).toEqual([
      ['deprecated-input', 'warning', 5],
      ['unknown-input', 'error', 11],
    ]);
    expect(findings[1]?.message).toBe(
      'aws.ec2.getAmi(): `filter` is not an input of aws.ec2.getAmi; did you mean `filters`, `allowUnsafeFilter`?',
    );
  });

  it('finds duplicate resource names', async () => {
    const result = await check(`${HEADER}
for (const suffix of ['a', 'b']) {
  new aws.s3.Bucket('logs', { tags: { suffix } });
}
`);
    expect(result.kind).toBe('failed');
    const duplicates = findingsOf(result).filter((finding) => finding.code === 'duplicate-name');
    expect(duplicates).toHaveLength(1);
    expect(duplicates[0]?.message).toContain('"logs"');
    expect(duplicates[0]).toMatchObject({ line: 5, subjects: ['aws.s3.Bucket'] });
  });

  it('reports a throw at top level with the program line', async () => {
    const result = await check(`${HEADER}
const bucket = new aws.s3.Bucket('site');
const names: string[] = [];
if (names.length === 0) {
  throw new Error('no bucket names configured');
}
export const id = bucket.id;
`);
    expect(result.kind).toBe('failed');
    const findings = findingsOf(result);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ code: 'program-error', line: 7, file: 'index.ts' });
    expect(findings[0]?.message).toContain('no bucket names configured');
  });

  it('reports a missing required top-level input the SDK throws for, with the schema subject', async () => {
    const result = await check(`${HEADER}
const args: any = {};
new aws.s3.BucketVersioning('v', args);
`);
    expect(result.kind).toBe('failed');
    const findings = findingsOf(result);
    expect(findings[0]).toMatchObject({ code: 'missing-input', line: 5 });
    expect(findings[0]?.subjects).toEqual(expect.arrayContaining(['aws.s3.BucketVersioning']));
  });

  it('runs applies as a preview does: not on computed outputs, only on known values', async () => {
    const result = await check(`${HEADER}
const bucket = new aws.s3.Bucket('site');
export const arn = bucket.arn.apply((value) => {
  throw new Error('ran on a made-up value: ' + value);
});
`);
    expect(result.kind, JSON.stringify(findingsOf(result))).toBe('passed');
  });

  it('reports an error thrown inside an apply', async () => {
    const result = await check(`${HEADER}
const bucket = new aws.s3.Bucket('site', { bucket: 'my-site' });
export const upper = bucket.bucket.apply((name) => {
  if (name.length > 0) {
    throw new RangeError('bucket name too long');
  }
  return name;
});
`);
    expect(result.kind).toBe('failed');
    const findings = findingsOf(result);
    expect(findings.length).toBeGreaterThan(0);
    expect(findings[0]?.message).toContain('bucket name too long');
    expect(findings[0]?.line).toBe(7);
  });

  it('reports an unhandled rejection with its line', async () => {
    const result = await check(`${HEADER}
new aws.s3.Bucket('site');
async function lookup(): Promise<string> {
  throw new Error('lookup failed');
}
void lookup();
`);
    expect(result.kind).toBe('failed');
    expect(findingsOf(result)).toEqual([
      expect.objectContaining({
        code: 'unhandled-rejection',
        line: 6,
        message: 'unhandled promise rejection: lookup failed',
      }),
    ]);
  });

  // Cut down from pulumi/pulumi-eks examples/aws-profile-role, where `cluster.getKubeconfig({ roleArn }).result`
  // feeds a Kubernetes provider: a resource's method is a Call the provider answers, not a program error.
  it("answers a resource method's call, and what uses its result runs on", async () => {
    const result = await check(`${HEADER}
const prov = new aws.Provider('prov', { region: 'us-west-2' });
const tfConfig = prov.terraformConfig().result;
new aws.s3.Bucket('site', { tags: { config: tfConfig.apply((c) => JSON.stringify(c ?? {})) } }, { provider: prov });
export const config = tfConfig;
`);
    expect(result.kind, JSON.stringify(findingsOf(result))).toBe('passed');
    expect(result.kind === 'passed' ? (result.details?.resources ?? []).map((r) => r.name) : []).toContain(
      'site',
    );
  });

  // Cut down from pulumi/pulumi-awsx examples/ecs/nodejs (eks's `cluster.createNodeGroup` does the same inside
  // the component): the program's transforms run, through the run's transform channel, as the engine runs them.
  it('applies a resource transform as the engine does, and checks what it returns', async () => {
    const fixed = await check(`${HEADER}
const cluster = new aws.ecs.Cluster('cluster');
new aws.ecs.Service('service', { cluster: cluster.arn, desiredCount: 1 }, {
  transforms: [(args) => args.type === 'aws:ecs/service:Service'
    ? { props: args.props, opts: pulumi.mergeOptions(args.opts, { customTimeouts: { create: '20m' } }) }
    : undefined],
});
`);
    expect(fixed.kind, JSON.stringify(findingsOf(fixed))).toBe('passed');
    // What a transform writes is what the engine registers: an invalid value it sets is found...
    const broken = await check(`${HEADER}
new aws.s3.BucketVersioning('v', { bucket: 'site', versioningConfiguration: { status: 'Enabled' } }, {
  transforms: [(args) => ({ props: { ...args.props, versioningConfiguration: { status: 'enabled' } }, opts: args.opts })],
});
`);
    expect(findingsOf(broken)).toEqual([
      expect.objectContaining({ code: 'invalid-value', message: expect.stringContaining('is "enabled"') }),
    ]);
    // ...and one it repairs is not.
    const repaired = await check(`${HEADER}
new aws.s3.BucketVersioning('v', { bucket: 'site', versioningConfiguration: { status: 'enabled' } }, {
  transforms: [(args) => ({ props: { ...args.props, versioningConfiguration: { status: 'Enabled' } }, opts: args.opts })],
});
`);
    expect(repaired.kind, JSON.stringify(findingsOf(repaired))).toBe('passed');
  });

  it("applies a component's transforms to its children and a stack transform to every resource", async () => {
    const result = await check(`${HEADER}
class Site extends pulumi.ComponentResource {
  constructor(name: string, opts?: pulumi.ComponentResourceOptions) {
    super('demo:index:Site', name, {}, opts);
    new aws.s3.Bucket(name + '-bucket', {}, { parent: this });
  }
}
pulumi.runtime.registerResourceTransform((args) =>
  args.type === 'aws:s3/bucket:Bucket' ? { props: { ...args.props, forceDestroy: true }, opts: args.opts } : undefined);
new Site('docs', { transforms: [(args) => args.type === 'aws:s3/bucket:Bucket'
  ? { props: { ...args.props, tags: { owner: 'docs-team' } }, opts: args.opts } : undefined] });
new aws.s3.Bucket('plain');
`);
    expect(result.kind, JSON.stringify(findingsOf(result))).toBe('passed');
    const resources = result.kind === 'passed' ? (result.details?.resources ?? []) : [];
    const inputsOf = (name: string) => resources.find((r) => r.name === name)?.inputs;
    expect(inputsOf('docs-bucket')).toMatchObject({ forceDestroy: true, tags: { owner: 'docs-team' } });
    expect(inputsOf('plain')).toMatchObject({ forceDestroy: true });
    expect(inputsOf('plain')).not.toHaveProperty('tags');
  });

  it("reports a transform that throws as the program's error", async () => {
    const result = await check(`${HEADER}
new aws.s3.Bucket('site', {}, { transforms: [() => { throw new Error('no buckets on Fridays'); }] });
`);
    expect(result.kind).toBe('failed');
    const messages = findingsOf(result)
      .map((f) => f.message)
      .join('\n');
    expect(messages).toMatch(/transform failed: .*no buckets on Fridays/);
    expect(messages).not.toMatch(/transform failed: transform failed/);
  });

  it('still fails a program with transforms for its own error beside them', async () => {
    const result = await check(`${HEADER}
new aws.s3.Bucket('site', {}, { transforms: [(args) => ({ props: args.props, opts: args.opts })] });
throw new Error('stage must be PROD or CODE');
`);
    expect(result.kind).toBe('failed');
  });

  // From pulumi/pulumi-kubernetes tests/sdk/nodejs/examples/helm-release: `pulumi.asset` imported by its path.
  it("loads a namespace of the SDK imported by its own path, and still none of the SDK's internals", async () => {
    const asset = await check(`import { FileAsset } from '@pulumi/pulumi/asset';
import * as aws from '@pulumi/aws';
new aws.s3.BucketObject('page', { bucket: 'site', source: new FileAsset('index.html') });
`);
    expect(asset.kind, JSON.stringify(findingsOf(asset))).toBe('passed');
    const internal = await check(`import { Output } from '@pulumi/pulumi/output';
export const out = Output.create(1);
`);
    expect(findingsOf(internal).map((f) => f.code)).toContain('forbidden-access');
  });

  it('runs a program split over several files', async () => {
    const program = new Map([
      ['index.ts', `import { makeSite } from './lib/site';\nexport const site = makeSite('docs');\n`],
      [
        'lib/site.ts',
        `import * as aws from '@pulumi/aws';\nexport function makeSite(name: string) {\n  const bucket = new aws.s3.Bucket(name);\n  new aws.s3.BucketVersioning(name + '-v', { bucket: bucket.id, versioningConfiguration: { status: 'On' } });\n  return bucket.bucket;\n}\n`,
      ],
    ]);
    const result = await createMockRung(deps).check(program, { projectDir: project.dir, config: {} });
    // The versioning status list is complete (the doc says "Valid values"), so 'On' is an error for repair.
    expect(result.kind).toBe('failed');
    expect(result.kind === 'failed' && result.details?.resources?.map((resource) => resource.name)).toEqual([
      'docs',
      'docs-v',
    ]);
    expect(findingsOf(result)).toEqual([
      expect.objectContaining({
        code: 'invalid-value',
        severity: 'error',
        file: 'lib/site.ts',
        line: 4,
      }),
    ]);
  });

  // pulumi/examples kubernetes-ts-jenkins: a file of the program imports its folder's index as "." (and "..").
  it("loads the program's own files by '.' and '..' as by './x'", async () => {
    const program = new Map([
      [
        'index.ts',
        `import { site } from './lib/site';\nexport const name = site;\nexport const prefix = 'docs';\n`,
      ],
      ['lib/index.ts', `export const suffix = '-v';\n`],
      [
        'lib/site.ts',
        `import * as aws from '@pulumi/aws';\nimport { suffix } from '.';\nconst bucket = new aws.s3.Bucket('docs' + suffix);\nexport const site = bucket.bucket;\n`,
      ],
    ]);
    const result = await createMockRung(deps).check(program, { projectDir: project.dir, config: {} });
    expect(result.kind, JSON.stringify(findingsOf(result))).toBe('passed');
    expect(result.kind === 'passed' && result.details?.resources?.map((resource) => resource.name)).toEqual([
      'docs-v',
    ]);
  });

  it('stops a never-ending program at the time limit', async () => {
    const started = performance.now();
    const report = await runMockCheck(
      { ...deps, timeLimitMs: 2_500 },
      programOf(`${HEADER}
new aws.s3.Bucket('site');
while (true) {
  // spin
}
`),
      { projectDir: project.dir, config: {} },
    );
    expect(performance.now() - started).toBeLessThan(8_000);
    expect(report.findings).toHaveLength(1);
    expect(report.findings[0]).toMatchObject({ code: 'timeout', severity: 'error' });
    expect(report.findings[0]?.message).toContain('2.5 s');
  });

  it('fails a program that reaches process at run time, and no secret of the parent reaches the report', async () => {
    process.env['PULUMI_GEN_TEST_SECRET'] = 'sk-should-not-leak';
    try {
      const result = await check(`${HEADER}
const bucket = new aws.s3.Bucket('site', { tags: { seen: String(Object.keys(globalThis.process.env).sort().join(',')) } });
export const id = bucket.id;
`);
      expect(result.kind).toBe('failed');
      expect(findingsOf(result)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            code: 'forbidden-access',
            line: 4,
            message: expect.stringContaining('process'),
          }),
        ]),
      );
      expect(JSON.stringify(result)).not.toContain('sk-should-not-leak');
    } finally {
      delete process.env['PULUMI_GEN_TEST_SECRET'];
    }
  });
});
