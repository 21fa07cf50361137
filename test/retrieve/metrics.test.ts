import { describe, expect, it } from 'vitest';
import { parseEvalQueries, scoreQuery, summarise } from '../../src/retrieve/metrics.js';

describe('retrieval metrics', () => {
  it('computes recall, MRR, nDCG and success@1 as worked out by hand', () => {
    // q1: two targets, one found at rank 2 (A) and one at rank 4 (B via an alternative).
    const q1 = scoreQuery(
      { id: 'q1', query: 'x', expected: ['A', ['B', 'B2']] },
      ['X', 'A', 'Y', 'B2', 'Z'],
      10,
    );
    expect(q1.recall).toBe(1);
    expect(q1.reciprocalRank).toBe(0.5);
    // DCG = 1/log2(3) + 1/log2(5); IDCG = 1 + 1/log2(3).
    expect(q1.ndcg).toBeCloseTo((1 / Math.log2(3) + 1 / Math.log2(5)) / (1 + 1 / Math.log2(3)), 10);
    expect(q1.success1).toBe(false);
    expect(q1.misses).toEqual([]);

    // q2: one of two targets found at rank 1; the other only at rank 4, outside k = 3.
    const q2 = scoreQuery({ id: 'q2', query: 'y', expected: ['C', 'D'] }, ['C', 'X', 'Y', 'D'], 3);
    expect(q2.recall).toBe(0.5);
    expect(q2.reciprocalRank).toBe(1);
    expect(q2.success1).toBe(true);
    expect(q2.misses).toEqual(['D']);

    // q3: nothing relevant; an alternative list counts once even if two of its tokens appear.
    const q3 = scoreQuery({ id: 'q3', query: 'z', expected: [['E', 'F']] }, ['X', 'Y'], 10);
    expect(q3.recall).toBe(0);
    expect(q3.reciprocalRank).toBe(0);
    expect(q3.ndcg).toBe(0);
    expect(q3.misses).toEqual(['E | F']);
    const q4 = scoreQuery({ id: 'q4', query: 'w', expected: [['E', 'F']] }, ['E', 'F'], 10);
    expect(q4.recall).toBe(1);
    expect(q4.ndcg).toBe(1);

    // One hit meets every target it satisfies: a role, and an inline policy the role's own input can carry.
    const shared = scoreQuery(
      { id: 'q6', query: 'u', expected: ['Role', ['RolePolicy', 'Role']] },
      ['Role', 'X'],
      10,
    );
    expect(shared.recall).toBe(1);
    expect(shared.misses).toEqual([]);

    // Rank 11 is outside MRR@10 even when k is larger.
    const deep = scoreQuery({ id: 'q5', query: 'v', expected: ['G'] }, [...'abcdefghij'.split(''), 'G'], 20);
    expect(deep.recall).toBe(1);
    expect(deep.reciprocalRank).toBe(0);

    const summary = summarise([q1, q2, q3], 10);
    expect(summary.queries).toBe(3);
    expect(summary.recallAtK).toBeCloseTo((1 + 0.5 + 0) / 3, 10);
    expect(summary.mrrAt10).toBeCloseTo((0.5 + 1 + 0) / 3, 10);
    expect(summary.successAt1).toBeCloseTo(1 / 3, 10);
  });

  it('parses query sets and names the bad line', () => {
    const parsed = parseEvalQueries(
      '{"id":"a","query":"s3","expected":["aws:s3/bucket:Bucket"]}\n\n{"query":"b","expected":[["x","y"]]}\n',
      'set.jsonl',
    );
    expect(parsed).toEqual([
      { id: 'a', query: 's3', expected: ['aws:s3/bucket:Bucket'] },
      { id: 'line-3', query: 'b', expected: [['x', 'y']] },
    ]);
    expect(() => parseEvalQueries('{"id":"a"}\n', 'set.jsonl')).toThrow('set.jsonl:1: expected');
    expect(() => parseEvalQueries('nope\n', 'set.jsonl')).toThrow('set.jsonl:1: not valid JSON');
  });
});
