import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);

// src/verify/typecheck/typechecker.ts
import { existsSync as existsSync3, realpathSync as realpathSync3 } from "node:fs";
import { join as join2 } from "node:path";
import { Node, Project, ts as ts3 } from "ts-morph";

// src/verify/typecheck/config-reads.ts
import { ts } from "ts-morph";
function configReadsOf(source, checker) {
  const byKey = /* @__PURE__ */ new Map();
  const visit = (node) => {
    const read = ts.isCallExpression(node) ? readAt(node, source, checker) : ts.isPropertyAccessExpression(node) ? providerSettingAt(node, checker) : void 0;
    if (read !== void 0) byKey.set(read.key, merged(byKey.get(read.key), read));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...byKey.values()];
}
var PROVIDER_SETTINGS = /[/\\]node_modules[/\\]@pulumi[/\\]([^/\\]+)[/\\]config[/\\](vars|require)\.d\.ts$/;
function providerSettingAt(access, checker) {
  const declaration = checker.getSymbolAtLocation(access.name)?.declarations?.[0];
  const match = declaration === void 0 ? null : PROVIDER_SETTINGS.exec(declaration.getSourceFile().fileName);
  if (match === null) return void 0;
  const name = access.name.text;
  const required = match[2] === "require" && /^require[A-Z]/.test(name);
  const setting = required ? name.charAt(7).toLowerCase() + name.slice(8) : name;
  const type = checker.getTypeAtLocation(access);
  const kind = type.flags & ts.TypeFlags.BooleanLike ? "boolean" : type.flags & ts.TypeFlags.NumberLike ? "number" : "string";
  return { key: `${match[1]}:${setting}`, kind, secret: false, required, literals: [] };
}
function merged(seen, read) {
  if (seen === void 0) return read;
  return {
    ...seen,
    secret: seen.secret || read.secret,
    required: seen.required || read.required,
    literals: [.../* @__PURE__ */ new Set([...seen.literals, ...read.literals])],
    ...seen.fallback === void 0 && read.fallback !== void 0 ? { fallback: read.fallback } : {}
  };
}
var METHOD = /^(get|require)(Secret)?(Number|Boolean|Object)?$/;
function configMethod(call, checker) {
  if (!ts.isPropertyAccessExpression(call.expression)) return void 0;
  const declaration = checker.getResolvedSignature(call)?.getDeclaration();
  const owner = declaration?.parent;
  if (owner === void 0 || !ts.isClassDeclaration(owner) || owner.name?.text !== "Config") return void 0;
  if (!/[/\\]@pulumi[/\\]pulumi[/\\]/.test(owner.getSourceFile().fileName)) return void 0;
  const name = call.expression.name.text;
  return METHOD.test(name) ? name : void 0;
}
function readAt(call, source, checker) {
  const method = configMethod(call, checker);
  const keyNode = call.arguments[0];
  if (method === void 0 || keyNode === void 0) return void 0;
  const key = constantString(keyNode, checker);
  if (key === void 0) return void 0;
  const [, verb, secret, kind] = METHOD.exec(method) ?? [];
  const namespace = configNamespace(call.expression.expression, checker);
  const fallback = fallbackOf(call);
  const allowed = allowedValues(call.arguments[1], checker);
  const readKind = kind === "Number" ? "number" : kind === "Boolean" ? "boolean" : kind === "Object" ? "object" : "string";
  const shape = readKind === "object" ? shapeOf(checker.getTypeAtLocation(call), checker, 0) : void 0;
  return {
    key: namespace === void 0 ? key : `${namespace}:${key}`,
    kind: readKind,
    secret: secret !== void 0,
    required: verb === "require",
    literals: [.../* @__PURE__ */ new Set([...allowed, ...comparedLiterals(call, source, checker)])],
    ...fallback !== void 0 ? { fallback } : {},
    ...shape !== void 0 ? { shape } : {}
  };
}
function constantString(node, checker) {
  if (ts.isStringLiteralLike(node)) return node.text;
  const type = checker.getTypeAtLocation(node);
  return type.isStringLiteral() ? type.value : void 0;
}
function configNamespace(receiver, checker, depth = 0) {
  const inner = unwrap(receiver);
  if (ts.isNewExpression(inner)) {
    const first = inner.arguments?.[0];
    return first === void 0 ? void 0 : constantString(first, checker);
  }
  if (ts.isIdentifier(inner) && depth < 4) {
    const declaration = checker.getSymbolAtLocation(inner)?.valueDeclaration;
    if (declaration !== void 0 && ts.isVariableDeclaration(declaration) && declaration.initializer) {
      return configNamespace(declaration.initializer, checker, depth + 1);
    }
  }
  return void 0;
}
function unwrap(node) {
  let current = node;
  while (ts.isParenthesizedExpression(current) || ts.isNonNullExpression(current) || ts.isAsExpression(current)) {
    current = current.expression;
  }
  return current;
}
function valueExpression(call) {
  let current = call;
  for (; ; ) {
    const parent = current.parent;
    if (ts.isParenthesizedExpression(parent) || ts.isNonNullExpression(parent) || ts.isAsExpression(parent)) {
      current = parent;
    } else if (ts.isBinaryExpression(parent) && parent.left === current && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(parent.operatorToken.kind)) {
      current = parent;
    } else {
      return current;
    }
  }
}
function fallbackOf(call) {
  const parent = valueExpression(call);
  if (!ts.isBinaryExpression(parent)) return void 0;
  const literal = literalValue(parent.right);
  if (literal === void 0) return void 0;
  return typeof literal === "string" ? literal : JSON.stringify(literal);
}
function literalValue(node) {
  const inner = unwrap(node);
  if (ts.isStringLiteralLike(inner)) return inner.text;
  if (ts.isNumericLiteral(inner)) return Number(inner.text);
  if (inner.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (inner.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isArrayLiteralExpression(inner)) {
    const items = inner.elements.map((element) => literalValue(element));
    return items.every((item) => item !== void 0) ? items : void 0;
  }
  if (ts.isObjectLiteralExpression(inner)) {
    const entries = [];
    for (const property of inner.properties) {
      if (!ts.isPropertyAssignment(property)) return void 0;
      const name = ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : void 0;
      const value = literalValue(property.initializer);
      if (name === void 0 || value === void 0) return void 0;
      entries.push([name, value]);
    }
    return Object.fromEntries(entries);
  }
  return void 0;
}
function allowedValues(options, checker) {
  if (options === void 0 || !ts.isObjectLiteralExpression(unwrap(options))) return [];
  for (const property of unwrap(options).properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === "allowedValues") {
      const list = unwrap(property.initializer);
      if (ts.isArrayLiteralExpression(list)) {
        return list.elements.map((e) => constantString(e, checker)).filter((v) => v !== void 0);
      }
    }
  }
  return [];
}
function literalText(node) {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isNumericLiteral(node)) return node.text;
  if (node.kind === ts.SyntaxKind.TrueKeyword) return "true";
  if (node.kind === ts.SyntaxKind.FalseKeyword) return "false";
  return void 0;
}
var EQUALITY = /* @__PURE__ */ new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken
]);
function comparedLiterals(call, source, checker) {
  const value = valueExpression(call);
  const holder = ts.isVariableDeclaration(value.parent) && ts.isIdentifier(value.parent.name) ? checker.getSymbolAtLocation(value.parent.name) : void 0;
  const isValue = (node) => {
    const inner = ts.isExpression(node) ? unwrap(node) : node;
    if (inner === call || inner === value) return true;
    return holder !== void 0 && ts.isIdentifier(inner) && checker.getSymbolAtLocation(inner) === holder;
  };
  const found = /* @__PURE__ */ new Set();
  const add = (text) => {
    if (text !== void 0) found.add(text);
  };
  const visit = (node) => {
    if (ts.isBinaryExpression(node) && EQUALITY.has(node.operatorToken.kind)) {
      if (isValue(node.left)) add(literalText(unwrap(node.right)));
      else if (isValue(node.right)) add(literalText(unwrap(node.left)));
    } else if (ts.isSwitchStatement(node) && isValue(node.expression)) {
      for (const clause of node.caseBlock.clauses)
        if (ts.isCaseClause(clause)) add(literalText(clause.expression));
    } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === "includes" && node.arguments[0] !== void 0 && isValue(node.arguments[0]) && ts.isArrayLiteralExpression(unwrap(node.expression.expression))) {
      for (const element of unwrap(node.expression.expression).elements)
        add(literalText(element));
    } else if (ts.isElementAccessExpression(node) && isValue(node.argumentExpression)) {
      for (const key of objectLiteralKeys(node.expression, checker)) add(key);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found];
}
function objectLiteralKeys(expression, checker) {
  let inner = unwrap(expression);
  if (ts.isIdentifier(inner)) {
    const declaration = checker.getSymbolAtLocation(inner)?.valueDeclaration;
    if (declaration === void 0 || !ts.isVariableDeclaration(declaration) || !declaration.initializer)
      return [];
    inner = unwrap(declaration.initializer);
  }
  if (!ts.isObjectLiteralExpression(inner)) return [];
  return inner.properties.flatMap(
    (property) => ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? [property.name.text] : []
  );
}
function shapeOf(type, checker, depth) {
  if (depth > 4) return { kind: "unknown" };
  const defined = type.isUnion() ? type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined)) : [type];
  const only = defined.length === 1 ? defined[0] : void 0;
  if (only === void 0) {
    const literal = defined.find((t) => t.isStringLiteral());
    return literal?.isStringLiteral() === true ? { kind: "string", value: literal.value } : { kind: "unknown" };
  }
  if (only.flags & ts.TypeFlags.StringLike) {
    return only.isStringLiteral() ? { kind: "string", value: only.value } : { kind: "string" };
  }
  if (only.flags & ts.TypeFlags.NumberLike) return { kind: "number" };
  if (only.flags & ts.TypeFlags.BooleanLike) return { kind: "boolean" };
  if (checker.isArrayType(only)) {
    const element = checker.getTypeArguments(only)[0];
    return {
      kind: "array",
      element: element === void 0 ? { kind: "unknown" } : shapeOf(element, checker, depth + 1)
    };
  }
  if (only.flags & ts.TypeFlags.Object) {
    const fields = {};
    for (const property of checker.getPropertiesOfType(only)) {
      if (property.flags & ts.SymbolFlags.Optional) continue;
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      if (declaration === void 0) continue;
      fields[property.name] = shapeOf(
        checker.getTypeOfSymbolAtLocation(property, declaration),
        checker,
        depth + 1
      );
    }
    const index = checker.getIndexInfoOfType(only, ts.IndexKind.String);
    return Object.keys(fields).length === 0 && index !== void 0 ? { kind: "map", value: shapeOf(index.type, checker, depth + 1) } : { kind: "object", fields };
  }
  return { kind: "unknown" };
}

