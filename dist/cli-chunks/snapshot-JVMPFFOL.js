import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  endpointSettings
} from "./chunk-3OOXPMFF.js";
import "./chunk-YK5ZTD3S.js";
import "./chunk-OBM3HYB6.js";
import {
  readProgramUsage,
  writeProgramUsage
} from "./chunk-X42OYLSO.js";
import {
  REMOVED_MEMBERS_FILE,
  REMOVED_MEMBERS_FORMAT,
  bundledIndexer,
  createPackageSource,
  literalFamilies,
  literalOwners,
  npmPackInstaller,
  npmRangeResolver
} from "./chunk-ZBOOCMUK.js";
import {
  SEARCH_DIR,
  buildSearchArtifacts,
  createEndpointEmbedder,
  searchIndexer
} from "./chunk-24LVSCWW.js";
import {
  pinned_providers_default
} from "./chunk-TCS6C75F.js";
import "./chunk-2YQMTHMF.js";
import {
  packageRoot
} from "./chunk-UNE477HE.js";
import {
  buildProviderShard,
  extractProvider
} from "./chunk-7IFMQEIK.js";
import {
  storeLayout
} from "./chunk-WNEYECMP.js";
import {
  formatBytes
} from "./chunk-WJJEMXOX.js";
import {
  addOnDemandPackage,
  createNpmAccess,
  npmVersionResolver,
  removeOnDemandPackages,
  snapshotPackagesDir
} from "./chunk-IL6MBNOS.js";
import "./chunk-QSHUVBMI.js";
import {
  KNOWLEDGE_FILE,
  KNOWLEDGE_FORMAT
} from "./chunk-C5HLSNTV.js";
import "./chunk-IEUOLUBU.js";
import "./chunk-FZZY5IOO.js";
import "./chunk-SLCB7XZA.js";
import {
  openSnapshot
} from "./chunk-FXKNSDHB.js";
import {
  SNAPSHOT_FORMAT_VERSION,
  canonical,
  sha256,
  sortedObject,
  writeManifest
} from "./chunk-7NB5FJPU.js";
import {
  UsageError,
  UserError,
  errorMessage
} from "./chunk-4SIQRMZG.js";
import {
  MANIFEST_FILE,
  PROGRAM_USAGE_FILE,
  decodeJson,
  shardFiles
} from "./chunk-TJVHSDNF.js";
import {
  calleeName,
  importPrefixes,
  member
} from "./chunk-IT7BPJE5.js";
import "./chunk-R4WVO343.js";
import "./chunk-7PC4ANSG.js";
import {
  importAlias
} from "./chunk-CZED2NF6.js";
import "./chunk-IHLDDTAE.js";
import "./chunk-WDVDZIRV.js";

// src/cli/handlers/snapshot.ts
import { readdirSync as readdirSync3, readFileSync as readFileSync6 } from "node:fs";
import { join as join6, resolve as resolve2 } from "node:path";

