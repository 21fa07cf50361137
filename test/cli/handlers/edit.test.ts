import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCliForTest, testEnvironment } from '../../support/cli.js';
import {
  byStage,
  codeReply,
  startOpenAiServer,
  textReply,
  type OpenAiTestServer,
} from '../../support/openai-server.js';

const cwd = mkdtempSync(join(tmpdir(), 'pulumi-gen-edit-'));
const project = join(cwd, 'proj');
let server: OpenAiTestServer | undefined;
let before = '';

beforeAll(async () => {
  const made = await runCliForTest(
    ['an S3 bucket with versioning', '--out', project, '--preview', 'off'],
    testEnvironment({ cwd }),
  );
  if (made.code !== 0) throw new Error(made.stderr);
  before = readFileSync(join(project, 'index.ts'), 'utf8');
}, 120_000);
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

const withQueue = () => `${before}\nexport const queue = new aws.sqs.Queue("jobs", {});\n`;

async function edit(args: readonly string[]) {
  server = await startOpenAiServer([
    byStage({ plan: [textReply('1. Add a queue.')], generate: [codeReply(withQueue())] }),
  ]);
  return runCliForTest(
    ['edit', 'proj', 'add an SQS queue', '--base-url', server.baseUrl, '--preview', 'off', ...args],
    testEnvironment({ cwd, variables: { OPENAI_API_KEY: 'sk-edit-test-0123456789' } }),
  );
}

describe('pulumi-gen edit DIR "<change>"', () => {
  it('--dry-run verifies the change and shows its diff, writing nothing', async () => {
    const run = await edit(['--dry-run']);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain('changes\n--- a/index.ts\n+++ b/index.ts\n@@ ');
    expect(run.stdout).toMatch(/^\+export const queue = new aws\.sqs\.Queue\("jobs", \{\}\);$/m);
    expect(readFileSync(join(project, 'index.ts'), 'utf8')).toBe(before);
  });

  it('writes the changed program back, keeps the project files, and ends with the diff and the next steps', async () => {
    const pulumiYaml = readFileSync(join(project, 'Pulumi.yaml'), 'utf8');
    const run = await edit([]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(readFileSync(join(project, 'index.ts'), 'utf8')).toBe(withQueue());
    expect(readFileSync(join(project, 'Pulumi.yaml'), 'utf8')).toBe(pulumiYaml);
    const out = run.stdout;
    expect(out.indexOf('changes\n--- a/index.ts')).toBeGreaterThan(out.indexOf('reproduce'));
    expect(out.trimEnd().endsWith('pulumi preview')).toBe(true);
    expect(out).toContain(
      `rerun        pulumi-gen edit proj 'add an SQS queue' --model gpt-4.1 --base-url ${server?.baseUrl}`,
    );
  });

  it('refuses what it cannot edit in one line: no project, no model', async () => {
    mkdirSync(join(cwd, 'empty'), { recursive: true });
    const none = await runCliForTest(['edit', 'empty', 'add a queue'], testEnvironment({ cwd }));
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(
      /^pulumi-gen: \S+empty has no Pulumi TypeScript project \(Pulumi\.yaml and index\.ts\); to make one run pulumi-gen "<request>" --out \S+\n$/,
    );
    const offline = await runCliForTest(['edit', 'proj', 'add a queue'], testEnvironment({ cwd }));
    expect(offline.code).toBe(2);
    expect(offline.stderr).toMatch(/edit needs a model/);
    const noChange = await runCliForTest(['edit', 'proj'], testEnvironment({ cwd }));
    expect(noChange.stderr).toMatch(/say what to change, in quotes: pulumi-gen edit/);
  });
});
