import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  INVISIBLE_CHARS,
  checkRequest,
  escapeForTerminal
} from "./chunk-PNT2W6HT.js";
import {
  POLICY_MODES,
  REPO_CONFIG_FILE
} from "./chunk-YK5ZTD3S.js";
import {
  describeChanges,
  outcomeOf,
  parsePolicyConfig,
  tokenTsName
} from "./chunk-WSVZUT6C.js";
import {
  packageRoot
} from "./chunk-UNE477HE.js";
import {
  plural
} from "./chunk-WJJEMXOX.js";
import {
  removeTypedSecrets
} from "./chunk-QSHUVBMI.js";
import {
  UsageError,
  UserError
} from "./chunk-4SIQRMZG.js";

// src/cli/common-options.ts
import { join as join2 } from "node:path";

// src/verify/policy/policy-options.ts
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
function parsePolicyOptions(raw, baseDir, fail) {
  const mode = raw.mode ?? "mandatory";
  if (!POLICY_MODES.includes(mode)) {
    throw fail(`${raw.names.mode} must be ${POLICY_MODES.join(", ")}, not '${mode}'`);
  }
  const packDirs = raw.packDirs.map((dir) => resolve(baseDir, dir));
  for (const dir of packDirs) {
    if (!existsSync(join(dir, "package.json"))) {
      throw fail(
        `${raw.names.packs} ${dir} is not a policy pack: it has no package.json (see \`pulumi policy new\`)`
      );
    }
  }
  if (raw.configFile === void 0) {
    return { mode, packDirs };
  }
  const configFile = resolve(baseDir, raw.configFile);
  if (!existsSync(configFile)) {
    throw fail(`${raw.names.config} ${configFile} does not exist`);
  }
  return {
    mode,
    packDirs,
    config: parsePolicyConfig(readFileSync(configFile, "utf8"), configFile),
    configFile
  };
}

