import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  checkInputPath
} from "./chunk-TOJYU2XC.js";
import {
  UserError
} from "./chunk-4SIQRMZG.js";
import {
  MANIFEST_FILE
} from "./chunk-TJVHSDNF.js";

// src/snapshot/snapshot-checksum.ts
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
function snapshotChecksum(snapshotDir) {
  try {
    return createHash("sha256").update(readFileSync(join(snapshotDir, MANIFEST_FILE))).digest("hex").slice(0, 12);
  } catch {
    return "unknown";
  }
}

// src/verify/preview/classify-preview.ts
var CREDENTIALS = /NoCredentialProviders|no valid credential sources|unable to validate AWS credentials|failed to refresh cached credentials|InvalidClientTokenId|UnrecognizedClientException|ExpiredToken|could not find default credentials|Unable to load AWS credentials|please run 'az login'|az login|configured Kubernetes cluster is unreachable|unable to load kubeconfig|no configuration has been provided|invalid kubeconfig|authentication failed|credentials? (?:are|is) (?:missing|invalid)/i;
var MISSING_CONFIG = /Missing required configuration (?:variable|key) '([^']+)'/i;
var PLUGIN = /could not (?:find|load|download|install) (?:the )?(?:resource |language )?plugin|failed to download plugin|error resolving plugin|no resource plugin|plugin .* not found/i;
var NETWORK = /dial tcp|no such host|ENOTFOUND|getaddrinfo|network is unreachable|connection refused|TLS handshake timeout/i;
var ANNOUNCEMENT = /^(?:error: )?(?:preview failed|update failed|an unhandled error occurred: program exited with non-zero exit code|Running program '.*' failed with an unhandled exception:?)\s*$/i;
function plainText(text) {
  return text.replace(/<\{%[^%]*%\}>/g, "").replace(/\u001b\[[0-9;]*m/g, "").trim();
}
function lastLine(text) {
  const lines = plainText(text).split("\n").map((line) => line.trim()).filter((line) => line !== "");
  return lines.findLast((line) => /error/i.test(line)) ?? lines.at(-1) ?? "";
}
function urnParts(urn) {
  const parts = urn.split("::");
  const qualified = parts[2];
  const name = parts.slice(3).join("::");
  return qualified === void 0 ? void 0 : { type: qualified.split("$").pop() ?? qualified, name };
}
function programLine(message, projectDir) {
  for (const match of message.matchAll(/([^\s():'"]+\.ts)[(:](\d+)/g)) {
    const path = match[1] ?? "";
    if (path.includes("node_modules/") || match[2] === void 0) {
      continue;
    }
    const prefix = projectDir === void 0 ? void 0 : projectDir.endsWith("/") ? projectDir : `${projectDir}/`;
    const file = prefix !== void 0 && path.startsWith(prefix) ? path.slice(prefix.length) : path.startsWith("/") ? path.split("/").pop() ?? path : path;
    return { file, line: Number(match[2]) };
  }
  return void 0;
}
function environmentProblem(text) {
  const config = MISSING_CONFIG.exec(text);
  if (config !== null) {
    return {
      kind: "environment",
      code: "missing-config",
      reason: `the preview needs stack config \`${config[1]}\`; pass it in the request's config`
    };
  }
  if (CREDENTIALS.test(text)) {
    return {
      kind: "environment",
      code: "missing-credentials",
      reason: `no usable cloud credentials for the preview: ${lastLine(text)}`
    };
  }
  if (PLUGIN.test(text)) {
    return {
      kind: "environment",
      code: "plugin",
      reason: `a provider plugin is not available: ${lastLine(text)}`
    };
  }
  if (NETWORK.test(text)) {
    return {
      kind: "environment",
      code: "network",
      reason: `the preview could not reach the network: ${lastLine(text)}`
    };
  }
  return void 0;
}
function classifyPreview(input) {
  const { diagnostics, error } = input;
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === "error");
  const allText = [
    ...errors.map((diagnostic) => diagnostic.message),
    error?.message ?? "",
    error?.stderr ?? ""
  ].join("\n");
  if (error !== void 0) {
    switch (error.name) {
      case "ConcurrentUpdateError":
        return {
          kind: "environment",
          code: "concurrent-update",
          reason: "the preview stack is locked by another update (ConcurrentUpdateError); retry when it finishes"
        };
      case "StackAlreadyExistsError":
        return {
          kind: "environment",
          code: "stack-exists",
          reason: `the throw-away preview stack already exists in the backend (StackAlreadyExistsError): ${lastLine(error.stderr || error.message)}`
        };
      case "StackNotFoundError":
        return {
          kind: "environment",
          code: "stack-not-found",
          reason: `the throw-away preview stack was not found (StackNotFoundError): ${lastLine(error.stderr || error.message)}`
        };
      default:
        break;
    }
  }
  const environment = environmentProblem(allText);
  if (environment !== void 0) {
    return environment;
  }
  const findings = [];
  for (const diagnostic of errors) {
    const message = plainText(diagnostic.message);
    if (message === "" || ANNOUNCEMENT.test(message)) {
      continue;
    }
    const parts = diagnostic.urn === void 0 ? void 0 : urnParts(diagnostic.urn);
    const tsName = parts === void 0 ? void 0 : input.tsNameOf?.(parts.type);
    const location = programLine(message, input.projectDir);
    const subjects = parts === void 0 || parts.type === "pulumi:pulumi:Stack" ? [] : [tsName ?? parts.type];
    findings.push({
      rung: "preview",
      severity: "error",
      code: "preview-diagnostic",
      message: (parts === void 0 || parts.type === "pulumi:pulumi:Stack" ? "" : `${tsName ?? parts.type} "${parts.name}": `) + message.replace(/\s*\n\s*/g, " "),
      ...location === void 0 ? {} : { file: location.file, line: location.line },
      ...subjects.length > 0 ? { subjects } : {}
    });
  }
  if (findings.length > 0) {
    return { kind: "program", findings: findings.slice(0, input.maxFindings ?? 10) };
  }
  if (error !== void 0) {
    if (error.name === "CommandError" && /Running program|TSError|error TS\d+/.test(allText)) {
      const location = programLine(allText, input.projectDir);
      return {
        kind: "program",
        findings: [
          {
            rung: "preview",
            severity: "error",
            code: "preview-program",
            message: `the program failed under \`pulumi preview\`: ${lastLine(error.stderr || error.message)}`,
            ...location === void 0 ? {} : { file: location.file, line: location.line }
          }
        ]
      };
    }
    return {
      kind: "environment",
      code: "preview-command",
      reason: `\`pulumi preview\` failed (${error.name}${error.exitCode === void 0 ? "" : `, exit ${error.exitCode}`}): ${lastLine(error.stderr || error.message)}`
    };
  }
  return void 0;
}
function describeChanges(changes) {
  const words = {
    create: "+{n} to create",
    update: "~{n} to update",
    delete: "-{n} to delete",
    replace: "+-{n} to replace",
    same: "{n} unchanged"
  };
  const parts = Object.entries(changes).filter(([, count]) => count > 0).map(([op, count]) => (words[op] ?? `{n} to ${op}`).replace("{n}", String(count)));
  return parts.length > 0 ? parts.join(", ") : "no changes";
}

// src/verify/rung-details.ts
function earlierCheck(earlier, name) {
  return earlier?.get(name);
}
function earlierDetails(earlier, name, when = "passed") {
  const check = earlierCheck(earlier, name);
  if (check === void 0 || check.kind === "skipped") return void 0;
  return when === "ran" || check.kind === "passed" ? check.details : void 0;
}
function outcomeOf(outcomes, name) {
  return outcomes.find((outcome) => outcome.rung === name);
}

// src/plan/plan-steps.ts
var literal = (value) => typeof value === "string" ? JSON.stringify(value) : String(value);
function takesList(snapshot, token, input) {
  const record = snapshot?.get(token);
  if (snapshot === void 0 || record === void 0) return false;
  const check = checkInputPath(snapshot, record, input);
  return check.kind === "found" && check.path === input && /\[\]>*\s*(?:\|\s*undefined\s*)?>*$/.test(check.leaf.type);
}
function valuesText(component, snapshot) {
  const inputs = [...new Set(component.values.map((v) => v.input))];
  return inputs.flatMap((input) => {
    const values = component.values.filter((v) => v.input === input).map((v) => literal(v.value));
    return takesList(snapshot, component.token, input) ? [`${input} = [${values.join(", ")}]`] : values.map((value) => `${input} = ${value}`);
  });
}
function tokenTsName(token) {
  const [provider = "", middle = "", name = ""] = token.split(":");
  const [module = "", sub] = middle.split("/");
  const path = sub !== void 0 && sub.toLowerCase() !== name.toLowerCase() ? `${module}.${sub}` : module;
  const root = provider.replace(/-/g, "_");
  return path === "index" || path === "" ? `${root}.${name}` : `${root}.${path}.${name}`;
}
function componentStep(component, snapshot) {
  const count = component.count > 1 ? `${component.count} \xD7 ` : "";
  const values = component.values.length > 0 ? ` with ${valuesText(component, snapshot).join(", ")}` : "";
  const why = component.origin === "plumbing" ? " (needed by another component)" : "";
  return `Declare ${count}\`${tokenTsName(component.token)}\` "${component.id}" for ${component.role}${why}${values}.`;
}
function relationStep(relation, plan, snapshot) {
  const from = plan.components.find((c) => c.id === relation.from);
  const record = from === void 0 ? void 0 : snapshot?.get(from.token);
  const via = relation.via;
  const named = via !== void 0 && via !== "" && (snapshot === void 0 || record !== void 0 && checkInputPath(snapshot, record, via).kind === "found");
  if (named) return `Set ${relation.from}'s \`${via}\` from ${relation.to}.`;
  const words = relation.text.trim() === "" ? "" : ` (${relation.text.trim()})`;
  return `Connect ${relation.from} to ${relation.to}${words}, through whichever input of ${relation.from} takes it.`;
}
function configStep(config) {
  const choices = config.values.length > 0 ? ` (one of ${config.values.join(", ")})` : "";
  const secret = config.secret ? " as a secret (`config.requireSecret`)" : "";
  const fallback = config.default === void 0 ? "" : `, default ${JSON.stringify(config.default)}`;
  return `Read config \`${config.key}\`${secret}${choices}${fallback}.`;
}
function planSteps(plan, snapshot) {
  return [
    ...plan.components.map((component) => componentStep(component, snapshot)),
    ...plan.relations.map((relation) => relationStep(relation, plan, snapshot)),
    ...plan.config.map(configStep)
  ];
}

// src/verify/policy/resolve-pack.ts
var LEVELS = ["advisory", "mandatory", "remediate", "disabled"];
function isLevel(value) {
  return typeof value === "string" && LEVELS.includes(value);
}
function createPolicyResolution() {
  const level = (entry) => entry === void 0 ? void 0 : typeof entry === "string" ? entry : entry.enforcementLevel;
  const settings = (entry) => {
    if (entry === void 0 || typeof entry === "string") return {};
    const { enforcementLevel: _level, ...rest } = entry;
    return rest;
  };
  const configuredSettings = (pack, name, config) => ({
    ...settings(pack.initialConfig?.[name]),
    ...settings(config?.[name])
  });
  function withConfig(validate, values) {
    const wrapped = (args, report) => validate({ ...args, getConfig: () => values }, report);
    return Object.assign(wrapped, { __pulumiType: validate.__pulumiType });
  }
  function configured(policy, values) {
    if (Object.keys(values).length === 0) return policy;
    if ("validateStack" in policy && typeof policy.validateStack === "function") {
      return { ...policy, validateStack: withConfig(policy.validateStack, values) };
    }
    const resource = policy;
    const validations = resource.validateResource;
    if (validations === void 0) return policy;
    return {
      ...resource,
      validateResource: Array.isArray(validations) ? validations.map((v) => withConfig(v, values)) : withConfig(validations, values)
    };
  }
  const effectiveLevel = (pack, policy, mode, config) => {
    const chosen = level(config?.[policy.name]) ?? level(pack.initialConfig?.[policy.name]) ?? policy.enforcementLevel ?? pack.enforcementLevel;
    const validated = chosen === "remediate" ? "mandatory" : chosen;
    return mode === "advisory" && validated === "mandatory" ? "advisory" : validated;
  };
  return {
    effectiveLevel,
    configuredSettings,
    resolvePack(pack, mode, config) {
      return {
        name: pack.name,
        version: pack.version,
        policies: pack.policies.map((policy) => {
          const defaults = Object.fromEntries(
            Object.entries(policy.configSchema?.properties ?? {}).filter(([, schema]) => schema.default !== void 0).map(([key, schema]) => [key, schema.default])
          );
          const values = { ...defaults, ...configuredSettings(pack, policy.name, config) };
          return {
            ...configured(policy, values),
            enforcementLevel: effectiveLevel(pack, policy, mode, config)
          };
        }).filter((policy) => policy.enforcementLevel !== "disabled")
      };
    }
  };
}
var resolution = createPolicyResolution();
function previewPolicyConfig(pack, mode, config) {
  return Object.fromEntries(
    pack.policies.map((policy) => {
      const level = resolution.effectiveLevel(pack, policy, mode, config);
      const settings = resolution.configuredSettings(pack, policy.name, config);
      return [
        policy.name,
        Object.keys(settings).length === 0 ? level : { enforcementLevel: level, ...settings }
      ];
    })
  );
}
function parsePolicyConfig(text, source) {
  let raw;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new UserError(
      `${source} is not JSON: write {"policy-name": "advisory" | "mandatory" | "disabled"}`
    );
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new UserError(
      `${source} must be a JSON object of policy names, e.g. {"aws-volume-encrypted": "disabled"}`
    );
  }
  for (const [name, entry] of Object.entries(raw)) {
    const level = typeof entry === "object" && entry !== null ? entry["enforcementLevel"] : entry;
    if (level !== void 0 && !isLevel(level)) {
      throw new UserError(
        `${source}: policy '${name}' has enforcement level ${JSON.stringify(level)}; use one of ${LEVELS.join(", ")}`
      );
    }
  }
  return raw;
}

export {
  createPolicyResolution,
  previewPolicyConfig,
  parsePolicyConfig,
  classifyPreview,
  describeChanges,
  earlierDetails,
  outcomeOf,
  tokenTsName,
  planSteps,
  snapshotChecksum
};
