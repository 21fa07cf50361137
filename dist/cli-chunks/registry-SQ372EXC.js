import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  stringFlag
} from "./chunk-BRRR22ZA.js";
import "./chunk-OBM3HYB6.js";
import {
  formatPackageList,
  listPackages,
  openSnapshotWithCache
} from "./chunk-JH6V3QFN.js";
import {
  nearestNames
} from "./chunk-2YQMTHMF.js";
import "./chunk-IL6MBNOS.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-FXKNSDHB.js";
import "./chunk-7NB5FJPU.js";
import {
  UsageError,
  UserError
} from "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-CZED2NF6.js";
import "./chunk-IHLDDTAE.js";
import "./chunk-WDVDZIRV.js";

// src/snapshot/render-record.ts
function cell(text, width) {
  const flat = text.replace(/\s+/g, " ");
  return flat.length <= width ? flat : `${flat.slice(0, width - 1)}\u2026`;
}
function inputRows(inputs) {
  if (inputs.length === 0) {
    return ["  (none)"];
  }
  const nameWidth = Math.min(32, Math.max(4, ...inputs.map((p) => p.name.length)));
  const typeWidth = 44;
  const header = `  ${"NAME".padEnd(nameWidth)}  REQ  ${"TYPE".padEnd(typeWidth)}  DOC`;
  const rows = inputs.map((p) => {
    const notes = [
      p.validValues === void 0 ? "" : `one of: ${p.validValues.join(", ")}.`,
      p.deprecated === void 0 ? "" : `DEPRECATED: ${p.deprecated}`,
      p.doc
    ].filter((s) => s !== "").join(" ");
    return `  ${cell(p.name, nameWidth).padEnd(nameWidth)}  ${(p.required ? "yes" : "").padEnd(3)}  ${cell(p.type, typeWidth).padEnd(typeWidth)}  ${cell(notes, 120)}`;
  });
  return [header, ...rows];
}
function renderRecordText(record, packageLine, nestedTypes = []) {
  const lines = [
    `${record.tsName}  (${record.kind})`,
    `  token:   ${record.token}`,
    `  package: ${packageLine}`,
    `  module:  ${record.module}`
  ];
  if (record.deprecated !== void 0) {
    lines.push(`  DEPRECATED: ${record.deprecated}`);
  }
  lines.push(
    "",
    record.summary || "(no description)",
    "",
    record.kind === "function" ? "Arguments:" : "Inputs:"
  );
  lines.push(...inputRows(record.inputs));
  for (const type of nestedTypes) {
    lines.push("", `${type.name}:`, ...inputRows(type.fields));
  }
  if (record.outputs.length > 0) {
    lines.push(
      "",
      `${record.kind === "function" ? "Result" : "Outputs"}: ${record.outputs.map((o) => o.name).join(", ")}`
    );
  }
  const [example] = record.examples;
  if (example !== void 0) {
    const more = record.examples.length > 1 ? ` (1 of ${record.examples.length}; --json shows all)` : "";
    lines.push("", `Example: ${example.heading}${more}`, "", example.code.trimEnd());
  }
  return `${lines.join("\n")}
`;
}

