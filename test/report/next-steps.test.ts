import { describe, expect, it } from 'vitest';
import { nextCommands } from '../../src/report/next-steps.js';
import type { Deployment } from '../../src/workspace/deployment.js';

const deployment: Deployment = {
  stack: 'dev',
  config: { 'aws:region': 'eu-west-1' },
  secretKeys: ['hcloud:token', 'logs:dbPassword'],
  required: [
    { key: 'aws:region', secret: false },
    { key: 'logs:stage', secret: false },
    { key: 'logs:dbPassword', secret: true },
  ],
  missing: ['logs:stage'],
};

describe('the commands after a run', () => {
  it('says what to run next, from the project folder to a preview; a secret is set by its key alone', () => {
    expect(nextCommands('infra/my logs', deployment)).toEqual([
      "cd 'infra/my logs' && npm install",
      'pulumi stack init dev',
      'pulumi config set --secret hcloud:token',
      'pulumi config set --secret logs:dbPassword',
      'pulumi config set logs:stage <value>',
      'pulumi preview',
    ]);
    expect(nextCommands('out', { ...deployment, stack: 'my stack' })[1]).toBe("pulumi stack init 'my stack'");
  });
});
