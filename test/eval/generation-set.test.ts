import { describe, expect, it } from 'vitest';
import { parseGenerationSet, tokensOf } from '../../src/eval/generation-set.js';

describe('tokensOf', () => {
  it('gives a token as a list of one and a list of alternatives as it is', () => {
    expect(tokensOf('aws:s3/bucket:Bucket')).toEqual(['aws:s3/bucket:Bucket']);
    expect(tokensOf(['a:b/c:C', 'a:b/d:D'])).toEqual(['a:b/c:C', 'a:b/d:D']);
  });
});

describe('parseGenerationSet', () => {
  it('reads each line, skips blank ones and defaults the optional maps', () => {
    const text = [
      JSON.stringify({ id: 'g1', request: 'a bucket', difficulty: 1, expected: ['aws:s3/bucket:Bucket'] }),
      '   ',
      JSON.stringify({
        id: 'g2',
        request: 'a queue with a policy',
        difficulty: 2,
        expected: [['aws:sqs/queue:Queue', 'aws:sqs/queuePolicy:QueuePolicy']],
        alsoSatisfiedBy: { 'aws:sqs/queuePolicy:QueuePolicy': 'policy input of aws:sqs/queue:Queue' },
        properties: { 'aws:sqs/queue:Queue': { fifoQueue: true } },
      }),
    ].join('\n');
    const cases = parseGenerationSet(text, 'set.jsonl');
    expect(cases.map((c) => c.id)).toEqual(['g1', 'g2']);
    expect(cases[0]).toMatchObject({ alsoSatisfiedBy: {}, properties: {} });
    expect(cases[1]?.expected).toEqual([['aws:sqs/queue:Queue', 'aws:sqs/queuePolicy:QueuePolicy']]);
    expect(cases[1]?.properties).toEqual({ 'aws:sqs/queue:Queue': { fifoQueue: true } });
  });

  it('names the file and line of a bad line, and says what it needs', () => {
    const good = JSON.stringify({ id: 'g', request: 'r', difficulty: 1, expected: ['t'] });
    expect(() => parseGenerationSet(`${good}\n\n{oops`, 's.jsonl')).toThrow(/^s\.jsonl line 3 is not JSON: /);
    expect(() =>
      parseGenerationSet(JSON.stringify({ id: 'g', request: 'r', difficulty: '1', expected: [] }), 's'),
    ).toThrow('s line 1 needs "id" and "request" strings, a "difficulty" number');
    expect(() =>
      parseGenerationSet(JSON.stringify({ id: 'g', request: 'r', difficulty: 1, expected: [[]] }), 's'),
    ).toThrow(/an "expected" list of tokens/);
    expect(() =>
      parseGenerationSet(
        JSON.stringify({ id: 'g', request: 'r', difficulty: 1, expected: [], alsoSatisfiedBy: { t: 1 } }),
        's',
      ),
    ).toThrow('s line 1: "alsoSatisfiedBy" maps tokens to text');
  });
});
