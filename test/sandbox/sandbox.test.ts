import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { selectSandbox } from '../../src/sandbox/select-sandbox.js';
import type { Sandbox, SandboxRequest } from '../../src/sandbox/types.js';
import { createRunDir } from '../../src/sandbox/run-dir.js';
import { createTempWorkspaceFactory } from '../../src/workspace/temp-workspace.js';
import { processesWith } from '../support/processes.js';
import { requireSandboxRunner } from '../support/sandbox.js';

const identity = { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 };
const SECRET = `planted-${Math.random().toString(36).slice(2)}`;

let hostDir: string;
let secretFile: string;
let listener: Server;
let port = 0;
let connections = 0;

beforeAll(async () => {
  hostDir = mkdtempSync(join(tmpdir(), 'pulumi-gen-sandboxtest-host-'));
  secretFile = join(hostDir, 'secret.txt');
  writeFileSync(secretFile, SECRET);
  listener = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const address = listener.address();
  port = typeof address === 'object' && address !== null ? address.port : 0;
});

afterAll(() => {
  listener.close();
  rmSync(hostDir, { recursive: true, force: true });
});

interface ScriptRun {
  readonly stdout: string;
  readonly kind: string;
  /** What the run dir holds afterwards. */
  readonly files: string[];
  /** What the child wrote back into the result file. */
  readonly result: string;
  readonly diskCapReached?: boolean;
}

/**
 * Runs a Node script in the sandbox with a fresh run dir (read-only but for its result file, with a
 * size-capped scratch tmpfs); the script finds them as RUN_DIR, RESULT and SCRATCH (also its HOME).
 */
async function runScript(
  sandbox: Sandbox,
  script: string,
  overrides: Partial<SandboxRequest> = {},
): Promise<ScriptRun> {
  const run = createRunDir(tmpdir(), 'pulumi-gen-sandboxtest-run-');
  try {
    const result = await sandbox.run({
      command: process.execPath,
      args: ['-e', script],
      cwd: run.dir,
      env: {
        HOME: run.scratchDir,
        RUN_DIR: run.dir,
        RESULT: run.resultFile,
        SCRATCH: run.scratchDir,
        PATH: '/nonexistent',
      },
      runDir: run.dir,
      scratchDir: run.scratchDir,
      diskBytes: 64 * 1024 ** 2,
      resultFiles: [run.resultFile],
      fileBytes: 64 * 1024 ** 2,
      readOnlyPaths: [],
      network: 'none',
      memoryBytes: 1024 ** 3,
      pidsLimit: 64,
      timeoutMs: 10_000,
      ...overrides,
    });
    const stdout = result.kind === 'exited' || result.kind === 'timed-out' ? result.stdout : '';
    return {
      stdout,
      kind: result.kind,
      files: readdirSync(run.dir).filter((name) => name !== '.sandbox-root'),
      result: readFileSync(run.resultFile, 'utf8'),
      ...(result.kind === 'exited' && result.diskCapReached !== undefined
        ? { diskCapReached: result.diskCapReached }
        : {}),
    };
  } finally {
    run.remove();
  }
}

