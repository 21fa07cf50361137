import { describe, expect, it } from 'vitest';
import { extractLiterals } from '../../src/language/literals.js';
import { readRequest } from '../../src/language/request-text.js';
import { literalSpan, sentenceSpans } from '../../src/plan/spans.js';

describe('sentenceSpans', () => {
  const text = 'An S3 bucket.  A queue with a DLQ. A topic.';
  const request = readRequest(text, { known: ['aws'] });

  it('gives the spans of the named sentences in text order, skipping ones the request lacks', () => {
    const spans = sentenceSpans(request, new Set([2, 0, 9]));
    expect(spans.map((span) => text.slice(span.start, span.end))).toEqual(['An S3 bucket.', 'A topic.']);
  });

  it('gives nothing for no sentences', () => {
    expect(sentenceSpans(request, [])).toEqual([]);
  });
});

describe('literalSpan', () => {
  it('covers exactly the literal in the request', () => {
    const text = 'A db.t3.micro instance in us-east-1';
    const literals = extractLiterals(text);
    expect(literals.length).toBeGreaterThan(0);
    for (const literal of literals) {
      const span = literalSpan(literal);
      expect(text.slice(span.start, span.end)).toBe(literal.text);
    }
  });
});
