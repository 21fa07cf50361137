import { describe, expect, it } from 'vitest';
import { bwrapArgs } from '../../src/sandbox/bwrap-sandbox.js';
import { readHostLayout } from '../../src/sandbox/host-layout.js';
import type { SandboxRequest } from '../../src/sandbox/types.js';

describe('the bwrap command line (bwrapArgs)', () => {
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

  it('bwrap: every namespace, the environment cleared, network only on request', () => {
    const args = bwrapArgs(request, host);
    expect(args).toEqual(
      expect.arrayContaining(['--unshare-all', '--die-with-parent', '--new-session', '--clearenv']),
    );
    expect(args).not.toContain('--share-net');
    expect(bwrapArgs({ ...request, network: 'host' }, host)).toContain('--share-net');
    const after = (flag: string, at = args.indexOf(flag)): string[] => args.slice(at, at + 3);
    expect(after('--ro-bind', args.lastIndexOf('--ro-bind'))).toEqual(['--ro-bind', '/tmp/run', '/tmp/run']);
    expect(after('--bind')).toEqual(['--bind', '/tmp/run/result.json', '/tmp/run/result.json']);
    // Both writable tmpfs are sized, and the root bwrap built is made read-only after every mount.
    expect(args.filter((arg) => arg === '--size')).toHaveLength(2);
    expect(args[args.lastIndexOf('--tmpfs') + 1]).toBe('/tmp/run/scratch');
    expect(args.lastIndexOf('--remount-ro')).toBeGreaterThan(args.lastIndexOf('--tmpfs'));
  });
});
