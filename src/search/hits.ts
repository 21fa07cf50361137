import type { RankedRecord } from './rank.js';
import type { SearchHit } from './types.js';

/** The index id of a record placed in a ranking by the caller (a planned component), not scored. */
export const PINNED_ID = -1;

export function toHit(ranked: RankedRecord): SearchHit {
  return {
    token: ranked.token,
    tsName: ranked.tsName,
    provider: ranked.provider,
    kind: ranked.kind,
    score: Number(ranked.score.toFixed(4)),
    sparse: Number(ranked.sparse.toFixed(4)),
    dense: Number(ranked.dense.toFixed(4)),
    ...(ranked.id === PINNED_ID ? { planned: true as const } : {}),
  };
}

/**
 * Interleaves ranked lists, best of each first: a decomposed request gets each concept's best record near
 * the top instead of letting the concept with the most matching words fill every slot.
 */
export function interleave(lists: readonly (readonly RankedRecord[])[], limit: number): RankedRecord[] {
  const out: RankedRecord[] = [];
  const seen = new Set<string>();
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let rank = 0; rank < longest && out.length < limit; rank += 1) {
    for (const list of lists) {
      const item = list[rank];
      if (item === undefined) {
        continue;
      }
      const k = item.token;
      if (!seen.has(k)) {
        seen.add(k);
        out.push(item);
        if (out.length >= limit) {
          break;
        }
      }
    }
  }
  return out;
}
