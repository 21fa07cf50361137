import { afterAll, describe, expect, it } from 'vitest';

import { createTypechecker } from '../../../src/verify/typecheck/typechecker.js';
import type { ConfigRead } from '../../../src/verify/types.js';
import { projectDirWithProviders } from '../helpers.js';

const HEADER = `import * as pulumi from '@pulumi/pulumi';
import * as aws from '@pulumi/aws';
`;

describe('config reads found by the type checker', () => {
  const project = projectDirWithProviders();
  const typechecker = createTypechecker({ projectDir: project.dir });
  afterAll(() => project.dispose());
  const readsOf = (code: string): Record<string, ConfigRead> =>
    Object.fromEntries(typechecker.configReads(`${HEADER}${code}`).map((r) => [r.key, r]));

  it('finds every getter kind, namespaces, secrets and required reads, one per key', () => {
    const reads = readsOf(`
const config = new pulumi.Config();
const awsConfig = new pulumi.Config('aws');
const size = config.requireNumber('size');
const password = config.requireSecret('dbPassword');
const debug = config.getBoolean('debug');
const tags = config.getObject<Record<string, string>>('tags');
const region = awsConfig.require('region');
const name = config.get('name');
const again = config.requireSecret('name');
`);
    expect(Object.keys(reads).sort()).toEqual(['aws:region', 'dbPassword', 'debug', 'name', 'size', 'tags']);
    expect(reads['size']).toMatchObject({ kind: 'number', required: true, secret: false });
    expect(reads['dbPassword']).toMatchObject({ kind: 'string', required: true, secret: true });
    expect(reads['debug']).toMatchObject({ kind: 'boolean', required: false });
    expect(reads['tags']).toMatchObject({ kind: 'object', required: false, shape: { kind: 'map' } });
    expect(reads['aws:region']).toMatchObject({ required: true });
    expect(reads['name']).toMatchObject({ required: true, secret: true });
  });

  it('reaches the Config however the program gets it: inline, a helper, a class field, a named import', () => {
    const reads = readsOf(`
import { Config } from '@pulumi/pulumi';
const region = new pulumi.Config('gcp').require('region');
function settings(): pulumi.Config { return new pulumi.Config(); }
const owner = settings().get('owner');
class Stack { readonly cfg = new Config(); tier(): string | undefined { return this.cfg.get('tier'); } }
const named = new Config().getNumber('replicas');
export const all = [region, owner, new Stack().tier(), named];
`);
    expect(Object.keys(reads).sort()).toEqual(['gcp:region', 'owner', 'replicas', 'tier']);
  });

  it('collects the literals a value is compared with or looked up by, through the const that holds it', () => {
    const reads = readsOf(`
const config = new pulumi.Config();
const stage = config.get('stage') ?? 'CODE';
if (stage === 'PROD') { new aws.sns.Topic('prod'); }
if (config.require('tier') == 'gold') { new aws.sns.Topic('gold'); }
switch (config.get('size')) { case 'large': break; case 'small': break; }
const env = config.require('env');
if (!['dev', 'prod'].includes(env)) { throw new Error('env must be dev or prod'); }
const classes = { small: 't3.micro', large: 't3.large' };
const klass = config.require('class');
new aws.ec2.Instance('web', { ami: 'ami-1', instanceType: classes[klass as keyof typeof classes] });
const mode = config.get('mode', { allowedValues: ['fast', 'safe'] });
{ const stage = 'shadow'; if (stage === 'ignored') {} }
`);
    const literals = Object.fromEntries(Object.values(reads).map((r) => [r.key, [...r.literals].sort()]));
    expect(literals).toEqual({
      stage: ['PROD'],
      tier: ['gold'],
      size: ['large', 'small'],
      env: ['dev', 'prod'],
      class: ['large', 'small'],
      mode: ['fast', 'safe'],
    });
    expect(reads['stage']?.fallback).toBe('CODE');
  });

  it('reads the fallback and the shape the program expects of an object', () => {
    const reads = readsOf(`
const config = new pulumi.Config();
const zones = config.getObject<string[]>('zones') ?? ['a', 'b'];
const db = config.requireObject<{ name: string; port: number; tags?: string[] }>('db');
const instanceType = config.get('instanceType') || 't3.micro';
export const out = [zones.slice(0, 1), db.port, instanceType];
`);
    expect(reads['zones']).toMatchObject({
      fallback: '["a","b"]',
      shape: { kind: 'array', element: { kind: 'string' } },
    });
    expect(reads['db']?.shape).toEqual({
      kind: 'object',
      fields: { name: { kind: 'string' }, port: { kind: 'number' } },
    });
    expect(reads['instanceType']?.fallback).toBe('t3.micro');
  });

  it("reads a provider's own settings through its package", () => {
    const reads = readsOf(`
const region = aws.config.requireRegion();
const profile = aws.config.profile;
export const where = [region, profile];
`);
    expect(reads['aws:region']).toMatchObject({ required: true, kind: 'string' });
    expect(reads['aws:profile']).toMatchObject({ required: false });
  });

  it('ignores get and require of other types', () => {
    expect(
      readsOf(`
const settings = new Map<string, string>();
settings.get('stage');
const params = new URLSearchParams();
params.get('q');
`),
    ).toEqual({});
  });
});
