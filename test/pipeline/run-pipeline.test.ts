import { afterEach, describe, expect, it } from 'vitest';
import type { Plan } from '../../src/plan/types.js';
import { pipelinePromptInput, runPipeline } from '../../src/pipeline/run-pipeline.js';
import type { RetrievalResult } from '../../src/retrieve/types.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import {
  byStage,
  codeReply,
  startOpenAiServer,
  textReply,
  type OpenAiTestServer,
} from '../support/openai-server.js';
import { request, testDeps } from '../generate/pipeline-support.js';

const HEADER = "import * as pulumi from '@pulumi/pulumi';\nimport * as aws from '@pulumi/aws';\n";
const PLAN = textReply('1. Create an S3 bucket.\n2. Enable versioning on it.\n3. Export the bucket name.');

const BROKEN = `${HEADER}
const bucket = new aws.s3.Bucket('site', {
  versioningConfiguration: { status: 'Enabled' },
});
export const bucketName = bucket.bucket;
`;

const FIXED = `${HEADER}
const bucket = new aws.s3.Bucket('site', {});
new aws.s3.BucketVersioning('site-versioning', {
  bucket: bucket.id,
  versioningConfiguration: { status: 'Enabled' },
});
export const bucketName = bucket.bucket;
`;

let server: OpenAiTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the pipeline with a model', () => {
  it('repairs a type error in a second round, sending the diagnostic and the schemas', async () => {
    server = await startOpenAiServer([
      byStage({ plan: [PLAN], generate: [codeReply(BROKEN)], repair: [codeReply(FIXED)] }),
    ]);
    const { deps, events } = testDeps({ baseUrl: server.baseUrl });
    const result = await runPipeline(request('an S3 bucket with versioning'), deps);

    expect(result.failure).toBeUndefined();
    expect(result.status).toBe('verified');
    expect(result.files.find((f) => f.path === 'index.ts')?.content).toContain('aws.s3.BucketVersioning');
    const typecheck = result.verification.find((o) => o.rung === 'typecheck');
    expect(typecheck).toMatchObject({ status: 'fixed', rounds: 1 });

    const stages = server.requests.map((r) => r.stage);
    expect(stages.filter((s) => s === 'generate')).toHaveLength(1);
    expect(stages.filter((s) => s === 'repair')).toHaveLength(1);
    const repair = server.requests.find((r) => r.stage === 'repair')!;
    const prompt = repair.body.messages!.map((m) => m.content).join('\n');
    expect(prompt).toMatch(
      /index\.ts:5 \[typecheck TS2353\] Object literal may only specify known properties, and 'versioningConfiguration' does not exist in type 'BucketArgs'/,
    );
    expect(prompt).toContain('interface BucketArgs {');
    expect(prompt).toContain('class BucketVersioning extends pulumi.CustomResource');
    expect(prompt).toContain('Valid values: "Enabled" | "Suspended" | "Disabled"');
    expect(result.metrics.tokensIn).toBeGreaterThan(0);
    expect(result.metrics.promptCoverage).toBeGreaterThan(0.5);
    expect(result.model).toBe('scripted-model');
    expect(events.some((e) => e.kind === 'repair' && e.via === 'model')).toBe(true);
  });

  it('fixes a misspelling with TypeScript code fixes and no model round', async () => {
    server = await startOpenAiServer([
      byStage({
        plan: [PLAN],
        generate: [codeReply(FIXED.replace('new aws.s3.BucketVersioning(', 'new aws.s3.BucketVersoning('))],
      }),
    ]);
    const { deps } = testDeps({ baseUrl: server.baseUrl });
    const result = await runPipeline(request('an S3 bucket with versioning'), deps);
    expect(result.status).toBe('verified');
    expect(server.requests.some((r) => r.stage === 'repair')).toBe(false);
    expect(result.verification.find((o) => o.rung === 'typecheck')).toMatchObject({
      status: 'fixed',
      rounds: 0,
    });
    expect(result.files.find((f) => f.path === 'index.ts')?.content).toContain(
      'new aws.s3.BucketVersioning(',
    );
  });

  it('asks once more for a reply without code, then fails clearly', async () => {
    server = await startOpenAiServer([
      byStage({ plan: [PLAN], generate: [textReply('I would create a bucket.')] }),
    ]);
    const { deps } = testDeps({ baseUrl: server.baseUrl });
    const result = await runPipeline(request('an S3 bucket with versioning'), deps);
    expect(result.status).toBe('failed');
    expect(result.failure).toEqual({
      stage: 'generate',
      message:
        'the model replied twice without a TypeScript code block (generate); try another model with --model',
    });
    const generates = server.requests.filter((r) => r.stage === 'generate');
    expect(generates).toHaveLength(2);
    expect(generates[1]?.body.messages?.at(-1)?.content).toMatch(/did not contain the program/);
    expect(result.files).toEqual([]);
  });

  it('tells the model once that its reply changed nothing, then stops on a second unchanged reply', async () => {
    server = await startOpenAiServer([
      byStage({ plan: [PLAN], generate: [codeReply(BROKEN)], repair: [codeReply(BROKEN)] }),
    ]);
    const { deps } = testDeps({ baseUrl: server.baseUrl });
    const result = await runPipeline(request('an S3 bucket with versioning', { maxRepairs: 3 }), deps);
    expect(result.status).toBe('failed');
    const repairs = server.requests.filter((r) => r.stage === 'repair');
    expect(repairs).toHaveLength(2);
    const first = repairs[0]?.body.messages?.at(-1)?.content ?? '';
    const second = repairs[1]?.body.messages?.at(-1)?.content ?? '';
    expect(first).not.toContain('<previous_attempt>');
    expect(second).toContain('it changed nothing');
    expect(second).toContain('The last attempt did not fix');
    expect(second).toContain('@pulumi/aws 7.48.0: import * as aws from "@pulumi/aws";');
    const typecheck = result.verification.find((o) => o.rung === 'typecheck');
    expect(typecheck?.status).toBe('failed');
    expect(typecheck?.reason).toMatch(/already returned/);
  });

  it('bounds the repair rounds', async () => {
    const stillBroken = (n: number) => codeReply(BROKEN.replace("'site'", `'site${n}'`));
    server = await startOpenAiServer([
      byStage({
        plan: [PLAN],
        generate: [codeReply(BROKEN)],
        repair: [stillBroken(1), stillBroken(2), stillBroken(3)],
      }),
    ]);
    const { deps } = testDeps({ baseUrl: server.baseUrl });
    const result = await runPipeline(request('an S3 bucket with versioning', { maxRepairs: 2 }), deps);
    expect(server.requests.filter((r) => r.stage === 'repair')).toHaveLength(2);
    expect(result.verification.find((o) => o.rung === 'typecheck')).toMatchObject({
      status: 'failed',
      rounds: 2,
    });
  });

  it('fails with one clear line when the endpoint returns 500 forever', async () => {
    server = await startOpenAiServer([{ kind: 'error', status: 500 }]);
    const { deps } = testDeps({ baseUrl: server.baseUrl });
    const result = await runPipeline(request('an S3 bucket with versioning'), deps);
    expect(result.status).toBe('failed');
    expect(result.failure).toEqual({
      stage: 'plan',
      message: `the model endpoint ${server.baseUrl} kept failing (HTTP 500 after 2 attempts); try again later`,
    });
    expect(server.requests).toHaveLength(2);
  });

  it('edit mode sends the existing program and keeps the project name', async () => {
    const existing = `${HEADER}\nconst bucket = new aws.s3.Bucket('site', {});\nexport const bucketName = bucket.bucket;\n`;
    server = await startOpenAiServer([byStage({ plan: [PLAN], generate: [codeReply(FIXED)] })]);
    const { deps } = testDeps({ baseUrl: server.baseUrl });
    const result = await runPipeline(
      request('turn on versioning', {
        mode: 'edit',
        existingProgram: new Map([
          ['index.ts', existing],
          ['Pulumi.yaml', 'name: my-infra\nruntime: nodejs\n'],
        ]),
      }),
      deps,
    );
    expect(result.status).toBe('verified');
    const generate = server.requests.find((r) => r.stage === 'generate')!;
    const user = generate.body.messages!.at(-1)!.content;
    expect(user).toContain('<existing_program>');
    expect(user).toContain("const bucket = new aws.s3.Bucket('site', {});");
    expect(result.files.find((f) => f.path === 'Pulumi.yaml')?.content).toMatch(/^name: my-infra$/m);
  });
});

