import { describe, expect, it } from 'vitest';

import {
  buildSearchArtifacts,
  recordEmbeddingText,
  searchFingerprint,
  searchIndexer,
  type SearchDocTable,
  type SearchManifest,
} from '../../src/search/build-index.js';
import { normalise, type Embedder } from '../../src/search/embedding/embedder.js';
import { openSparseIndex } from '../../src/search/sparse-index-file.js';
import { SPARSE_OPTIONS } from '../../src/search/sparse-options.js';
import type { UsageFile } from '../../src/search/usage-file.js';
import { PROGRAM_USAGE_FILE } from '../../src/snapshot/shard-files.js';
import type { SearchArtifacts } from '../../src/snapshot/types.js';
import { hashedEmbedding } from './embeddings-server.js';
import { FIXTURE_RECORDS } from './fixture-snapshot.js';

const SMALL_MODEL = { localModel: { dimensions: 8 } } as const;

function fileOf(artifacts: SearchArtifacts, path: string): Uint8Array {
  const file = artifacts.files.find((f) => f.path === path);
  if (file === undefined)
    throw new Error(`no ${path} among ${artifacts.files.map((f) => f.path).join(', ')}`);
  return file.data;
}

function jsonOf<T>(artifacts: SearchArtifacts, path: string): T {
  return JSON.parse(new TextDecoder().decode(fileOf(artifacts, path))) as T;
}

/** An embedder of the endpoint kind that remembers what it was asked to embed (hashed bag of words). */
function recordingEmbedder(): Embedder & { readonly texts: string[] } {
  const texts: string[] = [];
  return {
    id: 'openai:test-embedding',
    dimensions: 0,
    texts,
    embed: (batch) => {
      texts.push(...batch);
      return Promise.resolve(batch.map((text) => normalise(Float32Array.from(hashedEmbedding(text, 16)))));
    },
  };
}

describe('buildSearchArtifacts', () => {
  it('writes a doc table, sparse index, vectors and usage file per provider, and the local model it trained', async () => {
    const artifacts = await buildSearchArtifacts(FIXTURE_RECORDS, [], SMALL_MODEL);
    const manifest = artifacts.manifest as unknown as SearchManifest;
    const providers = [...new Set(FIXTURE_RECORDS.map((r) => r.provider))].sort();
    expect(Object.keys(manifest.providers)).toEqual(providers);
    expect(manifest.embedder).toMatchObject({ kind: 'local', dimensions: 8 });
    expect(manifest.model).toEqual({ header: 'search/model.json', vectors: 'search/model.bin' });
    const aws = FIXTURE_RECORDS.filter((r) => r.provider === 'aws');
    expect(manifest.providers['aws']).toEqual({
      count: aws.length,
      docs: 'search/aws.docs.json',
      sparse: 'search/aws.sparse.jsonl',
      vectors: 'search/aws.vectors.bin',
      usage: 'search/aws.usage.json',
    });
    const table = jsonOf<SearchDocTable>(artifacts, 'search/aws.docs.json');
    expect(table.tokens).toEqual(aws.map((r) => r.token));
    expect(table.kinds).toEqual(aws.map((r) => r.kind));
    expect(table.serviceOf).toHaveLength(aws.length);
    // One service entry per distinct module of the provider's records.
    expect(table.services).toHaveLength(new Set(aws.map((r) => r.module)).size);
  });

  it('indexes each record under its id in its provider, so the sparse index finds it by name', async () => {
    const artifacts = await buildSearchArtifacts(FIXTURE_RECORDS, [], SMALL_MODEL);
    const sparse = openSparseIndex(fileOf(artifacts, 'search/aws.sparse.jsonl'), SPARSE_OPTIONS);
    const table = jsonOf<SearchDocTable>(artifacts, 'search/aws.docs.json');
    const top = sparse.search('bucket versioning')[0];
    expect(table.tsNames[Number(top?.id)]).toBe('aws.s3.BucketVersioning');
  });

  it('embeds each record once through an endpoint embedder, with its embedding text, and ships no model', async () => {
    const embedder = recordingEmbedder();
    const artifacts = await buildSearchArtifacts(FIXTURE_RECORDS, [], { embedder, embedderModel: 'm-1' });
    const manifest = artifacts.manifest as unknown as SearchManifest;
    expect(manifest.embedder).toEqual({
      kind: 'endpoint',
      id: 'openai:test-embedding',
      dimensions: 16,
      model: 'm-1',
    });
    expect(manifest.model).toBeUndefined();
    expect(artifacts.files.some((f) => f.path.startsWith('search/model'))).toBe(false);
    expect([...embedder.texts].sort()).toEqual(FIXTURE_RECORDS.map(recordEmbeddingText).sort());
  });

  it('records the fingerprint of its sources and settings', async () => {
    const sources = { 'providers/aws/records.json.br': 'abc' };
    const artifacts = await buildSearchArtifacts(FIXTURE_RECORDS.slice(0, 2), [], SMALL_MODEL, sources);
    expect((artifacts.manifest as unknown as SearchManifest).fingerprint).toBe(
      searchFingerprint(sources, SMALL_MODEL),
    );
  });
});

describe('searchFingerprint', () => {
  it('covers every source checksum and setting, in any key order', () => {
    const a = searchFingerprint({ 'x.br': '1', 'y.br': '2' });
    expect(searchFingerprint({ 'y.br': '2', 'x.br': '1' })).toBe(a);
    expect(searchFingerprint({ 'x.br': '1', 'y.br': '3' })).not.toBe(a);
    expect(searchFingerprint({ 'x.br': '1', 'y.br': '2' }, { localModel: { dimensions: 64 } })).not.toBe(a);
  });
});

describe('searchIndexer', () => {
  it("counts the public programs' usage the build kept from the snapshot it replaces", async () => {
    const bucket = FIXTURE_RECORDS[0]!;
    const usage: UsageFile = { [bucket.token]: [7, { forceDestroy: 5 }] };
    const kept = new Map([
      [PROGRAM_USAGE_FILE, new TextEncoder().encode(JSON.stringify({ programs: 7, usage }))],
    ]);
    const withKept = await searchIndexer(SMALL_MODEL)(FIXTURE_RECORDS, [], {}, kept);
    const without = await searchIndexer(SMALL_MODEL)(FIXTURE_RECORDS, [], {});
    const usageOf = (artifacts: SearchArtifacts) => jsonOf<UsageFile>(artifacts, 'search/aws.usage.json');
    expect(usageOf(withKept)[bucket.token]?.[1]).toMatchObject({ forceDestroy: 5 });
    expect(usageOf(without)[bucket.token]?.[1]?.['forceDestroy']).toBeUndefined();
  });
});
