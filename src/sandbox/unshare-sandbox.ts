import { measuredCommand } from './disk-cap.js';
import { readOnlyBinds, type HostLayout } from './host-layout.js';
import { runLimited, type SandboxTools } from './run-limited.js';
import type { Sandbox, SandboxRequest } from './types.js';

/** The user the child runs as after the namespaces are set up (never root: 65534 when the parent is root). */
export interface ChildIdentity {
  readonly uid: number;
  readonly gid: number;
}

const NOBODY: ChildIdentity = { uid: 65534, gid: 65534 };

function quote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** Mounts `path` read-only at the same place under the new root (a directory or a single file). */
function bindReadOnly(path: string): string {
  const target = quote(`$R${path}`).replace("'$R", `"$R"'`);
  return (
    `if [ -d ${quote(path)} ]; then mkdir -p ${target}; else mkdir -p "$(dirname ${target})"; touch ${target}; fi; ` +
    `mount --rbind ${quote(path)} ${target}; mount -o remount,bind,ro ${target}`
  );
}

/**
 * The script `unshare` runs as pid 1 of the new namespaces (as root, through `sudo -n` where unprivileged
 * namespaces are restricted): it builds an empty tmpfs root with the system directories, the rung's paths
 * and the run directory bound read-only, the result files read-write, size-capped tmpfs at the scratch
 * directory and `/tmp`, a fresh `/proc` and a minimal `/dev`, then chroots into it and drops to an
 * unprivileged user with no capabilities and `no_new_privs` before exec'ing the command with exactly the
 * request's environment (`env -i`).
 */
export function unshareScript(request: SandboxRequest, host: HostLayout, identity: ChildIdentity): string {
  const child = identity.uid === 0 ? NOBODY : identity;
  const size = `size=${request.diskBytes}`;
  const writable = [...(request.writablePaths ?? []), ...(request.resultFiles ?? [])];
  const lines = [
    'set -e',
    // A new network namespace starts with its loopback down; programs serve themselves on it (the SDK's
    // callbacks for resource transforms), as under bubblewrap and Docker.
    ...(request.network === 'host' ? [] : ['if command -v ip >/dev/null 2>&1; then ip link set lo up; fi']),
    // The child reads the run dir (made 0700 by the parent) and writes the result files and writable paths.
    ...[...(request.writablePaths ?? []), request.runDir].map(
      (path) => `chown -Rh ${child.uid}:${child.gid} ${quote(path)}`,
    ),
    `R=${quote(`${request.runDir}/.sandbox-root`)}`,
    'mount --make-rprivate /',
    'mkdir -p "$R" && mount -t tmpfs -o mode=0755 sandbox-root "$R"',
    `mkdir -p "$R/proc" "$R/dev" "$R/tmp" && mount -t proc proc "$R/proc" && mount -t tmpfs -o ${size},mode=1777 tmpfs "$R/tmp"`,
    'for d in null zero full random urandom; do touch "$R/dev/$d"; mount --bind "/dev/$d" "$R/dev/$d"; done',
  ];
  for (const mount of host.system) {
    lines.push(
      mount.symlinkTarget === undefined
        ? bindReadOnly(mount.path)
        : `ln -s ${quote(mount.symlinkTarget)} "$R"${quote(mount.path)}`,
    );
  }
  const network = request.network === 'host' ? host.network : [];
  for (const path of [...network, ...readOnlyBinds(request, host)]) {
    lines.push(bindReadOnly(path));
  }
  // Not recursive: the new root is mounted inside the run dir.
  const runDir = quote(request.runDir);
  lines.push(
    `mkdir -p "$R"${runDir} && mount --bind ${runDir} "$R"${runDir} && mount -o remount,bind,ro "$R"${runDir}`,
  );
  for (const path of writable) {
    lines.push(
      `if [ -d ${quote(path)} ]; then mkdir -p "$R"${quote(path)}; fi; mount --bind ${quote(path)} "$R"${quote(path)}`,
    );
  }
  lines.push(
    `mount -t tmpfs -o ${size},mode=0700,uid=${child.uid},gid=${child.gid} scratch "$R"${quote(request.scratchDir)}`,
  );
  lines.push(
    `exec chroot "$R" setpriv --reuid=${child.uid} --regid=${child.gid} --clear-groups --inh-caps=-all ` +
      `--bounding-set=-all --no-new-privs -- env -i -C ${quote(request.cwd)} ` +
      `${Object.entries(request.env)
        .map(([key, value]) => quote(`${key}=${value}`))
        .join(' ')} "$@"`,
  );
  return lines.join('\n');
}

/** util-linux `unshare`'s argv: new mount, pid, ipc, uts and (unless the rung needs the cloud) net namespaces. */
export function unshareArgs(
  request: SandboxRequest,
  host: HostLayout,
  identity: ChildIdentity,
  prlimit?: string,
): string[] {
  return [
    '--mount',
    '--pid',
    '--ipc',
    '--uts',
    ...(request.network === 'none' ? ['--net'] : []),
    '--fork',
    '--kill-child',
    '--',
    '/bin/sh',
    '-c',
    unshareScript(request, host, identity),
    'sandbox',
    ...measuredCommand(request, prlimit),
  ];
}

/** The `unshare` sandbox: util-linux, run as root directly or through `sudo -n` (ubuntu-24.04 runners). */
export function createUnshareSandbox(
  tools: SandboxTools,
  host: HostLayout,
  identity: ChildIdentity,
): Sandbox {
  const via = tools.launcher[0] === 'sudo' ? 'sudo unshare' : 'unshare';
  return {
    kind: 'unshare',
    description: `${via} (${tools.limiter.method})`,
    run: (request) =>
      runLimited(tools, request, [...tools.launcher, ...unshareArgs(request, host, identity, tools.prlimit)]),
  };
}
