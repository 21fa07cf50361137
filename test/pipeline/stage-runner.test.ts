import { describe, expect, it } from 'vitest';
import { createStageRunner, StageFailure, stageFailureOf } from '../../src/pipeline/stage-runner.js';
import type { ProgressEvent } from '../../src/progress/events.js';

function clockAt(...times: number[]) {
  return { now: () => times.shift() ?? 0 };
}

describe('createStageRunner', () => {
  it('reports each stage’s start and end and adds up its time', async () => {
    const events: ProgressEvent[] = [];
    const runner = createStageRunner(clockAt(0, 30, 100, 110), (event) => events.push(event));
    expect(await runner.run('plan', 'offline', () => Promise.resolve(7))).toBe(7);
    expect(await runner.run('plan', undefined, () => Promise.resolve('again'))).toBe('again');
    expect(runner.timings).toEqual({ plan: 40 });
    expect(events).toEqual([
      { kind: 'stage-start', stage: 'plan', detail: 'offline' },
      { kind: 'stage-end', stage: 'plan', durationMs: 30, outcome: 'ok' },
      { kind: 'stage-start', stage: 'plan' },
      { kind: 'stage-end', stage: 'plan', durationMs: 10, outcome: 'ok' },
    ]);
  });

  it('turns a failure into a StageFailure of that stage, keeping one from an inner stage', async () => {
    const events: ProgressEvent[] = [];
    const runner = createStageRunner(clockAt(0, 5, 10, 20), (event) => events.push(event));
    const failed = await runner
      .run('generate', undefined, () => Promise.reject(new Error('no\nreply')))
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(StageFailure);
    expect(stageFailureOf(failed)).toEqual({ stage: 'generate', message: 'no reply' });
    expect(events[1]).toEqual({
      kind: 'stage-end',
      stage: 'generate',
      durationMs: 5,
      outcome: 'failed',
      detail: 'no reply',
    });
    const inner = new StageFailure('retrieve', 'index missing');
    await expect(runner.run('plan', undefined, () => Promise.reject(inner))).rejects.toBe(inner);
  });
});

describe('stageFailureOf', () => {
  it('calls anything else a verify failure, in one line', () => {
    expect(stageFailureOf('boom')).toEqual({ stage: 'verify', message: 'boom' });
  });
});
