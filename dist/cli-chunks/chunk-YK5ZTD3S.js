import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  InvalidSetting,
  httpUrl,
  keyValues,
  labelName,
  listItems,
  oneOf,
  paths,
  positiveNumber,
  relativePath,
  relativePaths,
  stackName,
  switchOn,
  text,
  wholeNumber,
  word
} from "./chunk-OBM3HYB6.js";
import {
  SANDBOX_SETTINGS,
  pinned_providers_default,
  regionPairs,
  resolveProvider
} from "./chunk-TCS6C75F.js";
import {
  nearestNames
} from "./chunk-2YQMTHMF.js";
import {
  catalog,
  shortPackageName
} from "./chunk-SLCB7XZA.js";
import {
  UsageError,
  UserError
} from "./chunk-4SIQRMZG.js";

// src/config/repo-config.ts
var REPO_CONFIG_FILE = ".pulumi-gen.yml";
function conventionsOf(config) {
  const conventions = {};
  if (config.region !== void 0) conventions.region = config.region;
  if (config.tags !== void 0) conventions.tags = config.tags;
  if (config.namePrefix !== void 0) conventions.namePrefix = config.namePrefix;
  return Object.keys(conventions).length > 0 ? conventions : void 0;
}

// src/verify/policy/types.ts
var POLICY_MODES = ["off", "advisory", "mandatory"];

// src/settings/provider-names.ts
function providerList(known) {
  return (raw) => {
    const names = listItems(raw).map((name) => name.toLowerCase());
    const resolved = names.map((name) => {
      try {
        return resolveProvider(name, known);
      } catch {
        const near = nearestNames(name, known, 1);
        const hint = near.length > 0 ? ` (did you mean '${near[0]}'?)` : "";
        throw new InvalidSetting(
          `names unknown provider '${name}'${hint}; 'pulumi-gen registry ls --packages' lists the known ones`
        );
      }
    });
    return [...new Set(resolved)];
  };
}

