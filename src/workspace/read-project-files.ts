import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { UserError } from '../shared/errors.js';
import { shellQuote } from '../shared/shell-quote.js';

/** The files of a project an edit reads: its programs and its Pulumi, npm and compiler settings. */
const PROJECT_FILE = /^(?:[^/]+\.ts|Pulumi(?:\.[^/]+)?\.ya?ml|package\.json|tsconfig\.json|\.gitignore)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'bin', '.git']);
const MAX_FILES = 200;
const MAX_BYTES = 1_000_000;

async function walk(root: string, dir: string, found: string[]): Promise<void> {
  for (const entry of await readdir(join(root, dir), { withFileTypes: true })) {
    const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory() && !SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) {
      await walk(root, path, found);
    } else if (
      entry.isFile() &&
      !entry.name.endsWith('.d.ts') &&
      (PROJECT_FILE.test(entry.name) || path.endsWith('.ts'))
    ) {
      found.push(path);
    }
    if (found.length > MAX_FILES) {
      throw new UserError(
        `${root} holds more than ${MAX_FILES} project files; give the folder of one Pulumi project`,
      );
    }
  }
}

/**
 * A Pulumi TypeScript project on disk as path → content (what `pulumi-gen edit` changes), or one line saying why the
 * folder is not one. `node_modules`, `bin` and dot folders are left out.
 */
export async function readProjectFiles(dir: string): Promise<ReadonlyMap<string, string>> {
  const isDir = await stat(dir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!isDir) throw new UserError(`${dir} is not a folder; give the folder of a Pulumi project`);
  const paths: string[] = [];
  await walk(dir, '', paths);
  if (!paths.includes('Pulumi.yaml') || !paths.includes('index.ts')) {
    throw new UserError(
      `${dir} has no Pulumi TypeScript project (Pulumi.yaml and index.ts); to make one run pulumi-gen "<request>" --out ${shellQuote(dir)}`,
    );
  }
  const files = new Map<string, string>();
  for (const path of paths.sort()) {
    const full = join(dir, path);
    if ((await stat(full)).size > MAX_BYTES) continue;
    files.set(path, await readFile(full, 'utf8'));
  }
  return files;
}
