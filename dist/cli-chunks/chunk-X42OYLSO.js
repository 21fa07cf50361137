import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  openSnapshot
} from "./chunk-FXKNSDHB.js";
import {
  sha256,
  writeManifest
} from "./chunk-7NB5FJPU.js";
import {
  MANIFEST_FILE,
  PROGRAM_USAGE_FILE
} from "./chunk-TJVHSDNF.js";
import {
  countInputUsage,
  decodeUsage,
  snapshotSchema,
  usageEntries
} from "./chunk-IT7BPJE5.js";

// src/search/program-usage.ts
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
function decodeProgramUsage(data) {
  const file = JSON.parse(new TextDecoder().decode(data));
  return decodeUsage(file.usage);
}
function readProgramUsage(snapshot) {
  if (snapshot.manifest.checksums[PROGRAM_USAGE_FILE] === void 0) return void 0;
  return decodeProgramUsage(snapshot.readDataFile(PROGRAM_USAGE_FILE));
}
function writeProgramUsage(dir, programs) {
  const usage = countInputUsage(programs, snapshotSchema(openSnapshot(dir)));
  const file = { programs: programs.length, usage: usageEntries(usage) };
  const data = new TextEncoder().encode(`${JSON.stringify(file)}
`);
  const target = join(dir, PROGRAM_USAGE_FILE);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, data);
  const manifest = JSON.parse(readFileSync(join(dir, MANIFEST_FILE), "utf8"));
  writeManifest(dir, {
    ...manifest,
    checksums: { ...manifest.checksums, [PROGRAM_USAGE_FILE]: sha256(data) }
  });
  return usage.size;
}

export {
  decodeProgramUsage,
  readProgramUsage,
  writeProgramUsage
};
