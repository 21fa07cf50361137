import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  GENERATE_SETTINGS
} from "./chunk-OSLDZ434.js";
import {
  addStageTokens,
  admitRequest,
  cliRunBuild,
  createLiveProgress,
  endpointHost,
  jsonSummary,
  loadRepoConfig,
  palette,
  policyOption,
  removedSecretsWarning,
  renderReport,
  renderTerminalReport,
  reportFormat,
  shellQuote,
  systemTicker
} from "./chunk-CG2NZQ5Q.js";
import {
  cliSource,
  conventionsOf,
  resolveSettings,
  secretSettingValues
} from "./chunk-YK5ZTD3S.js";
import {
  packageVersion
} from "./chunk-NANRW4ZB.js";
import {
  snapshotChecksum
} from "./chunk-WSVZUT6C.js";
import {
  REGION_KEYS,
  promotedWarning,
  runConfig,
  secretValuesOf
} from "./chunk-TCS6C75F.js";
import {
  redactSecrets
} from "./chunk-QSHUVBMI.js";
import {
  UsageError,
  UserError,
  errorMessage
} from "./chunk-4SIQRMZG.js";

// src/cli/handlers/generate.ts
import { readFile as readFile2 } from "node:fs/promises";
import { join as join2, relative } from "node:path";

