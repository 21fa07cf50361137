import { countTokens } from '../shared/tokens.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import type { InputFocus } from './rank-inputs.js';
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

/** What a record's rendering ranks its inputs by; by default nothing but required-ness and order. */
export type FocusOf = (record: SnapshotRecord) => InputFocus;

const NO_FOCUS: FocusOf = () => ({ mentions: new Set() });

/**
 * Fits ranked records into a token budget in passes, each in rank order. The first `planned` records are
 * the ones a plan item or relation needs: they take their smallest rendering, then grow to the leanest
 * rendering that shows every input (a complete schema) before any other record is let in, so a record no
 * plan item needs is left out before an input one does is cut. Then the others take their smallest
 * rendering while they fit, every record grows to its leanest complete rendering (or as near as the budget
 * pays for), and last, a level per pass, to the fullest that fits (longer docs, more and deeper nested
 * types). One large record (a resource with a hundred inputs) thus shrinks instead of pushing the others, or
 * itself, out of the prompt.
 */
export function fitSchemas(
  snapshot: Snapshot,
  records: readonly SnapshotRecord[],
  budget: number,
  wrap: (record: SnapshotRecord, declaration: string) => string,
  focusOf: FocusOf = NO_FOCUS,
  planned = 0,
): FittedSchemas {
  const smallest = DECLARATION_LEVELS.length - 1;
  const leanestComplete = DECLARATION_LEVELS.filter(isCompleteLevel).length - 1;
  const rendered = new Map<string, { text: string; cost: number }>();
  const render = (record: SnapshotRecord, level: number) => {
    const key = `${record.token}\0${level}`;
    let entry = rendered.get(key);
    if (entry === undefined) {
      const focus = focusOf(record);
      const text = wrap(record, renderDeclaration(snapshot, record, { ...DECLARATION_LEVELS[level], focus }));
      entry = { text, cost: countTokens(text) };
      rendered.set(key, entry);
    }
    return entry;
  };

  const chosen: { record: SnapshotRecord; level: number }[] = [];
  const dropped: string[] = [];
  let used = 0;
  const admit = (list: readonly SnapshotRecord[]) => {
    for (const record of list) {
      const { cost } = render(record, smallest);
      if (used + cost > budget) {
        dropped.push(record.token);
        continue;
      }
      used += cost;
      chosen.push({ record, level: smallest });
    }
  };
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
  admit(records.slice(0, planned));
  for (const entry of chosen) grow(entry, leanestComplete);
  admit(records.slice(planned));
  // Then every record a level fuller per pass, so the first one's deepest rendering does not take the room
  // the others' docs and nested types need.
  for (let level = leanestComplete; level >= 0; level--) for (const entry of chosen) grow(entry, level);
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
  focusOf: FocusOf = NO_FOCUS,
): number {
  const leanest = DECLARATION_LEVELS.filter(isCompleteLevel).length - 1;
  return records.reduce(
    (sum, record) =>
      sum +
      countTokens(
        wrap(
          record,
          renderDeclaration(snapshot, record, { ...DECLARATION_LEVELS[leanest], focus: focusOf(record) }),
        ),
      ),
    0,
  );
}
