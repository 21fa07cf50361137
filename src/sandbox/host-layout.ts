import { existsSync, lstatSync, readlinkSync, realpathSync } from 'node:fs';
import { dirname } from 'node:path';

import type { SandboxRequest } from './types.js';

/**
 * What of the host a sandboxed run sees. Not the whole file system: a planted secret in `$HOME`, the
 * checkout or `/tmp` must be invisible, so the view is the system directories (read-only), the paths the
 * rung names (read-only) and the run directory (read-write). Kept as a value so the argument builders of
 * every implementation are pure functions over it.
 */
export interface HostMount {
  readonly path: string;
  /** Set when the host path is a symlink (`/bin` → `usr/bin` on merged-/usr systems). */
  readonly symlinkTarget?: string;
}

export interface HostLayout {
  /** `/usr`, `/bin`, `/lib*`, ...: the loader and libc the executable needs. */
  readonly system: readonly HostMount[];
  /** DNS and CA files, bound only when the run has network access (a preview that reaches the cloud). */
  readonly network: readonly string[];
}

const SYSTEM_PATHS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];
const NETWORK_PATHS = [
  '/etc/resolv.conf',
  '/etc/hosts',
  '/etc/nsswitch.conf',
  '/etc/ssl',
  '/etc/ca-certificates',
  '/etc/pki',
];

/** Reads this host's layout (which system paths exist, which are symlinks). */
export function readHostLayout(): HostLayout {
  const system: HostMount[] = [];
  for (const path of SYSTEM_PATHS) {
    try {
      const stat = lstatSync(path);
      system.push(stat.isSymbolicLink() ? { path, symlinkTarget: readlinkSync(path) } : { path });
    } catch {
      // absent on this host
    }
  }
  return { system, network: NETWORK_PATHS.filter((path) => existsSync(path)) };
}

/**
 * The host paths a request reads, at their real paths (a symlinked `node_modules` is reached through the
 * bound project and resolves to its bound target): the executable's directory and the rung's paths, minus
 * those already visible through the system mounts, another bound path or the run directory.
 */
export function readOnlyBinds(request: SandboxRequest, host: HostLayout): string[] {
  const paths = new Set<string>();
  for (const path of [dirname(request.command), ...request.readOnlyPaths]) {
    if (existsSync(path)) {
      paths.add(realpathSync(path));
    }
  }
  const covered = [
    ...host.system.map((mount) => mount.path),
    ...(request.writablePaths ?? []),
    request.runDir,
  ];
  const sorted = [...paths].sort();
  const under = (path: string, dir: string): boolean => path === dir || path.startsWith(`${dir}/`);
  return sorted.filter(
    (path) =>
      !covered.some((dir) => under(path, dir)) &&
      !sorted.some((other) => other !== path && under(path, other)),
  );
}
