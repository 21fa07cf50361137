import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { errorMessage } from '../shared/errors.js';
import { redactSecrets } from '../shared/redact.js';
import { countTokens } from '../shared/tokens.js';
import type { ChatMessage, ChatModel, ChatReply, CompleteOptions, ModelStage } from './chat-model.js';

export interface OpenAiChatModelOptions {
  readonly apiKey: string | undefined;
  /** Any OpenAI-compatible endpoint (`https://api.openai.com/v1`, Azure, Ollama, vLLM, LM Studio). */
  readonly baseUrl: string | undefined;
  readonly model: string;
  /** Per attempt. Default 120 s. */
  readonly timeoutMs?: number;
  /** Retries after the first attempt on 429, 5xx, timeouts and dropped connections. Default 3. */
  readonly maxRetries?: number;
  /** First backoff delay; doubles per retry up to {@link maxBackoffMs}. Default 500 ms. */
  readonly initialBackoffMs?: number;
  readonly maxBackoffMs?: number;
  readonly maxTokens?: number;
  /** Called before each retry, for progress lines. */
  readonly onRetry?: (info: { stage: ModelStage; attempt: number; delayMs: number; reason: string }) => void;
  /** Injected for tests; defaults to `setTimeout`. */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Aborts the call in flight and any retry wait (a cancelled run, a spent time budget). */
  readonly signal?: AbortSignal;
}

/** A model call that failed for good, as one line that says what to do. Never carries the key. */
export class ModelCallError extends Error {
  override readonly name = 'ModelCallError';
  constructor(
    message: string,
    readonly reason:
      | 'auth'
      | 'model-not-found'
      | 'quota'
      | 'rate-limit'
      | 'server'
      | 'timeout'
      | 'connection'
      | 'bad-request'
      | 'empty'
      | 'not-chat'
      | 'aborted',
  ) {
    super(message);
  }
}

const DEFAULT_TIMEOUT_MS = 120_000;
const MAX_RETRY_AFTER_MS = 60_000;

function sleepFor(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** `retry-after-ms`, then `retry-after` as seconds or an HTTP date; undefined when absent or unusable. */
export function retryAfterMs(headers: Headers | undefined, now: number = Date.now()): number | undefined {
  const ms = headers?.get('retry-after-ms');
  if (ms != null && ms !== '' && Number.isFinite(Number(ms))) {
    return Math.min(Math.max(0, Number(ms)), MAX_RETRY_AFTER_MS);
  }
  const value = headers?.get('retry-after');
  if (value == null || value === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.min(Math.max(0, seconds * 1000), MAX_RETRY_AFTER_MS);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.min(Math.max(0, date - now), MAX_RETRY_AFTER_MS);
}

/** `fetch failed` says nothing; the innermost cause (`connect ECONNREFUSED 127.0.0.1:9`) does. */
function rootCause(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5; depth++) {
    const cause = current instanceof Error ? current.cause : undefined;
    if (cause === undefined || cause === null) break;
    current = cause;
  }
  return errorMessage(current);
}

function errorCode(error: APIError): string | undefined {
  const body = error.error as { code?: unknown; type?: unknown } | undefined;
  const code = body?.code ?? body?.type;
  return typeof code === 'string' ? code : undefined;
}

function rejectsTemperature(error: unknown): boolean {
  return (
    error instanceof APIError &&
    (error.status === 400 || error.status === 422) &&
    /temperature/i.test(`${error.message} ${JSON.stringify(error.error ?? '')}`)
  );
}

/** A 400/422 that names the structured-output parameter: the endpoint does not support it. */
function rejectsJsonSchema(error: unknown): boolean {
  return (
    error instanceof APIError &&
    (error.status === 400 || error.status === 422) &&
    /response_format|json_schema|structured/i.test(`${error.message} ${JSON.stringify(error.error ?? '')}`)
  );
}

/** The parsed body has the shape of a Chat Completions reply (an HTML page parses to a plain string). */
function isChatCompletion(value: unknown): value is { choices: unknown[] } {
  return (
    typeof value === 'object' && value !== null && Array.isArray((value as { choices?: unknown }).choices)
  );
}

function isAborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}

function isRetryable(error: unknown): boolean {
  if (error instanceof APIConnectionError) return true; // includes timeouts
  if (!(error instanceof APIError) || error.status === undefined) return false;
  if (error.status === 429) return errorCode(error) !== 'insufficient_quota';
  return error.status === 408 || error.status === 409 || error.status >= 500;
}

/**
 * The chat model over the `openai` package's Chat Completions API, which every OpenAI-compatible server
 * speaks. Retries are ours (the SDK's are off) so a quota error is not retried like a rate limit, each retry
 * can be reported, and `retry-after` bounds are explicit.
 */
