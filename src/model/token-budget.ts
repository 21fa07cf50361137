import { UserError } from '../shared/errors.js';
import { countTokens } from '../shared/tokens.js';
import type { ChatMessage, ChatModel, ChatReply, CompleteOptions, ModelStage } from './chat-model.js';

/**
 * Wraps a model so a run never starts a call its budget cannot pay for: before each call the prompt is
 * counted and added to what was spent; a call that would pass `maxTokens` is not made and the run stops
 * with a line saying how to go on. Spending is what the endpoint reports (prompt + completion).
 */
export function budgetModel(model: ChatModel, maxTokens: number, flag: string): ChatModel {
  let spent = 0;
  return {
    name: model.name,
    async complete(
      stage: ModelStage,
      messages: readonly ChatMessage[],
      options?: CompleteOptions,
    ): Promise<ChatReply> {
      const prompt = countTokens(messages.map((m) => m.content).join('\n'));
      if (spent + prompt > maxTokens) {
        throw new UserError(
          `token budget: the ${stage} call (~${prompt} prompt tokens, ${spent} spent so far) would pass ${flag} ${maxTokens}; raise ${flag} or run offline`,
        );
      }
      const reply = await model.complete(stage, messages, options);
      spent += reply.usage.promptTokens + reply.usage.completionTokens;
      return reply;
    },
  };
}
