import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CliEnvironment } from '../../../src/cli/environment.js';
import { packageRoot } from '../../../src/shared/paths.js';
import { npmEnvironmentFrom } from '../../../src/store/npm-environment.js';
import { storeLayout } from '../../../src/store/store-layout.js';
import { removeTempDirs, tempDir } from '../../snapshot/build-fixture.js';
import { runCliForTest, testEnvironment } from '../../support/cli.js';
import {
  byStage,
  codeReply,
  startOpenAiServer,
  textReply,
  type OpenAiTestServer,
} from '../../support/openai-server.js';
import { packFixtures, startRegistry, type LocalRegistry } from '../../support/npm-registry.js';
import { seedBaseUnit } from '../../support/store-base.js';
import { HCLOUD_FIXTURE, tfgenProviderPackage, VERCEL_FIXTURE } from '../../support/tfgen-provider.js';

/**
 * A package the bundled snapshot lacks, end to end and offline: a tfgen-shaped `@pulumi/hcloud` served by
 * a registry on 127.0.0.1, which the project's `.npmrc` names (so every npm command, the snapshot
 * builder's `npm view` and `npm pack` as much as the store's `npm install`, must honour it to work).
 * `@pulumi/pulumi` comes from the store's base unit, put in place from this repository's node_modules.
 */
const fixture = tfgenProviderPackage(HCLOUD_FIXTURE);
const vercel = tfgenProviderPackage(VERCEL_FIXTURE);
/** Not a Pulumi package: what `snapshot add left-pad` must refuse. */
const leftPad = {
  name: 'left-pad',
  version: '1.3.0-fixture',
  indexJs: 'module.exports = (s, n) => String(s).padStart(n);\n',
  files: { 'index.d.ts': 'export declare function leftPad(s: string, n: number): string;\n' },
};
const spec = `${fixture.name}@${fixture.version}`;
let registry: LocalRegistry;
let cwd = '';
let storeDir = '';

beforeAll(async () => {
  const root = tempDir('on-demand');
  const served = [fixture, vercel, leftPad];
  registry = await startRegistry(served, packFixtures(served, join(root, 'fixtures')));
  cwd = join(root, 'project');
  mkdirSync(cwd);
  writeFileSync(join(cwd, '.npmrc'), `registry=${registry.url}\n`);
  storeDir = join(root, 'store');
  await seedBaseUnit(storeLayout(storeDir), join(packageRoot(), 'node_modules'));
}, 60_000);

afterAll(async () => {
  await registry.close();
  removeTempDirs();
});
let server: OpenAiTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The CLI's environment as the entry builds it in `cwd` (its `.npmrc` read), with a fresh cache. */
function environment(): CliEnvironment {
  const home = tempDir('home');
  const cacheDir = tempDir('cache');
  return testEnvironment({
    cwd,
    cacheDir,
    storeDir,
    npm: npmEnvironmentFrom({
      env: { PATH: process.env['PATH'] ?? '', HOME: home, npm_config_cache: join(home, '.npm') },
      cwd,
      homeDir: home,
      readText: (path) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined),
    }),
  });
}

