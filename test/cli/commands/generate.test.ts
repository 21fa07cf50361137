import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { runCliForTest, testEnvironment } from '../../support/cli.js';
import {
  byStage,
  codeReply,
  startOpenAiServer,
  textReply,
  type OpenAiTestServer,
} from '../../support/openai-server.js';

const cwd = mkdtempSync(join(tmpdir(), 'pulumi-gen-cli-'));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));
let server: OpenAiTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const PROGRAM = `import * as aws from '@pulumi/aws';
const bucket = new aws.s3.Bucket('logs', {});
export const bucketName = bucket.bucket;
`;

describe('pulumi-gen "<request>"', () => {
  it('--json: offline, writes the project only into --out with the usual permissions, prints the documented object', async () => {
    const run = await runCliForTest(
      ['an S3 bucket with versioning', '--json', '--preview', 'off'],
      testEnvironment({ cwd }),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(readdirSync(cwd)).toEqual(['pulumi-gen-out']);
    const out = join(cwd, 'pulumi-gen-out');
    // The umask applies (mkdtemp would leave the project drwx------).
    const umask = process.umask();
    expect(statSync(out).mode & 0o777).toBe(0o777 & ~umask);
    expect(statSync(join(out, 'index.ts')).mode & 0o777).toBe(0o666 & ~umask);
    expect(readdirSync(out).sort()).toEqual([
      '.gitignore',
      'Pulumi.dev.yaml',
      'Pulumi.yaml',
      'index.ts',
      'package.json',
      'tsconfig.json',
    ]);
    const pkg = JSON.parse(readFileSync(join(out, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies).toEqual({ '@pulumi/aws': '7.48.0', '@pulumi/pulumi': '3.270.0' });
    expect(readFileSync(join(out, 'Pulumi.yaml'), 'utf8')).toMatch(/^runtime:\n {2}name: nodejs$/m);

    const json = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(Object.keys(json).sort()).toEqual([
      'cases',
      'changes',
      'creates',
      'deployment',
      'files',
      'metrics',
      'model',
      'out',
      'plan',
      'provenance',
      'retrieved',
      'sandbox',
      'status',
      'verification',
    ]);
    expect(json['out']).toBe(out);
    expect(json['sandbox']).toEqual(expect.any(String));
    expect(json['creates']).toContainEqual({ type: 'aws:s3/bucket:Bucket', name: expect.any(String) });
    const plan = json['plan'] as { components: { token: string; met: boolean | null }[] };
    expect(plan.components.map((c) => [c.token, c.met])).toContainEqual(['aws:s3/bucket:Bucket', true]);
    expect(json).toMatchObject({ status: 'verified', model: 'offline' });
    expect(json['files']).toContain('index.ts');
    // What the mock run registered in each configuration case, so a harness can check it without the program.
    const cases = json['cases'] as { resources: { kind: string; type: string; inputs: object }[] }[];
    expect(cases[0]?.resources.map((r) => r.type)).toContain('aws:s3/bucket:Bucket');
    expect((json['retrieved'] as string[])[0]).toMatch(/^aws:s3\//);
    const verification = json['verification'] as {
      rung: string;
      status: string;
      reason?: string;
      rounds: number;
      findings: unknown[];
    }[];
    expect(verification.map((v) => [v.rung, v.status])).toEqual([
      ['safety', 'passed'],
      ['typecheck', 'passed'],
      ['mock', 'passed'],
      ['intent', 'passed'],
      ['policy', 'passed'],
      ['preview', 'skipped'],
    ]);
    // A skipped rung says why.
    expect(verification.find((v) => v.rung === 'preview')?.reason).toMatch(/off/);
    for (const rung of verification.filter((v) => v.status !== 'skipped'))
      expect(Object.keys(rung).sort()).toEqual(['durationMs', 'findings', 'rounds', 'rung', 'status']);
    const metrics = json['metrics'] as Record<string, unknown>;
    expect(Object.keys(metrics).sort()).toEqual([
      'promptCoverage',
      'timingsMs',
      'tokensByStage',
      'tokensIn',
      'tokensOut',
    ]);
    expect(json['provenance']).toMatchObject({
      command: "pulumi-gen generate 'an S3 bucket with versioning' --offline --preview off",
      snapshotChecksum: expect.stringMatching(/^[0-9a-f]{12}$/),
    });
    expect(metrics['promptCoverage']).toBeGreaterThan(0.5);
    expect(run.stderr).toMatch(/^pulumi-gen: retrieve…$/m);
    expect(run.stderr).toMatch(/^pulumi-gen: {3}mock: passed/m);
  });

  it('uses the model from the key, --base-url and PULUMI_GEN_MODEL, and prints the markdown report', async () => {
    server = await startOpenAiServer([
      byStage({ plan: [textReply('1. Create a bucket.')], generate: [codeReply(PROGRAM)] }),
    ]);
    const out = join(cwd, 'with-model');
    const run = await runCliForTest(
      [
        'an S3 bucket for logs',
        '--base-url',
        server.baseUrl,
        '--out',
        out,
        '--preview',
        'off',
        '--format',
        'markdown',
      ],
      testEnvironment({
        cwd,
        variables: { OPENAI_API_KEY: 'sk-cli-test-key-0123456789', PULUMI_GEN_MODEL: 'env-model' },
      }),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(server.requests.map((r) => r.body.model)).toContain('env-model');
    expect(
      server.requests.every((r) => r.headers['authorization'] === 'Bearer sk-cli-test-key-0123456789'),
    ).toBe(true);
    expect(run.stdout).toContain('## ✅ Verified Pulumi program');
    expect(run.stdout).toContain('**Written by:** `env-model`');
    expect(run.stdout).toContain('```mermaid');
    // The reproducibility footer: version, snapshot, model, endpoint host, temperature, plan, command.
    expect(run.stdout).toContain('<summary>Reproduce this run</summary>');
    expect(run.stdout).toContain(`- endpoint: \`${new URL(server.baseUrl).host}\``);
    expect(run.stdout).toContain('- temperature: `0`');
    expect(run.stdout).toMatch(/- plan: `\d+ component/);
    expect(run.stdout).toContain(
      `pulumi-gen generate 'an S3 bucket for logs' --model env-model --base-url ${server.baseUrl} --preview off --out with-model`,
    );
    expect(run.stdout + run.stderr).not.toContain('sk-cli-test-key-0123456789');
    expect(readFileSync(join(out, 'index.ts'), 'utf8')).toBe(PROGRAM);
  });

  it('--offline ignores a configured model; the terminal report shows the path, the program and the rungs', async () => {
    server = await startOpenAiServer([textReply('unused')]);
    const run = await runCliForTest(
      ['a random password', '--offline', '--out', join(cwd, 'offline'), '--preview', 'off'],
      testEnvironment({
        cwd,
        variables: { OPENAI_API_KEY: 'sk-unused-key-0123456789', OPENAI_BASE_URL: server.baseUrl },
      }),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(server.requests).toEqual([]);
    expect(run.stdout).toMatch(/^✔ verified {2}"a random password"$/m);
    expect(run.stdout).toMatch(/^program {2}offline\/index\.ts$/m);
    expect(run.stdout).toMatch(/^1 │ import \* as random from ["']@pulumi\/random["'];$/m);
    expect(run.stdout).toMatch(/^ {2}typecheck +\d+(\.\d)? m?s {2}passed$/m);
    expect(run.stdout).toMatch(/^ {2}preview +\d+ ms {2}skipped: /m);
    expect(run.stdout).toContain('model        offline composer');
    // Made for a terminal: no markdown, and no colour when stdout is not a terminal.
    expect(run.stdout).not.toMatch(/<details>|```|\| Rung \|/);
    expect(run.stdout).not.toContain('\u001B');
  });

  it('--dry-run writes nothing and prints the whole program', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-dry-'));
    try {
      const run = await runCliForTest(
        ['a random password', '--dry-run', '--preview', 'off'],
        testEnvironment({ cwd: dir }),
      );
      expect(run.code, run.stderr).toBe(0);
      expect(readdirSync(dir)).toEqual([]);
      expect(run.stdout).toContain('program  not written (--dry-run)');
      expect(run.stdout).toMatch(/^── index\.ts ──$/m);
      expect(run.stdout).toMatch(/^ *\d+ │ export const /m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('--force writes into a non-empty --out and says what changed per file', async () => {
    const out = join(cwd, 'forced');
    mkdirSync(out);
    writeFileSync(join(out, 'index.ts'), '// an older program\n');
    writeFileSync(join(out, 'notes.md'), 'mine\n');
    const run = await runCliForTest(
      ['a random password', '--out', out, '--force', '--preview', 'off'],
      testEnvironment({ cwd }),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^ {2}updated {3}index\.ts$/m);
    // An overwritten file is never unseen: its diff is shown.
    expect(run.stdout).toMatch(
      /^--- a\/index\.ts\n\+\+\+ b\/index\.ts\n@@ -1,1 \+1,\d+ @@\n-\/\/ an older program$/m,
    );
    expect(run.stdout).toMatch(/^ {2}created {3}package\.json$/m);
    expect(readFileSync(join(out, 'notes.md'), 'utf8')).toBe('mine\n');
    expect(readFileSync(join(out, 'index.ts'), 'utf8')).toContain('@pulumi/random');
  });

  it('follows .pulumi-gen.yml: tags, name prefix, region, output path, allowed providers', async () => {
    const repo = mkdtempSync(join(tmpdir(), 'pulumi-gen-repo-'));
    try {
      writeFileSync(
        join(repo, '.pulumi-gen.yml'),
        'region: eu-west-1\ntags:\n  team: platform\nname-prefix: acme-\nproviders: [aws]\noutput-path: infra\n',
      );
      const run = await runCliForTest(
        ['an S3 bucket with versioning', '--json', '--preview', 'off'],
        testEnvironment({ cwd: repo }),
      );
      expect(run.code, run.stderr).toBe(0);
      const program = readFileSync(join(repo, 'infra', 'index.ts'), 'utf8');
      expect(program).toMatch(/new aws\.s3\.\w+\("acme-[a-z-]+", \{[\s\S]*tags: \{[\s\S]*team: "platform"/);
      const json = JSON.parse(run.stdout) as { verification: { rung: string; status: string }[] };
      expect(json.verification.find((v) => v.rung === 'intent')?.status).toBe('passed');
      // The region reaches the stack file for the cloud the program uses, not for the others; the rerun line
      // leaves it to .pulumi-gen.yml, which the re-run reads again.
      expect(readFileSync(join(repo, 'infra', 'Pulumi.dev.yaml'), 'utf8')).toBe(
        'config:\n  aws:region: eu-west-1\n',
      );
      expect((json as unknown as { provenance: { command: string } }).provenance.command).not.toContain(
        '--config',
      );
      const refused = await runCliForTest(['a bucket', '--provider', 'gcp'], testEnvironment({ cwd: repo }));
      expect(refused.stderr).toBe(
        'pulumi-gen: --provider names gcp, which .pulumi-gen.yml does not allow (providers: aws)\n',
      );
      writeFileSync(join(repo, '.pulumi-gen.yml'), 'tags: [team]\nregoin: x\n');
      const broken = await runCliForTest(['a bucket'], testEnvironment({ cwd: repo }));
      expect(broken.code).toBe(1);
      expect(broken.stderr).toBe(
        'pulumi-gen: .pulumi-gen.yml has 2 mistakes: .pulumi-gen.yml:1: tags: expected a map of tag names to string values, e.g. {team: platform}; .pulumi-gen.yml:2: regoin: expected one of the keys region, tags, name-prefix, providers, policy-packs, output-path\n',
      );
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });

  it('--max-tokens stops the run before a call would pass the budget; --json says why', async () => {
    server = await startOpenAiServer([codeReply(PROGRAM)]);
    const run = await runCliForTest(
      ['an S3 bucket for logs', '--base-url', server.baseUrl, '--max-tokens', '20', '--json', '--dry-run'],
      testEnvironment({ cwd, variables: { OPENAI_API_KEY: 'sk-cli-test-key-0123456789' } }),
    );
    expect(run.code).toBe(1);
    expect(server.requests).toEqual([]);
    const json = JSON.parse(run.stdout) as { status: string; error?: string };
    expect(json.status).toBe('failed');
    expect(json.error).toMatch(/would pass --max-tokens 20; raise --max-tokens or run offline/);
  });

  it('a model endpoint that answers HTML fails with one clear line, printed once', async () => {
    const html = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html><body>Sign in</body></html>');
    });
    await new Promise<void>((done) => html.listen(0, '127.0.0.1', done));
    try {
      const baseUrl = `http://127.0.0.1:${(html.address() as AddressInfo).port}/v1`;
      const run = await runCliForTest(
        ['an S3 bucket for logs', '--base-url', baseUrl, '--dry-run', '--max-repairs', '0'],
        testEnvironment({ cwd, variables: { OPENAI_API_KEY: 'sk-cli-test-key-0123456789' } }),
      );
      expect(run.code).toBe(1);
      const said = `${run.stdout}\n${run.stderr}`;
      expect(said).not.toMatch(/Cannot read properties/);
      const failure = /failed at (\w+): (.*)$/m.exec(run.stdout);
      expect(failure?.[2]).toMatch(/not an OpenAI-compatible|HTML|not JSON|chat completion/i);
      expect(said.split(failure?.[2] ?? '').length - 1).toBe(1);
    } finally {
      await new Promise((done) => html.close(done));
    }
  });

  it.each([
    [['generate'], /say what to build, in quotes/],
    [['a bucket', '--max-repairs', 'many'], /--max-repairs must be a whole number from 0 to 10, not 'many'/],
    [['a bucket', '--preview', 'sometimes'], /--preview must be one of auto, require, off, not 'sometimes'/],
    [['a bucket', '--format', 'html'], /--format must be one of terminal, markdown, json, not 'html'/],
    [['a bucket', '--max-tokens', '0'], /--max-tokens must be a whole number from 1 to 10000000, not '0'/],
    [['a bucket', '--jsn'], /unknown option '--jsn' for 'generate' \(did you mean '--json'\?\)/],
    [['vpc', '--bogus'], /unknown option '--bogus' for 'generate'/],
    [['serch', 'x'], /unknown command 'serch' \(did you mean 'search'\?\)/],
    [
      ['a bucket', '--sandbox', 'chroot'],
      /--sandbox must be one of auto, bwrap, unshare, docker, none, not 'chroot'/,
    ],
    [['a bucket', '--provider', 'awz'], /unknown provider 'awz' \(did you mean 'aws'\?\)/],
    [['a bucket', '--base-url', 'ftp://example.com'], /--base-url must be an http\(s\) URL/],
    [['a bucket', '--config', 'region'], /--config takes KEY=VALUE/],
    [['a bucket', '--policy', 'strict'], /--policy must be one of off, advisory, mandatory, not 'strict'/],
    [
      ['a bucket', '--policy-pack', 'no/such/pack'],
      /--policy-pack \S+no\/such\/pack is not a policy pack: it has no package\.json/,
    ],
    [['a bucket', '--policy-config', 'missing.json'], /--policy-config \S+missing\.json does not exist/],
    [['a bucket', '--bogus'], /unknown option '--bogus' for 'generate'/],
    [['a bucket', '--out'], /option '--out[^']*' needs a value/],
  ])('rejects %j with one line and exit 2', async (argv, message) => {
    const run = await runCliForTest(argv, testEnvironment({ cwd }));
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(message);
    // Nothing echoed back can drive the terminal.
    expect(run.stderr).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F]/);
  });

  it.each<[string, string, RegExp]>([
    ['a 100 KB paste', 'x'.repeat(100_000), /the request is 100000 characters; keep it under 4000/],
    [
      'an escape sequence',
      'a bucket\u001B[2J',
      /control character \(U\+001B at position 9\); type the request as plain text/,
    ],
    [
      'a zero-width space',
      'a bu\u200Bcket',
      /invisible or text-direction character \(U\+200B at position 5\)/,
    ],
    ['a bidi override', 'a bucket\u202Etxt', /invisible or text-direction character \(U\+202E/],
  ])(
    'rejects a request with %s in one line, exit 2, echoing no control byte',
    async (_what, request, message) => {
      const run = await runCliForTest([request, '--dry-run'], testEnvironment({ cwd }));
      expect(run.code).toBe(2);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(message);
      expect(run.stderr).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F\u200B\u202E]/);
    },
  );

  describe('refuses an --out it cannot or must not write, before any work', () => {
    it.each<[string, string, RegExp]>([
      [
        'a non-empty folder',
        'full',
        /--out \S+full is not empty \(1 entry\): write this one elsewhere with --out DIR, or update its files with --force$/m,
      ],
      ['a file', 'a-file', /--out \S+a-file is a file, not a folder; choose a folder with --out DIR/],
      [
        'under a file',
        'a-file/sub',
        /cannot create --out \S+: \S+a-file is a file; choose another --out DIR/,
      ],
      // root may write anywhere: the permission case means something only for other users.
      ...(process.getuid?.() === 0
        ? []
        : [
            [
              'under a read-only folder',
              'locked/sub',
              /cannot create --out \S+: \S+locked is not writable; choose another --out DIR/,
            ] as [string, string, RegExp],
          ]),
    ])('%s', async (_what, target, message) => {
      const dir = mkdtempSync(join(tmpdir(), 'pulumi-gen-out-'));
      try {
        mkdirSync(join(dir, 'full'));
        writeFileSync(join(dir, 'full', 'index.ts'), '');
        writeFileSync(join(dir, 'a-file'), '');
        mkdirSync(join(dir, 'locked'));
        chmodSync(join(dir, 'locked'), 0o500);
        const run = await runCliForTest(
          ['a random password', '--out', target],
          testEnvironment({ cwd: dir }),
        );
        expect(run.code).toBe(1);
        expect(run.stderr.trim().split('\n')).toHaveLength(1);
        expect(run.stderr).toMatch(message);
        // Refused before the pipeline: no progress line was written.
        expect(run.stderr).not.toContain('plan…');
      } finally {
        chmodSync(join(dir, 'locked'), 0o700);
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
