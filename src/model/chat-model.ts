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

/**
 * Asks for a reply that is JSON of a given schema (OpenAI structured output). Endpoints that do not support
 * it get the plain request instead, so the caller must still validate the reply.
 */
export interface JsonReplyFormat {
  /** `[a-zA-Z0-9_-]`, as the API requires. */
  readonly name: string;
  readonly schema: Readonly<Record<string, unknown>>;
}

export interface CompleteOptions {
  readonly json?: JsonReplyFormat;
}

export interface ChatModel {
  /** The configured model id, for reports. */
  readonly name: string;
  complete(
    stage: ModelStage,
    messages: readonly ChatMessage[],
    options?: CompleteOptions,
  ): Promise<ChatReply>;
}
