/**
 * The chat model as the core sees it. The real implementation sits on the `openai` package (any
 * OpenAI-compatible endpoint); tests put a scripted HTTP server on loopback behind the same client.
 */

/** Why a call is made; sent as the `x-pulumi-gen-stage` header so servers and logs can tell calls apart. */
export type ModelStage = 'search-terms' | 'plan' | 'generate' | 'repair';

export interface ChatMessage {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
}

export interface TokenUsage {
  readonly promptTokens: number;
  readonly completionTokens: number;
}

export interface ChatReply {
  readonly text: string;
  readonly usage: TokenUsage;
  /** The model that answered, as the endpoint reports it. */
  readonly model: string;
}

export interface ChatModel {
  /** The configured model id, for reports. */
  readonly name: string;
  complete(stage: ModelStage, messages: readonly ChatMessage[]): Promise<ChatReply>;
}
