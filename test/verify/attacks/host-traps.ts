import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { selectSandbox } from '../../../src/sandbox/select-sandbox.js';
import type { SandboxChoice } from '../../../src/sandbox/types.js';

/**
 * What an attack could reach on the host, planted per test file: a secret file and the same secret in this
 * process's environment, a host folder it must not write, a loopback listener it must not reach, a marker
 * for processes that must not survive. `held()` says whether everything is as it was.
 */
export interface HostTraps {
  readonly secret: string;
  readonly secretFile: string;
  readonly hostDir: string;
  readonly outFile: string;
  readonly port: number;
  readonly marker: string;
  /** The placeholders of the attack corpora filled in. */
  fill(source: string): string;
  /** Why the host is not as it was (empty: it is), looking also for the secret in `report`. */
  breaches(report: unknown): Promise<string[]>;
  close(): void;
}

export async function setHostTraps(): Promise<HostTraps> {
  const secret = `planted-secret-${Math.random().toString(36).slice(2)}`;
  const marker = `pulumi-gen-attack-${Math.random().toString(36).slice(2)}`;
  const hostDir = mkdtempSync(join(tmpdir(), 'pulumi-gen-attack-host-'));
  const secretFile = join(hostDir, 'secret.txt');
  writeFileSync(secretFile, secret);
  process.env['PULUMI_GEN_ATTACK_SECRET'] = secret;
  const received: string[] = [];
  let connections = 0;
  const listener: Server = createServer((socket) => {
    connections += 1;
    socket.on('data', (chunk: Buffer) => received.push(chunk.toString('utf8')));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const address = listener.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const outFile = join(hostDir, 'escaped.txt');
  return {
    secret,
    secretFile,
    hostDir,
    outFile,
    port,
    marker,
    fill: (source) =>
      source
        .replaceAll('__SECRET_FILE__', secretFile)
        .replaceAll('__OUT_FILE__', outFile)
        .replaceAll('__HOST_DIR__', hostDir)
        .replaceAll('__PORT__', String(port))
        .replaceAll('__MARKER__', marker),
    async breaches(report) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const found: string[] = [];
      const files = readdirSync(hostDir);
      if (files.join() !== 'secret.txt') found.push(`host dir holds ${files.join(', ')}`);
      if (existsSync(`/tmp/pulumi-gen-attack-${marker}`)) found.push('wrote /tmp');
      if (connections > 0) found.push(`${connections} connection(s) to the host listener`);
      if (received.join('').includes(secret)) found.push('the secret reached the listener');
      const alive = survivors(marker);
      if (alive.length > 0) found.push(`processes left running: ${alive.join(', ')}`);
      if (JSON.stringify(report).includes(secret)) found.push('the secret is in the report');
      return found;
    },
    close() {
      delete process.env['PULUMI_GEN_ATTACK_SECRET'];
      listener.close();
      rmSync(hostDir, { recursive: true, force: true });
    },
  };
}

/** Processes whose argv carries the marker: anything an attack left running. */
function survivors(marker: string): string[] {
  return readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker);
      } catch {
        return false;
      }
    });
}

/**
 * The sandboxes the attack corpora run under: bubblewrap always (CI installs it; without it the tests fail,
 * as `requireSandbox` does), and `unshare` where root or passwordless sudo allows it (skipped otherwise).
 */
export async function attackSandboxes(): Promise<
  readonly { readonly name: string; readonly choice: SandboxChoice }[]
> {
  const options = {
    pathEnv: process.env['PATH'] ?? '',
    identity: { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
  };
  return [
    { name: 'bwrap', choice: await selectSandbox('bwrap', options) },
    { name: 'unshare', choice: await selectSandbox('unshare', options) },
  ];
}
