import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  COMPONENT_PACKAGES
} from "./chunk-IHLDDTAE.js";

// src/snapshot/record-facts.ts
function importAlias(provider) {
  return provider.replace(/-/g, "_");
}
function tsNameOf(provider, module, name) {
  const alias = importAlias(provider);
  return module === "index" ? `${alias}.${name}` : `${alias}.${module}.${name}`;
}
function recordName(record) {
  const dot = record.tsName.lastIndexOf(".");
  return dot < 0 ? record.tsName : record.tsName.slice(dot + 1);
}
function examplePopularity(records) {
  const byName = /* @__PURE__ */ new Map();
  for (const record of records) {
    byName.set(record.tsName, record);
    if (record.provider === "kubernetes") {
      byName.set(record.tsName.replace(/^kubernetes\./, "k8s."), record);
    }
  }
  const counts = /* @__PURE__ */ new Map();
  for (const record of records) {
    const seen = /* @__PURE__ */ new Set();
    for (const example of record.examples) {
      for (const match of example.code.matchAll(/\b([A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)+)\s*\(/g)) {
        const name = (match[1] ?? "").replace(/^new\s+/, "");
        const target = byName.get(name);
        if (target !== void 0 && target.token !== record.token && !seen.has(target.token)) {
          seen.add(target.token);
          counts.set(target.token, (counts.get(target.token) ?? 0) + 1);
        }
      }
    }
  }
  const max = Math.max(1, ...counts.values());
  const out = /* @__PURE__ */ new Map();
  for (const [token, count] of counts) {
    out.set(token, Math.log1p(count) / Math.log1p(max));
  }
  return out;
}
var OWN_TYPE_NAMESPACES = /* @__PURE__ */ new Set(["types", "inputs", "outputs", "enums", "pulumi"]);
var TAKEN_DEPTH = 4;
function foreignResources(type) {
  return [...type.matchAll(/(?<![\w.])([A-Za-z_]\w*)\.([a-z]\w*)\.([A-Z]\w*)/g)].filter((match) => !OWN_TYPE_NAMESPACES.has(match[1] ?? "")).map((match) => `${match[2] ?? ""}.${match[3] ?? ""}`);
}
function madeResources(record) {
  let made = madeCache.get(record);
  if (made === void 0) {
    made = [...new Set(record.outputs.flatMap((output) => foreignResources(output.type)))].sort();
    madeCache.set(record, made);
  }
  return made;
}
var madeCache = /* @__PURE__ */ new WeakMap();
function takenResources(record, types) {
  const taken = /* @__PURE__ */ new Set();
  const seen = /* @__PURE__ */ new Set();
  const visit = (fields, depth) => {
    for (const field of fields) {
      foreignResources(field.type).forEach((name) => taken.add(name));
      for (const ref of depth < TAKEN_DEPTH ? field.typeRefs ?? [] : []) {
        const nested = seen.has(ref) ? void 0 : types.get(ref);
        seen.add(ref);
        if (nested !== void 0) {
          visit(nested.fields, depth + 1);
        }
      }
    }
  };
  visit(record.inputs, 0);
  madeResources(record).forEach((name) => taken.delete(name));
  return [...taken].sort();
}
function builtAround(component, resource) {
  const last = (tsName) => tsName.slice(tsName.lastIndexOf(".") + 1).toLowerCase();
  return last(component).endsWith(last(resource));
}
function moduleName(record) {
  return record.tsName.slice(record.tsName.indexOf(".") + 1);
}
function isComponentRecord(record) {
  return COMPONENT_PACKAGES[record.provider] !== void 0 || madeResources(record).length > 0;
}
function replacementName(record) {
  const named = /\bin favor of\s+`?([A-Za-z_][\w./-]*\.[A-Z]\w*)`?/.exec(record.deprecated ?? "")?.[1];
  if (named === void 0) return void 0;
  const alias = importAlias(record.provider);
  const bare = named.startsWith(`${alias}.`) ? named.slice(alias.length + 1) : named;
  const name = bare.slice(bare.lastIndexOf(".") + 1);
  const path = bare.slice(0, bare.lastIndexOf("."));
  const module = path.includes("/") ? path.slice(0, path.indexOf("/")) : path;
  return module === "" ? void 0 : tsNameOf(record.provider, module, name);
}

export {
  importAlias,
  tsNameOf,
  recordName,
  examplePopularity,
  madeResources,
  takenResources,
  builtAround,
  moduleName,
  isComponentRecord,
  replacementName
};
