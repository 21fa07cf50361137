import MiniSearch from 'minisearch';
import type {
  NestedType,
  SearchArtifactFile,
  SearchArtifacts,
  SearchIndexer,
  SnapshotRecord,
} from '../snapshot/types.js';
import type { Embedder, EmbedderDescription } from './embedding/embedder.js';
import {
  LocalEmbedder,
  quantiseRows,
  serialiseLocalModel,
  trainLocalModel,
  type TrainOptions,
} from './embedding/local-model.js';
import { DEFAULT_FUSION, type FusionConfig } from './fusion-config.js';
import { encodeSparseIndex } from './sparse-index-file.js';
import { SPARSE_OPTIONS } from './sparse-options.js';
import { plainSummary, nameWordSets, recordFlags, toSearchDocument } from './search-document.js';
import { recordName, examplePopularity, madeResources, takenResources } from '../snapshot/record-facts.js';
import { aliasesFor, servicePhrasesFor, VOCABULARY } from '../language/vocabulary.js';
import { canonical, sha256 } from '../snapshot/manifest-file.js';
import { PROGRAM_USAGE_FILE } from '../snapshot/shard-files.js';
import { analyse } from '../language/terms.js';
import type { ResourceUsage } from '../snapshot/input-usage.js';

export interface SearchBuildOptions {
  /**
   * Embed records with this embedder (an OpenAI-compatible endpoint) instead of training the local model.
   * Queries against the snapshot must then use the same embedder.
   */
  readonly embedder?: Embedder;
  /** The model name to record for an endpoint embedder. */
  readonly embedderModel?: string;
  readonly localModel?: TrainOptions;
  readonly fusion?: FusionConfig;
  readonly onProgress?: (message: string) => void;
  /**
   * Public programs' input usage, added to the doc examples' (`usage/programs.json` of the snapshot, which
   * `reindexSnapshot` reads; the sources' checksums cover it).
   */
  readonly programUsage?: ReadonlyMap<string, ResourceUsage>;
}

export const SEARCH_FORMAT_VERSION = 2;
export const SEARCH_DIR = 'search';

/** Per provider: the compact table that maps index ids back to records without loading the shard. */
export interface SearchDocTable {
  readonly tokens: readonly string[];
  readonly tsNames: readonly string[];
  readonly kinds: readonly ('resource' | 'function')[];
  /** {@link recordFlags} of each record. */
  readonly flags: readonly number[];
  /** {@link nameWordSets} of each record, joined with `;`. */
  readonly names: readonly string[];
  /** {@link examplePopularity} of each record, in [0, 1]. */
  readonly popularity: readonly number[];
  /** Analysed service phrases (`cdn;content delivery network;cloudfront`), one entry per distinct module. */
  readonly services: readonly string[];
  /** Each record's index into {@link services}. */
  readonly serviceOf: readonly number[];
  /**
   * {@link madeResources} of each component record that has any, by record id: what lets retrieval tell a
   * request that names several of a component's parts from one that names a single resource.
   */
  readonly makes?: Readonly<Record<string, readonly string[]>>;
  /** {@link takenResources} likewise. */
  readonly takes?: Readonly<Record<string, readonly string[]>>;
}

export interface ProviderSearchFiles {
  readonly count: number;
  readonly docs: string;
  readonly sparse: string;
  readonly vectors: string;
  /** The provider's usage file (`UsageFile` in `usage-file.ts`); absent in snapshots built before usage was counted. */
  readonly usage?: string;
}

/** The shape of `manifest.search`. */
export interface SearchManifest {
  readonly formatVersion: number;
  readonly embedder: EmbedderDescription;
  readonly fusion: FusionConfig;
  readonly model?: { readonly header: string; readonly vectors: string };
  readonly providers: Readonly<Record<string, ProviderSearchFiles>>;
  /** {@link searchFingerprint} of what it was built from. */
  readonly fingerprint?: string;
}

/** The words that describe what a record is: its name and where it lives. */
export function recordTitle(record: SnapshotRecord): string {
  return `${recordName(record)} ${record.module} ${record.provider}`;
}

/** Everything else the dense channel reads about a record. */
export function recordBody(record: SnapshotRecord): string {
  const name = recordName(record);
  return [
    plainSummary(record.summary, 500),
    aliasesFor(record.provider, record.module, name).join(' '),
    record.examples.map((example) => example.heading).join(' '),
    record.inputs
      .slice(0, 30)
      .map((input) => input.name)
      .join(' '),
  ].join(' ');
}

/** The text an endpoint embedder receives for a record. */
export function recordEmbeddingText(record: SnapshotRecord): string {
  return `${record.tsName} (${record.kind}): ${plainSummary(record.summary, 500)} ${aliasesFor(
    record.provider,
    record.module,
    recordName(record),
  ).join(', ')}`;
}

