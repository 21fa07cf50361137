import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  encodeShard
} from "./chunk-TJVHSDNF.js";
import {
  tsNameOf
} from "./chunk-CZED2NF6.js";

// src/snapshot/extract-provider.ts
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { ts } from "ts-morph";

// src/snapshot/doc-text.ts
function parseDocComment(raw) {
  const body = raw.replace(/^\/\*\*/, "").replace(/\*\/$/, "");
  const lines = body.split("\n").map((line) => line.replace(/^\s*\* ?/, "").replace(/\s+$/, ""));
  const description = [];
  let deprecated;
  let inTag;
  let inFence = false;
  for (const line of lines) {
    if (line.trimStart().startsWith("```")) {
      inFence = !inFence;
    }
    const tag = inFence ? null : /^@(\w+)\s?(.*)$/.exec(line);
    if (tag !== null) {
      inTag = tag[1] === "deprecated" ? "deprecated" : "other";
      if (inTag === "deprecated") {
        deprecated = [tag[2] ?? ""];
      }
      continue;
    }
    if (inTag === "deprecated") {
      deprecated?.push(line);
    } else if (inTag === void 0) {
      description.push(line);
    }
  }
  const text = description.join("\n").trim();
  const message = deprecated?.join(" ").replace(/\s+/g, " ").trim();
  return message === void 0 ? { description: text } : { description: text, deprecated: message || "deprecated" };
}
var HTML_TAGS = /<\/?(?:span|div|p|br|a|b|i|em|strong|code|sup|sub|details|summary|table|thead|tbody|tr|td|th|img|ul|ol|li|pre|blockquote|h[1-6]|hr|u|small|font|center)\b[^>]*>/gi;
function cleanMarkup(text) {
  return text.replace(/<!--[\s\S]*?-->/g, "").replace(
    /<span\s+pulumi-lang-nodejs="([^"]*)"[^>]*>[\s\S]*?<\/span>/g,
    (_match, nodejs) => nodejs
  ).replace(HTML_TAGS, "").replace(/[ \t]+\n/g, "\n").replace(/\n{3,}/g, "\n\n").trim();
}
var SUMMARY_LIMIT = 1500;
function summaryOf(description) {
  const heading = /^#{1,6} /m.exec(description);
  const head = cleanMarkup(heading === null ? description : description.slice(0, heading.index));
  const paragraphs = head.split(/\n\s*\n/).map((p) => p.trim()).filter((p) => p !== "" && !p.startsWith("Other available API versions"));
  const kept = [];
  let length = 0;
  for (const paragraph of paragraphs) {
    if (kept.length > 0 && length + paragraph.length > SUMMARY_LIMIT) {
      break;
    }
    kept.push(paragraph);
    length += paragraph.length + 2;
  }
  return kept.length > 0 ? kept.join("\n\n") : firstProseParagraph(description);
}
function firstProseParagraph(description) {
  const withoutCode = description.replace(/^```[\s\S]*?^```\s*$/gm, "");
  const paragraph = cleanMarkup(withoutCode).split(/\n\s*\n/).map((p) => p.trim()).find((p) => p !== "" && !/^#{1,6} /.test(p) && !p.startsWith("$ ") && !p.startsWith("```"));
  return paragraph ?? "";
}
var LINE_LIMIT = 300;
function oneLineDoc(description) {
  const first = cleanMarkup(description).split(/\n\s*\n/)[0] ?? "";
  const line = first.replace(/\s+/g, " ").trim();
  if (line.length <= LINE_LIMIT) {
    return line;
  }
  const cut = line.slice(0, LINE_LIMIT);
  const sentenceEnd = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf(".) "));
  return sentenceEnd > LINE_LIMIT / 3 ? cut.slice(0, sentenceEnd + 1) : `${cut.trimEnd()}\u2026`;
}
var VALUES_INTRO = /\b(?:(?:valid|possible|allowed|supported|accepted|permitted|acceptable) (?:values?|options?)(?: for `[^`\n]+`)?(?: (?:are|is|include|includes))?(?: one of)?|(?:must|can|should) be (?:one of|either)(?: the following)?|can be of the following|(?:is|are) one of|(?:(?:either|any|one) of )?the following(?: values)? (?:is|are) (?:supported|valid|allowed|accepted|permitted))\s*:?\s*/gi;
var QUOTED_VALUE = /^(?:`([^`\n]{1,100})`|"([^"\n]{1,100})")/;
var SEPARATOR = /^(?:\s*,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+|\s*\/\s*|\s*\|\s*)/;
var GLOSS = /^\s*\([^()\n]{1,60}\)/;
var PARTIAL_INTRO = /\b(?:include|includes)\b/i;
var PARTIAL_REMARK = /\b(?:also (?:valid|supported|accepted|allowed|possible)|additionally|any multiple|or any|for example|such as|e\.g\.|etc\.?|among others|not limited to|and more|and others)\b/i;
function unquoted(value) {
  const inner = /^(["'])(.*)\1$/.exec(value);
  return inner === null ? value : (inner[2] ?? "").trim();
}
function followingSentences(text, start) {
  const rest = text.slice(start, start + 400);
  const ends = [...rest.matchAll(/[.;!?](?:\s|$)/g)];
  const cut = ends[1] ?? ends[ends.length - 1];
  return cut === void 0 ? rest : rest.slice(0, (cut.index ?? 0) + 1);
}
function listAfter(text, start) {
  const values = [];
  let rest = text.slice(start);
  for (; ; ) {
    const item = QUOTED_VALUE.exec(rest);
    if (item === null) {
      break;
    }
    const value = unquoted((item[1] ?? item[2] ?? "").trim());
    if (value !== "" && !values.includes(value)) {
      values.push(value);
    }
    rest = rest.slice(item[0].length);
    rest = rest.slice(GLOSS.exec(rest)?.[0].length ?? 0);
    const separator = SEPARATOR.exec(rest);
    if (separator === null) {
      break;
    }
    rest = rest.slice(separator[0].length);
  }
  return { values, end: text.length - rest.length };
}
var sameInput = (a, b) => {
  const key = (name) => (name.split(".").pop() ?? name).replace(/_/g, "").toLowerCase();
  return key(a) === key(b);
};
function subjectOf(text, intro) {
  const inside = /\bfor `([^`\n]+)`/.exec(intro[0])?.[1];
  if (inside !== void 0) return inside;
  return /`([\w.[\]]+)`\s*$/.exec(text.slice(Math.max(0, (intro.index ?? 0) - 60), intro.index))?.[1];
}
function validValuesOf(description, name) {
  const text = cleanMarkup(description);
  const values = [];
  let complete = true;
  for (const intro of text.matchAll(VALUES_INTRO)) {
    const subject = name === void 0 ? void 0 : subjectOf(text, intro);
    if (subject !== void 0 && name !== void 0 && !sameInput(subject, name)) continue;
    const start = (intro.index ?? 0) + intro[0].length;
    const list = listAfter(text, start);
    if (list.values.length === 0) {
      continue;
    }
    for (const value of list.values) if (!values.includes(value)) values.push(value);
    if (PARTIAL_INTRO.test(intro[0])) complete = false;
    if (PARTIAL_REMARK.test(followingSentences(text, list.end))) complete = false;
  }
  return values.length > 0 ? { values, complete } : void 0;
}
function examplesOf(description) {
  const examples = [];
  const lines = description.split("\n");
  let heading = "Example Usage";
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const headingMatch = /^#{2,6}\s+(.+?)\s*$/.exec(line);
    if (headingMatch !== null) {
      heading = cleanMarkup(headingMatch[1] ?? "");
      continue;
    }
    if (/^```(?:typescript|ts)\s*$/.test(line.trim())) {
      const code = [];
      i++;
      while (i < lines.length && !/^```\s*$/.test((lines[i] ?? "").trim())) {
        code.push(lines[i] ?? "");
        i++;
      }
      const text = code.join("\n").trim();
      if (text !== "") {
        examples.push({ heading, code: `${text}
` });
      }
    }
  }
  return examples;
}

// src/snapshot/scan-js.ts
var BOUNDARY = /^(?:export )?(?:(class)|(?:async )?function) (\w+)\b/gm;
var PULUMI_TYPE = /static __pulumiType = (['"])([^'"]+)\1/g;
var ASSIGNED_PULUMI_TYPE = /^(\w+)\.__pulumiType = (['"])([^'"]+)\2;/gm;
var INVOKE = /\bruntime\.(?:invoke|invokeOutput|invokeSingle|invokeSingleOutput)\(\s*(['"])([^'"]+)\1/g;
function enclosing(boundaries, index) {
  let found;
  for (const boundary of boundaries) {
    if (boundary.index > index) {
      break;
    }
    found = boundary;
  }
  return found;
}
function scanJsTokens(source) {
  const classes = /* @__PURE__ */ new Map();
  const functions = /* @__PURE__ */ new Map();
  if (!source.includes("__pulumiType") && !source.includes("runtime.invoke")) {
    return { classes, functions };
  }
  const boundaries = [...source.matchAll(BOUNDARY)].map((m) => ({
    index: m.index,
    kind: m[1] === "class" ? "class" : "function",
    name: m[2] ?? ""
  }));
  for (const match of source.matchAll(PULUMI_TYPE)) {
    const owner = enclosing(boundaries, match.index);
    if (owner?.kind === "class" && !classes.has(owner.name)) {
      classes.set(owner.name, match[2] ?? "");
    }
  }
  for (const match of source.matchAll(ASSIGNED_PULUMI_TYPE)) {
    const name = match[1] ?? "";
    if (boundaries.some((b) => b.kind === "class" && b.name === name) && !classes.has(name)) {
      classes.set(name, match[3] ?? "");
    }
  }
  for (const match of source.matchAll(INVOKE)) {
    const owner = enclosing(boundaries, match.index);
    if (owner?.kind === "function" && !functions.has(owner.name)) {
      functions.set(owner.name, match[2] ?? "");
    }
  }
  return { classes, functions };
}

// src/snapshot/extract-provider.ts
var SKIPPED_DIRS = /* @__PURE__ */ new Set(["node_modules", "types", "config", "scripts", "bin"]);
var VERSIONED_DIR = /^v\d{8}/;
function isSkippedDir(name) {
  return SKIPPED_DIRS.has(name) || VERSIONED_DIR.test(name) || name.startsWith(".");
}
function moduleDirs(root) {
  const out = [];
  const visit = (dir, parts) => {
    out.push({ dir, module: parts.length === 0 ? "index" : parts.join(".") });
    const children = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !isSkippedDir(entry.name)).map((entry) => entry.name).sort();
    for (const child of children) {
      visit(join(dir, child), [...parts, child]);
    }
  };
  visit(root, []);
  return out;
}
function declarationFiles(dir) {
  return readdirSync(dir).filter((file) => file.endsWith(".d.ts")).sort();
}
function parse(path, text) {
  return ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
}
function docOf(node, source) {
  const ranges = ts.getLeadingCommentRanges(source.text, node.pos) ?? [];
  for (let i = ranges.length - 1; i >= 0; i--) {
    const range = ranges[i];
    const text = source.text.slice(range.pos, range.end);
    if (text.startsWith("/**")) {
      return parseDocComment(text);
    }
  }
  return { description: "" };
}
function propertyName(name, source) {
  if (ts.isStringLiteral(name) || ts.isNumericLiteral(name)) {
    return name.text;
  }
  return name.getText(source);
}
var TYPE_REF = /\b(?:inputs|enums)(?:\.[A-Za-z_$][\w$]*)+/g;
function typeRefsOf(type) {
  const refs = [...new Set([...type.matchAll(TYPE_REF)].map((m) => m[0]))];
  return refs.length > 0 ? refs : void 0;
}
function literalValuesOf(type) {
  const literals = [...type.matchAll(/"([^"\\]*)"/g)].map((m) => m[1] ?? "");
  if (literals.length === 0) {
    return void 0;
  }
  const rest = type.replace(/"[^"\\]*"/g, "").replace(/pulumi\.Input|\bundefined\b|[<>|()[\]\s]/g, "");
  return rest === "" ? [...new Set(literals)] : void 0;
}
function inputProperty(member, source) {
  const doc = docOf(member, source);
  const type = member.type?.getText(source).replace(/\s+/g, " ") ?? "any";
  const fromDoc = validValuesOf(doc.description, propertyName(member.name, source));
  const literals = fromDoc === void 0 ? literalValuesOf(type) : void 0;
  const validValues = fromDoc?.values ?? literals;
  const typeRefs = typeRefsOf(type);
  return {
    name: propertyName(member.name, source),
    type,
    required: member.questionToken === void 0,
    doc: oneLineDoc(doc.description),
    ...validValues === void 0 ? {} : { validValues, validValuesComplete: fromDoc?.complete ?? literals !== void 0 },
    ...doc.deprecated === void 0 ? {} : { deprecated: doc.deprecated },
    ...typeRefs === void 0 ? {} : { typeRefs }
  };
}
function interfaceInputs(name, interfaces, source, seen = /* @__PURE__ */ new Set()) {
  const declaration = interfaces.get(name);
  if (declaration === void 0 || seen.has(name)) {
    return [];
  }
  seen.add(name);
  const own = declaration.members.filter(ts.isPropertySignature).map((member) => inputProperty(member, source));
  const inherited = (declaration.heritageClauses ?? []).flatMap(
    (clause) => clause.types.flatMap(
      (type) => interfaceInputs(type.expression.getText(source), interfaces, source, seen)
    )
  );
  const names = new Set(own.map((p) => p.name));
  return [...own, ...inherited.filter((p) => !names.has(p.name))];
}
function interfaceOutputs(name, interfaces, source) {
  const members = interfaces.get(name)?.members ?? [];
  return members.filter(ts.isPropertySignature).map((member) => ({
    name: propertyName(member.name, source),
    type: member.type?.getText(source).replace(/\s+/g, " ") ?? "any"
  }));
}
function localInterfaceIn(type, interfaces, source) {
  const text = type?.getText(source) ?? "";
  return [...text.matchAll(/\b[A-Za-z_$][\w$]*\b/g)].map((m) => m[0]).find((name) => interfaces.has(name));
}
function isExported(node) {
  return (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}
function makeRecord(base, inputs, outputs) {
  return {
    token: base.token,
    kind: base.kind,
    provider: base.provider,
    module: base.module,
    tsName: tsNameOf(base.provider, base.module, base.name),
    summary: summaryOf(base.doc.description),
    ...base.doc.deprecated === void 0 ? {} : { deprecated: base.doc.deprecated },
    inputs,
    outputs,
    examples: examplesOf(base.doc.description)
  };
}
function extractFile(provider, module, source, classTokens, functionTokens) {
  const interfaces = /* @__PURE__ */ new Map();
  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement)) {
      interfaces.set(statement.name.text, statement);
    }
  }
  const records = [];
  const functionRecords = /* @__PURE__ */ new Map();
  for (const statement of source.statements) {
    if (ts.isClassDeclaration(statement) && statement.name !== void 0 && isExported(statement)) {
      const name = statement.name.text;
      const jsToken = classTokens.get(name);
      if (jsToken === void 0) {
        continue;
      }
      const extendsText = statement.heritageClauses?.find((c) => c.token === ts.SyntaxKind.ExtendsKeyword)?.getText(source) ?? "";
      const token = extendsText.includes("ProviderResource") ? `pulumi:providers:${jsToken}` : jsToken;
      const constructor = statement.members.filter(ts.isConstructorDeclaration).map((c) => localInterfaceIn(c.parameters[1]?.type, interfaces, source)).find((argsName) => argsName !== void 0);
      const outputs = statement.members.filter(ts.isPropertyDeclaration).filter((m) => !(ts.getModifiers(m) ?? []).some((x) => x.kind === ts.SyntaxKind.StaticKeyword)).map((m) => ({
        name: propertyName(m.name, source),
        type: m.type?.getText(source).replace(/\s+/g, " ") ?? "any"
      })).filter((p) => !p.name.startsWith("__"));
      records.push(
        makeRecord(
          { token, kind: "resource", provider, module, name, doc: docOf(statement, source) },
          constructor === void 0 ? [] : interfaceInputs(constructor, interfaces, source),
          outputs
        )
      );
    } else if (ts.isFunctionDeclaration(statement) && statement.name !== void 0 && isExported(statement)) {
      const name = statement.name.text;
      const token = functionTokens.get(name);
      if (token === void 0) {
        continue;
      }
      const twin = name.endsWith("Output") ? name.slice(0, -"Output".length) : void 0;
      if (twin !== void 0 && functionTokens.get(twin) === token || functionRecords.has(name)) {
        continue;
      }
      const argsName = localInterfaceIn(statement.parameters[0]?.type, interfaces, source);
      const resultName = localInterfaceIn(statement.type, interfaces, source);
      const record = makeRecord(
        { token, kind: "function", provider, module, name, doc: docOf(statement, source) },
        argsName === void 0 ? [] : interfaceInputs(argsName, interfaces, source),
        resultName === void 0 ? [] : interfaceOutputs(resultName, interfaces, source)
      );
      functionRecords.set(name, record);
      records.push(record);
    }
  }
  return records;
}
function qualifiedInterfaces(source, prefix) {
  const found = [];
  const visit = (statements, prefix2) => {
    for (const statement of statements) {
      if (ts.isInterfaceDeclaration(statement)) {
        found.push({ name: `${prefix2}.${statement.name.text}`, declaration: statement });
      } else if (ts.isModuleDeclaration(statement)) {
        let body = statement.body;
        let name = statement.name.getText(source);
        while (body !== void 0 && ts.isModuleDeclaration(body)) {
          name = `${name}.${body.name.getText(source)}`;
          body = body.body;
        }
        if (body !== void 0 && ts.isModuleBlock(body) && !name.split(".").some((part) => VERSIONED_DIR.test(part))) {
          visit(body.statements, `${prefix2}.${name}`);
        }
      }
    }
  };
  visit(source.statements, prefix);
  return found;
}
function extractInputTypes(provider, path) {
  if (!existsSync(path)) {
    return [];
  }
  const source = parse(path, readFileSync(path, "utf8"));
  return qualifiedInterfaces(source, "inputs").map(({ name, declaration }) => ({
    name,
    provider,
    fields: interfaceInputs(declaration.name.text, /* @__PURE__ */ new Map([[declaration.name.text, declaration]]), source)
  }));
}
function extractEnums(provider, root) {
  if (!existsSync(root)) {
    return [];
  }
  const types = [];
  for (const { dir, module } of moduleDirs(root)) {
    const prefix = module === "index" ? "enums" : `enums.${module}`;
    for (const file of declarationFiles(dir)) {
      const path = join(dir, file);
      const source = parse(path, readFileSync(path, "utf8"));
      for (const statement of source.statements) {
        if (!ts.isVariableStatement(statement)) {
          continue;
        }
        for (const declaration of statement.declarationList.declarations) {
          if (!ts.isIdentifier(declaration.name) || declaration.type === void 0) {
            continue;
          }
          if (!ts.isTypeLiteralNode(declaration.type)) {
            continue;
          }
          const values = declaration.type.members.filter(ts.isPropertySignature).map((member) => member.type).filter((type) => type !== void 0 && ts.isLiteralTypeNode(type)).map(
            (type) => ts.isStringLiteral(type.literal) ? type.literal.text : type.literal.getText(source)
          );
          if (values.length > 0) {
            types.push({
              name: `${prefix}.${declaration.name.text}`,
              provider,
              fields: [],
              enumValues: values
            });
          }
        }
      }
    }
  }
  return types;
}
function withEnumValues(property, enums) {
  const fromEnums = (property.typeRefs ?? []).flatMap((ref) => enums.get(ref)?.enumValues ?? []);
  if (fromEnums.length === 0) {
    return property;
  }
  const validValues = [.../* @__PURE__ */ new Set([...property.validValues ?? [], ...fromEnums])];
  const { name, type, required, doc, deprecated, typeRefs } = property;
  return {
    name,
    type,
    required,
    doc,
    validValues,
    validValuesComplete: true,
    ...deprecated === void 0 ? {} : { deprecated },
    ...typeRefs === void 0 ? {} : { typeRefs }
  };
}
var byName = (a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
var byToken = (a, b) => a.token < b.token ? -1 : a.token > b.token ? 1 : 0;
function componentClasses(provider, module, source) {
  const found = /* @__PURE__ */ new Map();
  for (const statement of source.statements) {
    if (!ts.isClassDeclaration(statement) || statement.name === void 0 || !isExported(statement)) continue;
    const extendsText = statement.heritageClauses?.find((c) => c.token === ts.SyntaxKind.ExtendsKeyword)?.getText(source) ?? "";
    if (/\bComponentResource\b/.test(extendsText)) {
      found.set(statement.name.text, `component:${provider}:${module}:${statement.name.text}`);
    }
  }
  return found;
}
function extractProvider(pkg, options = {}) {
  const recordsByToken = /* @__PURE__ */ new Map();
  const duplicates = [];
  const foundResources = /* @__PURE__ */ new Set();
  const foundFunctions = /* @__PURE__ */ new Set();
  for (const { dir, module } of moduleDirs(pkg.dir)) {
    for (const file of declarationFiles(dir)) {
      const jsPath = join(dir, file.replace(/\.d\.ts$/, ".js"));
      if (!existsSync(jsPath)) {
        continue;
      }
      const tokens = scanJsTokens(readFileSync(jsPath, "utf8"));
      if (tokens.classes.size === 0 && tokens.functions.size === 0 && options.components !== true) {
        continue;
      }
      tokens.functions.forEach((token) => foundFunctions.add(token));
      const path = join(dir, file);
      const source = parse(path, readFileSync(path, "utf8"));
      const classes = options.components === true ? new Map([...componentClasses(pkg.name, module, source), ...tokens.classes]) : tokens.classes;
      for (const record of extractFile(pkg.name, module, source, classes, tokens.functions)) {
        if (recordsByToken.has(record.token)) {
          duplicates.push(record.token);
        } else {
          recordsByToken.set(record.token, record);
        }
      }
      for (const token of tokens.classes.values()) {
        foundResources.add(token.includes(":") ? token : `pulumi:providers:${token}`);
      }
    }
  }
  const enums = extractEnums(pkg.name, join(pkg.dir, "types", "enums"));
  const enumsByName = new Map(enums.map((e) => [e.name, e]));
  const inputTypes = extractInputTypes(pkg.name, join(pkg.dir, "types", "input.d.ts")).map((type) => ({
    ...type,
    fields: type.fields.map((field) => withEnumValues(field, enumsByName))
  }));
  const records = [...recordsByToken.values()].map((record) => ({
    ...record,
    inputs: record.inputs.map((input) => withEnumValues(input, enumsByName))
  })).sort(byToken);
  return {
    records,
    types: [...inputTypes, ...enums].sort(byName),
    foundInPackage: { resources: foundResources, functions: foundFunctions },
    duplicates: [...new Set(duplicates)].sort()
  };
}

// src/snapshot/build-shard.ts
async function buildProviderShard(provider, packages, now = () => performance.now()) {
  const started = now();
  const located = await packages.locate(provider);
  const extracted = extractProvider({
    name: provider.name,
    packageName: provider.package,
    version: provider.version,
    dir: located.dir
  });
  const shard = encodeShard(provider.name, extracted.records, extracted.types);
  const bytes = [...shard.files.values()].reduce((sum, data) => sum + data.length, 0);
  const resources = extracted.records.filter((r) => r.kind === "resource").length;
  const functions = extracted.records.length - resources;
  const tokens = new Set(extracted.records.map((r) => r.token));
  const missing = [...extracted.foundInPackage.resources, ...extracted.foundInPackage.functions].filter((token) => !tokens.has(token)).sort();
  return {
    name: provider.name,
    files: shard.files,
    entry: {
      package: provider.package,
      version: provider.version,
      resources,
      functions,
      types: extracted.types.length,
      files: [...shard.files.keys()].sort()
    },
    records: extracted.records,
    types: extracted.types,
    report: {
      provider: provider.name,
      package: provider.package,
      version: provider.version,
      source: located.source,
      packageDir: located.dir,
      found: {
        resources: extracted.foundInPackage.resources.size,
        functions: extracted.foundInPackage.functions.size
      },
      snapshot: { resources, functions, types: extracted.types.length },
      missing,
      duplicates: extracted.duplicates,
      bytes,
      milliseconds: Math.round(now() - started)
    }
  };
}

export {
  validValuesOf,
  qualifiedInterfaces,
  extractProvider,
  buildProviderShard
};
