import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { completeProgram, NoCodeError } from '../../src/generate/model-program.js';
import { createOpenAiChatModel } from '../../src/model/openai-chat-model.js';
import type { ChatModel } from '../../src/model/chat-model.js';
import { codeReply, startOpenAiServer, textReply, type OpenAiTestServer } from '../support/openai-server.js';

let server: OpenAiTestServer;
let model: ChatModel;
beforeEach(async () => {
  server = await startOpenAiServer();
  model = createOpenAiChatModel({
    apiKey: 'sk-test',
    baseUrl: server.baseUrl,
    model: 'scripted',
    maxRetries: 0,
  });
});
afterEach(() => server.close());

const QUEUE = 'import * as aws from "@pulumi/aws";\n\nnew aws.sqs.Queue("orders");';
const ask = [{ role: 'user' as const, content: 'an SQS queue' }];

describe('completeProgram', () => {
  it("takes the program out of the model's reply, in one call", async () => {
    server.script(codeReply(QUEUE));
    expect(await completeProgram(model, 'generate', ask)).toBe(`${QUEUE}\n`);
    expect(server.requests.map((r) => r.stage)).toEqual(['generate']);
  });

  it('asks once more, in the same conversation, when the reply has no code', async () => {
    server.script(textReply('Sure, I can help with that.'), codeReply(QUEUE));
    expect(await completeProgram(model, 'repair', ask)).toBe(`${QUEUE}\n`);
    expect(server.requests.map((r) => r.stage)).toEqual(['repair', 'repair']);
    const followUp = server.requests[1]!.body.messages!;
    expect(followUp.slice(0, 2)).toEqual([
      { role: 'user', content: 'an SQS queue' },
      { role: 'assistant', content: 'Sure, I can help with that.' },
    ]);
    expect(followUp[2]).toMatchObject({
      role: 'user',
      content: expect.stringContaining('single ```typescript code block'),
    });
  });

  it('fails in one line after a second reply without code', async () => {
    server.script(textReply('No.'), textReply('Still no.'));
    await expect(completeProgram(model, 'generate', ask)).rejects.toThrow(
      new NoCodeError(
        'the model replied twice without a TypeScript code block (generate); try another model with --model',
      ),
    );
    expect(server.requests).toHaveLength(2);
  });
});
