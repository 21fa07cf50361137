import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package root, found by walking up from this module. Sources (src/shared), the CLI bundle (dist/) and
 * the action bundle (dist/) sit at different depths, so a fixed relative path would break in one of them.
 */
export function packageRoot(from: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from);
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'registry-snapshot'))) {
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) {
      throw new Error(`cannot find the pulumi-gen package root above ${from}`);
    }
    dir = parent;
  }
}

/** The snapshot that ships with the package. */
export function defaultSnapshotDir(): string {
  return join(packageRoot(), 'registry-snapshot');
}
