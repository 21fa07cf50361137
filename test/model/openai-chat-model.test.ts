import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createOpenAiChatModel, ModelCallError, retryAfterMs } from '../../src/model/openai-chat-model.js';
import { startOpenAiServer, textReply, type OpenAiTestServer } from '../support/openai-server.js';

const KEY = 'sk-test-0123456789abcdefghijkl';
let server: OpenAiTestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

function model(baseUrl: string, overrides: Partial<Parameters<typeof createOpenAiChatModel>[0]> = {}) {
  return createOpenAiChatModel({
    apiKey: KEY,
    baseUrl,
    model: 'test-model',
    timeoutMs: 2_000,
    maxRetries: 2,
    initialBackoffMs: 10,
    ...overrides,
  });
}

const messages = [{ role: 'user' as const, content: 'hello' }];

describe('the OpenAI chat model', () => {
  it('sends the stage header, temperature 0 and the model, and records usage', async () => {
    server = await startOpenAiServer([
      { kind: 'reply', text: 'hi', usage: { prompt_tokens: 11, completion_tokens: 3 } },
    ]);
    const reply = await model(server.baseUrl).complete('plan', messages);
    expect(reply).toMatchObject({ text: 'hi', usage: { promptTokens: 11, completionTokens: 3 } });
    const [request] = server.requests;
    expect(request?.stage).toBe('plan');
    expect(request?.headers['authorization']).toBe(`Bearer ${KEY}`);
    expect(request?.body).toMatchObject({ model: 'test-model', temperature: 0, messages });
  });

  it('retries a 429 after the retry-after delay, then succeeds', async () => {
    server = await startOpenAiServer([
      { kind: 'error', status: 429, headers: { 'retry-after-ms': '150' } },
      textReply('done'),
    ]);
    const retries: number[] = [];
    const started = Date.now();
    const reply = await model(server.baseUrl, { onRetry: (r) => retries.push(r.delayMs) }).complete(
      'generate',
      messages,
    );
    expect(reply.text).toBe('done');
    expect(retries).toEqual([150]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(server.requests).toHaveLength(2);
  });

  it('gives up on a server that never answers, with one clear line', async () => {
    server = await startOpenAiServer([{ kind: 'hang' }]);
    const call = model(server.baseUrl, { timeoutMs: 300, maxRetries: 1 }).complete('generate', messages);
    await expect(call).rejects.toThrow(
      `the model endpoint ${server.baseUrl} did not answer within 0.3 s (2 attempts)`,
    );
    await expect(call).rejects.toBeInstanceOf(ModelCallError);
    expect(server.requests).toHaveLength(2);
  });

  it('stops after the retries on 500 forever, saying so', async () => {
    server = await startOpenAiServer([{ kind: 'error', status: 500 }]);
    const error = (await model(server.baseUrl)
      .complete('repair', messages)
      .catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(ModelCallError);
    expect(error.message).toBe(
      `the model endpoint ${server.baseUrl} kept failing (HTTP 500 after 3 attempts); try again later`,
    );
    expect(server.requests).toHaveLength(3);
  });

  it.each([
    [{ kind: 'error', status: 401 } as const, /rejected the API key \(401\); check OPENAI_API_KEY/],
    [{ kind: 'error', status: 404 } as const, /model 'test-model' was not found .*\(404\)/],
    [{ kind: 'error', status: 429, code: 'insufficient_quota' } as const, /no quota left/],
  ])('turns %o into one line without retrying and without the key', async (step, pattern) => {
    server = await startOpenAiServer([step]);
    const error = (await model(server.baseUrl)
      .complete('generate', messages)
      .catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(pattern);
    expect(error.message).not.toContain(KEY);
    expect(error.message.split('\n')).toHaveLength(1);
    expect(server.requests).toHaveLength(1);
  });

  it('asks again without temperature when the model rejects it', async () => {
    server = await startOpenAiServer([
      {
        kind: 'error',
        status: 400,
        message: "Unsupported value: 'temperature' does not support 0 with this model.",
      },
      textReply('ok'),
    ]);
    const chat = model(server.baseUrl);
    expect((await chat.complete('plan', messages)).text).toBe('ok');
    expect(server.requests[0]?.body.temperature).toBe(0);
    expect(server.requests[1]?.body).not.toHaveProperty('temperature');
  });

  it('reads retry-after as seconds or as a date', () => {
    expect(retryAfterMs(new Headers({ 'retry-after': '2' }))).toBe(2000);
    expect(retryAfterMs(new Headers({ 'retry-after': new Date(10_000).toUTCString() }), 4_000)).toBe(6000);
    expect(retryAfterMs(new Headers())).toBeUndefined();
  });

  it('says what is wrong when the endpoint answers 200 with an HTML page', async () => {
    const page = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html><body><h1>Sign in to the corporate proxy</h1></body></html>');
    });
    await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
    const { port } = page.address() as AddressInfo;
    try {
      const call = model(`http://127.0.0.1:${port}/v1`).complete('generate', messages);
      await expect(call).rejects.toThrow(/not a chat completion .*base URL/);
      await expect(call).rejects.toMatchObject({ reason: 'not-chat' });
    } finally {
      page.closeAllConnections();
      await new Promise<void>((resolve) => page.close(() => resolve()));
    }
  });

  it('stops a hung call at once when the run is cancelled', async () => {
    server = await startOpenAiServer([{ kind: 'hang' }]);
    const controller = new AbortController();
    const started = Date.now();
    const call = model(server.baseUrl, { timeoutMs: 60_000, signal: controller.signal }).complete(
      'generate',
      messages,
    );
    setTimeout(() => controller.abort(), 100);
    await expect(call).rejects.toMatchObject({ reason: 'aborted' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