// src/workspace/write-project.ts
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
async function statOrUndefined(path) {
  try {
    return await stat(path);
  } catch {
    return void 0;
  }
}
function reason(error) {
  const { code, message } = error;
  return code !== void 0 ? `${code}: ${message.replace(/^\w+: /, "").replace(/,.*$/, "")}` : String(message);
}
async function probeWrite(dir) {
  try {
    await rm(await mkdtemp(join(dir, ".pulumi-gen-probe-")), { recursive: true, force: true });
    return void 0;
  } catch (error) {
    return reason(error);
  }
}
async function nearestExisting(path) {
  let current = path;
  for (; ; ) {
    const found = await statOrUndefined(current);
    if (found !== void 0) return { path: current, isDirectory: found.isDirectory() };
    const up = dirname(current);
    if (up === current) return { path: current, isDirectory: true };
    current = up;
  }
}
async function checkOutputDir(outDir, force) {
  const target = await statOrUndefined(outDir);
  if (target !== void 0 && !target.isDirectory()) {
    throw new UserError(`--out ${outDir} is a file, not a folder; choose a folder with --out DIR`);
  }
  if (target !== void 0) {
    const entries = await readdir(outDir);
    if (entries.length > 0 && !force) {
      const project = entries.includes("Pulumi.yaml");
      const what = project ? "holds a Pulumi project (an earlier run?)" : `is not empty (${entries.length} entr${entries.length === 1 ? "y" : "ies"})`;
      const edit = project ? `, or change that project with 'pulumi-gen edit ${shellQuote(outDir)} "<change>"'` : "";
      throw new UserError(
        `--out ${outDir} ${what}: write this one elsewhere with --out DIR, or update its files with --force${edit}`
      );
    }
  }
  const parent = target !== void 0 ? { path: outDir, isDirectory: true } : await nearestExisting(dirname(outDir));
  if (!parent.isDirectory) {
    throw new UserError(`cannot create --out ${outDir}: ${parent.path} is a file; choose another --out DIR`);
  }
  const failed = await probeWrite(parent.path);
  if (failed !== void 0) {
    throw new UserError(
      `cannot write --out ${outDir}: ${parent.path} refuses new folders (${failed}); choose another --out DIR`
    );
  }
}
async function checkWorkingDir(dir, what, fix) {
  const existing = await nearestExisting(dir);
  if (!existing.isDirectory) {
    throw new UserError(`cannot create the ${what} ${dir}: ${existing.path} is a file; ${fix}`);
  }
  const failed = await probeWrite(existing.path);
  if (failed !== void 0) throw new UserError(`cannot write to the ${what} ${dir} (${failed}); ${fix}`);
}
async function changeOf(target, content) {
  try {
    return await readFile(target, "utf8") === content ? "unchanged" : "updated";
  } catch {
    return "created";
  }
}
async function writeProjectAtomically(outDir, files) {
  const parent = dirname(outDir);
  await mkdir(parent, { recursive: true });
  const staging = join(parent, `.${basename(outDir)}.tmp-${randomBytes(6).toString("hex")}`);
  await mkdir(staging);
  try {
    for (const file of files) {
      const path = join(staging, file.path);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, file.content);
    }
    if (await statOrUndefined(outDir) === void 0) {
      await rename(staging, outDir);
      return files.map((file) => ({ path: file.path, change: "created" }));
    }
    const changes = [];
    for (const file of files) {
      const target = join(outDir, file.path);
      const change = await changeOf(target, file.content);
      if (change !== "unchanged") {
        await mkdir(dirname(target), { recursive: true });
        await rename(join(staging, file.path), target);
      }
      changes.push({ path: file.path, change });
    }
    return changes;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

// src/cli/generate-options.ts
import { resolve } from "node:path";
function requestText(words, edit) {
  const admission = admitRequest(words.join(" "));
  if (admission.kind === "rejected") throw new UsageError(admission.message);
  if (admission.kind === "empty") {
    throw new UsageError(
      edit ? 'say what to change, in quotes: pulumi-gen edit pulumi-gen-out "add an SQS queue for the uploads"' : 'say what to build, in quotes: pulumi-gen "an S3 bucket with versioning" --dry-run'
    );
  }
  return {
    text: admission.text,
    warnings: admission.removed.length > 0 ? [removedSecretsWarning(admission.removed)] : []
  };
}
function parseGenerateOptions(context, repo, edit) {
  const { text, warnings } = requestText(edit?.words ?? context.positionals, edit !== void 0);
  const source = cliSource(context.values, context.env.variables, repo);
  const s = resolveSettings([...GENERATE_SETTINGS, "apiKey", "embeddingModel"], source);
  const run = runConfig(s.config, s.secretConfig);
  const promoted = promotedWarning(run, "--secret");
  const format = reportFormat(s, context);
  const conventions = conventionsOf(repo);
  return {
    request: {
      text,
      source: "cli",
      ...edit !== void 0 ? { mode: "edit", existingProgram: edit.existingProgram } : { mode: "new" },
      ...s.providers.length > 0 ? { providers: s.providers } : {},
      maxRepairs: s.maxRepairs,
      preview: s.preview,
      ...Object.keys(run.config).length > 0 ? { config: run.config } : {},
      ...run.secretKeys.length > 0 ? { secretKeys: run.secretKeys } : {},
      ...s.stack !== "dev" ? { stack: s.stack } : {},
      ...conventions !== void 0 ? { conventions } : {}
    },
    outDir: edit?.dir ?? resolve(context.env.cwd, s.out),
    dryRun: s.dryRun,
    force: edit !== void 0 || s.force,
    offline: s.offline || s.apiKey === void 0 && s.baseUrl === void 0,
    model: s.model,
    baseUrl: s.baseUrl,
    apiKey: s.apiKey,
    embeddingModel: s.embeddingModel,
    format,
    sandbox: s.sandbox,
    policy: policyOption(s, context),
    maxTokens: s.maxTokens,
    secrets: [...secretSettingValues(s), ...secretValuesOf(run)],
    warnings: promoted === void 0 ? warnings : [...warnings, promoted]
  };
}

// src/report/rerun-command.ts
function publicUrl(baseUrl) {
  const url = new URL(baseUrl);
  return `${url.origin}${url.pathname}`;
}
function secretVariable(key) {
  return key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").replace(/[^A-Za-z0-9]+/g, "_").replace(/^_+|_+$/g, "").toUpperCase();
}
function secretFlag(key) {
  const safeKey = /^[A-Za-z0-9_.:/-]+$/.test(key) ? key : shellQuote(key);
  return ["--secret", `"${safeKey}=$${secretVariable(key)}"`];
}
function fromRepository(request, key, value) {
  return REGION_KEYS.includes(key) && value === request.conventions?.region;
}
function rerunCommand(request, settings) {
  const edit = request.mode === "edit";
  const words = edit ? ["pulumi-gen", "edit", settings.out ?? ".", request.text] : ["pulumi-gen", "generate", request.text];
  if (settings.model === void 0) words.push("--offline");
  else {
    words.push("--model", settings.model);
    if (settings.baseUrl !== void 0) words.push("--base-url", publicUrl(settings.baseUrl));
  }
  for (const provider of request.providers ?? []) words.push("--provider", provider);
  const secretKeys = new Set(request.secretKeys ?? []);
  for (const [key, value] of Object.entries(request.config ?? {})) {
    if (!secretKeys.has(key) && !fromRepository(request, key, value))
      words.push("--config", `${key}=${value}`);
  }
  if (request.maxRepairs !== 3) words.push("--max-repairs", String(request.maxRepairs));
  if (request.preview !== "auto") words.push("--preview", request.preview);
  if (settings.sandbox !== "auto") words.push("--sandbox", settings.sandbox);
  if (settings.maxTokens !== void 0) words.push("--max-tokens", String(settings.maxTokens));
  if (!edit && settings.out !== void 0 && settings.out !== "pulumi-gen-out")
    words.push("--out", settings.out);
  if (request.stack !== void 0 && request.stack !== "dev") words.push("--stack", request.stack);
  const secrets = [...secretKeys].filter((key) => key in (request.config ?? {})).flatMap(secretFlag);
  return [...words.map(shellQuote), ...secrets].join(" ");
}

// src/report/unified-diff.ts
var CONTEXT = 3;
var MAX_CELLS = 4e6;
function lines(text) {
  return text === "" ? [] : text.replace(/\n$/, "").split("\n");
}
function lineEdits(a, b) {
  if (a.length * b.length > MAX_CELLS) {
    return [
      ...a.map((line) => ({ op: "-", line })),
      ...b.map((line) => ({ op: "+", line }))
    ];
  }
  const width = b.length + 1;
  const common = new Uint32Array((a.length + 1) * width);
  for (let i2 = a.length - 1; i2 >= 0; i2--) {
    for (let j2 = b.length - 1; j2 >= 0; j2--) {
      common[i2 * width + j2] = a[i2] === b[j2] ? common[(i2 + 1) * width + j2 + 1] + 1 : Math.max(common[(i2 + 1) * width + j2], common[i2 * width + j2 + 1]);
    }
  }
  const edits = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      edits.push({ op: " ", line: a[i++] });
      j++;
    } else if (i < a.length && (j === b.length || common[(i + 1) * width + j] >= common[i * width + j + 1])) {
      edits.push({ op: "-", line: a[i++] });
    } else {
      edits.push({ op: "+", line: b[j++] });
    }
  }
  return edits;
}
function hunks(edits) {
  const groups = [];
  edits.forEach((edit, index) => {
    if (edit.op === " ") return;
    const start = Math.max(0, index - CONTEXT);
    const end = Math.min(edits.length, index + CONTEXT + 1);
    const last = groups[groups.length - 1];
    if (last !== void 0 && start <= last.end) last.end = Math.max(last.end, end);
    else groups.push({ start, end });
  });
  return groups;
}
function unifiedDiff(path, before, after) {
  if (before === after) return [];
  const edits = lineEdits(lines(before ?? ""), lines(after));
  const out = [before === void 0 ? "--- /dev/null" : `--- a/${path}`, `+++ b/${path}`];
  for (const { start, end } of hunks(edits)) {
    const oldStart = edits.slice(0, start).filter((e) => e.op !== "+").length;
    const newStart = edits.slice(0, start).filter((e) => e.op !== "-").length;
    const part = edits.slice(start, end);
    const oldCount = part.filter((e) => e.op !== "+").length;
    const newCount = part.filter((e) => e.op !== "-").length;
    out.push(
      `@@ -${oldStart + (oldCount > 0 ? 1 : 0)},${oldCount} +${newStart + (newCount > 0 ? 1 : 0)},${newCount} @@`
    );
    out.push(...part.map((edit) => `${edit.op}${edit.line}`));
  }
  return out;
}

