import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { secretForms } from '../../src/shared/redact.js';
import { runCliForTest, testEnvironment } from '../support/cli.js';
import {
  byStage,
  codeReply,
  startOpenAiServer,
  textReply,
  type OpenAiTestServer,
} from '../support/openai-server.js';

const cwd = mkdtempSync(join(tmpdir(), 'pulumi-gen-secrets-'));
let server: OpenAiTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

const KEY = 'sk-secrets-test-key-0123456789abcdef';
const GIVEN = 'Given-As-Secret-7f3a9c';
const NAMED = 'Named-Like-A-Password-4e1b';
const TYPED = 'Typed-Into-Request-Q8z';
const SECRETS = [KEY, GIVEN, NAMED, TYPED];

// The model's program puts both config secrets where a report would show them: resource inputs.
const PROGRAM = `import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();
const bucket = new aws.s3.Bucket("logs", {
    tags: { owner: config.require("dbPassword"), token: config.requireSecret("apiToken") },
});
export const bucketName = bucket.bucket;
`;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Every form a secret may take in a text (raw, URL-encoded, inside base64), found anywhere in `texts`. */
function leaks(texts: readonly string[]): string[] {
  return SECRETS.flatMap((secret) =>
    secretForms(secret)
      .filter((form) => texts.some((text) => text.includes(form)))
      .map((form) => `${secret} (as ${form})`),
  );
}

describe('no secret given to the CLI appears in any output of a run', () => {
  it.each(['terminal', 'json', 'markdown'])(
    '--format %s: stdout, progress, written files',
    async (format) => {
      server = await startOpenAiServer([
        byStage({ plan: [textReply('1. A bucket.')], generate: [codeReply(PROGRAM)] }),
      ]);
      const out = join(cwd, `out-${format}`);
      const run = await runCliForTest(
        [
          `an S3 bucket for logs; the admin password=${TYPED}`,
          '--base-url',
          server.baseUrl,
          '--out',
          out,
          '--preview',
          'off',
          '--format',
          format,
          '--secret',
          `apiToken=${GIVEN}`,
          '--config',
          `dbPassword=${NAMED}`,
          '--config',
          'aws:region=eu-west-1',
        ],
        testEnvironment({ cwd, variables: { OPENAI_API_KEY: KEY } }),
      );
      expect(run.code, run.stderr).toBe(0);
      const written = filesUnder(out).map((path) => readFileSync(path, 'utf8'));
      // The model never saw a config value or the typed secret either.
      const prompts = server.requests.map((request) => JSON.stringify(request.body));
      expect(leaks([run.stdout, run.stderr, ...written, ...prompts])).toEqual([]);
      // The secrets are named where a user needs them, never valued.
      expect(run.stdout).toContain('apiToken');
      expect(run.stdout).toMatch(/--secret \\?"apiToken=\$API_TOKEN\\?"/);
      expect(run.stderr).toContain('dbPassword looks like a credential: treated as secret');
      expect(run.stderr).toMatch(/removed 1 secret \(password or key assignment\)/);
      expect(readFileSync(join(out, 'Pulumi.dev.yaml'), 'utf8')).toBe('config:\n  aws:region: eu-west-1\n');
      // The run's own record held the value (the mock run's config case): it is what the redaction caught.
      if (format === 'json') expect(run.stdout).toMatch(/"dbPassword": "\*\*\*"/);
    },
  );
});
