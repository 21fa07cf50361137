import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { runCliForTest, testEnvironment } from '../support/cli.js';
import {
  byStage,
  codeReply,
  startOpenAiServer,
  textReply,
  type OpenAiTestServer,
} from '../support/openai-server.js';

const cwd = mkdtempSync(join(tmpdir(), 'pulumi-gen-cli-'));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));
let server: OpenAiTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const PROGRAM = `import * as aws from '@pulumi/aws';
const bucket = new aws.s3.Bucket('logs', {});
export const bucketName = bucket.bucket;
`;

describe('pulumi-gen "<request>"', () => {
  it('--dry-run --json: offline, writes the project only into --out, prints the documented object', async () => {
    const run = await runCliForTest(
      ['an S3 bucket with versioning', '--dry-run', '--json', '--preview', 'off'],
      testEnvironment({ cwd }),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(readdirSync(cwd)).toEqual(['pulumi-gen-out']);
    const out = join(cwd, 'pulumi-gen-out');
    expect(readdirSync(out).sort()).toEqual([
      '.gitignore',
      'Pulumi.yaml',
      'index.ts',
      'package.json',
      'tsconfig.json',
    ]);
    const pkg = JSON.parse(readFileSync(join(out, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies).toEqual({ '@pulumi/aws': '7.48.0', '@pulumi/pulumi': '3.270.0' });
    expect(readFileSync(join(out, 'Pulumi.yaml'), 'utf8')).toMatch(/^runtime:\n {2}name: nodejs$/m);

    const json = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(Object.keys(json).sort()).toEqual([
      'cases',
      'files',
      'metrics',
      'model',
      'retrieved',
      'status',
      'verification',
    ]);
    expect(json).toMatchObject({ status: 'verified', model: 'offline' });
    expect(json['files']).toContain('index.ts');
    expect((json['retrieved'] as string[])[0]).toMatch(/^aws:s3\//);
    const verification = json['verification'] as {
      rung: string;
      status: string;
      rounds: number;
      findings: unknown[];
    }[];
    expect(verification.map((v) => [v.rung, v.status])).toEqual([
      ['safety', 'passed'],
      ['typecheck', 'passed'],
      ['mock', 'passed'],
      ['intent', 'passed'],
      ['policy', 'passed'],
      ['preview', 'skipped'],
    ]);
    for (const rung of verification)
      expect(Object.keys(rung).sort()).toEqual(['findings', 'rounds', 'rung', 'status']);
    const metrics = json['metrics'] as Record<string, unknown>;
    expect(Object.keys(metrics).sort()).toEqual(['promptCoverage', 'timingsMs', 'tokensIn', 'tokensOut']);
    expect(metrics['promptCoverage']).toBeGreaterThan(0.5);
    expect(run.stderr).toMatch(/^pulumi-gen: retrieve…$/m);
    expect(run.stderr).toMatch(/^pulumi-gen: {3}mock: passed/m);
  });

  it('uses the model from the key, --base-url and PULUMI_GEN_MODEL, and prints the markdown report', async () => {
    server = await startOpenAiServer([
      byStage({ plan: [textReply('1. Create a bucket.')], generate: [codeReply(PROGRAM)] }),
    ]);
    const out = join(cwd, 'with-model');
    const run = await runCliForTest(
      ['an S3 bucket for logs', '--base-url', server.baseUrl, '--out', out, '--preview', 'off'],
      testEnvironment({ cwd, openaiApiKey: 'sk-cli-test-key-0123456789', model: 'env-model' }),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(server.requests.map((r) => r.body.model)).toContain('env-model');
    expect(
      server.requests.every((r) => r.headers['authorization'] === 'Bearer sk-cli-test-key-0123456789'),
    ).toBe(true);
    expect(run.stdout).toContain('## ✅ Verified Pulumi program');
    expect(run.stdout).toContain('**Written by:** `env-model`');
    expect(run.stdout).toContain('```mermaid');
    expect(run.stdout + run.stderr).not.toContain('sk-cli-test-key-0123456789');
    expect(readFileSync(join(out, 'index.ts'), 'utf8')).toBe(PROGRAM);
  });

  it('--offline ignores a configured model', async () => {
    server = await startOpenAiServer([textReply('unused')]);
    const run = await runCliForTest(
      ['a random password', '--offline', '--out', join(cwd, 'offline'), '--preview', 'off', '--json'],
      testEnvironment({ cwd, openaiApiKey: 'sk-unused-key-0123456789', openaiBaseUrl: server.baseUrl }),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(server.requests).toEqual([]);
    const report = JSON.parse(run.stdout) as {
      model: string;
      cases: { name: string; resources: { kind: string; type: string; inputs: Record<string, unknown> }[] }[];
    };
    expect(report.model).toBe('offline');
    // The recorded resources of each configuration case, so a harness can check the request without the program.
    const password = report.cases[0]?.resources.find(
      (r) => r.type === 'random:index/randomPassword:RandomPassword',
    );
    expect(password).toMatchObject({ kind: 'resource', inputs: { length: expect.any(Number) as number } });
  });

  it.each([
    [['generate'], /say what to build, in quotes/],
    [['a bucket', '--max-repairs', 'many'], /--max-repairs must be a whole number from 0 to 10, not 'many'/],
    [['a bucket', '--preview', 'sometimes'], /--preview must be auto, require or off, not 'sometimes'/],
    [
      ['a bucket', '--sandbox', 'chroot'],
      /--sandbox must be one of auto, bwrap, unshare, docker, none, not 'chroot'/,
    ],
    [['a bucket', '--provider', 'awz'], /unknown provider 'awz' \(did you mean 'aws'\?\)/],
    [['a bucket', '--base-url', 'ftp://example.com'], /the base URL must be an http\(s\) URL/],
    [['a bucket', '--config', 'region'], /--config takes KEY=VALUE/],
    [['a bucket', '--policy', 'strict'], /--policy must be off, advisory, mandatory, not 'strict'/],
    [
      ['a bucket', '--policy-pack', 'no/such/pack'],
      /--policy-pack \S+no\/such\/pack is not a policy pack: it has no package\.json/,
    ],
    [['a bucket', '--policy-config', 'missing.json'], /--policy-config \S+missing\.json does not exist/],
    [['a bucket', '--bogus'], /unknown option '--bogus' for 'generate'/],
    [['a bucket', '--out'], /option '--out[^']*' needs a value/],
  ])('rejects %j with one line and exit 2', async (argv, message) => {
    const run = await runCliForTest(argv, testEnvironment({ cwd }));
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(message);
  });
});