describe('the pipeline without a model', () => {
  it('says when the prompt budget shortened or left out schemas', async () => {
    const { deps, events } = testDeps();
    const result = await runPipeline(request('an S3 bucket with versioning'), {
      ...deps,
      promptBudget: 2_500,
    });
    expect(result.status).toBe('verified');
    const warnings = events.flatMap((e) => (e.kind === 'warning' ? [e.message] : []));
    expect(warnings).toContainEqual(
      expect.stringMatching(
        /^prompt budget: \d+ schemas shown shortened, \d+ left out \(the least relevant\)$/,
      ),
    );
    const roomy = testDeps();
    await runPipeline(request('an S3 bucket with versioning'), { ...roomy.deps, promptBudget: 100_000 });
    expect(roomy.events.some((e) => e.kind === 'warning' && e.message.startsWith('prompt budget'))).toBe(
      false,
    );
  });
});

describe('the prompt input', () => {
  it('lists the package of every planned component, whatever retrieval ranked first', () => {
    const snapshot = openSnapshot(defaultSnapshotDir());
    const record = (token: string) => {
      const found = snapshot.get(token);
      if (found === undefined) throw new Error(`${token} is not in the snapshot`);
      return found;
    };
    const planned = ['gcp:sql/user:User', 'random:index/randomPassword:RandomPassword'].map((token, i) => ({
      id: `c${i}`,
      token,
      role: token,
      origin: 'request' as const,
      count: 1,
      values: [],
      alternatives: [],
    }));
    const plan: Plan = { components: planned, relations: [], config: [], source: 'model', notes: [] };
    const records = ['gcp:sql/user:User', 'gcp:sql/database:Database'].map(record);
    const retrieval: RetrievalResult = { providers: ['gcp'], concepts: [], hits: [], records, warnings: [] };
    const input = pipelinePromptInput(
      { text: 'a Cloud SQL user with a generated password' },
      plan,
      retrieval,
      undefined,
      snapshot,
    );
    expect(input.providers.map((p) => p.provider)).toEqual(expect.arrayContaining(['gcp', 'random']));
  });
});
