import { connect, type Socket } from 'node:net';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { createRunDir, type RunDir } from '../../../src/sandbox/run-dir.js';
import { startTransformChannel, type TransformChannel } from '../../../src/verify/mock/transform-channel.js';

const runs: RunDir[] = [];
const channels: TransformChannel[] = [];
const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const channel of channels.splice(0)) channel.close();
  for (const run of runs.splice(0)) run.remove();
});

async function channel(answerMs = 5000): Promise<TransformChannel> {
  const run = createRunDir('/tmp', 'pulumi-gen-transforms-test-');
  runs.push(run);
  const opened = await startTransformChannel(join(run.dir, 'transforms.sock'), {
    answerMs,
    lineBytes: 1024 ** 2,
  });
  channels.push(opened);
  return opened;
}

/** A runner on the channel: answers each asked line with what `answer` makes of it. */
async function runner(
  opened: TransformChannel,
  answer: (asked: Record<string, unknown>) => Record<string, unknown> | undefined,
): Promise<Socket> {
  const socket = connect(opened.socketPath);
  sockets.push(socket);
  await new Promise((resolve) => socket.once('connect', resolve));
  let buffered = '';
  socket.on('data', (chunk) => {
    buffered += String(chunk);
    for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
      const asked = JSON.parse(buffered.slice(0, end)) as Record<string, unknown>;
      buffered = buffered.slice(end + 1);
      const line = answer(asked);
      if (line !== undefined) socket.write(`${JSON.stringify({ id: asked['id'], ...line })}\n`);
    }
  });
  // Let the channel accept the connection before anything is asked.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return socket;
}

describe('the transform channel', () => {
  it("relays a call to the runner and brings back the transform's answer bytes", async () => {
    const opened = await channel();
    const seen: Record<string, unknown>[] = [];
    await runner(opened, (asked) => {
      seen.push(asked);
      return { response: Buffer.from(`answer to ${String(asked['token'])}`).toString('base64') };
    });
    const answer = await opened.invoke('127.0.0.1:40001', 'tok-1', new Uint8Array([1, 2, 3]));
    expect(answer.kind).toBe('answered');
    expect(answer.kind === 'answered' ? Buffer.from(answer.response).toString() : '').toBe('answer to tok-1');
    expect(seen).toEqual([{ id: 1, target: '127.0.0.1:40001', token: 'tok-1', request: 'AQID' }]);
  });

  it("tells a transform's own failure from a callback it cannot reach", async () => {
    const opened = await channel();
    await runner(opened, (asked) =>
      asked['token'] === 'throws'
        ? { error: 'transform failed: no buckets on Fridays' }
        : { error: 'connect ECONNREFUSED', unreachable: true },
    );
    expect(await opened.invoke('127.0.0.1:1', 'throws', new Uint8Array())).toEqual({
      kind: 'failed',
      message: 'transform failed: no buckets on Fridays',
    });
    expect(await opened.invoke('127.0.0.1:1', 'gone', new Uint8Array())).toEqual({
      kind: 'unreachable',
      reason: 'connect ECONNREFUSED',
    });
  });

  it('is unreachable without a runner, past its time limit, and when the runner hangs up', async () => {
    const alone = await channel();
    expect(await alone.invoke('127.0.0.1:1', 't', new Uint8Array())).toMatchObject({ kind: 'unreachable' });

    const slow = await channel(200);
    await runner(slow, () => undefined);
    expect(await slow.invoke('127.0.0.1:1', 't', new Uint8Array())).toEqual({
      kind: 'unreachable',
      reason: 'no answer within 0.2 s',
    });

    const leaving = await channel();
    const socket = await runner(leaving, () => undefined);
    const pending = leaving.invoke('127.0.0.1:1', 't', new Uint8Array());
    socket.destroy();
    expect(await pending).toMatchObject({ kind: 'unreachable' });
  });

  it('serves only the first connection (the runner, which connects before the program loads)', async () => {
    const opened = await channel();
    await runner(opened, () => ({ response: Buffer.from('runner').toString('base64') }));
    const second = connect(opened.socketPath);
    sockets.push(second);
    const closed = new Promise((resolve) => second.once('close', resolve));
    second.on('error', () => undefined);
    await closed;
    const answer = await opened.invoke('127.0.0.1:1', 't', new Uint8Array());
    expect(answer.kind === 'answered' ? Buffer.from(answer.response).toString() : '').toBe('runner');
  });
});
