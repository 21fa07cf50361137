import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCliForTest, testEnvironment } from '../../support/cli.js';

const root = mkdtempSync(join(tmpdir(), 'pulumi-gen-verify-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A project folder as a user has it: Pulumi.yaml, package.json, and the program's files. */
function project(name: string, files: Record<string, string>, main?: string): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'Pulumi.yaml'),
    `name: ${name}\nruntime: nodejs\n${main === undefined ? '' : `main: ${main}\n`}config:\n  ${name}:owner:\n    default: platform\n`,
  );
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name, dependencies: { '@pulumi/pulumi': '^3.0.0', '@pulumi/aws': '^7.0.0' } }),
  );
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const TOPIC = `import * as pulumi from '@pulumi/pulumi';
import * as aws from '@pulumi/aws';
const config = new pulumi.Config();
const owner = config.require('owner');
const retention = config.getNumber('retentionDays') ?? 7;
const topic = new aws.sns.Topic('alerts', { tags: { owner } });
new aws.sns.TopicSubscription('mail', { topic: topic.arn, protocol: 'email', endpoint: 'ops@example.com' });
console.log(Buffer.from(owner).toString('base64'), retention);
export const topicArn = topic.arn;
`;

const env = () => testEnvironment({ cwd: root });

describe('pulumi-gen verify', () => {
  it("verifies a correct project with the project's own config default, Node's types and no request", async () => {
    const dir = project('topic', { 'index.ts': TOPIC });
    const run = await runCliForTest(['verify', dir, '--preview', 'off', '--json'], env());
    const result = JSON.parse(run.stdout) as {
      status: string;
      verification: { rung: string; status: string; reason?: string }[];
    };
    expect(result.status, run.stdout).toBe('verified');
    expect(run.code).toBe(0);
    expect(result.verification.find((r) => r.rung === 'intent')).toMatchObject({
      status: 'skipped',
      reason: expect.stringMatching(/no request/),
    });
  });

  it('checks a program split over files laid out from its entry folder, and names the file of a type error', async () => {
    const dir = project(
      'split',
      {
        'src/index.ts': `import { topicName } from './naming';\nimport * as aws from '@pulumi/aws';\nnew aws.sns.Topic('t', { name: topicName('alerts') });\n`,
        'src/naming.ts': `export function topicName(base: string): string {\n  const n: number = base;\n  return \`\${base}-\${n}\`;\n}\n`,
      },
      'src/',
    );
    const run = await runCliForTest(['verify', dir, '--preview', 'off', '--json'], env());
    const result = JSON.parse(run.stdout) as {
      status: string;
      verification: { rung: string; findings: { message: string }[] }[];
    };
    expect(run.code).toBe(1);
    const typecheck = result.verification.find((r) => r.rung === 'typecheck');
    expect(typecheck?.findings.map((f) => f.message)).toEqual([
      "Type 'string' is not assignable to type 'number'.",
    ]);
  });

  // Cut down from pulumi/pulumi-kubernetes tests/sdk/nodejs/aliases/step1: the program has the provider read a
  // manifest the project holds, by a path relative to the project folder, as `pulumi up` runs it there.
  it("gives the run the project's own files that the program reads by a relative path", async () => {
    const dir = project('manifests', {
      'index.ts':
        "import * as k8s from '@pulumi/kubernetes';\n" +
        "new k8s.yaml.ConfigFile('alias-test', { file: 'manifests/av1Deployment.yaml' });\n",
      'manifests/av1Deployment.yaml':
        'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\ndata:\n  mode: fast\n',
    });
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({
        name: 'manifests',
        dependencies: { '@pulumi/pulumi': '^3.0.0', '@pulumi/kubernetes': '^4.0.0' },
      }),
    );
    const run = await runCliForTest(['verify', dir, '--preview', 'off', '--json'], env());
    const result = JSON.parse(run.stdout) as { status: string };
    expect(result.status, run.stdout).toBe('verified');
  });

  it('holds the program to a request given with --request', async () => {
    const dir = project('intent', { 'index.ts': TOPIC });
    const run = await runCliForTest(
      [
        'verify',
        dir,
        '--preview',
        'off',
        '--json',
        '--request',
        'an SNS topic with an SQS queue subscribed to it',
      ],
      env(),
    );
    const result = JSON.parse(run.stdout) as { status: string; error?: string };
    expect(result.status).toBe('failed');
    expect(result.error).toMatch(/intent.*aws\.sqs\.Queue/);
  });

  it('refuses a folder that is not a Pulumi TypeScript project in one line', async () => {
    const dir = join(root, 'empty');
    mkdirSync(dir, { recursive: true });
    const run = await runCliForTest(['verify', dir], env());
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/has no Pulumi\.yaml; give the folder of a Pulumi TypeScript project/);
  });
});