/**
 * The `makes` and `takes` fields of a provider's doc table, each absent when no record has any: only
 * component packages' records make or take another package's resources.
 */
function partsByRecord(
  list: readonly SnapshotRecord[],
  types: ReadonlyMap<string, NestedType>,
): Pick<SearchDocTable, 'makes' | 'takes'> {
  const makes: Record<string, readonly string[]> = {};
  const takes: Record<string, readonly string[]> = {};
  list.forEach((record, id) => {
    const made = madeResources(record);
    const taken = takenResources(record, types);
    if (made.length > 0) makes[String(id)] = made;
    if (taken.length > 0) takes[String(id)] = taken;
  });
  return {
    ...(Object.keys(makes).length === 0 ? {} : { makes }),
    ...(Object.keys(takes).length === 0 ? {} : { takes }),
  };
}

function encodeJson(value: unknown): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(value));
}

/** Records by provider, providers in name order, each list in the order given. */
function byProvider(records: readonly SnapshotRecord[]): [string, SnapshotRecord[]][] {
  const out = new Map<string, SnapshotRecord[]>();
  for (const record of records) {
    const list = out.get(record.provider) ?? [];
    list.push(record);
    out.set(record.provider, list);
  }
  return [...out.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

/** Nested types by provider and name. */
function typesByProvider(types: readonly NestedType[]): Map<string, Map<string, NestedType>> {
  const out = new Map<string, Map<string, NestedType>>();
  for (const type of types) {
    const own = out.get(type.provider) ?? new Map<string, NestedType>();
    own.set(type.name, type);
    out.set(type.provider, own);
  }
  return out;
}

interface ChosenEmbedder {
  readonly embedder: Embedder;
  readonly description: EmbedderDescription;
  readonly model?: SearchManifest['model'];
  readonly files: readonly SearchArtifactFile[];
}

/** The endpoint embedder given, or the local model trained on all the records (its files ship too). */
function chooseEmbedder(records: readonly SnapshotRecord[], options: SearchBuildOptions): ChosenEmbedder {
  if (options.embedder !== undefined) {
    const { embedder } = options;
    return {
      embedder,
      description: { kind: 'endpoint', id: embedder.id, dimensions: 0, model: options.embedderModel },
      files: [],
    };
  }
  options.onProgress?.(`training the local embedding model on ${records.length} records`);
  const trained = trainLocalModel(
    records.map((record) => ({ title: recordTitle(record), body: recordBody(record) })),
    options.localModel,
  );
  const local = new LocalEmbedder(trained);
  const serialised = serialiseLocalModel(trained, local.id);
  const model = { header: `${SEARCH_DIR}/model.json`, vectors: `${SEARCH_DIR}/model.bin` };
  return {
    embedder: local,
    description: { kind: 'local', id: local.id, dimensions: local.dimensions },
    model,
    files: [
      { path: model.header, data: serialised.header },
      { path: model.vectors, data: serialised.vectors },
    ],
  };
}

/** Analysed service phrases per distinct module of a provider's records, and each record's entry. */
function serviceTable(list: readonly SnapshotRecord[]): Pick<SearchDocTable, 'services' | 'serviceOf'> {
  const services: string[] = [];
  const serviceIndex = new Map<string, number>();
  const serviceOf = list.map((r) => {
    let at = serviceIndex.get(r.module);
    if (at === undefined) {
      at = services.length;
      serviceIndex.set(r.module, at);
      services.push(
        [...new Set(servicePhrasesFor(r.provider, r.module).map((phrase) => analyse(phrase).join(' ')))]
          .filter((phrase) => phrase !== '')
          .join(';'),
      );
    }
    return at;
  });
  return { services, serviceOf };
}

interface ProviderArtifacts {
  readonly entry: ProviderSearchFiles;
  readonly files: readonly SearchArtifactFile[];
  readonly dimensions: number;
}

/** One provider's doc table, sparse index and embeddings. */
async function providerArtifacts(
  provider: string,
  list: readonly SnapshotRecord[],
  embedder: Embedder,
  popularity: ReadonlyMap<string, number>,
  types: ReadonlyMap<string, NestedType>,
  usage: ReadonlyMap<string, ResourceUsage>,
): Promise<ProviderArtifacts> {
  const sparse = new MiniSearch(SPARSE_OPTIONS);
  sparse.addAll(list.map((record, id) => toSearchDocument(record, id)));
  const texts =
    embedder instanceof LocalEmbedder
      ? list.map((record) => `${recordTitle(record)} ${recordBody(record)}`)
      : list.map(recordEmbeddingText);
  const vectors = await embedder.embed(texts);
  const dimensions = vectors[0]?.length ?? embedder.dimensions;
  const flat = new Float32Array(list.length * dimensions);
  vectors.forEach((vector, i) => flat.set(vector, i * dimensions));
  const docs: SearchDocTable = {
    tokens: list.map((r) => r.token),
    tsNames: list.map((r) => r.tsName),
    kinds: list.map((r) => r.kind),
    flags: list.map(recordFlags),
    names: list.map((r) => nameWordSets(r).join(';')),
    popularity: list.map((r) => Number((popularity.get(r.token) ?? 0).toFixed(3))),
    ...serviceTable(list),
    ...partsByRecord(list, types),
  };
  const usagePath = `${SEARCH_DIR}/${provider}.usage.json`;
  const entry: ProviderSearchFiles = {
    count: list.length,
    docs: `${SEARCH_DIR}/${provider}.docs.json`,
    sparse: `${SEARCH_DIR}/${provider}.sparse.jsonl`,
    vectors: `${SEARCH_DIR}/${provider}.vectors.bin`,
    usage: usagePath,
  };
  const files = [
    { path: entry.docs, data: encodeJson(docs) },
    { path: entry.sparse, data: encodeSparseIndex(sparse.toJSON()) },
    { path: entry.vectors, data: quantiseRows(flat, list.length, dimensions) },
    { path: usagePath, data: (await import('./usage-file.js')).encodeUsageFile(list, usage) },
  ];
  return { entry, files, dimensions };
}

/**
 * The fingerprint of everything a search index is built from: the snapshot files its records come from (by
 * their checksums, `sources`), the vocabulary, and the builder's format and settings. `snapshot reindex`
 * writes it into `manifest.search`; a committed index whose fingerprint differs from the one its snapshot and
 * the current vocabulary give is stale (`scripts/check-search-index.ts`, run by CI).
 */
export function searchFingerprint(
  sources: Readonly<Record<string, string>>,
  options: SearchBuildOptions = {},
): string {
  const inputs = {
    format: SEARCH_FORMAT_VERSION,
    sources,
    vocabulary: VOCABULARY,
    fusion: options.fusion ?? DEFAULT_FUSION,
    embedder:
      options.embedder === undefined
        ? { kind: 'local', training: options.localModel ?? {} }
        : { kind: 'endpoint', id: options.embedder.id },
  };
  return sha256(new TextEncoder().encode(JSON.stringify(canonical(inputs))));
}

/**
 * Builds the search index files (sparse index, embeddings, the local embedding model) that ship inside the
 * snapshot, from its records and `sources`, the checksums of the snapshot files they were read from (see
 * {@link searchFingerprint}). Called by the snapshot builder once all records are extracted.
 */
export async function buildSearchArtifacts(
  records: readonly SnapshotRecord[],
  types: readonly NestedType[],
  options: SearchBuildOptions = {},
  sources: Readonly<Record<string, string>> = {},
): Promise<SearchArtifacts> {
  const chosen = chooseEmbedder(records, options);
  const files: SearchArtifactFile[] = [...chosen.files];
  const typesOf = typesByProvider(types);
  const popularity = examplePopularity(records);
  options.onProgress?.('counting the inputs programs set');
  // Loaded here, not at the top: counting parses programs with TypeScript, which a search must not load.
  const { countBuildUsage } = await import('./usage-file.js');
  const usage = countBuildUsage(records, types, options.programUsage);
  let description = chosen.description;
  const providers: Record<string, ProviderSearchFiles> = {};
  for (const [provider, list] of byProvider(records)) {
    options.onProgress?.(`indexing ${list.length} ${provider} records`);
    const built = await providerArtifacts(
      provider,
      list,
      chosen.embedder,
      popularity,
      typesOf.get(provider) ?? new Map(),
      usage,
    );
    files.push(...built.files);
    providers[provider] = built.entry;
    if (description.dimensions === 0) description = { ...description, dimensions: built.dimensions };
  }
  const manifest: SearchManifest = {
    formatVersion: SEARCH_FORMAT_VERSION,
    embedder: description,
    fusion: options.fusion ?? DEFAULT_FUSION,
    ...(chosen.model === undefined ? {} : { model: chosen.model }),
    providers,
    fingerprint: searchFingerprint(sources, options),
  };
  return { files, manifest: manifest as unknown as Record<string, unknown> };
}

/**
 * The snapshot builder's {@link SearchIndexer}: {@link buildSearchArtifacts} with these options, and the
 * public programs' usage the build kept from the snapshot it replaces when the options give none.
 */
export function searchIndexer(options: SearchBuildOptions = {}): SearchIndexer {
  return async (records, types, sources, kept) => {
    const usage = kept?.get(PROGRAM_USAGE_FILE);
    if (options.programUsage !== undefined || usage === undefined) {
      return buildSearchArtifacts(records, types, options, sources);
    }
    const { decodeProgramUsage } = await import('./program-usage.js');
    return buildSearchArtifacts(
      records,
      types,
      { ...options, programUsage: decodeProgramUsage(usage) },
      sources,
    );
  };
}
