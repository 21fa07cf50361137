import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEndpointEmbedder } from '../../../src/search/embedding/endpoint-embedder.js';
import { queryEmbedderFor } from '../../../src/search/embedding/select-embedder.js';
import { createRegistrySearch } from '../../../src/retrieve/registry-search.js';
import { openSnapshot } from '../../../src/snapshot/open-snapshot.js';
import { runCliForTest, testEnvironment } from '../../support/cli.js';
import { startEmbeddingsServer, type EmbeddingsServer } from '../embeddings-server.js';
import { writeFixtureSnapshot } from '../fixture-snapshot.js';

let server: EmbeddingsServer;
let endpointDir: string;
let localDir: string;

beforeAll(async () => {
  server = await startEmbeddingsServer();
  const embedder = createEndpointEmbedder({ baseUrl: server.baseUrl, model: 'test-embed-1', batchSize: 8 });
  endpointDir = await writeFixtureSnapshot({ embedder, embedderModel: 'test-embed-1' });
  localDir = await writeFixtureSnapshot();
});

afterAll(async () => {
  await server.close();
});

describe('embedder identity', () => {
  it('records the endpoint embedder that built the snapshot and searches with it', async () => {
    const snapshot = openSnapshot(endpointDir);
    expect(snapshot.manifest.search?.['embedder']).toEqual({
      kind: 'endpoint',
      id: 'openai:test-embed-1',
      dimensions: 48,
      model: 'test-embed-1',
    });
    const before = server.requests.length;
    const search = createRegistrySearch(snapshot, {
      embedder: createEndpointEmbedder({ baseUrl: server.baseUrl, model: 'test-embed-1' }),
    });
    const result = await search.search({ text: 'S3 bucket policy' });
    expect(result.hits[0]?.token).toBe('aws:s3/bucketPolicy:BucketPolicy');
    expect(result.hits.some((hit) => hit.dense > 0)).toBe(true);
    expect(server.requests.length).toBeGreaterThan(before);
  });

  it('refuses to query with a different embedder than the one that built the snapshot', () => {
    const snapshot = openSnapshot(endpointDir);
    const other = createEndpointEmbedder({ baseUrl: server.baseUrl, model: 'other-model' });
    expect(() => createRegistrySearch(snapshot, { embedder: other })).toThrow(
      "this snapshot was embedded with 'openai:test-embed-1' but the query embedder is 'openai:other-model'",
    );
    expect(() => createRegistrySearch(snapshot)).toThrow(
      /set OPENAI_BASE_URL and PULUMI_GEN_EMBEDDING_MODEL/,
    );
    const local = openSnapshot(localDir);
    expect(() =>
      createRegistrySearch(local, {
        embedder: createEndpointEmbedder({ baseUrl: server.baseUrl, model: 'test-embed-1' }),
      }),
    ).toThrow(/this snapshot was embedded with 'local:ppmi-svd-\d+:[0-9a-f]+' but the query embedder is/);
  });

  it('picks the query embedder from the environment only for endpoint-built snapshots', () => {
    const config = { baseUrl: server.baseUrl, apiKey: undefined, model: 'test-embed-1' };
    expect(queryEmbedderFor(openSnapshot(localDir), config)).toBeUndefined();
    expect(queryEmbedderFor(openSnapshot(endpointDir), config)?.id).toBe('openai:test-embed-1');
    expect(() =>
      queryEmbedderFor(openSnapshot(endpointDir), {
        baseUrl: undefined,
        apiKey: undefined,
        model: undefined,
      }),
    ).toThrow(/PULUMI_GEN_EMBEDDING_MODEL=test-embed-1/);
  });

  it('searches an endpoint-built snapshot from the CLI with the configured endpoint', async () => {
    const env = testEnvironment({
      snapshotDir: endpointDir,
      variables: { OPENAI_BASE_URL: server.baseUrl, PULUMI_GEN_EMBEDDING_MODEL: 'test-embed-1' },
    });
    const ok = await runCliForTest(['search', 'AKS cluster', '--json'], env);
    expect(ok.code).toBe(0);
    const parsed = JSON.parse(ok.stdout) as { hits: { token: string }[] };
    expect(parsed.hits[0]?.token).toBe('azure-native:containerservice:ManagedCluster');
    const wrong = await runCliForTest(
      ['search', 'AKS cluster'],
      testEnvironment({
        snapshotDir: endpointDir,
        variables: { OPENAI_BASE_URL: server.baseUrl, PULUMI_GEN_EMBEDDING_MODEL: 'other-model' },
      }),
    );
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(
      /embedded with 'openai:test-embed-1' but the query embedder is 'openai:other-model'/,
    );
  });
});
