import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { packageRoot } from '../../../src/shared/paths.js';
import { openSnapshot } from '../../../src/snapshot/open-snapshot.js';

import { createMockRung, DEPLOY_CASE_NAME, type MockRunDeps } from '../../../src/verify/mock/mock-rung.js';
import type { ConfigCaseRun, Finding, RungCheck } from '../../../src/verify/types.js';
import { requireSandbox } from '../../support/sandbox.js';
import { loadAwsSnapshot, makeProjectDir, programOf } from './support.js';

let project: { readonly dir: string; dispose(): void };
let deps: MockRunDeps;

beforeAll(async () => {
  project = makeProjectDir();
  deps = {
    snapshot: loadAwsSnapshot(),
    nodePath: process.execPath,
    timeLimitMs: 30_000,
    sandbox: await requireSandbox(),
  };
});

afterAll(() => project.dispose());

function bundledSnapshot() {
  return openSnapshot(join(packageRoot(), 'registry-snapshot'));
}

function casesOf(check: RungCheck<'mock'>): readonly ConfigCaseRun[] {
  return check.kind === 'skipped' ? [] : (check.details?.cases ?? []);
}

function findingsOf(check: RungCheck<'mock'>): readonly Finding[] {
  return check.kind === 'failed' ? check.findings : check.kind === 'passed' ? check.warnings : [];
}

async function check(code: string): Promise<RungCheck<'mock'>> {
  return createMockRung(deps).check(programOf(code), { projectDir: project.dir, config: {} });
}

const HEADER = `import * as pulumi from '@pulumi/pulumi';
import * as aws from '@pulumi/aws';
`;

