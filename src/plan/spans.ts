import type { Literal } from '../language/literals.js';
import type { RequestText } from '../language/request-text.js';
import type { RequestPart } from '../language/parts.js';
import type { Span } from '../language/sentences.js';
import type { DraftComponent } from './draft.js';

/** The spans of the request's sentences a component speaks through, in order. */
export function sentenceSpans(request: RequestText, sentences: Iterable<number>): Span[] {
  return [...sentences]
    .sort((a, b) => a - b)
    .flatMap((i) => {
      const sentence = request.sentenceSpans[i];
      return sentence === undefined
        ? []
        : [{ start: sentence.start, end: sentence.start + sentence.text.length }];
    });
}

/** Where a literal stands in the request. */
export function literalSpan(literal: Literal): Span {
  return { start: literal.start, end: literal.start + literal.text.length };
}

/**
 * The components the clause of some words of the request names: those named in the part it stands in or
 * ends ("after 30 days" stands just past the part "… after"), or, when that part names none ("and to GLACIER
 * after 180 days"), in the nearest part before it in the same sentence that does ("a lifecycle rule moving
 * objects to STANDARD_IA"). A component named in a part has a span inside it; one planned from a whole
 * sentence or request names no part, and one named only by the words themselves is what they are, not what
 * the clause speaks of. Empty: the clause names nothing.
 */
export function clauseComponents(
  drafts: readonly DraftComponent[],
  request: RequestText,
  words: Span,
): ReadonlySet<string> {
  const position = words.start;
  const inside = (span: Span, part: RequestPart) =>
    span.start >= part.span.start && span.end <= part.span.end;
  // A component named only by the words themselves (a name given as a literal, in its quotes) is what is
  // said there, not what the clause says it of.
  const itself = (d: DraftComponent) =>
    d.spans.every((span) => span.start >= words.start - 1 && span.end <= words.end + 1);
  const named = (part: RequestPart) =>
    drafts.filter((d) => !itself(d) && d.spans.some((span) => inside(span, part)));
  const at = request.parts.findLastIndex((p) => p.span.start <= position);
  const sentence = request.parts[at]?.sentence;
  for (let i = at; i >= 0 && request.parts[i]?.sentence === sentence; i--) {
    const found = named(request.parts[i]!);
    if (found.length > 0) return new Set(found.map((d) => d.id));
  }
  return new Set();
}
