/**
 * The registry snapshot's data model. Every later stage (retrieval, prompt rendering, typecheck repair,
 * mock-run validation) reads provider schemas through these types, so they are the contract between the
 * snapshot builder and everything downstream. Bump {@link SNAPSHOT_FORMAT_VERSION} on any breaking change.
 */

export const SNAPSHOT_FORMAT_VERSION = 1;

export type RecordKind = 'resource' | 'function';

/** One argument of a resource (`BucketArgs`), a function (`GetAmiArgs`) or a field of a nested input type. */
export interface InputProperty {
  readonly name: string;
  /** The TypeScript type text as declared, e.g. `pulumi.Input<inputs.s3.BucketVersioningVersioningConfiguration>`. */
  readonly type: string;
  readonly required: boolean;
  /** The first sentence/line of the doc comment, plain text. */
  readonly doc: string;
  /** Values the doc lists as valid ("Valid values: `Enabled`, `Suspended`, or `Disabled`"), case kept. */
  readonly validValues?: readonly string[];
  /**
   * True when {@link validValues} is the whole list (an enum type, or a doc that says "Valid values are"),
   * so a value outside it is an error; false or absent when the doc only gives examples.
   */
  readonly validValuesComplete?: boolean;
  /** The `@deprecated` message, when the property is deprecated. */
  readonly deprecated?: string;
  /**
   * Names of the nested input types this property references (keys into {@link ProviderShard.types}),
   * e.g. `inputs.s3.BucketVersioningVersioningConfiguration`.
   */
  readonly typeRefs?: readonly string[];
}

export interface OutputProperty {
  readonly name: string;
  /** The declared type text, e.g. `pulumi.Output<string>`. */
  readonly type: string;
}

export interface ExampleBlock {
  /** The heading the example stands under in the docs (`### Basic Usage`), without the hashes. */
  readonly heading: string;
  /** The TypeScript code of the ```typescript block. */
  readonly code: string;
}

/** A resource or a function (data source such as `aws.ec2.getAmi`). */
export interface SnapshotRecord {
  /** The Pulumi type token: `aws:s3/bucketVersioning:BucketVersioning`, `aws:ec2/getAmi:getAmi`. */
  readonly token: string;
  readonly kind: RecordKind;
  /** The provider's short name: `aws`, `azure-native`, `kubernetes`. */
  readonly provider: string;
  /** The module path within the provider package, dotted: `s3`, `apps.v1`, `index`. */
  readonly module: string;
  /** The TypeScript name as a program writes it: `aws.s3.BucketVersioning`, `aws.ec2.getAmi`. */
  readonly tsName: string;
  /** The doc's opening paragraphs as plain markdown (HTML and `<span pulumi-lang-…>` noise removed). */
  readonly summary: string;
  readonly deprecated?: string;
  readonly inputs: readonly InputProperty[];
  /** Resource output properties, or the fields of a function's result type. */
  readonly outputs: readonly OutputProperty[];
  readonly examples: readonly ExampleBlock[];
}

/** A nested input type such as `inputs.s3.BucketVersioningVersioningConfiguration`. */
export interface NestedType {
  /** As referenced from {@link InputProperty.typeRefs}: `inputs.s3.BucketVersioningVersioningConfiguration`. */
  readonly name: string;
  readonly provider: string;
  readonly fields: readonly InputProperty[];
  /** For string enums declared as types (`enums.s3.X`), the allowed values. */
  readonly enumValues?: readonly string[];
}

/** Everything the snapshot holds for one provider. */
export interface ProviderShard {
  readonly provider: string;
  readonly records: readonly SnapshotRecord[];
  readonly types: ReadonlyMap<string, NestedType>;
}

export interface ManifestProvider {
  /** The npm package, e.g. `@pulumi/aws`. */
  readonly package: string;
  readonly version: string;
  readonly resources: number;
  readonly functions: number;
  readonly types: number;
  /** The shard's data files, relative to the snapshot directory. */
  readonly files: readonly string[];
}

export interface Manifest {
  readonly formatVersion: number;
  /** The `@pulumi/pulumi` version generated programs pin alongside the providers. */
  readonly pulumiVersion: string;
  readonly providers: Readonly<Record<string, ManifestProvider>>;
  /** sha256 (hex) of every data file, keyed by path relative to the snapshot directory. */
  readonly checksums: Readonly<Record<string, string>>;
  /**
   * Written by the retrieval index builder (issue 3): the embedding model id, fusion weights and the
   * search files. Opaque to the snapshot reader.
   */
  readonly search?: Readonly<Record<string, unknown>>;
}

export interface ListFilter {
  readonly provider?: string;
  readonly kind?: RecordKind;
}

/**
 * An opened snapshot. Provider shards load lazily and synchronously on first use, verified against the
 * manifest's checksums; a request touching one provider never reads the others.
 */
export interface Snapshot {
  readonly dir: string;
  readonly manifest: Manifest;
  /** Provider names in the snapshot, sorted. */
  readonly providers: readonly string[];
  /** By token (`aws:s3/bucket:Bucket`) or TS name (`aws.s3.Bucket`). */
  get(tokenOrTsName: string): SnapshotRecord | undefined;
  list(filter?: ListFilter): readonly SnapshotRecord[];
  /** A nested input type of a provider, by the name used in {@link InputProperty.typeRefs}. */
  nestedType(provider: string, name: string): NestedType | undefined;
  shard(provider: string): ProviderShard;
  /** Reads and verifies a data file of the snapshot (used by the search index loader). */
  readDataFile(relativePath: string): Buffer;
}

/** A file the search index builder adds to the snapshot, relative to the snapshot directory. */
export interface SearchArtifactFile {
  readonly path: string;
  readonly data: Uint8Array;
}

export interface SearchArtifacts {
  readonly files: readonly SearchArtifactFile[];
  /** Stored as `manifest.search`: embedding model id, fusion weights, which files hold what. */
  readonly manifest: Readonly<Record<string, unknown>>;
}

/**
 * Builds the search files over a set of records; `sources` are the checksums of the snapshot files the
 * records were read from, which the index's fingerprint covers. The snapshot builder is given one (the search
 * engine's builder, `searchIndexer` in `src/search/build-index.ts`): the snapshot sits below the search layer.
 * `kept` holds the data files a build carried over from the snapshot it replaces (`usage/programs.json`), by
 * path; their checksums are among `sources`.
 */
export type SearchIndexer = (
  records: readonly SnapshotRecord[],
  types: readonly NestedType[],
  sources: Readonly<Record<string, string>>,
  kept?: ReadonlyMap<string, Uint8Array>,
) => Promise<SearchArtifacts>;
