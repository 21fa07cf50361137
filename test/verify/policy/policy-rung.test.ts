import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { createMockRung } from '../../../src/verify/mock/mock-rung.js';
import type { PolicyRungDeps } from '../../../src/verify/policy/policy-rung.js';
import { parsePolicyConfig } from '../../../src/verify/policy/resolve-pack.js';
import type { Plan } from '../../../src/plan/types.js';
import type { RungCheck, RungName } from '../../../src/verify/types.js';
import { REPO_NODE_MODULES } from '../helpers.js';
import { loadAwsSnapshot, makeProjectDir, programOf } from '../mock/support.js';
import { requireSandbox } from '../../support/sandbox.js';
import { afterMock, baselineRung, registered } from './support.js';

const CONTEXT = { projectDir: '.', config: {} };
const OPEN_BUCKET = registered('aws:s3/bucketAclV2:BucketAclV2', 'acl', {
  bucket: 'b',
  acl: 'public-read-write',
});
const PLAIN_VOLUME = registered('aws:ebs/volume:Volume', 'data', { availabilityZone: 'us-east-1a', size: 8 });

function rung(overrides: Partial<PolicyRungDeps> = {}) {
  return baselineRung(overrides);
}

function codes(check: RungCheck): string[] {
  if (check.kind === 'skipped') return [];
  const findings = check.kind === 'failed' ? check.findings : check.warnings;
  return findings.map((f) => `${f.severity}:${f.code ?? ''}`);
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the policy rung', () => {
  it('fails on a mandatory violation and passes with the advisory ones as warnings', async () => {
    const failed = await rung().check(new Map(), CONTEXT, afterMock([OPEN_BUCKET, PLAIN_VOLUME]));
    expect(failed.kind).toBe('failed');
    expect(codes(failed)).toEqual([
      'error:policy/aws-s3-no-public-acl',
      'warning:policy/aws-volume-encrypted',
    ]);
    const passed = await rung().check(new Map(), CONTEXT, afterMock([PLAIN_VOLUME]));
    expect(passed.kind).toBe('passed');
    expect(codes(passed)).toEqual(['warning:policy/aws-volume-encrypted']);
    expect(passed.kind === 'passed' && passed.details?.policy?.packs).toEqual([
      expect.objectContaining({
        name: 'pulumi-gen-baseline',
        version: '0.1.0',
        origin: 'baseline',
        policies: 21,
      }),
    ]);
  });

  it('gives the preview the baseline directory and the levels it ran at, so both rungs agree', async () => {
    const config = parsePolicyConfig(
      JSON.stringify({
        'aws-volume-encrypted': 'disabled',
        'aws-s3-no-public-acl': { enforcementLevel: 'mandatory' },
      }),
      'policy.json',
    );
    const advisory = await rung({ mode: 'advisory', config }).check(
      new Map(),
      CONTEXT,
      afterMock([OPEN_BUCKET]),
    );
    const pack = advisory.kind === 'passed' ? advisory.details?.policy?.packs[0] : undefined;
    // This checkout has @pulumi/policy installed, so the CLI could load the pack from its directory.
    expect(pack?.preview?.dir).toBe(join(process.cwd(), 'policy-packs', 'baseline'));
    const levels = pack?.preview?.config ?? {};
    expect(Object.keys(levels)).toHaveLength(21);
    expect(levels['aws-volume-encrypted']).toBe('disabled');
    // `--policy advisory` lowers the mandatory levels for the CLI too.
    expect(levels['aws-s3-no-public-acl']).toBe('advisory');
    expect(Object.values(levels).every((level) => level === 'advisory' || level === 'disabled')).toBe(true);
    const mandatory = await rung().check(new Map(), CONTEXT, afterMock([PLAIN_VOLUME]));
    const levelsMandatory =
      mandatory.kind === 'passed' ? mandatory.details?.policy?.packs[0]?.preview?.config : {};
    expect(levelsMandatory?.['aws-s3-no-public-acl']).toBe('mandatory');
    expect(levelsMandatory?.['aws-volume-encrypted']).toBe('advisory');
  });

  it('reports, not enforces, an open port the request itself asks for', async () => {
    const sshFromAnywhere = registered('aws:ec2/securityGroup:SecurityGroup', 'ssh', {
      ingress: [{ protocol: 'tcp', fromPort: 22, toPort: 22, cidrBlocks: ['0.0.0.0/0'] }],
    });
    const unasked = await rung().check(new Map(), CONTEXT, afterMock([sshFromAnywhere]));
    expect(codes(unasked)).toEqual(['error:policy/aws-no-world-open-admin-ports']);
    const asked = await rung().check(
      new Map(),
      { ...CONTEXT, requestText: 'An EC2 instance with SSH from anywhere' },
      afterMock([sshFromAnywhere]),
    );
    expect(asked.kind).toBe('passed');
    expect(codes(asked)).toEqual(['warning:policy/aws-no-world-open-admin-ports']);
    expect(asked.kind === 'passed' ? asked.warnings[0]?.message : '').toMatch(
      /the request asks for this access/,
    );
  });

  it('reports an SSH port the request asks for with no source named, and enforces it when a source is named', async () => {
    const sshAndRdp = registered('aws:ec2/securityGroup:SecurityGroup', 'admin', {
      ingress: [
        { protocol: 'tcp', fromPort: 22, toPort: 22, cidrBlocks: ['0.0.0.0/0'] },
        { protocol: 'tcp', fromPort: 3389, toPort: 3389, cidrBlocks: ['0.0.0.0/0'] },
      ],
    });
    const ssh = registered('aws:ec2/securityGroup:SecurityGroup', 'ssh', {
      ingress: [{ protocol: 'tcp', fromPort: 22, toPort: 22, cidrBlocks: ['0.0.0.0/0'] }],
    });
    const check = (requestText: string, resource = ssh) =>
      rung().check(new Map(), { ...CONTEXT, requestText }, afterMock([resource]));
    const asked = await check('A VM. Give it a security group that only allows SSH on port 22.');
    expect(codes(asked)).toEqual(['warning:policy/aws-no-world-open-admin-ports']);
    expect(codes(await check('A VM reachable on port 22.'))).toEqual([
      'warning:policy/aws-no-world-open-admin-ports',
    ]);
    // A named source restricts who may connect; a port the request never names is not asked for.
    expect(codes(await check('A VM that allows SSH from 203.0.113.0/24.'))).toEqual([
      'error:policy/aws-no-world-open-admin-ports',
    ]);
    const both = await check('A VM that allows SSH.', sshAndRdp);
    expect(codes(both)).toEqual([
      'error:policy/aws-no-world-open-admin-ports',
      'warning:policy/aws-no-world-open-admin-ports',
    ]);
    expect(both.kind === 'failed' ? both.findings[0]?.message : '').toMatch(/3389 \(RDP\)/);
    expect(codes(await check('A VM with an SSH key pair and a web server.', ssh))).toEqual([
      'warning:policy/aws-no-world-open-admin-ports',
    ]);
    expect(codes(await check('A VM with a web server on port 80.'))).toEqual([
      'error:policy/aws-no-world-open-admin-ports',
    ]);
  });

  it('reports a setting the planner read from the request, carried as stated, and enforces any other', async () => {
    const token = 'aws:s3/bucketPublicAccessBlock:BucketPublicAccessBlock';
    const block = (blockPublicAcls: boolean) =>
      registered(token, 'block', {
        bucket: 'b',
        blockPublicAcls,
        blockPublicPolicy: false,
        ignorePublicAcls: true,
        restrictPublicBuckets: true,
      });
    const stated = (rule: string): Plan => ({
      components: [
        {
          id: 'block',
          token,
          role: 'public access block',
          origin: 'request',
          count: 1,
          alternatives: [],
          values: [
            {
              input: 'blockPublicPolicy',
              value: false,
              text: 'permits a public bucket policy',
              span: { start: 40, end: 70 },
              rule,
            },
          ],
        },
      ],
      relations: [],
      config: [],
      source: 'offline',
      notes: [],
    });
    const check = (plan: Plan, resource = block(true)) =>
      rung().check(new Map(), { ...CONTEXT, plan }, afterMock([resource]));
    const asked = await check(stated('switches'));
    expect(codes(asked)).toEqual(['warning:policy/aws-s3-public-access-block']);
    expect(asked.kind === 'passed' ? asked.warnings[0]?.message : '').toMatch(
      /the request asks for blockPublicPolicy = false \("permits a public bucket policy"\)/,
    );
    // A setting the request did not state is still refused, and so is a model's plan's own statement.
    expect(codes(await check(stated('switches'), block(false)))).toEqual([
      'error:policy/aws-s3-public-access-block',
    ]);
    expect(codes(await check(stated('model')))).toEqual(['error:policy/aws-s3-public-access-block']);
    expect(codes(await check({ ...stated('switches'), source: 'model' }))).toEqual([
      'error:policy/aws-s3-public-access-block',
    ]);
  });

  it("with no request (verify alone) reports the program's own exposure, and still enforces the rest", async () => {
    const ssh = registered('aws:ec2/securityGroup:SecurityGroup', 'ssh', {
      ingress: [{ protocol: 'tcp', fromPort: 22, toPort: 22, cidrBlocks: ['0.0.0.0/0'] }],
    });
    const check = await rung().check(
      new Map(),
      { ...CONTEXT, intent: 'not-requested' },
      afterMock([ssh, OPEN_BUCKET]),
    );
    expect(codes(check)).toEqual([
      'error:policy/aws-s3-no-public-acl',
      'warning:policy/aws-no-world-open-admin-ports',
    ]);
    const findings = check.kind === 'failed' ? check.findings : [];
    expect(findings[1]?.message).toMatch(/there is no request to say who should reach it/);
  });

  it('--policy advisory reports every violation as a warning; --policy off skips the rung', async () => {
    const advisory = await rung({ mode: 'advisory' }).check(new Map(), CONTEXT, afterMock([OPEN_BUCKET]));
    expect(advisory.kind).toBe('passed');
    expect(codes(advisory)).toEqual(['warning:policy/aws-s3-no-public-acl']);
    const off = await rung({ mode: 'off' }).check(new Map(), CONTEXT, afterMock([OPEN_BUCKET]));
    expect(off).toEqual({ kind: 'skipped', reason: 'policy checks are off (--policy off)' });
  });

  it('applies the policy config: a level per policy, and disabled policies do not run', async () => {
    const config = parsePolicyConfig(
      JSON.stringify({
        'aws-s3-no-public-acl': 'disabled',
        'aws-volume-encrypted': { enforcementLevel: 'mandatory' },
      }),
      'policy.json',
    );
    const check = await rung({ config }).check(new Map(), CONTEXT, afterMock([OPEN_BUCKET, PLAIN_VOLUME]));
    expect(codes(check)).toEqual(['error:policy/aws-volume-encrypted']);
    expect(check.kind !== 'skipped' && check.details?.policy?.packs[0]?.policies).toBe(20);
  });

  it('checks every configuration case the mock ran and says under which a violation appeared', async () => {
    const earlier = new Map<RungName, RungCheck>([
      [
        'mock',
        {
          kind: 'passed',
          warnings: [],
          details: {
            resources: [OPEN_BUCKET],
            cases: [
              { case: { name: 'default', config: {} }, resources: [] },
              { case: { name: 'public=true', config: { public: 'true' } }, resources: [OPEN_BUCKET] },
            ],
          },
        },
      ],
    ]);
    const check = await rung().check(new Map(), CONTEXT, earlier);
    expect(check.kind).toBe('failed');
    expect(check.kind === 'failed' && check.findings[0]?.message).toContain('(config: public=true)');
    expect(check.kind === 'failed' && check.details?.policy?.violations[0]?.cases).toEqual(['public=true']);
  });

  it('is skipped, not passed, when the mock run recorded nothing', async () => {
    const earlier = new Map<RungName, RungCheck>([['mock', { kind: 'skipped', reason: 'no node' }]]);
    expect((await rung().check(new Map(), CONTEXT, earlier)).kind).toBe('skipped');
    expect((await rung().check(new Map(), CONTEXT)).kind).toBe('skipped');
  });

  it('fails, rather than passing, when a policy throws', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-pack-'));
    dirs.push(dir);
    symlinkSync(REPO_NODE_MODULES, join(dir, 'node_modules'), 'dir');
    writeFileSync(join(dir, 'package.json'), '{"name":"buggy","version":"0.0.1"}');
    writeFileSync(
      join(dir, 'index.ts'),
      `import { PolicyPack } from '@pulumi/policy';
new PolicyPack('buggy', { policies: [{ name: 'reads-nothing', description: 'd', validateResource: (args) => {
  (args.props as { tags: { env: string } }).tags.env.toLowerCase();
} }] });
`,
    );
    const check = await rung({ packDirs: [dir], sandbox: await requireSandbox() }).check(
      new Map(),
      CONTEXT,
      afterMock([PLAIN_VOLUME]),
    );
    expect(check.kind).toBe('failed');
    expect(codes(check)).toEqual(['error:policy-crashed']);
    expect(check.kind === 'failed' && check.findings[0]?.message).toMatch(
      /pack 'buggy' threw.*policy 'reads-nothing' from policy pack 'buggy@v0\.0\.1'.*TypeError/,
    );
  });

  it('checks what a real mock run of a program registered', async () => {
    const project = makeProjectDir();
    try {
      const program = programOf(`import * as aws from '@pulumi/aws';
const web = new aws.ec2.SecurityGroup('web', {
  ingress: [{ protocol: 'tcp', fromPort: 22, toPort: 22, cidrBlocks: ['0.0.0.0/0'] }],
});
new aws.ec2.Instance('app', { ami: 'ami-123', instanceType: 't3.micro', vpcSecurityGroupIds: [web.id] });
`);
      const mock = await createMockRung({
        snapshot: loadAwsSnapshot(),
        nodePath: process.execPath,
        sandbox: await requireSandbox(),
      }).check(program, {
        projectDir: project.dir,
        config: { 'aws:region': 'us-east-1' },
      });
      expect(mock.kind).toBe('passed');
      const check = await rung().check(program, CONTEXT, new Map([['mock', mock]]));
      expect(check.kind).toBe('failed');
      expect(check.kind === 'failed' && check.findings).toEqual([
        expect.objectContaining({
          code: 'policy/aws-no-world-open-admin-ports',
          file: 'index.ts',
          line: 2,
          subjects: ['aws:ec2/securityGroup:SecurityGroup'],
          message: expect.stringContaining("'web'") as unknown,
        }),
      ]);
    } finally {
      project.dispose();
    }
  });
});
