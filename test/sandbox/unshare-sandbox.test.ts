import { describe, expect, it } from 'vitest';
import { readHostLayout } from '../../src/sandbox/host-layout.js';
import type { SandboxRequest } from '../../src/sandbox/types.js';
import { unshareArgs } from '../../src/sandbox/unshare-sandbox.js';

describe('the unshare command line (unshareArgs)', () => {
  const request: SandboxRequest = {
    command: process.execPath,
    args: ['runner.cjs'],
    cwd: '/tmp/run',
    env: { HOME: '/tmp/run/home' },
    runDir: '/tmp/run',
    scratchDir: '/tmp/run/scratch',
    diskBytes: 256 * 1024 ** 2,
    resultFiles: ['/tmp/run/result.json'],
    readOnlyPaths: [],
    network: 'none',
    memoryBytes: 2 * 1024 ** 3,
    pidsLimit: 128,
    timeoutMs: 30_000,
  };
  const host = readHostLayout();

  it('unshare: new mount/pid/net namespaces and a root-less child', () => {
    const args = unshareArgs(request, host, { uid: 0, gid: 0 });
    expect(args).toEqual(expect.arrayContaining(['--mount', '--pid', '--net', '--fork', '--kill-child']));
    const script = args[args.indexOf('-c') + 1] ?? '';
    expect(script).toContain('--reuid=65534');
    expect(script).toContain('--no-new-privs');
    expect(script).toContain("env -i -C '/tmp/run' 'HOME=/tmp/run/home'");
  });
});
