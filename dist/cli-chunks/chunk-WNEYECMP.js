import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);

// src/store/store-layout.ts
import { createHash } from "node:crypto";
import { join } from "node:path";
var BASE_PACKAGE = "@pulumi/pulumi";
var MANIFEST_FILE = "store.json";
var LAST_USED_FILE = ".last-used";
function storeLayout(root) {
  const unitsDir = join(root, "units");
  const combosDir = join(root, "combos");
  return {
    root,
    unitsDir,
    combosDir,
    tmpDir: join(root, "tmp"),
    unitId(pkg, pulumiVersion) {
      const id = `${pkg.name.replace("/", "+")}@${pkg.version}`;
      return pkg.name === BASE_PACKAGE ? id : `${id}_pulumi@${pulumiVersion}`;
    },
    unitDir: (id) => join(unitsDir, id),
    comboKey: (unitIds) => createHash("sha256").update([...unitIds].sort().join("\n")).digest("hex").slice(0, 16),
    comboDir: (key) => join(combosDir, key)
  };
}
function defaultStoreDir(cacheDir) {
  return join(cacheDir, "store");
}

export {
  BASE_PACKAGE,
  MANIFEST_FILE,
  LAST_USED_FILE,
  storeLayout,
  defaultStoreDir
};
