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

/** What a failed call's message names: where it went, which model, and the key to keep out of it. */
interface CallTarget {
  readonly endpoint: string;
  readonly model: string;
  readonly timeoutMs: number;
  readonly apiKey: string | undefined;
}

/** An HTTP error from the endpoint, as one line that says what to do. */
function apiCallError(error: APIError, target: CallTarget, tries: string): ModelCallError {
  const { endpoint } = target;
  const status = error.status;
  if (status === 401) {
    return new ModelCallError(
      `the model endpoint ${endpoint} rejected the API key (401); check OPENAI_API_KEY`,
      'auth',
    );
  }
  if (status === 404) {
    return new ModelCallError(
      `model '${target.model}' was not found at ${endpoint} (404); choose another with --model or PULUMI_GEN_MODEL`,
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
    redactSecrets(
      `the model endpoint ${endpoint} refused the request (HTTP ${status ?? '?'}): ${errorMessage(error)}`,
      [target.apiKey],
    ),
    'bad-request',
  );
}

/** A call that failed for good after `attempts` attempts, as a {@link ModelCallError}. */
function callError(error: unknown, attempts: number, target: CallTarget): ModelCallError {
  const tries = attempts === 1 ? '1 attempt' : `${attempts} attempts`;
  const redact = (text: string) => redactSecrets(text, [target.apiKey]);
  const { endpoint } = target;
  if (error instanceof APIConnectionTimeoutError) {
    return new ModelCallError(
      `the model endpoint ${endpoint} did not answer within ${Number((target.timeoutMs / 1000).toFixed(1))} s (${tries}); check OPENAI_BASE_URL, or run with --offline`,
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
  if (error instanceof APIError) return apiCallError(error, target, tries);
  return new ModelCallError(redact(`model call failed: ${errorMessage(error)}`), 'connection');
}

/** What a retry says it is retrying after, for progress lines. */
function retryReason(error: unknown): string {
  if (error instanceof APIConnectionTimeoutError) return 'timed out';
  return error instanceof APIError && error.status !== undefined
    ? `HTTP ${error.status}`
    : 'connection failed';
}

/** The parameters the endpoint turned out to refuse, dropped for the rest of the session. */
interface SessionParameters {
  sendTemperature: boolean;
  /** Cleared once the endpoint refuses `response_format: json_schema`. */
  sendJsonSchema: boolean;
}

/** The Chat Completions request body for one call, with only the parameters the endpoint accepts. */
function completionBody(
  model: string,
  maxTokens: number | undefined,
  messages: readonly ChatMessage[],
  json: CompleteOptions['json'],
  session: SessionParameters,
): OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming {
  return {
    model,
    messages: messages.map((m) => ({ role: m.role, content: m.content })),
    ...(session.sendTemperature ? { temperature: 0 } : {}),
    ...(maxTokens !== undefined ? { max_tokens: maxTokens } : {}),
    ...(json !== undefined && session.sendJsonSchema
      ? {
          response_format: {
            type: 'json_schema' as const,
            json_schema: { name: json.name, schema: { ...json.schema }, strict: false },
          },
        }
      : {}),
  };
}

/** The reply of a completion, with token counts of our own where the endpoint reports none. */
function chatReply(
  completion: OpenAI.Chat.Completions.ChatCompletion,
  messages: readonly ChatMessage[],
  target: CallTarget,
): ChatReply {
  if (!isChatCompletion(completion)) {
    // A proxy's login page or an error page served with status 200: not something to retry or parse.
    throw new ModelCallError(
      `the model endpoint ${target.endpoint} answered with something that is not a chat completion (an HTML page or other text); check that the base URL points at an OpenAI-compatible /v1 API`,
      'not-chat',
    );
  }
  const text = completion.choices[0]?.message.content ?? '';
  const usage = completion.usage;
  return {
    text,
    model: completion.model || target.model,
    usage: {
      promptTokens: usage?.prompt_tokens ?? countTokens(messages.map((m) => m.content).join('\n')),
      completionTokens: usage?.completion_tokens ?? countTokens(text),
    },
  };
}

/**
 * Whether the error is the endpoint refusing a parameter it does not take; if so the parameter is dropped
 * for the session and the call is asked again (not counted as a retry).
 */
function dropRefusedParameter(
  error: unknown,
  json: CompleteOptions['json'],
  session: SessionParameters,
): boolean {
  if (json !== undefined && session.sendJsonSchema && rejectsJsonSchema(error)) {
    // No structured output here: ask for the same reply as plain text; the caller validates it.
    session.sendJsonSchema = false;
    return true;
  }
  if (session.sendTemperature && rejectsTemperature(error)) {
    // Some reasoning models accept only their default temperature; ask again without it (not a retry).
    session.sendTemperature = false;
    return true;
  }
  return false;
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
  const target: CallTarget = { endpoint, model: options.model, timeoutMs, apiKey: options.apiKey };
  const client = new OpenAI({
    // Local servers (Ollama, LM Studio) take no key; the SDK insists on one, so send a placeholder.
    apiKey: options.apiKey ?? 'no-key',
    baseURL: endpoint,
    timeout: timeoutMs,
    maxRetries: 0,
  });
  const session: SessionParameters = { sendTemperature: true, sendJsonSchema: true };
  const stopped = (stage: ModelStage) =>
    new ModelCallError(`the model call (${stage}) was stopped: the run was cancelled`, 'aborted');

  const complete = async (
    stage: ModelStage,
    messages: readonly ChatMessage[],
    callOptions?: CompleteOptions,
  ): Promise<ChatReply> => {
    const json = callOptions?.json;
    let attempt = 0;
    for (;;) {
      attempt++;
      if (isAborted(options.signal)) throw stopped(stage);
      try {
        const completion = await client.chat.completions.create(
          completionBody(options.model, options.maxTokens, messages, json, session),
          {
            headers: { 'x-pulumi-gen-stage': stage },
            ...(options.signal !== undefined ? { signal: options.signal } : {}),
          },
        );
        return chatReply(completion, messages, target);
      } catch (error) {
        if (error instanceof ModelCallError) throw error;
        if (isAborted(options.signal)) throw stopped(stage);
        if (dropRefusedParameter(error, json, session)) {
          attempt--;
          continue;
        }
        if (!isRetryable(error) || attempt > maxRetries) throw callError(error, attempt, target);
        const hinted = error instanceof APIError ? retryAfterMs(error.headers) : undefined;
        const backoff = Math.min(maxBackoffMs, initialBackoffMs * 2 ** (attempt - 1));
        const delayMs = hinted ?? Math.round(backoff * (0.75 + Math.random() * 0.25));
        options.onRetry?.({ stage, attempt, delayMs, reason: retryReason(error) });
        await sleep(delayMs);
      }
    }
  };

  return { name: options.model, complete };
}
