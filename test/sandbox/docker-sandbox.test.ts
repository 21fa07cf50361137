import { describe, expect, it } from 'vitest';
import { dockerArgs } from '../../src/sandbox/docker-sandbox.js';
import { readHostLayout } from '../../src/sandbox/host-layout.js';
import { COMMAND_LINE_REQUEST } from './command-line-request.js';

describe('the docker command line (dockerArgs)', () => {
  const request = COMMAND_LINE_REQUEST;
  const host = readHostLayout();

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
    expect(args.slice(args.indexOf('timeout'), args.indexOf('timeout') + 4)).toEqual([
      'timeout',
      '-s',
      'KILL',
      '30',
    ]);
    expect(args.slice(-2)).toEqual([process.execPath, 'runner.cjs']);
    expect(args).toContain('/tmp/run:/tmp/run:ro');
    expect(args).toContain(`/tmp/run/scratch:rw,size=${256 * 1024 ** 2},mode=1777`);
  });
});
