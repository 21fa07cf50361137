/**
 * A package version the store installs: `name@version`. `@pulumi/pulumi` is the base every other package
 * shares (one module instance per program), so each other package's install is keyed by the base's version
 * too, the way pnpm suffixes a package with its peer resolution.
 */
export interface PackageVersion {
  readonly name: string;
  readonly version: string;
}

/** What a run needs: the `@pulumi/pulumi` version and the packages on top of it. */
export interface StoreRequest {
  readonly pulumiVersion: string;
  readonly packages: readonly PackageVersion[];
}

/**
 * Progress of the store, one event per step a user waits on. Part of the pipeline's progress union, so the
 * CLI prints it and the action logs it with the other events.
 */
export interface InstallProgress {
  readonly kind: 'install';
  /** `fetching`: npm is downloading a package and its dependencies; `fetched`: done; `linked`: a node_modules made from the store. */
  readonly step: 'fetching' | 'fetched' | 'linked';
  /** `@pulumi/command@1.2.0`, or for `linked` the packages joined. */
  readonly what: string;
  /** For `fetching`: set on the repeats while a long fetch is still going, the time so far. */
  readonly durationMs?: number;
}

/** Why an install failed; the environment-wide causes stop every later install in the run. */
export type InstallFailureCause =
  'certificate' | 'network' | 'auth' | 'timeout' | 'npm-missing' | 'not-found' | 'other';

export interface InstallFailure {
  readonly cause: InstallFailureCause;
  /** One line naming the cause and the fix; secrets already redacted. */
  readonly line: string;
}
