import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createEndpointEmbedder } from '../../../src/search/embedding/endpoint-embedder.js';
import { startEmbeddingsServer, type EmbeddingsServer } from '../embeddings-server.js';

let server: EmbeddingsServer;
beforeAll(async () => {
  server = await startEmbeddingsServer();
});
afterAll(() => server.close());

const norm = (vector: Float32Array) => Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));

describe('createEndpointEmbedder', () => {
  it('embeds texts in batches through the openai client, in order, as unit vectors', async () => {
    const embedder = createEndpointEmbedder({ baseUrl: server.baseUrl, model: 'embed-a', batchSize: 2 });
    expect(embedder.id).toBe('openai:embed-a');
    expect(embedder.dimensions).toBe(0);
    const before = server.requests.length;
    const texts = ['s3 bucket', 'bucket policy', 'sqs queue', 's3 bucket'];
    const vectors = await embedder.embed(texts);
    expect(server.requests.slice(before)).toEqual(['embed-a', 'embed-a']);
    expect(vectors).toHaveLength(4);
    for (const vector of vectors) expect(norm(vector)).toBeCloseTo(1, 5);
    expect([...vectors[0]!]).toEqual([...vectors[3]!]);
    expect([...vectors[0]!]).not.toEqual([...vectors[2]!]);
    // The dimensions are the endpoint's, known once it answered.
    expect(embedder.dimensions).toBe(48);
  });

  it('says in one line which endpoint and model failed', async () => {
    const embedder = createEndpointEmbedder({
      baseUrl: `${server.baseUrl}/missing`,
      model: 'embed-b',
      maxRetries: 0,
    });
    await expect(embedder.embed(['x'])).rejects.toThrow(
      new RegExp(`^the embeddings endpoint ${server.baseUrl}/missing failed for model 'embed-b': `),
    );
  });
});
