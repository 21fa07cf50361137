import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);

// src/shared/paths.ts
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
function packageRoot(from = fileURLToPath(import.meta.url)) {
  let dir = dirname(from);
  for (; ; ) {
    if (existsSync(join(dir, "package.json")) && existsSync(join(dir, "registry-snapshot"))) {
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) {
      throw new Error(`cannot find the pulumi-gen package root above ${from}`);
    }
    dir = parent;
  }
}
function defaultSnapshotDir() {
  return join(packageRoot(), "registry-snapshot");
}

export {
  packageRoot,
  defaultSnapshotDir
};
