/**
 * The action bundle's figures: size (raw and gzip: dist/ is committed), build time, cold start on an event
 * it ignores, and end-to-end runs against the loopback GitHub and model servers (offline composer and a
 * scripted model), with the number of GitHub API calls each makes.
 */
import { statSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { buildActionBundle, runActionBundle, type ActionRunOptions } from '../test/action/bundle.js';
import { GitHubServer } from '../test/support/github-server.js';
import { codeReply, startOpenAiServer, textReply } from '../test/support/openai-server.js';

const TOKEN = 'ghs_BenchToken0123456789abcdefghijklmnop';
const RUNS = 3;

const PROGRAM = `import * as aws from '@pulumi/aws';
const bucket = new aws.s3.Bucket('logs', {});
new aws.s3.BucketVersioning('logs-versioning', { bucket: bucket.id, versioningConfiguration: { status: 'Enabled' } });
export const bucketName = bucket.bucket;
`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function timedRuns(
  label: string,
  scenario: (
    github: GitHubServer,
    modelUrl: string,
  ) => Omit<ActionRunOptions, 'bundle' | 'repository' | 'apiUrl'>,
  bundle: string,
): Promise<void> {
  const times: number[] = [];
  const calls: number[] = [];
  let status = '';
  for (let i = 0; i < RUNS; i++) {
    const github = await GitHubServer.start({ token: TOKEN, permissions: { alice: 'write' } });
    const model = await startOpenAiServer([
      {
        kind: 'dynamic',
        respond: (request) =>
          request.stage === 'generate' || request.stage === 'repair'
            ? codeReply(PROGRAM)
            : textReply('1. Create the bucket.'),
      },
    ]);
    const started = performance.now();
    const run = await runActionBundle({
      bundle,
      repository: github.fullName,
      apiUrl: github.url,
      ...scenario(github, model.baseUrl),
    });
    times.push(performance.now() - started);
    calls.push(github.requests.length);
    status = run.outputs['status'] ?? `exit ${run.code}`;
    await github.close();
    await model.close();
  }
  console.log(
    `${label}: median ${(median(times) / 1000).toFixed(2)} s over ${RUNS} runs (min ${(Math.min(...times) / 1000).toFixed(2)} s), ${median(calls)} GitHub API calls, status ${status}`,
  );
}

export async function run(): Promise<void> {
  const buildStarted = performance.now();
  const bundle = buildActionBundle();
  const buildMs = performance.now() - buildStarted;
  const bytes = statSync(bundle).size;
  const gzip = gzipSync(readFileSync(bundle)).length;
  console.log(
    `bundle: ${(bytes / 1e6).toFixed(2)} MB (${(gzip / 1e6).toFixed(2)} MB gzip), built in ${(buildMs / 1000).toFixed(1)} s`,
  );

  const github = await GitHubServer.start({ token: TOKEN });
  const cold: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await runActionBundle({
      bundle,
      eventName: 'push',
      payload: {},
      inputs: { 'github-token': TOKEN },
      repository: github.fullName,
      apiUrl: github.url,
    });
    cold.push(performance.now() - started);
  }
  await github.close();
  console.log(`cold start to a clean exit (ignored event): median ${Math.round(median(cold))} ms`);

  const base = { 'github-token': TOKEN, preview: 'off' };
  await timedRuns(
    'dispatch, offline composer',
    (gh) => ({
      eventName: 'workflow_dispatch',
      payload: gh.dispatchPayload({ login: 'alice' }, {}),
      inputs: { ...base, request: 'an S3 bucket with versioning' },
    }),
    bundle,
  );
  await timedRuns(
    'issue comment, scripted model',
    (gh, modelUrl) => ({
      eventName: 'issue_comment',
      payload: gh.comment(
        gh.createIssue('Log bucket', { login: 'alice' }),
        '/pulumi-gen an S3 bucket with versioning',
        { login: 'alice' },
      ),
      inputs: {
        ...base,
        'openai-base-url': modelUrl,
        'openai-api-key': 'sk-bench-0123456789abcdef',
        model: 'test-model',
      },
    }),
    bundle,
  );
}
