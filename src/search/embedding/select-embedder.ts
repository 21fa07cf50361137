import { UserError } from '../../shared/errors.js';
import type { Snapshot } from '../../snapshot/types.js';
import { searchManifestOf } from '../search-index.js';
import type { Embedder } from './embedder.js';
import { createEndpointEmbedder } from './endpoint-embedder.js';

export interface EmbeddingEndpointConfig {
  readonly baseUrl: string | undefined;
  readonly apiKey: string | undefined;
  /** `PULUMI_GEN_EMBEDDING_MODEL`. */
  readonly model: string | undefined;
}

/**
 * The query embedder a snapshot needs: none (its own local model) for a locally built snapshot, else the
 * endpoint it was built with. The configured model must be the snapshot's; a different one is refused by
 * the search index with a message that names both.
 */
export function queryEmbedderFor(snapshot: Snapshot, config: EmbeddingEndpointConfig): Embedder | undefined {
  const built = searchManifestOf(snapshot).embedder;
  if (built.kind === 'local') {
    return undefined;
  }
  const model = config.model ?? built.model;
  if (config.baseUrl === undefined || model === undefined) {
    throw new UserError(
      `this snapshot was embedded with '${built.id}'; set OPENAI_BASE_URL (and OPENAI_API_KEY if needed) and ` +
        `PULUMI_GEN_EMBEDDING_MODEL=${built.model ?? '<model>'} to search it`,
    );
  }
  return createEndpointEmbedder({
    baseUrl: config.baseUrl,
    model,
    ...(config.apiKey === undefined ? {} : { apiKey: config.apiKey }),
  });
}
