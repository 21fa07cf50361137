import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  packageRoot
} from "./chunk-UNE477HE.js";

// src/shared/package-version.ts
import { readFileSync } from "node:fs";
import { join } from "node:path";
function packageVersion() {
  const manifest = JSON.parse(readFileSync(join(packageRoot(), "package.json"), "utf8"));
  return manifest.version;
}

export {
  packageVersion
};
