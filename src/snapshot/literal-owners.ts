import { extractLiterals, type LiteralKind } from '../language/literals.js';
import type { SnapshotRecord } from './types.js';

/**
 * Values that belong to one provider, counted from the doc examples at snapshot build time: a region
 * (`us-central1`), a machine type (`e2-medium`, `Standard_B2s`, `t3.micro`) or a zone is written in the
 * examples of one cloud only, so a request that states it names that cloud even when it names no service
 * of it. A literal is a quoted string of letters and digits (with `-`, `_`, `.`), lower-cased; it is kept
 * when at least {@link LITERAL_SUPPORT} distinct examples of one provider write it and at least
 * {@link LITERAL_SHARE} of all the examples that write it are that provider's.
 */
export const LITERAL_SUPPORT = 3;
export const LITERAL_SHARE = 0.9;

/** `value → [provider, examples]`, keys sorted, so the same records give the same bytes. */
export type LiteralOwners = Readonly<Record<string, readonly [string, number]>>;

/** A quoted string with a letter and a digit: `us-central1`, `e2-medium`, not `10.0.0.0/16` or `web`. */
const QUOTED = /["'`]([A-Za-z0-9][A-Za-z0-9._-]{2,39})["'`]/g;

/** Whether a word of a request or an example has the shape of such a value. */
export function literalShaped(word: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{2,39}$/.test(word) && /\d/.test(word) && /[A-Za-z]/.test(word);
}

export function literalOwners(records: readonly SnapshotRecord[]): LiteralOwners {
  const byLiteral = new Map<string, Map<string, number>>();
  const seen = new Set<string>();
  for (const record of records) {
    for (const example of record.examples) {
      if (seen.has(example.code)) continue;
      seen.add(example.code);
      const literals = new Set(
        [...example.code.matchAll(QUOTED)].map((m) => m[1] ?? '').filter((value) => literalShaped(value)),
      );
      for (const literal of literals) {
        const key = literal.toLowerCase();
        const providers = byLiteral.get(key) ?? new Map<string, number>();
        providers.set(record.provider, (providers.get(record.provider) ?? 0) + 1);
        byLiteral.set(key, providers);
      }
    }
  }
  return keptOwners(byLiteral);
}

/** The values (or families) one provider writes: enough support and share, keys sorted (same bytes each build). */
function keptOwners(counts: ReadonlyMap<string, ReadonlyMap<string, number>>): LiteralOwners {
  const kept: [string, readonly [string, number]][] = [];
  for (const [literal, providers] of counts) {
    const total = [...providers.values()].reduce((sum, n) => sum + n, 0);
    const [owner, support] = [...providers].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0] ?? [
      '',
      0,
    ];
    if (support >= LITERAL_SUPPORT && support >= LITERAL_SHARE * total)
      kept.push([literal, [owner, support]]);
  }
  return Object.fromEntries(kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** `cache.t4g.small` → `cache.`, `subnet-0c1d2e3f` → `subnet-`: a value's family, its first word and separator. */
function familyOf(literal: string): string | undefined {
  return /^([a-z][a-z0-9]*[._-])[a-z0-9]/.exec(literal)?.[1];
}

/**
 * Family → `[provider, values]`, counted like {@link literalOwners} over distinct values: a family is one
 * provider's when at least {@link LITERAL_SUPPORT} of the values its examples write are of that provider and
 * at least {@link LITERAL_SHARE} of all (`cache.` and `db.` are AWS's node classes, `e2-` Google's machine
 * types; `us-` is no one's). It names the cloud of a value no example writes (`cache.t4g.small`).
 */
export function literalFamilies(records: readonly SnapshotRecord[]): LiteralOwners {
  const byFamily = new Map<string, Map<string, Set<string>>>();
  for (const record of records) {
    for (const example of record.examples) {
      for (const match of example.code.matchAll(QUOTED)) {
        const literal = (match[1] ?? '').toLowerCase();
        const family = literalShaped(literal) ? familyOf(literal) : undefined;
        if (family === undefined) continue;
        const providers = byFamily.get(family) ?? new Map<string, Set<string>>();
        providers.set(record.provider, (providers.get(record.provider) ?? new Set()).add(literal));
        byFamily.set(family, providers);
      }
    }
  }
  const counted = new Map(
    [...byFamily].map(([family, providers]) => [
      family,
      new Map([...providers].map(([provider, values]) => [provider, values.size])),
    ]),
  );
  return keptOwners(counted);
}

/** The kinds of value whose family says their cloud: a machine class (`cache.t4g.small`), a resource id. */
const FAMILY_KINDS: ReadonlySet<LiteralKind> = new Set(['instance-type', 'resource-id']);

/**
 * The provider a value of a request belongs to: its own count, else, for a machine class or resource id, its
 * family's (`cache.t4g.small`, a class no example writes, is AWS's). A name's family says nothing
 * (`tf-test-1`, `aes-256`).
 */
export function literalOwner(
  owners: LiteralOwners,
  families: LiteralOwners,
  word: string,
): string | undefined {
  const own = owners[word]?.[0];
  if (own !== undefined || !literalShaped(word)) return own;
  const whole = extractLiterals(word).find((l) => l.text.length === word.length);
  const family = whole !== undefined && FAMILY_KINDS.has(whole.kind) ? familyOf(word) : undefined;
  return family === undefined ? undefined : families[family]?.[0];
}
