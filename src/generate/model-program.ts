import type { ChatMessage, ChatModel, ModelStage } from '../model/chat-model.js';
import { extractProgram } from './extract-code.js';

/** The model answered (twice) without a program. */
export class NoCodeError extends Error {
  override readonly name = 'NoCodeError';
}

const ASK_AGAIN =
  'Your reply did not contain the program. Reply with the complete program as a single ```typescript code block and nothing else.';

/**
 * Asks for a program and extracts it; a reply without code gets one follow-up in the same conversation, and
 * a second reply without code fails with a clear message.
 */
export async function completeProgram(
  model: ChatModel,
  stage: Extract<ModelStage, 'generate' | 'repair'>,
  messages: readonly ChatMessage[],
): Promise<string> {
  const first = await model.complete(stage, messages);
  const program = extractProgram(first.text);
  if (program !== undefined) return program;
  const second = await model.complete(stage, [
    ...messages,
    { role: 'assistant', content: first.text },
    { role: 'user', content: ASK_AGAIN },
  ]);
  const retried = extractProgram(second.text);
  if (retried !== undefined) return retried;
  throw new NoCodeError(
    `the model replied twice without a TypeScript code block (${stage}); try another model with --model`,
  );
}
