import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  memoByObject
} from "./chunk-S3SEN2HJ.js";

// src/plan/input-slots.ts
var MAX_DEPTH = 3;
var cache = /* @__PURE__ */ new WeakMap();
function inputSlots(snapshot, record) {
  const cached = cache.get(record);
  if (cached !== void 0) return cached;
  const out = [];
  const walk = (inputs, parent, depth, seen) => {
    for (const input of inputs) {
      if (input.deprecated !== void 0) continue;
      const path = parent === "" ? input.name : `${parent}.${input.name}`;
      out.push({ path, input, parent });
      if (depth >= MAX_DEPTH) continue;
      for (const ref of input.typeRefs ?? []) {
        if (!ref.startsWith("inputs.") || seen.has(ref)) continue;
        const nested = snapshot.nestedType(record.provider, ref);
        if (nested !== void 0) walk(nested.fields, path, depth + 1, /* @__PURE__ */ new Set([...seen, ref]));
      }
    }
  };
  walk(record.inputs, "", 1, /* @__PURE__ */ new Set());
  cache.set(record, out);
  return out;
}
function slotAccepts(slot, value) {
  const type = slot.input.type;
  if (typeof value === "number") return /\bnumber\b/.test(type) || /\bstring\b/.test(type);
  if (typeof value === "boolean") return /\bboolean\b/.test(type);
  return /\bstring\b/.test(type) || /\benums\./.test(type);
}
var unquote = (value) => value.replace(/^\\?["']|\\?["']$/g, "");
function slotValues(slot, listedOnly = false) {
  const both = valuesOf(slot);
  return listedOnly ? both.listed : both.all;
}
var valuesOf = memoByObject((slot) => ({
  listed: Object.freeze(readSlotValues(slot, true)),
  all: Object.freeze(readSlotValues(slot, false))
}));
function readSlotValues(slot, listedOnly) {
  const listed = (slot.input.validValues ?? []).map(unquote);
  if (listedOnly || slot.input.validValuesComplete === true) return listed;
  const doc = slot.input.doc;
  const enumerates = /\bone of\b|\bvalid values?\b|\bcan be\b|\bsuch as\b|\(`[^`]+`\s*,/i.test(doc);
  const fromDoc = enumerates ? [...doc.matchAll(/`([^`\s]{2,40})`/g)].map((m) => unquote(m[1] ?? "")) : [];
  return [.../* @__PURE__ */ new Set([...listed, ...fromDoc.length >= 2 ? fromDoc : []])].filter((v) => v !== "");
}

export {
  inputSlots,
  slotAccepts,
  slotValues
};
