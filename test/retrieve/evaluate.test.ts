import { describe, expect, it } from 'vitest';
import { evaluateRetrieval, percentile } from '../../src/retrieve/evaluate.js';
import { createRegistrySearch } from '../../src/retrieve/registry-search.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';

describe('percentile', () => {
  it('picks the value at the rank, on a sorted copy, and 0 for no values', () => {
    const values = [50, 10, 40, 20, 30];
    expect(percentile(values, 50)).toBe(30);
    expect(percentile(values, 95)).toBe(50);
    expect(percentile(values, 0)).toBe(10);
    expect(percentile(values, 100)).toBe(50);
    expect(values).toEqual([50, 10, 40, 20, 30]);
    expect(percentile([], 50)).toBe(0);
  });
});

describe('evaluateRetrieval', () => {
  it('scores each query through the real search and reports latency percentiles from the clock', async () => {
    const search = createRegistrySearch(openSnapshot(PLAN_SNAPSHOT_DIR));
    // A clock that advances 1, 2, 3 … ms per call pair: the latencies are 1, 3, 5.
    let tick = 0;
    let step = 0;
    const now = () => {
      tick += step % 2 === 0 ? 0 : step;
      step += 1;
      return tick;
    };
    const run = await evaluateRetrieval(
      search,
      [
        { id: 'q1', query: 'aws.s3.BucketPolicy', expected: ['aws:s3/bucketPolicy:BucketPolicy'] },
        { id: 'q2', query: 'an SQS queue', expected: ['aws:sqs/queue:Queue'] },
        { id: 'q3', query: 'an SNS topic', expected: ['aws:sns/topic:Topic', 'no:such/token:Token'] },
      ],
      5,
      now,
    );
    expect(run.queries).toBe(3);
    expect(run.k).toBe(5);
    expect(run.recallAtK).toBeCloseTo((1 + 1 + 0.5) / 3, 10);
    expect(run.successAt1).toBe(1);
    expect(run.perQuery.find((q) => q.id === 'q3')?.misses).toEqual(['no:such/token:Token']);
    expect(run.latencyP50).toBe(3);
    expect(run.latencyP95).toBe(5);
  });
});
