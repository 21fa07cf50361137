import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

import { createBwrapSandbox } from './bwrap-sandbox.js';
import { createDockerSandbox, DEFAULT_DOCKER_IMAGE } from './docker-sandbox.js';
import { readHostLayout } from './host-layout.js';
import { createNoSandbox } from './no-sandbox.js';
import { createProcessRunner, type ProcessRunner } from './process-runner.js';
import { detectResourceLimiter, type ResourceLimiter } from './resource-limits.js';
import type { SandboxTools } from './run-limited.js';
import { createUnshareSandbox, type ChildIdentity } from './unshare-sandbox.js';
import {
  NO_SANDBOX_REASON,
  type Sandbox,
  type SandboxChoice,
  type SandboxKind,
  type SandboxSetting,
} from './types.js';

export interface SelectSandboxOptions {
  /** `PATH` to find bwrap/unshare/docker/sudo in (the entry passes its environment's), after the system dirs. */
  readonly pathEnv: string;
  /**
   * Searched before {@link pathEnv}: the isolation tools are system tools, and a directory early on a
   * user's PATH must not be able to supply a fake `bwrap`. Default {@link SYSTEM_DIRS}; tests pass `[]`.
   */
  readonly systemDirs?: readonly string[];
  /** The caller's uid/gid (the entry passes `process.getuid()`); the unshare child drops to it. */
  readonly identity: ChildIdentity;
  readonly runner?: ProcessRunner;
  readonly dockerImage?: string;
  /** Default: {@link detectResourceLimiter}. */
  readonly limiter?: ResourceLimiter;
}

export const SYSTEM_DIRS: readonly string[] = ['/usr/bin', '/bin', '/usr/sbin', '/sbin', '/usr/local/bin'];

function findExecutable(name: string, options: SelectSandboxOptions): string | undefined {
  const dirs = [...(options.systemDirs ?? SYSTEM_DIRS), ...options.pathEnv.split(delimiter).filter(Boolean)];
  for (const dir of dirs) {
    const file = join(dir, name);
    try {
      if (statSync(file).isFile()) {
        accessSync(file, constants.X_OK);
        return file;
      }
    } catch {
      // not here
    }
  }
  return undefined;
}

/** Runs a probe command line; true when it exits 0 within 15 s. */
async function probe(runner: ProcessRunner, argv: readonly string[]): Promise<boolean> {
  const [command, ...args] = argv;
  if (command === undefined) {
    return false;
  }
  const result = await runner.run({
    command,
    args,
    cwd: '/',
    env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin' },
    timeoutMs: 15_000,
  });
  return result.kind === 'exited' && result.code === 0;
}

/** The launcher that works here: the tool itself, else through passwordless `sudo -n` (hosted runners). */
async function launcher(
  runner: ProcessRunner,
  tool: string,
  probeArgs: readonly string[],
  options: SelectSandboxOptions,
): Promise<string[] | undefined> {
  if (await probe(runner, [tool, ...probeArgs])) {
    return [tool];
  }
  const sudo = options.identity.uid === 0 ? undefined : findExecutable('sudo', options);
  if (sudo !== undefined && (await probe(runner, [sudo, '-n', tool, ...probeArgs]))) {
    return [sudo, '-n', tool];
  }
  return undefined;
}

type Attempt = (runner: ProcessRunner, options: SelectSandboxOptions) => Promise<Sandbox | string>;

const TRUE = '/bin/true';

const ATTEMPTS: Readonly<Record<Exclude<SandboxKind, 'none'>, Attempt>> = {
  async bwrap(runner, options) {
    const tool = findExecutable('bwrap', options);
    const prlimit = findExecutable('prlimit', options);
    if (tool === undefined) {
      return 'bwrap is not installed';
    }
    if (prlimit === undefined) {
      return 'prlimit (util-linux) is not installed: the run could not be held to its disk cap';
    }
    const head = await launcher(runner, tool, ['--ro-bind', '/', '/', '--unshare-all', '--', TRUE], options);
    if (head === undefined) {
      return 'bwrap cannot create namespaces here (unprivileged user namespaces restricted, no sudo)';
    }
    const capped = ['--ro-bind', '/', '/', '--unshare-all', '--size', '1048576', '--tmpfs', '/tmp'];
    if (!(await probe(runner, [...head, ...capped, '--', TRUE]))) {
      return 'bwrap cannot size a tmpfs (the disk cap needs bubblewrap 0.6 or later)';
    }
    const tools: SandboxTools = {
      runner,
      launcher: head,
      limiter: options.limiter ?? detectResourceLimiter(),
      prlimit,
    };
    return createBwrapSandbox(tools, readHostLayout());
  },
  async unshare(runner, options) {
    const tool = findExecutable('unshare', options);
    const prlimit = findExecutable('prlimit', options);
    if (tool === undefined || prlimit === undefined || findExecutable('setpriv', options) === undefined) {
      return 'unshare/setpriv/prlimit (util-linux) are not installed';
    }
    const probeArgs = ['--mount', '--pid', '--net', '--fork', '--kill-child', '--', TRUE];
    const head = await launcher(runner, tool, probeArgs, options);
    if (head === undefined) {
      return 'unshare needs root or passwordless sudo here';
    }
    const tools: SandboxTools = {
      runner,
      launcher: head,
      limiter: options.limiter ?? detectResourceLimiter(),
      prlimit,
    };
    return createUnshareSandbox(tools, readHostLayout(), options.identity);
  },
  async docker(runner, options) {
    const tool = findExecutable('docker', options);
    if (tool === undefined) {
      return 'docker is not installed';
    }
    if (!(await probe(runner, [tool, 'info']))) {
      return 'no Docker engine answers `docker info`';
    }
    const tools: SandboxTools = {
      runner,
      launcher: [tool],
      limiter: options.limiter ?? detectResourceLimiter(),
    };
    return createDockerSandbox(
      tools,
      options.identity,
      options.dockerImage ?? DEFAULT_DOCKER_IMAGE,
      readHostLayout(),
    );
  },
};

/**
 * Picks the sandbox for this run. `auto` tries bubblewrap, then unshare, then Docker, and reports
 * {@link NO_SANDBOX_REASON} when none works; a named kind is that one or a reason why not; `none` is the
 * explicit opt-out (no isolation).
 */
export async function selectSandbox(
  setting: SandboxSetting,
  options: SelectSandboxOptions,
): Promise<SandboxChoice> {
  const runner = options.runner ?? createProcessRunner();
  if (setting === 'none') {
    return { kind: 'ready', sandbox: createNoSandbox(runner) };
  }
  const kinds = setting === 'auto' ? (['bwrap', 'unshare', 'docker'] as const) : [setting];
  const reasons: string[] = [];
  for (const kind of kinds) {
    const outcome = await ATTEMPTS[kind](runner, options);
    if (typeof outcome !== 'string') {
      return { kind: 'ready', sandbox: outcome };
    }
    reasons.push(outcome);
  }
  return {
    kind: 'unavailable',
    reason:
      setting === 'auto'
        ? NO_SANDBOX_REASON
        : `not executed: sandbox ${setting} unavailable: ${reasons.join('; ')}`,
  };
}