// src/verify/typecheck/declaration-graph.ts
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

// src/shared/escape-regexp.ts
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// src/verify/typecheck/declaration-graph.ts
function blank(text, strings) {
  const out = text.split("");
  const clear = (from, to) => {
    for (let k = from; k < to; k++) if (out[k] !== "\n") out[k] = " ";
  };
  const code = (start, inSubstitution) => {
    let depth = 0;
    let i = start;
    while (i < text.length) {
      const c = text[i];
      const next = text[i + 1];
      if (c === "/" && next === "/") {
        const end = text.indexOf("\n", i);
        const stop = end < 0 ? text.length : end;
        clear(i, stop);
        i = stop;
      } else if (c === "/" && next === "*") {
        const end = text.indexOf("*/", i + 2);
        const stop = end < 0 ? text.length : end + 2;
        clear(i, stop);
        i = stop;
      } else if (c === '"' || c === "'") {
        let j = i + 1;
        while (j < text.length && text[j] !== c && text[j] !== "\n") j += text[j] === "\\" ? 2 : 1;
        const stop = Math.min(j + 1, text.length);
        if (strings) clear(i, stop);
        i = stop;
      } else if (c === "`") {
        i = template(i + 1);
      } else if (c === "{") {
        depth += 1;
        i += 1;
      } else if (c === "}" && inSubstitution && depth === 0) {
        return i + 1;
      } else {
        if (c === "}") depth -= 1;
        i += 1;
      }
    }
    return i;
  };
  const template = (start) => {
    let i = start;
    let from = start - 1;
    while (i < text.length) {
      const c = text[i];
      if (c === "\\") {
        i += 2;
      } else if (c === "`") {
        if (strings) clear(from, i + 1);
        return i + 1;
      } else if (c === "$" && text[i + 1] === "{") {
        if (strings) clear(from, i);
        i = code(i + 2, true);
        from = i - 1;
      } else {
        i += 1;
      }
    }
    if (strings) clear(from, text.length);
    return text.length;
  };
  code(0, false);
  return out.join("");
}
var IMPORT_STAR = /\b(?:import|export)\s+\*\s+as\s+([\w$]+)\s+from\s+["']([^"']+)["']/g;
var NAMED_FROM = /\b(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s+["']([^"']+)["']/g;
var EXPORT_STAR = /\bexport\s+\*\s+from\s+["']([^"']+)["']/g;
var DYNAMIC_TYPE = /\bimport\(\s*["']([^"']+)["']\s*\)((?:\s*\.\s*[\w$]+)*)/g;
var OTHER_IMPORT = /\bimport\s+(?:[\w$]+\s*(?:,[^;\n]*?)?from\s*|[\w$]+\s*=\s*require\(\s*|)["']([^"']+)["']/g;
var REFERENCE_PATH = /\/\/\/\s*<reference\s+path=["']([^"']+)["']/g;
var DEFAULT_IMPORT_WITH_STAR = /\bimport\s+[\w$]+\s*,\s*\*\s+as/;
function chain(text) {
  return text.split(".").map((part) => part.trim()).filter((part) => part !== "");
}
function moduleReferences(text) {
  const refs = [];
  const code = blank(text, true);
  const source = blank(text, false);
  for (const match of source.matchAll(IMPORT_STAR)) {
    const alias = match[1];
    const demands = [];
    const use = new RegExp(`(?<![\\w.$])${escapeRegExp(alias)}\\b((?:\\s*\\.\\s*[\\w$]+)*)`, "g");
    for (const found of code.matchAll(use)) {
      if (found.index >= match.index && found.index < match.index + match[0].length) continue;
      const path = chain(found[1] ?? "");
      demands.push(path.length > 0 ? path : "all");
    }
    refs.push({ specifier: match[2], demands });
  }
  for (const match of source.matchAll(NAMED_FROM)) {
    const names = match[1].split(",").map(
      (part) => part.trim().replace(/^type\s+/, "").split(/\s+as\s+/)[0].trim()
    ).filter((name) => name !== "");
    refs.push({ specifier: match[2], demands: names.map((name) => [name]) });
  }
  for (const match of source.matchAll(EXPORT_STAR)) refs.push({ specifier: match[1], demands: ["all"] });
  for (const match of source.matchAll(DYNAMIC_TYPE)) {
    const path = chain(match[2] ?? "");
    refs.push({ specifier: match[1], demands: [path.length > 0 ? path : "all"] });
  }
  for (const match of source.matchAll(OTHER_IMPORT)) {
    const statement = source.slice(match.index, match.index + match[0].length);
    if (/^import\s+\*/.test(statement) || /^import\s*\{/.test(statement)) continue;
    refs.push({ specifier: match[1], demands: ["all"] });
  }
  if (DEFAULT_IMPORT_WITH_STAR.test(source)) refs.push({ specifier: "", demands: ["all"] });
  for (const match of text.matchAll(REFERENCE_PATH))
    refs.push({ specifier: `./${match[1]}`, demands: ["all"] });
  return refs;
}
function isPackageFile(path) {
  return path.split("/").includes("node_modules");
}
function resolveDeclaration(fromFile, specifier, nodeModulesDir) {
  let base;
  if (specifier.startsWith(".")) {
    base = resolve(dirname(fromFile), specifier);
  } else if (specifier.startsWith("@pulumi/")) {
    const [, name, ...rest] = specifier.split("/");
    const packageDir = join(nodeModulesDir, "@pulumi", name);
    if (!existsSync(packageDir)) return void 0;
    base = join(realpathSync(packageDir), ...rest);
  } else {
    return void 0;
  }
  base = base.replace(/\.(js|d\.ts)$/, "");
  const sources = specifier.startsWith(".") && !isPackageFile(fromFile) ? [`${base}.ts`, `${base}.tsx`, join(base, "index.ts")] : [];
  for (const candidate of [`${base}.d.ts`, join(base, "index.d.ts"), ...sources]) {
    if (existsSync(candidate)) return candidate;
  }
  return void 0;
}
function exportedNames(text) {
  const code = blank(text, false);
  if (/^\s*declare\s+(module|global)\b/m.test(code)) return "augments";
  const names = /* @__PURE__ */ new Set();
  for (const match of code.matchAll(
    /^export\s+(?:declare\s+)?(?:abstract\s+)?(?:interface|type|class|function|const|let|var|enum|namespace|module)\s+([\w$]+)/gm
  )) {
    names.add(match[1]);
  }
  for (const match of code.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}/gm)) {
    for (const part of match[1].split(",")) {
      const name = part.trim().split(/\s+as\s+/).pop()?.trim();
      if (name !== void 0 && name !== "") names.add(name);
    }
  }
  return names;
}
var LINE_NAMESPACE = /^import \* as ([\w$]+) from "(\.\/[\w$-]+)";$/;
var LINE_EXPORT_NAMES = /^export \{([^}]*)\} from "[^"]+";$/;
var LINE_TYPE_ALIAS = /^export type ([\w$]+) = import\("[^"]+"\)\.[\w$]+;$/;
var LINE_CONST = /^export declare const ([\w$]+): typeof import\("[^"]+"\)\.[\w$]+;$/;
var LINE_STAR = /^export \* from "([^"]+)";$/;
function classifyIndexLine(text) {
  let match = LINE_NAMESPACE.exec(text);
  if (match !== null) return { kind: "namespace", name: match[1], specifier: match[2], text };
  match = LINE_EXPORT_NAMES.exec(text);
  if (match !== null) {
    const names = match[1].split(",").map(
      (n) => n.trim().split(/\s+as\s+/).pop().trim()
    ).filter((n) => n !== "");
    return { kind: "names", names, text };
  }
  match = LINE_TYPE_ALIAS.exec(text) ?? LINE_CONST.exec(text);
  if (match !== null) return { kind: "names", names: [match[1]], text };
  match = LINE_STAR.exec(text);
  if (match !== null) return { kind: "star", specifier: match[1], text };
  return { kind: "other", text };
}
var IndexHub = class {
  constructor(lines, starNames) {
    this.lines = lines;
    this.starNames = starNames;
    for (const [index, names] of starNames) if (names === "augments") this.stars.add(index);
  }
  lines;
  starNames;
  all = false;
  /** Kept namespace imports and the member chains demanded below each. */
  namespaces = /* @__PURE__ */ new Map();
  names = /* @__PURE__ */ new Set();
  stars = /* @__PURE__ */ new Set();
  demand(demand) {
    if (this.all) return false;
    if (demand === "all") {
      this.all = true;
      return true;
    }
    const [member, ...rest] = demand;
    if (member === void 0) return false;
    let changed = false;
    for (const line of this.lines) {
      if (line.kind === "namespace" && line.name === member) {
        const below = this.namespaces.get(member) ?? [];
        if (!this.namespaces.has(member)) changed = true;
        const next = rest.length > 0 ? rest : "all";
        if (!below.some((d) => sameDemand(d, next))) {
          below.push(next);
          changed = true;
        }
        this.namespaces.set(member, below);
      }
    }
    if (!this.names.has(member)) {
      this.lines.forEach((line, index) => {
        if (line.kind === "names" && line.names.includes(member)) changed = true;
        const star = this.starNames.get(index);
        if (line.kind === "star" && star !== void 0 && star !== "augments" && star.has(member)) {
          if (!this.stars.has(index)) changed = true;
          this.stars.add(index);
        }
      });
      this.names.add(member);
    }
    return changed;
  }
  kept(line, index) {
    if (this.all) return true;
    switch (line.kind) {
      case "namespace":
        return this.namespaces.has(line.name);
      case "names":
        return line.names.some((name) => this.names.has(name));
      case "star":
        return this.stars.has(index);
      case "other":
        return true;
    }
  }
  render() {
    const stubbed = /* @__PURE__ */ new Set();
    return this.lines.map((line, index) => {
      if (this.kept(line, index)) return line.text;
      if (line.kind === "namespace") return `declare const ${line.name}: unknown;`;
      if (line.kind === "names") {
        const fresh = line.names.filter((name) => !stubbed.has(name));
        for (const name of fresh) stubbed.add(name);
        return fresh.map((name) => `export declare const ${name}: unknown;`).join(" ");
      }
      return "";
    }).join("\n");
  }
  references() {
    if (this.all) return moduleReferences(this.lines.map((l) => l.text).join("\n"));
    const refs = [];
    const other = [];
    this.lines.forEach((line, index) => {
      if (line.kind === "namespace") {
        const demands = this.namespaces.get(line.name);
        if (demands !== void 0) refs.push({ specifier: line.specifier, demands });
      } else if (line.kind === "other") {
        if (!/^export \{[^}]*\};?$/.test(line.text.trim())) other.push(line.text);
      } else if (line.kind === "star" && this.kept(line, index)) {
        const names = this.starNames.get(index);
        refs.push({
          specifier: line.specifier,
          demands: names === void 0 || names === "augments" ? ["all"] : [...this.names].filter((name) => names.has(name)).map((name) => [name])
        });
      } else if (this.kept(line, index)) {
        other.push(line.text);
      }
    });
    refs.push(...moduleReferences(other.join("\n")));
    return refs;
  }
};
function sameDemand(a, b) {
  return a === "all" || b === "all" ? a === b : a.length === b.length && a.every((part, i) => part === b[i]);
}
var MEMBER_START = /^ {4}(?:export\s+)?(?:declare\s+)?(?:interface|type|function|const|let|namespace|module|enum|class)\s+([\w$]+)/;
var Block = class {
  constructor(open, body) {
    this.open = open;
    this.body = body;
  }
  open;
  body;
  parsed;
  /** `undefined` when the body has a shape we do not recognise (then the block is kept whole). */
  members() {
    this.parsed ??= splitMembers(this.body) ?? [];
    return this.parsed.length > 0 || this.body.trim() === "" ? this.parsed : void 0;
  }
  get text() {
    return this.body;
  }
};
function splitMembers(body) {
  const members = [];
  let member;
  for (const line of body.split("\n")) {
    if (member === void 0) {
      const match = MEMBER_START.exec(line);
      if (match === null) {
        if (/^\s*(\/\*\*|\*|\*\/)/.test(line) || line.trim() === "") continue;
        return void 0;
      }
      member = { name: match[1], lines: [line] };
    } else {
      member.lines.push(line);
    }
    const last = member.lines[member.lines.length - 1];
    const single = member.lines.length === 1 && (/;\s*$/.test(last) || /\{\s*\}\s*$/.test(last));
    if (single || last === "    }" || last === "    };") {
      members.push({ name: member.name, text: member.lines.join("\n") });
      member = void 0;
    }
  }
  return member === void 0 ? members : void 0;
}
var BlockHub = class {
  constructor(head, blocks) {
    this.head = head;
    this.blocks = blocks;
  }
  head;
  blocks;
  all = false;
  kept = /* @__PURE__ */ new Map();
  demand(demand) {
    if (this.all) return false;
    if (demand === "all") {
      this.all = true;
      return true;
    }
    const [namespace, member] = demand;
    const block = namespace !== void 0 ? this.blocks.get(namespace) : void 0;
    if (block === void 0 || namespace === void 0) return false;
    const current = this.kept.get(namespace);
    if (current === "all") return false;
    const members = block.members();
    if (member === void 0 || members === void 0) {
      this.kept.set(namespace, "all");
      return true;
    }
    const set = current ?? /* @__PURE__ */ new Set();
    this.kept.set(namespace, set);
    if (set.has(member) || !members.some((m) => m.name === member)) return current === void 0;
    const queue = [member];
    while (queue.length > 0) {
      const name = queue.pop();
      if (set.has(name)) continue;
      set.add(name);
      const text = members.find((m) => m.name === name)?.text ?? "";
      for (const word of new Set(blank(text, true).match(/(?<![\w.$])[A-Za-z_$][\w$]*/g) ?? [])) {
        if (!set.has(word) && members.some((m) => m.name === word)) queue.push(word);
      }
    }
    return true;
  }
  render() {
    const parts = [this.head];
    for (const [name, block] of this.blocks) {
      const kept = this.all ? "all" : this.kept.get(name);
      if (kept === void 0) continue;
      const members = block.members();
      const body = kept === "all" || members === void 0 ? block.text : members.filter((m) => kept.has(m.name)).map((m) => m.text).join("\n");
      parts.push(block.open, body, "}");
    }
    return parts.join("\n");
  }
  references() {
    return moduleReferences(this.render());
  }
};
var DeclarationListHub = class {
  constructor(head, members) {
    this.head = head;
    this.members = members;
  }
  head;
  members;
  all = false;
  kept = /* @__PURE__ */ new Set();
  demand(demand) {
    if (this.all) return false;
    if (demand === "all") {
      this.all = true;
      return true;
    }
    const [member] = demand;
    if (member === void 0 || this.kept.has(member) || !this.members.has(member)) return false;
    const queue = [member];
    while (queue.length > 0) {
      const name = queue.pop();
      if (this.kept.has(name)) continue;
      this.kept.add(name);
      for (const word of new Set(
        blank(this.members.get(name) ?? "", true).match(/(?<![\w.$])[A-Za-z_$][\w$]*/g) ?? []
      )) {
        if (!this.kept.has(word) && this.members.has(word)) queue.push(word);
      }
    }
    return true;
  }
  render() {
    const kept = [...this.members].filter(([name]) => this.all || this.kept.has(name)).map(([, text]) => text);
    return [this.head, ...kept].join("\n");
  }
  references() {
    return moduleReferences(this.render());
  }
};
var TOP_LEVEL_EXPORT = /^export\s+(?:declare\s+)?(?:const|type|interface|function|enum|class|let)\s+([\w$]+)/;
function parseDeclarationList(text) {
  if (/^\s*declare\s+(module|global)\b/m.test(text) || /^export\s+(\*|\{)/m.test(text)) return void 0;
  const head = [];
  const members = /* @__PURE__ */ new Map();
  let current;
  for (const line of text.split("\n")) {
    const match = TOP_LEVEL_EXPORT.exec(line);
    if (match !== null) {
      const name = match[1];
      current = members.get(name) ?? [];
      members.set(name, current);
      current.push(line);
    } else if (current !== void 0 && (/^\s/.test(line) || /^[}\])]/.test(line))) {
      current.push(line);
    } else {
      current = void 0;
      head.push(line);
    }
  }
  if (members.size < 2) return void 0;
  return new DeclarationListHub(
    head.join("\n"),
    new Map([...members].map(([name, lines]) => [name, lines.join("\n")]))
  );
}
var MIN_ENTRIES = 4;
var BLOCK_OPEN = /^export declare namespace ([\w$]+) \{(\s*\})?$/gm;
function parseBlocks(text) {
  const blocks = /* @__PURE__ */ new Map();
  const head = [];
  let cursor = 0;
  BLOCK_OPEN.lastIndex = 0;
  for (let match = BLOCK_OPEN.exec(text); match !== null; match = BLOCK_OPEN.exec(text)) {
    if (match.index < cursor) return void 0;
    head.push(text.slice(cursor, match.index));
    const name = match[1];
    const open = `export declare namespace ${name} {`;
    if (match[2] !== void 0) {
      blocks.set(name, new Block(open, ""));
      cursor = match.index + match[0].length;
      continue;
    }
    const bodyStart = match.index + match[0].length + 1;
    const close = text.indexOf("\n}", bodyStart - 1);
    if (close < 0) return void 0;
    blocks.set(name, new Block(open, text.slice(bodyStart, close)));
    cursor = close + 2;
    BLOCK_OPEN.lastIndex = cursor;
  }
  head.push(text.slice(cursor));
  if (blocks.size < MIN_ENTRIES) return void 0;
  return new BlockHub(head.join("\n"), blocks);
}
var DeclarationGraph = class {
  constructor(nodeModulesDir) {
    this.nodeModulesDir = nodeModulesDir;
  }
  nodeModulesDir;
  texts = /* @__PURE__ */ new Map();
  hubs = /* @__PURE__ */ new Map();
  referencesCache = /* @__PURE__ */ new Map();
  resolutions = /* @__PURE__ */ new Map();
  crawled = /* @__PURE__ */ new Set();
  text(path) {
    let text = this.texts.get(path);
    if (text === void 0) {
      text = readFileSync(path, "utf8");
      this.texts.set(path, text);
    }
    return text;
  }
  hub(path) {
    let hub = this.hubs.get(path);
    if (hub === void 0) {
      hub = path.includes("/@pulumi/") ? this.parseHub(path) ?? null : null;
      this.hubs.set(path, hub);
    }
    return hub ?? void 0;
  }
  parseHub(path) {
    const text = this.text(path);
    if (/^export declare namespace /m.test(text)) return parseBlocks(text);
    if (path.includes("/types/enums/") && !path.endsWith("/types/enums/index.d.ts"))
      return parseDeclarationList(text);
    const lines = text.split("\n").map(classifyIndexLine);
    const entries = lines.filter((l) => l.kind !== "other").length;
    const code = lines.filter((l) => l.kind === "other" && !/^\s*(\/\/.*)?$/.test(l.text)).length;
    const namespaces = lines.filter((l) => l.kind === "namespace").length;
    if (entries < MIN_ENTRIES || code > 12 && namespaces < MIN_ENTRIES) return void 0;
    const starNames = /* @__PURE__ */ new Map();
    lines.forEach((line, index) => {
      if (line.kind !== "star") return;
      const target = this.resolve(path, line.specifier);
      starNames.set(index, target === void 0 ? "augments" : exportedNames(this.text(target)));
    });
    return new IndexHub(lines, starNames);
  }
  resolve(fromFile, specifier) {
    const key = specifier.startsWith(".") ? `${dirname(fromFile)}\0${specifier}` : specifier;
    let target = this.resolutions.get(key);
    if (target === void 0) {
      target = resolveDeclaration(fromFile, specifier, this.nodeModulesDir) ?? null;
      this.resolutions.set(key, target);
    }
    return target ?? void 0;
  }
  references(path) {
    let refs = this.referencesCache.get(path);
    if (refs === void 0) {
      refs = moduleReferences(this.text(path));
      this.referencesCache.set(path, refs);
    }
    return refs;
  }
  /** Grows the hubs' kept parts to cover everything the program reaches; returns the hubs that changed. */
  update(programPath, programText) {
    const changed = /* @__PURE__ */ new Set();
    const pending = [
      { from: programPath, refs: moduleReferences(programText) }
    ];
    const hubsToRescan = /* @__PURE__ */ new Set();
    const programFiles = /* @__PURE__ */ new Set([programPath]);
    for (; ; ) {
      while (pending.length > 0) {
        const { from, refs } = pending.pop();
        for (const ref of refs) {
          const target = this.resolve(from, ref.specifier);
          if (target === void 0) continue;
          const hub = this.hub(target);
          if (hub !== void 0) {
            for (const demand of ref.demands) {
              if (hub.demand(demand)) {
                changed.add(target);
                hubsToRescan.add(target);
              }
            }
            if (!this.crawled.has(target)) {
              this.crawled.add(target);
              hubsToRescan.add(target);
            }
          } else if (!isPackageFile(target)) {
            if (programFiles.has(target)) continue;
            programFiles.add(target);
            pending.push({ from: target, refs: moduleReferences(readFileSync(target, "utf8")) });
          } else if (!this.crawled.has(target)) {
            this.crawled.add(target);
            pending.push({ from: target, refs: this.references(target) });
          }
        }
      }
      if (hubsToRescan.size === 0) break;
      for (const path of hubsToRescan) pending.push({ from: path, refs: this.hub(path).references() });
      hubsToRescan.clear();
    }
    return changed;
  }
  /** The pruned text of a hub. */
  render(path) {
    return this.hub(path)?.render() ?? this.text(path);
  }
  /** Hub files touched so far (for shadowing before the first program is built). */
  hubPaths() {
    return [...this.hubs].filter(([, hub]) => hub !== null).map(([path]) => path);
  }
};

