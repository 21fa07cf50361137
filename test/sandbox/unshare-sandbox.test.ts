import { describe, expect, it } from 'vitest';
import { readHostLayout } from '../../src/sandbox/host-layout.js';
import { COMMAND_LINE_REQUEST } from './command-line-request.js';
import { unshareArgs } from '../../src/sandbox/unshare-sandbox.js';

describe('the unshare command line (unshareArgs)', () => {
  const request = COMMAND_LINE_REQUEST;
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
