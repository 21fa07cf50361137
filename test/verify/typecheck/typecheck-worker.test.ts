import { fork, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

import type { TypecheckReply, TypecheckRequest } from '../../../src/verify/typecheck/typecheck-protocol.js';
import { projectDirWithProviders } from '../helpers.js';

/**
 * The worker as its own process, spoken to over the IPC channel as `isolated-typechecker.ts` does (that
 * parent, with its limits and restarts, is tested in isolated-typechecker.test.ts).
 */
const WORKER = fileURLToPath(new URL('../../../src/verify/typecheck/typecheck-worker.ts', import.meta.url));
const TSX = ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href];

const project = projectDirWithProviders();
afterAll(() => project.dispose());

/** Two requests over IPC, then the parent goes away: the replies and how the worker exited. */
async function converse(requests: readonly TypecheckRequest[]) {
  const child = fork(WORKER, [project.dir], { execArgv: TSX, stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const replies: TypecheckReply[] = [];
  for (const request of requests) {
    await new Promise<void>((resolve) => {
      child.once('message', (reply) => {
        replies.push(reply as TypecheckReply);
        resolve();
      });
      child.send(request);
    });
  }
  child.disconnect();
  return { replies, code: await exited };
}

/** The worker started as a plain process: its exit code and what it printed. */
async function withoutIpc() {
  const child = spawn(process.execPath, [...TSX, WORKER], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  return { code, stderr };
}

// Started together: each start loads ts-morph.
const PROGRAM = 'const count: number = "three";\nexport const doubled = count * 2;\n';
const conversation = converse([
  { id: 7, op: 'check', program: PROGRAM },
  { id: 8, op: 'check', program: 'export const count: number = 3;\n' },
  { id: 9, op: 'lint', program: PROGRAM } as unknown as TypecheckRequest,
]);
const plain = withoutIpc();

describe('the typecheck worker', () => {
  it('answers each request by its id over IPC, and exits when the parent goes', async () => {
    const { replies, code } = await conversation;
    expect(replies.map((reply) => `${reply.id} ${reply.op}`)).toEqual(['7 check', '8 check', '9 error']);
    // A request it does not know is answered as such, never run as another.
    expect(replies[2]).toEqual({ id: 9, op: 'error', message: "unknown typecheck request 'lint'" });
    const diagnostics = replies.map((reply) => (reply.op === 'check' ? reply.diagnostics : []));
    expect(diagnostics[0]?.map((d) => `${d.code}@${d.line}`)).toEqual(['2322@1']);
    // The same warm checker, the next program: nothing of the first one is left.
    expect(diagnostics[1]).toEqual([]);
    expect(code).toBe(0);
  }, 30_000);

  it('says how it is run when started without an IPC channel', async () => {
    expect(await plain).toEqual({
      code: 2,
      stderr: 'usage: typecheck-worker <projectDir> (with an IPC channel)\n',
    });
  }, 30_000);
});
