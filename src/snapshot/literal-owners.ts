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
  const kept: [string, readonly [string, number]][] = [];
  for (const [literal, providers] of byLiteral) {
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
