import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

import { PREVIEW_RUNNER_SOURCE } from '../../../src/verify/preview/runner-source.js';
import { installFakeCli, type FakeCli, type FakeCliScenario } from './fake-pulumi.js';

/**
 * The preview runner run by itself (no sandbox), driving the real Automation API against the stand-in CLI:
 * what it records of the engine's events, that it removes the stack whatever happened, and how it reports a
 * failure. The rung around it is in preview-rung.test.ts.
 */

const dirs: string[] = [];
const fakes: FakeCli[] = [];
afterAll(() => {
  fakes.forEach((fake) => fake.dispose());
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

interface RunnerResult {
  readonly diagnostics: readonly { severity: string; message: string; urn?: string }[];
  readonly summary?: Record<string, number>;
  readonly changeSummary?: Record<string, number>;
  readonly error?: { name: string; message: string; stderr: string; exitCode?: number };
  readonly removed: boolean;
  readonly stage: string;
}

async function runPreview(scenario: FakeCliScenario): Promise<{ result: RunnerResult; fake: FakeCli }> {
  const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-preview-runner-'));
  dirs.push(dir);
  const fake = installFakeCli(scenario, process.execPath, dir);
  fakes.push(fake);
  const project = join(dir, 'project');
  writeFileSync(join(dir, 'runner.cjs'), PREVIEW_RUNNER_SOURCE);
  mkdirSync(project);
  writeFileSync(join(project, 'Pulumi.yaml'), 'name: previewtest\nruntime: nodejs\n');
  const job = join(dir, 'job.json');
  writeFileSync(
    job,
    JSON.stringify({
      automationModule: createRequire(import.meta.url).resolve('@pulumi/pulumi/automation'),
      cliRoot: dirname(fake.binDir),
      projectDir: project,
      stack: 'verify-1',
      config: { 'aws:region': 'us-east-1' },
      policyPacks: [],
      policyPackConfigs: [],
      resultFile: join(dir, 'result.json'),
    }),
  );
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [join(dir, 'runner.cjs'), job], {
      cwd: project,
      env: {
        PATH: `${fake.binDir}:${dirname(process.execPath)}:/usr/bin:/bin`,
        HOME: dir,
        PULUMI_BACKEND_URL: pathToFileURL(join(dir, 'backend')).href,
        PULUMI_CONFIG_PASSPHRASE: 'test',
        PULUMI_SKIP_UPDATE_CHECK: 'true',
        PULUMI_AUTOMATION_API_SKIP_VERSION_CHECK: 'true',
      },
      stdio: 'ignore',
      timeout: 30_000,
    });
    child.on('error', reject);
    child.on('close', () => resolve());
  });
  return { result: JSON.parse(readFileSync(join(dir, 'result.json'), 'utf8')) as RunnerResult, fake };
}

const URN = 'urn:pulumi:verify-1::previewtest::aws:s3/bucket:Bucket::site';

// Started together: each run loads the Automation API and starts the stand-in CLI a few times.
const passing = runPreview({
  preview: {
    code: 0,
    events: [
      { diagnosticEvent: { severity: 'warning', message: 'deprecated input', urn: URN } },
      { diagnosticEvent: { severity: 'info', message: 'chatter' } },
      { summaryEvent: { resourceChanges: { create: 2 } } },
    ],
  },
});
const failing = runPreview({
  preview: {
    code: 255,
    stderr: 'error: aws:s3/bucket:Bucket resource site has a problem',
    events: [{ diagnosticEvent: { severity: 'error', message: 'bucket name taken', urn: URN } }],
  },
});

describe('the preview runner, run by itself', () => {
  it("records the engine's warnings and errors (not its chatter) and the summary, then removes the stack", async () => {
    const { result, fake } = await passing;
    expect(result.error).toBeUndefined();
    expect(result.stage).toBe('done');
    expect(result.diagnostics).toEqual([{ severity: 'warning', message: 'deprecated input', urn: URN }]);
    expect(result.summary).toEqual({ create: 2 });
    expect(result.removed).toBe(true);
    const commands = fake.calls().map((call) => call.args.slice(0, 2).join(' '));
    expect(commands).toEqual(expect.arrayContaining(['stack init', 'config set-all', 'stack rm']));
    expect(commands.findIndex((c) => c.startsWith('preview'))).toBeLessThan(commands.indexOf('stack rm'));
  }, 30_000);

  it('reports a failed preview by its error class, stderr and exit code, and still removes the stack', async () => {
    const { result } = await failing;
    expect(result.stage).toBe('preview');
    // The Automation API's CommandError, with the code it gives a failed CLI run.
    expect(result.error).toMatchObject({ name: 'CommandError', exitCode: expect.any(Number) });
    expect(result.error?.exitCode).not.toBe(0);
    expect(result.error?.stderr).toContain('has a problem');
    expect(result.diagnostics).toEqual([{ severity: 'error', message: 'bucket name taken', urn: URN }]);
    expect(result.removed).toBe(true);
  }, 30_000);
});
