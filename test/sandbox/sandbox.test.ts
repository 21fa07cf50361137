import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bwrapArgs } from '../../src/sandbox/bwrap-sandbox.js';
import { dockerArgs } from '../../src/sandbox/docker-sandbox.js';
import { readHostLayout } from '../../src/sandbox/host-layout.js';
import { selectSandbox } from '../../src/sandbox/select-sandbox.js';
import { NO_SANDBOX_REASON, type Sandbox, type SandboxRequest } from '../../src/sandbox/types.js';
import { unshareArgs } from '../../src/sandbox/unshare-sandbox.js';
import { createTempWorkspaceFactory } from '../../src/workspace/temp-workspace.js';
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

/** Runs a Node script in the sandbox with a fresh run dir; returns stdout and what the run dir holds. */
async function runScript(
  sandbox: Sandbox,
  script: string,
  overrides: Partial<SandboxRequest> = {},
): Promise<{ stdout: string; kind: string; files: string[] }> {
  const runDir = mkdtempSync(join(tmpdir(), 'pulumi-gen-sandboxtest-run-'));
  try {
    const result = await sandbox.run({
      command: process.execPath,
      args: ['-e', script],
      cwd: runDir,
      env: { HOME: runDir, RUN_DIR: runDir },
      runDir,
      readOnlyPaths: [],
      network: 'none',
      memoryBytes: 1024 ** 3,
      pidsLimit: 64,
      timeoutMs: 10_000,
      ...overrides,
    });
    const stdout = result.kind === 'exited' || result.kind === 'timed-out' ? result.stdout : '';
    return { stdout, kind: result.kind, files: readdirSync(runDir) };
  } finally {
    rmSync(runDir, { recursive: true, force: true });
  }
}

describe('the OS sandbox (real, this machine)', () => {
  it('hides host files and the parent environment, allows only the run dir to be written', async () => {
    const sandbox = await requireSandboxRunner();
    const { stdout, files } = await runScript(
      sandbox,
      `const fs = require('fs'); const out = {};
       try { out.secret = fs.readFileSync(${JSON.stringify(secretFile)}, 'utf8'); } catch (e) { out.secret = e.code; }
       try { fs.writeFileSync(${JSON.stringify(join(hostDir, 'escaped.txt'))}, 'x'); out.host = 'written'; } catch (e) { out.host = e.code; }
       try { fs.writeFileSync('/usr/escaped.txt', 'x'); out.usr = 'written'; } catch (e) { out.usr = e.code; }
       fs.writeFileSync(process.env.RUN_DIR + '/ok.txt', 'x');
       out.env = Object.keys(process.env).filter((k) => k !== 'PWD').sort();
       out.pids = fs.readdirSync('/proc').filter((p) => /^\\d+$/.test(p)).length;
       console.log(JSON.stringify(out));`,
    );
    const out = JSON.parse(stdout) as Record<string, unknown>;
    expect(out['secret']).toBe('ENOENT');
    expect(out['host']).toBe('ENOENT');
    expect(['EROFS', 'EACCES']).toContain(out['usr']);
    expect(out['env']).toEqual(['HOME', 'RUN_DIR']);
    // A new pid namespace: the host's processes (the test runner, its parents) are not there to read.
    expect(out['pids']).toBeLessThan(5);
    expect(files).toContain('ok.txt');
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
    const alive = readdirSync('/proc')
      .filter((pid) => /^\d+$/.test(pid))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker);
        } catch {
          return false;
        }
      });
    expect(alive).toEqual([]);
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
      const { stdout, files } = await runScript(
        unshare.sandbox,
        `const fs = require('fs'); const out = {};
         try { out.secret = fs.readFileSync(${JSON.stringify(secretFile)}, 'utf8'); } catch (e) { out.secret = e.code; }
         try { fs.writeFileSync('/usr/escaped.txt', 'x'); out.usr = 'written'; } catch (e) { out.usr = e.code; }
         fs.writeFileSync(process.env.RUN_DIR + '/ok.txt', 'x');
         out.env = Object.keys(process.env).sort();
         out.uid = process.getuid();
         require('net').connect(${port}, '127.0.0.1').on('connect', () => { out.net = 'connected'; console.log(JSON.stringify(out)); })
           .on('error', (e) => { out.net = e.code; console.log(JSON.stringify(out)); });`,
      );
      const out = JSON.parse(stdout) as Record<string, unknown>;
      expect(out['secret']).toBe('ENOENT');
      expect(['EROFS', 'EACCES']).toContain(out['usr']);
      expect(out['env']).toEqual(['HOME', 'RUN_DIR']);
      expect(out['uid']).not.toBe(0);
      expect(out['net']).not.toBe('connected');
      expect(files).toContain('ok.txt');
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

