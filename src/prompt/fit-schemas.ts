import { countTokens } from '../shared/tokens.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import type { Mentions } from './rank-inputs.js';
import { DECLARATION_LEVELS, isCompleteLevel, renderDeclaration } from './render-declaration.js';

/** Schemas chosen for a prompt, in rank order, each at the fullest rendering the budget allowed. */
export interface FittedSchemas {
  readonly included: readonly SnapshotRecord[];
  /** The tagged text of each included record, in the same order. */
  readonly texts: readonly string[];
  /** Tokens of the included records shown without every input (not a complete schema). */
  readonly compacted: readonly string[];
  /** Tokens of the records left out: not even their smallest rendering fitted. */
  readonly dropped: readonly string[];
  readonly tokens: number;
}

/**
 * Fits ranked records into a token budget in three passes, each in rank order. First every record takes its
 * smallest rendering, so records are left out only when even that does not fit and the least relevant go
 * first. Then each record grows to the leanest rendering that still shows every input (a complete schema),
 * or as near to it as the rest of the budget pays for, so as many records as possible are complete before
 * any gets the detail. Last, each grows to the fullest rendering that fits (longer docs, deeper nested
 * types). One large record (a resource with a hundred inputs) thus shrinks instead of pushing the others,
 * or itself, out of the prompt.
 */
export function fitSchemas(
  snapshot: Snapshot,
  records: readonly SnapshotRecord[],
  budget: number,
  wrap: (record: SnapshotRecord, declaration: string) => string,
  mentions: Mentions = new Set(),
): FittedSchemas {
  const smallest = DECLARATION_LEVELS.length - 1;
  const leanestComplete = DECLARATION_LEVELS.filter(isCompleteLevel).length - 1;
  const rendered = new Map<string, { text: string; cost: number }>();
  const render = (record: SnapshotRecord, level: number) => {
    const key = `${record.token}\0${level}`;
    let entry = rendered.get(key);
    if (entry === undefined) {
      const text = wrap(
        record,
        renderDeclaration(snapshot, record, { ...DECLARATION_LEVELS[level], mentions }),
      );
      entry = { text, cost: countTokens(text) };
      rendered.set(key, entry);
    }
    return entry;
  };

  const chosen: { record: SnapshotRecord; level: number }[] = [];
  const dropped: string[] = [];
  let used = 0;
  for (const record of records) {
    const { cost } = render(record, smallest);
    if (used + cost > budget) {
      dropped.push(record.token);
      continue;
    }
    used += cost;
    chosen.push({ record, level: smallest });
  }
  /** Grows an entry to the fullest level in [from, its current level) that the budget pays for. */
  const grow = (entry: { record: SnapshotRecord; level: number }, from: number) => {
    const current = render(entry.record, entry.level).cost;
    for (let level = from; level < entry.level; level++) {
      const cost = render(entry.record, level).cost;
      if (used - current + cost <= budget) {
        used += cost - current;
        entry.level = level;
        return;
      }
    }
  };
  for (const entry of chosen) grow(entry, leanestComplete);
  for (const entry of chosen) grow(entry, 0);
  return {
    included: chosen.map((c) => c.record),
    texts: chosen.map((c) => render(c.record, c.level).text),
    compacted: chosen
      .filter((c) => !isCompleteLevel(DECLARATION_LEVELS[c.level] ?? {}))
      .map((c) => c.record.token),
    dropped,
    tokens: used,
  };
}

/** Tokens the records take at their leanest complete rendering (every input shown): what examples yield to. */
export function completeCost(
  snapshot: Snapshot,
  records: readonly SnapshotRecord[],
  wrap: (record: SnapshotRecord, declaration: string) => string,
  mentions: Mentions = new Set(),
): number {
  const leanest = DECLARATION_LEVELS.filter(isCompleteLevel).length - 1;
  return records.reduce(
    (sum, record) =>
      sum +
      countTokens(
        wrap(record, renderDeclaration(snapshot, record, { ...DECLARATION_LEVELS[leanest], mentions })),
      ),
    0,
  );
}
