import { describe, expect, it } from 'vitest';
import { fitToBudget, renderRecordCompact } from '../../src/retrieve/render.js';
import { countTokens } from '../../src/shared/tokens.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';

const snapshot = openSnapshot(PLAN_SNAPSHOT_DIR);

describe('renderRecordCompact', () => {
  it('writes the token, a plain summary and the inputs, required ones first', () => {
    const record = snapshot.get('aws:s3/bucketVersioning:BucketVersioning')!;
    const lines = renderRecordCompact(record).split('\n');
    expect(lines[0]).toBe('// aws:s3/bucketVersioning:BucketVersioning (resource)');
    expect(lines[1]).toMatch(/^\/\/ \S/);
    expect(lines[1]).not.toMatch(/[`#*]/);
    expect(lines[2]).toBe('aws.s3.BucketVersioning(args: {');
    expect(lines[3]).toMatch(/^ {2}bucket: pulumi\.Input<string>; \/\/ /);
    expect(lines[4]).toMatch(/^ {2}versioningConfiguration: /);
    expect(lines[5]).toMatch(/^ {2}expectedBucketOwner\?: /);
    expect(lines.at(-1)).toBe('})');
  });

  it('shows at most 40 inputs and says how many more there are', () => {
    const record = snapshot.get('aws:rds/instance:Instance')!;
    expect(record.inputs.length).toBeGreaterThan(40);
    const text = renderRecordCompact(record);
    expect(text).toContain(`  // … ${record.inputs.length - 40} more inputs`);
    expect(text).toContain('  instanceClass: ');
    expect(text.split('\n').filter((line) => /^ {2}\w+\??: /.test(line))).toHaveLength(40);
  });
});

describe('fitToBudget', () => {
  const render = (word: string) => word;
  const items = ['one two three', 'a '.repeat(400), 'four five', 'six'];

  it('keeps items in order while they fit, skipping one too big for what is left', () => {
    const budget = countTokens(items[0]!) + countTokens(items[2]!) + countTokens(items[3]!);
    const selection = fitToBudget(items, render, budget);
    expect(selection.kept).toEqual([items[0], items[2], items[3]]);
    expect(selection.dropped).toBe(1);
    expect(selection.tokens).toBe(budget);
  });

  it('keeps nothing with no budget, and everything with enough', () => {
    expect(fitToBudget(items, render, 0)).toEqual({ kept: [], tokens: 0, dropped: 4 });
    expect(fitToBudget(items, render, 1_000_000).kept).toEqual(items);
  });
});
