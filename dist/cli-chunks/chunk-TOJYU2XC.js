import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  analyse,
  splitIdentifier
} from "./chunk-7PC4ANSG.js";
import {
  memoByObject,
  memoByString
} from "./chunk-IHLDDTAE.js";

// src/plan/input-slots.ts
var MAX_DEPTH = 4;
var cache = /* @__PURE__ */ new WeakMap();
function inputSlots(snapshot, record) {
  const cached = cache.get(record);
  if (cached !== void 0) return cached;
  const out = walkSlots(snapshot, record, MAX_DEPTH);
  cache.set(record, out);
  return out;
}
var KIND_DEPTH = 7;
var deepCache = /* @__PURE__ */ new WeakMap();
function deepSlotsTaking(snapshot, record, takes) {
  const byPattern = deepCache.get(record) ?? /* @__PURE__ */ new Map();
  deepCache.set(record, byPattern);
  const key = `${takes.source}/${takes.flags}`;
  const cached = byPattern.get(key);
  if (cached !== void 0) return cached;
  const found = walkSlots(snapshot, record, KIND_DEPTH).filter(
    (slot) => slot.path.split(".").length > MAX_DEPTH && takes.test(slot.input.name)
  );
  byPattern.set(key, found);
  return found;
}
function walkSlots(snapshot, record, maxDepth) {
  const out = [];
  const walk = (inputs, parent, depth, seen) => {
    for (const input of inputs) {
      if (input.deprecated !== void 0) continue;
      const path = parent === "" ? input.name : `${parent}.${input.name}`;
      out.push({ path, input, parent });
      if (depth >= maxDepth) continue;
      for (const ref of input.typeRefs ?? []) {
        if (!ref.startsWith("inputs.") || seen.has(ref)) continue;
        const nested = snapshot.nestedType(record.provider, ref);
        if (nested !== void 0) walk(nested.fields, path, depth + 1, /* @__PURE__ */ new Set([...seen, ref]));
      }
    }
  };
  walk(record.inputs, "", 1, /* @__PURE__ */ new Set());
  return out;
}
var PLAIN_DEPTH = 3;
function deepSlotSaid(slot, near) {
  return deepPathSaid(slot.path, near);
}
function deepPathSaid(path, near) {
  if (path.split(".").length <= PLAIN_DEPTH) return true;
  return blockSaid(path, near);
}
function blockSaid(path, near) {
  return blockWords(path).some((word) => near.has(word));
}
var blockWords = memoByString(
  (path) => analyse(splitIdentifier(path.split(".").at(-2) ?? "").join(" "))
);
function listBinds(slot) {
  return slot.input.validValuesComplete === true && !/\bstring\s*\|\s*enums\.|\benums\.[\w.]+\s*\|\s*string\b/.test(slot.input.type);
}
var MAP_TYPE = /^(?:pulumi\.Input<)?\{\s*\[key: string\]/;
function slotAccepts(slot, value) {
  const type = slot.input.type;
  if (MAP_TYPE.test(type)) return false;
  if (typeof value === "number")
    return (/\bnumber\b/.test(type) || /\bstring\b/.test(type)) && inDocRange(slot.input.doc, value);
  if (typeof value === "boolean") return /\bboolean\b/.test(type);
  if (takesDocument(slot) && !/^\s*[{[]/.test(value)) return false;
  return /\bstring\b/.test(type) || /\benums\./.test(type);
}
var DOC_RANGE = /\b(?:must be|between|valid values?(?: are)?:?|values? (?:from|of)|range(?: is)?:?)\s+(?:between\s+)?`?(\d+)`?\s*(?:and|to|-|–)\s*`?(\d+)`?(?![\d`]|\s*(?:characters|chars|bytes|letters|digits)\b)/i;
function inDocRange(doc, value) {
  return value <= docTop(doc);
}
var docTop = memoByString((doc) => {
  const range = DOC_RANGE.exec(doc);
  const low = Number(range?.[1]);
  const high = Number(range?.[2]);
  return range !== null && low < high ? high : Number.POSITIVE_INFINITY;
});
function takesDocument(slot) {
  return /polic(?:y|ies)$/i.test(slot.input.name) && /PolicyDocument|\bJSON\b/.test(`${slot.input.type} ${slot.input.doc}`);
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
  const enumerates = /\bone of\b|\b(?:valid|possible|allowed|supported) (?:values?|items?|options?)\b|\bcan be\b|\bsuch as\b|\(`[^`]+`\s*,/i.test(
    doc
  );
  const fromDoc = enumerates ? [...doc.matchAll(/`([^`\s]{2,40})`/g)].map((m) => unquote(m[1] ?? "")) : [];
  return [.../* @__PURE__ */ new Set([...listed, ...fromDoc.length >= 2 ? fromDoc : []])].filter((v) => v !== "");
}

// src/plan/input-path.ts
function withoutListLevels(path) {
  return path.replace(/\[[^\]]*\]/g, "").split(".").filter((part) => part !== "" && !/^\d+$/.test(part) && part !== "*").join(".");
}
function isMap(input) {
  return /\{\s*\[key: string\]/.test(input.type) || /\bRecord<string,/.test(input.type);
}
function fieldsOf(snapshot, provider, input) {
  for (const ref of input.typeRefs ?? []) {
    const nested = ref.startsWith("inputs.") ? snapshot.nestedType(provider, ref) : void 0;
    if (nested !== void 0 && nested.fields.length > 0) return nested.fields;
  }
  return [];
}
function replacementOf(message, siblings, own) {
  const words = message.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
  const named = siblings.filter(
    (s) => s.name !== own && s.deprecated === void 0 && words.some((w) => s.name === w || s.name === `${w}s`)
  );
  return named[0]?.name;
}
function suggestionsFor(snapshot, record, path, found) {
  const last = path.slice(path.lastIndexOf(".") + 1).toLowerCase();
  const slots = inputSlots(snapshot, record).map((slot) => slot.path);
  const named = (p) => p.slice(p.lastIndexOf(".") + 1).toLowerCase();
  const under = found === "" ? slots : slots.filter((p) => p.startsWith(`${found}.`));
  const sameName = slots.filter((p) => named(p) === last);
  const nearUnder = under.filter((p) => named(p).includes(last) || last.includes(named(p)));
  const nearAnywhere = slots.filter((p) => named(p).includes(last));
  return [.../* @__PURE__ */ new Set([...sameName, ...nearUnder, ...nearAnywhere])].slice(0, 8);
}
function checkInputPath(snapshot, record, raw) {
  const path = withoutListLevels(raw);
  const parts = path.split(".");
  let fields = record.inputs;
  let deprecated;
  let leaf;
  for (const [i, part] of parts.entries()) {
    const field = fields.find((f) => f.name === part);
    const reached = parts.slice(0, i).join(".");
    if (field === void 0) {
      return { kind: "missing", path, suggestions: suggestionsFor(snapshot, record, path, reached) };
    }
    if (field.deprecated !== void 0 && deprecated === void 0) {
      const replacement = replacementOf(field.deprecated, fields, field.name);
      const at = reached === "" ? "" : `${reached}.`;
      deprecated = {
        message: field.deprecated,
        ...replacement === void 0 ? {} : { replacement: `${at}${replacement}` }
      };
    }
    leaf = field;
    if (i === parts.length - 1) break;
    const nested = fieldsOf(snapshot, record.provider, field);
    if (nested.length === 0) {
      if (isMap(field) && i === parts.length - 2) break;
      return { kind: "missing", path, suggestions: suggestionsFor(snapshot, record, path, reached) };
    }
    fields = nested;
  }
  if (leaf === void 0) return { kind: "missing", path, suggestions: [] };
  return { kind: "found", path, leaf, ...deprecated === void 0 ? {} : { deprecated } };
}

export {
  inputSlots,
  deepSlotsTaking,
  deepSlotSaid,
  deepPathSaid,
  blockSaid,
  listBinds,
  slotAccepts,
  slotValues,
  withoutListLevels,
  checkInputPath
};