// src/search/reindex-snapshot.ts
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
function dataFiles(manifest) {
  return Object.fromEntries(
    Object.entries(manifest.checksums).filter(([path]) => !path.startsWith(`${SEARCH_DIR}/`))
  );
}
function indexSources(manifest) {
  return Object.fromEntries(
    Object.entries(dataFiles(manifest)).filter(
      ([path]) => path !== KNOWLEDGE_FILE && path !== REMOVED_MEMBERS_FILE
    )
  );
}
async function reindexSnapshot(dir, options = {}) {
  const snapshot = openSnapshot(dir);
  const records = [];
  const types = [];
  for (const provider of snapshot.providers) {
    const shard = snapshot.shard(provider);
    records.push(...shard.records);
    types.push(...shard.types.values());
  }
  const manifestPath = join(dir, MANIFEST_FILE);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  const checksums = dataFiles(manifest);
  const programUsage = readProgramUsage(snapshot);
  const artifacts = await buildSearchArtifacts(
    records,
    types,
    programUsage === void 0 ? options : { ...options, programUsage },
    indexSources(manifest)
  );
  const staging = mkdtempSync(join(dir, ".reindex-"));
  try {
    for (const file of artifacts.files) {
      const target = join(staging, file.path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, file.data);
      checksums[file.path] = sha256(file.data);
    }
    const next = { ...manifest, checksums, search: artifacts.manifest };
    writeManifest(staging, next);
    const searchDir = join(dir, SEARCH_DIR);
    const previous = join(staging, "previous");
    const hadSearch = existsSync(searchDir);
    if (hadSearch) renameSync(searchDir, previous);
    try {
      renameSync(join(staging, SEARCH_DIR), searchDir);
    } catch (error) {
      if (hadSearch) renameSync(previous, searchDir);
      throw error;
    }
    renameSync(join(staging, MANIFEST_FILE), manifestPath);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return artifacts.files.length;
}

// src/snapshot/assemble-snapshot.ts
import {
  existsSync as existsSync5,
  mkdirSync as mkdirSync3,
  readdirSync as readdirSync2,
  readFileSync as readFileSync5,
  renameSync as renameSync2,
  rmSync as rmSync2,
  statSync,
  writeFileSync as writeFileSync4
} from "node:fs";
import { basename, dirname as dirname3, join as join5, resolve } from "node:path";

// src/snapshot/build-knowledge.ts
import { existsSync as existsSync3, mkdirSync as mkdirSync2, readFileSync as readFileSync3, writeFileSync as writeFileSync2 } from "node:fs";
import { dirname as dirname2, join as join3 } from "node:path";

// src/snapshot/program-declarations.ts
import { ts } from "ts-morph";
var MAX_PATH_DEPTH = 6;
var OPTIONS = /* @__PURE__ */ new Set(["parent", "dependsOn", "provider", "providers"]);
function declared(node, prefixes, schema) {
  if (ts.isNewExpression(node)) {
    const name = calleeName(node.expression, prefixes);
    const record = name === void 0 ? void 0 : schema.record(name);
    return record?.kind === "resource" ? { record, call: node } : void 0;
  }
  if (ts.isCallExpression(node)) {
    const name = calleeName(node.expression, prefixes)?.replace(/Output$/, "");
    const record = name === void 0 ? void 0 : schema.record(name);
    return record?.kind === "function" ? { record, call: node } : void 0;
  }
  return void 0;
}
function boundName(node) {
  let at = node;
  while (ts.isAwaitExpression(at.parent) || ts.isParenthesizedExpression(at.parent) || ts.isAsExpression(at.parent))
    at = at.parent;
  const parent = at.parent;
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isPropertyDeclaration(parent) && ts.isIdentifier(parent.name)) return `this.${parent.name.text}`;
  if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
    return parent.left.getText().replace(/\s+/g, "");
  }
  return void 0;
}
function enclosingVariable(node) {
  for (let at = node.parent; at !== void 0 && !ts.isSourceFile(at); at = at.parent) {
    if (ts.isVariableDeclaration(at) && ts.isIdentifier(at.name)) return at.name.text;
    if (ts.isBlock(at) && !ts.isArrowFunction(at.parent) && !ts.isFunctionExpression(at.parent))
      return void 0;
  }
  return void 0;
}
function reads(node, bound) {
  const found = [];
  const match = (at) => {
    const base = at.getText().replace(/\s+/g, "").replace(/\[[^\]]*\]/g, "");
    for (const [name, index] of bound.names) {
      if (base === name || base.startsWith(`${name}.`)) {
        found.push({
          declaration: index,
          output: base === name ? "" : base.slice(name.length + 1).split(".")[0] ?? ""
        });
        return true;
      }
    }
    return false;
  };
  const visit = (at) => {
    const inline = bound.inline.get(at);
    if (inline !== void 0) {
      found.push({ declaration: inline, output: "" });
      return;
    }
    if (ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at)) {
      if (match(at)) return;
      visit(at.expression);
      if (ts.isElementAccessExpression(at)) visit(at.argumentExpression);
      return;
    }
    if (ts.isIdentifier(at)) {
      match(at);
      return;
    }
    if (ts.isPropertyAssignment(at)) {
      visit(at.initializer);
      return;
    }
    ts.forEachChild(at, visit);
  };
  visit(node);
  return found;
}
function wiredArgs(literal, parent, bound, out) {
  for (const property of literal.properties) {
    const plain = member(property);
    if (plain === void 0) continue;
    const { name: key, value } = plain;
    const path = parent === "" ? key : `${parent}.${key}`;
    const elements = ts.isArrayLiteralExpression(value) ? [...value.elements] : [value];
    for (const element of elements) {
      if (ts.isObjectLiteralExpression(element) && path.split(".").length < MAX_PATH_DEPTH) {
        wiredArgs(element, path, bound, out);
      } else {
        for (const read of reads(element, bound)) out.push({ path, ...read });
      }
    }
  }
}
function wiredOptions(literal, bound) {
  const out = [];
  for (const property of literal.properties) {
    const plain = member(property);
    if (plain === void 0 || !OPTIONS.has(plain.name)) continue;
    for (const read of reads(plain.value, bound))
      out.push({ path: `@${plain.name}`, declaration: read.declaration, output: "" });
  }
  return out;
}
function programDeclarations(code, schema) {
  const source = ts.createSourceFile("program.ts", code, ts.ScriptTarget.Latest, true);
  const prefixes = importPrefixes(source, schema.rootOf);
  if (prefixes.size === 0) return [];
  const found = [];
  const names = /* @__PURE__ */ new Map();
  const inline = /* @__PURE__ */ new Map();
  const visit = (node) => {
    const hit = declared(node, prefixes, schema);
    if (hit !== void 0) {
      const name = boundName(hit.call) ?? enclosingVariable(hit.call);
      if (name !== void 0 && !names.has(name)) names.set(name, found.length);
      inline.set(hit.call, found.length);
      found.push(hit);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map(({ record, call }, index) => {
    const wired = [];
    const bound = {
      names: new Map([...names].filter(([, i]) => i !== index)),
      inline: new Map([...inline].filter(([, i]) => i !== index))
    };
    const lookup = record.kind === "function";
    const args = call.arguments?.[lookup ? 0 : 1];
    const options = call.arguments?.[lookup ? 1 : 2];
    if (args !== void 0 && ts.isObjectLiteralExpression(args)) wiredArgs(args, "", bound, wired);
    if (options !== void 0 && ts.isObjectLiteralExpression(options))
      wired.push(...wiredOptions(options, bound));
    return { token: record.token, kind: record.kind, wired };
  });
}

// src/snapshot/program-knowledge.ts
var TOGETHER_KEPT = 15;
var DEPENDENTS_KEPT = 25;
var SEEN_IN_KEPT = 3;
function programEvidence(source, code, schema) {
  const declarations = programDeclarations(code, schema);
  const declares = /* @__PURE__ */ new Set();
  const wires = /* @__PURE__ */ new Set();
  for (const declaration of declarations) {
    if (declaration.kind !== "resource") continue;
    declares.add(declaration.token);
    for (const wire of declaration.wired) {
      const read = declarations[wire.declaration];
      if (read === void 0 || read.kind !== "resource" || wire.path.startsWith("@")) continue;
      wires.add(`${declaration.token} ${wire.path} ${read.token}.${wire.output}`);
    }
  }
  return { source, declares: [...declares].sort(), wires: [...wires].sort() };
}
function docExampleEvidence(records, schema) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const record of records) {
    for (const example of record.examples) {
      if (seen.has(example.code)) continue;
      seen.add(example.code);
      const evidence = programEvidence(`doc:${record.token}`, example.code, schema);
      if (evidence.declares.length > 0) out.push(evidence);
    }
  }
  return out;
}
var byCountThenName = (a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
function tallyOf(tallies, token) {
  let tally = tallies.get(token);
  if (tally === void 0) {
    tally = {
      programs: 0,
      together: /* @__PURE__ */ new Map(),
      takers: /* @__PURE__ */ new Map(),
      ownPages: /* @__PURE__ */ new Map(),
      dependents: /* @__PURE__ */ new Map()
    };
    tallies.set(token, tally);
  }
  return tally;
}
function count(tallies, evidence) {
  const page = evidence.source.startsWith("doc:") ? evidence.source.slice(4) : void 0;
  for (const token of evidence.declares) {
    const tally = tallyOf(tallies, token);
    tally.programs += 1;
    if (page !== void 0 && page !== token) tally.ownPages.set(page, (tally.ownPages.get(page) ?? 0) + 1);
    for (const other of evidence.declares) {
      if (other !== token) tally.together.set(other, (tally.together.get(other) ?? 0) + 1);
    }
  }
  const takes = /* @__PURE__ */ new Set();
  for (const wire of evidence.wires) {
    const [from = "", input = "", read = ""] = wire.split(" ");
    const dot = read.lastIndexOf(".");
    takes.add(`${read.slice(0, dot)} ${from}`);
    const key = `${from} ${input} ${read.slice(dot + 1)}`;
    const dependents = tallyOf(tallies, read.slice(0, dot)).dependents;
    const entry = dependents.get(key) ?? { support: 0, seenIn: [] };
    entry.support += 1;
    if (entry.seenIn.length < SEEN_IN_KEPT && !entry.seenIn.includes(evidence.source))
      entry.seenIn.push(evidence.source);
    dependents.set(key, entry);
  }
  for (const pair of takes) {
    const [read = "", from = ""] = pair.split(" ");
    if (from === page) continue;
    const takers = tallyOf(tallies, read).takers;
    takers.set(from, (takers.get(from) ?? 0) + 1);
  }
}
function finish(tally) {
  const dependents = [...tally.dependents].map(([key, { support, seenIn }]) => {
    const [token = "", input = "", output = ""] = key.split(" ");
    return { token, input, output, support, seenIn };
  }).sort(
    (a, b) => byCountThenName(
      [`${a.token} ${a.input} ${a.output}`, a.support],
      [`${b.token} ${b.input} ${b.output}`, b.support]
    )
  ).slice(0, DEPENDENTS_KEPT);
  return {
    programs: tally.programs,
    takers: [...tally.takers].sort(byCountThenName).slice(0, DEPENDENTS_KEPT).map(([token, n]) => [token, n, tally.ownPages.get(token) ?? 0]),
    together: [...tally.together].filter(([, n]) => n >= 2).sort(byCountThenName).slice(0, TOGETHER_KEPT),
    dependents
  };
}
function countKnowledge(docs, publicPrograms) {
  const tallies = /* @__PURE__ */ new Map();
  const sorted = [...publicPrograms].sort((a, b) => a.source < b.source ? -1 : a.source > b.source ? 1 : 0);
  for (const evidence of [...docs, ...sorted]) count(tallies, evidence);
  const repositories = /* @__PURE__ */ new Map();
  for (const program of publicPrograms) {
    const repository = program.source.split("/").slice(0, 3).join("/");
    repositories.set(repository, (repositories.get(repository) ?? 0) + 1);
  }
  const tokens = [...tallies.keys()].sort();
  return {
    format: KNOWLEDGE_FORMAT,
    sources: [
      { kind: "doc-examples", programs: docs.length },
      ...[...repositories].sort(([a], [b]) => a < b ? -1 : 1).map(([repository, programs]) => ({ kind: "public", repository, programs }))
    ],
    resources: Object.fromEntries(tokens.map((token) => [token, finish(tallies.get(token))])),
    publicPrograms: sorted
  };
}
function encodeKnowledge(knowledge) {
  return Buffer.from(`${JSON.stringify(knowledge)}
`, "utf8");
}
function knowledgeFile(records, schema, publicPrograms) {
  return encodeKnowledge({
    ...countKnowledge(docExampleEvidence(records, schema), publicPrograms),
    literals: literalOwners(records),
    literalFamilies: literalFamilies(records)
  });
}

// src/snapshot/public-programs.ts
import { existsSync as existsSync2, readdirSync, readFileSync as readFileSync2 } from "node:fs";
import { join as join2, relative } from "node:path";
function parseProgramSources(value) {
  return value.split(",").map((pair) => pair.trim()).filter((pair) => pair !== "").map((pair) => {
    const at = pair.indexOf("=");
    const repository = pair.slice(0, at).trim();
    const dir = pair.slice(at + 1).trim();
    if (at <= 0 || dir === "" || !existsSync2(dir)) {
      throw new UserError(
        `public programs '${pair}' is not repository=directory with an existing directory; write e.g. github.com/pulumi/examples=/path/to/examples`
      );
    }
    return { repository, dir };
  });
}
var SKIPPED = /* @__PURE__ */ new Set(["node_modules", ".git", "bin", "dist", "tests", "test", "__tests__"]);
var NODEJS = /^runtime:\s*(?:nodejs\b|\n\s+name:\s*nodejs\b)/m;
function programFiles(folder) {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort(
      (a, b) => a.name < b.name ? -1 : 1
    )) {
      const path = join2(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name) && !existsSync2(join2(path, "Pulumi.yaml"))) walk(path);
      } else if (/\.ts$/.test(entry.name) && !/\.(?:d|test|spec)\.ts$/.test(entry.name)) {
        out.push(path);
      }
    }
  };
  walk(folder);
  return out;
}
function readPublicPrograms(source) {
  const out = [];
  const walk = (dir) => {
    const project = join2(dir, "Pulumi.yaml");
    if (existsSync2(project) && NODEJS.test(readFileSync2(project, "utf8"))) {
      const files = programFiles(dir);
      const code = files.map((file) => readFileSync2(file, "utf8")).join("\n");
      if (code.trim() !== "") {
        const folder = relative(source.dir, dir).split("\\").join("/");
        out.push({ source: folder === "" ? source.repository : `${source.repository}/${folder}`, code });
      }
      return;
    }
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort(
      (a, b) => a.name < b.name ? -1 : 1
    )) {
      if (entry.isDirectory() && !SKIPPED.has(entry.name)) walk(join2(dir, entry.name));
    }
  };
  walk(source.dir);
  return out;
}