describe('pulumi-gen snapshot add and registry ls --packages, against a local registry', () => {
  it('builds the latest version into the cache once, lists it, and names a missing package in one line', async () => {
    const env = environment();
    const added = await runCliForTest(['snapshot', 'add', fixture.name], env);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toBe(`${spec}: built (provider hcloud)\n`);
    expect(added.stderr).toContain(`${spec}: fetching the package from npm`);
    expect(added.stderr).toMatch(/: 2 resources, 0 functions; indexing for search/);
    const again = await runCliForTest(['snapshot', 'add', spec], env);
    expect(again.stdout).toBe(`${spec}: cached (provider hcloud)\n`);

    const listed = await runCliForTest(['registry', 'ls', '--packages'], env);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(
      /^cached\s+@pulumi\/hcloud\s+0\.0\.1-fixture\s+2 resources\s+0 functions$/m,
    );
    expect(listed.stdout).toMatch(/^bundled\s+@pulumi\/aws\s/m);
    const shown = await runCliForTest(['registry', 'show', 'hcloud.Server'], env);
    expect(shown.stdout, shown.stderr).toMatch(/^ {2}serverType\s+yes\s+pulumi\.Input<string>/m);

    // Only Pulumi packages: a plain npm package is refused in one line, and nothing is added.
    const notPulumi = await runCliForTest(['snapshot', 'add', 'left-pad'], env);
    expect(notPulumi.code).toBe(1);
    expect(notPulumi.stderr).toMatch(
      /^pulumi-gen: left-pad is not a Pulumi package \(not in pulumi-gen's catalog, and its package\.json has no "pulumi": \{"resource": true\}\); add provider packages such as @pulumiverse\/vercel or @pulumi\/alicloud\n$/m,
    );
    expect((await runCliForTest(['registry', 'ls', '--packages'], env)).stdout).not.toContain('left-pad');

    // remove takes an added package out of what runs search; prune --all takes every one.
    const removed = await runCliForTest(['snapshot', 'remove', fixture.name], env);
    expect(removed.stdout).toBe(`removed pulumi__hcloud@${fixture.version} from ${env.cacheDir}\n`);
    expect((await runCliForTest(['registry', 'ls', '--packages'], env)).stdout).not.toContain('hcloud');
    const again2 = await runCliForTest(['snapshot', 'remove', fixture.name], env);
    expect(again2.stderr).toMatch(
      /@pulumi\/hcloud is not in the cache; 'pulumi-gen registry ls --packages' lists/,
    );
    expect((await runCliForTest(['snapshot', 'remove', '@pulumi/aws'], env)).stderr).toMatch(/is bundled/);
    await runCliForTest(['snapshot', 'add', spec], env);
    // (--store: a store of its own, so the seeded store the other runs use stays.)
    const pruned = await runCliForTest(['cache', 'prune', '--all', '--store', tempDir('store')], env);
    expect(pruned.stdout).toContain(`removed 1 added package (pulumi__hcloud@${fixture.version})`);
    expect((await runCliForTest(['registry', 'ls', '--packages'], env)).stdout).not.toContain('hcloud');

    const missing = await runCliForTest(['snapshot', 'add', '@pulumi/not-published'], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(
      "pulumi-gen: cannot look up @pulumi/not-published: the registry does not have it (E404); check npm's registry setting and the pinned version\n",
    );
  });
});

interface JsonSummary {
  readonly status: string;
  readonly metrics: { readonly timingsMs: Readonly<Record<string, number>> };
  readonly retrieved: readonly string[];
  readonly verification: readonly {
    readonly rung: string;
    readonly status: string;
    readonly rounds: number;
    readonly findings: readonly object[];
  }[];
  readonly cases: readonly {
    readonly resources: readonly { readonly type: string; readonly inputs: object }[];
  }[];
}

describe('pulumi-gen "<request>" naming a package the snapshot does not bundle', () => {
  it('builds its shard, retrieves it, writes a program with it, installs it from the store and verifies it', async () => {
    const env = environment();
    const out = join(tempDir('out'), 'project');
    const requestsBefore = registry.requests.length;
    const run = await runCliForTest(
      ['a Hetzner server running Debian', '--offline', '--json', '--preview', 'off', '--out', out],
      env,
    );
    expect(run.code, run.stdout).toBe(0);
    // The shard is built before retrieval, reported as package progress.
    expect(run.stderr).toContain(`  package: ${spec}: fetching the package from npm`);
    expect(run.stderr).toMatch(/ {2}package: @pulumi\/hcloud@0\.0\.1-fixture: ready in /);
    // Stage 0 is a stage of its own: labelled, timed, and in the run's timings.
    expect(run.stderr).toMatch(/packages done in /);
    const json = JSON.parse(run.stdout) as JsonSummary;
    expect(json.metrics.timingsMs['packages']).toEqual(expect.any(Number));
    expect(json.retrieved[0]).toBe('hcloud:index/server:Server');
    const program = readFileSync(join(out, 'index.ts'), 'utf8');
    expect(program).toMatch(/^import \* as hcloud from "@pulumi\/hcloud";$/m);
    expect(program).toMatch(/new hcloud\.Server\(/);
    const manifest = JSON.parse(readFileSync(join(out, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies['@pulumi/hcloud']).toBe(fixture.version);
    // The store fetched only the fixture: @pulumi/pulumi is its base unit's.
    expect(run.stderr).toContain(`  fetching ${spec} and its dependencies into the package store…`);
    const requests = registry.requests.slice(requestsBefore);
    expect(requests).toContain(`/-/${fixture.name}/${fixture.version}.tgz`);
    expect(requests.filter((path) => !path.includes('hcloud') && path !== '/-/ping')).toEqual([]);
    expect(json.verification.map((rung) => [rung.rung, rung.status])).toEqual([
      ['safety', 'passed'],
      ['typecheck', 'passed'],
      ['mock', 'passed'],
      ['intent', 'passed'],
      ['policy', 'passed'],
      ['preview', 'skipped'],
    ]);
    // The mock run registered the resource and checked it against the on-demand shard: a type the snapshot
    // lacks would have failed the rung ("is not in the registry snapshot").
    expect(json.cases[0]?.resources).toContainEqual(
      expect.objectContaining({
        type: 'hcloud:index/server:Server',
        inputs: { image: expect.any(String), serverType: expect.any(String) },
      }),
    );
    expect(json.status).toBe('verified');
  });

  it('imports a community package by the name the catalog gives it, never a guessed @pulumi/ one', async () => {
    const env = environment();
    const out = join(tempDir('out'), 'vercel');
    const run = await runCliForTest(
      ['a Vercel project for the marketing site', '--offline', '--json', '--preview', 'off', '--out', out],
      env,
    );
    expect(run.code, `${run.stderr}\n${run.stdout}`).toBe(0);
    const program = readFileSync(join(out, 'index.ts'), 'utf8');
    expect(program).toMatch(/^import \* as vercel from "@pulumiverse\/vercel";$/m);
    expect(program).not.toContain('@pulumi/vercel');
    const manifest = JSON.parse(readFileSync(join(out, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies['@pulumiverse/vercel']).toBe(vercel.version);
    expect((JSON.parse(run.stdout) as JsonSummary).status).toBe('verified');
  });

  it("checks a model's program against the on-demand shard: a value the package documents as invalid is repaired", async () => {
    const program = (location: string) => `import * as hcloud from "@pulumi/hcloud";

const web = new hcloud.Server("web", { image: "debian-12", serverType: "cx22", location: "${location}" });
export const address = web.ipv4Address;
`;
    server = await startOpenAiServer([
      byStage({
        plan: [textReply('1. Create a Hetzner server.')],
        generate: [codeReply(program('mars1'))],
        repair: [codeReply(program('fsn1'))],
      }),
    ]);
    const env = { ...environment(), variables: { OPENAI_API_KEY: 'sk-on-demand-test-0123456789' } };
    const run = await runCliForTest(
      [
        'a Hetzner server running Debian',
        '--base-url',
        server.baseUrl,
        '--json',
        '--dry-run',
        '--preview',
        'off',
      ],
      env,
    );
    expect(run.code, run.stdout).toBe(0);
    const json = JSON.parse(run.stdout) as JsonSummary;
    const mock = json.verification.find((rung) => rung.rung === 'mock');
    // Round 0 failed on the values the on-demand shard documents (nothing else has them); the repair passed.
    expect(mock, JSON.stringify(mock)).toMatchObject({ status: 'fixed', rounds: 1 });
    expect(JSON.stringify(mock?.findings)).toContain(
      'is \\"mars1\\" but valid values are `fsn1`, `nbg1`, `hel1`, `ash`, `hil`',
    );
    expect(json.cases[0]?.resources).toContainEqual(
      expect.objectContaining({
        type: 'hcloud:index/server:Server',
        inputs: expect.objectContaining({ location: 'fsn1' }),
      }),
    );
  });
});