// src/cli/handlers/registry.ts
function kindFlag(context) {
  const kind = stringFlag(context, "kind");
  if (kind === void 0 || kind === "resource" || kind === "function") {
    return kind;
  }
  throw new UsageError(`--kind must be 'resource' or 'function', not '${kind}'`);
}
function providerFlag(snapshot, context) {
  const provider = stringFlag(context, "provider");
  if (provider !== void 0 && !snapshot.providers.includes(provider)) {
    throw new UserError(`unknown provider '${provider}'; the snapshot has: ${snapshot.providers.join(", ")}`);
  }
  return provider;
}
function runRegistryLs(context) {
  if (context.values["packages"] === true) {
    context.io.stdout(formatPackageList(listPackages(context.env.snapshotDir, context.env.cacheDir)));
    return Promise.resolve(0);
  }
  const kind = kindFlag(context);
  const snapshot = openSnapshotWithCache(context.env.snapshotDir, context.env.cacheDir);
  const provider = providerFlag(snapshot, context);
  const records = snapshot.list({
    ...provider === void 0 ? {} : { provider },
    ...kind === void 0 ? {} : { kind }
  });
  if (context.values["json"] === true) {
    const lines2 = records.map(
      (r) => JSON.stringify({
        token: r.token,
        tsName: r.tsName,
        kind: r.kind,
        provider: r.provider,
        module: r.module
      })
    );
    context.io.stdout(lines2.length > 0 ? `${lines2.join("\n")}
` : "");
    return Promise.resolve(0);
  }
  const width = Math.min(60, Math.max(0, ...records.map((r) => r.tsName.length)));
  const lines = records.map(
    (r) => `${r.kind === "resource" ? "R" : "F"}  ${r.tsName.padEnd(width)}  ${r.token}`
  );
  const resources = records.filter((r) => r.kind === "resource").length;
  lines.push(`${resources} resources (R), ${records.length - resources} functions (F)`);
  context.io.stdout(`${lines.join("\n")}
`);
  return Promise.resolve(0);
}
function suggestionsFor(snapshot, name) {
  const alias = name.includes(":") ? name.split(":")[0] : name.split(".")[0];
  const provider = snapshot.providers.find((p) => p === alias || p.replace(/-/g, "_") === alias);
  const records = snapshot.list(provider === void 0 ? {} : { provider });
  const tail = (name.split(/[.:/]/).pop() ?? name).toLowerCase();
  const sameTail = records.filter((r) => (r.tsName.split(".").pop() ?? "").toLowerCase() === tail).map((r, index, all) => ({
    name: r.tsName,
    rank: all.slice(0, index).filter((o) => o.provider === r.provider).length
  })).sort((a, b) => a.rank - b.rank).map((r) => r.name);
  const names = records.map((r) => name.includes(":") ? r.token : r.tsName);
  return [.../* @__PURE__ */ new Set([...sameTail, ...nearestNames(name, names, 5)])].slice(0, 5);
}
var MAX_NESTED = 8;
function nestedTypesOf(snapshot, record) {
  const names = [...new Set(record.inputs.flatMap((input) => input.typeRefs ?? []))].filter(
    (n) => n.startsWith("inputs.")
  );
  return names.slice(0, MAX_NESTED).map((name) => snapshot.nestedType(record.provider, name)).filter((type) => type !== void 0);
}
function runRegistryShow(context) {
  const [name, ...extra] = context.positionals;
  if (name === void 0 || extra.length > 0) {
    throw new UsageError("give exactly one token or TS name, e.g. 'pulumi-gen registry show aws.s3.Bucket'");
  }
  const snapshot = openSnapshotWithCache(context.env.snapshotDir, context.env.cacheDir);
  const record = snapshot.get(name);
  if (record === void 0) {
    const suggestions = suggestionsFor(snapshot, name);
    const hint = suggestions.length > 0 ? ` (did you mean ${suggestions.map((s) => `'${s}'`).join(", ")}?)` : "";
    throw new UserError(
      `no resource or function '${name}' in the snapshot${hint}; try 'pulumi-gen registry ls'`
    );
  }
  if (context.values["json"] === true) {
    context.io.stdout(`${JSON.stringify(record, null, 2)}
`);
    return Promise.resolve(0);
  }
  const pin = snapshot.manifest.providers[record.provider];
  context.io.stdout(
    renderRecordText(
      record,
      pin === void 0 ? record.provider : `${pin.package} ${pin.version}`,
      nestedTypesOf(snapshot, record)
    )
  );
  return Promise.resolve(0);
}
export {
  runRegistryLs,
  runRegistryShow
};
