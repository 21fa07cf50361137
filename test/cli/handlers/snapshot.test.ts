import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliForTest, testEnvironment } from '../../support/cli.js';
import type { CliEnvironment } from '../../../src/cli/environment.js';
import { createRegistrySearch } from '../../../src/retrieve/registry-search.js';
import { createEndpointEmbedder } from '../../../src/search/embedding/endpoint-embedder.js';
import { openSnapshot } from '../../../src/snapshot/open-snapshot.js';
import { startEmbeddingsServer, type EmbeddingsServer } from '../../search/embeddings-server.js';
import { buildSmallSnapshot, tempDir, removeTempDirs } from '../../snapshot/build-fixture.js';

let env: CliEnvironment;

afterAll(removeTempDirs);

beforeAll(async () => {
  const { outDir } = await buildSmallSnapshot();
  env = testEnvironment({ snapshotDir: outDir });
});

describe('pulumi-gen snapshot build', () => {
  it('has help, and builds the named providers into --out with matching counts', async () => {
    const help = await runCliForTest(['snapshot', 'build', '--help'], env);
    expect(help.stdout).toContain('Usage: pulumi-gen snapshot build [--providers a,b] [--out DIR]');
    const out = join(tempDir('cli'), 'snap');
    const run = await runCliForTest(['snapshot', 'build', '--providers', 'random', '--out', out], {
      ...env,
      cacheDir: tempDir('cache'),
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^random\s+4\.21\.2\s+resources\s+11\/11\s+functions\s+0\/0/m);
    expect(run.stdout).toContain('(snapshot/package counts match)');
  });

  it('rejects an unknown provider', async () => {
    const run = await runCliForTest(
      ['snapshot', 'build', '--providers', 'nope', '--out', join(tempDir('cli'), 's')],
      env,
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("unknown provider 'nope'; pinned providers:");
  });
});

describe('pulumi-gen snapshot reindex', () => {
  it('rebuilds the search files of a snapshot byte for byte as the builder wrote them', async () => {
    const { outDir } = await buildSmallSnapshot();
    const before = snapshotFiles(outDir);
    expect(Object.keys(before).some((path) => path.startsWith('search/'))).toBe(true);
    // Without them, a reindex that wrote nothing could not pass.
    rmSync(join(outDir, 'search'), { recursive: true });
    const run = await runCliForTest(['snapshot', 'reindex', '--dir', outDir], env);
    expect(run.stderr).not.toMatch(/error|pulumi-gen: /i);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^reindexed .+: \d+ search files in [\d.]+ s$/m);
    expect(snapshotFiles(outDir)).toEqual(before);
  });

  it('says how to fix a missing snapshot, and has help', async () => {
    const run = await runCliForTest(['snapshot', 'reindex', '--dir', join(tempDir('none'), 'x')], env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("run 'pulumi-gen snapshot build'");
    const help = await runCliForTest(['snapshot', 'reindex', '--help'], env);
    expect(help.stdout).toContain('Usage: pulumi-gen snapshot reindex [--dir DIR]');
  });
});

describe('pulumi-gen snapshot build --embedder endpoint', () => {
  let server: EmbeddingsServer;
  let work: string;
  beforeAll(async () => {
    server = await startEmbeddingsServer();
    work = tempDir('endpoint');
  });
  afterAll(async () => {
    await server.close();
  });

  it('rebuilds a snapshot with the endpoint embedder and searches it with the same one', async () => {
    const out = join(work, 'endpoint-snapshot');
    const build = await runCliForTest(
      ['snapshot', 'build', '--providers', 'random,tls', '--out', out, '--embedder', 'endpoint'],
      testEnvironment({
        cwd: work,
        variables: { OPENAI_BASE_URL: server.baseUrl, PULUMI_GEN_EMBEDDING_MODEL: 'test-embed-1' },
      }),
    );
    expect(build.stderr).not.toMatch(/error/);
    expect(build.code).toBe(0);
    expect(server.requests.every((model) => model === 'test-embed-1')).toBe(true);
    const snapshot = openSnapshot(out);
    expect(snapshot.manifest.search?.['embedder']).toMatchObject({
      kind: 'endpoint',
      id: 'openai:test-embed-1',
    });
    const search = createRegistrySearch(snapshot, {
      embedder: createEndpointEmbedder({ baseUrl: server.baseUrl, model: 'test-embed-1' }),
    });
    expect((await search.search({ text: 'random password' })).hits[0]?.token).toBe(
      'random:index/randomPassword:RandomPassword',
    );
    const refused = await runCliForTest(
      ['snapshot', 'build', '--out', out, '--embedder', 'endpoint'],
      testEnvironment({ cwd: work }),
    );
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      '--embedder endpoint needs OPENAI_BASE_URL and PULUMI_GEN_EMBEDDING_MODEL',
    );
  });
});

/** Every file below a snapshot folder, path → sha256, staging folders included so leftovers show. */
function snapshotFiles(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return out;
}
