import { copyFile, link, mkdir, readdir, readlink, symlink } from 'node:fs/promises';
import { join } from 'node:path';

/** How many file links are in flight at once: enough to hide the syscall latency, few enough for fd limits. */
const CONCURRENCY = 64;

/**
 * Recreates a directory tree at `to` with every file hard-linked to its original: no data is copied, and
 * the new tree's real path is its own, so Node resolves modules from it exactly as from an `npm install`
 * (symlinked packages would resolve from the store and need the store inside every sandbox). Falls back
 * to copying where the file system refuses links (another device).
 */
export async function linkTree(from: string, to: string): Promise<number> {
  const files: Array<[string, string]> = [];
  const symlinks: Array<[string, string]> = [];
  const walk = async (src: string, dst: string) => {
    await mkdir(dst, { recursive: true });
    const entries = await readdir(src, { withFileTypes: true });
    await Promise.all(
      entries.map(async (entry) => {
        const s = join(src, entry.name);
        const d = join(dst, entry.name);
        if (entry.isDirectory()) await walk(s, d);
        else if (entry.isSymbolicLink()) symlinks.push([await readlink(s), d]);
        else if (entry.isFile()) files.push([s, d]);
      }),
    );
  };
  await walk(from, to);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const [src, dst] = files[next++]!;
      await link(src, dst).catch(async (error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
        await copyFile(src, dst);
      });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  for (const [target, path] of symlinks) await symlink(target, path).catch(() => undefined);
  return files.length;
}
