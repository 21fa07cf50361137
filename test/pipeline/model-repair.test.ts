import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiChatModel } from '../../src/model/openai-chat-model.js';
import { createModelRepair } from '../../src/pipeline/model-repair.js';
import type { Finding } from '../../src/verify/types.js';
import { realSearch } from '../generate/pipeline-support.js';
import { codeReply, startOpenAiServer, type OpenAiTestServer } from '../support/openai-server.js';

let server: OpenAiTestServer;
beforeEach(async () => {
  server = await startOpenAiServer();
});
afterEach(() => server.close());

const BROKEN = 'import * as aws from "@pulumi/aws";\n\nnew aws.s3.Bucket("logs", { versioningg: true });\n';
const FIXED =
  'import * as aws from "@pulumi/aws";\nimport * as random from "@pulumi/random";\n\nconst suffix = new random.RandomPet("suffix");\nnew aws.s3.Bucket("logs", { bucketPrefix: suffix.id });\n';

const finding: Finding = {
  rung: 'typecheck',
  severity: 'error',
  message:
    "Object literal may only specify known properties, and 'versioningg' does not exist in type 'BucketArgs'.",
  line: 3,
  code: 'TS2353',
  subjects: ['BucketArgs'],
};

describe('createModelRepair', () => {
  it('asks the model with the findings, the failing schemas and the previous program, then installs what the new one imports', async () => {
    server.script(codeReply(FIXED));
    const { snapshot, search } = realSearch();
    const prompts: string[] = [];
    const ensured: (readonly string[])[] = [];
    const repair = createModelRepair({
      model: createOpenAiChatModel({
        apiKey: 'sk-test',
        baseUrl: server.baseUrl,
        model: 'scripted',
        maxRetries: 0,
      }),
      requestText: 'a versioned S3 bucket for logs',
      snapshot,
      search,
      retrieved: [],
      providers: ['aws'],
      ensureProviders: async (providers) => void ensured.push(providers),
      onPrompt: (text) => prompts.push(text),
    });
    const next = await repair(BROKEN, [finding], 1);
    expect(next).toBe(FIXED);
    expect(server.requests.map((r) => r.stage)).toEqual(['repair']);
    const sent = server.requests[0]!.body.messages!.map((m) => m.content).join('\n');
    expect(sent).toContain('a versioned S3 bucket for logs');
    expect(sent).toContain("'versioningg' does not exist");
    expect(sent).toContain('versioningg: true');
    // The schema of the failing line's resource travels with the finding.
    expect(sent).toMatch(/class Bucket\b|interface BucketArgs\b/);
    expect(prompts).toEqual([sent]);
    expect(ensured).toEqual([['aws', 'random']]);
  });
});
