import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  executeRun,
  parseGenerateOptions
} from "./chunk-UDONBPWY.js";
import "./chunk-OSLDZ434.js";
import {
  loadRepoConfig,
  shellQuote
} from "./chunk-CG2NZQ5Q.js";
import "./chunk-PNT2W6HT.js";
import "./chunk-YK5ZTD3S.js";
import "./chunk-OBM3HYB6.js";
import "./chunk-NANRW4ZB.js";
import "./chunk-WSVZUT6C.js";
import "./chunk-TCS6C75F.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-UNE477HE.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-TOJYU2XC.js";
import "./chunk-FZZY5IOO.js";
import "./chunk-SLCB7XZA.js";
import {
  UsageError,
  UserError
} from "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-7PC4ANSG.js";
import "./chunk-IHLDDTAE.js";
import "./chunk-WDVDZIRV.js";

// src/cli/handlers/edit.ts
import { resolve } from "node:path";

// src/workspace/read-project-files.ts
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
var PROJECT_FILE = /^(?:[^/]+\.ts|Pulumi(?:\.[^/]+)?\.ya?ml|package\.json|tsconfig\.json|\.gitignore)$/;
var SKIPPED_DIRS = /* @__PURE__ */ new Set(["node_modules", "bin", ".git"]);
var MAX_FILES = 200;
var MAX_BYTES = 1e6;
async function walk(root, dir, found) {
  for (const entry of await readdir(join(root, dir), { withFileTypes: true })) {
    const path = dir === "" ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory() && !SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith(".")) {
      await walk(root, path, found);
    } else if (entry.isFile() && !entry.name.endsWith(".d.ts") && (PROJECT_FILE.test(entry.name) || path.endsWith(".ts"))) {
      found.push(path);
    }
    if (found.length > MAX_FILES) {
      throw new UserError(
        `${root} holds more than ${MAX_FILES} project files; give the folder of one Pulumi project`
      );
    }
  }
}
async function readProjectFiles(dir) {
  const isDir = await stat(dir).then(
    (s) => s.isDirectory(),
    () => false
  );
  if (!isDir) throw new UserError(`${dir} is not a folder; give the folder of a Pulumi project`);
  const paths = [];
  await walk(dir, "", paths);
  if (!paths.includes("Pulumi.yaml") || !paths.includes("index.ts")) {
    throw new UserError(
      `${dir} has no Pulumi TypeScript project (Pulumi.yaml and index.ts); to make one run pulumi-gen "<request>" --out ${shellQuote(dir)}`
    );
  }
  const files = /* @__PURE__ */ new Map();
  for (const path of paths.sort()) {
    const full = join(dir, path);
    if ((await stat(full)).size > MAX_BYTES) continue;
    files.set(path, await readFile(full, "utf8"));
  }
  return files;
}

// src/cli/handlers/edit.ts
async function runEdit(context) {
  const [dirArgument, ...words] = context.positionals;
  if (dirArgument === void 0 || dirArgument.trim() === "") {
    throw new UsageError(
      'name the project folder and the change: pulumi-gen edit pulumi-gen-out "add an SQS queue for the uploads"'
    );
  }
  const dir = resolve(context.env.cwd, dirArgument);
  const existingProgram = await readProjectFiles(dir);
  const options = parseGenerateOptions(context, loadRepoConfig(context.env.cwd), {
    dir,
    existingProgram,
    words
  });
  if (options.offline) {
    throw new UsageError(
      "edit needs a model (the offline composer writes new programs only): set OPENAI_API_KEY or OPENAI_BASE_URL, or give --base-url"
    );
  }
  return executeRun(context, options);
}
export {
  runEdit
};
