import { describe, expect, it } from 'vitest';
import type { ChatModel } from '../../src/model/chat-model.js';
import { meterModel, type ModelCall } from '../../src/model/metered-model.js';

describe('meterModel', () => {
  it('records each call’s stage, usage and time, and passes the reply and options on', async () => {
    let clock = 1000;
    const seen: unknown[] = [];
    const model: ChatModel = {
      name: 'scripted',
      complete: (_stage, _messages, options) => {
        seen.push(options);
        clock += 250;
        return Promise.resolve({
          text: 'reply',
          usage: { promptTokens: 12, completionTokens: 3 },
          model: 'm',
        });
      },
    };
    const calls: ModelCall[] = [];
    const metered = meterModel(
      model,
      () => clock,
      (call) => calls.push(call),
    );
    const json = { name: 'plan', schema: { type: 'object' } };
    expect(await metered.complete('plan', [{ role: 'user', content: 'x' }], { json })).toMatchObject({
      text: 'reply',
    });
    expect(metered.name).toBe('scripted');
    expect(seen).toEqual([{ json }]);
    expect(calls).toEqual([{ stage: 'plan', promptTokens: 12, completionTokens: 3, durationMs: 250 }]);
  });

  it('records nothing for a call that fails', async () => {
    const model: ChatModel = { name: 'down', complete: () => Promise.reject(new Error('503')) };
    const calls: ModelCall[] = [];
    await expect(
      meterModel(
        model,
        () => 0,
        (call) => calls.push(call),
      ).complete('repair', []),
    ).rejects.toThrow('503');
    expect(calls).toEqual([]);
  });
});
