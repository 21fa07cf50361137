import {
  closeSync,
  constants,
  fstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

import { errorMessage } from '../shared/errors.js';
import { removeTree, type RemoveOutcome } from '../shared/remove-tree.js';

/**
 * The host side of one sandboxed run: a directory the parent fills with the run's inputs (bound read-only),
 * an empty `scratch/` where the sandbox mounts the child's size-capped tmpfs (HOME and TMPDIR point there),
 * and the one file the child writes back, `result.json`, created empty so the sandbox can bind it. The run's
 * unix sockets go in the directory too, so its path is kept short enough for them.
 */
export interface RunDir {
  readonly dir: string;
  readonly scratchDir: string;
  readonly resultFile: string;
  /** Removes the directory whatever the run left in it; never throws. */
  remove(): RemoveOutcome;
}

/**
 * A unix socket's path must fit `sun_path` (108 bytes on Linux, 104 on macOS, the NUL included): sockets in
 * the run dir are named with at most {@link MAX_SOCKET_NAME} characters, and the whole path kept to this.
 */
const MAX_SOCKET_PATH = 100;
export const MAX_SOCKET_NAME = 16;

/**
 * `base` when a socket path under it fits, else `/tmp`: a long temp folder (a `TMPDIR` of 45+ characters,
 * macOS's `/var/folders/…`) must not make every run fail to bind its sockets.
 */
export function runDirBase(base: string, prefix: string): string {
  const longest = join(base, `${prefix}XXXXXX`, 'x'.repeat(MAX_SOCKET_NAME));
  return Buffer.byteLength(longest) <= MAX_SOCKET_PATH ? base : '/tmp';
}

export function createRunDir(base: string, prefix: string): RunDir {
  const dir = mkdtempSync(join(runDirBase(base, prefix), prefix));
  try {
    const scratchDir = join(dir, 'scratch');
    const resultFile = join(dir, 'result.json');
    mkdirSync(scratchDir);
    writeFileSync(resultFile, '');
    return { dir, scratchDir, resultFile, remove: () => removeTree(dir) };
  } catch (error: unknown) {
    removeTree(dir);
    throw error;
  }
}

export type ResultFileRead =
  | { readonly kind: 'read'; readonly text: string }
  | { readonly kind: 'empty' }
  | { readonly kind: 'too-large'; readonly bytes: number }
  /** `message` completes "the result …" ("is a symlink", "is not a file"). */
  | { readonly kind: 'unreadable'; readonly message: string };

/**
 * Reads a file the child wrote, refusing anything but a regular file (never following a symlink or
 * blocking on a FIFO) and anything over `maxBytes`, without reading more than that into memory.
 */
export function readResultFile(path: string, maxBytes: number): ResultFileRead {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error: unknown) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
    if (code === 'ENOENT') return { kind: 'empty' };
    return { kind: 'unreadable', message: code === 'ELOOP' ? 'is a symlink' : `cannot be opened (${code})` };
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return { kind: 'unreadable', message: 'is not a file' };
    if (stat.size > maxBytes) return { kind: 'too-large', bytes: stat.size };
    // One byte more than stat said, to notice a file still growing.
    const buffer = Buffer.alloc(stat.size + 1);
    let length = 0;
    for (let read = -1; read !== 0 && length < buffer.length; length += read) {
      read = readSync(fd, buffer, length, buffer.length - length, null);
    }
    if (length > stat.size) return { kind: 'unreadable', message: 'is still being written' };
    return length === 0 ? { kind: 'empty' } : { kind: 'read', text: buffer.toString('utf8', 0, length) };
  } catch (error: unknown) {
    return { kind: 'unreadable', message: `could not be read (${errorMessage(error)})` };
  } finally {
    closeSync(fd);
  }
}