// src/snapshot/build-knowledge.ts
function recordsSchema(records, providers) {
  const byName = new Map(records.map((record) => [record.tsName, record]));
  const roots = new Map(Object.entries(providers).map(([name, entry]) => [entry.package, importAlias(name)]));
  return { record: (tsName) => byName.get(tsName), rootOf: (pkg) => roots.get(pkg) };
}
function publicEvidence(sources, schema) {
  return sources.flatMap((source) => readPublicPrograms(source)).map((program) => programEvidence(program.source, program.code, schema)).filter((evidence) => evidence.declares.length > 0);
}
function keptEvidence(dir) {
  const path = join3(dir, KNOWLEDGE_FILE);
  if (!existsSync3(path)) return [];
  return [...JSON.parse(readFileSync3(path, "utf8")).publicPrograms];
}
function buildKnowledge(records, providers, programs) {
  const schema = recordsSchema(records, providers);
  const evidence = programs.kind === "read" ? publicEvidence(programs.sources, schema) : programs.evidence;
  return knowledgeFile(records, schema, evidence);
}
function rebuildKnowledge(dir, programs) {
  const snapshot = openSnapshot(dir);
  const records = snapshot.providers.flatMap((provider) => snapshot.shard(provider).records);
  const manifestPath = join3(dir, MANIFEST_FILE);
  const manifest = JSON.parse(readFileSync3(manifestPath, "utf8"));
  const data = buildKnowledge(
    records,
    manifest.providers,
    programs ?? { kind: "kept", evidence: keptEvidence(dir) }
  );
  const target = join3(dir, KNOWLEDGE_FILE);
  mkdirSync2(dirname2(target), { recursive: true });
  writeFileSync2(target, data);
  writeManifest(dir, { ...manifest, checksums: { ...manifest.checksums, [KNOWLEDGE_FILE]: sha256(data) } });
  return data.length;
}