describe('sandbox selection', () => {
  it('reports the one line a newcomer needs when no sandbox exists', async () => {
    const choice = await selectSandbox('auto', { pathEnv: '/nonexistent', systemDirs: [], identity });
    expect(choice).toEqual({ kind: 'unavailable', reason: NO_SANDBOX_REASON });
  });

  it('names the missing tool when one is asked for explicitly', async () => {
    const choice = await selectSandbox('docker', { pathEnv: '/nonexistent', systemDirs: [], identity });
    expect(choice.kind === 'unavailable' && choice.reason).toMatch(
      /sandbox docker unavailable: docker is not installed/,
    );
  });

  it('--sandbox none runs without isolation and says so', async () => {
    const choice = await selectSandbox('none', { pathEnv: '/nonexistent', systemDirs: [], identity });
    expect(choice.kind === 'ready' && choice.sandbox.description).toMatch(/NOT isolated/);
  });
});

describe('sandbox command lines', () => {
  const request: SandboxRequest = {
    command: process.execPath,
    args: ['runner.cjs'],
    cwd: '/tmp/run',
    env: { HOME: '/tmp/run/home' },
    runDir: '/tmp/run',
    readOnlyPaths: [],
    network: 'none',
    memoryBytes: 2 * 1024 ** 3,
    pidsLimit: 128,
    timeoutMs: 30_000,
  };
  const host = readHostLayout();

  it('bwrap: every namespace, the environment cleared, network only on request', () => {
    const args = bwrapArgs(request, host);
    expect(args).toEqual(
      expect.arrayContaining(['--unshare-all', '--die-with-parent', '--new-session', '--clearenv']),
    );
    expect(args).not.toContain('--share-net');
    expect(bwrapArgs({ ...request, network: 'host' }, host)).toContain('--share-net');
    expect(args.slice(args.indexOf('--bind'), args.indexOf('--bind') + 3)).toEqual([
      '--bind',
      '/tmp/run',
      '/tmp/run',
    ]);
  });

  it('docker: no network, read-only root, memory and pids caps, explicit env', () => {
    const args = dockerArgs(request, { uid: 1001, gid: 1001 }, 'debian:bookworm-slim', host);
    const after = (flag: string): string | undefined => args[args.indexOf(flag) + 1];
    expect(after('--network')).toBe('none');
    expect(args).toContain('--read-only');
    expect(after('--memory')).toBe(String(2 * 1024 ** 3));
    expect(after('--memory-swap')).toBe(String(2 * 1024 ** 3));
    expect(after('--pids-limit')).toBe('128');
    expect(after('--user')).toBe('1001:1001');
    expect(after('--env')).toBe('HOME=/tmp/run/home');
    expect(args.slice(-6)).toEqual(['timeout', '-s', 'KILL', '30', process.execPath, 'runner.cjs']);
  });

  it('unshare: new mount/pid/net namespaces and a root-less child', () => {
    const args = unshareArgs(request, host, { uid: 0, gid: 0 });
    expect(args).toEqual(expect.arrayContaining(['--mount', '--pid', '--net', '--fork', '--kill-child']));
    const script = args[args.indexOf('-c') + 1] ?? '';
    expect(script).toContain('--reuid=65534');
    expect(script).toContain('--no-new-privs');
    expect(script).toContain("env -i -C '/tmp/run' 'HOME=/tmp/run/home'");
  });
});
