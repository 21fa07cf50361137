import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  programKnowledge
} from "./chunk-C5HLSNTV.js";
import {
  memoByObject
} from "./chunk-RA3WSDDA.js";

// src/plan/draft.ts
var EMPTY_DRAFT = { components: [], relations: [], config: [], notes: [] };
function updated(draft, id, change) {
  return { ...draft, components: draft.components.map((c) => c.id === id ? change(c) : c) };
}
function applyEdit(draft, edit, rule) {
  switch (edit.kind) {
    case "add":
      return { ...draft, components: [...draft.components, { ...edit.component, rule }] };
    case "mention":
      return updated(draft, edit.id, (c) => ({
        ...c,
        count: Math.max(c.count, edit.count),
        sentences: /* @__PURE__ */ new Set([...c.sentences, ...edit.sentences])
      }));
    case "replace":
      return updated(draft, edit.id, (c) => ({ ...c, record: edit.record, alternatives: /* @__PURE__ */ new Set(), rule }));
    case "remove":
      return { ...draft, components: draft.components.filter((c) => c.id !== edit.id) };
    case "existing": {
      const component = draft.components.find((c) => c.id === edit.id);
      if (component === void 0) return draft;
      const span = component.spans[0];
      const thing = {
        token: component.record.token,
        text: edit.text,
        ...span === void 0 ? {} : { span },
        rule
      };
      return {
        ...draft,
        components: draft.components.filter((c) => c.id !== edit.id),
        existing: [...draft.existing ?? [], thing]
      };
    }
    case "alternative":
      return updated(draft, edit.id, (c) => ({
        ...c,
        alternatives: /* @__PURE__ */ new Set([...c.alternatives, edit.alternative])
      }));
    case "value":
      return updated(
        draft,
        edit.id,
        (c) => c.values.some((v) => v.input === edit.value.input && v.value === edit.value.value) ? c : { ...c, values: [...c.values, { ...edit.value, rule }] }
      );
    case "relate":
      return { ...draft, relations: [...draft.relations, { ...edit.relation, rule }] };
    case "config":
      return { ...draft, config: [...draft.config, { ...edit.config, rule }] };
    case "note":
      return { ...draft, notes: [...draft.notes, edit.text] };
  }
}
var DraftEdits = class {
  edits = [];
  current;
  constructor(draft) {
    this.current = draft;
  }
  get components() {
    return this.current.components;
  }
  get draft() {
    return this.current;
  }
  byId(id) {
    return this.current.components.find((c) => c.id === id);
  }
  apply(edit) {
    this.current = applyEdit(this.current, edit, "");
    this.edits.push(edit);
  }
  add(component) {
    this.apply({ kind: "add", component });
  }
};
function finishComponent(draft) {
  return {
    id: draft.id,
    token: draft.record.token,
    role: draft.role,
    origin: draft.origin,
    count: draft.count,
    values: draft.values,
    alternatives: [...draft.alternatives],
    ...draft.spans.length > 0 ? { spans: draft.spans } : {},
    ...draft.rule === "" ? {} : { rule: draft.rule },
    ...draft.companionOf === void 0 ? {} : { companionOf: draft.companionOf }
  };
}

// src/plan/counted-wiring.ts
var WIRING_SUPPORT = 3;
function countedInput(snapshot, owner, target) {
  const dependents = programKnowledge(snapshot)?.resources[target]?.dependents ?? [];
  return dependents.find((d) => d.token === owner && d.support >= WIRING_SUPPORT);
}
function related(draft, a, b) {
  return draft.relations.some(
    (r) => r.from === a.id && r.to === b.id || r.from === b.id && r.to === a.id
  );
}
var countedWiring = {
  id: "counted-wiring",
  phase: "settle",
  run(draft, _request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const owner of draft.components) {
      for (const target of draft.components) {
        if (owner.id === target.id || owner.record.token === target.record.token) continue;
        if (owner.origin === "plumbing" && !(owner.companionOf ?? []).includes(target.id)) continue;
        if (related(work.draft, owner, target)) continue;
        const wiring = countedInput(snapshot, owner.record.token, target.record.token);
        if (wiring === void 0) continue;
        const on = (input) => input === wiring.input || input.startsWith(`${wiring.input}.`);
        if (owner.values.some((v) => on(v.input))) continue;
        if (work.draft.relations.some((r) => r.from === owner.id && r.via !== void 0 && on(r.via)))
          continue;
        work.apply({
          kind: "relate",
          relation: {
            from: owner.id,
            to: target.id,
            // With the output programs give it: an origin's `domainName` takes a bucket's regional domain
            // name, not the id the schemas' naming would pick.
            via: wiring.input,
            output: wiring.output,
            text: `${owner.role} \u2192 ${target.role} (${wiring.input})`
          }
        });
      }
    }
    return work.edits;
  }
};

