import { describe, expect, it } from 'vitest';
import { runStopOf } from '../../src/action/types.js';

describe('runStopOf', () => {
  it('reads our stop reasons, calls any other abort a cancel, and nothing when not aborted', () => {
    const aborted = (reason: unknown) => {
      const controller = new AbortController();
      controller.abort(reason);
      return controller.signal;
    };
    expect(runStopOf(aborted({ kind: 'time-budget', minutes: 5 }))).toEqual({
      kind: 'time-budget',
      minutes: 5,
    });
    expect(runStopOf(aborted({ kind: 'cancelled', signal: 'SIGINT' }))).toEqual({
      kind: 'cancelled',
      signal: 'SIGINT',
    });
    expect(runStopOf(aborted(new Error('other')))).toEqual({ kind: 'cancelled', signal: 'abort' });
    expect(runStopOf(aborted({ kind: 'elsewhere' }))).toEqual({ kind: 'cancelled', signal: 'abort' });
    expect(runStopOf(new AbortController().signal)).toBeUndefined();
    expect(runStopOf(undefined)).toBeUndefined();
  });
});