// src/snapshot/removed-members.ts
import { existsSync as existsSync4, readFileSync as readFileSync4, writeFileSync as writeFileSync3 } from "node:fs";
import { join as join4 } from "node:path";
import semver from "semver";
var REMOVED_MEMBERS_SOURCE = "diff of each bundled provider's type declarations (resources, functions, nested input types) against its previous major's last release on the npm registry";
var missingFrom = (before, after) => {
  const kept = new Set(after.map((item) => item.name));
  return [...new Set(before.map((item) => item.name).filter((name) => !kept.has(name)))].sort();
};
var sortedKeys = (entries) => Object.fromEntries([...entries].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0));
var lastName = (tsName) => tsName.slice(tsName.lastIndexOf(".") + 1);
var MOVED_INPUTS_SHARE = 0.8;
function sameInputs(record, candidate) {
  const names = new Set(candidate.inputs.map((input) => input.name));
  const shared = record.inputs.filter((input) => names.has(input.name)).length;
  return shared >= MOVED_INPUTS_SHARE * record.inputs.length && shared >= MOVED_INPUTS_SHARE * candidate.inputs.length;
}
function movedRecords(removed, current) {
  const byName = /* @__PURE__ */ new Map();
  for (const record of current) {
    const key = `${record.kind} ${lastName(record.tsName)}`;
    byName.set(key, [...byName.get(key) ?? [], record]);
  }
  const moved = [];
  for (const record of removed) {
    const candidates = byName.get(`${record.kind} ${lastName(record.tsName)}`) ?? [];
    const [only] = candidates;
    if (candidates.length === 1 && only !== void 0 && sameInputs(record, only)) {
      moved.push([record.tsName, only.tsName]);
    }
  }
  return sortedKeys(moved);
}
function diffRemovals(previous, current) {
  const currentRecords = new Map(current.records.map((record) => [record.tsName, record]));
  const removedRecords = [];
  const records = [];
  for (const record of previous.records) {
    const now = currentRecords.get(record.tsName);
    if (now === void 0) {
      removedRecords.push(record);
      continue;
    }
    const inputs = missingFrom(record.inputs, now.inputs);
    const outputs = missingFrom(record.outputs, now.outputs).filter(
      (name) => record.kind === "function" || name !== "id" && name !== "urn"
    );
    if (inputs.length + outputs.length === 0) continue;
    records.push([
      record.tsName,
      { ...inputs.length > 0 ? { inputs } : {}, ...outputs.length > 0 ? { outputs } : {} }
    ]);
  }
  const currentTypes = new Map(current.types.map((type) => [type.name, type]));
  const types = [];
  for (const type of previous.types) {
    const now = currentTypes.get(type.name);
    if (now === void 0 || type.enumValues !== void 0) continue;
    const fields = missingFrom(type.fields, now.fields);
    if (fields.length > 0) types.push([type.name, fields]);
  }
  const moved = movedRecords(removedRecords, current.records);
  return {
    removedRecords: [...new Set(removedRecords.map((record) => record.tsName))].sort(),
    ...Object.keys(moved).length > 0 ? { moved } : {},
    records: sortedKeys(records),
    types: sortedKeys(types)
  };
}
var common = (a, b) => (a ?? []).filter((name) => b?.includes(name) === true);
function stillRemoved(a, b) {
  const records = [];
  for (const [tsName, removed] of Object.entries(a.records)) {
    const inputs = common(removed.inputs, b.records[tsName]?.inputs);
    const outputs = common(removed.outputs, b.records[tsName]?.outputs);
    if (inputs.length + outputs.length === 0) continue;
    records.push([
      tsName,
      { ...inputs.length > 0 ? { inputs } : {}, ...outputs.length > 0 ? { outputs } : {} }
    ]);
  }
  const removedRecords = common(a.removedRecords, b.removedRecords);
  const moved = Object.entries(b.moved ?? {}).filter(([tsName]) => removedRecords.includes(tsName));
  return {
    removedRecords,
    ...moved.length > 0 ? { moved: Object.fromEntries(moved) } : {},
    records: Object.fromEntries(records),
    types: Object.fromEntries(
      Object.entries(a.types).map(([name, fields]) => [name, common(fields, b.types[name])]).filter(([, fields]) => fields.length > 0)
    )
  };
}
var MAJORS_COUNTED = 2;
async function lastBefore(resolve3, pkg, major) {
  try {
    return await resolve3(pkg, `<${major}.0.0`);
  } catch (error) {
    if (/\bE404\b/.test(errorMessage(error))) return void 0;
    throw error;
  }
}
async function providerRemovals(name, pkg, version, current, build) {
  const majors = [];
  let next = current;
  let removing = semver.major(version);
  while (majors.length < MAJORS_COUNTED && removing >= 1) {
    const previousVersion = await lastBefore(build.resolve, pkg, removing);
    if (previousVersion === void 0) break;
    const located = await build.packages.locate({ name, package: pkg, version: previousVersion });
    const previous = extractProvider(
      { name, packageName: pkg, version: previousVersion, dir: located.dir },
      { components: true }
    );
    const removed = next === current ? diffRemovals(previous, current) : stillRemoved(diffRemovals(previous, next), diffRemovals(previous, current));
    majors.push({ major: removing, previous: previousVersion, ...removed });
    next = previous;
    removing = semver.major(previousVersion);
  }
  return majors.length === 0 ? void 0 : { package: pkg, current: version, majors };
}
var schemaOf = (shard) => ({
  records: shard.records,
  types: [...shard.types.values()]
});
function encodeRemovedMembers(providers) {
  const file = {
    format: REMOVED_MEMBERS_FORMAT,
    source: REMOVED_MEMBERS_SOURCE,
    providers: sortedKeys(Object.entries(providers))
  };
  return Buffer.from(`${JSON.stringify(file)}
`, "utf8");
}
function keptRemovals(dir) {
  const path = join4(dir, REMOVED_MEMBERS_FILE);
  return existsSync4(path) ? JSON.parse(readFileSync4(path, "utf8")).providers : {};
}
function keptRemovalsFile(dir, versions) {
  const kept = Object.entries(keptRemovals(dir)).filter(
    ([name, entry]) => versions[name]?.version === entry.current
  );
  return kept.length === 0 ? void 0 : encodeRemovedMembers(Object.fromEntries(kept));
}
async function buildRemovedMembers(dir, build) {
  const snapshot = openSnapshot(dir);
  const unknown = (build.providers ?? []).filter((name) => !snapshot.providers.includes(name));
  if (unknown.length > 0) {
    throw new UserError(
      `unknown provider ${unknown.map((n) => `'${n}'`).join(", ")}; the snapshot has: ${snapshot.providers.join(", ")}`
    );
  }
  const manifestPath = join4(dir, MANIFEST_FILE);
  const manifest = JSON.parse(readFileSync4(manifestPath, "utf8"));
  const kept = keptRemovals(dir);
  const providers = {};
  const counted = [];
  for (const name of snapshot.providers) {
    const entry = manifest.providers[name];
    const previous = kept[name];
    if (build.providers !== void 0 && !build.providers.includes(name)) {
      if (previous !== void 0 && previous.current === entry.version) providers[name] = previous;
      continue;
    }
    const shard = snapshot.shard(name);
    const removals = await providerRemovals(name, entry.package, entry.version, schemaOf(shard), build);
    if (removals === void 0) continue;
    providers[name] = removals;
    counted.push(`${name} ${removals.majors.map((step) => step.previous).join(", ")} \u2192 ${removals.current}`);
    for (const step of removals.majors) {
      build.progress?.(
        `${name} ${step.major}: ${step.removedRecords.length} resources or functions, ${Object.keys(step.records).length} with members, ${Object.keys(step.types).length} nested types lost something since ${step.previous}`
      );
    }
  }
  const data = encodeRemovedMembers(providers);
  writeFileSync3(join4(dir, REMOVED_MEMBERS_FILE), data);
  writeManifest(dir, {
    ...manifest,
    checksums: { ...manifest.checksums, [REMOVED_MEMBERS_FILE]: sha256(data) }
  });
  return counted;
}

