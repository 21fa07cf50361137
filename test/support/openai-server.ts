/**
 * A real OpenAI-compatible Chat Completions server on 127.0.0.1 (random port) with scripted replies, for tests
 * of everything that talks to a model through the `openai` package. Each call to `/chat/completions` takes the
 * next scripted step (the last one repeats when the script runs out); every request is recorded with its
 * headers and JSON body so tests can assert what was sent.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer. */
export type ScriptedReply =
  /** A normal completion whose message content is `text`. */
  | {
      readonly kind: 'reply';
      readonly text: string;
      readonly usage?: { readonly prompt_tokens: number; readonly completion_tokens: number };
      readonly delayMs?: number;
    }
  /** An HTTP error with an OpenAI-style error body. */
  | {
      readonly kind: 'error';
      readonly status: number;
      readonly message?: string;
      readonly code?: string;
      readonly headers?: Readonly<Record<string, string>>;
      readonly delayMs?: number;
    }
  /** Accept the request and never answer (until the client gives up or the server closes). */
  | { readonly kind: 'hang' }
  /** Compute the reply from the request (e.g. echo, or branch on the stage header). */
  | { readonly kind: 'dynamic'; readonly respond: (request: RecordedRequest) => ScriptedReply };

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  /** The parsed JSON body (Chat Completions params). */
  readonly body: {
    readonly model?: string;
    readonly messages?: readonly { readonly role: string; readonly content: string }[];
    readonly temperature?: number;
    readonly [key: string]: unknown;
  };
  /** `x-pulumi-gen-stage`, for convenience. */
  readonly stage: string | undefined;
}

export interface OpenAiTestServer {
  /** `http://127.0.0.1:<port>/v1`, to pass as the client's base URL. */
  readonly baseUrl: string;
  readonly requests: readonly RecordedRequest[];
  /** Appends steps to the script. */
  script(...steps: ScriptedReply[]): void;
  close(): Promise<void>;
}

/** Shorthand for a reply whose content is a fenced TypeScript block. */
export function codeReply(code: string, prose = 'Here is the program:'): ScriptedReply {
  return { kind: 'reply', text: `${prose}\n\n\`\`\`typescript\n${code.trim()}\n\`\`\`\n` };
}

export function textReply(text: string): ScriptedReply {
  return { kind: 'reply', text };
}

export async function startOpenAiServer(initial: readonly ScriptedReply[] = []): Promise<OpenAiTestServer> {
  const steps: ScriptedReply[] = [...initial];
  const requests: RecordedRequest[] = [];
  let next = 0;
  const hanging = new Set<() => void>();

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: RecordedRequest['body'] = {};
      try {
        body = raw === '' ? {} : (JSON.parse(raw) as RecordedRequest['body']);
      } catch {
        body = {};
      }
      const stageHeader = req.headers['x-pulumi-gen-stage'];
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body,
        stage: Array.isArray(stageHeader) ? stageHeader[0] : stageHeader,
      };
      requests.push(recorded);
      if (!recorded.path.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `no route ${recorded.path}`, type: 'not_found' } }));
        return;
      }
      let step = steps[Math.min(next, steps.length - 1)];
      next++;
      while (step?.kind === 'dynamic') step = step.respond(recorded);
      if (step === undefined) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'the test script is empty', type: 'server_error' } }));
        return;
      }
      if (step.kind === 'hang') {
        const release = () => res.destroy();
        hanging.add(release);
        res.on('close', () => hanging.delete(release));
        return;
      }
      const send = () => {
        if (step.kind === 'error') {
          res.writeHead(step.status, { 'content-type': 'application/json', ...step.headers });
          res.end(
            JSON.stringify({
              error: {
                message: step.message ?? `scripted error ${step.status}`,
                type: step.code ?? 'scripted_error',
                code: step.code ?? null,
              },
            }),
          );
          return;
        }
        if (step.kind !== 'reply') return;
        const usage = step.usage ?? {
          prompt_tokens: Math.ceil(raw.length / 4),
          completion_tokens: Math.ceil(step.text.length / 4),
        };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: `chatcmpl-test-${requests.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: body.model ?? 'test-model',
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: step.text },
                finish_reason: 'stop',
                logprobs: null,
              },
            ],
            usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
          }),
        );
      };
      const delay = step.kind === 'reply' || step.kind === 'error' ? (step.delayMs ?? 0) : 0;
      if (delay > 0) setTimeout(send, delay);
      else send();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...more) => void steps.push(...more),
    close: () =>
      new Promise<void>((resolve) => {
        for (const release of hanging) release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * One script per `x-pulumi-gen-stage`: each stage takes its own next reply (its last repeats). Stages with
 * no script get `fallback` (default: an empty JSON array, which retrieval reads as "no extra terms").
 * Use it as the server's only step: the dynamic step repeats for every call.
 */
export function byStage(
  scripts: Partial<Record<string, readonly ScriptedReply[]>>,
  fallback: ScriptedReply = { kind: 'reply', text: '[]' },
): ScriptedReply {
  const used = new Map<string, number>();
  return {
    kind: 'dynamic',
    respond: (request) => {
      const stage = request.stage ?? '';
      const script = scripts[stage];
      if (script === undefined || script.length === 0) return fallback;
      const index = used.get(stage) ?? 0;
      used.set(stage, index + 1);
      return script[Math.min(index, script.length - 1)]!;
    },
  };
}