describe('what the mock run executes', () => {
  it('records and checks a resource a timer declares after the stack completed', async () => {
    const result = await check(`${HEADER}
new aws.s3.Bucket('site');
setTimeout(() => {
  new aws.s3.BucketVersioning('late', { bucket: 'site', versioningConfiguration: { status: 'enabled' } });
}, 300);
`);
    expect(result.kind).toBe('failed');
    expect(findingsOf(result)).toEqual([
      expect.objectContaining({ code: 'invalid-value', line: 6, message: expect.stringContaining('"late"') }),
    ]);
  });

  it('runs the default case once more as pulumi up would: what an apply declares on an unknown id is checked', async () => {
    const result = await check(`${HEADER}
const bucket = new aws.s3.Bucket('site');
bucket.id.apply((id) => new aws.s3.BucketVersioning('hidden', { bucket: id, versioningConfiguration: { status: 'enabled' } }));
`);
    expect(result.kind).toBe('failed');
    const findings = findingsOf(result);
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'resource-in-apply', severity: 'warning', line: 5 }),
        expect.objectContaining({
          code: 'invalid-value',
          severity: 'error',
          message: expect.stringContaining(`[config: ${DEPLOY_CASE_NAME}]`),
        }),
      ]),
    );
    const cases = casesOf(result);
    expect(cases.map((run) => run.case.name)).toEqual(['default', DEPLOY_CASE_NAME]);
    expect(cases[0]?.resources.map((r) => r.name)).toEqual(['site']);
    expect(cases[1]?.resources.map((r) => r.name)).toEqual(['site', 'hidden']);
  });

  it('checks in the deploy run a value the preview left unknown on a resource both runs declare', async () => {
    const result = await check(`${HEADER}
const bucket = new aws.s3.Bucket('site');
new aws.s3.BucketVersioning('v', { bucket: bucket.id, versioningConfiguration: { status: bucket.id.apply(() => 'enabled') } });
`);
    expect(result.kind).toBe('failed');
    expect(findingsOf(result)).toEqual([
      expect.objectContaining({
        code: 'invalid-value',
        line: 5,
        message: expect.stringContaining(`[config: ${DEPLOY_CASE_NAME}] aws.s3.BucketVersioning "v"`),
      }),
    ]);
  });

  it('passes a correct program whose policy-relevant input comes from an output, known in the deploy run', async () => {
    const result = await check(`${HEADER}
const vpc = new aws.ec2.Vpc('main', { cidrBlock: '10.0.0.0/16' });
const eip = new aws.ec2.Eip('bastion', { domain: 'vpc' });
new aws.ec2.SecurityGroup('ssh', {
  vpcId: vpc.id,
  ingress: [{ protocol: 'tcp', fromPort: 22, toPort: 22, cidrBlocks: [pulumi.interpolate\`\${eip.publicIp}/32\`] }],
});
`);
    expect(result.kind, JSON.stringify(findingsOf(result))).toBe('passed');
    const deployed = casesOf(result).find((run) => run.case.name === DEPLOY_CASE_NAME)?.resources ?? [];
    const group = deployed.find((r) => r.name === 'ssh');
    const cidr = (group?.inputs['ingress'] as { cidrBlocks: string[] }[] | undefined)?.[0]?.cidrBlocks[0];
    expect(cidr).toMatch(/\/32$/);
    expect(cidr).not.toContain('<unknown>');
  });

  it('does not ask the deploy run for a "one of" input the preview already saw set (only the unknowns are rechecked)', async () => {
    // An awsx FargateService with a plain `taskDefinitionArgs` and a `cluster` from an output was refused with
    // "one of taskDefinition, taskDefinitionArgs must be set" in the deploy run; the same shape on an aws record.
    const result = await check(`${HEADER}
const vpc = new aws.ec2.Vpc('main', { cidrBlock: '10.0.0.0/16' });
const subnet = new aws.ec2.Subnet('a', { vpcId: vpc.id, cidrBlock: '10.0.1.0/24' });
new aws.ec2.DedicatedHost('host', { instanceType: 'c5.large', availabilityZone: subnet.availabilityZone });
`);
    expect(result.kind, JSON.stringify(findingsOf(result))).toBe('passed');
    expect(casesOf(result).map((run) => run.case.name)).toContain(DEPLOY_CASE_NAME);
  });

  it("does not call a nested input missing when it is read from a made-up output object's field", async () => {
    // pulumi/examples aws-ts-eks-migrate-nodegroups: `roleRef: { name: role.metadata.name }` was refused in the
    // deploy run (its made-up \`metadata\` has no \`name\`, which the provider assigns); the same shape on aws.
    const result = await check(`${HEADER}
const instance = new aws.ec2.Instance('web', { ami: 'ami-123', instanceType: 't3.micro' });
new aws.s3.BucketVersioning('v', { bucket: 'site', versioningConfiguration: { status: instance.metadataOptions.httpTokens, mfaDelete: 'Disabled' } });
`);
    expect(result.kind, JSON.stringify(findingsOf(result))).toBe('passed');
    expect(casesOf(result).map((run) => run.case.name)).toContain(DEPLOY_CASE_NAME);
  });

  it('does not call a field missing from an object the preview saw built from outputs (pulumi/examples aws-ts-eks-migrate-nodegroups)', async () => {
    // The preview echoes the ServiceAccount's \`metadata\` without the \`name\` the provider assigns, and the
    // namespace's stays unknown: \`subjects[0]\` holds an unknown there; the deploy run's made-up outputs carry
    // neither, and \`subjects[0].name\` was "required input missing".
    const result = await createMockRung({ ...deps, snapshot: bundledSnapshot() }).check(
      programOf(`import * as k8s from '@pulumi/kubernetes';
const ns = new k8s.core.v1.Namespace('apps');
const account = new k8s.core.v1.ServiceAccount('nginx', { metadata: { namespace: ns.metadata.name } });
new k8s.rbac.v1.ClusterRoleBinding('nginx', {
  roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'view' },
  subjects: [{ kind: 'ServiceAccount', name: account.metadata.name, namespace: account.metadata.namespace }],
});
`),
      { projectDir: project.dir, config: {} },
    );
    expect(result.kind, JSON.stringify(findingsOf(result))).toBe('passed');
    expect(casesOf(result).map((run) => run.case.name)).toContain(DEPLOY_CASE_NAME);
  });

  it('still calls missing a required field of an object around the one built from outputs', async () => {
    // `spec.template…image` comes from an output; `spec` itself is the program's literal, and lacks `selector`.
    const result = await createMockRung({ ...deps, snapshot: bundledSnapshot() }).check(
      programOf(`import * as k8s from '@pulumi/kubernetes';
const ns = new k8s.core.v1.Namespace('apps');
const spec: any = { template: { metadata: { labels: { app: 'web' } }, spec: { containers: [{ name: 'web', image: ns.metadata.name }] } } };
new k8s.apps.v1.Deployment('web', { spec });
`),
      { projectDir: project.dir, config: {} },
    );
    expect(findingsOf(result)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'missing-input',
          message: expect.stringContaining('`spec.selector`'),
        }),
      ]),
    );
  });

  it('still fails a "one of" input set by neither the program nor the deploy run', async () => {
    const result = await check(`${HEADER}
const vpc = new aws.ec2.Vpc('main', { cidrBlock: '10.0.0.0/16' });
const subnet = new aws.ec2.Subnet('a', { vpcId: vpc.id, cidrBlock: '10.0.1.0/24' });
new aws.ec2.DedicatedHost('host', { availabilityZone: subnet.availabilityZone });
`);
    expect(result.kind).toBe('failed');
    expect(findingsOf(result)).toContainEqual(expect.objectContaining({ code: 'missing-one-of' }));
  });

  it('fails an unknown in a policy-relevant input that no deploy run made known', async () => {
    const result = await check(`${HEADER}
const vpc = new aws.ec2.Vpc('main', { cidrBlock: '10.0.0.0/16' });
if (pulumi.runtime.isDryRun()) {
  new aws.ec2.SecurityGroup('ssh', {
    vpcId: vpc.id,
    ingress: [{ protocol: 'tcp', fromPort: 22, toPort: 22, cidrBlocks: [vpc.id.apply(() => '0.0.0.0/0')] }],
  });
}
`);
    expect(result.kind).toBe('failed');
    expect(findingsOf(result)).toEqual([
      expect.objectContaining({
        code: 'unknown-policy-input',
        line: 6,
        message: expect.stringContaining('ingress[].cidrBlocks'),
      }),
    ]);
  });

  it('counts a .get() read and a component claiming a provider type as what they are', async () => {
    const result = await check(`${HEADER}
class Bucket extends pulumi.ComponentResource {
  constructor(name: string) {
    super('aws:s3/bucket:Bucket', name, {}, {});
    this.registerOutputs({});
  }
}
new Bucket('spoof');
export const arn = aws.s3.Bucket.get('old', 'existing-bucket').arn;
`);
    expect(findingsOf(result)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'spoofed-type', severity: 'error', line: 10 }),
      ]),
    );
    const resources = casesOf(result)[0]?.resources ?? [];
    expect(resources.map((r) => [r.name, r.registeredAs])).toEqual([
      ['spoof', 'component'],
      ['old', 'read'],
    ]);
  });

  it('reads a package object the program hands on as arguments without calling it a Proxy', async () => {
    const result = await check(`${HEADER}
const role = new aws.iam.Role('fn', {
  assumeRolePolicy: aws.iam.assumeRolePolicyForPrincipal(aws.iam.Principals.LambdaPrincipal),
});
export const arn = role.arn;
`);
    expect(result.kind, JSON.stringify(findingsOf(result))).toBe('passed');
  });

  it('checks the inputs a raw CustomResource subclass registers', async () => {
    const result = await check(`${HEADER}
class RawBucket extends pulumi.CustomResource {
  constructor(name: string, args: Record<string, unknown>) {
    super('aws:s3/bucket:Bucket', name, args, {});
  }
}
new RawBucket('site', { bucket: 'site', notAnInput: 'x' });
`);
    expect(result.kind).toBe('failed');
    expect(findingsOf(result)).toEqual([
      expect.objectContaining({ code: 'unknown-input', message: expect.stringContaining('`notAnInput`') }),
    ]);
  });
});