// src/verify/typecheck/missing-member.ts
import { ts as ts2 } from "ts-morph";
var ACCESS_CODES = /* @__PURE__ */ new Set([2339, 2551]);
var LITERAL_CODES = /* @__PURE__ */ new Set([2353, 2561]);
function nodeAt(source, position) {
  let found;
  const visit = (node) => {
    if (node.getStart(source) <= position && position < node.getEnd()) {
      found = node;
      ts2.forEachChild(node, visit);
    }
  };
  ts2.forEachChild(source, visit);
  return found;
}
function packageModuleOf(fileName) {
  const at = fileName.lastIndexOf("/node_modules/");
  if (at < 0) return void 0;
  const parts = fileName.slice(at + "/node_modules/".length).split("/");
  const scoped = parts[0]?.startsWith("@") === true;
  const name = parts.slice(0, scoped ? 2 : 1).join("/");
  const inside = parts.slice(scoped ? 2 : 1);
  const dirs = inside.slice(0, -1);
  return { package: name, module: dirs.length === 0 ? "index" : dirs.join("."), path: inside.join("/") };
}
function namespacesOf(declaration) {
  const names = [];
  for (let node = declaration.parent; !ts2.isSourceFile(node); node = node.parent) {
    if (ts2.isModuleDeclaration(node)) names.unshift(node.name.getText());
  }
  return names;
}
function memberOfType(type, name) {
  const declaration = type.getSymbol()?.getDeclarations()?.[0];
  if (declaration === void 0) return void 0;
  const where = packageModuleOf(declaration.getSourceFile().fileName);
  if (where === void 0) return void 0;
  if (ts2.isSourceFile(declaration)) {
    return { package: where.package, module: where.module, kind: "module", owner: "", name };
  }
  const isClass = ts2.isClassDeclaration(declaration);
  if (!isClass && !ts2.isInterfaceDeclaration(declaration)) return void 0;
  const owner = declaration.name?.text ?? "";
  if (where.path === "types/output.d.ts") return void 0;
  if (where.path === "types/input.d.ts") {
    const nested = [...namespacesOf(declaration), owner].join(".");
    return { package: where.package, module: where.module, kind: "type", owner: nested, name };
  }
  return { package: where.package, module: where.module, kind: isClass ? "class" : "interface", owner, name };
}
function declaredMember(checker, type, name) {
  const parts = type.isUnion() ? type.types : [checker.getNonNullableType(type)];
  for (const part of parts) {
    const member = memberOfType(part, name);
    if (member !== void 0) return member;
  }
  return void 0;
}
function sameMember(a, b) {
  return a.package === b.package && a.module === b.module && a.kind === b.kind && a.owner === b.owner && a.name === b.name;
}
function missingMemberOf(source, checker, diagnostic) {
  if (diagnostic.start === void 0) return void 0;
  if (!ACCESS_CODES.has(diagnostic.code) && !LITERAL_CODES.has(diagnostic.code)) return void 0;
  const node = nodeAt(source, diagnostic.start);
  if (node === void 0 || !ts2.isIdentifier(node)) return void 0;
  const parent = node.parent;
  if (ts2.isPropertyAccessExpression(parent) && parent.name === node) {
    return declaredMember(checker, checker.getTypeAtLocation(parent.expression), node.text);
  }
  if ((ts2.isPropertyAssignment(parent) || ts2.isShorthandPropertyAssignment(parent)) && parent.name === node && ts2.isObjectLiteralExpression(parent.parent)) {
    const contextual = checker.getContextualType(parent.parent);
    return contextual === void 0 ? void 0 : declaredMember(checker, contextual, node.text);
  }
  return void 0;
}