// src/settings/run-settings.ts
function setting(row) {
  return row;
}
var DEFAULT_MODEL = "gpt-4.1";
var PREVIEW_MODES = ["auto", "require", "off"];
var REPORT_FORMATS = ["terminal", "markdown", "json"];
var ACTION_MODES = ["generate", "verify"];
var MAX_TIME_BUDGET_MINUTES = 350;
var KNOWN_PROVIDERS = [
  .../* @__PURE__ */ new Set([
    ...pinned_providers_default.providers.map((p) => p.name),
    ...catalog.packages.map((entry) => shortPackageName(entry.package))
  ])
];
var optionalText = (raw) => text(raw) || void 0;
var noDefault = void 0;
var RUN_SETTINGS = {
  model: setting({
    flag: { name: "model", value: "M" },
    input: "model",
    inputDefault: "",
    env: "PULUMI_GEN_MODEL",
    default: DEFAULT_MODEL,
    help: "chat model id on the endpoint",
    parse: (raw) => text(raw) || DEFAULT_MODEL
  }),
  baseUrl: setting({
    flag: { name: "base-url", value: "URL" },
    input: "openai-base-url",
    inputDefault: "",
    env: "OPENAI_BASE_URL",
    default: noDefault,
    defaultText: "api.openai.com",
    help: "OpenAI-compatible endpoint (Azure OpenAI, Ollama, vLLM, LM Studio, \u2026)",
    parse: (raw) => text(raw) === "" ? void 0 : httpUrl(raw)
  }),
  apiKey: setting({
    input: "openai-api-key",
    inputDefault: "",
    env: "OPENAI_API_KEY",
    default: noDefault,
    help: "API key of the endpoint (never a flag: it would show in the shell history and the process list)",
    parse: optionalText,
    secret: true
  }),
  embeddingModel: setting({
    env: "PULUMI_GEN_EMBEDDING_MODEL",
    default: noDefault,
    help: "embeddings model, for snapshots built with the endpoint embedder",
    parse: optionalText
  }),
  offline: setting({
    flag: { name: "offline" },
    default: false,
    help: "use the offline composer even when a model is configured",
    parse: switchOn
  }),
  maxTokens: setting({
    flag: { name: "max-tokens", value: "N" },
    input: "max-tokens",
    inputDefault: "",
    default: void 0,
    defaultText: "no limit",
    help: "stop the run before a model call would take it past N tokens (prompt + replies), 1-10000000",
    parse: (raw) => text(raw) === "" ? void 0 : wholeNumber(1, 1e7)(raw)
  }),
  providers: setting({
    flag: { name: "provider", value: "P", repeatable: true },
    input: "providers",
    inputDefault: "",
    repo: { key: "providers", value: (repo) => repo.providers },
    repoAllowList: true,
    default: [],
    defaultText: "decided from the request",
    help: `restrict retrieval to providers (repeatable or comma-separated): aws, kubernetes (k8s), gcp, \u2026; ${REPO_CONFIG_FILE} providers is also an allow-list`,
    parse: providerList(KNOWN_PROVIDERS)
  }),
  maxRepairs: setting({
    flag: { name: "max-repairs", value: "N" },
    input: "max-repairs",
    inputDefault: "3",
    default: 3,
    help: "model repair rounds, 0-10",
    parse: wholeNumber(0, 10)
  }),
  preview: setting({
    flag: { name: "preview", value: "MODE" },
    input: "preview",
    inputDefault: "auto",
    default: "auto",
    help: "pulumi preview rung: auto (runs when a pulumi CLI is found), require, or off",
    parse: oneOf(PREVIEW_MODES)
  }),
  sandbox: setting({
    flag: { name: "sandbox", value: "KIND" },
    input: "sandbox",
    inputDefault: "auto",
    default: "auto",
    help: "where model-written code runs: auto (bwrap, unshare, docker), bwrap, unshare, docker, or none (NO isolation; only for a model you trust)",
    parse: oneOf(SANDBOX_SETTINGS)
  }),
  config: setting({
    flag: { name: "config", value: "KEY=VALUE", repeatable: true },
    input: "config",
    inputDefault: "",
    repo: { key: "region", value: (repo) => regionPairs(repo.region) },
    default: {},
    defaultText: `${REPO_CONFIG_FILE} region`,
    help: "stack config (repeatable), e.g. aws:region=us-east-1: used by the mock run and preview; generate and edit also write it to Pulumi.<stack>.yaml",
    parse: keyValues,
    combine: (lower, higher) => ({ ...lower, ...higher })
  }),
  secretConfig: setting({
    flag: { name: "secret", value: "KEY=VALUE", repeatable: true },
    input: "secret-config",
    inputDefault: "",
    default: {},
    defaultText: "none",
    help: "secret stack config (repeatable), e.g. hcloud:token=\u2026: the mock run uses it, nothing shows or writes its value; the report lists the pulumi config set --secret commands to run",
    parse: keyValues,
    combine: (lower, higher) => ({ ...lower, ...higher }),
    secret: true
  }),
  stack: setting({
    flag: { name: "stack", value: "NAME" },
    default: "dev",
    help: "the stack the written Pulumi.<stack>.yaml and the next-step commands are for",
    parse: stackName
  }),
  configStack: setting({
    flag: { name: "stack", value: "NAME" },
    default: noDefault,
    defaultText: "none",
    help: "read configuration from the project's Pulumi.NAME.yaml (encrypted values become stand-ins)",
    parse: (raw) => text(raw) === "" ? void 0 : stackName(raw)
  }),
  policy: setting({
    flag: { name: "policy", value: "MODE" },
    input: "policy",
    inputDefault: "mandatory",
    default: "mandatory",
    help: "CrossGuard policy rung: mandatory (each policy's own level), advisory (violations are warnings only) or off",
    parse: oneOf(POLICY_MODES)
  }),
  policyPacks: setting({
    flag: { name: "policy-pack", value: "DIR", repeatable: true },
    input: "policy-packs",
    inputDefault: "",
    repo: { key: "policy-packs", value: (repo) => repo.policyPacks },
    default: [],
    defaultText: "the bundled baseline",
    help: "your own policy pack directory (repeatable); also passed to pulumi preview --policy-pack",
    parse: paths,
    parseInput: relativePaths
  }),
  policyConfig: setting({
    flag: { name: "policy-config", value: "FILE" },
    input: "policy-config",
    inputDefault: "",
    default: noDefault,
    help: 'policy config JSON as for pulumi --policy-pack-config, e.g. {"policy-name": "disabled"}',
    parse: optionalText,
    parseInput: (raw) => text(raw) === "" ? void 0 : relativePath(raw)
  }),
  out: setting({
    flag: { name: "out", value: "DIR" },
    repo: { key: "output-path", value: (repo) => repo.outputPath },
    default: "pulumi-gen-out",
    help: "where the project goes; must be empty or new (see --force)",
    parse: (raw) => text(raw) || "pulumi-gen-out"
  }),
  force: setting({
    flag: { name: "force" },
    default: false,
    help: "write into a non-empty --out: its files are updated, each listed as created, updated or unchanged",
    parse: switchOn
  }),
  dryRun: setting({
    flag: { name: "dry-run" },
    default: false,
    help: "write nothing: print the whole program and the report",
    parse: switchOn
  }),
  format: setting({
    flag: { name: "format", value: "F" },
    default: "terminal",
    help: "terminal (the program and the rung table), markdown (the PR report) or json",
    parse: oneOf(REPORT_FORMATS)
  }),
  json: setting({
    flag: { name: "json" },
    default: false,
    help: 'the same as --format json: one JSON object, with "error" when not verified',
    parse: switchOn
  }),
  githubToken: setting({
    input: "github-token",
    inputDefault: "${{ github.token }}",
    default: "",
    help: "token for the GitHub REST API",
    parse: text,
    required: "is empty: pass `github-token: ${{ github.token }}` or a PAT",
    secret: true
  }),
  trigger: setting({
    input: "trigger",
    inputDefault: "/pulumi-gen",
    default: "/pulumi-gen",
    help: "the word that starts a run in a comment",
    parse: word
  }),
  request: setting({
    flag: { name: "request", value: "TEXT" },
    input: "request",
    inputDefault: "",
    default: noDefault,
    defaultText: "intent not checked",
    help: "what the program should do: the request of a workflow_dispatch run; for verify, what the intent rung holds the project to",
    parse: optionalText
  }),
  mode: setting({
    input: "mode",
    inputDefault: "generate",
    default: "generate",
    help: "what the action does: generate (a program from a request, as a pull request) or verify (the project at 'path', as a check)",
    parse: oneOf(ACTION_MODES)
  }),
  baseBranch: setting({
    input: "base-branch",
    inputDefault: "",
    default: noDefault,
    help: "the branch pull requests target; empty: the repository's default branch",
    parse: (raw) => text(raw) === "" ? void 0 : relativePath(raw)
  }),
  branchPrefix: setting({
    input: "branch-prefix",
    inputDefault: "pulumi-gen/",
    default: "pulumi-gen/",
    help: "prefix of the branches pulumi-gen creates",
    parse: (raw) => `${relativePath(raw)}${text(raw).endsWith("/") ? "/" : ""}`
  }),
  path: setting({
    input: "path",
    inputDefault: "",
    repo: { key: "output-path", value: (repo) => repo.outputPath },
    default: noDefault,
    defaultText: "infra/<slug>; verify: output-path, else the repository root",
    help: "directory of the generated project in the repository; with mode verify, the project to verify",
    parse: (raw) => text(raw) === "" ? void 0 : relativePath(raw)
  }),
  triggerLabel: setting({
    input: "trigger-label",
    inputDefault: "",
    default: noDefault,
    help: "a label that starts a run when added to an issue: the issue title and body are the request",
    parse: (raw) => text(raw) === "" ? void 0 : labelName(raw)
  }),
  timeBudgetMinutes: setting({
    input: "time-budget-minutes",
    inputDefault: "15",
    default: 15,
    help: "time budget of one run in minutes; keep it below the job's timeout-minutes",
    parse: positiveNumber(MAX_TIME_BUDGET_MINUTES, "keep it below the job's timeout-minutes")
  })
};

