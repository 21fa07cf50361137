import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { GeneratedFile } from '../shared/project.js';
import { UserError } from '../shared/errors.js';
import { shellQuote } from '../shared/shell-quote.js';

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

/** The error's code and message as one short phrase: `EACCES: permission denied`. */
function reason(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  return code !== undefined
    ? `${code}: ${message.replace(/^\w+: /, '').replace(/,.*$/, '')}`
    : String(message);
}

/**
 * Whether a folder can be made inside `dir`, by making one and removing it: `access(W_OK)` says yes for root
 * on read-only mounts and pseudo file systems (`/proc`), where the real write fails at the end of a run.
 */
async function probeWrite(dir: string): Promise<string | undefined> {
  try {
    await rm(await mkdtemp(join(dir, '.pulumi-gen-probe-')), { recursive: true, force: true });
    return undefined;
  } catch (error) {
    return reason(error);
  }
}

/** The nearest folder at or above `path` that exists, or the file that stands in the way. */
async function nearestExisting(
  path: string,
): Promise<{ readonly path: string; readonly isDirectory: boolean }> {
  let current = path;
  for (;;) {
    const found = await statOrUndefined(current);
    if (found !== undefined) return { path: current, isDirectory: found.isDirectory() };
    const up = dirname(current);
    if (up === current) return { path: current, isDirectory: true };
    current = up;
  }
}

/**
 * Checks, before any pipeline work, that the project can be written to `outDir`: it is a folder (or can be
 * made in the nearest existing parent), a folder can really be made there, and it is empty unless `force`
 * says to update it. Throws a {@link UserError} naming the next step; a run that would fail at the end must
 * not start.
 */
export async function checkOutputDir(outDir: string, force: boolean): Promise<void> {
  const target = await statOrUndefined(outDir);
  if (target !== undefined && !target.isDirectory()) {
    throw new UserError(`--out ${outDir} is a file, not a folder; choose a folder with --out DIR`);
  }
  if (target !== undefined) {
    const entries = await readdir(outDir);
    if (entries.length > 0 && !force) {
      const project = entries.includes('Pulumi.yaml');
      const what = project
        ? 'holds a Pulumi project (an earlier run?)'
        : `is not empty (${entries.length} entr${entries.length === 1 ? 'y' : 'ies'})`;
      const edit = project
        ? `, or change that project with 'pulumi-gen edit ${shellQuote(outDir)} "<change>"'`
        : '';
      throw new UserError(
        `--out ${outDir} ${what}: write this one elsewhere with --out DIR, or update its files with --force${edit}`,
      );
    }
  }
  const parent =
    target !== undefined ? { path: outDir, isDirectory: true } : await nearestExisting(dirname(outDir));
  if (!parent.isDirectory) {
    throw new UserError(`cannot create --out ${outDir}: ${parent.path} is a file; choose another --out DIR`);
  }
  const failed = await probeWrite(parent.path);
  if (failed !== undefined) {
    throw new UserError(
      `cannot write --out ${outDir}: ${parent.path} refuses new folders (${failed}); choose another --out DIR`,
    );
  }
}

/**
 * Checks that a folder the run needs (the cache, the temp folder) can be written, before any pipeline work,
 * so a misconfigured one is one line that names the setting to change, not a raw EACCES. A folder that does
 * not exist yet is checked at its nearest existing parent (never `mkdir -p`, which spins on `/proc`).
 */
export async function checkWorkingDir(dir: string, what: string, fix: string): Promise<void> {
  const existing = await nearestExisting(dir);
  if (!existing.isDirectory) {
    throw new UserError(`cannot create the ${what} ${dir}: ${existing.path} is a file; ${fix}`);
  }
  const failed = await probeWrite(existing.path);
  if (failed !== undefined) throw new UserError(`cannot write to the ${what} ${dir} (${failed}); ${fix}`);
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
