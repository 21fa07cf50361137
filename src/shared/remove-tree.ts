import { randomBytes } from 'node:crypto';
import { chmodSync, lstatSync, readdirSync, renameSync, rmdirSync, unlinkSync, type Dirent } from 'node:fs';
import { join } from 'node:path';

import { errorMessage } from './errors.js';

/**
 * Removing a folder a program wrote, which may be hostile: nested 22,000 levels deep (past PATH_MAX, where
 * a recursive remove that holds one descriptor per level runs out of them), stripped of its permissions,
 * full of symlinks that must be removed and never followed. Cleanup must never throw: a failed removal is
 * an outcome the caller may log, not an exception that replaces the run's result or its exit code.
 */
export type RemoveOutcome =
  | { readonly kind: 'removed' }
  | { readonly kind: 'absent' }
  | { readonly kind: 'left'; readonly message: string };

/**
 * A directory deeper than this many levels under the top (or whose path passes this many characters) is
 * moved up to the top of the tree (a rename, same file system) and removed from there: no path handed to
 * the kernel nears PATH_MAX (4096) however deep the tree is, and each lookup walks a few dozen components.
 */
const DEPTH_BUDGET = 48;
const PATH_BUDGET = 3000;

interface Walk {
  readonly root: string;
  failures: number;
  firstFailure?: string;
}

function code(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

/** Runs `step`; on EACCES/EPERM gives `dir` back its owner's rwx and tries once more. */
function withAccess<T>(dir: string, step: () => T): T {
  try {
    return step();
  } catch (error: unknown) {
    if (code(error) !== 'EACCES' && code(error) !== 'EPERM') throw error;
    chmodSync(dir, 0o700);
    return step();
  }
}

function fail(walk: Walk, path: string, error: unknown): void {
  walk.failures += 1;
  walk.firstFailure ??= `${path}: ${errorMessage(error)}`;
}

/** A directory entry whose type the file system did not report (DT_UNKNOWN): only `lstat` can tell. */
function untyped(entry: Dirent): boolean {
  return !(
    entry.isDirectory() ||
    entry.isFile() ||
    entry.isSymbolicLink() ||
    entry.isFIFO() ||
    entry.isSocket() ||
    entry.isCharacterDevice() ||
    entry.isBlockDevice()
  );
}

interface Visit {
  readonly path: string;
  /** Levels below the top or below the place it was moved up to. */
  readonly depth: number;
  cleared: boolean;
}

/** Unlinks the non-directories of `dir` and returns its subdirectories (moved up when too deep). */
function clearFiles(walk: Walk, dir: Visit): Visit[] {
  const entries: Dirent[] = withAccess(dir.path, () => readdirSync(dir.path, { withFileTypes: true }));
  const subdirs: Visit[] = [];
  for (const entry of entries) {
    const path = join(dir.path, entry.name);
    try {
      // The entry's own type (d_type, else lstat), never its target's: a symlink to a directory is unlinked.
      const isDir = entry.isDirectory() || (untyped(entry) && lstatSync(path).isDirectory());
      if (!isDir) {
        withAccess(dir.path, () => unlinkSync(path));
      } else if (dir.depth >= DEPTH_BUDGET || path.length > PATH_BUDGET) {
        const top = join(walk.root, `.removing-${randomBytes(8).toString('hex')}`);
        withAccess(dir.path, () => renameSync(path, top));
        subdirs.push({ path: top, depth: 0, cleared: false });
      } else {
        subdirs.push({ path, depth: dir.depth + 1, cleared: false });
      }
    } catch (error: unknown) {
      if (code(error) !== 'ENOENT') fail(walk, path, error);
    }
  }
  return subdirs;
}

/**
 * Depth first without recursion and without holding a descriptor: each directory is read (opened and
 * closed), its files unlinked, its subdirectories stacked; once they are gone it is removed.
 */
function removeDirectory(walk: Walk): void {
  const stack: Visit[] = [{ path: walk.root, depth: 0, cleared: false }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    if (!top.cleared) {
      top.cleared = true;
      try {
        for (const subdir of clearFiles(walk, top)) stack.push(subdir);
      } catch (error: unknown) {
        if (code(error) !== 'ENOENT') fail(walk, top.path, error);
      }
      continue;
    }
    stack.pop();
    try {
      rmdirSync(top.path);
    } catch (error: unknown) {
      if (code(error) !== 'ENOENT') fail(walk, top.path, error);
    }
  }
}

/** Removes `root` and everything under it; never throws. */
export function removeTree(root: string): RemoveOutcome {
  try {
    let isDir: boolean;
    try {
      isDir = lstatSync(root).isDirectory();
    } catch (error: unknown) {
      if (code(error) === 'ENOENT') return { kind: 'absent' };
      throw error;
    }
    if (!isDir) {
      unlinkSync(root);
      return { kind: 'removed' };
    }
    const walk: Walk = { root, failures: 0 };
    removeDirectory(walk);
    if (walk.failures === 0) return { kind: 'removed' };
    return {
      kind: 'left',
      message: `${walk.failures} entr${walk.failures === 1 ? 'y' : 'ies'} could not be removed, first ${walk.firstFailure ?? ''}`,
    };
  } catch (error: unknown) {
    return { kind: 'left', message: `${root}: ${errorMessage(error)}` };
  }
}