// src/workspace/edit-files.ts
var KEPT_WHEN_PRESENT = /* @__PURE__ */ new Set(["Pulumi.yaml", "Pulumi.yml", "tsconfig.json", ".gitignore"]);
function dependencies(json) {
  if (typeof json !== "object" || json === null) return {};
  const value = json["dependencies"];
  return typeof value === "object" && value !== null ? value : {};
}
function mergePackageJson(existing, generated) {
  let current;
  let wanted;
  try {
    current = JSON.parse(existing);
    wanted = JSON.parse(generated);
  } catch {
    return existing;
  }
  const have = {
    ...dependencies(current),
    ...current["devDependencies"]
  };
  const missing = Object.entries(dependencies(wanted)).filter(([name]) => !(name in have));
  if (missing.length === 0) return existing;
  current["dependencies"] = { ...dependencies(current), ...Object.fromEntries(missing) };
  return `${JSON.stringify(current, null, 2)}
`;
}
function editModeFiles(existing, generated) {
  const files = [];
  for (const file of generated) {
    const before = existing.get(file.path);
    if (before === void 0) {
      files.push(file);
    } else if (file.path === "package.json") {
      const merged = mergePackageJson(before, file.content);
      if (merged !== before) files.push({ path: file.path, content: merged });
    } else if (!KEPT_WHEN_PRESENT.has(file.path) && before !== file.content) {
      files.push(file);
    }
  }
  return files;
}