describe('the OS sandbox (real, this machine)', () => {
  it('hides host files and the parent environment, writes back only the result file', async () => {
    const sandbox = await requireSandboxRunner();
    const { stdout, files, result } = await runScript(
      sandbox,
      `const fs = require('fs'); const out = {};
       try { out.secret = fs.readFileSync(${JSON.stringify(secretFile)}, 'utf8'); } catch (e) { out.secret = e.code; }
       try { fs.writeFileSync(${JSON.stringify(join(hostDir, 'escaped.txt'))}, 'x'); out.host = 'written'; } catch (e) { out.host = e.code; }
       try { fs.writeFileSync('/usr/escaped.txt', 'x'); out.usr = 'written'; } catch (e) { out.usr = e.code; }
       try { fs.writeFileSync(process.env.RUN_DIR + '/escaped.txt', 'x'); out.runDir = 'written'; } catch (e) { out.runDir = e.code; }
       fs.writeFileSync(process.env.SCRATCH + '/scratch.txt', 'x');
       fs.writeFileSync(process.env.RESULT, 'the result');
       out.env = Object.keys(process.env).filter((k) => k !== 'PWD').sort();
       out.pids = fs.readdirSync('/proc').filter((p) => /^\\d+$/.test(p)).length;
       console.log(JSON.stringify(out));`,
    );
    const out = JSON.parse(stdout) as Record<string, unknown>;
    expect(out['secret']).toBe('ENOENT');
    expect(out['host']).toBe('ENOENT');
    expect(['EROFS', 'EACCES']).toContain(out['usr']);
    expect(['EROFS', 'EACCES']).toContain(out['runDir']);
    expect(out['env']).toEqual(['HOME', 'PATH', 'RESULT', 'RUN_DIR', 'SCRATCH']);
    // A new pid namespace: the host's processes (the test runner, its parents) are not there to read.
    expect(out['pids']).toBeLessThan(5);
    // The scratch tmpfs is gone with the sandbox; only the result came back.
    expect(files.sort()).toEqual(['result.json', 'scratch']);
    expect(result).toBe('the result');
    expect(readdirSync(hostDir)).toEqual(['secret.txt']);
    expect(stdout).not.toContain(SECRET);
  });

  it('has no network: a loopback listener on the host is never reached', async () => {
    const sandbox = await requireSandboxRunner();
    const { stdout } = await runScript(
      sandbox,
      `require('net').connect(${port}, '127.0.0.1').on('connect', () => console.log('connected'))
         .on('error', (e) => console.log(e.code));`,
    );
    expect(stdout.trim()).toMatch(/^E[A-Z]+$/);
    expect(connections).toBe(0);
  });

  it('caps memory, Buffers included', async () => {
    const sandbox = await requireSandboxRunner();
    const { stdout, kind } = await runScript(
      sandbox,
      `const keep = []; try { for (let i = 0; i < 40; i++) keep.push(Buffer.alloc(64 * 1024 * 1024, 1)); console.log('allocated'); }
       catch (e) { console.log('refused'); }`,
      { memoryBytes: 1024 ** 3, timeoutMs: 30_000 },
    );
    // 2.5 GiB of Buffers under a 1 GiB cap: refused (rlimit) or killed (cgroup OOM), never allocated.
    expect(stdout).not.toContain('allocated');
    expect(kind).toBe('exited');
  }, 40_000);

  it('kills a detached grandchild in its own session at the end of the run', async () => {
    const sandbox = await requireSandboxRunner();
    const marker = `pulumi-gen-orphan-${Math.random().toString(36).slice(2)}`;
    await runScript(
      sandbox,
      `const { spawn } = require('child_process');
       spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', '${marker}'], { detached: true, stdio: 'ignore' }).unref();
       console.log('spawned');`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(processesWith(marker)).toEqual([]);
  });

  it('stops a run at the wall-clock limit', async () => {
    const sandbox = await requireSandboxRunner();
    const started = performance.now();
    const { kind } = await runScript(sandbox, 'setInterval(() => {}, 1000);', { timeoutMs: 1000 });
    expect(kind).toBe('timed-out');
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

const unshare = await selectSandbox('unshare', { pathEnv: process.env['PATH'] ?? '', identity });

describe('the unshare sandbox (real, where root or passwordless sudo allows it)', () => {
  it.skipIf(unshare.kind !== 'ready')(
    'hides host files and the environment, has no network, runs the child unprivileged',
    async () => {
      if (unshare.kind !== 'ready') return;
      const { stdout, result } = await runScript(
        unshare.sandbox,
        `const fs = require('fs'); const out = {};
         try { out.secret = fs.readFileSync(${JSON.stringify(secretFile)}, 'utf8'); } catch (e) { out.secret = e.code; }
         try { fs.writeFileSync('/usr/escaped.txt', 'x'); out.usr = 'written'; } catch (e) { out.usr = e.code; }
         fs.writeFileSync(process.env.RESULT, 'the result');
         out.env = Object.keys(process.env).sort();
         out.uid = process.getuid();
         require('net').connect(${port}, '127.0.0.1').on('connect', () => { out.net = 'connected'; console.log(JSON.stringify(out)); })
           .on('error', (e) => { out.net = e.code; console.log(JSON.stringify(out)); });`,
      );
      const out = JSON.parse(stdout) as Record<string, unknown>;
      expect(out['secret']).toBe('ENOENT');
      expect(['EROFS', 'EACCES']).toContain(out['usr']);
      expect(out['env']).toEqual(['HOME', 'PATH', 'RESULT', 'RUN_DIR', 'SCRATCH']);
      expect(out['uid']).not.toBe(0);
      expect(out['net']).not.toBe('connected');
      expect(result).toBe('the result');
      expect(connections).toBe(0);
    },
  );
});

describe('the unshare sandbox and the verification workspace', () => {
  it.skipIf(unshare.kind !== 'ready')(
    'lets the unprivileged child into the workspace folder, which it reaches read-only',
    async () => {
      if (unshare.kind !== 'ready') return;
      const modules = mkdtempSync(join(hostDir, 'modules-'));
      const factory = createTempWorkspaceFactory({
        installer: { nodeModulesFor: () => Promise.resolve(modules) },
        tempDir: hostDir,
      });
      const workspace = await factory.create({
        name: 'reach',
        description: 'reach',
        pulumiVersion: '3.0.0',
        providers: [],
      });
      try {
        await workspace.write([{ path: 'index.ts', content: 'export const reached = true;' }]);
        const { stdout } = await runScript(
          unshare.sandbox,
          `console.log(require('fs').readFileSync('index.ts', 'utf8'))`,
          { cwd: workspace.dir, readOnlyPaths: [workspace.dir] },
        );
        expect(stdout).toContain('export const reached = true;');
      } finally {
        await workspace.dispose();
      }
    },
  );
});

const sandboxes: [string, () => Promise<Sandbox | undefined>][] = [
  ['auto (bubblewrap here)', requireSandboxRunner],
  ['unshare', () => Promise.resolve(unshare.kind === 'ready' ? unshare.sandbox : undefined)],
];

describe.each(sandboxes)('the disk cap under %s', (_name, sandboxOf) => {
  const MiB = 1024 ** 2;
  /** Writes 1 MiB blocks to `target` until 6 GB or an error; prints how far it got and the error code. */
  const flood = (target: string): string =>
    `const fs = require('fs'); const block = Buffer.alloc(1024 * 1024, 1); let bytes = 0, code = 'none';
     try { const fd = fs.openSync(${target}, 'w'); for (; bytes < 6 * 1024 ** 3; bytes += block.length) fs.writeSync(fd, block); }
     catch (e) { code = e.code; }
     console.log(JSON.stringify({ bytes, code }));`;

  it('stops a 6 GB write at the cap, keeps it off the host and tells the parent', async () => {
    const sandbox = await sandboxOf();
    if (sandbox === undefined) return;
    const started = performance.now();
    const run = await runScript(sandbox, flood(`process.env.SCRATCH + '/big'`), { diskBytes: 8 * MiB });
    const out = JSON.parse(run.stdout) as { bytes: number; code: string };
    expect(out.code).toBe('ENOSPC');
    expect(out.bytes).toBeLessThanOrEqual(8 * MiB);
    expect(run.diskCapReached).toBe(true);
    expect(run.files.sort()).toEqual(['result.json', 'scratch']);
    expect(performance.now() - started).toBeLessThan(8000);
  });

  it('caps /tmp the same way', async () => {
    const sandbox = await sandboxOf();
    if (sandbox === undefined) return;
    const run = await runScript(sandbox, flood(`'/tmp/big'`), { diskBytes: 8 * MiB });
    expect(JSON.parse(run.stdout)).toMatchObject({ code: 'ENOSPC' });
    expect(run.diskCapReached).toBe(true);
  });

  it('holds the result file to its size (EFBIG past it)', async () => {
    const sandbox = await sandboxOf();
    if (sandbox === undefined) return;
    const run = await runScript(sandbox, flood('process.env.RESULT'), { fileBytes: 2 * MiB });
    expect(JSON.parse(run.stdout)).toEqual({ bytes: 2 * MiB, code: 'EFBIG' });
    expect(run.result.length).toBe(2 * MiB);
  });

  it('says nothing of a run that writes little', async () => {
    const sandbox = await sandboxOf();
    if (sandbox === undefined) return;
    const run = await runScript(
      sandbox,
      `require('fs').writeFileSync(process.env.SCRATCH + '/small', 'x'); console.log('{}')`,
    );
    expect(run.stdout.trim()).toBe('{}');
    expect(run.diskCapReached).toBe(false);
  });
});

describe.each(sandboxes)('the loopback under %s', (_name, sandboxOf) => {
  // The SDK serves a program's resource transforms on 127.0.0.1 inside the sandbox and calls itself there.
  it("is the sandbox's own: a server the child starts on it answers the child", async () => {
    const sandbox = await sandboxOf();
    if (sandbox === undefined) return;
    const run = await runScript(
      sandbox,
      `const net = require('net');
       const server = net.createServer((c) => c.end('pong')).listen(0, '127.0.0.1', () => {
         net.connect(server.address().port, '127.0.0.1').on('data', (d) => { console.log(String(d)); server.close(); });
       });`,
    );
    expect(run.stdout.trim()).toBe('pong');
  });
});
