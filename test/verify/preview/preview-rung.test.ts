import { mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  createPreviewRung,
  pickCloudCredentials,
  type PreviewDeps,
} from '../../../src/verify/preview/preview-rung.js';
import { createPulumiCliLocator } from '../../../src/verify/preview/pulumi-cli.js';
import type { RungCheck } from '../../../src/verify/types.js';
import { requireSandbox } from '../../support/sandbox.js';
import { snapshotOf } from '../mock/support.js';
import { installFakeCli, type FakeCli, type FakeCliScenario } from './fake-pulumi.js';

const repoRoot = join(import.meta.dirname, '..', '..', '..');

let projectDir: string;
let fake: FakeCli | undefined;

beforeEach(() => {
  projectDir = mkdtempSync(join(tmpdir(), 'pulumi-gen-previewtest-'));
  writeFileSync(join(projectDir, 'Pulumi.yaml'), 'name: previewtest\nruntime: nodejs\n');
  writeFileSync(
    join(projectDir, 'index.ts'),
    "import * as aws from '@pulumi/aws';\nnew aws.s3.Bucket('site');\n",
  );
  symlinkSync(join(repoRoot, 'node_modules'), join(projectDir, 'node_modules'), 'dir');
});

afterEach(() => {
  rmSync(projectDir, { recursive: true, force: true });
  fake?.dispose();
  fake = undefined;
});

const sandbox = await requireSandbox();

const program = new Map([['index.ts', "import * as aws from '@pulumi/aws';\nnew aws.s3.Bucket('site');\n"]]);

function depsWith(scenario: FakeCliScenario, overrides: Partial<PreviewDeps> = {}): PreviewDeps {
  fake = installFakeCli(scenario, process.execPath, projectDir);
  return {
    sandbox,
    mode: 'auto',
    cli: createPulumiCliLocator({ path: fake.binDir }),
    nodePath: process.execPath,
    timeLimitMs: 30_000,
    ...overrides,
  };
}

async function check(deps: PreviewDeps): Promise<RungCheck<'preview'>> {
  return createPreviewRung(deps).check(program, { projectDir, config: { 'aws:region': 'us-east-1' } });
}

const bucketUrn = 'urn:pulumi:dev::previewtest::aws:s3/bucket:Bucket::site';

describe('preview rung without a CLI', () => {
  const noCli = createPulumiCliLocator({ path: '/nonexistent-dir' });
  const base = { cli: noCli, nodePath: process.execPath, sandbox };

  it('auto: skipped with the reason', async () => {
    const result = await createPreviewRung({ ...base, mode: 'auto' }).check(program, {
      projectDir,
      config: {},
    });
    expect(result).toEqual({ kind: 'skipped', reason: 'no `pulumi` CLI found on PATH or in ~/.pulumi/bin' });
  });

  it('require: a failure that says what to do', async () => {
    const result = await createPreviewRung({ ...base, mode: 'require' }).check(program, {
      projectDir,
      config: {},
    });
    expect(result.kind).toBe('failed');
    expect(result.kind === 'failed' && result.findings[0]).toMatchObject({
      code: 'no-pulumi-cli',
      rung: 'preview',
    });
    expect(result.kind === 'failed' && result.findings[0]?.message).toContain('install it');
  });

  it('--install-pulumi: a failed install is part of the reason', async () => {
    const installer = { install: () => Promise.reject(new Error('getaddrinfo ENOTFOUND get.pulumi.com')) };
    const result = await createPreviewRung({ ...base, mode: 'auto', installer }).check(program, {
      projectDir,
      config: {},
    });
    expect(result).toEqual({
      kind: 'skipped',
      reason:
        'no `pulumi` CLI found on PATH or in ~/.pulumi/bin; installing it failed: getaddrinfo ENOTFOUND get.pulumi.com',
    });
  });

  it('off: skipped without looking for a CLI', async () => {
    const locator = {
      locate: () => {
        throw new Error('must not look for a CLI');
      },
    };
    const result = await createPreviewRung({ ...base, cli: locator, mode: 'off' }).check(program, {
      projectDir,
      config: {},
    });
    expect(result).toEqual({ kind: 'skipped', reason: 'preview is off (--preview off)' });
  });
});