// src/plan/provider-wiring.ts
var PROVIDER_PREFIX = "pulumi:providers:";
function packageOf(token) {
  return token.startsWith(PROVIDER_PREFIX) ? token.slice(PROVIDER_PREFIX.length) : token.split(":")[0] ?? "";
}
function takenInput(provider, resource) {
  const outputs = resource.outputs.map((o) => o.name.toLowerCase());
  return provider.inputs.map((i) => i.name).filter((name) => outputs.some((output) => output.startsWith(name.toLowerCase()))).sort((a, b) => b.length - a.length)[0];
}
var providerWiring = {
  id: "provider-wiring",
  phase: "wiring",
  run(draft) {
    const work = new DraftEdits(draft);
    for (const provider of draft.components) {
      if (!provider.record.token.startsWith(PROVIDER_PREFIX)) continue;
      const best = draft.components.filter((source) => packageOf(source.record.token) !== packageOf(provider.record.token)).flatMap((source) => {
        const input = takenInput(provider.record, source.record);
        return input === void 0 ? [] : [{ source, input }];
      }).sort((a, b) => b.input.length - a.input.length)[0];
      if (best === void 0 || related(work.draft, provider, best.source)) continue;
      work.apply({
        kind: "relate",
        relation: {
          from: provider.id,
          to: best.source.id,
          via: best.input,
          text: `${provider.role} \u2192 ${best.source.role} (${best.input})`
        }
      });
    }
    return work.edits;
  }
};

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
var MAP_TYPE = /^(?:pulumi\.Input<)?\{\s*\[key: string\]/;
function slotAccepts(slot, value) {
  const type = slot.input.type;
  if (MAP_TYPE.test(type)) return false;
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

// src/plan/types.ts
var PRODUCT_VERSIONS_RULE = "product-versions";

// src/language/durations.ts
var SECONDS = { second: 1, minute: 60, hour: 3600, day: 86400 };
function unitOf(word) {
  const lower = word.toLowerCase();
  if (/^(?:seconds?|secs?)$/.test(lower)) return "second";
  if (/^(?:minutes?|mins?)$/.test(lower)) return "minute";
  if (/^hours?$/.test(lower)) return "hour";
  if (/^days?$/.test(lower)) return "day";
  return void 0;
}
function inputTimeUnit(name, doc) {
  const suffix = /(Seconds|Secs|Minutes|Mins|Hours|Days)$/.exec(name)?.[1];
  if (suffix !== void 0) return unitOf(suffix);
  const said = /\bin (seconds|minutes|hours|days)\b|\((seconds|minutes|hours|days)\)/i.exec(doc);
  return said === null ? void 0 : unitOf(said[1] ?? said[2] ?? "");
}
function convertDuration(amount, words, to) {
  const from = unitOf(/^[\s-]*([A-Za-z]+)/.exec(words)?.[1] ?? "");
  if (from === void 0 || to === void 0) return void 0;
  const value = amount * (SECONDS[from] ?? 1) / (SECONDS[to] ?? 1);
  return Number.isInteger(value) ? value : void 0;
}
function rateAsCron(rate) {
  const match = /^rate\((\d+) (minute|hour)s?\)$/.exec(rate);
  if (match === null) return void 0;
  const every = Number(match[1]);
  const step = every === 1 ? "*" : `*/${every}`;
  return match[2] === "minute" ? `${step} * * * *` : `0 ${step} * * *`;
}

export {
  inputSlots,
  slotAccepts,
  slotValues,
  withoutListLevels,
  checkInputPath,
  PRODUCT_VERSIONS_RULE,
  EMPTY_DRAFT,
  applyEdit,
  DraftEdits,
  finishComponent,
  countedWiring,
  PROVIDER_PREFIX,
  packageOf,
  providerWiring,
  inputTimeUnit,
  convertDuration,
  rateAsCron
};