export function createOpenAiChatModel(options: OpenAiChatModelOptions): ChatModel {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRetries = options.maxRetries ?? 3;
  const initialBackoffMs = options.initialBackoffMs ?? 500;
  const maxBackoffMs = options.maxBackoffMs ?? 8_000;
  const sleep = options.sleep ?? sleepFor;
  const endpoint = options.baseUrl ?? 'https://api.openai.com/v1';
  const client = new OpenAI({
    // Local servers (Ollama, LM Studio) take no key; the SDK insists on one, so send a placeholder.
    apiKey: options.apiKey ?? 'no-key',
    baseURL: endpoint,
    timeout: timeoutMs,
    maxRetries: 0,
  });
  let sendTemperature = true;
  // Cleared for the session once the endpoint refuses `response_format: json_schema`.
  let sendJsonSchema = true;

  const clearError = (error: unknown, attempts: number): ModelCallError => {
    const tries = attempts === 1 ? '1 attempt' : `${attempts} attempts`;
    const redact = (text: string) => redactSecrets(text, [options.apiKey]);
    if (error instanceof APIConnectionTimeoutError) {
      return new ModelCallError(
        `the model endpoint ${endpoint} did not answer within ${Number((timeoutMs / 1000).toFixed(1))} s (${tries}); check OPENAI_BASE_URL, or run with --offline`,
        'timeout',
      );
    }
    if (error instanceof APIConnectionError) {
      return new ModelCallError(
        redact(
          `cannot reach the model endpoint ${endpoint} (${tries}): ${rootCause(error)}; check OPENAI_BASE_URL, or run with --offline`,
        ),
        'connection',
      );
    }
    if (error instanceof APIError) {
      const status = error.status;
      if (status === 401) {
        return new ModelCallError(
          `the model endpoint ${endpoint} rejected the API key (401); check OPENAI_API_KEY`,
          'auth',
        );
      }
      if (status === 404) {
        return new ModelCallError(
          `model '${options.model}' was not found at ${endpoint} (404); choose another with --model or PULUMI_GEN_MODEL`,
          'model-not-found',
        );
      }
      if (status === 429 && errorCode(error) === 'insufficient_quota') {
        return new ModelCallError(
          `the API key has no quota left at ${endpoint} (429 insufficient_quota); check the account's plan and billing`,
          'quota',
        );
      }
      if (status === 429) {
        return new ModelCallError(
          `the model endpoint ${endpoint} kept rate-limiting (429 after ${tries})`,
          'rate-limit',
        );
      }
      if (status !== undefined && status >= 500) {
        return new ModelCallError(
          `the model endpoint ${endpoint} kept failing (HTTP ${status} after ${tries}); try again later`,
          'server',
        );
      }
      return new ModelCallError(
        redact(
          `the model endpoint ${endpoint} refused the request (HTTP ${status ?? '?'}): ${errorMessage(error)}`,
        ),
        'bad-request',
      );
    }
    return new ModelCallError(redact(`model call failed: ${errorMessage(error)}`), 'connection');
  };

  const complete = async (
    stage: ModelStage,
    messages: readonly ChatMessage[],
    callOptions?: CompleteOptions,
  ): Promise<ChatReply> => {
    const json = callOptions?.json;
    let attempt = 0;
    for (;;) {
      attempt++;
      if (isAborted(options.signal)) {
        throw new ModelCallError(`the model call (${stage}) was stopped: the run was cancelled`, 'aborted');
      }
      try {
        const completion = await client.chat.completions.create(
          {
            model: options.model,
            messages: messages.map((m) => ({ role: m.role, content: m.content })),
            ...(sendTemperature ? { temperature: 0 } : {}),
            ...(options.maxTokens !== undefined ? { max_tokens: options.maxTokens } : {}),
            ...(json !== undefined && sendJsonSchema
              ? {
                  response_format: {
                    type: 'json_schema' as const,
                    json_schema: { name: json.name, schema: { ...json.schema }, strict: false },
                  },
                }
              : {}),
          },
          {
            headers: { 'x-pulumi-gen-stage': stage },
            ...(options.signal !== undefined ? { signal: options.signal } : {}),
          },
        );
        if (!isChatCompletion(completion)) {
          // A proxy's login page or an error page served with status 200: not something to retry or parse.
          throw new ModelCallError(
            `the model endpoint ${endpoint} answered with something that is not a chat completion (an HTML page or other text); check that the base URL points at an OpenAI-compatible /v1 API`,
            'not-chat',
          );
        }
        const text = completion.choices[0]?.message.content ?? '';
        const usage = completion.usage;
        return {
          text,
          model: completion.model || options.model,
          usage: {
            promptTokens: usage?.prompt_tokens ?? countTokens(messages.map((m) => m.content).join('\n')),
            completionTokens: usage?.completion_tokens ?? countTokens(text),
          },
        };
      } catch (error) {
        if (error instanceof ModelCallError) throw error;
        if (isAborted(options.signal)) {
          throw new ModelCallError(`the model call (${stage}) was stopped: the run was cancelled`, 'aborted');
        }
        if (json !== undefined && sendJsonSchema && rejectsJsonSchema(error)) {
          // No structured output here: ask for the same reply as plain text; the caller validates it.
          sendJsonSchema = false;
          attempt--;
          continue;
        }
        if (sendTemperature && rejectsTemperature(error)) {
          // Some reasoning models accept only their default temperature; ask again without it (not a retry).
          sendTemperature = false;
          attempt--;
          continue;
        }
        if (!isRetryable(error) || attempt > maxRetries) {
          throw clearError(error, attempt);
        }
        const hinted = error instanceof APIError ? retryAfterMs(error.headers) : undefined;
        const backoff = Math.min(maxBackoffMs, initialBackoffMs * 2 ** (attempt - 1));
        const delayMs = hinted ?? Math.round(backoff * (0.75 + Math.random() * 0.25));
        options.onRetry?.({
          stage,
          attempt,
          delayMs,
          reason:
            error instanceof APIConnectionTimeoutError
              ? 'timed out'
              : error instanceof APIError && error.status !== undefined
                ? `HTTP ${error.status}`
                : 'connection failed',
        });
        await sleep(delayMs);
      }
    }
  };

  return { name: options.model, complete };
}
