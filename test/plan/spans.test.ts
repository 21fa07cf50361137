import { describe, expect, it } from 'vitest';
import { extractLiterals } from '../../src/language/literals.js';
import { readRequest } from '../../src/language/request-text.js';
import { clauseComponents, literalSpan, sentenceSpans } from '../../src/plan/spans.js';
import { bundledSaid } from './bundled-rule-cases.js';

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

describe('clauseComponents', () => {
  const text =
    'A KMS key; a lifecycle rule moving objects to STANDARD_IA after 30 days and to GLACIER after 180 days. An API (`Shop`).';
  const request = readRequest(text, { known: ['aws'] });
  const key = bundledSaid('key', 'aws:kms/key:Key', text, 'A KMS key');
  const rule = bundledSaid(
    'rule',
    'aws:s3/bucketLifecycleConfiguration:BucketLifecycleConfiguration',
    text,
    'a lifecycle rule',
  );
  const api = bundledSaid('api', 'aws:apigateway/restApi:RestApi', text, 'An API');
  const named = bundledSaid('named', 'aws:appsync/api:Api', text, '`Shop`');
  const at = (words: string) => ({ start: text.indexOf(words), end: text.indexOf(words) + words.length });
  const drafts = [key, rule, api, named];

  it('names the components of the part the words stand in or end, else of the nearest part before that names any', () => {
    expect([...clauseComponents(drafts, request, at('30 days'))]).toEqual(['rule']);
    expect([...clauseComponents(drafts, request, at('180 days'))]).toEqual(['rule']);
    expect([...clauseComponents(drafts, request, at('KMS'))]).toEqual(['key']);
  });

  it('does not reach into another sentence, and skips a component named only by the words themselves', () => {
    expect([...clauseComponents(drafts, request, at('Shop'))]).toEqual(['api']);
    expect([...clauseComponents([rule], request, at('An API'))]).toEqual([]);
  });
});
