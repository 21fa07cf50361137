import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  MANIFEST_FILE
} from "./chunk-TJVHSDNF.js";

// src/snapshot/manifest-file.ts
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
function sha256(data) {
  return createHash("sha256").update(data).digest("hex");
}
function sortedObject(entries) {
  const out = {};
  for (const [key, value] of [...entries].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)) {
    out[key] = value;
  }
  return out;
}
function canonical(value) {
  if (Array.isArray(value)) {
    return value.map(canonical);
  }
  if (value !== null && typeof value === "object") {
    return sortedObject(
      Object.entries(value).map(([k, v]) => [k, canonical(v)])
    );
  }
  return value;
}
function writeManifest(dir, manifest) {
  writeFileSync(join(dir, MANIFEST_FILE), `${JSON.stringify(canonical(manifest), null, 2)}
`);
}

// src/snapshot/types.ts
var SNAPSHOT_FORMAT_VERSION = 1;

export {
  sha256,
  sortedObject,
  canonical,
  writeManifest,
  SNAPSHOT_FORMAT_VERSION
};
