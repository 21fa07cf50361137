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

/**
 * The Node types every generated project pins (a devDependency, as `pulumi new` does): the typecheck loads
 * them from the verification install, so `console.log` in a Lambda callback or `Buffer.from(userData)` is
 * checked as `tsc` checks it in the written project.
 */
export const NODE_TYPES = { package: '@types/node', version: '24.19.2' } as const;
