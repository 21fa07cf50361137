import { createServer, type Server, type Socket } from 'node:net';

/**
 * The way from the engine side of a mock run (the PARENT) to the program's resource transforms (in the
 * sandboxed CHILD). The SDK serves a transform as a gRPC callback on 127.0.0.1 inside the child's network
 * namespace, which the parent cannot reach; so the parent serves this unix socket in the run dir, the runner
 * connects to it before any program code runs, and relays each callback the parent asks for to the SDK's
 * server in its own namespace. The parent listens and the child connects, as for the monitor: the parent never
 * opens a path the child could have replaced.
 *
 * Wire: one JSON object per line, both ways. Parent: `{"id", "target", "token", "request"}` (the callback's
 * request bytes, base64). Runner: `{"id", "response"}` (base64) or `{"id", "error", "unreachable"?}`.
 */
export type TransformAnswer =
  | { readonly kind: 'answered'; readonly response: Uint8Array }
  /** The transform itself failed (it threw): the program's error, as the engine would report it. */
  | { readonly kind: 'failed'; readonly message: string }
  /** The callback could not be reached or answered in time: the verifier's limit, not the program's. */
  | { readonly kind: 'unreachable'; readonly reason: string };

export interface TransformChannel {
  readonly socketPath: string;
  invoke(target: string, token: string, request: Uint8Array): Promise<TransformAnswer>;
  close(): void;
}

export interface TransformChannelLimits {
  /** How long one transform may take to answer. */
  readonly answerMs: number;
  /** The longest line the runner may send (a transformed resource's inputs, base64). */
  readonly lineBytes: number;
}

export const TRANSFORM_CHANNEL_LIMITS: TransformChannelLimits = {
  answerMs: 20_000,
  lineBytes: 8 * 1024 ** 2,
};

interface Pending {
  readonly resolve: (answer: TransformAnswer) => void;
  readonly timer: NodeJS.Timeout;
}

/** The runner's answer line, read as data: anything else is an unreachable callback. */
function answerOf(raw: unknown): { readonly id: number; readonly answer: TransformAnswer } | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const line = raw as Record<string, unknown>;
  if (typeof line['id'] !== 'number') return undefined;
  if (typeof line['response'] === 'string') {
    return {
      id: line['id'],
      answer: { kind: 'answered', response: Buffer.from(line['response'], 'base64') },
    };
  }
  const message = typeof line['error'] === 'string' ? line['error'].slice(0, 2000) : 'no answer';
  return {
    id: line['id'],
    answer:
      line['unreachable'] === true ? { kind: 'unreachable', reason: message } : { kind: 'failed', message },
  };
}

export function startTransformChannel(
  socketPath: string,
  limits: TransformChannelLimits = TRANSFORM_CHANNEL_LIMITS,
): Promise<TransformChannel> {
  const pending = new Map<number, Pending>();
  let runner: Socket | undefined;
  let nextId = 1;
  const settle = (id: number, answer: TransformAnswer) => {
    const waiting = pending.get(id);
    if (waiting === undefined) return;
    pending.delete(id);
    clearTimeout(waiting.timer);
    waiting.resolve(answer);
  };
  const dropRunner = (reason: string) => {
    for (const id of [...pending.keys()]) settle(id, { kind: 'unreachable', reason });
  };
  const server: Server = createServer((socket) => {
    // The runner connects first, before the program loads; any later connection is not the runner's.
    if (runner !== undefined) {
      socket.destroy();
      return;
    }
    runner = socket;
    let buffered = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      if (buffered.length > limits.lineBytes) {
        socket.destroy();
        dropRunner(`the runner's answer passed ${limits.lineBytes} bytes`);
        return;
      }
      let end = buffered.indexOf('\n');
      while (end >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        let parsed: ReturnType<typeof answerOf>;
        try {
          parsed = answerOf(JSON.parse(line));
        } catch {
          parsed = undefined;
        }
        if (parsed !== undefined) settle(parsed.id, parsed.answer);
        end = buffered.indexOf('\n');
      }
    });
    socket.on('close', () => dropRunner('the runner closed the transform channel'));
    socket.on('error', () => undefined);
  });
  const invoke = (target: string, token: string, request: Uint8Array): Promise<TransformAnswer> =>
    new Promise((resolve) => {
      if (runner === undefined || runner.destroyed) {
        resolve({ kind: 'unreachable', reason: 'the runner did not open the transform channel' });
        return;
      }
      const id = nextId++;
      const timer = setTimeout(
        () => settle(id, { kind: 'unreachable', reason: `no answer within ${limits.answerMs / 1000} s` }),
        limits.answerMs,
      );
      pending.set(id, { resolve, timer });
      const line = { id, target, token, request: Buffer.from(request).toString('base64') };
      runner.write(`${JSON.stringify(line)}\n`);
    });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve({
        socketPath,
        invoke,
        close: () => {
          dropRunner('the run ended');
          runner?.destroy();
          server.close();
        },
      });
    });
  });
}