// src/verify/typecheck/module-format.ts
var SOURCE_FILE_OPTIONS = 7;
function impliedFormatOf(options) {
  if (typeof options !== "object" || options === null) return void 0;
  return options.impliedNodeFormat;
}
function keepModuleFormats(project) {
  const registry = project._context?.compilerFactory?.documentRegistry;
  if (registry === void 0) return;
  for (const method of ["acquireDocumentWithKey", "updateDocumentWithKey"]) {
    const original = registry[method].bind(registry);
    registry[method] = (...args) => {
      const file = original(...args);
      const format = impliedFormatOf(args[SOURCE_FILE_OPTIONS]);
      if (format !== void 0 && file.impliedNodeFormat !== format) file.impliedNodeFormat = format;
      return file;
    };
  }
}

// src/verify/typecheck/shadow-file-system.ts
import { existsSync as existsSync2, readdirSync, readFileSync as readFileSync2, realpathSync as realpathSync2, statSync } from "node:fs";
var ShadowFileSystem = class {
  shadows = /* @__PURE__ */ new Map();
  stripped = /* @__PURE__ */ new Map();
  /**
   * Provider declarations are mostly documentation (`bucket.d.ts` is 90% examples in JSDoc). Block comments
   * carry nothing the checker needs for errors in `.d.ts` files (JSDoc types only count in JavaScript), and
   * the language service parses every JSDoc eagerly, so they are blanked; `///` directives stay.
   */
  declarationText(filePath, encoding) {
    let text = this.stripped.get(filePath);
    if (text === void 0) {
      text = stripBlockComments(readFileSync2(filePath, encoding));
      this.stripped.set(filePath, text);
    }
    return text;
  }
  isCaseSensitive() {
    return true;
  }
  readDirSync(dirPath) {
    return readdirSync(dirPath, { withFileTypes: true }).map((entry) => ({
      name: entry.name,
      isFile: entry.isFile(),
      isDirectory: entry.isDirectory(),
      isSymlink: entry.isSymbolicLink()
    }));
  }
  readFileSync(filePath, encoding = "utf8") {
    const shadow = this.shadows.get(filePath);
    if (shadow !== void 0) return shadow;
    if (filePath.endsWith(".d.ts") && filePath.includes("/node_modules/@pulumi/")) {
      return this.declarationText(filePath, encoding);
    }
    return readFileSync2(filePath, encoding);
  }
  readFile(filePath, encoding = "utf8") {
    return Promise.resolve(this.readFileSync(filePath, encoding));
  }
  fileExistsSync(filePath) {
    if (this.shadows.has(filePath)) return true;
    try {
      return statSync(filePath).isFile();
    } catch {
      return false;
    }
  }
  fileExists(filePath) {
    return Promise.resolve(this.fileExistsSync(filePath));
  }
  directoryExistsSync(dirPath) {
    try {
      return statSync(dirPath).isDirectory();
    } catch {
      return false;
    }
  }
  directoryExists(dirPath) {
    return Promise.resolve(this.directoryExistsSync(dirPath));
  }
  realpathSync(path) {
    return existsSync2(path) ? realpathSync2(path) : path;
  }
  getCurrentDirectory() {
    return process.cwd();
  }
  globSync() {
    return [];
  }
  glob() {
    return Promise.resolve([]);
  }
  readOnly() {
    throw new Error("the typecheck file system is read-only");
  }
  delete() {
    return this.readOnly();
  }
  deleteSync() {
    this.readOnly();
  }
  writeFile() {
    return this.readOnly();
  }
  writeFileSync() {
    this.readOnly();
  }
  mkdir() {
    return this.readOnly();
  }
  mkdirSync() {
    this.readOnly();
  }
  move() {
    return this.readOnly();
  }
  moveSync() {
    this.readOnly();
  }
  copy() {
    return this.readOnly();
  }
  copySync() {
    this.readOnly();
  }
};
var BLOCK_COMMENT_OR_STRING = /\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g;
function stripBlockComments(text) {
  return text.replace(
    BLOCK_COMMENT_OR_STRING,
    (token) => token.startsWith("/*") ? token.replace(/[^\n]/g, "") : token
  );
}

