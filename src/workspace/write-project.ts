import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { GeneratedFile } from '../shared/project.js';
import { UserError } from '../shared/errors.js';

/** What writing a file did to the output folder, shown after `--force` so an overwrite is never silent. */
export interface FileChange {
  readonly path: string;
  readonly change: 'created' | 'updated' | 'unchanged';
}

async function statOrUndefined(path: string): Promise<Awaited<ReturnType<typeof stat>> | undefined> {
  try {
    return await stat(path);
  } catch {
    return undefined;
  }
}

async function writable(path: string): Promise<boolean> {
  try {
    await access(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks, before any pipeline work, that the project can be written to `outDir`: it is a folder (or can be
 * made in the nearest existing parent), it is writable, and it is empty unless `force` says to update it.
 * Throws a {@link UserError} naming the next step; a run that would fail at the end must not start.
 */
export async function checkOutputDir(outDir: string, force: boolean): Promise<void> {
  const target = await statOrUndefined(outDir);
  if (target !== undefined) {
    if (!target.isDirectory()) {
      throw new UserError(`--out ${outDir} is a file, not a folder; choose a folder with --out DIR`);
    }
    if (!(await writable(outDir))) {
      throw new UserError(`--out ${outDir} is not writable; choose another folder with --out DIR`);
    }
    const entries = await readdir(outDir);
    if (entries.length > 0 && !force) {
      throw new UserError(
        `--out ${outDir} is not empty (${entries.length} entr${entries.length === 1 ? 'y' : 'ies'}); pass --force to update its files, or choose another folder with --out DIR`,
      );
    }
    return;
  }
  let parent = dirname(outDir);
  for (;;) {
    const found = await statOrUndefined(parent);
    if (found !== undefined) {
      if (!found.isDirectory()) {
        throw new UserError(`cannot create --out ${outDir}: ${parent} is a file; choose another --out DIR`);
      }
      if (!(await writable(parent))) {
        throw new UserError(
          `cannot create --out ${outDir}: ${parent} is not writable; choose another --out DIR`,
        );
      }
      return;
    }
    const up = dirname(parent);
    if (up === parent) return;
    parent = up;
  }
}

async function changeOf(target: string, content: string): Promise<FileChange['change']> {
  try {
    return (await readFile(target, 'utf8')) === content ? 'unchanged' : 'updated';
  } catch {
    return 'created';
  }
}

/**
 * Writes the project to `outDir` so that no file is ever seen half-written: everything is staged in a
 * sibling directory first. A new `outDir` appears in one rename; into an existing one each changed file is
 * renamed into place (unchanged files are not touched, other files there are left alone). Folders and files
 * get the usual permissions (the umask applies): `mkdtemp` would make the project `drwx------`.
 */
export async function writeProjectAtomically(
  outDir: string,
  files: readonly GeneratedFile[],
): Promise<readonly FileChange[]> {
  const parent = dirname(outDir);
  await mkdir(parent, { recursive: true });
  const staging = join(parent, `.${basename(outDir)}.tmp-${randomBytes(6).toString('hex')}`);
  await mkdir(staging);
  try {
    for (const file of files) {
      const path = join(staging, file.path);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, file.content);
    }
    if ((await statOrUndefined(outDir)) === undefined) {
      await rename(staging, outDir);
      return files.map((file) => ({ path: file.path, change: 'created' }));
    }
    const changes: FileChange[] = [];
    for (const file of files) {
      const target = join(outDir, file.path);
      const change = await changeOf(target, file.content);
      if (change !== 'unchanged') {
        await mkdir(dirname(target), { recursive: true });
        await rename(join(staging, file.path), target);
      }
      changes.push({ path: file.path, change });
    }
    return changes;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
