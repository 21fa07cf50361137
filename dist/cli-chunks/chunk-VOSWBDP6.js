import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  errorMessage
} from "./chunk-4SIQRMZG.js";

// src/verify/preview/cloud-credentials.ts
var CREDENTIAL_VARIABLE = /^(?:AWS_[A-Z0-9_]+|ARM_[A-Z0-9_]+|AZURE_[A-Z0-9_]+|GOOGLE_[A-Z0-9_]+|CLOUDSDK_[A-Z0-9_]+|KUBECONFIG|DIGITALOCEAN_[A-Z0-9_]+|CLOUDFLARE_[A-Z0-9_]+)$/;
function pickCloudCredentials(env) {
  const picked = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== void 0 && value !== "" && CREDENTIAL_VARIABLE.test(name)) {
      picked[name] = value;
    }
  }
  return picked;
}

// src/shared/remove-tree.ts
import { randomBytes } from "node:crypto";
import { chmodSync, lstatSync, readdirSync, renameSync, rmdirSync, unlinkSync } from "node:fs";
import { join } from "node:path";
var DEPTH_BUDGET = 48;
var PATH_BUDGET = 3e3;
function code(error) {
  return typeof error === "object" && error !== null && "code" in error ? String(error.code) : void 0;
}
function withAccess(dir, step) {
  try {
    return step();
  } catch (error) {
    if (code(error) !== "EACCES" && code(error) !== "EPERM") throw error;
    chmodSync(dir, 448);
    return step();
  }
}
function fail(walk, path, error) {
  walk.failures += 1;
  walk.firstFailure ??= `${path}: ${errorMessage(error)}`;
}
function untyped(entry) {
  return !(entry.isDirectory() || entry.isFile() || entry.isSymbolicLink() || entry.isFIFO() || entry.isSocket() || entry.isCharacterDevice() || entry.isBlockDevice());
}
function clearFiles(walk, dir) {
  const entries = withAccess(dir.path, () => readdirSync(dir.path, { withFileTypes: true }));
  const subdirs = [];
  for (const entry of entries) {
    const path = join(dir.path, entry.name);
    try {
      const isDir = entry.isDirectory() || untyped(entry) && lstatSync(path).isDirectory();
      if (!isDir) {
        withAccess(dir.path, () => unlinkSync(path));
      } else if (dir.depth >= DEPTH_BUDGET || path.length > PATH_BUDGET) {
        const top = join(walk.root, `.removing-${randomBytes(8).toString("hex")}`);
        withAccess(dir.path, () => renameSync(path, top));
        subdirs.push({ path: top, depth: 0, cleared: false });
      } else {
        subdirs.push({ path, depth: dir.depth + 1, cleared: false });
      }
    } catch (error) {
      if (code(error) !== "ENOENT") fail(walk, path, error);
    }
  }
  return subdirs;
}
function removeDirectory(walk) {
  const stack = [{ path: walk.root, depth: 0, cleared: false }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    if (!top.cleared) {
      top.cleared = true;
      try {
        for (const subdir of clearFiles(walk, top)) stack.push(subdir);
      } catch (error) {
        if (code(error) !== "ENOENT") fail(walk, top.path, error);
      }
      continue;
    }
    stack.pop();
    try {
      rmdirSync(top.path);
    } catch (error) {
      if (code(error) !== "ENOENT") fail(walk, top.path, error);
    }
  }
}
function removeTree(root) {
  try {
    let isDir;
    try {
      isDir = lstatSync(root).isDirectory();
    } catch (error) {
      if (code(error) === "ENOENT") return { kind: "absent" };
      throw error;
    }
    if (!isDir) {
      unlinkSync(root);
      return { kind: "removed" };
    }
    const walk = { root, failures: 0 };
    removeDirectory(walk);
    if (walk.failures === 0) return { kind: "removed" };
    return {
      kind: "left",
      message: `${walk.failures} entr${walk.failures === 1 ? "y" : "ies"} could not be removed, first ${walk.firstFailure ?? ""}`
    };
  } catch (error) {
    return { kind: "left", message: `${root}: ${errorMessage(error)}` };
  }
}

export {
  pickCloudCredentials,
  removeTree
};
