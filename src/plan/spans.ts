import type { Literal } from '../language/literals.js';
import type { RequestText } from '../language/request-text.js';
import type { Span } from '../language/sentences.js';

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
