import { measuredCommand } from './disk-cap.js';
import { readOnlyBinds, type HostLayout } from './host-layout.js';
import { runLimited, type SandboxTools } from './run-limited.js';
import type { Sandbox, SandboxRequest } from './types.js';

/**
 * bubblewrap's argv for a request: new user, pid, ipc, uts, cgroup and (unless the rung needs the cloud)
 * network namespaces; a read-only root holding only the system directories, the rung's paths and the run
 * directory, the result files read-write, size-capped tmpfs at the scratch directory and `/tmp`, a read-only
 * `/dev`, and a `/proc` of the new pid namespace (so `/proc/<ppid>/environ` shows nothing of the host); no
 * capabilities; the environment replaced; `--die-with-parent` and `--new-session` so nothing outlives the
 * run or reaches the terminal. `prlimit` is the host's, for the file-size cap (see {@link measuredCommand}).
 */
export function bwrapArgs(request: SandboxRequest, host: HostLayout, prlimit?: string): string[] {
  const args = ['--unshare-all', '--unshare-user', '--uid', '65534', '--gid', '65534'];
  args.push('--die-with-parent', '--new-session', '--cap-drop', 'ALL');
  if (request.network === 'host') {
    args.push('--share-net');
  }
  const size = String(request.diskBytes);
  args.push('--dev', '/dev', '--remount-ro', '/dev', '--proc', '/proc', '--size', size, '--tmpfs', '/tmp');
  for (const mount of host.system) {
    args.push(
      ...(mount.symlinkTarget === undefined
        ? ['--ro-bind', mount.path, mount.path]
        : ['--symlink', mount.symlinkTarget, mount.path]),
    );
  }
  if (request.network === 'host') {
    for (const path of host.network) {
      args.push('--ro-bind-try', path, path);
    }
  }
  for (const path of readOnlyBinds(request, host)) {
    args.push('--ro-bind', path, path);
  }
  args.push('--ro-bind', request.runDir, request.runDir);
  for (const path of [...(request.writablePaths ?? []), ...(request.resultFiles ?? [])]) {
    args.push('--bind', path, path);
  }
  args.push('--size', size, '--perms', '0700', '--tmpfs', request.scratchDir);
  // Last: the root bwrap built (a tmpfs the child owns) must not be a way around the disk cap.
  args.push('--remount-ro', '/');
  args.push('--chdir', request.cwd, '--clearenv');
  for (const [key, value] of Object.entries(request.env)) {
    args.push('--setenv', key, value);
  }
  args.push('--', ...measuredCommand(request, prlimit));
  return args;
}

/** The bubblewrap sandbox (`bwrap` found and able to create the namespaces here). */
export function createBwrapSandbox(tools: SandboxTools, host: HostLayout): Sandbox {
  return {
    kind: 'bwrap',
    description: `bwrap (${tools.limiter.method})`,
    run: (request) =>
      runLimited(tools, request, [...tools.launcher, ...bwrapArgs(request, host, tools.prlimit)]),
  };
}
