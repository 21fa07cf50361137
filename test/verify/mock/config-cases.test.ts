import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Plan } from '../../../src/plan/types.js';
import { configCases, MAX_CONFIG_CASES } from '../../../src/verify/mock/config-cases.js';
import { createStandIns } from '../../../src/verify/mock/stand-ins.js';
import { createMockRung, type MockRunDeps } from '../../../src/verify/mock/mock-rung.js';
import { createIntentRung } from '../../../src/verify/intent/intent-rung.js';
import { createTypechecker } from '../../../src/verify/typecheck/typechecker.js';
import type { ConfigRead, RungCheck, RungName } from '../../../src/verify/types.js';
import { requireSandbox } from '../../support/sandbox.js';
import { loadAwsSnapshot, makeProjectDir, programOf } from './support.js';
import { earlierCheck } from '../../../src/verify/rung-details.js';

const HEADER = `import * as pulumi from '@pulumi/pulumi';
import * as aws from '@pulumi/aws';
`;

describe('configCases', () => {
  const standIns = createStandIns('zq1');
  const read = (key: string, more: Partial<ConfigRead> = {}): ConfigRead => ({
    key,
    kind: 'string' as const,
    secret: false,
    required: false,
    literals: [],
    ...more,
  });

  it('gives required keys stand-ins (secrets marked), then the optional keys set, then each literal', () => {
    const { cases, omitted } = configCases(
      [
        read('password', { required: true, secret: true }),
        read('stage', { literals: ['PROD', 'CODE'] }),
        read('email'),
      ],
      {},
      standIns,
    );
    expect(omitted).toBe(0);
    expect(cases.map((c) => c.name)).toEqual(['default', 'every optional key set', 'stage=CODE']);
    expect(cases[0]).toEqual({
      name: 'default',
      config: { password: 'zq1-secret-password' },
      secretKeys: ['password'],
    });
    expect(cases[1]?.config).toEqual({
      password: 'zq1-secret-password',
      stage: 'PROD',
      email: 'zq1-email',
    });
    expect(cases[2]?.config).toEqual({ password: 'zq1-secret-password', stage: 'CODE' });
    // Every case runs some branch of stage: unset, PROD and CODE.
    expect(new Set(cases.map((c) => c.config['stage']))).toEqual(new Set([undefined, 'PROD', 'CODE']));
  });

  it('starts a required compared key at its first literal, runs its else branch, and lets given config win', () => {
    const reads = [
      read('stage', { required: true, literals: ['PROD', 'CODE'] }),
      read('size', { kind: 'number', required: true }),
    ];
    expect(configCases(reads, {}, standIns).cases.map((c) => c.config)).toEqual([
      { size: '1', stage: 'PROD' },
      { size: '1', stage: 'CODE' },
      { size: '1', stage: 'zq1-stage' },
    ]);
    expect(configCases(reads, { stage: 'CODE' }, standIns).cases.map((c) => c.config)).toEqual([
      { size: '1', stage: 'CODE' },
    ]);
  });

  it('sets an optional key to its own fallback, and an object to a stand-in of the shape it is read as', () => {
    const { cases } = configCases(
      [
        read('instanceType', { fallback: 't3.micro' }),
        read('zones', { kind: 'object', shape: { kind: 'array', element: { kind: 'string' } } }),
      ],
      {},
      standIns,
    );
    expect(cases[1]?.config).toEqual({ instanceType: 't3.micro', zones: '["zq1-zones"]' });
  });

  it('caps the cases and says how many were left out', () => {
    const literals = Array.from({ length: 10 }, (_, i) => `v${i}`);
    const { cases, omitted } = configCases([read('stage', { literals })], {}, standIns);
    expect(cases).toHaveLength(MAX_CONFIG_CASES);
    // default, every optional key set (v0), then v1…v9: v0 already ran.
    expect(omitted).toBe(1 + literals.length - MAX_CONFIG_CASES);
  });
});

