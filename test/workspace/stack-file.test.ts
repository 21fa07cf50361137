import { describe, expect, it } from 'vitest';
import type { ConfigRead } from '../../src/verify/types.js';
import { planDeployment, stackFile } from '../../src/workspace/stack-file.js';

/**
 * What the typecheck reads from a program that does `config.require('stage')`, `config.requireSecret
 * ('dbPassword')`, `config.get('size') ?? 'small'` and `aws.config.requireRegion()`.
 */
const READS: readonly ConfigRead[] = [
  { key: 'stage', kind: 'string', secret: false, required: true, literals: [] },
  { key: 'dbPassword', kind: 'string', secret: true, required: true, literals: [] },
  { key: 'size', kind: 'string', secret: false, required: false, literals: [], fallback: 'small' },
  { key: 'aws:region', kind: 'string', secret: false, required: true, literals: [] },
];

describe('the deployment of a generated program', () => {
  const deployment = planDeployment({
    projectName: 'logs',
    stack: 'dev',
    configReads: READS,
    config: {
      'aws:region': 'eu-west-1',
      'gcp:region': 'eu-west-1',
      size: 'large',
      'hcloud:token': 'tok-1234567890',
    },
    secretKeys: ['hcloud:token'],
    providers: ['aws'],
  });

  it('writes plain values in full keys, never a secret, and no region of a cloud the program does not use', () => {
    expect(deployment.config).toEqual({ 'aws:region': 'eu-west-1', 'logs:size': 'large' });
    expect(stackFile(deployment)).toEqual({
      path: 'Pulumi.dev.yaml',
      content: 'config:\n  aws:region: eu-west-1\n  logs:size: large\n',
    });
  });

  it('lists the required keys once each, the secrets to set and the plain keys still missing', () => {
    expect(deployment.required).toEqual([
      { key: 'aws:region', secret: false },
      { key: 'logs:stage', secret: false },
      { key: 'logs:dbPassword', secret: true },
    ]);
    expect(deployment.secretKeys).toEqual(['hcloud:token', 'logs:dbPassword']);
    expect(deployment.missing).toEqual(['logs:stage']);
  });

  it("writes an empty stack file when there is no plain config, and asks for the provider's own required keys", () => {
    const bare = planDeployment({
      projectName: 'p',
      stack: 'prod',
      configReads: [],
      config: {},
      secretKeys: [],
      providers: ['gcp', 'random'],
    });
    expect(stackFile(bare)).toEqual({ path: 'Pulumi.prod.yaml', content: 'config: {}\n' });
    expect(bare).toMatchObject({ stack: 'prod', missing: ['gcp:project'], secretKeys: [] });
  });
});
