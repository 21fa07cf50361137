import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  VERIFY_SETTINGS
} from "./chunk-TBJASZSX.js";
import {
  admitRequest,
  cliRunBuild,
  createLiveProgress,
  jsonSummary,
  loadRepoConfig,
  palette,
  policyOption,
  renderReport,
  renderTerminalReport,
  reportFormat,
  systemTicker,
  verifyProvenance
} from "./chunk-CG2NZQ5Q.js";
import "./chunk-PNT2W6HT.js";
import {
  cliSource,
  conventionsOf,
  resolveSettings
} from "./chunk-YK5ZTD3S.js";
import "./chunk-OBM3HYB6.js";
import {
  packageVersion
} from "./chunk-NANRW4ZB.js";
import {
  allowedPackagesOf,
  assembleResult,
  createPipelineDeps,
  createStageRunner,
  createVerificationWorkspace,
  importedProviders,
  intentKnowledgeOf,
  runLadder,
  stageFailureOf
} from "./chunk-K3KWOF32.js";
import "./chunk-VOSWBDP6.js";
import {
  snapshotChecksum
} from "./chunk-WSVZUT6C.js";
import "./chunk-UNDMUEDM.js";
import "./chunk-JH6V3QFN.js";
import {
  removedMembersOption
} from "./chunk-ZBOOCMUK.js";
import "./chunk-24LVSCWW.js";
import "./chunk-TCS6C75F.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-UNE477HE.js";
import "./chunk-7IFMQEIK.js";
import "./chunk-WNEYECMP.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-IL6MBNOS.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-25E52I4S.js";
import "./chunk-TOJYU2XC.js";
import "./chunk-CAECT426.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-IEUOLUBU.js";
import "./chunk-FZZY5IOO.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-FXKNSDHB.js";
import "./chunk-7NB5FJPU.js";
import {
  UsageError,
  UserError
} from "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-IT7BPJE5.js";
import "./chunk-43BFDBV5.js";
import "./chunk-R4WVO343.js";
import "./chunk-7PC4ANSG.js";
import "./chunk-CZED2NF6.js";
import "./chunk-IHLDDTAE.js";
import "./chunk-WDVDZIRV.js";

// src/pipeline/build-verifier.ts
import { join } from "node:path";

// src/pipeline/verify-project.ts
function generationRequest(request) {
  const { project } = request;
  return {
    text: request.requestText ?? `${project.name}: ${project.entry}`,
    source: "cli",
    mode: "new",
    maxRepairs: 0,
    preview: request.preview,
    config: { ...project.config, ...request.config },
    ...request.conventions !== void 0 ? { conventions: request.conventions } : {}
  };
}
async function verifyProject(request, deps) {
  const { clock, progress, snapshot } = deps;
  const startedAt = clock.now();
  const stages = createStageRunner(clock, progress);
  const generation = generationRequest(request);
  const { project } = request;
  const program = project.files.get(project.entry) ?? "";
  const workspace = createVerificationWorkspace(deps.workspaces, snapshot, {
    name: project.name,
    description: project.description
  });
  const products = { included: [], promptText: "", program };
  try {
    let plan;
    if (request.requestText !== void 0) {
      const text = request.requestText;
      plan = await stages.run("plan", "offline", () => deps.planner.plan({ text }, void 0));
      products.plan = plan;
    }
    const context = {
      get projectDir() {
        return workspace.dir;
      },
      ...plan !== void 0 ? { plan } : { intent: "not-requested" },
      config: generation.config ?? {},
      secretConfigKeys: project.secretKeys,
      ...request.conventions !== void 0 ? { conventions: request.conventions } : {},
      tagInputOf: (token) => snapshot.get(token)?.inputs.find((input) => input.name === "tags" || input.name === "labels")?.name,
      allowedPackages: allowedPackagesOf(snapshot),
      ...removedMembersOption(snapshot),
      intentKnowledge: intentKnowledgeOf(snapshot, request.requestText),
      ...request.requestText !== void 0 ? { requestText: request.requestText } : {},
      origin: "existing"
    };
    products.ladder = await stages.run("verify", void 0, async () => {
      await workspace.ensure(importedProviders([...project.files.values()].join("\n"), snapshot));
      const companions = new Map([...project.files].filter(([path]) => path !== project.entry));
      await workspace.writeFiles(new Map([...project.dataFiles ?? [], ...companions]));
      return runLadder(program, {
        companions,
        typechecker: workspace.typechecker,
        rungs: deps.rungs,
        writeProgram: (current) => workspace.write(current),
        context,
        clock,
        progress,
        maxRepairs: 0
      });
    });
  } catch (error) {
    products.failure = stageFailureOf(error);
  } finally {
    await workspace.dispose().catch(() => void 0);
  }
  return assembleResult({
    request: generation,
    snapshot,
    projectName: project.name,
    products,
    timings: stages.timings,
    totalMs: clock.now() - startedAt,
    usage: { tokensIn: 0, tokensOut: 0 },
    modelName: "none",
    files: [...project.files].map(([path, content]) => ({ path, content }))
  });
}

