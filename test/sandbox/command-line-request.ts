import type { SandboxRequest } from '../../src/sandbox/types.js';

/** The request the command-line tests of every sandbox build their arguments for. */
export const COMMAND_LINE_REQUEST: SandboxRequest = {
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
