import type { ProcessRunner } from './process-runner.js';
import type { Sandbox } from './types.js';

/**
 * `--sandbox none`: the command runs as a plain child process (its own process group, the explicit
 * environment, the wall clock) with NO isolation: it can read and write what this user can and reach the
 * network. Only ever chosen explicitly; the description says so wherever the sandbox is reported.
 */
export function createNoSandbox(runner: ProcessRunner): Sandbox {
  return {
    kind: 'none',
    description: 'none (NOT isolated: --sandbox none)',
    run: (request) =>
      runner.run({
        command: request.command,
        args: request.args,
        cwd: request.cwd,
        env: request.env,
        timeoutMs: request.timeoutMs,
        ...(request.signal === undefined ? {} : { signal: request.signal }),
        ...(request.maxOutputChars === undefined ? {} : { maxOutputChars: request.maxOutputChars }),
      }),
  };
}