// src/verify/typecheck/typechecker.ts
var PROJECT_COMPILER_OPTIONS = {
  strict: true,
  target: "ES2022",
  lib: ["ES2022"],
  module: "node16",
  moduleResolution: "node16",
  skipLibCheck: true,
  esModuleInterop: true,
  types: ["node"]
};
function compilerOptionsOf(options) {
  const converted = ts3.convertCompilerOptionsFromJson(options, "/");
  if (converted.errors.length > 0) {
    throw new Error(
      `invalid project compiler options: ${ts3.flattenDiagnosticMessageText(converted.errors[0].messageText, " ")}`
    );
  }
  return { ...converted.options, noEmit: true };
}
var SAFE_FIX_NAMES = /* @__PURE__ */ new Set(["spelling", "import", "fixMissingImport"]);
var FIXABLE_CODES = /* @__PURE__ */ new Set([2304, 2305, 2339, 2503, 2551, 2552, 2561, 2724, 2694, 2300]);
var NAMESPACE_ALIASES = {
  pulumi: "@pulumi/pulumi",
  aws: "@pulumi/aws",
  k8s: "@pulumi/kubernetes",
  kubernetes: "@pulumi/kubernetes",
  random: "@pulumi/random",
  tls: "@pulumi/tls",
  gcp: "@pulumi/gcp",
  azure_native: "@pulumi/azure-native",
  azure: "@pulumi/azure-native",
  cloudflare: "@pulumi/cloudflare",
  docker: "@pulumi/docker",
  github: "@pulumi/github"
};
function subjectsOf(sourceFile, diagnostic, message) {
  const subjects = /* @__PURE__ */ new Set();
  for (const match of message.matchAll(/'([^']{1,200})'/g)) {
    const name = match[1].trim();
    if (/^[\w.$]+$/.test(name)) subjects.add(name);
    const tail = /([A-Za-z_$][\w$]*)$/.exec(name)?.[1];
    if (tail !== void 0 && tail !== name) subjects.add(tail);
  }
  if (diagnostic.start !== void 0) {
    let node = sourceFile.getDescendantAtPos(diagnostic.start);
    for (; node !== void 0; node = node.getParent()) {
      if (Node.isNewExpression(node) || Node.isCallExpression(node)) {
        const callee = node.getExpression().getText();
        if (/^[\w$]+(\.[\w$]+)+$/.test(callee)) {
          subjects.add(callee);
          break;
        }
      }
    }
  }
  return [...subjects];
}
var INSTALLED_PATH = /(["'])[^"'\s]*\/node_modules\/((?:@[^/"']+\/)?[^/"']+)((?:\/[^"'/]+)*?)(?:\/index)?\1/g;
function withPackagePaths(message) {
  return message.replace(
    INSTALLED_PATH,
    (_all, quote, pkg, rest) => `${quote}${pkg}${rest}${quote}`
  );
}
function toDiagnostic(d, lines, subjects, checkerOf, file) {
  const start = d.start ?? 0;
  const checker = d.file === void 0 ? void 0 : checkerOf();
  const missing = checker === void 0 || d.file === void 0 ? void 0 : missingMemberOf(d.file, checker, d);
  const { line, character } = lines.getLineAndCharacterOfPosition(start);
  const message = withPackagePaths(ts3.flattenDiagnosticMessageText(d.messageText, "\n"));
  return {
    code: d.code,
    message,
    line: line + 1,
    column: character + 1,
    start,
    length: d.length ?? 0,
    category: d.category === ts3.DiagnosticCategory.Error ? "error" : "warning",
    subjects: subjects(message),
    ...file !== void 0 ? { file } : {},
    ...missing !== void 0 ? { missing } : {}
  };
}
var reported = (d) => d.category === ts3.DiagnosticCategory.Error || d.category === ts3.DiagnosticCategory.Warning;
function namespaceImportFix(program, diagnostic, nodeModulesDir) {
  if (![2304, 2503, 2552].includes(diagnostic.code)) return void 0;
  const name = /'([\w$]+)'/.exec(diagnostic.message)?.[1];
  const specifier = name !== void 0 ? NAMESPACE_ALIASES[name] : void 0;
  if (specifier === void 0 || !existsSync3(join2(nodeModulesDir, specifier))) return void 0;
  return `import * as ${name} from '${specifier}';
${program}`;
}
function codeFixOf(program, diagnostic, site) {
  const actions = site.languageService.getCodeFixesAtPosition(
    site.programPath,
    diagnostic.start,
    diagnostic.start + diagnostic.length,
    [diagnostic.code],
    {},
    { includeCompletionsForModuleExports: true, quotePreference: "single" }
  );
  const action = actions.find((a) => SAFE_FIX_NAMES.has(a.fixName)) ?? didYouMeanFix(program, diagnostic);
  if (action === void 0) return void 0;
  const changes = action.changes.filter((c) => c.fileName === site.programPath || c.fileName === "").flatMap((c) => c.textChanges);
  return { action, changes };
}
function fixPass(program, diagnostics, site, protect) {
  const edits = [];
  const fixes = [];
  for (const diagnostic of diagnostics) {
    if (!FIXABLE_CODES.has(diagnostic.code) || diagnostic.file !== void 0) continue;
    const { missing } = diagnostic;
    if (missing !== void 0 && protect.some((kept) => sameMember(kept, missing))) continue;
    const ours = namespaceImportFix(program, diagnostic, site.nodeModulesDir);
    if (ours !== void 0) {
      fixes.push({
        fixName: "namespace-import",
        description: `Add ${ours.split("\n")[0]}`,
        line: diagnostic.line
      });
      return { program: ours, fixes };
    }
    const fix = codeFixOf(program, diagnostic, site);
    if (fix === void 0) continue;
    const overlaps = fix.changes.some(
      (c) => edits.some((e) => c.span.start < e.end && e.start < c.span.start + c.span.length + 1)
    );
    if (overlaps || fix.changes.length === 0) continue;
    for (const c of fix.changes)
      edits.push({ start: c.span.start, end: c.span.start + c.span.length, text: c.newText });
    fixes.push({
      fixName: fix.action.fixName,
      description: fix.action.description,
      line: diagnostic.line,
      ...missing !== void 0 ? { missing } : {}
    });
  }
  if (edits.length === 0) return void 0;
  let fixed = program;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    fixed = fixed.slice(0, edit.start) + edit.text + fixed.slice(edit.end);
  return { program: fixed, fixes };
}
function fixRepeatedly(initial, how) {
  let program = initial;
  const fixes = [];
  let diagnostics = how.check(program);
  for (let pass = 0; pass < how.maxPasses; pass++) {
    const fixed = fixPass(program, diagnostics, how.site, how.protect);
    if (fixed === void 0) break;
    program = fixed.program;
    fixes.push(...fixed.fixes);
    diagnostics = how.check(program);
    if (diagnostics.length === 0) break;
  }
  return { program, fixes, diagnostics };
}
function createTypechecker(options) {
  const projectDir2 = options.projectDir;
  const nodeModulesDir = options.nodeModulesDir ?? join2(projectDir2, "node_modules");
  const projectRoot = realpathOr(projectDir2);
  const programPath = join2(projectRoot, "index.ts");
  const fileSystem = new ShadowFileSystem();
  const project = new Project({
    fileSystem,
    compilerOptions: compilerOptionsOf(PROJECT_COMPILER_OPTIONS),
    skipAddingFilesFromTsConfig: true,
    // Shadows are added before the program is built; resolving their imports eagerly would parse the very
    // files they exist to avoid.
    skipFileDependencyResolution: true
  });
  keepModuleFormats(project);
  const languageService = project.getLanguageService().compilerObject;
  const graph = new DeclarationGraph(nodeModulesDir);
  let checks = 0;
  const load = (program) => {
    for (const hub of graph.update(programPath, program)) {
      const text = stripBlockComments(graph.render(hub));
      if (fileSystem.shadows.get(hub) !== text) {
        fileSystem.shadows.set(hub, text);
        project.getSourceFile(hub)?.refreshFromFileSystemSync();
      }
    }
    fileSystem.shadows.set(programPath, program);
    const existing = project.getSourceFile(programPath);
    if (existing !== void 0) {
      existing.refreshFromFileSystemSync();
      return existing;
    }
    return project.addSourceFileAtPath(programPath);
  };
  const diagnosticsOf = (fileName) => [
    ...languageService.getSyntacticDiagnostics(fileName),
    ...languageService.getSemanticDiagnostics(fileName)
  ];
  const companions = () => (languageService.getProgram()?.getSourceFiles() ?? []).filter(
    (file) => file.fileName !== programPath && file.fileName.startsWith(`${projectRoot}/`) && !file.fileName.includes("/node_modules/") && !file.isDeclarationFile
  );
  const diagnose = (sourceFile) => {
    checks++;
    const checker = () => languageService.getProgram()?.getTypeChecker();
    const own = diagnosticsOf(programPath).filter(reported).map(
      (d) => toDiagnostic(d, sourceFile.compilerNode, (message) => subjectsOf(sourceFile, d, message), checker)
    );
    const others = companions().flatMap(
      (file) => diagnosticsOf(file.fileName).filter(reported).map((d) => toDiagnostic(d, file, () => [], checker, file.fileName.slice(projectRoot.length + 1)))
    );
    return [...own, ...others];
  };
  const check = (program) => diagnose(load(program));
  const configReads = (program) => {
    load(program);
    const compiled = languageService.getProgram();
    const source = compiled?.getSourceFile(programPath);
    return compiled === void 0 || source === void 0 ? [] : configReadsOf(source, compiled.getTypeChecker());
  };
  const site = { languageService, programPath, nodeModulesDir };
  const fix = (initial, maxPasses = 4, protect = []) => fixRepeatedly(initial, { maxPasses, protect, site, check });
  return {
    check,
    configReads,
    fix,
    stats: () => ({ files: languageService.getProgram()?.getSourceFiles().length ?? 0, checks })
  };
}
function didYouMeanFix(program, diagnostic) {
  const suggestion = /Did you mean(?: to write)? '([\w$]+)'\?/.exec(diagnostic.message)?.[1];
  const offending = /'([\w$]+)'/.exec(diagnostic.message)?.[1];
  if (suggestion === void 0 || offending === void 0) return void 0;
  if (program.slice(diagnostic.start, diagnostic.start + diagnostic.length) !== offending) return void 0;
  return {
    fixName: "spelling",
    description: `Change spelling to '${suggestion}'`,
    changes: [
      {
        fileName: "",
        textChanges: [{ span: { start: diagnostic.start, length: diagnostic.length }, newText: suggestion }]
      }
    ]
  };
}
function realpathOr(path) {
  try {
    return realpathSync3(path);
  } catch {
    return path;
  }
}

// src/shared/errors.ts
function errorMessage(error) {
  let text;
  if (error instanceof Error) {
    text = error.message || error.name;
  } else if (typeof error === "string") {
    text = error;
  } else {
    try {
      text = JSON.stringify(error) ?? String(error);
    } catch {
      text = String(error);
    }
  }
  return text.replace(/\s*\n\s*/g, " ").trim() || "unknown error";
}

// src/verify/typecheck/typecheck-protocol.ts
var MAX_DIAGNOSTICS = 200;
var MAX_MESSAGE_CHARS = 4e3;
var MAX_SUBJECTS = 20;
function boundDiagnostics(diagnostics) {
  return diagnostics.slice(0, MAX_DIAGNOSTICS).map((diagnostic) => ({
    ...diagnostic,
    message: diagnostic.message.length > MAX_MESSAGE_CHARS ? `${diagnostic.message.slice(0, MAX_MESSAGE_CHARS)}\u2026` : diagnostic.message,
    subjects: diagnostic.subjects.slice(0, MAX_SUBJECTS)
  }));
}

// src/verify/typecheck/typecheck-worker.ts
var projectDir = process.argv[2];
if (projectDir === void 0 || process.send === void 0) {
  process.stderr.write("usage: typecheck-worker <projectDir> (with an IPC channel)\n");
  process.exit(2);
}
var typechecker = createTypechecker({ projectDir });
function answer(request) {
  try {
    switch (request.op) {
      case "check": {
        const diagnostics = typechecker.check(request.program);
        return { id: request.id, op: "check", diagnostics: boundDiagnostics(diagnostics) };
      }
      case "configReads":
        return { id: request.id, op: "configReads", reads: typechecker.configReads(request.program) };
      case "fix": {
        const result = typechecker.fix(request.program, request.maxPasses, request.protect);
        return {
          id: request.id,
          op: "fix",
          result: { ...result, diagnostics: boundDiagnostics(result.diagnostics) }
        };
      }
      default: {
        const unknown = request;
        return { id: unknown.id, op: "error", message: `unknown typecheck request '${String(unknown.op)}'` };
      }
    }
  } catch (error) {
    return { id: request.id, op: "error", message: errorMessage(error) };
  }
}
process.on("message", (request) => {
  process.send?.(answer(request));
});
process.on("disconnect", () => process.exit(0));