// src/cli/handlers/generate.ts
async function cliPipeline(context, options, tempDir) {
  const { env } = context;
  const { buildPipeline } = await import("./build-pipeline-6MBPG4T4.js");
  const base = cliRunBuild(
    context,
    { preview: options.request.preview, sandbox: options.sandbox, policy: options.policy },
    tempDir
  );
  return buildPipeline({
    ...base,
    nodeModulesDirs: [...base.nodeModulesDirs, join2(env.cwd, "node_modules")],
    openai: options.offline ? void 0 : { apiKey: options.apiKey, baseUrl: options.baseUrl, model: options.model },
    embedding: { baseUrl: options.baseUrl, apiKey: options.apiKey, model: options.embeddingModel },
    ...options.maxTokens !== void 0 ? { tokenBudget: { maxTokens: options.maxTokens, setting: "--max-tokens" } } : {}
  });
}
function shownDir(outDir, cwd) {
  const dir = relative(cwd, outDir) || ".";
  return dir.startsWith("..") ? outDir : dir;
}
function destinationOf(options, changes, cwd) {
  if (options.dryRun) return { kind: "dry-run" };
  if (changes === void 0) return { kind: "not-written" };
  return {
    kind: "written",
    dir: shownDir(options.outDir, cwd),
    changes: options.force ? changes.map((c) => `${c.change.padEnd(9)} ${c.path}`) : []
  };
}
function render(result, options, context, extra) {
  const written = extra.changes === void 0 ? void 0 : options.outDir;
  switch (options.format) {
    case "json":
      return `${JSON.stringify(jsonSummary(result, { ...extra, outDir: written, dryRun: options.dryRun }), null, 2)}
`;
    case "markdown":
      return `${renderReport(result, extra.provenance, {
        diffs: extra.diffs,
        program: options.dryRun,
        ...written !== void 0 ? { projectDir: shownDir(options.outDir, context.env.cwd) } : {}
      })}
`;
    case "terminal":
      return renderTerminalReport(result, {
        palette: palette(context.env.color),
        destination: destinationOf(options, extra.changes, context.env.cwd),
        diffs: extra.diffs,
        programLines: options.dryRun ? void 0 : 20,
        provenance: extra.provenance
      });
  }
}
function provenanceOf(result, options, cwd, snapshotDir, tokensByStage) {
  return {
    version: packageVersion(),
    snapshotChecksum: snapshotChecksum(snapshotDir),
    model: result.model,
    endpointHost: options.offline ? void 0 : endpointHost(options.baseUrl),
    temperature: result.model === "offline" ? void 0 : 0,
    command: rerunCommand(options.request, {
      model: options.offline ? void 0 : options.model,
      baseUrl: options.baseUrl,
      sandbox: options.sandbox,
      maxTokens: options.maxTokens,
      out: options.outDir.startsWith(`${cwd}/`) ? options.outDir.slice(cwd.length + 1) : options.outDir
    }),
    tokensByStage
  };
}
async function checkFolders(context, options) {
  if (!options.dryRun) await checkOutputDir(options.outDir, options.force);
  const fix = "set PULUMI_GEN_CACHE_DIR to a writable folder";
  await checkWorkingDir(context.env.cacheDir, "cache folder", fix);
  try {
    return context.runtime.tempDir();
  } catch (error) {
    throw new UserError(
      `cannot make a temp folder (${errorMessage(error)}); set TMPDIR to a writable folder`
    );
  }
}
async function generate(context, options, write) {
  const tempDir = await checkFolders(context, options);
  for (const warning of options.warnings) write(`pulumi-gen: warning: ${warning}
`);
  const live = createLiveProgress({
    write,
    tty: context.env.stderrIsTty,
    now: () => performance.now(),
    every: systemTicker
  });
  let tokensByStage = {};
  try {
    const pipeline = await cliPipeline(context, options, tempDir);
    const result = await pipeline(options.request, (event) => {
      if (event.kind === "model-call") {
        tokensByStage = addStageTokens(tokensByStage, event.stage, event.tokensIn, event.tokensOut);
      }
      live.sink(event);
    });
    return { result, tokensByStage };
  } finally {
    live.stop();
  }
}
function programSecrets(result) {
  const keys = result.deployment?.secretKeys ?? [];
  return Object.entries(result.request.config ?? {}).filter(([key]) => keys.some((full) => full === key || full.endsWith(`:${key}`))).map(([, value]) => value);
}
async function filesToWrite(options, result) {
  const existing = options.request.existingProgram;
  const files = existing !== void 0 ? editModeFiles(existing, result.files) : result.files;
  const before = existing ?? (options.force ? await readFiles(options.outDir, files) : /* @__PURE__ */ new Map());
  const diffs = files.flatMap((file) => {
    const old = before.get(file.path);
    return old === void 0 ? [] : unifiedDiff(file.path, old, file.content);
  });
  return { files, diffs };
}
async function readFiles(dir, files) {
  const found = /* @__PURE__ */ new Map();
  for (const file of files) {
    const content = await readFile2(join2(dir, file.path), "utf8").catch(() => void 0);
    if (content !== void 0) found.set(file.path, content);
  }
  return found;
}
async function executeRun(context, options) {
  const { env, io } = context;
  const secrets = [...options.secrets];
  const write = (text) => io.stderr(redactSecrets(text, secrets));
  const { result, tokensByStage } = await generate(context, options, write);
  secrets.push(...programSecrets(result));
  const { files, diffs } = await filesToWrite(options, result);
  let changes;
  if (!options.dryRun && files.length > 0) {
    try {
      changes = await writeProjectAtomically(options.outDir, files);
    } catch (error) {
      write(`pulumi-gen: could not write ${options.outDir}: ${errorMessage(error)}
`);
    }
  } else if (!options.dryRun && options.request.mode === "edit") {
    changes = [];
  }
  const provenance = provenanceOf(result, options, env.cwd, env.snapshotDir, tokensByStage);
  io.stdout(redactSecrets(render(result, options, context, { provenance, changes, diffs }), secrets));
  return result.status === "verified" && (options.dryRun || changes !== void 0) ? 0 : 1;
}
async function runGenerate(context) {
  return executeRun(context, parseGenerateOptions(context, loadRepoConfig(context.env.cwd)));
}

export {
  parseGenerateOptions,
  executeRun,
  runGenerate
};