// src/pipeline/build-verifier.ts
function buildVerifier(build) {
  return async (request, progress) => {
    const deps = await createPipelineDeps({
      ...build,
      nodeModulesDirs: [...build.nodeModulesDirs, join(request.project.dir, "node_modules")],
      openai: void 0,
      projectDependencies: request.project.dependencies,
      progress
    });
    return verifyProject(request, deps);
  };
}

// src/cli/verify-options.ts
import { resolve } from "node:path";

// src/workspace/read-project.ts
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join as join2, normalize, relative } from "node:path";
import { parse } from "yaml";
var MAX_FILE_BYTES = 1024 * 1024;
var MAX_FILES = 200;
function readText(path, what) {
  let size;
  try {
    size = statSync(path).size;
  } catch {
    throw new UserError(`${what} not found: ${path}`);
  }
  if (size > MAX_FILE_BYTES)
    throw new UserError(`${what} ${path} is larger than 1 MB; is it a program file?`);
  return readFileSync(path, "utf8");
}
function yamlObject(text, path) {
  let document;
  try {
    document = parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new UserError(`${path} is not valid YAML: ${reason}`);
  }
  if (typeof document !== "object" || document === null || Array.isArray(document)) {
    throw new UserError(`${path} is not a YAML mapping`);
  }
  return document;
}
function configText(value) {
  return typeof value === "string" ? value : JSON.stringify(value);
}
function projectDefaults(project) {
  const config = project["config"];
  const values = {};
  if (typeof config !== "object" || config === null) return values;
  for (const [key, entry] of Object.entries(config)) {
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
      if (entry !== null && entry !== void 0) values[key] = configText(entry);
      continue;
    }
    const spec = entry;
    const value = spec["value"] ?? spec["default"];
    if (value !== void 0 && value !== null) values[key] = configText(value);
  }
  return values;
}
function stackConfig(dir, stack) {
  const path = join2(dir, `Pulumi.${stack}.yaml`);
  if (!existsSync(path)) {
    throw new UserError(
      `--stack ${stack}: ${path} does not exist; give a stack whose settings file is there`
    );
  }
  const config = yamlObject(readText(path, "stack file"), path)["config"];
  const values = {};
  const secrets = [];
  if (typeof config !== "object" || config === null) return { values, secrets };
  for (const [key, value] of Object.entries(config)) {
    const secure = typeof value === "object" && value !== null && "secure" in value;
    if (secure) secrets.push(key);
    else if (value !== null && value !== void 0) values[key] = configText(value);
  }
  return { values, secrets };
}
function entryOf(dir, project, packageJson) {
  const mainDir = typeof project["main"] === "string" ? project["main"] : ".";
  const main = typeof packageJson["main"] === "string" ? packageJson["main"] : "index.ts";
  const candidates = [join2(mainDir, main), join2(mainDir, "index.ts")].filter((c) => c.endsWith(".ts"));
  const found = candidates.map((c) => normalize(c)).find((c) => existsSync(join2(dir, c)));
  if (found === void 0 || found.startsWith("..")) {
    throw new UserError(
      `no TypeScript entry in ${dir}: expected index.ts (or package.json "main" naming a .ts file)`
    );
  }
  return found;
}
var LOCAL_IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\s+['"](\.{1,2}\/[^'"]+)['"]/g;
function programFiles(dir, entry) {
  const files = /* @__PURE__ */ new Map();
  const pending = [entry];
  while (pending.length > 0) {
    const path = pending.pop();
    if (files.has(path)) continue;
    if (files.size >= MAX_FILES) throw new UserError(`${dir} imports more than ${MAX_FILES} local files`);
    const text = readText(join2(dir, path), "program file");
    files.set(path, text);
    for (const match of text.matchAll(LOCAL_IMPORT)) {
      const target = normalize(join2(dirname(path), match[1] ?? match[2] ?? "")).replace(/\.js$/, "");
      const resolved = [`${target}.ts`, join2(target, "index.ts"), target].find(
        (c) => c.endsWith(".ts") && !c.startsWith("..") && existsSync(join2(dir, c))
      );
      if (resolved !== void 0) pending.push(resolved);
    }
  }
  return files;
}
var MAX_DATA_FILES = 200;
var MAX_DATA_BYTES = 8 * 1024 * 1024;
var SKIPPED_DIRS = /* @__PURE__ */ new Set(["node_modules", "bin"]);
var NOT_DATA = /\.(ts|js|mjs|cjs)$|^(Pulumi(\.[^/]+)?\.ya?ml|package(-lock)?\.json|tsconfig\.json|yarn\.lock)$/;
function projectPaths(dir, prefix = "") {
  const paths = [];
  for (const entry of readdirSync(join2(dir, prefix), { withFileTypes: true })) {
    const path = prefix === "" ? entry.name : `${prefix}/${entry.name}`;
    if (entry.name.startsWith(".")) continue;
    if (entry.isDirectory() && !SKIPPED_DIRS.has(entry.name)) paths.push(...projectPaths(dir, path));
    else if (entry.isFile()) paths.push(path);
  }
  return paths;
}
function dataFilesOf(dir) {
  const files = /* @__PURE__ */ new Map();
  let bytes = 0;
  for (const path of projectPaths(dir).sort()) {
    if (files.size >= MAX_DATA_FILES || NOT_DATA.test(path)) continue;
    const stat = statSync(join2(dir, path), { throwIfNoEntry: false });
    if (stat === void 0 || stat.size > MAX_FILE_BYTES || bytes + stat.size > MAX_DATA_BYTES) continue;
    const content = readFileSync(join2(dir, path));
    if (content.includes(0)) continue;
    files.set(path, content.toString("utf8"));
    bytes += stat.size;
  }
  return files;
}
function readExistingProject(dir, stack) {
  const projectPath = join2(dir, "Pulumi.yaml");
  if (!existsSync(projectPath)) {
    throw new UserError(`${dir} has no Pulumi.yaml; give the folder of a Pulumi TypeScript project`);
  }
  const project = yamlObject(readText(projectPath, "Pulumi.yaml"), projectPath);
  const runtime = project["runtime"];
  const runtimeName = typeof runtime === "object" && runtime !== null ? runtime["name"] : runtime;
  if (runtimeName !== "nodejs") {
    throw new UserError(
      `${projectPath}: runtime is '${String(runtimeName)}', not nodejs; only TypeScript programs can be verified`
    );
  }
  const packagePath = join2(dir, "package.json");
  const packageJson = existsSync(packagePath) ? parsePackageJson(readText(packagePath, "package.json"), packagePath) : {};
  const entryPath = entryOf(dir, project, packageJson);
  const { files, entry } = rebased(programFiles(dir, entryPath), entryPath);
  const stackValues = stack === void 0 ? { values: {}, secrets: [] } : stackConfig(dir, stack);
  return {
    dir,
    name: typeof project["name"] === "string" ? project["name"] : "project",
    description: typeof project["description"] === "string" ? project["description"] : "",
    files,
    entry,
    dependencies: {
      ...dependencyMap(packageJson["devDependencies"]),
      ...dependencyMap(packageJson["dependencies"])
    },
    config: { ...projectDefaults(project), ...stackValues.values },
    secretKeys: stackValues.secrets,
    ...dirname(entryPath) === "." ? { dataFiles: dataFilesOf(dir) } : {}
  };
}
function rebased(files, entry) {
  const base = dirname(entry) === "." ? "" : `${dirname(entry)}/`;
  const laidOut = /* @__PURE__ */ new Map();
  for (const [path, text] of files) {
    if (!path.startsWith(base)) {
      throw new UserError(
        `${entry} imports ${path}, outside its folder ${base}; verify lays a program out from its entry's folder`
      );
    }
    laidOut.set(path === entry ? "index.ts" : path.slice(base.length), text);
  }
  return { files: laidOut, entry: "index.ts" };
}
function parsePackageJson(text, path) {
  try {
    const value = JSON.parse(text);
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      return value;
    }
  } catch {
  }
  throw new UserError(`${path} is not a JSON object`);
}
function dependencyMap(value) {
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry) => typeof entry[1] === "string"
    )
  );
}

