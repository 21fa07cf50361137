import { describe, expect, it } from 'vitest';
import { bwrapArgs } from '../../src/sandbox/bwrap-sandbox.js';
import { readHostLayout } from '../../src/sandbox/host-layout.js';
import { COMMAND_LINE_REQUEST } from './command-line-request.js';

describe('the bwrap command line (bwrapArgs)', () => {
  const request = COMMAND_LINE_REQUEST;
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