// src/cli/common-options.ts
function reportFormat(s, context) {
  if (s.json && context.values["format"] !== void 0 && s.format !== "json") {
    throw new UsageError(`--json and --format ${s.format} disagree; give one of them`);
  }
  return s.json ? "json" : s.format;
}
function policyOption(s, context) {
  return parsePolicyOptions(
    {
      mode: s.policy,
      packDirs: s.policyPacks,
      configFile: s.policyConfig,
      names: { mode: "--policy", packs: "--policy-pack", config: "--policy-config" }
    },
    context.env.cwd,
    (message) => new UsageError(message)
  );
}
function cliRunBuild(context, run, tempDir) {
  const { env } = context;
  return {
    snapshotDir: env.snapshotDir,
    cacheDir: env.cacheDir,
    storeDir: env.storeDir,
    npm: env.npm,
    nodeModulesDirs: [join2(packageRoot(), "node_modules")],
    pathEnv: env.path,
    preview: run.preview,
    sandbox: run.sandbox,
    identity: { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
    nodePath: process.execPath,
    homeDir: env.homeDir,
    cloudCredentials: env.cloudCredentials,
    policy: run.policy,
    ...tempDir !== void 0 ? { tempDir } : {}
  };
}

// src/shared/shell-quote.ts
function shellQuote(word) {
  return /^[A-Za-z0-9_./:=@%+,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

// src/report/escape-markdown.ts
var CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/gu;
var JOINER = "\u2060";
function visibleLine(text) {
  return text.replace(new RegExp(INVISIBLE_CHARS.source, "gu"), "").replace(CONTROLS, " ").replace(/\s*[\r\n]+\s*/g, " ");
}
var INLINE_SYNTAX = /[\\`*[\]!<>&|~]/g;
function escapeInline(text) {
  return visibleLine(text).trim().replace(INLINE_SYNTAX, (char) => `\\${char}`).replace(/^([-+=])/, "\\$1").replace(/^(\d+)([.)])/, "$1\\$2").replace(/[@#]/g, (char) => `${char}${JOINER}`).replace(/:\/\//g, `:${JOINER}//`).replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}${JOINER}.`);
}
function codeSpan(text, options = {}) {
  let line = visibleLine(text);
  if (options.inTable === true) line = line.replace(/\\(?=\|)/g, `\\${JOINER}`).replace(/\|/g, "\\|");
  if (line.trim() === "") return "` `";
  const longest = Math.max(0, ...[...line.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = "`".repeat(longest + 1);
  const pad = line.startsWith("`") || line.endsWith("`") ? " " : "";
  return `${fence}${pad}${line}${pad}${fence}`;
}
function codeCell(text) {
  return codeSpan(text, { inTable: true });
}
function fencedBlock(content, info = "") {
  const longest = Math.max(0, ...[...content.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}${info}
${content}
${fence}`;
}

// src/report/provenance.ts
function addStageTokens(tally, stage, tokensIn, tokensOut) {
  const before = tally[stage] ?? { in: 0, out: 0 };
  return { ...tally, [stage]: { in: before.in + tokensIn, out: before.out + tokensOut } };
}
function endpointHost(baseUrl) {
  if (baseUrl === void 0) return void 0;
  try {
    return new URL(baseUrl).host;
  } catch {
    return void 0;
  }
}
function planSummary(result) {
  const plan = result.plan;
  if (plan === void 0) return "no plan (the run stopped before planning)";
  const types = plan.components.map((c) => `${c.token}${c.count > 1 ? ` \xD7${c.count}` : ""}`);
  const n = plan.components.length;
  return `${plural(n, "component")} (${plan.source})${types.length > 0 ? `: ${types.join(", ")}` : ""}`;
}
function facts(result, p) {
  const stages = stageTokens(p);
  return [
    ["pulumi-gen", p.version],
    ["snapshot", `sha256:${p.snapshotChecksum}`],
    ["model", p.model === "offline" ? "offline composer" : p.model],
    ["endpoint", p.endpointHost ?? (p.model === "offline" ? "none" : "api.openai.com")],
    ["temperature", p.temperature === void 0 ? "n/a" : String(p.temperature)],
    ["plan", planSummary(result)],
    [
      "tokens",
      `${result.metrics.tokensIn} in, ${result.metrics.tokensOut} out${stages === "" ? "" : ` (${stages})`}`
    ]
  ];
}
function stageTokens(p) {
  return Object.entries(p.tokensByStage).map(([stage, t]) => `${stage} ${t.in}/${t.out}`).join(", ");
}
function renderProvenanceMarkdown(result, p) {
  return [
    "<details><summary>Reproduce this run</summary>",
    "",
    ...facts(result, p).map(([key, value]) => `- ${key}: ${codeSpan(value)}`),
    "",
    fencedBlock(p.command, "sh"),
    "",
    "</details>",
    ""
  ];
}
function renderProvenanceText(result, p) {
  const rows = facts(result, p);
  const width = Math.max(...rows.map(([key]) => key.length));
  return [
    ...rows.map(([key, value]) => `  ${key.padEnd(width)}  ${value}`),
    `  ${"rerun".padEnd(width)}  ${p.command}`
  ];
}
function verifyProvenance(facts2, dir, requestText) {
  const request = requestText === void 0 ? [] : ["--request", shellQuote(requestText)];
  return {
    version: facts2.version,
    snapshotChecksum: facts2.snapshotChecksum,
    model: "none",
    endpointHost: void 0,
    temperature: void 0,
    command: ["pulumi-gen", "verify", shellQuote(dir), ...request].join(" "),
    tokensByStage: {}
  };
}

// src/report/format-duration.ts
function formatMs(ms) {
  return ms >= 1e3 ? `${(ms / 1e3).toFixed(1)} s` : `${Math.round(ms)} ms`;
}

// src/report/render-plan.ts
var inline = escapeInline;
var code = (text) => codeSpan(text);
function valueText(value) {
  const shown2 = typeof value.value === "string" ? JSON.stringify(value.value) : String(value.value);
  return `${code(value.input)} = ${code(shown2)}`;
}
function box(met) {
  return met === true ? "[x]" : "[ ]";
}
function componentLine(component, met) {
  const count = component.count > 1 ? ` \xD7${component.count}` : "";
  const origin = component.origin === "plumbing" ? " _(needed by another component)_" : "";
  const values = component.values.length > 0 ? `: ${component.values.map(valueText).join(", ")}` : "";
  return `- ${box(met)} **${inline(component.role)}**: ${code(tokenTsName(component.token))}${count}${origin}${values}`;
}
var SOURCE_LABEL = {
  model: "planned by the model, checked against the snapshot",
  offline: "planned offline from the request and the provider schemas",
  "offline-fallback": "planned offline: the model's plan did not validate"
};
function renderPlan(plan, marks) {
  const lines = [`### Plan (${SOURCE_LABEL[plan.source]})`, ""];
  if (plan.components.length === 0)
    lines.push("_No component: nothing in the snapshot matched the request._");
  lines.push(...plan.components.map((c) => componentLine(c, marks?.components.get(c.id))));
  const ids = new Map(plan.components.map((c) => [c.id, c.role]));
  plan.relations.forEach((relation, i) => {
    const via = relation.via !== void 0 ? ` through ${code(relation.via)}` : "";
    lines.push(
      `- ${box(marks?.relations[i])} ${inline(ids.get(relation.from) ?? relation.from)} \u2192 ${inline(ids.get(relation.to) ?? relation.to)}${via}`
    );
  });
  for (const config of plan.config) {
    const choices = config.values.length > 0 ? `: one of ${config.values.map(code).join(", ")}` : "";
    const fallback = config.default !== void 0 ? ` (default ${code(config.default)})` : "";
    lines.push(
      `- ${box(marks?.config.get(config.key))} config ${code(config.key)}${config.secret ? " (secret)" : ""}${choices}${fallback}`
    );
  }
  for (const note of plan.notes) lines.push(`- \u26A0\uFE0F ${inline(note)}`);
  lines.push("");
  return lines;
}

// src/report/next-steps.ts
function nextCommands(dir, deployment) {
  return [
    `cd ${shellQuote(dir)} && npm install`,
    `pulumi stack init ${shellQuote(deployment.stack)}`,
    ...deployment.secretKeys.map((key) => `pulumi config set --secret ${shellQuote(key)}`),
    ...deployment.missing.map((key) => `pulumi config set ${shellQuote(key)} <value>`),
    "pulumi preview"
  ];
}
function deploymentFacts(deployment) {
  const lines = [];
  const written = Object.entries(deployment.config).map(([key, value]) => `${key}=${value}`);
  lines.push(`Pulumi.${deployment.stack}.yaml: ${written.length > 0 ? written.join(", ") : "no config yet"}`);
  if (deployment.required.length > 0) {
    const keys = deployment.required.map((r) => `${r.key}${r.secret ? " (secret)" : ""}`);
    lines.push(`required config: ${keys.join(", ")}`);
  }
  if (deployment.secretKeys.length > 0) {
    lines.push(`secrets to set (never written): ${deployment.secretKeys.join(", ")}`);
  }
  if (deployment.missing.length > 0) lines.push(`not set yet: ${deployment.missing.join(", ")}`);
  return lines;
}
function nextSteps(deployment, dir) {
  return {
    facts: deploymentFacts(deployment),
    commands: dir === void 0 ? [] : nextCommands(dir, deployment)
  };
}

// src/report/plan-marks.ts
function planMarks(result) {
  const plan = result.plan;
  const marks = result.verification.find((o) => o.rung === "intent")?.details?.intent?.marks;
  if (plan === void 0 || marks === void 0) return void 0;
  const components = new Map(plan.components.map((c) => [c.id, marks.components[c.id] === true]));
  const relations = plan.relations.map((_, index) => marks.relations[index] === true);
  const read = new Set(
    (result.verification.find((o) => o.rung === "mock")?.details?.cases ?? []).flatMap(
      (run) => Object.keys(run.case.config).map((key) => key.split(":").pop() ?? key)
    )
  );
  const config = new Map(
    plan.config.filter((c) => read.has(c.key.split(":").pop() ?? c.key)).map((c) => [c.key, true])
  );
  return { components, relations, config };
}

// src/report/recorded-cases.ts
var MAX_TEXT = 200;
function isScalar(value) {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}
function shown(value) {
  return typeof value === "string" && value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}\u2026` : value;
}
function recorded(resource) {
  const inputs = {};
  const nested = [];
  for (const [key, value] of Object.entries(resource.inputs)) {
    if (value === void 0 || value === null) continue;
    if (isScalar(value)) inputs[key] = shown(value);
    else if (Array.isArray(value) && value.every(isScalar)) inputs[key] = value.map(shown);
    else nested.push(key);
  }
  return {
    kind: resource.kind === "function" ? "lookup" : "resource",
    type: resource.token,
    name: resource.name,
    inputs,
    nested
  };
}
function recordedCases(verification) {
  const mock = verification.find((outcome) => outcome.rung === "mock");
  if (mock === void 0 || mock.status !== "passed" && mock.status !== "fixed") return [];
  const details = mock.details;
  const cases = details?.cases !== void 0 && details.cases.length > 0 ? details.cases : details?.resources !== void 0 ? [{ case: { name: "default", config: {} }, resources: details.resources }] : [];
  return cases.map((run) => ({
    name: run.case.name,
    config: Object.fromEntries(
      Object.entries(run.case.config).map(([key, value]) => [
        key,
        run.case.secretKeys?.includes(key) === true ? "[secret]" : value
      ])
    ),
    resources: run.resources.map(recorded)
  }));
}

// src/report/planned-creates.ts
function plannedCreates(result) {
  const [first] = recordedCases(result.verification);
  if (first === void 0) return void 0;
  return first.resources.filter((r) => r.kind === "resource" && !r.type.startsWith("pulumi:providers:")).map((r) => ({ type: r.type, name: r.name }));
}
function createLines(creates) {
  const width = Math.max(0, ...creates.map((c) => c.type.length));
  return [...creates.map((c) => `+ ${c.type.padEnd(width)}  ${c.name}`), `${creates.length} to create`];
}

// src/report/policy-section.ts
function renderPolicySection(outcomes) {
  const policy = outcomes.find((o) => o.rung === "policy")?.details?.policy;
  if (policy === void 0) return [];
  const packs = policy.packs.map(
    (pack) => `${codeSpan(`${pack.name}@${pack.version}`)} (${pack.origin === "baseline" ? "bundled baseline" : "repository pack"}, ${pack.policies} policies)`
  ).join(", ");
  const lines = ["### Policies", "", `**Packs:** ${packs}`, ""];
  if (policy.violations.length === 0) {
    lines.push(`No violations in ${plural(policy.resourcesChecked, "resource")}.`, "");
    return lines;
  }
  lines.push("| Resource | Policy | Level | Violation |", "| --- | --- | --- | --- |");
  const sorted = [...policy.violations].sort(
    (a, b) => `${a.resourceName ?? ""}${a.policyName}`.localeCompare(`${b.resourceName ?? ""}${b.policyName}`)
  );
  for (const violation of sorted) {
    const resource = violation.token === void 0 ? "stack" : `${codeCell(violation.resourceName ?? "")} (${codeCell(violation.token)})`;
    const level = violation.enforcementLevel === "mandatory" ? "\u274C mandatory" : "\u26A0\uFE0F advisory";
    const detail = violation.message.startsWith(violation.description) ? violation.message.slice(violation.description.length).trim() || violation.description : violation.message;
    const cases = violation.cases === void 0 ? "" : ` (config: ${violation.cases.join("; ")})`;
    lines.push(
      `| ${resource} | ${codeCell(violation.policyName)} | ${level} | ${escapeInline(detail + cases)} |`
    );
  }
  lines.push("");
  return lines;
}

// src/report/render-report.ts
var RUNG_TITLES = {
  safety: "Safety gate",
  typecheck: "Typecheck",
  mock: "Mock run",
  intent: "Intent (does what was asked)",
  policy: "Policy packs",
  preview: "Preview"
};
function cell(text) {
  return escapeInline(text);
}
function findingLine(finding) {
  const where = finding.line !== void 0 ? `${finding.file ?? "index.ts"}:${finding.line}: ` : "";
  const code2 = finding.code !== void 0 ? ` (${finding.code})` : "";
  return `${where}${finding.message}${code2}`;
}
function rungStatus(outcome) {
  switch (outcome.status) {
    case "passed":
      return "\u2705 passed";
    case "fixed":
      if (outcome.findings.some((finding) => finding.code === "repair-weakened")) {
        return `\u26A0\uFE0F passed after ${plural(outcome.rounds, "repair round")} that weakened the program (see warnings)`;
      }
      return outcome.rounds === 0 ? "\u{1F527} fixed by TypeScript code fixes (no model round)" : `\u{1F527} fixed after ${plural(outcome.rounds, "repair round")}`;
    case "skipped":
      return `\u23ED\uFE0F skipped${outcome.reason !== void 0 ? `: ${cell(outcome.reason)}` : ""}`;
    case "failed":
      return `\u274C failed${outcome.rounds > 0 ? ` after ${plural(outcome.rounds, "repair round")}` : ""}`;
  }
}
function sandboxLine(result) {
  const execution = result.verification.filter((o) => o.rung === "mock" || o.rung === "preview");
  const ran = outcomeOf(result.verification, "mock")?.details?.sandbox;
  if (ran !== void 0) {
    return ran;
  }
  return execution.find((o) => o.status === "skipped" && o.unverified === true)?.reason;
}
function safeMermaid(mermaid) {
  const statement = /^(graph (LR|TD|TB)|\s+[A-Za-z_]\w*\["[^"]*"\]|\s+[A-Za-z_]\w* (-->|-\.->) [A-Za-z_]\w*)$/;
  return mermaid.trim().split("\n").filter((line) => statement.test(line)).join("\n");
}
var TITLES = {
  verified: "\u2705 Verified Pulumi program",
  partial: "\u26A0\uFE0F Pulumi program verified in part",
  failed: "\u274C Pulumi program not verified"
};
function headerSection(result) {
  const lines = [
    `## ${TITLES[result.status]}`,
    "",
    "**Request**",
    "",
    fencedBlock(result.request.text, "text"),
    ""
  ];
  const unplanned = result.unplanned ?? [];
  if (unplanned.length > 0) {
    lines.push(
      `**Not understood (${plural(unplanned.length, "part")} of the request the plan did not read, so nothing checked them):**`,
      ...unplanned.map(
        (part) => `- \u26A0\uFE0F ${part.reason === "value" ? "a stated value: " : ""}${cell(part.text)}`
      ),
      ""
    );
  }
  if (result.failure !== void 0) {
    lines.push(`**Failed at ${cell(result.failure.stage)}:** ${cell(result.failure.message)}`, "");
  }
  lines.push(
    `**Written by:** ${result.model === "offline" ? "offline composer (no model configured)" : codeSpan(result.model)}`,
    ""
  );
  const sandbox = sandboxLine(result);
  if (sandbox !== void 0) lines.push(`**Sandbox:** ${cell(sandbox)}`, "");
  if (result.plan !== void 0) lines.push(...renderPlan(result.plan, planMarks(result)));
  if (result.providers.length > 0) {
    lines.push(
      "**Providers:** " + result.providers.map((p) => codeSpan(`${p.package}@${p.version}`)).join(", "),
      ""
    );
  }
  if (result.retrieved.length > 0) {
    lines.push("<details><summary>Provider schemas used (" + result.retrieved.length + ")</summary>", "");
    for (const token of result.retrieved) {
      const hit = result.hits.find((h) => h.token === token);
      lines.push(`- ${codeSpan(hit?.tsName ?? token)} (${codeSpan(token)})`);
    }
    lines.push("", "</details>", "");
  }
  return lines;
}
function verificationSection(result) {
  const lines = ["### Verification", ""];
  if (result.verification.length === 0) {
    lines.push(`_Not reached: the run stopped at ${result.failure?.stage ?? "an earlier stage"}._`, "");
  } else {
    lines.push("| Rung | Result | Time |", "| --- | --- | --- |");
  }
  for (const outcome of result.verification) {
    lines.push(`| ${RUNG_TITLES[outcome.rung]} | ${rungStatus(outcome)} | ${formatMs(outcome.durationMs)} |`);
  }
  lines.push("");
  const intent = result.verification.find((o) => o.rung === "intent")?.details?.intent;
  if (intent !== void 0) {
    lines.push(`**Intent:** ${intent.met} of ${plural(intent.total, "planned item")} met`);
    lines.push(...intent.unmet.map((text) => `- \u274C ${cell(text)}`), "");
  }
  for (const outcome of result.verification) {
    if (outcome.findings.length === 0) continue;
    const label = outcome.status === "failed" ? "findings" : "warnings and fixed findings";
    lines.push(
      `<details><summary>${RUNG_TITLES[outcome.rung]}: ${plural(outcome.findings.length, "finding")}</summary>`,
      ""
    );
    lines.push(`_${label}_`, "");
    for (const finding of outcome.findings.slice(0, 30)) {
      lines.push(`- ${finding.severity === "warning" ? "\u26A0\uFE0F " : ""}${cell(findingLine(finding))}`);
    }
    if (outcome.findings.length > 30) lines.push(`- \u2026 and ${outcome.findings.length - 30} more`);
    lines.push("", "</details>", "");
  }
  return lines;
}
function resourcesSection(result) {
  const lines = [];
  const creates = plannedCreates(result);
  if (creates !== void 0 && creates.length > 0) {
    lines.push(
      "### Will create (from the mock run)",
      "",
      fencedBlock(createLines(creates).join("\n"), "diff"),
      ""
    );
  }
  const changes = outcomeOf(result.verification, "preview")?.details?.changes;
  if (changes !== void 0) {
    lines.push(`**Preview:** ${describeChanges(changes)}`, "");
  }
  lines.push(...renderPolicySection(result.verification));
  const mermaid = outcomeOf(result.verification, "mock")?.details?.mermaid;
  if (mermaid !== void 0) {
    lines.push("### Resources", "", fencedBlock(safeMermaid(mermaid), "mermaid"), "");
  }
  return lines;
}
function metricsSection(result) {
  const { metrics } = result;
  const lines = ["### Metrics", ""];
  lines.push(`- Prompt coverage: ${(metrics.promptCoverage * 100).toFixed(1)}%`);
  lines.push(`- Tokens: ${metrics.tokensIn} in, ${metrics.tokensOut} out`);
  if (metrics.repairRounds !== void 0 || metrics.codeFixes !== void 0) {
    lines.push(
      `- Repair rounds: ${metrics.repairRounds ?? 0} with the model, ${metrics.codeFixes ?? 0} TypeScript code fixes`
    );
  }
  const timings = Object.entries(metrics.timingsMs).map(([stage, ms]) => `${stage} ${formatMs(ms)}`).join(", ");
  if (timings !== "") lines.push(`- Timings: ${timings}`);
  lines.push("");
  return lines;
}
function programSection(result) {
  return result.files.filter((file) => file.path.endsWith(".ts")).flatMap((file) => [`### ${codeSpan(file.path)}`, "", fencedBlock(file.content.trimEnd(), "ts"), ""]);
}
function deploySection(result, projectDir) {
  const { deployment } = result;
  if (deployment === void 0 || result.status !== "verified") return [];
  const steps = nextSteps(deployment, projectDir);
  const lines = [`### Deploy (stack ${codeSpan(deployment.stack)})`, ""];
  lines.push(...steps.facts.map((fact) => `- ${cell(fact)}`), "");
  if (steps.commands.length > 0) lines.push("Next:", "", fencedBlock(steps.commands.join("\n"), "sh"), "");
  return lines;
}
function renderReport(result, provenance, options = {}) {
  const lines = [
    ...headerSection(result),
    ...options.program === true ? programSection(result) : [],
    ...options.diffs !== void 0 && options.diffs.length > 0 ? ["### Changes", "", fencedBlock(options.diffs.join("\n"), "diff"), ""] : [],
    ...verificationSection(result),
    ...resourcesSection(result),
    ...metricsSection(result)
  ];
  const files = result.files.map((f) => codeSpan(f.path)).join(", ");
  if (files !== "") lines.push(`**Files:** ${files}`, "");
  if (provenance !== void 0) lines.push(...renderProvenanceMarkdown(result, provenance));
  if (options.deploy !== false) lines.push(...deploySection(result, options.projectDir));
  return lines.join("\n");
}

// src/report/render-terminal.ts
var ansi = (open, close) => (text) => `\x1B[${open}m${text}\x1B[${close}m`;
function palette(color) {
  if (!color) {
    const plain = (text) => text;
    return { good: plain, bad: plain, note: plain, dim: plain, bold: plain };
  }
  return { good: ansi(32, 39), bad: ansi(31, 39), note: ansi(33, 39), dim: ansi(2, 22), bold: ansi(1, 22) };
}
function rungText(outcome, p) {
  switch (outcome.status) {
    case "passed":
      return p.good("passed");
    case "fixed":
      return p.good(outcome.rounds === 0 ? "fixed (code fixes)" : `fixed (${outcome.rounds} repair rounds)`);
    case "skipped":
      return p.note(`skipped${outcome.reason !== void 0 ? `: ${escapeForTerminal(outcome.reason)}` : ""}`);
    case "failed":
      return p.bad(`failed (${plural(outcome.findings.length, "finding")})`);
  }
}
function programView(result, limit, p) {
  const main = result.files.find((f) => f.path === "index.ts") ?? result.files[0];
  if (main === void 0) return [];
  const lines = main.content.replace(/\n$/, "").split("\n");
  const shown2 = limit === void 0 ? lines : lines.slice(0, limit);
  if (shown2.length === 0) return [];
  const width = String(shown2.length).length;
  const title = shown2.length < lines.length ? `${main.path} (first ${shown2.length} of ${lines.length} lines)` : main.path;
  return [
    p.dim(`\u2500\u2500 ${title} \u2500\u2500`),
    ...shown2.map((line, i) => `${p.dim(`${String(i + 1).padStart(width)} \u2502`)} ${escapeForTerminal(line)}`),
    ""
  ];
}
function destinationLines(result, options) {
  const { destination, palette: p } = options;
  const main = result.files.find((f) => f.path === "index.ts")?.path ?? result.files[0]?.path ?? "index.ts";
  switch (destination.kind) {
    case "written":
      return [
        `${p.bold("program")}  ${escapeForTerminal(`${destination.dir}/${main}`)}`,
        ...destination.changes.map((line) => `  ${escapeForTerminal(line)}`)
      ];
    case "dry-run":
      return [`${p.bold("program")}  not written (--dry-run)`];
    case "not-written":
      return [`${p.bold("program")}  not written`];
    case "checked-in-place":
      return [
        `${p.bold("project")}  ${escapeForTerminal(destination.dir)} (checked where it is; nothing written)`
      ];
  }
}
function diffLines(diffs, p) {
  if (diffs.length === 0) return [];
  const colour = (line) => /^(---|\+\+\+) /.test(line) ? p.bold(line) : line.startsWith("@@") ? p.note(line) : line.startsWith("+") ? p.good(line) : line.startsWith("-") ? p.bad(line) : line;
  return ["", p.bold("changes"), ...diffs.map((line) => colour(escapeForTerminal(line)))];
}
function planLines(result, p) {
  const plan = result.plan;
  if (plan === void 0) return [];
  const marks = planMarks(result);
  const intent = result.verification.find((o) => o.rung === "intent")?.details?.intent;
  const mark = (met) => met === void 0 ? p.dim("?") : met ? p.good("\u2714") : p.bad("\u2718");
  const counted = intent === void 0 ? "not checked" : `${intent.met} of ${intent.total} met`;
  const lines = [`${p.bold("plan")}  ${counted}`];
  for (const c of plan.components) {
    const values = c.values.map((v) => `${v.input} = ${JSON.stringify(v.value)}`).join(", ");
    const text = `${c.role}: ${tokenTsName(c.token)}${c.count > 1 ? ` \xD7${c.count}` : ""}${values === "" ? "" : ` (${values})`}`;
    lines.push(`  ${mark(marks?.components.get(c.id))} ${escapeForTerminal(text)}`);
  }
  const roles = new Map(plan.components.map((c) => [c.id, c.role]));
  plan.relations.forEach((r, i) => {
    const text = `${roles.get(r.from) ?? r.from} \u2192 ${roles.get(r.to) ?? r.to}`;
    lines.push(`  ${mark(marks?.relations[i])} ${escapeForTerminal(text)}`);
  });
  for (const c of plan.config) {
    lines.push(
      `  ${mark(marks?.config.get(c.key))} ${escapeForTerminal(`config ${c.key}${c.secret ? " (secret)" : ""}`)}`
    );
  }
  lines.push(...(intent?.unmet ?? []).map((text) => p.bad(`  missing: ${escapeForTerminal(text)}`)), "");
  return lines;
}
function createSection(result, p) {
  const creates = plannedCreates(result);
  if (creates === void 0 || creates.length === 0) return [];
  const lines = createLines(creates);
  return [
    p.bold("will create (from the mock run)"),
    ...lines.slice(0, -1).map((line) => `  ${p.good(escapeForTerminal(line))}`),
    `  ${lines[lines.length - 1] ?? ""}`,
    ""
  ];
}
function deploySection2(result, options) {
  const { deployment } = result;
  if (deployment === void 0 || result.status !== "verified") return [];
  const p = options.palette;
  const dir = options.destination.kind === "written" ? options.destination.dir : void 0;
  const steps = nextSteps(deployment, dir);
  return [
    "",
    p.bold(`deploy (stack ${deployment.stack})`),
    ...steps.facts.map((line) => `  ${escapeForTerminal(line)}`),
    ...steps.commands.length > 0 ? ["", p.bold("next:"), ...steps.commands.map((command) => `  ${escapeForTerminal(command)}`)] : [
      `  ${p.dim("run again without --dry-run to write the project, then follow the next steps it prints")}`
    ]
  ];
}
function renderTerminalReport(result, options) {
  const p = options.palette;
  const lines = [];
  const status = result.status === "verified" ? p.good("\u2714 verified") : result.status === "partial" ? p.bad("\u26A0 verified in part") : p.bad("\u2718 not verified");
  lines.push(`${p.bold(status)}  ${escapeForTerminal(JSON.stringify(result.request.text))}`);
  for (const part of result.unplanned ?? []) {
    const what = part.reason === "value" ? "value not checked" : "not understood";
    lines.push(p.bad(`  ${what}: ${escapeForTerminal(part.text)}`));
  }
  if (result.failure !== void 0) {
    lines.push(p.bad(`  failed at ${result.failure.stage}: ${escapeForTerminal(result.failure.message)}`));
  }
  lines.push("", ...destinationLines(result, options), "");
  lines.push(...programView(result, options.programLines, p));
  if (result.verification.length > 0) {
    const width = Math.max(...result.verification.map((o) => o.rung.length));
    lines.push(p.bold("verification"));
    for (const outcome of result.verification) {
      const time = formatMs(outcome.durationMs).padStart(8);
      lines.push(`  ${outcome.rung.padEnd(width)}  ${p.dim(time)}  ${rungText(outcome, p)}`);
      const shown2 = outcome.status === "failed" ? outcome.findings : outcome.findings.filter((finding) => finding.severity === "warning");
      for (const finding of shown2.slice(0, 5)) {
        const where = finding.line !== void 0 ? `${finding.file ?? "index.ts"}:${finding.line}: ` : "";
        const text = `${outcome.status === "failed" ? "" : "warning: "}${where}${finding.message}`;
        lines.push(`  ${" ".repeat(width)}            ${escapeForTerminal(text)}`);
      }
    }
    lines.push("");
  }
  lines.push(...planLines(result, p), ...createSection(result, p));
  lines.push(p.bold("reproduce"), ...renderProvenanceText(result, options.provenance).map(escapeForTerminal));
  lines.push(...diffLines(options.diffs ?? [], p), ...deploySection2(result, options));
  return `${lines.join("\n")}
`;
}

// src/config/load-repo-config.ts
import { readFileSync as readFileSync2 } from "node:fs";
import { join as join3 } from "node:path";

// src/config/parse-repo-config.ts
import { isMap, isScalar as isScalar2, isSeq, LineCounter, parseDocument } from "yaml";
var RepoConfigError = class extends UserError {
  constructor(file, problems) {
    super(
      `${file} has ${problems.length === 1 ? "a mistake" : `${problems.length} mistakes`}: ${problems.join("; ")}`
    );
    this.file = file;
    this.problems = problems;
  }
  file;
  problems;
  name = "UserError";
};
var NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
var REGION = /^[a-z]{2,}[a-z0-9-]*$/;
var PROVIDER = /^[a-z][a-z0-9-]*$/;
function scalarString(reader, node, key, pattern, expected) {
  if (!isScalar2(node) || typeof node.value !== "string" || !pattern.test(node.value)) {
    return reader.problem(node, key, expected);
  }
  return node.value;
}
function stringList(reader, node, key, pattern, expected) {
  if (!isSeq(node) || node.items.length === 0)
    return reader.problem(node, key, `a non-empty list of ${expected}`);
  const values = [];
  node.items.forEach((item, i) => {
    const value = scalarString(reader, item, `${key}[${i}]`, pattern, expected);
    if (value !== void 0) values.push(value);
  });
  return values.length === node.items.length ? values : void 0;
}
function tagMap(reader, node, key) {
  if (!isMap(node) || node.items.length === 0) {
    return reader.problem(node, key, "a map of tag names to string values, e.g. {team: platform}");
  }
  const tags = {};
  let ok = true;
  for (const pair of node.items) {
    const name = isScalar2(pair.key) ? String(pair.key.value) : "";
    if (!/^[A-Za-z0-9][A-Za-z0-9_.:/=+@ -]{0,127}$/.test(name)) {
      ok = false;
      reader.problem(pair.key, `${key}`, `tag names of letters, digits and _.:/=+@- (not '${name}')`);
      continue;
    }
    const value = pair.value;
    if (!isScalar2(value) || !["string", "number", "boolean"].includes(typeof value.value)) {
      ok = false;
      reader.problem(value, `${key}.${name}`, "a string value");
      continue;
    }
    tags[name] = String(value.value);
  }
  return ok ? tags : void 0;
}
function relativePath(reader, node, key) {
  const value = scalarString(reader, node, key, /^[^\0]+$/, "a path relative to the repository root");
  if (value === void 0) return void 0;
  if (value.startsWith("/") || value.split(/[\\/]/).includes("..")) {
    return reader.problem(node, key, "a path inside the repository (no leading / and no ..)");
  }
  return value;
}
var KEYS = {
  region: {
    field: "region",
    check: (r) => (n, k) => scalarString(r, n, k, REGION, "a region or location such as us-east-1 or westeurope")
  },
  tags: { field: "tags", check: (r) => (n, k) => tagMap(r, n, k) },
  "name-prefix": {
    field: "namePrefix",
    check: (r) => (n, k) => scalarString(r, n, k, NAME, "a name prefix of letters, digits and ._- such as acme-")
  },
  providers: {
    field: "providers",
    check: (r) => (n, k) => stringList(r, n, k, PROVIDER, "provider names such as aws or random")
  },
  "policy-packs": {
    field: "policyPacks",
    check: (r) => (n, k) => {
      if (!isSeq(n)) return r.problem(n, k, "a list of policy pack directories");
      const paths = n.items.map((item, i) => relativePath(r, item, `${k}[${i}]`));
      return paths.every((p) => p !== void 0) ? paths : void 0;
    }
  },
  "output-path": { field: "outputPath", check: (r) => (n, k) => relativePath(r, n, k) }
};
function parseRepoConfig(text, file = REPO_CONFIG_FILE) {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const problems = document.errors.map(
    (error) => `${file}:${lines.linePos(error.pos[0]).line}: ${error.message.split("\n")[0] ?? "invalid YAML"}`
  );
  if (problems.length > 0) throw new RepoConfigError(file, problems);
  const reader = {
    problem: (node, key, expected) => {
      const line = node?.range !== void 0 && node.range !== null ? lines.linePos(node.range[0]).line : 1;
      problems.push(`${file}:${line}: ${key}: expected ${expected}`);
      return void 0;
    }
  };
  const root = document.contents;
  if (root === null || isScalar2(root) && (root.value === null || root.value === "")) return {};
  if (!isMap(root))
    throw new RepoConfigError(file, [`${file}:1: expected a map of settings (region, tags, \u2026)`]);
  const config = {};
  for (const pair of root.items) {
    const key = isScalar2(pair.key) ? String(pair.key.value) : "";
    const spec = KEYS[key];
    if (spec === void 0) {
      reader.problem(pair.key, key, `one of the keys ${Object.keys(KEYS).join(", ")}`);
      continue;
    }
    const value = spec.check(reader)(pair.value, key);
    if (value !== void 0) config[spec.field] = value;
  }
  if (problems.length > 0) throw new RepoConfigError(file, problems);
  return config;
}

// src/config/load-repo-config.ts
function loadRepoConfig(root) {
  let text;
  try {
    text = readFileSync2(join3(root, REPO_CONFIG_FILE), "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return {};
    throw error;
  }
  return parseRepoConfig(text, REPO_CONFIG_FILE);
}

// src/cli/json-summary.ts
function failureReason(result) {
  if (result.status === "verified") return void 0;
  if (result.status === "partial") {
    const parts = (result.unplanned ?? []).map((part) => JSON.stringify(part.text)).join(", ");
    return `verified in part: the plan does not account for ${parts}`;
  }
  if (result.failure !== void 0) return `${result.failure.stage} failed: ${result.failure.message}`;
  const failed = result.verification.find((o) => o.status === "failed");
  if (failed !== void 0) {
    const first = failed.findings[0]?.message;
    return `the ${failed.rung} rung failed${first === void 0 ? "" : `: ${first}`}`;
  }
  const unverified = result.verification.find((o) => o.status === "skipped" && o.unverified === true);
  if (unverified !== void 0) return `the ${unverified.rung} rung did not run: ${unverified.reason ?? ""}`;
  return "not verified";
}
function planJson(result) {
  const plan = result.plan;
  if (plan === void 0) return null;
  const marks = planMarks(result);
  return {
    source: plan.source,
    components: plan.components.map((c) => ({
      id: c.id,
      role: c.role,
      token: c.token,
      count: c.count,
      values: c.values.map((v) => ({ input: v.input, value: v.value })),
      met: marks?.components.get(c.id) ?? null
    })),
    relations: plan.relations.map((r, i) => ({ from: r.from, to: r.to, met: marks?.relations[i] ?? null })),
    config: plan.config.map((c) => ({ key: c.key, secret: c.secret, met: marks?.config.get(c.key) ?? null })),
    notes: plan.notes
  };
}
function sandboxOf(result) {
  const execution = result.verification.filter((o) => o.rung === "mock" || o.rung === "preview");
  return outcomeOf(result.verification, "mock")?.details?.sandbox ?? execution.find((o) => o.status === "skipped" && o.unverified === true)?.reason ?? null;
}
function deploymentJson(result, outDir) {
  const { deployment } = result;
  if (deployment === void 0) return null;
  return { ...deployment, next: nextSteps(deployment, outDir).commands };
}
function jsonSummary(result, extra) {
  const error = failureReason(result);
  return {
    status: result.status,
    ...error !== void 0 ? { error } : {},
    ...result.status === "partial" ? { unplanned: (result.unplanned ?? []).map((part) => part.text) } : {},
    out: extra.outDir ?? null,
    files: result.files.map((f) => f.path),
    ...extra.dryRun ? { contents: Object.fromEntries(result.files.map((f) => [f.path, f.content])) } : {},
    ...extra.changes !== void 0 ? { changes: extra.changes } : {},
    plan: planJson(result),
    sandbox: sandboxOf(result),
    retrieved: result.retrieved,
    verification: result.verification.map((o) => ({
      rung: o.rung,
      status: o.status,
      ...o.reason !== void 0 ? { reason: o.reason } : {},
      rounds: o.rounds,
      durationMs: Math.round(o.durationMs),
      findings: o.findings.map((f) => ({
        severity: f.severity,
        message: f.message,
        ...f.line !== void 0 ? { line: f.line } : {},
        ...f.code !== void 0 ? { code: f.code } : {}
      }))
    })),
    cases: recordedCases(result.verification),
    creates: plannedCreates(result) ?? [],
    deployment: deploymentJson(result, extra.outDir),
    metrics: {
      promptCoverage: result.metrics.promptCoverage,
      tokensIn: result.metrics.tokensIn,
      tokensOut: result.metrics.tokensOut,
      tokensByStage: extra.provenance.tokensByStage,
      timingsMs: result.metrics.timingsMs
    },
    model: result.model,
    provenance: {
      version: extra.provenance.version,
      snapshotChecksum: extra.provenance.snapshotChecksum,
      endpointHost: extra.provenance.endpointHost ?? null,
      temperature: extra.provenance.temperature ?? null,
      command: extra.provenance.command
    }
  };
}

// src/report/progress-line.ts
function describeProgress(event, options = { failureDetail: true }) {
  switch (event.kind) {
    case "stage-start":
      return `${event.stage}\u2026${event.detail !== void 0 ? ` (${event.detail})` : ""}`;
    case "stage-end":
      return event.outcome === "ok" ? `${event.stage} done in ${formatMs(event.durationMs)}` : `${event.stage} failed after ${formatMs(event.durationMs)}${options.failureDetail ? `: ${event.detail ?? ""}` : ""}`;
    case "rung": {
      const what = event.check === "skipped" ? `skipped (${event.reason ?? ""})` : event.check === "failed" ? `failed with ${plural(event.findings, "finding")}` : "passed";
      return `  ${event.rung}${event.round > 0 ? ` (round ${event.round})` : ""}: ${what} in ${formatMs(event.durationMs)}`;
    }
    case "repair":
      return event.via === "code-fix" ? `  code fixes applied: ${event.detail ?? event.findings}` : `  repair round ${event.round}: asking the model to fix ${plural(event.findings, "finding")}`;
    case "model-call":
      return `  model ${event.stage}: ${event.tokensIn} tokens in, ${event.tokensOut} out, ${formatMs(event.durationMs)}`;
    case "warning":
      return `warning: ${event.message}`;
    case "package":
      return `  package: ${event.message}`;
    case "sandbox":
      return `${event.isolated ? "" : "WARNING: "}sandbox: ${event.description}`;
    case "install":
      return event.step === "fetching" ? event.durationMs === void 0 ? `  fetching ${event.what} and its dependencies into the package store\u2026` : `  still fetching ${event.what} (${formatMs(event.durationMs)})\u2026` : event.step === "fetched" ? `  fetched ${event.what} in ${formatMs(event.durationMs ?? 0)}` : `  linked node_modules (${event.what}) from the package store in ${formatMs(event.durationMs ?? 0)}`;
  }
}

// src/cli/live-progress.ts
var CLEAR_LINE = "\r\x1B[2K";
function createLiveProgress(deps) {
  let stage;
  let last;
  let since = deps.now();
  let stopTicker;
  let drawn = false;
  const status = () => {
    const seconds = Math.floor((deps.now() - since) / 1e3);
    const after = last === void 0 ? "" : ` (last: ${last})`;
    return `pulumi-gen: ${stage ?? "working"}${after} \u2026 ${seconds} s`;
  };
  const redraw = () => {
    if (!deps.tty || stage === void 0) return;
    deps.write(`${CLEAR_LINE}${escapeForTerminal(status())}`);
    drawn = true;
  };
  const clear = () => {
    if (drawn) deps.write(CLEAR_LINE);
    drawn = false;
  };
  const sink = (event) => {
    clear();
    const line = describeProgress(event, { failureDetail: false });
    deps.write(`pulumi-gen: ${escapeForTerminal(line)}
`);
    if (event.kind === "stage-start") {
      stage = event.detail === void 0 ? event.stage : `${event.stage} (${event.detail})`;
      since = deps.now();
      last = void 0;
      if (deps.tty) stopTicker ??= deps.every(1e3, redraw);
    } else if (event.kind === "stage-end") {
      stage = void 0;
    } else if (event.kind === "rung") {
      last = `${event.rung} ${event.check}`;
      since = deps.now();
    }
    redraw();
  };
  return {
    sink,
    stop: () => {
      stopTicker?.();
      stopTicker = void 0;
      clear();
    }
  };
}
function systemTicker(ms, tick) {
  const timer = setInterval(tick, ms);
  timer.unref();
  return () => clearInterval(timer);
}

// src/settings/admit-request.ts
function admitRequest(raw) {
  const checked = checkRequest(raw);
  if (checked.kind === "rejected") return checked;
  const scrubbed = removeTypedSecrets(checked.text);
  const left = scrubbed.text.replace(/\[secret removed\]/g, "").trim();
  return left === "" ? { kind: "empty", removed: scrubbed.removed } : { kind: "admitted", text: scrubbed.text, removed: scrubbed.removed };
}
function removedSecretsWarning(removed) {
  return `removed ${plural(removed.length, "secret")} (${[...new Set(removed)].join(", ")}) typed into the request before it went anywhere; rotate ${removed.length === 1 ? "it" : "them"}`;
}

export {
  reportFormat,
  policyOption,
  cliRunBuild,
  shellQuote,
  addStageTokens,
  endpointHost,
  verifyProvenance,
  renderReport,
  palette,
  renderTerminalReport,
  loadRepoConfig,
  admitRequest,
  removedSecretsWarning,
  jsonSummary,
  createLiveProgress,
  systemTicker
};
