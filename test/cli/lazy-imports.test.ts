import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');
const work = mkdtempSync(join(tmpdir(), 'pulumi-gen-lazy-'));
/** The CLI built as `npm run build` builds it (split into chunks), in a scratch folder inside the package. */
const outdir = join(root, 'node_modules', '.cache', 'pulumi-gen-lazy-test', 'dist');

beforeAll(() => {
  const built = spawnSync(
    process.execPath,
    [join(root, 'scripts', 'build-dist.mjs'), '--only=cli', `--outdir=${outdir}`],
    { cwd: root, encoding: 'utf8' },
  );
  if (built.status !== 0) throw new Error(`building the CLI failed: ${built.stderr}`);
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The npm packages a run of the built CLI loaded, by name, and the bytes of the CLI's own files it loaded. */
function packagesLoaded(args: readonly string[]): {
  packages: Set<string>;
  cliBytes: number;
  status: number | null;
} {
  const record = join(work, `imports-${args.join('-').replace(/\W+/g, '_')}.txt`);
  const run = spawnSync(
    process.execPath,
    ['--import', join(root, 'test', 'support', 'record-imports.mjs'), join(outdir, 'cli.js'), ...args],
    { cwd: work, encoding: 'utf8', env: { ...process.env, RECORD_IMPORTS_TO: record } },
  );
  const urls = readFileSync(record, 'utf8').split('\n');
  // The scratch build sits under node_modules/.cache: its files are the CLI's own, not a package's.
  const isCli = (url: string) => url.startsWith(`${pathToFileURL(outdir).href}/`);
  const packages = new Set(
    urls
      .filter((url) => !isCli(url))
      .flatMap((url) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1] ?? []),
  );
  const cliFiles = new Set(urls.filter(isCli));
  const cliBytes = [...cliFiles].reduce((sum, url) => sum + statSync(fileURLToPath(url)).size, 0);
  return { packages, cliBytes, status: run.status };
}

const HEAVY = ['@pulumi/pulumi', 'ts-morph', '@ts-morph/common', 'typescript', 'openai', '@grpc/grpc-js'];

describe('the built CLI loads only what a command runs', () => {
  it('--version and --help load none of the pipeline packages', () => {
    for (const args of [['--version'], ['--help'], ['generate', '--help'], ['verify', '--help']]) {
      const { packages, status } = packagesLoaded(args);
      expect(status).toBe(0);
      expect([...packages].filter((name) => HEAVY.includes(name) || name === 'minisearch')).toEqual([]);
    }
  });

  it('--version is answered by the entry alone, and --help without the command-line parser', () => {
    const version = packagesLoaded(['--version']);
    expect(version.status).toBe(0);
    expect([...version.packages]).toEqual([]);
    // The entry and the version reader, not the dispatcher or the command declarations (~30 KB and more).
    expect(version.cliBytes).toBeLessThan(8_000);
    const help = packagesLoaded(['--help']);
    expect(help.status).toBe(0);
    expect(help.packages.has('commander')).toBe(false);
    expect(help.cliBytes).toBeGreaterThan(version.cliBytes);
  });

  it('a generate refused for its --out says so before loading the pipeline', () => {
    const { packages, status } = packagesLoaded(['a random password', '--out', '/proc/pulumi-gen-out']);
    expect(status).toBe(1);
    expect([...packages].filter((name) => HEAVY.includes(name) || name === 'minisearch')).toEqual([]);
  });

  it('a search loads the search index, not Pulumi, ts-morph or the model client', () => {
    const { packages, status } = packagesLoaded(['search', 's3 bucket']);
    expect(status).toBe(0);
    expect(packages.has('minisearch')).toBe(true);
    expect([...packages].filter((name) => HEAVY.includes(name))).toEqual([]);
    // The tokenizer's rank table (2.3 MB) counts a prompt's budget; a one-part search neither plans nor counts.
    expect(packages.has('js-tiktoken')).toBe(false);
  });
});
