import { describe, expect, it } from 'vitest';

import { earlierCheck, earlierDetails, outcomeOf } from '../../src/verify/rung-details.js';
import type { EarlierChecks, RegisteredResource, RungOutcome } from '../../src/verify/types.js';

const bucket: RegisteredResource = {
  token: 'aws:s3/bucket:Bucket',
  name: 'b',
  kind: 'resource',
  inputs: {},
  dependsOn: [],
};

describe('reading earlier rungs by name', () => {
  const earlier: EarlierChecks = new Map([
    ['typecheck', { kind: 'passed', warnings: [], details: { configReads: [] } }],
    ['mock', { kind: 'failed', findings: [], details: { resources: [bucket] } }],
    ['policy', { kind: 'skipped', reason: 'off' }],
  ]);

  it("gives a rung's details when it passed, or when it ran at all if asked", () => {
    expect(earlierDetails(earlier, 'typecheck')?.configReads).toEqual([]);
    expect(earlierDetails(earlier, 'mock')).toBeUndefined();
    expect(earlierDetails(earlier, 'mock', 'ran')?.resources).toEqual([bucket]);
    expect(earlierDetails(earlier, 'policy', 'ran')).toBeUndefined();
    expect(earlierDetails(earlier, 'preview', 'ran')).toBeUndefined();
    expect(earlierDetails(undefined, 'mock', 'ran')).toBeUndefined();
    expect(earlierCheck(earlier, 'policy')?.kind).toBe('skipped');
  });

  it('finds an outcome by its rung', () => {
    const outcomes: RungOutcome[] = [
      { rung: 'safety', status: 'passed', rounds: 0, findings: [], durationMs: 1 },
      {
        rung: 'preview',
        status: 'passed',
        rounds: 0,
        findings: [],
        durationMs: 1,
        details: { changes: { create: 2 } },
      },
    ];
    expect(outcomeOf(outcomes, 'preview')?.details?.changes).toEqual({ create: 2 });
    expect(outcomeOf(outcomes, 'mock')).toBeUndefined();
  });
});
