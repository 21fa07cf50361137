import { describe, expect, it } from 'vitest';
import { completeCost, fitSchemas } from '../../src/prompt/fit-schemas.js';
import {
  DECLARATION_LEVELS,
  isCompleteLevel,
  renderDeclaration,
} from '../../src/prompt/render-declaration.js';
import { countTokens } from '../../src/shared/tokens.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import type { SnapshotRecord } from '../../src/snapshot/types.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';

const snapshot = openSnapshot(PLAN_SNAPSHOT_DIR);
const records = [
  'aws:rds/instance:Instance',
  'aws:sqs/queue:Queue',
  'aws:s3/bucket:Bucket',
  'aws:lambda/function:Function',
].map((token) => snapshot.get(token)!);
const wrap = (record: SnapshotRecord, declaration: string) =>
  `<schema ${record.token}>\n${declaration}\n</schema>`;
const tokensAt = (record: SnapshotRecord, level: number) =>
  countTokens(wrap(record, renderDeclaration(snapshot, record, DECLARATION_LEVELS[level])));
const smallest = DECLARATION_LEVELS.length - 1;
const leanestComplete = DECLARATION_LEVELS.filter(isCompleteLevel).length - 1;

describe('fitSchemas', () => {
  it('renders every record at its fullest when the budget is ample, and counts the tokens it used', () => {
    const fitted = fitSchemas(snapshot, records, 1_000_000, wrap);
    expect(fitted.included.map((r) => r.token)).toEqual(records.map((r) => r.token));
    expect(fitted.dropped).toEqual([]);
    expect(fitted.compacted).toEqual([]);
    expect(fitted.texts[0]).toBe(
      wrap(records[0]!, renderDeclaration(snapshot, records[0]!, DECLARATION_LEVELS[0])),
    );
    expect(fitted.tokens).toBe(fitted.texts.reduce((sum, text) => sum + countTokens(text), 0));
  });

  it('never spends more than the budget, shrinking records before dropping any', () => {
    const smallestTotal = records.reduce((sum, r) => sum + tokensAt(r, smallest), 0);
    const fullestTotal = records.reduce((sum, r) => sum + tokensAt(r, 0), 0);
    const budget = Math.floor((smallestTotal + fullestTotal) / 4);
    expect(budget).toBeGreaterThan(smallestTotal);
    const fitted = fitSchemas(snapshot, records, budget, wrap);
    expect(fitted.dropped).toEqual([]);
    expect(fitted.tokens).toBeLessThanOrEqual(budget);
    expect(fitted.texts.join('').length).toBeLessThan(
      records.map((r) => wrap(r, renderDeclaration(snapshot, r, DECLARATION_LEVELS[0]))).join('').length,
    );
  });

  it('drops, in rank order, the records whose smallest rendering no longer fits', () => {
    const first = tokensAt(records[0]!, smallest);
    const fitted = fitSchemas(snapshot, records, first + 5, wrap);
    expect(fitted.included.map((r) => r.token)).toEqual([records[0]!.token]);
    expect(fitted.dropped).toEqual(records.slice(1).map((r) => r.token));
    expect(fitted.compacted).toEqual([records[0]!.token]);
  });

  it('grows a planned record to a complete schema before any other record is let in', () => {
    // The RDS instance (73 inputs) is planned; the queue is not. The budget pays for the instance complete
    // or for both small, not for the instance complete and the queue.
    const rds = records[0]!;
    const queue = records[1]!;
    const budget = tokensAt(rds, leanestComplete) + tokensAt(queue, smallest) - 1;
    const planned = fitSchemas(snapshot, [rds, queue], budget, wrap, undefined, 1);
    expect(planned.included.map((r) => r.token)).toEqual([rds.token]);
    expect(planned.compacted).toEqual([]);
    expect(planned.dropped).toEqual([queue.token]);
    const unplanned = fitSchemas(snapshot, [rds, queue], budget, wrap);
    expect(unplanned.included.map((r) => r.token)).toEqual([rds.token, queue.token]);
    expect(unplanned.compacted).toContain(rds.token);
  });
});

describe('completeCost', () => {
  it('sums the records at their leanest complete rendering', () => {
    expect(completeCost(snapshot, records, wrap)).toBe(
      records.reduce((sum, r) => sum + tokensAt(r, leanestComplete), 0),
    );
  });
});
