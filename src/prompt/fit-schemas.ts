import { countTokens } from '../shared/tokens.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import type { Mentions } from './rank-inputs.js';
import { DECLARATION_LEVELS, renderDeclaration } from './render-declaration.js';

/** Schemas chosen for a prompt, in rank order, each at the fullest rendering the budget allowed. */
export interface FittedSchemas {
  readonly included: readonly SnapshotRecord[];
  /** The tagged text of each included record, in the same order. */
  readonly texts: readonly string[];
  /** Tokens of the included records shown smaller than in full. */
  readonly compacted: readonly string[];
  /** Tokens of the records left out: not even their smallest rendering fitted. */
  readonly dropped: readonly string[];
  readonly tokens: number;
}

/**
 * Fits ranked records into a token budget in two passes. First every record takes its smallest rendering,
 * in rank order, so records are left out only when even that does not fit and the least relevant go first.
 * Then, again in rank order, each record grows to the fullest rendering the rest of the budget pays for, so
 * the top records get the detail. One large record (a resource with a hundred inputs) thus shrinks instead
 * of pushing itself, the most relevant schema, out of the prompt.
 */
export function fitSchemas(
  snapshot: Snapshot,
  records: readonly SnapshotRecord[],
  budget: number,
  wrap: (record: SnapshotRecord, declaration: string) => string,
  mentions: Mentions = new Set(),
): FittedSchemas {
  const smallest = DECLARATION_LEVELS.length - 1;
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
  for (const entry of chosen) {
    const current = render(entry.record, entry.level).cost;
    for (let level = 0; level < entry.level; level++) {
      const cost = render(entry.record, level).cost;
      if (used - current + cost <= budget) {
        used += cost - current;
        entry.level = level;
        break;
      }
    }
  }
  return {
    included: chosen.map((c) => c.record),
    texts: chosen.map((c) => render(c.record, c.level).text),
    compacted: chosen.filter((c) => c.level > 0).map((c) => c.record.token),
    dropped,
    tokens: used,
  };
}
