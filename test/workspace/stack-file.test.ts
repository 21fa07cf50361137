import { describe, expect, it } from 'vitest';
import { planDeployment, stackFile } from '../../src/workspace/stack-file.js';

const PROGRAM = `import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
const config = new pulumi.Config();
const stage = config.require("stage");
const password = config.requireSecret("dbPassword");
const size = config.get("size") ?? "small";
new aws.s3.Bucket(\`logs-\${stage}-\${size}\`, {});
export const secret = password;
`;

describe('the deployment of a generated program', () => {
  const deployment = planDeployment({
    projectName: 'logs',
    stack: 'dev',
    program: PROGRAM,
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

  it('lists the required keys, the secrets to set and the plain keys still missing', () => {
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
      program: 'export {};\n',
      config: {},
      secretKeys: [],
      providers: ['gcp', 'random'],
    });
    expect(stackFile(bare)).toEqual({ path: 'Pulumi.prod.yaml', content: 'config: {}\n' });
    expect(bare).toMatchObject({ stack: 'prod', missing: ['gcp:project'], secretKeys: [] });
  });
});
