import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiChatModel } from '../../src/model/openai-chat-model.js';
import { meterRunModel } from '../../src/pipeline/run-model.js';
import type { ProgressEvent } from '../../src/progress/events.js';
import type { Clock } from '../../src/shared/clock.js';
import { startOpenAiServer, type OpenAiTestServer } from '../support/openai-server.js';

let server: OpenAiTestServer;
beforeEach(async () => {
  server = await startOpenAiServer([
    { kind: 'reply', text: 'one', usage: { prompt_tokens: 100, completion_tokens: 10 } },
    { kind: 'reply', text: 'two', usage: { prompt_tokens: 200, completion_tokens: 20 } },
  ]);
});
afterEach(() => server.close());

/** A clock that moves 25 ms each time it is read. */
function steppingClock(): Clock {
  let now = 0;
  return { now: () => (now += 25) };
}

describe('meterRunModel', () => {
  it("reports each call as progress and adds its tokens to the run's totals", async () => {
    const events: ProgressEvent[] = [];
    const model = createOpenAiChatModel({
      apiKey: 'sk-test',
      baseUrl: server.baseUrl,
      model: 'scripted',
      maxRetries: 0,
    });
    const run = meterRunModel(model, steppingClock(), (event) => events.push(event));
    expect(run.usage()).toEqual({ tokensIn: 0, tokensOut: 0 });
    expect((await run.model!.complete('plan', [{ role: 'user', content: 'a' }])).text).toBe('one');
    expect((await run.model!.complete('generate', [{ role: 'user', content: 'b' }])).text).toBe('two');
    expect(run.usage()).toEqual({ tokensIn: 300, tokensOut: 30 });
    expect(events).toEqual([
      { kind: 'model-call', stage: 'plan', tokensIn: 100, tokensOut: 10, durationMs: 25 },
      { kind: 'model-call', stage: 'generate', tokensIn: 200, tokensOut: 20, durationMs: 25 },
    ]);
  });

  it('has no model and no usage when none is configured', () => {
    const run = meterRunModel(undefined, steppingClock(), () => undefined);
    expect(run.model).toBeUndefined();
    expect(run.usage()).toEqual({ tokensIn: 0, tokensOut: 0 });
  });
});
