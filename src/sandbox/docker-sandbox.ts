import { measuredCommand } from './disk-cap.js';
import { readOnlyBinds, type HostLayout } from './host-layout.js';
import { runLimited, type SandboxTools } from './run-limited.js';
import type { ChildIdentity } from './unshare-sandbox.js';
import type { Sandbox, SandboxRequest } from './types.js';

/** The image the command runs in: only a glibc userland; Node and node_modules are bound from the host. */
export const DEFAULT_DOCKER_IMAGE = 'debian:bookworm-slim';

/**
 * `docker run`'s argv for a request: no network (`--network none`), a read-only root, the rung's paths and
 * the run directory bound read-only, the result files read-write, size-capped tmpfs at the scratch directory
 * and `/tmp`, the file-size cap as an ulimit, the memory cap (swap included) and pids limit enforced by the
 * engine's cgroup, no capabilities, `no-new-privileges`, the caller's uid, and exactly the request's
 * environment. Killing the docker client does not stop a container, so the wall clock is also enforced
 * inside it (`timeout -s KILL`), and `--init` reaps and kills the whole tree when the command ends.
 */
export function dockerArgs(
  request: SandboxRequest,
  identity: ChildIdentity,
  image: string,
  host: HostLayout,
): string[] {
  const args = [
    'run',
    '--rm',
    '--init',
    '--network',
    request.network === 'host' ? 'host' : 'none',
    '--read-only',
    '--memory',
    String(request.memoryBytes),
    '--memory-swap',
    String(request.memoryBytes),
    '--pids-limit',
    String(request.pidsLimit),
    '--cap-drop',
    'ALL',
    '--security-opt',
    'no-new-privileges',
    '--user',
    `${identity.uid}:${identity.gid}`,
    '--tmpfs',
    `/tmp:rw,size=${request.diskBytes},mode=1777`,
  ];
  if (request.fileBytes !== undefined) {
    args.push('--ulimit', `fsize=${request.fileBytes}:${request.fileBytes}`, '--ulimit', 'core=0:0');
  }
  for (const path of [...readOnlyBinds(request, host), request.runDir]) {
    args.push('--volume', `${path}:${path}:ro`);
  }
  for (const path of [...(request.writablePaths ?? []), ...(request.resultFiles ?? [])]) {
    args.push('--volume', `${path}:${path}`);
  }
  args.push('--tmpfs', `${request.scratchDir}:rw,size=${request.diskBytes},mode=1777`);
  args.push('--workdir', request.cwd);
  for (const [key, value] of Object.entries(request.env)) {
    args.push('--env', `${key}=${value}`);
  }
  const seconds = Math.max(1, Math.ceil(request.timeoutMs / 1000));
  args.push(image, 'timeout', '-s', 'KILL', String(seconds), ...measuredCommand(request, undefined));
  return args;
}

/** The Docker sandbox (an engine answers `docker info`); the engine applies the caps, not our limiter. */
export function createDockerSandbox(
  tools: SandboxTools,
  identity: ChildIdentity,
  image: string,
  host: HostLayout,
): Sandbox {
  return {
    kind: 'docker',
    description: `docker (${image})`,
    run: (request) =>
      runLimited(tools, request, [...tools.launcher, ...dockerArgs(request, identity, image, host)]),
  };
}
