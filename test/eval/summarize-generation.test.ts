import { describe, expect, it } from 'vitest';
import type { GenerationScore } from '../../src/eval/score-generation.js';
import {
  formatGenerationTable,
  summarizeGroup,
  summarizeScores,
} from '../../src/eval/summarize-generation.js';

function score(id: string, extra: Partial<GenerationScore>): GenerationScore {
  return {
    id,
    difficulty: 1,
    verified: true,
    partial: false,
    recall: 1,
    intent: 'passed',
    rounds: 0,
    tokens: 100,
    timeMs: 1000,
    missing: [],
    missingProperties: [],
    extra: [],
    uncalled: [],
    ...extra,
  };
}

const scores = [
  score('g1', { precision: 1, intentAgrees: true }),
  score('g2', {
    difficulty: 2,
    recall: 0.4,
    missing: ['aws:s3/bucket:Bucket'],
    intentAgrees: false,
    rounds: 2,
  }),
  score('g3', {
    difficulty: 2,
    verified: false,
    partial: true,
    recall: 0.5,
    precision: 0.5,
    uncalled: ['aws:sns/topic:Topic'],
    failure: 'verify',
    timeMs: 4000,
  }),
];

describe('summarizeGroup', () => {
  it('counts verified runs by completeness and averages the known figures only', () => {
    const summary = summarizeGroup('total', scores);
    expect(summary).toMatchObject({
      label: 'total',
      requests: 3,
      verifiedIncomplete: 1,
      verifiedComplete: 1,
      verifiedMissingHalf: 1,
      partial: 1,
      uncalledPrograms: 1,
      rounds: 2,
      tokens: 300,
      meanTimeMs: 2000,
      intentAgreement: 0.5,
      precision: 0.75,
    });
    expect(summary.verifiedRate).toBeCloseTo(2 / 3);
    expect(summary.recall).toBeCloseTo(1.9 / 3);
    expect(summary.fullRecallRate).toBeCloseTo(1 / 3);
    expect(summary).not.toHaveProperty('propertyShare');
  });

  it('is zeros for no runs', () => {
    expect(summarizeGroup('none', [])).toMatchObject({
      requests: 0,
      verifiedRate: 0,
      recall: 0,
      meanTimeMs: 0,
    });
  });
});

describe('summarizeScores and formatGenerationTable', () => {
  it('gives the total, then each difficulty level lowest first', () => {
    expect(summarizeScores(scores).map((s) => [s.label, s.requests])).toEqual([
      ['total', 3],
      ['level 1', 1],
      ['level 2', 2],
    ]);
  });

  it('prints a held-back set as its summaries alone, with no request named', () => {
    const table = formatGenerationTable(scores, false);
    expect(table.split('\n')[1]).toMatch(/^total      3 +67%/);
    expect(table).not.toMatch(/\bg[123]\b/);
    expect(table).not.toContain('missing');
  });

  it('prints the table rows and every request with what it missed', () => {
    const table = formatGenerationTable(scores);
    expect(table.split('\n')[1]).toMatch(/^total      3 +67%/);
    expect(table).toContain(
      'programs with a resource of a service the request does not call for: 1\n  g3: aws:sns/topic:Topic',
    );
    expect(table).toContain(
      '  g2 L2 verified  recall 40%  precision -  props -  intent passed (disagrees)  1.0 s\n      missing aws:s3/bucket:Bucket',
    );
    expect(table).toContain('  g3 L2 verified in part  recall 50%');
    expect(table).toContain('      failed at verify');
  });
});
