import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EmbeddingsServer {
  readonly baseUrl: string;
  /** Models asked for, in order, one per request. */
  readonly requests: string[];
  close(): Promise<void>;
}

/** A deterministic bag-of-hashed-words embedding: texts sharing words get close vectors. */
export function hashedEmbedding(text: string, dims = 48): number[] {
  const vector = new Array<number>(dims).fill(0);
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (word === '') {
      continue;
    }
    let hash = 2166136261;
    for (const char of word) {
      hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
    }
    vector[hash % dims] = (vector[hash % dims] ?? 0) + 1;
  }
  return vector;
}

/** An OpenAI-compatible `/v1/embeddings` endpoint on 127.0.0.1 for tests. */
export async function startEmbeddingsServer(): Promise<EmbeddingsServer> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/embeddings') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `no route ${req.method} ${req.url}` } }));
        return;
      }
      const parsed = JSON.parse(body) as { model: string; input: string | string[] };
      requests.push(parsed.model);
      const inputs = Array.isArray(parsed.input) ? parsed.input : [parsed.input];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          object: 'list',
          model: parsed.model,
          data: inputs.map((text, index) => ({
            object: 'embedding',
            index,
            embedding: hashedEmbedding(text),
          })),
          usage: { prompt_tokens: inputs.length, total_tokens: inputs.length },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
