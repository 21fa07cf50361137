/**
 * `.pulumi-gen.yml`: a repository's conventions that every generated program follows, the same for the CLI
 * run in the clone and the action run on an issue. Everything is optional; an absent file is no conventions.
 */
export interface RepoConfig {
  /** The default region (AWS, GCP) or location (Azure) the stack is configured with. */
  readonly region?: string;
  /** Tags (AWS, Azure) or labels (GCP, Kubernetes) every taggable resource carries. */
  readonly tags?: Readonly<Record<string, string>>;
  /** Prepended to every resource's logical name. */
  readonly namePrefix?: string;
  /** The only providers a program may use (`aws`, `random`, …). */
  readonly providers?: readonly string[];
  /** Policy pack directories, relative to the repository root, instead of the bundled baseline. */
  readonly policyPacks?: readonly string[];
  /** Where the program goes, relative to the repository root. */
  readonly outputPath?: string;
}

/** What a generated program must follow, as the prompt, the composer and the intent rung see it. */
export type Conventions = Pick<RepoConfig, 'region' | 'tags' | 'namePrefix'>;

export const REPO_CONFIG_FILE = '.pulumi-gen.yml';

/** The conventions part: what the generated program itself must carry. */
export function conventionsOf(config: RepoConfig): Conventions | undefined {
  const conventions: { -readonly [K in keyof Conventions]: Conventions[K] } = {};
  if (config.region !== undefined) conventions.region = config.region;
  if (config.tags !== undefined) conventions.tags = config.tags;
  if (config.namePrefix !== undefined) conventions.namePrefix = config.namePrefix;
  return Object.keys(conventions).length > 0 ? conventions : undefined;
}
