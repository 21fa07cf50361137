import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { GeneratedFile } from '../pipeline/types.js';

/**
 * Writes the project to `outDir` so that no file is ever seen half-written: everything is staged in a
 * sibling directory first. A new `outDir` appears in one rename; into an existing one each file is renamed
 * into place (other files there are left alone).
 */
export async function writeProjectAtomically(outDir: string, files: readonly GeneratedFile[]): Promise<void> {
  const parent = dirname(outDir);
  await mkdir(parent, { recursive: true });
  const staging = await mkdtemp(join(parent, `.${basename(outDir)}.tmp-`));
  try {
    for (const file of files) {
      const path = join(staging, file.path);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, file.content);
    }
    if (!existsSync(outDir)) {
      await rename(staging, outDir);
      return;
    }
    for (const file of files) {
      const target = join(outDir, file.path);
      await mkdir(dirname(target), { recursive: true });
      await rename(join(staging, file.path), target);
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
