import type { ConfigCase, ConfigRead } from '../types.js';
import type { StandIns } from './stand-ins.js';

export const MAX_CONFIG_CASES = 6;

/** A boolean has two branches whatever the program compares it with: both run, `false` first. */
function withBranches(read: ConfigRead): ConfigRead {
  return read.kind === 'boolean'
    ? { ...read, literals: [...new Set(['false', 'true', ...read.literals])] }
    : read;
}

/**
 * The configurations the mock run executes the program under, so resources behind a branch are recorded
 * too: first what a user gets from the required keys alone (optional keys unset, so the program's own
 * defaults apply), then every optional key set (to a value it is compared with, else its own fallback, else a
 * stand-in of the type and shape it reads), then one case per literal a key is compared with (and, for a
 * required key, one with none of them). Values the
 * request's own config gives (`--config`) always win; keys with no value get the run's stand-ins. Capped at
 * {@link MAX_CONFIG_CASES}; the cut is reported by the caller from `omitted`.
 */
export function configCases(
  readsAsFound: readonly ConfigRead[],
  given: Readonly<Record<string, string>>,
  standIns: StandIns,
): { readonly cases: readonly ConfigCase[]; readonly omitted: number } {
  const reads = readsAsFound.map(withBranches);
  const secretKeys = reads.filter((r) => r.secret).map((r) => r.key);
  const withSecrets = (name: string, config: Record<string, string>): ConfigCase => {
    const secrets = secretKeys.filter((key) => key in config);
    return { name, config, ...(secrets.length > 0 ? { secretKeys: secrets } : {}) };
  };
  const base: Record<string, string> = {};
  for (const read of reads) if (read.required) base[read.key] = read.literals[0] ?? standIns.config(read);
  Object.assign(base, given);
  const cases: ConfigCase[] = [withSecrets('default', base)];
  let omitted = 0;
  const add = (configCase: () => ConfigCase): void => {
    if (cases.length < MAX_CONFIG_CASES) cases.push(configCase());
    else omitted += 1;
  };
  const optional = reads.filter((r) => !r.required && !(r.key in given));
  if (optional.length > 0) {
    add(() => {
      const all = { ...base };
      for (const read of optional) all[read.key] = read.literals[0] ?? read.fallback ?? standIns.config(read);
      return withSecrets('every optional key set', all);
    });
  }
  for (const read of reads) {
    if (read.key in given) continue;
    // The first literal of a required key is the default case's, and of an optional one the case above's.
    for (const literal of read.literals.slice(1)) {
      add(() => withSecrets(`${read.key}=${literal}`, { ...base, [read.key]: literal }));
    }
    // A comparison has an "else" too: a required key also runs with a value none of its literals is (an
    // optional one does, unset, in the default case).
    if (read.required && read.literals.length > 0 && read.kind !== 'boolean') {
      add(() => withSecrets(`${read.key} other`, { ...base, [read.key]: standIns.config(read) }));
    }
  }
  return { cases, omitted };
}
