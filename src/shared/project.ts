/** A file of the generated project. */
export interface GeneratedFile {
  /** Relative to the project directory. */
  readonly path: string;
  readonly content: string;
}

/** A provider package pinned at the snapshot's version, as the generated project depends on it. */
export interface ProviderPin {
  readonly provider: string;
  readonly package: string;
  readonly version: string;
}