describe('preview rung through the Automation API (stand-in CLI)', () => {
  it('collects the change summary and removes the throw-away stack', async () => {
    const deps = depsWith(
      {
        preview: {
          code: 0,
          events: [
            {
              diagnosticEvent: {
                severity: 'warning',
                message: 'aws: region is deprecated here',
                color: 'never',
              },
            },
            {
              summaryEvent: {
                maybeCorrupt: false,
                durationSeconds: 1,
                resourceChanges: { create: 12, same: 1 },
                PolicyPacks: {},
              },
            },
          ],
        },
      },
      {
        credentials: pickCloudCredentials({
          AWS_ACCESS_KEY_ID: 'AKIAFAKE',
          OPENAI_API_KEY: 'sk-x',
          GITHUB_TOKEN: 'ghp_x',
        }),
      },
    );
    const result = await check(deps);
    expect(result.kind, JSON.stringify(result)).toBe('passed');
    if (result.kind !== 'passed') return;
    expect(result.details?.changes).toEqual({ create: 12, same: 1 });
    expect(result.warnings.map((warning) => warning.message)).toEqual(['aws: region is deprecated here']);
    const calls = fake?.calls() ?? [];
    const commands = calls.map((call) =>
      call.args[0] === 'stack' ? call.args.slice(0, 2).join(' ') : call.args[0],
    );
    expect(commands).toEqual(['version', 'stack init', 'config', 'preview', 'stack rm']);
    expect(calls[2]?.args).toEqual(expect.arrayContaining(['set-all', 'aws:region=us-east-1']));
    const stackName = calls.find((call) => call.args[0] === 'stack' && call.args[1] === 'init')?.args[2];
    expect(stackName).toMatch(/^pulumi-gen-[0-9a-f]{8}$/);
    expect(calls.find((call) => call.args.includes('rm'))?.args).toContain(stackName);
    const env = calls[calls.length - 1]?.env ?? [];
    expect(env).toEqual(
      expect.arrayContaining(['AWS_ACCESS_KEY_ID', 'PULUMI_BACKEND_URL', 'PULUMI_CONFIG_PASSPHRASE']),
    );
    expect(env).not.toContain('OPENAI_API_KEY');
    expect(env).not.toContain('GITHUB_TOKEN');
    expect(readdirSync(projectDir).filter((file) => file.startsWith('Pulumi.pulumi-gen'))).toEqual([]);
  });

  it('hands pulumi preview the packs the policy rung ran, each at the levels it ran them', async () => {
    const deps = depsWith({
      preview: {
        code: 0,
        events: [
          { summaryEvent: { maybeCorrupt: false, durationSeconds: 1, resourceChanges: { create: 1 } } },
        ],
      },
    });
    const policy: RungCheck = {
      kind: 'passed',
      warnings: [],
      details: {
        policy: {
          packs: [
            {
              name: 'team',
              version: '1.2.0',
              origin: 'repository',
              policies: 2,
              preview: { dir: '/repo/policy/team', config: { 'no-public-buckets': 'advisory' } },
            },
            { name: 'pulumi-gen-baseline', version: '0.1.0', origin: 'baseline', policies: 16 },
          ],
          violations: [],
          resourcesChecked: 1,
        },
      },
    };
    const result = await createPreviewRung(deps).check(
      program,
      { projectDir, config: {} },
      new Map([['policy', policy]]),
    );
    expect(result.kind, JSON.stringify(result)).toBe('passed');
    const preview = (fake?.calls() ?? []).find((call) => call.args[0] === 'preview');
    const args = preview?.args ?? [];
    expect(args.filter((_, i) => args[i - 1] === '--policy-pack')).toEqual(['/repo/policy/team']);
    const configs = args.filter((_, i) => args[i - 1] === '--policy-pack-config');
    expect(configs).toHaveLength(1);
    expect(JSON.parse(preview?.files[configs[0] ?? ''] ?? '{}')).toEqual({ 'no-public-buckets': 'advisory' });
    expect(result.kind === 'passed' ? result.warnings.map((w) => w.code) : []).toEqual([
      'policy-pack-in-process-only',
    ]);
  });

  it('--install-pulumi: previews with the CLI the installer put in place', async () => {
    const deps = depsWith({
      preview: {
        code: 0,
        events: [
          { summaryEvent: { maybeCorrupt: false, durationSeconds: 1, resourceChanges: { create: 3 } } },
        ],
      },
    });
    const installed = { executable: join(fake?.binDir ?? '', 'pulumi'), binDir: fake?.binDir ?? '' };
    const result = await check({
      ...deps,
      cli: createPulumiCliLocator({ path: '' }),
      installer: { install: () => Promise.resolve(installed) },
    });
    expect(result).toMatchObject({ kind: 'passed', details: { changes: { create: 3 } } });
  });

  it('turns engine error diagnostics into findings for the repair loop', async () => {
    const bucket = {
      token: 'aws:s3/bucket:Bucket',
      kind: 'resource' as const,
      provider: 'aws',
      module: 's3',
      tsName: 'aws.s3.Bucket',
      summary: '',
      inputs: [],
      outputs: [],
      examples: [],
    };
    const snapshot = snapshotOf('aws', '@pulumi/aws', [bucket], []);
    const result = await check(
      depsWith(
        {
          preview: {
            code: 255,
            stderr: 'error: preview failed',
            events: [
              {
                diagnosticEvent: {
                  severity: 'error',
                  urn: bucketUrn,
                  message:
                    'aws:s3/bucket:Bucket resource \'site\' has a problem: expected acl to be one of ["private" "public-read"], got Private\n',
                  color: 'never',
                },
              },
              { diagnosticEvent: { severity: 'error', message: 'preview failed', color: 'never' } },
            ],
          },
        },
        { snapshot },
      ),
    );
    expect(result.kind).toBe('failed');
    if (result.kind !== 'failed') return;
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]).toMatchObject({
      rung: 'preview',
      code: 'preview-diagnostic',
      subjects: ['aws.s3.Bucket'],
    });
    expect(result.findings[0]?.message).toContain('"site"');
    expect(result.findings[0]?.message).toContain('got Private');
  });

  it('missing cloud credentials: skipped under auto, failed under require, never a crash', async () => {
    const scenario: FakeCliScenario = {
      preview: {
        code: 255,
        events: [
          {
            diagnosticEvent: {
              severity: 'error',
              urn: 'urn:pulumi:dev::previewtest::pulumi:providers:aws::default_7_48_0',
              message: 'unable to validate AWS credentials.\nError: No valid credential sources found\n',
              color: 'never',
            },
          },
        ],
      },
    };
    const auto = await check(depsWith(scenario));
    expect(auto.kind).toBe('skipped');
    expect(auto.kind === 'skipped' && auto.reason).toMatch(/^no usable cloud credentials for the preview: /);
    fake?.dispose();
    const required = await check(depsWith(scenario, { mode: 'require' }));
    expect(required.kind).toBe('failed');
    expect(required.kind === 'failed' && required.findings[0]?.code).toBe('missing-credentials');
  });

  it('maps StackAlreadyExistsError from the Automation API to a clear reason', async () => {
    const result = await check(
      depsWith({
        stackInit: { code: 255, stderr: "error: stack 'pulumi-gen-x' already exists" },
        preview: { code: 0, events: [] },
      }),
    );
    expect(result.kind).toBe('skipped');
    expect(result.kind === 'skipped' && result.reason).toContain('StackAlreadyExistsError');
  });
});

const pathEnv = process.env['PATH'] ?? '';
const realCli = createPulumiCliLocator({ path: pathEnv }).locate();
if (realCli === undefined) {
  console.log(
    'preview: no `pulumi` CLI on PATH: the real-CLI preview test is skipped (reason: CLI not installed here)',
  );
}

describe('preview rung with the real pulumi CLI', () => {
  it.skipIf(realCli === undefined)(
    'previews a one-bucket program against a local backend (skipped: no `pulumi` CLI on PATH)',
    async () => {
      const result = await createPreviewRung({
        sandbox,
        mode: 'require',
        cli: createPulumiCliLocator({ path: pathEnv }),
        nodePath: process.execPath,
        pathEnv,
        credentials: pickCloudCredentials(process.env),
        timeLimitMs: 240_000,
      }).check(program, { projectDir, config: { 'aws:region': 'us-east-1' } });
      // With credentials the bucket is planned; without, the reason names them. Either way no crash.
      if (result.kind === 'passed') {
        expect(result.details?.changes?.['create']).toBeGreaterThanOrEqual(1);
      } else {
        expect(result.kind === 'failed' && result.findings[0]?.message).toBeTruthy();
      }
    },
    300_000,
  );
});