// src/cli/verify-options.ts
function intentRequest(raw) {
  if (raw === void 0) return void 0;
  const admission = admitRequest(raw);
  if (admission.kind === "rejected") throw new UsageError(`--request: ${admission.message}`);
  return admission.kind === "admitted" ? admission.text : void 0;
}
function parseVerifyOptions(context) {
  if (context.positionals.length > 1) {
    throw new UsageError(
      `verify takes one folder, not ${context.positionals.length}; quote a path with spaces`
    );
  }
  const repo = loadRepoConfig(context.env.cwd);
  const s = resolveSettings(VERIFY_SETTINGS, cliSource(context.values, context.env.variables, repo));
  const format = reportFormat(s, context);
  const requestText = intentRequest(s.request);
  const conventions = conventionsOf(repo);
  const policy = policyOption(s, context);
  const project = readExistingProject(resolve(context.env.cwd, context.positionals[0] ?? "."), s.configStack);
  return {
    request: {
      project,
      ...requestText !== void 0 ? { requestText } : {},
      config: s.config,
      preview: s.preview,
      ...conventions !== void 0 ? { conventions } : {}
    },
    format,
    sandbox: s.sandbox,
    policy
  };
}

// src/cli/handlers/verify.ts
function render(result, options, context) {
  const provenance = verifyProvenance(
    { version: packageVersion(), snapshotChecksum: snapshotChecksum(context.env.snapshotDir) },
    context.positionals[0] ?? ".",
    options.request.requestText
  );
  switch (options.format) {
    case "json":
      return `${JSON.stringify(jsonSummary(result, { provenance, changes: void 0, outDir: void 0, dryRun: false }), null, 2)}
`;
    case "markdown":
      return `${renderReport(result, provenance)}
`;
    case "terminal":
      return renderTerminalReport(result, {
        palette: palette(context.env.color),
        destination: { kind: "checked-in-place", dir: context.positionals[0] ?? "." },
        programLines: 0,
        provenance
      });
  }
}
async function runVerify(context) {
  const options = parseVerifyOptions(context);
  const { env, io } = context;
  const live = createLiveProgress({
    write: io.stderr,
    tty: env.stderrIsTty,
    now: () => performance.now(),
    every: systemTicker
  });
  let result;
  try {
    const verify = buildVerifier(
      cliRunBuild(
        context,
        { preview: options.request.preview, sandbox: options.sandbox, policy: options.policy },
        context.runtime.tempDir()
      )
    );
    result = await verify(options.request, live.sink);
  } finally {
    live.stop();
  }
  io.stdout(render(result, options, context));
  return result.status === "verified" ? 0 : 1;
}
export {
  runVerify
};
