import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  importAlias,
  recordName
} from "./chunk-CZED2NF6.js";
import {
  memoByObject
} from "./chunk-IHLDDTAE.js";

// src/snapshot/input-usage.ts
import { ts } from "ts-morph";
var MAX_PATH_DEPTH = 6;
function packageOf(specifier) {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0] ?? specifier;
}
function importPrefixes(source, rootOf) {
  const prefixes = /* @__PURE__ */ new Map();
  const prefixOf = (specifier) => {
    const root = rootOf(packageOf(specifier));
    if (root === void 0) return void 0;
    const rest = specifier.slice(packageOf(specifier).length).split("/").filter(Boolean);
    return [root, ...rest].join(".");
  };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const prefix = prefixOf(statement.moduleSpecifier.text);
      const bindings = statement.importClause?.namedBindings;
      if (prefix === void 0 || bindings === void 0) continue;
      if (ts.isNamespaceImport(bindings)) prefixes.set(bindings.name.text, prefix);
      else
        for (const element of bindings.elements) {
          prefixes.set(
            element.name.text,
            `${prefix}.${(element.propertyName ?? element.name).getText(source)}`
          );
        }
    } else if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference) && ts.isStringLiteral(statement.moduleReference.expression)) {
      const prefix = prefixOf(statement.moduleReference.expression.text);
      if (prefix !== void 0) prefixes.set(statement.name.text, prefix);
    }
  }
  return prefixes;
}
function calleeName(expression, prefixes) {
  const parts = [];
  let node = expression;
  while (ts.isPropertyAccessExpression(node)) {
    parts.unshift(node.name.text);
    node = node.expression;
  }
  if (!ts.isIdentifier(node)) return void 0;
  const prefix = prefixes.get(node.text);
  return prefix === void 0 ? void 0 : [prefix, ...parts].join(".");
}
function member(property) {
  if (ts.isShorthandPropertyAssignment(property)) return { name: property.name.text, value: property.name };
  if (!ts.isPropertyAssignment(property)) return void 0;
  const name = property.name;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? { name: name.text, value: property.initializer } : void 0;
}
function readDeclaration(value, variables) {
  if (ts.isIdentifier(value) && variables.has(value.text)) return { variable: value.text, output: "" };
  if (ts.isPropertyAccessExpression(value) && ts.isIdentifier(value.expression)) {
    if (variables.has(value.expression.text))
      return { variable: value.expression.text, output: value.name.text };
  }
  return void 0;
}
function walkArgs(literal, fields, parent, walk) {
  for (const property of literal.properties) {
    const { name, value } = member(property) ?? {};
    const field = fields.find((f) => f.name === name);
    if (name === void 0 || value === void 0 || field === void 0) continue;
    const path = parent === "" ? name : `${parent}.${name}`;
    walk.inputs.add(path);
    const read = readDeclaration(value, walk.variables);
    if (read !== void 0) walk.wired.push({ path, ...read });
    if (ts.isStringLiteralLike(value)) walk.literals.push({ path, value: value.text });
    const nested = walk.fieldsOf(field);
    if (nested === void 0 || path.split(".").length >= MAX_PATH_DEPTH) continue;
    const objects = ts.isArrayLiteralExpression(value) ? [...value.elements] : [value];
    for (const element of objects) {
      if (ts.isObjectLiteralExpression(element)) walkArgs(element, nested, path, walk);
    }
  }
}
function snapshotSchema(snapshot) {
  const roots = new Map(
    Object.entries(snapshot.manifest.providers).map(([provider, entry]) => [
      entry.package,
      importAlias(provider)
    ])
  );
  return {
    record: (tsName) => {
      const record = snapshot.get(tsName);
      return record?.kind === "resource" ? record : void 0;
    },
    fieldsOf: (provider, input) => {
      for (const ref of input.typeRefs ?? []) {
        if (!ref.startsWith("inputs.")) continue;
        const nested = snapshot.nestedType(provider, ref);
        if (nested !== void 0 && nested.fields.length > 0) return nested.fields;
      }
      return void 0;
    },
    rootOf: (pkg) => roots.get(pkg)
  };
}
function recordsSchema(records, types, packages = {}) {
  const byName = new Map(records.filter((r) => r.kind === "resource").map((r) => [r.tsName, r]));
  const nested = new Map(types.map((type) => [`${type.provider}\0${type.name}`, type]));
  const roots = /* @__PURE__ */ new Map();
  for (const record of records) {
    roots.set(packages[record.provider] ?? `@pulumi/${record.provider}`, importAlias(record.provider));
  }
  return {
    record: (tsName) => byName.get(tsName),
    fieldsOf: (provider, input) => {
      for (const ref of input.typeRefs ?? []) {
        const type = ref.startsWith("inputs.") ? nested.get(`${provider}\0${ref}`) : void 0;
        if (type !== void 0 && type.fields.length > 0) return type.fields;
      }
      return void 0;
    },
    rootOf: (pkg) => roots.get(pkg)
  };
}
function declarationsIn(code, schema) {
  const source = ts.createSourceFile("program.ts", code, ts.ScriptTarget.Latest, true);
  const prefixes = importPrefixes(source, schema.rootOf);
  if (prefixes.size === 0) return [];
  const found = [];
  const visit = (node) => {
    if (ts.isNewExpression(node)) {
      const name = calleeName(node.expression, prefixes);
      const record = name === void 0 ? void 0 : schema.record(name);
      if (record !== void 0) {
        const parent = node.parent;
        const variable = ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name) ? parent.name.text : void 0;
        found.push({ node, record, ...variable === void 0 ? {} : { variable } });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const variables = new Set(found.flatMap((f) => f.variable === void 0 ? [] : [f.variable]));
  return found.map(({ node, record, variable }) => {
    const walk = {
      fieldsOf: (input) => schema.fieldsOf(record.provider, input),
      variables,
      inputs: /* @__PURE__ */ new Set(),
      wired: [],
      literals: []
    };
    const args = node.arguments?.[1];
    if (args !== void 0 && ts.isObjectLiteralExpression(args)) walkArgs(args, record.inputs, "", walk);
    return {
      tsName: record.tsName,
      ...variable === void 0 ? {} : { variable },
      inputs: [...walk.inputs],
      wired: walk.wired,
      literals: walk.literals
    };
  });
}
function addDeclaration(tallies, token, inputs) {
  let tally = tallies.get(token);
  if (tally === void 0) {
    tally = { declarations: 0, inputs: /* @__PURE__ */ new Map() };
    tallies.set(token, tally);
  }
  tally.declarations += 1;
  for (const path of inputs) tally.inputs.set(path, (tally.inputs.get(path) ?? 0) + 1);
}
function countInputUsage(programs, schema) {
  const tallies = /* @__PURE__ */ new Map();
  for (const program of programs) {
    for (const declared of declarationsIn(program.code, schema)) {
      const record = schema.record(declared.tsName);
      if (record !== void 0) addDeclaration(tallies, record.token, declared.inputs);
    }
  }
  return tallies;
}
var inputUsageOf = memoByObject(
  (snapshot) => exampleUsage(snapshot)
);
function exampleUsage(snapshot) {
  const declarationsOf = exampleDeclarations(snapshot);
  const counted = /* @__PURE__ */ new Map();
  return {
    of(token) {
      if (counted.has(token)) return counted.get(token);
      const tallies = /* @__PURE__ */ new Map();
      for (const declared of declarationsOf(token)) addDeclaration(tallies, token, declared.inputs);
      const usage = tallies.get(token);
      counted.set(token, usage);
      return usage;
    }
  };
}
var exampleDeclarations = memoByObject((snapshot) => declarationsFinder(snapshot));
function declarationsFinder(snapshot) {
  const schema = snapshotSchema(snapshot);
  const parsed = /* @__PURE__ */ new WeakMap();
  const declarationsOf = (example) => {
    let declared = parsed.get(example);
    if (declared === void 0) {
      declared = declarationsIn(example.code, schema);
      parsed.set(example, declared);
    }
    return declared;
  };
  return (token) => {
    const record = snapshot.get(token);
    if (record === void 0 || record.kind !== "resource") return [];
    const name = recordName(record);
    const calls = [`.${name}(`, `new ${name}(`];
    return snapshot.list({ provider: record.provider }).flatMap((other) => other.examples).filter((example) => calls.some((call) => example.code.includes(call))).flatMap((example) => declarationsOf(example).filter((d) => d.tsName === record.tsName));
  };
}

// src/search/usage-file.ts
function countBuildUsage(records, types, programUsage = /* @__PURE__ */ new Map()) {
  const examples = [...new Set(records.flatMap((r) => r.examples.map((e) => e.code)))];
  const usage = countInputUsage(
    examples.map((code) => ({ code })),
    recordsSchema(records, types)
  );
  for (const [token, counted] of programUsage) {
    const own = usage.get(token);
    const inputs = new Map(own?.inputs ?? []);
    for (const [path, count] of counted.inputs) inputs.set(path, (inputs.get(path) ?? 0) + count);
    usage.set(token, { declarations: (own?.declarations ?? 0) + counted.declarations, inputs });
  }
  return usage;
}
function usageEntries(usage, tokens = [...usage.keys()].sort()) {
  const file = {};
  for (const token of tokens) {
    const counted = usage.get(token);
    if (counted === void 0) continue;
    const inputs = Object.fromEntries([...counted.inputs].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0));
    file[token] = [counted.declarations, inputs];
  }
  return file;
}
function decodeUsage(file) {
  return new Map(
    Object.entries(file).map(([token, [declarations, inputs]]) => [
      token,
      { declarations, inputs: new Map(Object.entries(inputs)) }
    ])
  );
}
function encodeUsageFile(list, usage) {
  return new TextEncoder().encode(
    JSON.stringify(
      usageEntries(
        usage,
        list.map((r) => r.token)
      )
    )
  );
}
function shippedInputUsage(snapshot) {
  let usage = shippedBySnapshot.get(snapshot);
  if (usage === void 0) {
    usage = readShipped(snapshot);
    shippedBySnapshot.set(snapshot, usage);
  }
  return usage;
}
var shippedBySnapshot = /* @__PURE__ */ new WeakMap();
function readShipped(snapshot) {
  const files = /* @__PURE__ */ new Map();
  const search = snapshot.manifest.search ?? {};
  const fileOf = (provider) => {
    if (files.has(provider)) return files.get(provider);
    const path = search.providers?.[provider]?.usage;
    let parsed;
    if (path !== void 0) {
      parsed = decodeUsage(JSON.parse(snapshot.readDataFile(path).toString("utf8")));
    }
    files.set(provider, parsed);
    return parsed;
  };
  return {
    of(token) {
      const record = snapshot.get(token);
      if (record === void 0 || record.kind !== "resource") return void 0;
      const file = fileOf(record.provider);
      return file === void 0 ? inputUsageOf(snapshot).of(record.token) : file.get(record.token);
    }
  };
}

export {
  importPrefixes,
  calleeName,
  member,
  snapshotSchema,
  countInputUsage,
  exampleDeclarations,
  countBuildUsage,
  usageEntries,
  decodeUsage,
  encodeUsageFile,
  shippedInputUsage
};
