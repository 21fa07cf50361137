import type OpenAI from 'openai';
import { UserError, errorMessage } from '../../shared/errors.js';
import type { Embedder } from './embedder.js';
import { normalise } from './embedder.js';

export interface EndpointEmbedderOptions {
  /** e.g. `http://127.0.0.1:11434/v1`; required: the embeddings endpoint is never guessed. */
  readonly baseUrl: string;
  readonly apiKey?: string;
  readonly model: string;
  /** Texts per request. */
  readonly batchSize?: number;
  readonly timeoutMs?: number;
  readonly maxRetries?: number;
}

/**
 * An OpenAI-compatible `/v1/embeddings` endpoint (OpenAI, Azure OpenAI, Ollama, vLLM, LM Studio) through
 * the `openai` package. Its id names only the model: the same model behind another URL embeds the same way.
 */
export function createEndpointEmbedder(options: EndpointEmbedderOptions): Embedder {
  // Loaded on the first embedding: a search over the bundled (locally embedded) snapshot never needs it.
  let client: Promise<OpenAI> | undefined;
  const clientOf = () =>
    (client ??= import('openai').then(
      ({ default: OpenAIClient }) =>
        new OpenAIClient({
          baseURL: options.baseUrl,
          // Local servers accept any key; the client insists on one.
          apiKey: options.apiKey ?? 'unused',
          timeout: options.timeoutMs ?? 60_000,
          maxRetries: options.maxRetries ?? 2,
        }),
    ));
  const batchSize = options.batchSize ?? 64;
  let dimensions = 0;
  return {
    id: `openai:${options.model}`,
    get dimensions() {
      return dimensions;
    },
    async embed(texts) {
      const out: Float32Array[] = [];
      for (let start = 0; start < texts.length; start += batchSize) {
        const batch = texts.slice(start, start + batchSize);
        let response;
        try {
          response = await (
            await clientOf()
          ).embeddings.create({
            model: options.model,
            input: [...batch],
            encoding_format: 'float',
          });
        } catch (error) {
          throw new UserError(
            `the embeddings endpoint ${options.baseUrl} failed for model '${options.model}': ${errorMessage(error)}`,
          );
        }
        const ordered = [...response.data].sort((a, b) => a.index - b.index);
        if (ordered.length !== batch.length) {
          throw new UserError(
            `the embeddings endpoint returned ${ordered.length} vectors for ${batch.length} texts`,
          );
        }
        for (const item of ordered) {
          const vector = normalise(Float32Array.from(item.embedding));
          if (dimensions === 0) {
            dimensions = vector.length;
          } else if (vector.length !== dimensions) {
            throw new UserError(
              `the embeddings endpoint returned vectors of ${vector.length} and ${dimensions} dimensions`,
            );
          }
          out.push(vector);
        }
      }
      return out;
    },
  };
}
