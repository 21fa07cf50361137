import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  MANAGED_VALUES_RULE,
  PRODUCT_VERSIONS_RULE,
  PROVIDER_PREFIX,
  checkInputPath,
  escapeRegExp,
  packageOf
} from "./chunk-ZME2F2HG.js";
import {
  MACHINE_COUNT,
  convertDuration,
  extractLiterals,
  inputTimeUnit,
  scheduleAsCron
} from "./chunk-BM74T3SP.js";
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

// src/verify/intent/value-match.ts
function valuesAtPath(root, path) {
  let level = [root];
  for (const key of path.split(".").filter((part) => part !== "")) {
    const next = [];
    for (const value of level.flatMap(flattenArrays)) {
      if (isObject(value) && key in value) next.push(value[key]);
    }
    level = next;
  }
  return level.flatMap(flattenArrays);
}
function leaves(root, depth = 0) {
  if (depth > 30) return [];
  if (Array.isArray(root)) return root.flatMap((item) => leaves(item, depth + 1));
  if (isObject(root)) return Object.values(root).flatMap((item) => leaves(item, depth + 1));
  if (typeof root === "string") {
    const trimmed = root.trim();
    if ((trimmed.startsWith("{") || trimmed.startsWith("[")) && trimmed.length < 2e5) {
      try {
        return [root, ...leaves(JSON.parse(trimmed), depth + 1)];
      } catch {
        return [root];
      }
    }
  }
  return [root];
}
function flattenArrays(value) {
  return Array.isArray(value) ? value.flatMap(flattenArrays) : [value];
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function versionCarries(leaf, version) {
  if (typeof leaf !== "string" && typeof leaf !== "number") return false;
  const want = String(version).trim();
  if (!/^\d+(?:\.\d+)*$/.test(want)) return false;
  return new RegExp(`^(?:[~^=v]|>=)*${escapeRegExp(want)}(?![\\d])(?:[.+_-].*)?$`, "i").test(
    String(leaf).trim()
  );
}
function cronFields(text) {
  const inner = /^cron\((.*)\)$/i.exec(text)?.[1] ?? text;
  const fields = inner.trim().split(/\s+/);
  if (fields.length < 5 || fields.length > 6) return void 0;
  return fields.map((field) => field.replace(/\d+/g, (digits) => String(Number(digits)))).join(" ");
}
function leafCarries(leaf, stated) {
  if (leaf === null || leaf === void 0 || typeof leaf === "object") return false;
  const have = String(leaf).trim();
  const want = String(stated).trim();
  if (have.toLowerCase() === want.toLowerCase()) return true;
  const cron = cronFields(want);
  if (cron !== void 0 && cron === cronFields(have)) return true;
  if (typeof stated === "number" || /^-?\d+(\.\d+)?$/.test(want)) {
    return have !== "" && Number(have) === Number(want);
  }
  if (typeof stated === "boolean" || want.length < 3 || typeof leaf !== "string") return false;
  return new RegExp(`(^|[^A-Za-z0-9_])${escapeRegExp(want)}($|[^A-Za-z0-9_])`, "i").test(have);
}

// src/verify/intent/reach.ts
function selectsByLabels(from, to) {
  const selectors = objectsUnder(from.inputs, /^(selector|matchLabels)$/);
  const labels = objectsUnder(to.inputs, /^labels$/);
  return selectors.some((selector) => {
    const pairs = Object.entries(selector).filter(([, v]) => typeof v === "string");
    return pairs.length > 0 && labels.some((set2) => pairs.every(([k, v]) => set2[k] === v));
  });
}
function objectsUnder(root, key, depth = 0) {
  if (depth > 20 || typeof root !== "object" || root === null) return [];
  if (Array.isArray(root)) return root.flatMap((item) => objectsUnder(item, key, depth + 1));
  const found = [];
  for (const [name, value] of Object.entries(root)) {
    if (key.test(name) && typeof value === "object" && value !== null && !Array.isArray(value)) {
      found.push(value);
    }
    found.push(...objectsUnder(value, key, depth + 1));
  }
  return found;
}
function references(from, to) {
  if (to.urn !== void 0) {
    if (from.dependsOn.includes(to.urn) || from.parent === to.urn) return true;
    if (leaves(from.inputs).includes(to.urn)) return true;
  }
  if (to.kind === "function") return true;
  return selectsByLabels(from, to);
}
var MAX_BETWEEN = 2;
function reaches(from, to, between) {
  let frontier = [from];
  const seen = /* @__PURE__ */ new Set([from]);
  for (let depth = 0; depth <= MAX_BETWEEN && frontier.length > 0; depth++) {
    if (frontier.some((resource) => references(resource, to))) return true;
    frontier = between.filter((next) => !seen.has(next) && frontier.some((r) => references(r, next)));
    frontier.forEach((next) => seen.add(next));
  }
  return false;
}
function wired(a, b, between) {
  return a === b || reaches(a, b, between) || reaches(b, a, between);
}
function connected(a, b, between) {
  const linked = (x, y) => references(x, y) || references(y, x);
  let frontier = [a];
  const seen = /* @__PURE__ */ new Set([a]);
  for (let depth = 0; depth <= MAX_BETWEEN && frontier.length > 0; depth++) {
    if (frontier.some((resource) => linked(resource, b))) return true;
    frontier = between.filter((next) => !seen.has(next) && frontier.some((r) => linked(r, next)));
    frontier.forEach((next) => seen.add(next));
  }
  return false;
}

// src/verify/intent/bind-components.ts
var NO_KNOWLEDGE = {
  namedProviders: [],
  partsOf: () => [],
  inlineHostsOf: () => [],
  inputsOf: () => []
};
function resourcesFor(component, recorded, knowledge = NO_KNOWLEDGE) {
  const resources = recorded.filter((r) => r.registeredAs === void 0);
  const direct = resources.filter((r) => r.token === component.token);
  if (direct.length > 0) return direct;
  for (const alternative of component.alternatives) {
    const [token, input] = alternative.split("#");
    const found = resources.filter(
      (r) => r.token === token && (input === void 0 || !isEmpty(r.inputs[input]))
    );
    if (found.length > 0) return found;
  }
  const adopted = /^([^:]+):([^/]+)\/default(\w+):Default(\w+)$/.exec(component.token);
  if (adopted !== null) {
    const lookup = `${adopted[1]}:${adopted[2]}/get${adopted[4]}:get${adopted[4]}`;
    const found = resources.filter((r) => r.kind === "function" && r.token === lookup);
    if (found.length > 0) return found;
  }
  const inline = knowledge.inlineHostsOf(component.token).flatMap((host) => resources.filter((r) => r.token === host.token && !isEmpty(r.inputs[host.input])));
  if (inline.length > 0) return inline;
  return resources.filter(
    (r) => r.kind === "resource" && knowledge.partsOf(r.token).includes(component.token)
  );
}
function isEmpty(value) {
  if (value === void 0 || value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === "object" && Object.keys(value).length === 0;
}
function namesItself(input, token) {
  const type = token.split(":").pop() ?? "";
  const own = `${type.charAt(0).toLowerCase()}${type.slice(1)}Name`;
  return input === "name" || input === "title" || input === "metadata.name" || input === own;
}
function set(value) {
  return value !== void 0 && value !== null && value !== "" && value !== "<unknown>";
}
function valueFit(resource, value) {
  const atPath = valuesAtPath(resource.inputs, value.input);
  if (namesItself(value.input, resource.token)) {
    const want = String(value.value).toLowerCase();
    const names = [resource.name, ...atPath].filter(set).map((v) => String(v).toLowerCase());
    if (names.includes(want)) return "carried";
    return atPath.some(set) ? "contradicted" : "unset";
  }
  const version = value.rule === PRODUCT_VERSIONS_RULE;
  if (atPath.some((v) => leafCarries(v, value.value) || version && versionCarries(v, value.value)))
    return "carried";
  return atPath.some(set) ? "contradicted" : "unset";
}
function fitScore(component, resource) {
  return component.values.reduce((score, value) => {
    const fit = valueFit(resource, value);
    return score + (fit === "carried" ? 1 : fit === "contradicted" ? -1 : 0);
  }, 0);
}
function writtenIn(text, word) {
  if (word.length < 3) return false;
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`, "i").test(text);
}
function namedWhereAsked(component, resource, requestText) {
  const span = component.spans?.[0];
  if (span === void 0) return false;
  const words = requestText.slice(span.start, span.end);
  const own = resource.inputs["name"];
  return [resource.name, ...typeof own === "string" ? [own] : []].some((name) => writtenIn(words, name));
}
function relationScore(component, resource, relations, candidates, between) {
  return relations.filter((relation) => {
    const other = relation.from === component.id ? relation.to : relation.to === component.id ? relation.from : void 0;
    if (other === void 0) return false;
    return (candidates.get(other) ?? []).some((r) => wired(resource, r, between));
  }).length;
}
function bindComponents(plan, resources, knowledge) {
  const candidates = new Map(
    plan.components.map((c) => [c.id, resourcesFor(c, resources, knowledge)])
  );
  const anyCandidate = new Set([...candidates.values()].flat());
  const between = resources.filter((r) => r.kind === "resource" && !anyCandidate.has(r));
  const bound = new Map(plan.components.map((c) => [c.id, []]));
  const pairs = [];
  for (const component of plan.components) {
    for (const resource of candidates.get(component.id) ?? []) {
      if (resource.token !== component.token) {
        bound.get(component.id)?.push(resource);
        continue;
      }
      pairs.push({
        component,
        resource,
        order: resources.indexOf(resource),
        fit: fitScore(component, resource),
        named: namedWhereAsked(component, resource, knowledge.requestText ?? ""),
        related: relationScore(component, resource, plan.relations, candidates, between)
      });
    }
  }
  pairs.sort(
    (a, b) => b.fit - a.fit || Number(b.named) - Number(a.named) || b.related - a.related || a.order - b.order
  );
  const taken = /* @__PURE__ */ new Set();
  for (const pair of pairs) {
    const mine = bound.get(pair.component.id) ?? [];
    if (taken.has(pair.resource) || mine.length >= Math.max(1, pair.component.count)) continue;
    mine.push(pair.resource);
    taken.add(pair.resource);
  }
  const leftover = [...new Set(pairs.map((p) => p.resource))].filter((r) => !taken.has(r));
  for (const list of bound.values()) list.sort((a, b) => resources.indexOf(a) - resources.indexOf(b));
  return { bound, leftover };
}

// src/verify/intent/companion-joins.ts
function joiningEnds(plan, companion) {
  const ends = (companion.companionOf ?? []).map((id) => plan.components.find((c) => c.id === id));
  if (ends.length !== 2 || ends.some((end) => end === void 0 || end.origin !== "request"))
    return void 0;
  const [a, b] = ends;
  const relates = (end) => plan.relations.some((r) => r.from === companion.id && r.to === end.id);
  return relates(a) && relates(b) ? [a, b] : void 0;
}
function unjoinedPairs(plan, found, declared, between) {
  const unjoined = [];
  for (const companion of plan.components) {
    if (companion.origin !== "plumbing") continue;
    const ends = joiningEnds(plan, companion);
    const joiners = declared.filter((r) => r.token === companion.token);
    if (ends === void 0 || joiners.length === 0) continue;
    for (const a of found.get(ends[0].id) ?? []) {
      for (const b of found.get(ends[1].id) ?? []) {
        if (joiners.some((j) => wired(j, a, between) && wired(j, b, between))) continue;
        unjoined.push({ companion, ends, resources: [a, b] });
      }
    }
  }
  return unjoined;
}

// src/verify/intent/doc-placeholders.ts
var DOC_PLACEHOLDERS = [
  { pattern: /\b(123456789012|111111111111|000000000000)\b/, why: "the AWS docs\u2019 example account id" },
  { pattern: /\bexample-bucket\b/i, why: "the docs\u2019 example bucket name" },
  { pattern: /\bipv4pool-ec2-0+12345\b/, why: "the docs\u2019 example IPv4 pool id" },
  {
    pattern: /\b(sg|subnet|vpc|ami|igw|rtb|eni|vol|snap)-(12345678|0123456789abcdef0?|abcdef12?)\b/,
    why: "an example resource id from the docs"
  },
  { pattern: /\b00000000-0000-0000-0000-000000000000\b/, why: "an all-zero subscription or tenant id" }
];
function docPlaceholders(text, stated) {
  const found = [];
  for (const { pattern, why } of DOC_PLACEHOLDERS) {
    const match = pattern.exec(text);
    if (match !== null && !stated.has(match[0].toLowerCase())) found.push({ value: match[0], why });
  }
  return found;
}

// src/verify/intent/provider-use.ts
function goesThrough(resource, providers, byUrn) {
  const seen = /* @__PURE__ */ new Set();
  for (let r = resource; r !== void 0 && !seen.has(r); ) {
    seen.add(r);
    if (r.dependsOn.some((urn) => providers.has(urn))) return true;
    r = r.parent === void 0 ? void 0 : byUrn.get(r.parent);
  }
  return false;
}
function strayResources(plan, found, declared) {
  const byUrn = new Map(declared.flatMap((r) => r.urn === void 0 ? [] : [[r.urn, r]]));
  return plan.components.flatMap((provider) => {
    if (provider.origin !== "request" || !provider.token.startsWith(PROVIDER_PREFIX)) return [];
    const pkg = packageOf(provider.token);
    const urns = new Set((found.get(provider.id) ?? []).flatMap((p) => p.urn === void 0 ? [] : [p.urn]));
    if (urns.size === 0) return [];
    return declared.filter((r) => packageOf(r.token) === pkg && r.registeredAs === void 0).filter((r) => !goesThrough(r, urns, byUrn)).map((resource) => ({ provider, resource }));
  });
}

// src/verify/intent/value-evidence.ts
function unambiguousValue(value, inputs, token, others = []) {
  const own = inputs.find((candidate) => candidate.path === value.input);
  if (own === void 0) return false;
  if (value.rule === PRODUCT_VERSIONS_RULE) return true;
  if (value.rule === MANAGED_VALUES_RULE && String(value.value).endsWith(`/${value.text}`)) return true;
  const span = value.text.toLowerCase();
  const literal2 = String(value.value).toLowerCase();
  if (saysSchedule(value.text, value.value)) return true;
  if (literal2 === "" || !(span.includes(literal2) || saysDuration(span, value.value, own.input))) return false;
  if (typeof value.value === "number" && !/\bnumber\b/.test(own.input.type)) return false;
  if (typeof value.value === "string" && SELF_DESCRIBING.some((form) => form.test(value.value)) && own.path.split(".").length <= 2) {
    return true;
  }
  const listing = inputs.filter((candidate) => listsValue(candidate.input, literal2));
  if (listing.length === 1 && listing[0] === own) return true;
  if (countedOnlyBy(own, inputs, span, value.value, others)) return true;
  const kind = token === void 0 ? void 0 : kindPhrase(token);
  const about = kind === void 0 ? span : span.replace(kind, " ");
  const rank = (candidate) => {
    const words = inputWords(candidate.input.name);
    const said = words.filter((word) => spanNames(about, word)).length;
    return [said, said / Math.max(1, words.length), -candidate.path.split(".").length];
  };
  const mine = rank(own);
  const beaten = (other) => {
    const at = mine.findIndex((score, i) => score !== other[i]);
    return at >= 0 && (mine[at] ?? 0) > (other[at] ?? 0);
  };
  return (mine[0] ?? 0) > 0 && inputs.every((candidate) => candidate === own || beaten(rank(candidate)));
}
function countedOnlyBy(own, inputs, span, value, others) {
  if (typeof value !== "number") return false;
  const noun = new RegExp(String.raw`\b${value}\s+(?:[a-z0-9.-]+\s+)?(${MACHINE_COUNT})\b`).exec(span)?.[1];
  if (noun === void 0) return false;
  const singular = noun.replace(/(?:e?s)$/, "");
  const counts = (candidate) => {
    const first = candidate.input.doc.split(/\.(?:\s|$)/)[0] ?? "";
    return /\bnumber\b/.test(candidate.input.type) && new RegExp(String.raw`^(?:the\s+)?(?:desired\s+)?number of\b.*\b${singular}`, "i").test(first);
  };
  const depth = (candidate) => candidate.path.split(".").length;
  return counts(own) && inputs.every((candidate) => candidate === own || depth(candidate) > depth(own) || !counts(candidate)) && !others.some((rival) => rival.some(counts));
}
function saysDuration(span, value, input) {
  if (typeof value !== "number") return false;
  const unit = inputTimeUnit(input.name, input.doc);
  return [...span.matchAll(/(\d+)\s*-?\s*([a-z]+)/g)].some(
    (m) => convertDuration(Number(m[1]), m[2] ?? "", unit) === value
  );
}
function saysSchedule(words, value) {
  return extractLiterals(words).some(
    (literal2) => literal2.kind === "schedule" && scheduleAsCron(String(literal2.value)) === value
  );
}
function kindPhrase(token) {
  const words = inputWords(token.split(":").pop() ?? "");
  if (words.length < 2) return void 0;
  return new RegExp(`\\b${words.join("[\\s-]+")}s?\\b`, "g");
}
var SELF_DESCRIBING = [
  /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i,
  /^\d{1,3}(\.\d{1,3}){3}\/\d{1,2}$/,
  /^[0-9a-f:]+\/\d{1,3}$/i,
  /^arn:/,
  /^https?:\/\//
];
function listsValue(input, literal2) {
  return input.validValuesComplete === true && (input.validValues ?? []).some(
    (candidate) => candidate.replace(/^"(.*)"$/, "$1").toLowerCase() === literal2
  );
}
var GENERAL = /* @__PURE__ */ new Set([
  "type",
  "types",
  "id",
  "ids",
  "value",
  "values",
  "config",
  "configuration",
  "settings"
]);
function inputWords(name) {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length >= 3 && !GENERAL.has(word));
}
function spanNames(span, word) {
  if (word === "name" && /\b(named|called)\b/.test(span)) return true;
  if (word.length <= 5) return new RegExp(`\\b${word}(s|es|d|ed)?\\b`).test(span);
  return new RegExp(`\\b${word.slice(0, word.length - 2)}`).test(span);
}

// src/verify/intent/check-intent.ts
function label(component) {
  return `${component.role} (${tokenTsName(component.token)})`;
}
function providerOf(token) {
  return token.split(":")[0] ?? token;
}
function plainlyAsked(component, declared, knowledge) {
  if (component.origin !== "request") return false;
  const provider = providerOf(component.token);
  if (knowledge.namedProviders.length > 0) return knowledge.namedProviders.includes(provider);
  const uses = (r) => providerOf(r.token) === provider || knowledge.partsOf(r.token).some((t) => providerOf(t) === provider);
  return declared.length === 0 || declared.some(uses);
}
function neededPlumbing(component, plan, found, knowledge, through) {
  if (component.origin !== "plumbing") return false;
  const required = knowledge.inputsOf(component.token).filter((p) => p.input.required && !p.path.includes(".")).map((p) => p.path);
  const attached = plan.relations.some((relation) => {
    const via = relation.via?.split(".")[0] ?? "";
    if (relation.from !== component.id || !required.includes(via)) return false;
    const owners = found.get(relation.to) ?? [];
    const inline = required.filter((input) => input !== via);
    return owners.length > 0 && !owners.some((r) => inline.some((input) => !isEmpty(r.inputs[input])));
  });
  const reasons = (component.companionOf ?? []).map((id) => found.get(id) ?? []);
  if (!attached || reasons.some((resources) => resources.length === 0)) return false;
  return reasons.every(
    (mine, i) => reasons.slice(i + 1).every((other) => mine.some((a) => other.some((b) => connected(a, b, through))))
  );
}
function componentItem(component, found, plain) {
  const want = Math.max(1, component.count);
  const have = new Set(found.map((r) => r.urn ?? `${r.token}|${r.name}`)).size;
  return {
    kind: "component",
    text: have >= want ? `${label(component)}: ${have === 1 ? found[0].name : `${have} resources`}` : have === 0 ? `${label(component)} is missing: the program declares no ${tokenTsName(component.token)}` : `${label(component)}: ${want} asked for, ${have} declared`,
    met: have >= want,
    // Met, it counts as an item of the request; unmet, it is an error only where plainly asked for, or
    // where it is plumbing the program plainly needs (`neededPlumbing`).
    severity: component.origin === "request" && (have >= want || plain) || have === 0 && plain && component.origin === "plumbing" ? "error" : "warning",
    subjects: [component.token]
  };
}
function carriedBy(component, resource, value) {
  const fit = valueFit(resource, value);
  if (fit === "carried") return "carried";
  if (leaves(resource.inputs).some((v) => leafCarries(v, value.value))) return "elsewhere";
  const inline = component.alternatives.map((alternative) => alternative.split("#")).find(([token, input]) => token === resource.token && input !== void 0)?.[1];
  const arn = typeof value.value === "string" && value.value.startsWith("arn:");
  return fit === "unset" && arn && inline !== void 0 && !isEmpty(resource.inputs[inline]) ? "contradicted" : fit;
}
var BEST_FIRST = ["carried", "elsewhere", "contradicted", "unset"];
var WORST_FIRST = ["contradicted", "unset", "elsewhere", "carried"];
function valueItem(component, value, found, knowledge, others) {
  const each = found.length > 1 && component.values.filter((v) => v.input === value.input).length === 1;
  const states = found.map((r) => carriedBy(component, r, value));
  const state = (each ? WORST_FIRST : BEST_FIRST).find((s) => states.includes(s)) ?? "unset";
  const shown = JSON.stringify(value.value);
  const rivalName = component.count <= 1 && namesItself(value.input, component.token) && component.values.some((v) => v.input === value.input && String(v.value) !== String(value.value));
  const contradicted = state === "contradicted" && !rivalName && unambiguousValue(
    value,
    knowledge.inputsOf(component.token),
    component.token,
    others.map((other) => knowledge.inputsOf(other.token))
  );
  const unmetText = state === "unset" ? `${component.role}: the request states ${value.input} = ${shown} ("${value.text}"); the program leaves \`${value.input}\` unset (check that its default is ${shown})` : `${component.role}: the request states ${value.input} = ${shown} ("${value.text}"), but ${each ? `not every ${tokenTsName(component.token)} carries it` : `no ${tokenTsName(component.token)} carries it`}`;
  const met = state === "carried" || state === "elsewhere";
  return {
    kind: "value",
    text: state === "carried" ? `${component.role}: ${value.input} = ${shown}` : state === "elsewhere" ? `${component.role}: ${shown} is set (not at \`${value.input}\`)` : unmetText,
    met,
    // Met, it counts as an item of the request; unmet, it is an error only where contradicted plainly.
    severity: component.origin === "request" && (met || contradicted) ? "error" : "warning",
    subjects: [component.token, value.input.split(".")[0] ?? value.input]
  };
}
function relationItem(relation, components, found, between) {
  const from = components.get(relation.from);
  const to = components.get(relation.to);
  if (from === void 0 || to === void 0) return void 0;
  const fromResources = found.get(from.id) ?? [];
  const toResources = found.get(to.id) ?? [];
  if (fromResources.length === 0 || toResources.length === 0) return void 0;
  const met = fromResources.some((a) => toResources.some((b) => wired(a, b, between)));
  const via = relation.via !== void 0 ? ` through \`${relation.via}\`` : "";
  return {
    kind: "relation",
    text: met ? `${from.role} \u2192 ${to.role}` : `${from.role} \u2192 ${to.role}${via}: no input of one references the other (${relation.text})`,
    met,
    severity: from.origin === "request" && to.origin === "request" ? "error" : "warning",
    subjects: [from.token, to.token]
  };
}
function unjoinedItem({ companion, ends, resources }) {
  const [a, b] = resources;
  return {
    kind: "relation",
    text: `${ends[0].role} ${a.name} and ${ends[1].role} ${b.name}: no ${tokenTsName(companion.token)} joins them (${companion.role})`,
    met: false,
    severity: "error",
    subjects: [companion.token, ends[0].token, ends[1].token]
  };
}
function strayItem({ provider, resource }) {
  return {
    kind: "relation",
    text: `${resource.name} (${tokenTsName(resource.token)}) is not given the ${provider.role} (${tokenTsName(provider.token)}): it goes through another provider`,
    met: false,
    severity: "error",
    subjects: [provider.token, resource.token]
  };
}
function placeholderItems(plan, resources) {
  const stated = new Set(plan.components.flatMap((c) => c.values.map((v) => String(v.value).toLowerCase())));
  const items = [];
  for (const resource of resources) {
    const seen = /* @__PURE__ */ new Set();
    for (const leaf of leaves(resource.inputs)) {
      if (typeof leaf !== "string") continue;
      for (const placeholder of docPlaceholders(leaf, stated)) {
        if (seen.has(placeholder.value)) continue;
        seen.add(placeholder.value);
        items.push({
          kind: "placeholder",
          text: `${resource.name} (${tokenTsName(resource.token)}) carries "${placeholder.value}", ${placeholder.why}: a real deployment rejects it`,
          met: false,
          severity: "error",
          subjects: [resource.token]
        });
      }
    }
  }
  return items;
}
function checkIntent(plan, resources, knowledge = NO_KNOWLEDGE) {
  const declared = resources.filter((r) => r.kind === "resource" && !r.token.startsWith("pulumi:providers:"));
  const { bound: found, leftover } = bindComponents(plan, resources, knowledge);
  const items = [];
  if (declared.length === 0) {
    items.push({
      kind: "empty",
      text: "the program declares no resource",
      met: false,
      severity: "error",
      subjects: plan.components.map((c) => c.token)
    });
  }
  const asked = new Set(
    plan.components.filter((c) => c.origin === "request").flatMap((c) => found.get(c.id) ?? [])
  );
  const through = declared.filter((r) => !asked.has(r));
  for (const component of plan.components) {
    const matches = found.get(component.id) ?? [];
    const plain = component.origin === "plumbing" ? neededPlumbing(component, plan, found, knowledge, through) : plainlyAsked(component, declared, knowledge);
    items.push(componentItem(component, matches, plain));
    if (matches.length > 0) {
      const others = plan.components.filter((c) => c.id !== component.id && c.token !== component.token);
      items.push(...component.values.map((v) => valueItem(component, v, matches, knowledge, others)));
    }
  }
  const byId = new Map(plan.components.map((c) => [c.id, c]));
  const claimed = new Set([...found.values()].flat().concat(leftover));
  const between = resources.filter((r) => r.kind === "resource" && !claimed.has(r));
  for (const relation of plan.relations) {
    const item = relationItem(relation, byId, found, between);
    if (item !== void 0) items.push(item);
  }
  items.push(...unjoinedPairs(plan, found, declared, between).map(unjoinedItem));
  items.push(...strayResources(plan, found, declared).map(strayItem));
  items.push(...placeholderItems(plan, resources));
  const counted = items.filter((item) => item.severity === "error" && item.kind !== "placeholder");
  return { items, met: counted.filter((i) => i.met).length, total: counted.length };
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
  valuesAtPath,
  leafCarries,
  checkIntent,
  snapshotChecksum
};
