/**
 * No secret given to the action appears anywhere the run writes: the bundled action, run as a runner runs it,
 * with a key, a token, secret stack config, a plain config key named like a credential and a cloud
 * credential in the environment; every output is searched for every form a secret can take.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretForms } from '../../src/shared/redact.js';
import { GitHubServer } from '../support/github-server.js';
import { codeReply, startOpenAiServer, textReply, type OpenAiTestServer } from '../support/openai-server.js';
import { buildActionBundle, runActionBundle } from './bundle.js';

const TOKEN = 'ghs_SecretsTestToken0123456789abcdefgh';
const API_KEY = 'sk-secrets-e2e-0123456789abcdefghijklmn';
const GIVEN = 'Given-As-Secret-Config-9d2e';
const NAMED = 'Named-Like-A-Password-5c7f';
const CLOUD = 'aws/Secret+Access/Key0123456789abcdef';
const SECRETS = [TOKEN, API_KEY, GIVEN, NAMED, CLOUD];

const PROGRAM = `import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();
const bucket = new aws.s3.Bucket("logs", {
    tags: { owner: config.require("dbPassword"), token: config.requireSecret("apiToken") },
});
export const bucketName = bucket.bucket;
`;

let bundle: string;
let github: GitHubServer;
let model: OpenAiTestServer;

beforeAll(async () => {
  bundle = buildActionBundle();
  github = await GitHubServer.start({ token: TOKEN, permissions: { alice: 'write' } });
  model = await startOpenAiServer([
    {
      kind: 'dynamic',
      respond: (request) =>
        request.stage === 'generate' || request.stage === 'repair'
          ? codeReply(PROGRAM)
          : textReply('1. A bucket.'),
    },
  ]);
}, 300_000);
afterAll(async () => {
  await github.close();
  await model.close();
});

function leaks(texts: readonly string[]): string[] {
  return SECRETS.flatMap((secret) =>
    secretForms(secret)
      .filter((form) => texts.some((text) => text.includes(form)))
      .map((form) => `${secret} (as ${form})`),
  );
}

describe('the action with secrets', () => {
  it('publishes, and no log line, output, summary, comment, PR body, commit or file holds a secret', async () => {
    const issue = github.createIssue('Log bucket', { login: 'alice' });
    const run = await runActionBundle({
      bundle,
      eventName: 'issue_comment',
      payload: github.comment(issue, '/pulumi-gen an S3 bucket for logs', { login: 'alice' }),
      inputs: {
        'github-token': TOKEN,
        'openai-api-key': API_KEY,
        'openai-base-url': model.baseUrl,
        model: 'test-model',
        trigger: '/pulumi-gen',
        preview: 'off',
        'max-repairs': '1',
        'branch-prefix': 'pulumi-gen/',
        config: `dbPassword=${NAMED}\naws:region=eu-west-1`,
        'secret-config': `apiToken=${GIVEN}`,
      },
      env: { AWS_SECRET_ACCESS_KEY: CLOUD },
      repository: github.fullName,
      apiUrl: github.url,
    });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.outputs['status']).toBe('published');
    // `::add-mask::` lines hand the secrets to the runner, which hides them from then on.
    const log = (run.stdout + run.stderr)
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    expect(run.stdout).toContain(`::add-mask::${GIVEN}`);
    const outputs = [
      log,
      run.summary,
      ...Object.values(run.outputs),
      ...github.comments.map((comment) => comment.body),
      ...github.pullRequests().map((pull) => `${pull.title}\n${pull.body}`),
      ...[...github.commits.values()].map((commit) => commit.message),
      ...[...github.blobs.values()].map((blob) => blob.toString('utf8')),
      ...github.requests.map((request) => request.body),
      // The model endpoint never receives a config value.
      ...model.requests.map((request) => JSON.stringify(request.body)),
    ];
    expect(leaks(outputs)).toEqual([]);
    const files = github.filesAt(`pulumi-gen/issue-${issue}`);
    const stackFile = [...files].find(([path]) => path.endsWith('Pulumi.dev.yaml'));
    expect(stackFile?.[1]).toBe('config:\n  aws:region: eu-west-1\n');
    const body = github.pullRequests()[0]!.body;
    expect(body).toMatch(/pulumi config set --secret \S*apiToken/);
    expect(body).toMatch(/pulumi config set --secret \S*dbPassword/);
  });
});
