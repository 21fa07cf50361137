import { UserError } from '../shared/errors.js';
import type { Snapshot } from '../snapshot/types.js';
import type { ProviderSearchFiles, SearchDocTable, SearchManifest } from './build-index.js';
import { SEARCH_FORMAT_VERSION } from './build-index.js';
import type { Embedder } from './embedding/embedder.js';
import {
  deserialiseLocalModel,
  viewQuantisedRows,
  type LocalEmbedder,
  type QuantisedRows,
} from './embedding/local-model.js';
import { openSparseIndex, type SparseIndex } from './sparse-index-file.js';
import { SPARSE_OPTIONS } from './sparse-options.js';

/** One provider's part of the index, loaded on first use. */
export interface ProviderIndex {
  readonly provider: string;
  readonly docs: SearchDocTable;
  readonly sparse: SparseIndex;
  readonly vectors: QuantisedRows;
  readonly dimensions: number;
}

function isSearchManifest(value: unknown): value is SearchManifest {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const candidate = value as Partial<SearchManifest>;
  return (
    typeof candidate.formatVersion === 'number' &&
    typeof candidate.embedder === 'object' &&
    typeof candidate.providers === 'object' &&
    typeof candidate.fusion === 'object'
  );
}

/** Reads `manifest.search`, or says how to get a snapshot that has one. */
export function searchManifestOf(snapshot: Snapshot): SearchManifest {
  const search = snapshot.manifest.search;
  if (!isSearchManifest(search)) {
    throw new UserError(
      `the snapshot at ${snapshot.dir} has no search index; rebuild it with 'pulumi-gen snapshot build'`,
    );
  }
  if (search.formatVersion !== SEARCH_FORMAT_VERSION) {
    throw new UserError(
      `the snapshot's search index has format ${search.formatVersion}, this pulumi-gen reads ${SEARCH_FORMAT_VERSION}; rebuild the snapshot`,
    );
  }
  return search;
}

/**
 * The snapshot's search files behind lazy per-provider loading: a request routed to one provider parses
 * only that provider's index and vectors.
 */
export class SearchIndex {
  readonly manifest: SearchManifest;
  readonly providers: readonly string[];
  private readonly loaded = new Map<string, ProviderIndex>();
  private local: LocalEmbedder | undefined;

  constructor(
    private readonly snapshot: Snapshot,
    private readonly external: Embedder | undefined,
  ) {
    this.manifest = searchManifestOf(snapshot);
    this.providers = Object.keys(this.manifest.providers).sort();
    const built = this.manifest.embedder;
    if (external !== undefined && external.id !== built.id) {
      throw new UserError(
        `this snapshot was embedded with '${built.id}' but the query embedder is '${external.id}'; ` +
          `query it with the embedder that built it, or rebuild the snapshot with '${external.id}'`,
      );
    }
    if (external === undefined && built.kind === 'endpoint') {
      throw new UserError(
        `this snapshot was embedded with '${built.id}' from an embeddings endpoint; set OPENAI_BASE_URL and ` +
          `PULUMI_GEN_EMBEDDING_MODEL=${built.model ?? built.id.replace(/^openai:/, '')} to search it`,
      );
    }
  }

  /** The embedder for queries: the one passed in, else the snapshot's own local model. */
  embedder(): Embedder {
    if (this.external !== undefined) {
      return this.external;
    }
    if (this.local === undefined) {
      const files = this.manifest.model;
      if (files === undefined) {
        throw new UserError(
          'the snapshot names a local embedding model but ships no model files; rebuild it',
        );
      }
      this.local = deserialiseLocalModel(
        this.snapshot.readDataFile(files.header),
        this.snapshot.readDataFile(files.vectors),
      );
    }
    return this.local;
  }

  /** The local embedder when the snapshot uses it: it embeds synchronously, saving a turn of the event loop. */
  localEmbedder(): LocalEmbedder | undefined {
    return this.external === undefined ? (this.embedder() as LocalEmbedder) : undefined;
  }

  provider(name: string): ProviderIndex {
    const cached = this.loaded.get(name);
    if (cached !== undefined) {
      return cached;
    }
    const files: ProviderSearchFiles | undefined = this.manifest.providers[name];
    if (files === undefined) {
      throw new UserError(`unknown provider '${name}'; known providers: ${this.providers.join(', ')}`);
    }
    const docs = JSON.parse(this.snapshot.readDataFile(files.docs).toString('utf8')) as SearchDocTable;
    const sparse = openSparseIndex(this.snapshot.readDataFile(files.sparse), SPARSE_OPTIONS);
    const dimensions = this.manifest.embedder.dimensions;
    const vectors = viewQuantisedRows(this.snapshot.readDataFile(files.vectors), files.count, dimensions);
    const index: ProviderIndex = { provider: name, docs, sparse, vectors, dimensions };
    this.loaded.set(name, index);
    return index;
  }
}
