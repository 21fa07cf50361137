import type { ChatMessage, ChatModel, ChatReply, CompleteOptions, ModelStage } from './chat-model.js';

export interface ModelCall {
  readonly stage: ModelStage;
  readonly promptTokens: number;
  readonly completionTokens: number;
  readonly durationMs: number;
}

/** Wraps a model so every call's usage and time are recorded, whoever makes it (retrieval, plan, repair). */
export function meterModel(
  model: ChatModel,
  now: () => number,
  onCall: (call: ModelCall) => void,
): ChatModel {
  return {
    name: model.name,
    async complete(
      stage: ModelStage,
      messages: readonly ChatMessage[],
      options?: CompleteOptions,
    ): Promise<ChatReply> {
      const started = now();
      const reply = await model.complete(stage, messages, options);
      onCall({
        stage,
        promptTokens: reply.usage.promptTokens,
        completionTokens: reply.usage.completionTokens,
        durationMs: now() - started,
      });
      return reply;
    },
  };
}