// src/snapshot/assemble-snapshot.ts
var SHARD_DESCRIPTION_FILE = "shard.json";
function writeFile(root, relativePath, data) {
  const path = join5(root, relativePath);
  mkdirSync3(dirname3(path), { recursive: true });
  writeFileSync4(path, data);
}
function assertReplaceable(outDir) {
  if (!existsSync5(outDir)) {
    return;
  }
  const entries = readdirSync2(outDir).filter((name) => name !== ".keep");
  if (entries.length > 0 && !entries.includes(MANIFEST_FILE)) {
    throw new UserError(`${outDir} is not empty and holds no ${MANIFEST_FILE}; choose another --out`);
  }
}
function keptSources(dir) {
  const kept = /* @__PURE__ */ new Map();
  const path = join5(dir, PROGRAM_USAGE_FILE);
  if (existsSync5(join5(dir, MANIFEST_FILE)) && existsSync5(path))
    kept.set(PROGRAM_USAGE_FILE, readFileSync5(path));
  return kept;
}
async function assembleSnapshot(outDirOption, pulumiVersion, shards, indexer, programs) {
  const outDir = resolve(outDirOption);
  const publicPrograms = programs ?? { kind: "kept", evidence: keptEvidence(outDir) };
  const removals = keptRemovalsFile(
    outDir,
    Object.fromEntries(shards.map((shard) => [shard.name, shard.entry]))
  );
  const kept = keptSources(outDir);
  assertReplaceable(outDir);
  const staging = join5(dirname3(outDir), `.${basename(outDir)}.building-${process.pid}`);
  rmSync2(staging, { recursive: true, force: true });
  mkdirSync3(staging, { recursive: true });
  try {
    const sorted = [...shards].sort((a, b) => a.name < b.name ? -1 : 1);
    const checksums = /* @__PURE__ */ new Map();
    for (const shard of sorted) {
      for (const [path, data] of shard.files) {
        writeFile(staging, path, data);
        checksums.set(path, sha256(data));
      }
    }
    for (const [path, data] of kept) {
      writeFile(staging, path, data);
      checksums.set(path, sha256(data));
    }
    const searchStarted = performance.now();
    const search = await indexer(
      sorted.flatMap((shard) => shard.records),
      sorted.flatMap((shard) => shard.types),
      sortedObject(checksums),
      kept
    );
    for (const file of search.files) {
      if (checksums.has(file.path) || file.path === MANIFEST_FILE) {
        throw new Error(`search artifact ${file.path} collides with a snapshot file`);
      }
      writeFile(staging, file.path, file.data);
      checksums.set(file.path, sha256(file.data));
    }
    const searchMilliseconds = Math.round(performance.now() - searchStarted);
    const knowledge = buildKnowledge(
      sorted.flatMap((shard) => shard.records),
      Object.fromEntries(sorted.map((shard) => [shard.name, shard.entry])),
      publicPrograms
    );
    writeFile(staging, KNOWLEDGE_FILE, knowledge);
    checksums.set(KNOWLEDGE_FILE, sha256(knowledge));
    if (removals !== void 0) {
      writeFile(staging, REMOVED_MEMBERS_FILE, removals);
      checksums.set(REMOVED_MEMBERS_FILE, sha256(removals));
    }
    writeManifest(staging, {
      formatVersion: SNAPSHOT_FORMAT_VERSION,
      pulumiVersion,
      providers: sortedObject(sorted.map((shard) => [shard.name, shard.entry])),
      checksums: sortedObject(checksums),
      search: search.manifest
    });
    rmSync2(outDir, { recursive: true, force: true });
    renameSync2(staging, outDir);
    const totalBytes = [...checksums.keys()].reduce(
      (sum, path) => sum + statSync(join5(outDir, path)).size,
      0
    );
    return { outDir, searchFiles: search.files.length, searchMilliseconds, totalBytes };
  } catch (error) {
    rmSync2(staging, { recursive: true, force: true });
    throw error;
  }
}
function writeShardDir(dir, shard) {
  for (const [path, data] of shard.files) {
    writeFile(dir, path, data);
  }
  const description = { name: shard.name, entry: shard.entry };
  writeFileSync4(join5(dir, SHARD_DESCRIPTION_FILE), `${JSON.stringify(canonical(description), null, 2)}
`);
}
function readShardDir(dir) {
  const descriptionPath = join5(dir, SHARD_DESCRIPTION_FILE);
  if (!existsSync5(descriptionPath)) {
    throw new UserError(
      `${dir} holds no ${SHARD_DESCRIPTION_FILE}; pass folders written by 'snapshot shard'`
    );
  }
  const { name, entry } = JSON.parse(readFileSync5(descriptionPath, "utf8"));
  const files = new Map(entry.files.map((path) => [path, readFileSync5(join5(dir, path))]));
  const names = shardFiles(name);
  const read = (path) => {
    const data = files.get(path);
    if (data === void 0) {
      throw new UserError(`shard ${name} in ${dir} lacks ${path}`);
    }
    return decodeJson(data);
  };
  const stored = read(names.records);
  const outputs = read(names.outputs);
  const examples = read(names.examples);
  const records = stored.map((record) => ({
    ...record,
    outputs: outputs[record.token] ?? [],
    examples: examples[record.token] ?? []
  }));
  const types = read(names.types);
  return { name, files, entry, records, types };
}
async function mergeShardDirs(shardDirs, outDir, pulumiVersion, indexer, programs) {
  return assembleSnapshot(outDir, pulumiVersion, shardDirs.map(readShardDir), indexer, programs);
}

