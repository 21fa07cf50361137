import { describe, expect, it } from 'vitest';
import { interleave, PINNED_ID, toHit } from '../../src/search/hits.js';
import type { RankedRecord } from '../../src/search/rank.js';

function ranked(token: string, id = 1): RankedRecord {
  return {
    provider: 'aws',
    id,
    token,
    tsName: token,
    kind: 'resource',
    score: 0.123456,
    sparse: 1 / 3,
    dense: 2 / 3,
  };
}

describe('toHit', () => {
  it('rounds scores to four places and marks a pinned record as planned', () => {
    expect(toHit(ranked('aws.s3.BucketV2'))).toEqual({
      token: 'aws.s3.BucketV2',
      tsName: 'aws.s3.BucketV2',
      provider: 'aws',
      kind: 'resource',
      score: 0.1235,
      sparse: 0.3333,
      dense: 0.6667,
    });
    expect(toHit(ranked('aws.s3.BucketV2', PINNED_ID)).planned).toBe(true);
  });
});

describe('interleave', () => {
  it('takes each list’s best first, once per token, up to the limit', () => {
    const lists = [
      [ranked('bucket'), ranked('bucketPolicy'), ranked('bucketAcl')],
      [ranked('queue'), ranked('bucket'), ranked('queuePolicy')],
      [ranked('topic')],
    ];
    expect(interleave(lists, 10).map((r) => r.token)).toEqual([
      'bucket',
      'queue',
      'topic',
      'bucketPolicy',
      'bucketAcl',
      'queuePolicy',
    ]);
    expect(interleave(lists, 4).map((r) => r.token)).toEqual(['bucket', 'queue', 'topic', 'bucketPolicy']);
    expect(interleave([], 5)).toEqual([]);
  });
});
