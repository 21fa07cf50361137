import type { Literal } from '../language/literals.js';

/** What may stand between two values of a list: a comma or "and"/"or", asides and quoted names left out. */
const LIST_JOIN = /^\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+)$/i;

/**
 * The literal of the same kind a literal is listed right after ("`a` and `b`", "`a` (…), `b`", "ports 80 and
 * 443": a unitless number after a port is the next port), if any.
 */
export function listedAfter(
  text: string,
  literal: Literal,
  literals: readonly Literal[],
): Literal | undefined {
  const sameKind = (l: Literal) =>
    l.kind === literal.kind || (l.kind === 'port' && literal.kind === 'number' && literal.unitless === true);
  const previous = literals.filter((l) => sameKind(l) && l.start < literal.start).at(-1);
  if (previous === undefined) return undefined;
  const between = text
    .slice(previous.start + previous.text.length, literal.start)
    // The quotes of the two values themselves (`roles/a` and `roles/b`), then asides and quoted names.
    .replace(/^[`"']|[`"']$/g, '')
    .replace(/\([^()]*\)|`[^`]*`|"[^"]*"|[()]/g, ' ');
  return LIST_JOIN.test(between) ? previous : undefined;
}

/** The literals listed one after another right after a literal: "`roles/a` and `roles/b`", "a@x.io, b@x.io". */
export function listedWith(text: string, literal: Literal, literals: readonly Literal[]): Literal[] {
  const out: Literal[] = [];
  let last = literal;
  for (const next of literals.filter((l) => l.start > literal.start && l.kind === literal.kind)) {
    if (listedAfter(text, next, literals) !== last) break;
    out.push(next);
    last = next;
  }
  return out;
}
