import { describe, expect, it } from 'vitest';
import { createLiveProgress } from '../../src/cli/live-progress.js';

function harness(tty: boolean) {
  let now = 0;
  let out = '';
  let tick: (() => void) | undefined;
  let stopped = false;
  const live = createLiveProgress({
    write: (text) => (out += text),
    tty,
    now: () => now,
    every: (_ms, fn) => {
      tick = fn;
      return () => (stopped = true);
    },
  });
  return {
    live,
    output: () => out,
    advance: (ms: number) => {
      now += ms;
      tick?.();
    },
    stopped: () => stopped,
  };
}

describe('the live progress line', () => {
  it('redraws the current stage with its elapsed time on a terminal, and clears it when done', () => {
    const h = harness(true);
    h.live.sink({ kind: 'stage-start', stage: 'generate', detail: 'gpt-test' });
    h.advance(12_400);
    expect(h.output()).toContain('\r\u001B[2Kpulumi-gen: generate (gpt-test) … 12 s');
    h.live.sink({ kind: 'stage-end', stage: 'generate', durationMs: 12_400, outcome: 'ok' });
    expect(h.output()).toContain('\r\u001B[2Kpulumi-gen: generate done in 12.4 s\n');
    h.live.sink({ kind: 'stage-start', stage: 'verify' });
    h.live.sink({ kind: 'rung', rung: 'typecheck', round: 0, check: 'passed', findings: 0, durationMs: 900 });
    h.advance(3000);
    expect(h.output()).toMatch(/pulumi-gen: verify \(last: typecheck passed\) … 3 s$/);
    h.live.stop();
    expect(h.stopped()).toBe(true);
    expect(h.output().endsWith('\r\u001B[2K')).toBe(true);
  });

  it('writes event lines only when stderr is not a terminal, and leaves a failure message to the report', () => {
    const h = harness(false);
    h.live.sink({ kind: 'stage-start', stage: 'plan' });
    h.advance(5000);
    h.live.sink({
      kind: 'stage-end',
      stage: 'plan',
      durationMs: 5000,
      outcome: 'failed',
      detail: 'bad endpoint',
    });
    expect(h.output()).toBe('pulumi-gen: plan…\npulumi-gen: plan failed after 5.0 s\n');
  });
});
