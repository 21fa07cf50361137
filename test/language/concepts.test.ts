import { describe, expect, it } from 'vitest';
import { decomposeConcepts, locateConcepts, requestConcepts } from '../../src/language/concepts.js';

describe('locateConcepts', () => {
  it('splits on connectives and punctuation, each concept with its offset', () => {
    const text = 'a VPC with two subnets and a NAT gateway; plus an S3 bucket';
    const concepts = locateConcepts(text);
    expect(concepts.map((c) => c.text)).toEqual(['a VPC', 'two subnets', 'a NAT gateway', 'an S3 bucket']);
    for (const concept of concepts) {
      expect(text.slice(concept.start, concept.start + concept.text.length)).toBe(concept.text);
    }
  });

  it('drops fragments with no content word and repeats, and gives a single concept back whole', () => {
    expect(decomposeConcepts('a queue, 100, a queue and a topic')).toEqual(['a queue', 'a topic']);
    expect(locateConcepts('  an S3 bucket ')).toEqual([{ text: 'an S3 bucket', start: 2 }]);
    expect(decomposeConcepts('a bucket, 100')).toEqual(['a bucket, 100']);
  });

  it('keeps at most `limit` concepts', () => {
    const text = Array.from({ length: 12 }, (_, i) => `service${String.fromCharCode(97 + i)}`).join(', ');
    expect(locateConcepts(text)).toHaveLength(8);
    expect(locateConcepts(text, 20)).toHaveLength(12);
  });
});

describe('requestConcepts', () => {
  it('splits per sentence and treats a parenthesised aside as a part of its own', () => {
    expect(requestConcepts('A compute environment (EC2-based). A job queue and a job definition.')).toEqual([
      'A compute environment',
      'EC2-based',
      'A job queue',
      'a job definition.',
    ]);
  });

  it('gives a one-concept request back as itself, and caps a long one at 12 concepts', () => {
    expect(requestConcepts('  an S3 bucket  ')).toEqual(['an S3 bucket']);
    const long = Array.from({ length: 8 }, (_, i) => `topic${i} and queue${i}.`).join(' ');
    expect(requestConcepts(long)).toHaveLength(12);
  });
});
