/** Where a request's sentences are: the one sentence splitter every reader of the request uses. */

/** A stretch of the request: `text.slice(start, end)`. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** A piece of a text with where it stands in that text. */
export interface Located {
  readonly text: string;
  readonly start: number;
}

/**
 * Sentence ends: a full stop or line break followed by space. `db.t3.micro` and `emr-6.15.0` have no space
 * after their dots, so they stay whole; a colon introduces a list that belongs to its sentence.
 */
const SENTENCE_END = /(?<=[.!?])\s+|\n+/g;

/**
 * The pieces of `text` between the matches of a global `separator`, trimmed, empty ones dropped, each with
 * its offset in `text`: what `text.split(separator).map(trim).filter(nonEmpty)` gives, located.
 */
export function splitLocated(text: string, separator: RegExp): Located[] {
  const out: Located[] = [];
  const push = (from: number, to: number) => {
    const piece = text.slice(from, to);
    const trimmed = piece.trim();
    if (trimmed !== '') out.push({ text: trimmed, start: from + piece.indexOf(trimmed) });
  };
  let from = 0;
  for (const match of text.matchAll(separator)) {
    push(from, match.index);
    from = match.index + match[0].length;
  }
  push(from, text.length);
  return out;
}

/** The request's sentences, trimmed, with their offsets. */
export function splitSentences(text: string): Located[] {
  return splitLocated(text, SENTENCE_END);
}

/** The index of the sentence an offset of the text falls in (the last sentence starting at or before it). */
export function sentenceAt(sentences: readonly Located[], offset: number): number {
  let index = 0;
  sentences.forEach((sentence, i) => {
    if (sentence.start <= offset) index = i;
  });
  return index;
}
