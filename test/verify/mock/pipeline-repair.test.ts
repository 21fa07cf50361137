import { afterEach, describe, expect, it } from 'vitest';

import { runPipeline } from '../../../src/pipeline/run-pipeline.js';
import { createMockRung } from '../../../src/verify/mock/mock-rung.js';
import {
  byStage,
  codeReply,
  startOpenAiServer,
  textReply,
  type OpenAiTestServer,
} from '../../support/openai-server.js';
import { realSearch, request, testDeps } from '../../generate/pipeline-support.js';
import { requireSandbox } from '../../support/sandbox.js';

const PROGRAM = `import * as aws from '@pulumi/aws';

const bucket = new aws.s3.Bucket('site', {});
new aws.s3.BucketVersioning('site-versioning', {
  bucket: bucket.id,
  versioningConfiguration: { status: 'enabled' },
});
export const bucketName = bucket.bucket;
`;
const FIXED = PROGRAM.replace("status: 'enabled'", "status: 'Enabled'");

let server: OpenAiTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the pipeline with the mock rung', () => {
  it('repairs a wrong valid value ("enabled") that only the mock run catches', async () => {
    server = await startOpenAiServer([
      byStage({
        plan: [textReply('1. Create an S3 bucket.\n2. Enable versioning on it.')],
        generate: [codeReply(PROGRAM)],
        repair: [codeReply(FIXED)],
      }),
    ]);
    const mock = createMockRung({
      snapshot: realSearch().snapshot,
      nodePath: process.execPath,
      sandbox: await requireSandbox(),
    });
    const { deps } = testDeps({ baseUrl: server.baseUrl, rungs: [mock] });
    const result = await runPipeline(request('an S3 bucket with versioning'), deps);

    expect(result.failure).toBeUndefined();
    expect(result.status).toBe('verified');
    expect(result.files.find((file) => file.path === 'index.ts')?.content).toContain("status: 'Enabled'");
    expect(result.verification.find((outcome) => outcome.rung === 'typecheck')).toMatchObject({
      status: 'passed',
    });
    const outcome = result.verification.find((item) => item.rung === 'mock');
    expect(outcome).toMatchObject({ status: 'fixed', rounds: 1 });
    expect(outcome?.details?.mermaid).toContain('-->');

    const repairs = server.requests.filter((recorded) => recorded.stage === 'repair');
    expect(repairs).toHaveLength(1);
    const prompt = (repairs[0]?.body.messages ?? []).map((message) => message.content).join('\n');
    expect(prompt).toMatch(/index\.ts:4 \[mock invalid-value\] aws\.s3\.BucketVersioning "site-versioning"/);
    expect(prompt).toContain('use "Enabled"');
    expect(prompt).toContain('class BucketVersioning extends pulumi.CustomResource');
  });
});
