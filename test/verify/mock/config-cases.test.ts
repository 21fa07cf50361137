import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Plan } from '../../../src/plan/types.js';
import { configCases, findConfigReads, MAX_CONFIG_CASES } from '../../../src/verify/mock/config-cases.js';
import { createMockRung, type MockRunDeps } from '../../../src/verify/mock/mock-rung.js';
import { createIntentRung } from '../../../src/verify/intent/intent-rung.js';
import { createTypechecker } from '../../../src/verify/typecheck/typechecker.js';
import type { RungCheck, RungName } from '../../../src/verify/types.js';
import { requireSandbox } from '../../support/sandbox.js';
import { loadAwsSnapshot, makeProjectDir, programOf } from './support.js';

const HEADER = `import * as pulumi from '@pulumi/pulumi';
import * as aws from '@pulumi/aws';
`;

describe('findConfigReads', () => {
  it('finds every getter kind, namespaces, secrets and required reads, one per key', () => {
    const reads = findConfigReads(
      programOf(`${HEADER}
const config = new pulumi.Config();
const awsConfig = new pulumi.Config('aws');
const size = config.requireNumber('size');
const password = config.requireSecret('dbPassword');
const debug = config.getBoolean('debug');
const tags = config.getObject<Record<string, string>>('tags');
const region = awsConfig.require('region');
const name = config.get('name');
const again = config.requireSecret('name');
`),
    );
    const byKey = Object.fromEntries(reads.map((r) => [r.key, r]));
    expect(Object.keys(byKey).sort()).toEqual(['aws:region', 'dbPassword', 'debug', 'name', 'size', 'tags']);
    expect(byKey['size']).toMatchObject({ kind: 'number', required: true, secret: false });
    expect(byKey['dbPassword']).toMatchObject({ kind: 'string', required: true, secret: true });
    expect(byKey['debug']).toMatchObject({ kind: 'boolean', required: false });
    expect(byKey['tags']).toMatchObject({ kind: 'object', required: false });
    expect(byKey['aws:region']).toMatchObject({ required: true });
    expect(byKey['name']).toMatchObject({ required: true, secret: true });
  });

  it('collects the literals a value is compared with, directly, through a const and in a switch', () => {
    const reads = findConfigReads(
      programOf(`${HEADER}
const config = new pulumi.Config();
const stage = config.get('stage');
if (stage === 'PROD') { new aws.sns.Topic('prod'); }
if ('CODE' !== stage) { new aws.sns.Topic('not-code'); }
if (config.require('tier') == 'gold') { new aws.sns.Topic('gold'); }
switch (config.get('size')) { case 'large': break; case 'small': break; }
const other = 'x';
if (other === 'ignored') {}
`),
    );
    const literals = Object.fromEntries(reads.map((r) => [r.key, r.literals]));
    expect(literals).toEqual({ stage: ['PROD', 'CODE'], tier: ['gold'], size: ['large', 'small'] });
  });

  it('ignores reads on objects that are not a Config and files that are not TypeScript', () => {
    const program = new Map([
      ['index.ts', `const settings = new Map<string, string>();\nsettings.get('stage');\n`],
      ['Pulumi.yaml', `config.get('x')`],
    ]);
    expect(findConfigReads(program)).toEqual([]);
  });
});

describe('configCases', () => {
  const read = (key: string, more: Partial<ReturnType<typeof findConfigReads>[number]> = {}) => ({
    key,
    kind: 'string' as const,
    secret: false,
    required: false,
    literals: [],
    ...more,
  });

  it('gives required keys placeholders (secrets marked), then the optional keys set, then each literal', () => {
    const { cases, omitted } = configCases(
      [
        read('password', { required: true, secret: true }),
        read('stage', { literals: ['PROD', 'CODE'] }),
        read('email'),
      ],
      {},
    );
    expect(omitted).toBe(0);
    expect(cases.map((c) => c.name)).toEqual(['default', 'every optional key set', 'stage=CODE']);
    expect(cases[0]).toEqual({
      name: 'default',
      config: { password: 'placeholder-secret-value' },
      secretKeys: ['password'],
    });
    expect(cases[1]?.config).toEqual({
      password: 'placeholder-secret-value',
      stage: 'PROD',
      email: 'placeholder-email',
    });
    expect(cases[2]?.config).toEqual({ password: 'placeholder-secret-value', stage: 'CODE' });
    // Every case runs some branch of stage: unset, PROD and CODE.
    expect(new Set(cases.map((c) => c.config['stage']))).toEqual(new Set([undefined, 'PROD', 'CODE']));
  });

  it('starts a required compared key at its first literal and lets given config win', () => {
    const reads = [
      read('stage', { required: true, literals: ['PROD', 'CODE'] }),
      read('size', { kind: 'number', required: true }),
    ];
    expect(configCases(reads, {}).cases.map((c) => c.config)).toEqual([
      { size: '1', stage: 'PROD' },
      { size: '1', stage: 'CODE' },
    ]);
    expect(configCases(reads, { stage: 'CODE' }).cases.map((c) => c.config)).toEqual([
      { size: '1', stage: 'CODE' },
    ]);
  });

  it('caps the cases and says how many were left out', () => {
    const literals = Array.from({ length: 10 }, (_, i) => `v${i}`);
    const { cases, omitted } = configCases([read('stage', { literals })], {});
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
    const diagnostics = createTypechecker({ projectDir: project.dir }).check(code);
    expect(diagnostics.map((d) => d.message)).toEqual([]);
    const context = { projectDir: project.dir, config: {}, plan };
    const earlier = new Map<RungName, RungCheck>();
    earlier.set('mock', await createMockRung(deps).check(programOf(code), context));
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
    const mock = checks.get('mock');
    expect(mock?.kind, JSON.stringify(mock)).toBe('passed');
    const cases = mock?.kind === 'passed' ? (mock.details?.cases ?? []) : [];
    const prod = cases.find((c) => c.case.config['stage'] === 'PROD');
    expect(prod?.resources.map((r) => r.token)).toContain('aws:sns/topicSubscription:TopicSubscription');
    const unset = cases.find((c) => c.case.config['stage'] === undefined);
    expect(unset?.resources.map((r) => r.token)).not.toContain('aws:sns/topicSubscription:TopicSubscription');
    expect(unset?.case.config['alertEmail']).toBe('placeholder-alertEmail');
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
});