// src/snapshot/build-snapshot.ts
function selectProviders(pinned, names) {
  if (names === void 0 || names.length === 0) {
    return [...pinned.providers];
  }
  const known = pinned.providers.map((p) => p.name);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new UserError(
      `unknown provider ${unknown.map((n) => `'${n}'`).join(", ")}; pinned providers: ${known.join(", ")}`
    );
  }
  return pinned.providers.filter((p) => names.includes(p.name));
}
async function buildSnapshot(options) {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const providers = selectProviders(options.pinned, options.providers);
  const shards = [];
  for (const provider of [...providers].sort((a, b) => a.name < b.name ? -1 : 1)) {
    const shard = await buildProviderShard(provider, options.packages, now);
    shards.push(shard);
    options.progress?.(formatProviderReport(shard.report));
  }
  const assembled = await assembleSnapshot(
    options.outDir,
    options.pinned.pulumi.version,
    shards,
    options.indexer,
    options.publicPrograms
  );
  return {
    ...assembled,
    providers: shards.map((shard) => shard.report),
    milliseconds: Math.round(now() - started)
  };
}
function formatProviderReport(report) {
  const match = report.found.resources === report.snapshot.resources && report.found.functions === report.snapshot.functions && report.missing.length === 0;
  const parts = [
    `${report.provider} ${report.version}`,
    `resources ${report.snapshot.resources}/${report.found.resources}`,
    `functions ${report.snapshot.functions}/${report.found.functions}`,
    `(snapshot/package${match ? ", match" : ", MISMATCH"})`,
    `types ${report.snapshot.types}`,
    formatBytes(report.bytes),
    `${(report.milliseconds / 1e3).toFixed(1)} s`,
    `[${report.source}]`
  ];
  const missing = report.missing.length > 0 ? `
  missing: ${report.missing.slice(0, 10).join(", ")}` : "";
  return parts.join("  ") + missing;
}

