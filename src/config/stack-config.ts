/**
 * Stack configuration as a run builds it: the repository's region for each cloud, the user's plain values and
 * the secret ones. One place says which keys are secrets, for the mock run, the reports and the stack file.
 */

/** Where each cloud's provider reads the default region or location from. */
export const REGION_KEYS = ['aws:region', 'gcp:region', 'azure-native:location'] as const;

/** `.pulumi-gen.yml`'s region as stack config pairs (`aws:region=eu-west-1`, …), one per cloud. */
export function regionPairs(region: string | undefined): readonly string[] | undefined {
  return region === undefined ? undefined : REGION_KEYS.map((key) => `${key}=${region}`);
}

/** A key named like a credential (`hcloud:token`, `aws:secretKey`, `dbPassword`, `gcp:credentials`). */
const SECRET_NAME =
  /(password|passwd|passphrase|secret|token|api[-_]?key|access[-_]?key|private[-_]?key|credential|connection[-_]?string)/i;

export function looksSecret(key: string): boolean {
  return SECRET_NAME.test(key.split(':').pop() ?? key);
}

export interface RunConfig {
  /** Every value the run's program gets (plain and secret). */
  readonly config: Readonly<Record<string, string>>;
  /** The keys whose values are secrets: given as secrets, or named like credentials. */
  readonly secretKeys: readonly string[];
  /** Plain keys that look like credentials: treated as secrets, and the user is told. */
  readonly promoted: readonly string[];
}

/** The stack config of a run from the plain and the secret values a user gave. */
export function runConfig(
  plain: Readonly<Record<string, string>>,
  secret: Readonly<Record<string, string>>,
): RunConfig {
  const promoted = Object.keys(plain).filter((key) => looksSecret(key) && !(key in secret));
  return {
    config: { ...plain, ...secret },
    secretKeys: [...new Set([...Object.keys(secret), ...promoted])],
    promoted,
  };
}

/** The values of a run's secret keys: what every output of the run must not show. */
export function secretValuesOf(run: RunConfig): string[] {
  return run.secretKeys.map((key) => run.config[key]).filter((v): v is string => v !== undefined && v !== '');
}

/** The line that says a plain key was taken for a secret, in the entry's own words for the secret option. */
export function promotedWarning(run: RunConfig, secretOption: string): string | undefined {
  if (run.promoted.length === 0) return undefined;
  return `${run.promoted.join(', ')} ${run.promoted.length === 1 ? 'looks' : 'look'} like a credential: treated as secret (next time give ${run.promoted.length === 1 ? 'it' : 'them'} with ${secretOption})`;
}