describe('every configuration case runs (real typecheck, sandboxed mock run, intent rung)', () => {
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

  const plan: Plan = {
    components: [
      {
        id: 'topic',
        token: 'aws:sns/topic:Topic',
        role: 'the topic',
        origin: 'request',
        count: 1,
        values: [],
        alternatives: [],
      },
      {
        id: 'subscription',
        token: 'aws:sns/topicSubscription:TopicSubscription',
        role: 'the email subscription',
        origin: 'request',
        count: 1,
        values: [{ input: 'protocol', value: 'email', text: 'email' }],
        alternatives: [],
      },
    ],
    relations: [{ from: 'subscription', to: 'topic', via: 'topic', text: 'subscription to the topic' }],
    config: [],
    source: 'offline',
    notes: [],
  };

  async function climb(code: string): Promise<Map<RungName, RungCheck>> {
    const typechecker = createTypechecker({ projectDir: project.dir });
    expect(typechecker.check(code).map((d) => d.message)).toEqual([]);
    const context = { projectDir: project.dir, config: {}, plan };
    const earlier = new Map<RungName, RungCheck>([
      [
        'typecheck',
        { kind: 'passed', warnings: [], details: { configReads: typechecker.configReads(code) } },
      ],
    ]);
    earlier.set('mock', await createMockRung(deps).check(programOf(code), context, earlier));
    earlier.set('intent', await createIntentRung().check(programOf(code), context, earlier));
    return earlier;
  }

  it('records a resource that exists only when stage is PROD, and the intent rung passes', async () => {
    const checks = await climb(`${HEADER}
const config = new pulumi.Config();
const alertEmail = config.require('alertEmail');
const password = config.requireSecret('dbPassword');
const topic = new aws.sns.Topic('alerts', { tags: { owner: alertEmail } });
if (config.get('stage') === 'PROD') {
  new aws.sns.TopicSubscription('alerts-email', { topic: topic.arn, protocol: 'email', endpoint: alertEmail });
}
export const secretLength = password.apply((p) => p.length);
`);
    const mock = earlierCheck(checks, 'mock');
    expect(mock?.kind, JSON.stringify(mock)).toBe('passed');
    const cases = mock?.kind === 'passed' ? (mock.details?.cases ?? []) : [];
    const prod = cases.find((c) => c.case.config['stage'] === 'PROD');
    expect(prod?.resources.map((r) => r.token)).toContain('aws:sns/topicSubscription:TopicSubscription');
    const unset = cases.find((c) => c.case.config['stage'] === undefined);
    expect(unset?.resources.map((r) => r.token)).not.toContain('aws:sns/topicSubscription:TopicSubscription');
    expect(unset?.case.config['alertEmail']).toMatch(/^[a-z][a-z0-9]{6}-alertEmail$/);
    expect(unset?.case.secretKeys).toEqual(['dbPassword']);
    const intent = checks.get('intent');
    expect(intent?.kind, JSON.stringify(intent)).toBe('passed');
  });

  it('fails the intent rung when no case declares the planned subscription', async () => {
    const checks = await climb(`${HEADER}
const config = new pulumi.Config();
const topic = new aws.sns.Topic('alerts', { displayName: config.get('stage') === 'PROD' ? 'prod' : 'dev' });
export const arn = topic.arn;
`);
    expect(checks.get('mock')?.kind).toBe('passed');
    const intent = checks.get('intent');
    expect(intent?.kind).toBe('failed');
    expect(intent?.kind === 'failed' ? intent.findings.map((f) => f.code) : []).toEqual(['intent-component']);
  });

  it('checks what a correct program does with its config, not what the stand-ins do to it', async () => {
    const checks = await climb(`${HEADER}
const config = new pulumi.Config();
const instanceType = config.get('instanceType') ?? 't3.micro';
const zones = config.getObject<string[]>('zones') ?? ['us-east-1a'];
const stage = config.get('stage') ?? 'CODE';
if (stage !== 'PROD' && stage !== 'CODE') throw new Error('stage must be PROD or CODE');
const env = config.get('env') ?? 'dev';
if (!['dev', 'prod'].includes(env)) throw new Error(\`env \${env} is not supported\`);
const topic = new aws.sns.Topic('alerts', { displayName: zones.slice(0, 1).join(',') });
new aws.sns.TopicSubscription('mail', { topic: topic.arn, protocol: 'email', endpoint: 'ops@example.com' });
new aws.ec2.Instance('web', { ami: 'ami-0abcdef1234567890', instanceType, availabilityZone: zones[0] });
`);
    const mock = earlierCheck(checks, 'mock');
    expect(mock?.kind, JSON.stringify(mock)).toBe('passed');
    const cases = mock?.kind === 'passed' ? (mock.details?.cases ?? []) : [];
    expect(cases.map((c) => c.case.config['stage'])).toContain('PROD');
    expect(checks.get('intent')?.kind).toBe('passed');
  });

  it('does not blame the program for a lookup answer the run made up', async () => {
    const checks = await climb(`${HEADER}
const param = aws.ssm.getParameterOutput({ name: '/aws/service/ecs/optimized-ami/amazon-linux-2/recommended' });
const topic = new aws.sns.Topic('alerts', { displayName: param.value.apply((v) => JSON.parse(v).image_id) });
new aws.sns.TopicSubscription('mail', { topic: topic.arn, protocol: 'email', endpoint: 'ops@example.com' });
`);
    const mock = earlierCheck(checks, 'mock');
    expect(mock?.kind, JSON.stringify(mock)).toBe('passed');
    const warnings = mock?.kind === 'passed' ? mock.warnings : [];
    expect(warnings.map((f) => f.code)).toContain('made-up-value');
  });

  it('says so when the program refuses every configuration the run can choose', async () => {
    const checks = await climb(`${HEADER}
const config = new pulumi.Config();
const region = config.require('region');
if (!/^[a-z]{2}-[a-z]+-[0-9]$/.test(region)) throw new Error('region must look like us-east-1');
const topic = new aws.sns.Topic('alerts');
new aws.sns.TopicSubscription('mail', { topic: topic.arn, protocol: 'email', endpoint: 'ops@example.com' });
`);
    const mock = earlierCheck(checks, 'mock');
    expect(mock?.kind).toBe('failed');
    const findings = mock?.kind === 'failed' ? mock.findings : [];
    expect(findings.map((f) => `${f.severity} ${f.code}`)).toEqual([
      'warning refused-config',
      'error refused-config',
    ]);
  });
});
