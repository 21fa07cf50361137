import { describe, expect, it } from 'vitest';
import {
  dequantiseRows,
  deserialiseLocalModel,
  LocalEmbedder,
  trainLocalModel,
} from '../../../src/search/embedding/local-model.js';
import type { SearchManifest } from '../../../src/search/build-index.js';
import { defaultSnapshotDir } from '../../../src/shared/paths.js';
import { openSnapshot } from '../../../src/snapshot/open-snapshot.js';

describe('the local embedding model', () => {
  it('places words that share contexts closer than unrelated ones', async () => {
    const docs = [];
    for (let i = 0; i < 20; i += 1) {
      docs.push({ title: 'Bucket storage', body: 'object storage bucket for files and blobs' });
      docs.push({ title: 'Queue messaging', body: 'message queue for events and workers' });
    }
    const embedder = new LocalEmbedder(trainLocalModel(docs, { dimensions: 8, minCount: 1 }));
    const [bucket, blob, queue] = await embedder.embed(['bucket', 'blob files', 'message queue']);
    const cos = (a: Float32Array, b: Float32Array): number =>
      a.reduce((sum, v, i) => sum + v * (b[i] ?? 0), 0);
    expect(cos(bucket!, blob!)).toBeGreaterThan(cos(bucket!, queue!));
    expect(embedder.id).toMatch(/^local:ppmi-svd-8:[0-9a-f]{12}$/);
  });
});

describe('the bundled local model, loaded', () => {
  it('embeds exactly as the model with every word vector dequantised up front', () => {
    const snapshot = openSnapshot(defaultSnapshotDir());
    const files = (snapshot.manifest.search as unknown as SearchManifest).model;
    if (files === undefined) throw new Error('the bundled snapshot has no local model');
    const header = snapshot.readDataFile(files.header);
    const vectors = snapshot.readDataFile(files.vectors);
    const parsed = JSON.parse(header.toString('utf8')) as {
      id: string;
      dimensions: number;
      vocabulary: string[];
      frequencies: number[];
      commonComponent: number[];
    };
    const eager = new LocalEmbedder(
      {
        dimensions: parsed.dimensions,
        vocabulary: parsed.vocabulary,
        frequencies: Float32Array.from(parsed.frequencies),
        commonComponent: Float32Array.from(parsed.commonComponent),
        vectors: dequantiseRows(vectors, parsed.vocabulary.length, parsed.dimensions),
      },
      parsed.id,
    );
    const loaded = deserialiseLocalModel(header, vectors);
    expect(loaded.id).toBe(eager.id);
    const texts = [
      'an S3 bucket with versioning',
      'a bucket for static assets behind a CDN',
      'something to keep state in',
      'kubernetes deployment with three replicas',
      'an S3 bucket with versioning',
      'zzzqqq',
    ];
    for (const text of texts) {
      expect(loaded.embedSync(text), text).toEqual(eager.embedSync(text));
    }
  });
});
