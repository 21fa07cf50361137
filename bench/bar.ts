/**
 * The bar of issue 28: one check per numbered item (1–8, 12, 13), each run against a fresh clone the way a
 * user meets it (the CLI from `bin/pulumi-gen.js`, the npm registry reachable, nothing else). Prints each
 * check with what it saw, then `N of 10 checks pass`. `npm run bench -- bar` (several minutes: the clone's
 * npm ci, a community package built from npm, and the packed-tarball smoke test).
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as renderTerminalModule from '../src/report/render-terminal.js';
import { freshClone, timed } from './support/fresh-clone.js';

type RenderTerminal = typeof renderTerminalModule;

interface Check {
  readonly item: string;
  readonly run: (bar: Bar) => Promise<string[]> | string[];
}

/** What every check works with: the clone, a scratch folder, and the CLI run from the clone. */
interface Bar {
  readonly clone: string;
  readonly work: string;
  readonly cli: (args: readonly string[], env?: Record<string, string>) => ReturnType<typeof timed>;
}

/** A failed expectation: the check fails with this line. */
function need(ok: boolean, what: string): string {
  if (!ok) throw new Error(what);
  return what;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const oneLine = (text: string) => text.trim() !== '' && !text.trim().includes('\n');

const secrets: Check = {
  item: '1 secrets redacted everywhere; --secret in the rerun line',
  run: ({ cli, work }) => {
    const values = ['Given-Secret-3kQ9', 'Named-Secret-7pX2', 'Typed-Secret-9xQ4'];
    const seen: string[] = [];
    for (const format of ['terminal', 'json', 'markdown']) {
      const out = join(work, `secrets-${format}`);
      const args = [`a random password; admin password=${values[2]}`, '--format', format, '--out', out];
      const run = cli([
        ...args,
        '--preview',
        'off',
        '--secret',
        `app:token=${values[0]}`,
        '--config',
        `app:dbPassword=${values[1]}`,
      ]);
      const texts = [run.stdout, run.stderr, ...filesUnder(out).map((f) => readFileSync(f, 'utf8'))];
      need(run.status === 0, `${format}: exit 0`);
      need(
        !values.some((v) => texts.some((t) => t.includes(v))),
        `${format}: no secret value in stdout, stderr or ${filesUnder(out).length} written files`,
      );
      seen.push(format);
      if (format === 'terminal')
        need(
          run.stdout.includes('--secret "app:token=$APP_TOKEN"'),
          'rerun line: --secret "app:token=$APP_TOKEN"',
        );
    }
    return [
      `no secret in ${seen.join(', ')} output, progress or files`,
      'rerun line carries --secret "app:token=$APP_TOKEN"',
    ];
  },
};

const deploy: Check = {
  item: '2 Pulumi.<stack>.yaml, required keys, next: commands',
  run: ({ cli, work }) => {
    const out = join(work, 'deploy');
    const run = cli([
      'an S3 bucket with versioning',
      '--out',
      out,
      '--preview',
      'off',
      '--secret',
      'app:token=x-Secret-1',
    ]);
    need(run.status === 0, 'exit 0');
    const stack = readFileSync(join(out, 'Pulumi.dev.yaml'), 'utf8');
    need(!stack.includes('x-Secret-1'), 'Pulumi.dev.yaml has no secret value');
    const next = run.stdout.slice(run.stdout.lastIndexOf('\nnext:\n')).trim().split('\n');
    need(
      next.includes('  pulumi config set --secret app:token') && next.at(-1) === '  pulumi preview',
      'report ends with next: … pulumi config set --secret app:token … pulumi preview',
    );
    need(/required config: aws:region/.test(run.stdout), 'required config listed (aws:region)');
    return [
      `Pulumi.dev.yaml: ${JSON.stringify(stack)}`,
      `next: ${next
        .slice(1)
        .map((l) => l.trim())
        .join(' ; ')}`,
    ];
  },
};

const nodeCheck: Check = {
  item: '3 Node version checked first, one line; no EBADENGINE noise',
  run: ({ clone }) => {
    const old = ['/usr/bin/node', '/usr/local/bin/node'].find((path) => {
      const version = timed(path, ['-p', 'process.versions.node.split(".")[0]'], clone);
      return version.status === 0 && Number(version.stdout) < 22;
    });
    if (old === undefined) return ['skipped: no Node older than 22 on this machine'];
    const run = timed(old, [join(clone, 'bin', 'pulumi-gen.js'), 'a bucket'], clone);
    need(
      run.status === 1 && oneLine(run.stderr) && run.stderr.includes('needs Node.js 22.12'),
      `${old}: one line, exit 1`,
    );
    const npx = timed('npx', ['pulumi-gen', '--version'], clone, {
      ...process.env,
      PATH: `${join(old, '..')}:/usr/bin:/bin`,
    });
    need(
      !`${npx.stdout}${npx.stderr}`.includes('EBADENGINE'),
      'npx pulumi-gen from the clone on that Node: no EBADENGINE',
    );
    return [
      `${old}: ${run.stderr.trim()}`,
      `npx on the old Node: ${JSON.stringify(npx.stdout.trim())}, no EBADENGINE`,
    ];
  },
};

const snapshotAdd: Check = {
  item: '4 snapshot add takes only Pulumi packages; remove; prune --all',
  run: ({ cli, work }) => {
    const env = { PULUMI_GEN_CACHE_DIR: join(work, 'cache-add') };
    const run = cli(['snapshot', 'add', 'left-pad'], env);
    // Progress lines come first (the package is fetched to read its package.json); the error is one line.
    const errors = run.stderr.split('\n').filter((line) => line.startsWith('pulumi-gen:'));
    need(
      run.status === 1 && errors.length === 1 && errors[0]!.includes('is not a Pulumi package'),
      'left-pad refused in one line',
    );
    const remove = cli(['snapshot', 'remove', '@pulumiverse/vercel'], env);
    need(remove.status === 1 && remove.stderr.includes('is not in the cache'), 'snapshot remove exists');
    const prune = cli(['cache', 'prune', '--help']);
    need(prune.stdout.includes('added with snapshot add'), 'cache prune --all covers added packages');
    return [errors[0] ?? '', remove.stderr.trim()];
  },
};

const community: Check = {
  item: '5 community packages imported by their catalog name',
  run: ({ cli, work }) => {
    const env = { PULUMI_GEN_CACHE_DIR: join(work, 'cache-vercel') };
    const run = cli(['a Vercel project', '--offline', '--dry-run', '--json', '--preview', 'off'], env);
    const program =
      (JSON.parse(run.stdout) as { contents?: Record<string, string> }).contents?.['index.ts'] ?? '';
    need(
      program.includes('from "@pulumiverse/vercel"') && !program.includes('@pulumi/vercel'),
      'imports @pulumiverse/vercel',
    );
    return [
      program.split('\n').find((line) => line.includes('vercel')) ?? '',
      `status ${JSON.parse(run.stdout).status as string}`,
    ];
  },
};

const plan: Check = {
  item: '6 the plan with met marks (terminal), - [x] (markdown), plan/sandbox/out in JSON',
  run: ({ cli, work }) => {
    const terminal = cli(['a random password', '--dry-run', '--preview', 'off']);
    need(/^plan {2}\d+ of \d+ met\n {2}✔ /m.test(terminal.stdout), 'terminal: plan with ✔');
    const markdown = cli(['a random password', '--dry-run', '--preview', 'off', '--format', 'markdown']);
    need(/^- \[x\] /m.test(markdown.stdout), 'markdown: - [x]');
    const out = join(work, 'plan-json');
    const json = JSON.parse(
      cli(['a random password', '--json', '--preview', 'off', '--out', out]).stdout,
    ) as {
      plan: { components: { met: boolean | null }[] } | null;
      sandbox: string | null;
      out: string | null;
    };
    need(
      json.plan?.components.every((c) => c.met === true) === true &&
        json.sandbox !== null &&
        json.out === out,
      'json: plan (met), sandbox, out',
    );
    return [`sandbox: ${json.sandbox ?? ''}`, `out: ${json.out ?? ''}`];
  },
};

const dryRun: Check = {
  item: '7 --dry-run --json carries the files; --format markdown a fenced program',
  run: ({ cli }) => {
    const json = JSON.parse(cli(['a random password', '--dry-run', '--json', '--preview', 'off']).stdout) as {
      contents?: Record<string, string>;
    };
    need((json.contents?.['index.ts'] ?? '').includes('RandomPassword'), 'json: contents["index.ts"]');
    const markdown = cli(['a random password', '--dry-run', '--format', 'markdown', '--preview', 'off']);
    need(markdown.stdout.includes('```ts\nimport * as random'), 'markdown: ```ts block');
    return [`json files: ${Object.keys(json.contents ?? {}).join(', ')}`];
  },
};

const earlyErrors: Check = {
  item: '8 early one-line errors (--out /proc/foo, cache, model, non-empty out)',
  run: ({ cli, work }) => {
    const proc = cli(['a random password', '--out', '/proc/foo']);
    need(
      proc.status === 1 && oneLine(proc.stderr) && !proc.stderr.includes('plan…'),
      `--out /proc/foo: one line before any stage (${Math.round(proc.ms)} ms)`,
    );
    const cache = cli(['a random password', '--dry-run'], { PULUMI_GEN_CACHE_DIR: '/proc/cache' });
    need(
      oneLine(cache.stderr) && cache.stderr.includes('PULUMI_GEN_CACHE_DIR'),
      'unwritable cache: one line',
    );
    const model = cli(['a random password', '--dry-run', '--json', '--max-repairs', '0'], {
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
    });
    need(
      (JSON.parse(model.stdout) as { error?: string }).error?.includes('--offline') === true,
      'unreachable model suggests --offline',
    );
    const out = join(work, 'twice');
    cli(['a random password', '--out', out, '--preview', 'off']);
    const again = cli(['an S3 bucket', '--out', out]);
    need(
      oneLine(again.stderr) && again.stderr.includes('--force') && again.stderr.includes('pulumi-gen edit'),
      'second request: what to do',
    );
    return [proc.stderr.trim(), cache.stderr.trim(), again.stderr.trim()];
  },
};

const release: Check = {
  item: '12 release workflow; packed tarball smoke test on Node 22 and 24',
  run: ({ clone }) => {
    const workflow = readFileSync(join(clone, '.github', 'workflows', 'release.yml'), 'utf8');
    need(
      workflow.includes('npm publish') && workflow.includes('git tag -f "$major"'),
      'release.yml publishes and moves the major tag',
    );
    const smoke = timed('bash', ['scripts/smoke-packed.sh'], clone);
    need(smoke.status === 0, 'scripts/smoke-packed.sh passes');
    return smoke.stdout.trim().split('\n');
  },
};

const low: Check = {
  item: '13 low: 1 finding, help search, search "" = search, rerun region, --force diff',
  run: async ({ cli, clone, work }) => {
    const { renderTerminalReport, palette } = (await import(
      pathToFileURL(join(clone, 'src/report/render-terminal.ts')).href
    )) as RenderTerminal;
    const finding = { rung: 'mock' as const, severity: 'error' as const, message: 'x' };
    const text = renderTerminalReport(
      {
        status: 'failed',
        request: { text: 'r', source: 'cli', mode: 'new', maxRepairs: 0, preview: 'off' },
        files: [],
        providers: [],
        retrieved: [],
        hits: [],
        verification: [{ rung: 'mock', status: 'failed', rounds: 0, findings: [finding], durationMs: 1 }],
        metrics: { promptCoverage: 0, tokensIn: 0, tokensOut: 0, timingsMs: {} },
        model: 'offline',
      },
      {
        palette: palette(false),
        destination: { kind: 'dry-run' },
        programLines: undefined,
        provenance: {
          version: '0',
          snapshotChecksum: '0',
          model: 'offline',
          endpointHost: undefined,
          temperature: undefined,
          command: '',
          tokensByStage: {},
        },
      },
    );
    need(text.includes('failed (1 finding)'), '"1 finding"');
    need(cli(['help', 'search']).stdout.startsWith('pulumi-gen search:'), 'help search');
    const empty = cli(['search', '']);
    const bare = cli(['search']);
    need(empty.status === bare.status && empty.stderr === bare.stderr, 'search "" = search');
    const repo = join(work, 'repo');
    mkdirSync(repo);
    writeFileSync(join(repo, '.pulumi-gen.yml'), 'region: eu-west-1\n');
    const aws = timed(
      process.execPath,
      [join(clone, 'bin', 'pulumi-gen.js'), 'an S3 bucket', '--dry-run', '--preview', 'off'],
      repo,
    );
    need(!/gcp:region|azure-native:location/.test(aws.stdout), 'rerun line: no GCP/Azure region for AWS');
    const out = join(work, 'forced');
    cli(['a random password', '--out', out, '--preview', 'off']);
    writeFileSync(join(out, 'index.ts'), '// my edit\n');
    need(
      cli(['a random password', '--out', out, '--force', '--preview', 'off']).stdout.includes('-// my edit'),
      '--force shows the diff',
    );
    return [
      '1 finding; help search; search "" = search (exit ' +
        String(bare.status) +
        "); rerun without other clouds' regions; --force diff",
    ];
  },
};

const CHECKS: readonly Check[] = [
  secrets,
  deploy,
  nodeCheck,
  snapshotAdd,
  community,
  plan,
  dryRun,
  earlyErrors,
  release,
  low,
];

export async function run(): Promise<void> {
  const clone = freshClone();
  const work = mkdtempSync(join(tmpdir(), 'pulumi-gen-bar-'));
  const node = join(clone.dir, 'node_modules', 'node', 'bin', 'node');
  const bar: Bar = {
    clone: clone.dir,
    work,
    cli: (args, env = {}) =>
      timed(node, [join(clone.dir, 'bin', 'pulumi-gen.js'), ...args], work, { ...process.env, ...env }),
  };
  let passed = 0;
  try {
    for (const check of CHECKS) {
      try {
        const seen = await check.run(bar);
        passed++;
        console.log(`✔ ${check.item}\n${seen.map((line) => `    ${line}`).join('\n')}`);
      } catch (error) {
        console.log(`✘ ${check.item}\n    ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    clone.remove();
  }
  console.log(
    `\n${passed} of ${CHECKS.length} checks pass (fresh clone: clone ${(clone.ms.clone / 1000).toFixed(1)} s, npm ci ${(clone.ms['npm ci'] / 1000).toFixed(1)} s)`,
  );
}
