import { describe, expect, it } from 'vitest';

import { freshRungState, ladderOutcomes, type RungState } from '../../src/verify/ladder-outcomes.js';
import type { Finding, RungName } from '../../src/verify/types.js';

const warning = (rung: RungName, message: string): Finding => ({ rung, severity: 'warning', message });

function states(entries: [RungName, Partial<RungState>][]): Map<RungName, RungState> {
  return new Map(entries.map(([name, state]) => [name, { ...freshRungState(), ...state }]));
}

describe('ladderOutcomes', () => {
  it('says passed, fixed (with why) and failed, and skips what came after the failure', () => {
    const fix = warning('typecheck', 'fixed without a model round: add import');
    const outcomes = ladderOutcomes(
      ['safety', 'typecheck', 'mock', 'preview'],
      states([
        ['safety', { last: { kind: 'passed', warnings: [] }, durationMs: 3 }],
        [
          'typecheck',
          {
            last: { kind: 'passed', warnings: [] },
            failedOnce: true,
            fixedBy: 'TypeScript code fixes: add import',
            fixedFindings: [fix],
          },
        ],
        [
          'mock',
          {
            last: { kind: 'failed', findings: [warning('mock', 'bad')], details: { sandbox: 'bwrap' } },
            rounds: 2,
          },
        ],
        ['preview', { last: { kind: 'passed', warnings: [] } }],
      ]),
      { at: 'mock', reason: 'mock still fails after 2 repair rounds' },
    );
    expect(outcomes.map((o) => `${o.rung}:${o.status}`)).toEqual([
      'safety:passed',
      'typecheck:fixed',
      'mock:failed',
      'preview:skipped',
    ]);
    expect(outcomes[1]).toMatchObject({ reason: 'TypeScript code fixes: add import', findings: [fix] });
    expect(outcomes[2]).toMatchObject({
      rounds: 2,
      reason: 'mock still fails after 2 repair rounds',
      details: { sandbox: 'bwrap' },
    });
    expect(outcomes[3]?.reason).toBe('not run: mock failed');
  });

  it('calls a fix that weakened the program so, and keeps a skip and its unverified mark', () => {
    const weakened = warning('intent', 'the repair removed the queue');
    const outcomes = ladderOutcomes(
      ['mock', 'intent'],
      states([
        ['mock', { last: { kind: 'skipped', reason: 'no sandbox', unverified: true } }],
        [
          'intent',
          { last: { kind: 'passed', warnings: [] }, failedOnce: true, rounds: 1, weakened: [weakened] },
        ],
      ]),
      undefined,
    );
    expect(outcomes[0]).toMatchObject({ status: 'skipped', reason: 'no sandbox', unverified: true });
    expect(outcomes[1]).toMatchObject({
      status: 'fixed',
      reason: 'the repair weakened the program rather than fixing it (see the warning)',
      findings: [weakened],
    });
  });
});
