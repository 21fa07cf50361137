import type { SnapshotRecord } from '../snapshot/types.js';
import { countTokens } from '../shared/tokens.js';
import { plainSummary } from '../search/search-document.js';

const MAX_INPUTS = 40;

/**
 * A compact, declaration-like rendering of a record: what the budget is counted over. It is close to what
 * the prompt shows, so a selection that fits here fits there.
 */
export function renderRecordCompact(record: SnapshotRecord): string {
  const inputs = [...record.inputs]
    .sort((a, b) => Number(b.required) - Number(a.required))
    .slice(0, MAX_INPUTS)
    .map(
      (input) =>
        `  ${input.name}${input.required ? '' : '?'}: ${input.type};${input.doc ? ` // ${input.doc}` : ''}`,
    );
  const more =
    record.inputs.length > MAX_INPUTS ? [`  // … ${record.inputs.length - MAX_INPUTS} more inputs`] : [];
  return [
    `// ${record.token} (${record.kind})`,
    `// ${plainSummary(record.summary, 300)}`,
    `${record.tsName}(args: {`,
    ...inputs,
    ...more,
    '})',
  ].join('\n');
}

export interface BudgetSelection<T> {
  readonly kept: readonly T[];
  readonly tokens: number;
  readonly dropped: number;
}

/**
 * Keeps items in ranked order while they fit the budget; an item too big for what is left is skipped, so a
 * huge schema deep in the list cannot crowd out smaller relevant ones after it.
 */
export function fitToBudget<T>(
  items: readonly T[],
  render: (item: T) => string,
  budget: number,
): BudgetSelection<T> {
  const kept: T[] = [];
  let tokens = 0;
  let dropped = 0;
  for (const item of items) {
    const cost = countTokens(render(item));
    if (tokens + cost <= budget) {
      kept.push(item);
      tokens += cost;
    } else {
      dropped += 1;
    }
  }
  return { kept, tokens, dropped };
}
