import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/run.js';
import { runCliForTest, testEnvironment } from '../../support/cli.js';

const cwd = mkdtempSync(join(tmpdir(), 'pulumi-gen-handler-'));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

describe('what a generate run prints', () => {
  it('--dry-run --json carries every file, the plan, the sandbox and no output folder', async () => {
    const run = await runCliForTest(
      ['a random password', '--dry-run', '--json', '--preview', 'off'],
      testEnvironment({ cwd }),
    );
    expect(run.code, run.stderr).toBe(0);
    const json = JSON.parse(run.stdout) as {
      out: string | null;
      files: string[];
      contents: Record<string, string>;
      plan: { components: { token: string; met: boolean | null }[] };
      sandbox: string | null;
    };
    expect(json.out).toBeNull();
    expect(Object.keys(json.contents).sort()).toEqual([...json.files].sort());
    expect(json.contents['index.ts']).toContain('new random.RandomPassword(');
    expect(json.plan.components).toContainEqual(
      expect.objectContaining({ token: 'random:index/randomPassword:RandomPassword', met: true }),
    );
    expect(json.sandbox).toEqual(expect.any(String));
  });

  it('--dry-run --format markdown shows the program in a fenced block and ticks the met plan items', async () => {
    const run = await runCliForTest(
      ['a random password', '--dry-run', '--format', 'markdown', '--preview', 'off'],
      testEnvironment({ cwd }),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^### `index\.ts`\n\n```ts\nimport \* as random from "@pulumi\/random";$/m);
    expect(run.stdout).toMatch(/^- \[x\] \*\*[^*]+\*\*: `random\.RandomPassword`/m);
    expect(run.stdout).toContain('```diff\n+ random:index/randomPassword:RandomPassword');
  });

  it('a written run writes Pulumi.dev.yaml and ends with the commands to run next', async () => {
    const out = join(cwd, 'written');
    const run = await runCliForTest(
      ['an S3 bucket with versioning', '--out', out, '--preview', 'off', '--config', 'aws:region=us-east-2'],
      testEnvironment({ cwd }),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(join(out, 'Pulumi.dev.yaml'), 'utf8')).toBe('config:\n  aws:region: us-east-2\n');
    const tail = run.stdout.trimEnd().split('\n').slice(-4);
    expect(tail).toEqual([
      'next:',
      '  cd written && npm install',
      '  pulumi stack init dev',
      '  pulumi preview',
    ]);
    expect(run.stdout).toMatch(/^ {2}✔ .*aws\.s3\.Bucket/m);
    expect(run.stdout).toMatch(/^ {2}\+ aws:s3\/bucket:Bucket\s+\S+$/m);
  });
});

describe('early one-line errors', () => {
  it('refuses an --out that cannot be written before any work', async () => {
    const run = await runCliForTest(
      ['a random password', '--out', '/proc/pulumi-gen-out'],
      testEnvironment({ cwd }),
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^pulumi-gen: cannot write --out \/proc\/pulumi-gen-out: \/proc refuses new folders \([A-Z]+: .*\); choose another --out DIR\n$/,
    );
    expect(run.stderr).not.toContain('plan…');
  });

  it('says which setting to change for a cache or temp folder it cannot write', async () => {
    const cache = await runCliForTest(
      ['a random password', '--dry-run'],
      testEnvironment({ cwd, cacheDir: '/proc/pulumi-gen-cache' }),
    );
    expect(cache.stderr).toMatch(
      /cannot write to the cache folder \/proc\/pulumi-gen-cache \(.*\); set PULUMI_GEN_CACHE_DIR to a writable folder\n$/,
    );
    let stderr = '';
    const code = await runCli(
      ['a random password', '--dry-run'],
      { stdout: () => undefined, stderr: (text) => (stderr += text) },
      testEnvironment({ cwd }),
      {
        tempDir: () => {
          throw Object.assign(
            new Error("EACCES: permission denied, mkdtemp '/tmp/x/pulumi-gen-run-XXXXXX'"),
            { code: 'EACCES' },
          );
        },
      },
    );
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^pulumi-gen: cannot make a temp folder \(EACCES: permission denied.*\); set TMPDIR to a writable folder\n$/,
    );
  });

  it('suggests --offline when the model endpoint cannot be reached', async () => {
    const run = await runCliForTest(
      ['a random password', '--dry-run', '--json', '--max-repairs', '0'],
      testEnvironment({ cwd, variables: { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' } }),
    );
    expect(run.code).toBe(1);
    const json = JSON.parse(run.stdout) as { error: string };
    expect(json.error).toMatch(
      /^plan failed: cannot reach the model endpoint http:\/\/127\.0\.0\.1:9\/v1 .*; check OPENAI_BASE_URL, or run with --offline$/,
    );
    expect(existsSync(join(cwd, 'pulumi-gen-out'))).toBe(false);
  }, 60_000);
});