// src/settings/resolve-settings.ts
function cliSource(flags, variables, repo) {
  return {
    entry: "cli",
    given: (row) => {
      const value = row.flag === void 0 ? void 0 : flags[row.flag.name];
      return typeof value === "string" || typeof value === "boolean" || value === void 0 ? value : value.filter((item) => typeof item === "string");
    },
    variables,
    repo
  };
}
function settingVariables(env) {
  const picked = {};
  for (const row of Object.values(RUN_SETTINGS)) {
    const value = row.env === void 0 ? void 0 : env[row.env]?.trim();
    if (row.env !== void 0 && value !== void 0 && value !== "") picked[row.env] = value;
  }
  return picked;
}
function layersOf(row, source) {
  const layers = [];
  const repoValue = row.repo?.value(source.repo);
  if (row.repo !== void 0 && repoValue !== void 0) {
    layers.push({ from: "repo", where: `${REPO_CONFIG_FILE} ${row.repo.key}`, raw: repoValue });
  }
  const envValue = row.env === void 0 ? void 0 : source.variables[row.env];
  if (row.env !== void 0 && envValue !== void 0) {
    layers.push({ from: "env", where: row.env, raw: envValue });
  }
  const given = source.given(row);
  if (given !== void 0) {
    const where = source.entry === "cli" ? `--${row.flag?.name ?? ""}` : `input '${row.input ?? ""}'`;
    layers.push({ from: "given", where, raw: given });
  }
  return layers;
}
function parseLayer(row, layer, source, fail) {
  const parse = layer.from === "given" && source.entry === "action" ? row.parseInput ?? row.parse : row.parse;
  try {
    return parse(layer.raw);
  } catch (error) {
    if (error instanceof InvalidSetting) throw fail(`${layer.where} ${error.message}`);
    throw error;
  }
}
function checkAllowList(row, layers, value, fail) {
  const file = layers.find((layer) => layer.from === "repo");
  const given = layers.find((layer) => layer.from === "given");
  if (row.repoAllowList !== true || file === void 0 || given === void 0) return;
  const allowed = row.parse(file.raw);
  const outside = value.filter((item) => !allowed.includes(item));
  if (outside.length > 0) {
    throw fail(
      `${given.where} names ${outside.join(", ")}, which ${REPO_CONFIG_FILE} does not allow (${row.repo?.key ?? ""}: ${allowed.join(", ")})`
    );
  }
}
function resolveOne(row, source) {
  const fail = (message) => source.entry === "cli" ? new UsageError(message) : new UserError(message);
  const layers = layersOf(row, source);
  if (layers.length === 0 && row.required !== void 0) {
    const name = source.entry === "cli" ? `--${row.flag?.name ?? ""}` : `input '${row.input ?? ""}'`;
    throw fail(`${name} ${row.required}`);
  }
  let value = row.default;
  if (row.combine !== void 0) {
    for (const layer of layers) value = row.combine(value, parseLayer(row, layer, source, fail));
  } else {
    const top = layers[layers.length - 1];
    if (top !== void 0) value = parseLayer(row, top, source, fail);
  }
  checkAllowList(row, layers, value, fail);
  return value;
}
function resolveSettings(ids, source) {
  const values = {};
  for (const id of ids) {
    values[id] = resolveOne(RUN_SETTINGS[id], source);
  }
  return values;
}
function secretSettingValues(settings) {
  return Object.keys(settings).filter((id) => id in RUN_SETTINGS && RUN_SETTINGS[id].secret === true).flatMap((id) => {
    const value = settings[id];
    if (typeof value === "string") return [value];
    return typeof value === "object" && value !== null ? Object.values(value) : [];
  }).filter((value) => typeof value === "string" && value !== "");
}

export {
  REPO_CONFIG_FILE,
  conventionsOf,
  POLICY_MODES,
  RUN_SETTINGS,
  cliSource,
  settingVariables,
  resolveSettings,
  secretSettingValues
};