// src/snapshot/pinned-providers.ts
var pinnedVersions = pinned_providers_default;

// src/cli/handlers/snapshot.ts
function searchOptionsFor(context) {
  const embedderFlag = context.values["embedder"] ?? "local";
  if (embedderFlag !== "local" && embedderFlag !== "endpoint") {
    throw new UsageError(`--embedder must be 'local' or 'endpoint', not '${String(embedderFlag)}'`);
  }
  const { baseUrl: openaiBaseUrl, embeddingModel, apiKey: openaiApiKey } = endpointSettings(context);
  const progress = { onProgress: (line) => context.io.stderr(`search: ${line}
`) };
  if (embedderFlag === "local") return progress;
  if (openaiBaseUrl === void 0 || embeddingModel === void 0) {
    throw new UsageError(
      "--embedder endpoint needs OPENAI_BASE_URL and PULUMI_GEN_EMBEDDING_MODEL to be set"
    );
  }
  return {
    ...progress,
    embedder: createEndpointEmbedder({
      baseUrl: openaiBaseUrl,
      model: embeddingModel,
      ...openaiApiKey === void 0 ? {} : { apiKey: openaiApiKey }
    }),
    embedderModel: embeddingModel
  };
}
function publicProgramsFor(context, outDir) {
  const value = context.env.publicPrograms;
  if (value !== void 0) return { kind: "read", sources: parseProgramSources(value) };
  const kept = keptEvidence(outDir);
  return { kind: "kept", evidence: kept.length > 0 ? kept : keptEvidence(context.env.snapshotDir) };
}
function runSnapshotKnowledge(context) {
  const dirFlag = context.values["dir"];
  const dir = resolve2(context.env.cwd, typeof dirFlag === "string" ? dirFlag : context.env.snapshotDir);
  const bytes = rebuildKnowledge(dir, publicProgramsFor(context, dir));
  context.io.stdout(`wrote ${dir}/knowledge/programs.json: ${formatBytes(bytes)}
`);
  return Promise.resolve(0);
}
async function runSnapshotMajors(context) {
  const dirFlag = context.values["dir"];
  const dir = resolve2(context.env.cwd, typeof dirFlag === "string" ? dirFlag : context.env.snapshotDir);
  const providers = providersOf(context);
  const counted = await buildRemovedMembers(dir, {
    resolve: npmRangeResolver(npmAccessFor(context)),
    packages: packageSourceFor(context),
    ...providers === void 0 ? {} : { providers },
    progress: (line) => context.io.stderr(`${line}
`)
  });
  context.io.stdout(`wrote ${dir}/${REMOVED_MEMBERS_FILE}: ${counted.join(", ") || "no provider counted"}
`);
  return 0;
}
function providersOf(context) {
  const providersFlag = context.values["providers"];
  return typeof providersFlag === "string" ? providersFlag.split(",").map((p) => p.trim()).filter((p) => p !== "") : void 0;
}
async function runSnapshotBuild(context) {
  const providers = providersOf(context);
  const outFlag = context.values["out"];
  const outDir = typeof outFlag === "string" ? outFlag : context.env.snapshotDir;
  const report = await buildSnapshot({
    pinned: pinnedVersions,
    ...providers === void 0 ? {} : { providers },
    outDir: resolve2(context.env.cwd, outDir),
    packages: createPackageSource({
      searchRoots: [packageRoot(), context.env.cwd],
      packagesDir: snapshotPackagesDir(context.env.cacheDir),
      installer: npmPackInstaller(npmAccessFor(context))
    }),
    indexer: searchIndexer(searchOptionsFor(context)),
    publicPrograms: publicProgramsFor(context, resolve2(context.env.cwd, outDir)),
    progress: (line) => context.io.stderr(`${line}
`)
  });
  const resources = report.providers.reduce((sum, p) => sum + p.snapshot.resources, 0);
  const functions = report.providers.reduce((sum, p) => sum + p.snapshot.functions, 0);
  const mismatched = report.providers.filter(
    (p) => p.missing.length > 0 || p.found.resources !== p.snapshot.resources || p.found.functions !== p.snapshot.functions
  );
  context.io.stdout(
    [
      ...report.providers.map(
        (p) => `${p.provider.padEnd(14)} ${p.version.padEnd(8)} resources ${String(p.snapshot.resources).padStart(5)}/${String(p.found.resources).padEnd(5)} functions ${String(p.snapshot.functions).padStart(4)}/${String(p.found.functions).padEnd(4)} types ${String(p.snapshot.types).padStart(5)}  ${formatBytes(p.bytes).padStart(9)}  ${(p.milliseconds / 1e3).toFixed(1).padStart(5)} s`
      ),
      `total: ${resources} resources, ${functions} functions (snapshot/package counts ${mismatched.length === 0 ? "match" : `DIFFER for ${mismatched.map((p) => p.provider).join(", ")}`})`,
      `search files: ${report.searchFiles} (${(report.searchMilliseconds / 1e3).toFixed(1)} s)`,
      `wrote ${report.outDir}: ${formatBytes(report.totalBytes)} in ${(report.milliseconds / 1e3).toFixed(1)} s`,
      ""
    ].join("\n")
  );
  return mismatched.length === 0 ? 0 : 1;
}
function usagePrograms(dir) {
  let paths;
  try {
    paths = readdirSync3(dir, { recursive: true, encoding: "utf8" });
  } catch {
    throw new UsageError(
      `PULUMI_GEN_USAGE_PROGRAMS: cannot read the folder ${dir}; point it at a folder of Pulumi programs`
    );
  }
  return paths.filter(
    (path) => /\.ts$/.test(path) && !path.endsWith(".d.ts") && !path.split("/").includes("node_modules")
  ).sort().map((path) => ({ code: readFileSync6(join6(dir, path), "utf8") }));
}
async function runSnapshotReindex(context) {
  const dirFlag = context.values["dir"];
  const dir = resolve2(context.env.cwd, typeof dirFlag === "string" ? dirFlag : context.env.snapshotDir);
  const started = performance.now();
  const programsDir = context.env.usageProgramsDir;
  if (programsDir !== void 0) {
    const programs = usagePrograms(resolve2(context.env.cwd, programsDir));
    const counted = writeProgramUsage(dir, programs);
    context.io.stderr(`usage: ${programs.length} programs declare ${counted} snapshot resources
`);
  }
  const files = await reindexSnapshot(dir, searchOptionsFor(context));
  context.io.stdout(
    `reindexed ${dir}: ${files} search files in ${((performance.now() - started) / 1e3).toFixed(1)} s
`
  );
  return 0;
}
async function runSnapshotShard(context) {
  const [name] = context.positionals;
  const out = context.values["out"];
  if (name === void 0 || typeof out !== "string")
    throw new UsageError("usage: snapshot shard <provider> --out DIR");
  const [provider] = selectProviders(pinnedVersions, [name]);
  const shard = await buildProviderShard(provider, packageSourceFor(context));
  writeShardDir(resolve2(context.env.cwd, out), shard);
  context.io.stdout(`${formatProviderReport(shard.report)}
`);
  return shard.report.missing.length === 0 ? 0 : 1;
}
async function runSnapshotMerge(context) {
  const out = context.values["out"];
  if (typeof out !== "string" || context.positionals.length === 0) {
    throw new UsageError("usage: snapshot merge --out DIR <shard-dir>...");
  }
  const report = await mergeShardDirs(
    context.positionals.map((dir) => resolve2(context.env.cwd, dir)),
    resolve2(context.env.cwd, out),
    pinnedVersions.pulumi.version,
    searchIndexer(searchOptionsFor(context)),
    publicProgramsFor(context, resolve2(context.env.cwd, out))
  );
  context.io.stdout(
    `wrote ${report.outDir}: ${formatBytes(report.totalBytes)}, ${report.searchFiles} search files
`
  );
  return 0;
}
function npmAccessFor(context) {
  return createNpmAccess({ environment: context.env.npm, tmpDir: storeLayout(context.env.storeDir).tmpDir });
}
function packageSourceFor(context) {
  return createPackageSource({
    searchRoots: [packageRoot(), context.env.cwd],
    packagesDir: snapshotPackagesDir(context.env.cacheDir),
    installer: npmPackInstaller(npmAccessFor(context))
  });
}
function packageSpec(context, verb) {
  const spec = context.positionals[0];
  if (spec === void 0 || context.positionals.length > 1)
    throw new UsageError(`name one package to ${verb}, e.g. pulumi-gen snapshot ${verb} @pulumiverse/vercel`);
  const at = spec.lastIndexOf("@");
  return at > 0 ? [spec.slice(0, at), spec.slice(at + 1)] : [spec, void 0];
}
async function runSnapshotRemove(context) {
  const [name, version] = packageSpec(context, "remove");
  const bundled = Object.values(openSnapshot(context.env.snapshotDir).manifest.providers);
  if (bundled.some((entry) => entry.package === name)) {
    throw new UserError(`${name} is bundled with pulumi-gen, not added: it cannot be removed`);
  }
  const { removed } = removeOnDemandPackages(context.env.cacheDir, name, version);
  if (removed.length === 0) {
    throw new UserError(
      `${version === void 0 ? name : `${name}@${version}`} is not in the cache; 'pulumi-gen registry ls --packages' lists the added packages`
    );
  }
  context.io.stdout(`removed ${removed.join(", ")} from ${context.env.cacheDir}
`);
  return 0;
}
async function runSnapshotAdd(context) {
  const [name, version] = packageSpec(context, "add");
  const npm = npmAccessFor(context);
  const bundled = openSnapshot(context.env.snapshotDir);
  const added = await addOnDemandPackage(name, version, {
    cacheDir: context.env.cacheDir,
    bundled,
    indexer: bundledIndexer(bundled),
    packages: createPackageSource({
      searchRoots: [context.env.cwd],
      packagesDir: snapshotPackagesDir(context.env.cacheDir),
      installer: npmPackInstaller(npm)
    }),
    versions: npmVersionResolver(npm),
    progress: (line) => context.io.stderr(`${line}
`)
  });
  context.io.stdout(`${name}@${added.version}: ${added.kind} (provider ${added.provider})
`);
  return 0;
}
export {
  runSnapshotAdd,
  runSnapshotBuild,
  runSnapshotKnowledge,
  runSnapshotMajors,
  runSnapshotMerge,
  runSnapshotReindex,
  runSnapshotRemove,
  runSnapshotShard
};
