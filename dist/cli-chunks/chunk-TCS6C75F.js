import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  METRIC_NAMESPACE
} from "./chunk-FZZY5IOO.js";
import {
  catalog,
  shortPackageName
} from "./chunk-SLCB7XZA.js";
import {
  UserError
} from "./chunk-4SIQRMZG.js";
import {
  COMPONENT_PACKAGES,
  PROVIDER_CUES,
  PROVIDER_NAMES
} from "./chunk-IHLDDTAE.js";

// src/snapshot/pinned-providers.json
var pinned_providers_default = {
  pulumi: { package: "@pulumi/pulumi", version: "3.270.0" },
  providers: [
    { name: "aws", package: "@pulumi/aws", version: "7.48.0" },
    { name: "aws-apigateway", package: "@pulumi/aws-apigateway", version: "3.0.0" },
    { name: "awsx", package: "@pulumi/awsx", version: "3.9.0" },
    { name: "azure", package: "@pulumi/azure", version: "6.40.0" },
    { name: "azure-native", package: "@pulumi/azure-native", version: "3.28.0" },
    { name: "azuread", package: "@pulumi/azuread", version: "6.9.1" },
    { name: "cloudflare", package: "@pulumi/cloudflare", version: "6.22.1" },
    { name: "command", package: "@pulumi/command", version: "4.5.0" },
    { name: "digitalocean", package: "@pulumi/digitalocean", version: "4.80.1" },
    { name: "docker", package: "@pulumi/docker", version: "5.2.0" },
    { name: "docker-build", package: "@pulumi/docker-build", version: "0.0.22" },
    { name: "eks", package: "@pulumi/eks", version: "4.3.0" },
    { name: "gcp", package: "@pulumi/gcp", version: "9.37.0" },
    { name: "github", package: "@pulumi/github", version: "6.15.0" },
    { name: "kubernetes", package: "@pulumi/kubernetes", version: "4.34.2" },
    { name: "kubernetes-cert-manager", package: "@pulumi/kubernetes-cert-manager", version: "0.2.0" },
    { name: "kubernetes-ingress-nginx", package: "@pulumi/kubernetes-ingress-nginx", version: "0.1.3" },
    { name: "random", package: "@pulumi/random", version: "4.21.2" },
    { name: "std", package: "@pulumi/std", version: "2.3.2" },
    { name: "tls", package: "@pulumi/tls", version: "5.6.1" }
  ]
};

// src/config/stack-config.ts
var REGION_KEYS = ["aws:region", "gcp:region", "azure-native:location"];
function regionPairs(region) {
  return region === void 0 ? void 0 : REGION_KEYS.map((key) => `${key}=${region}`);
}
var SECRET_NAME = /(password|passwd|passphrase|secret|token|api[-_]?key|access[-_]?key|private[-_]?key|credential|connection[-_]?string)/i;
function looksSecret(key) {
  return SECRET_NAME.test(key.split(":").pop() ?? key);
}
function runConfig(plain, secret) {
  const promoted = Object.keys(plain).filter((key) => looksSecret(key) && !(key in secret));
  return {
    config: { ...plain, ...secret },
    secretKeys: [.../* @__PURE__ */ new Set([...Object.keys(secret), ...promoted])],
    promoted
  };
}
function secretValuesOf(run) {
  return run.secretKeys.map((key) => run.config[key]).filter((v) => v !== void 0 && v !== "");
}
function promotedWarning(run, secretOption) {
  if (run.promoted.length === 0) return void 0;
  return `${run.promoted.join(", ")} ${run.promoted.length === 1 ? "looks" : "look"} like a credential: treated as secret (next time give ${run.promoted.length === 1 ? "it" : "them"} with ${secretOption})`;
}

// src/sandbox/types.ts
var SANDBOX_SETTINGS = ["auto", "bwrap", "unshare", "docker", "none"];
var NO_SANDBOX_REASON = "not executed: no sandbox available (install bubblewrap)";

// src/language/routing.ts
function padded(text) {
  return ` ${text.replace(METRIC_NAMESPACE, "aws").toLowerCase().replace(/[^a-z0-9]+/g, " ").trim()} `;
}
var cueIndex = [
  ...Object.entries(PROVIDER_CUES).flatMap(
    ([provider, cues]) => cues.map((cue) => ({ cue: padded(cue), provider }))
  ),
  ...catalog.packages.filter((entry) => PROVIDER_CUES[shortPackageName(entry.package)] === void 0).flatMap(
    (entry) => entry.cues.map((cue) => ({ cue: padded(cue), provider: shortPackageName(entry.package) }))
  )
];
var longestFirst = [...cueIndex].sort((a, b) => b.cue.length - a.cue.length);
function inferProviders(text, known) {
  const rest = text.replace(VERSIONED_PRODUCT, " ").replace(QUOTED_NAME, " ");
  const named = rest === text ? [] : providersCued(rest, known);
  return named.length > 0 ? named : providersCued(text, known);
}
var VERSIONED_PRODUCT = /\b[A-Za-z][A-Za-z0-9]*\s+v?\d+\.\d+(?:\.\d+)?\b/g;
var QUOTED_NAME = /`[^`\n]*`|"[^"\n]*"/g;
function providersCued(text, known) {
  let haystack = padded(text);
  const found = /* @__PURE__ */ new Set();
  for (const { cue, provider } of longestFirst) {
    if (haystack.includes(cue)) {
      found.add(provider);
      haystack = haystack.replaceAll(cue, " | ");
    }
  }
  for (const [name, { base }] of Object.entries(COMPONENT_PACKAGES)) {
    if (found.has(base)) {
      found.add(name);
    }
    if (found.has(name)) {
      found.add(base);
    }
  }
  return known.filter((provider) => found.has(provider));
}
function namesComponentPackage(text, name) {
  const haystack = padded(text);
  return (COMPONENT_PACKAGES[name]?.cues ?? []).some((cue) => haystack.includes(padded(cue)));
}
function planningProviders(text, route) {
  if (route.routing === "explicit") {
    return route.providers;
  }
  return route.providers.filter(
    (provider) => COMPONENT_PACKAGES[provider] === void 0 || namesComponentPackage(text, provider)
  );
}
function resolveProvider(name, known) {
  const lower = name.trim().toLowerCase();
  const resolved = known.includes(lower) ? lower : PROVIDER_NAMES[lower];
  if (resolved === void 0 || !known.includes(resolved)) {
    throw new UserError(`unknown provider '${name}'; known providers: ${known.join(", ")}`);
  }
  return resolved;
}
function literalProviders(text, owner, known) {
  if (owner === void 0) return [];
  const found = /* @__PURE__ */ new Set();
  for (const [word] of text.matchAll(/[A-Za-z0-9][A-Za-z0-9._-]*[A-Za-z0-9]/g)) {
    const provider = owner(word.toLowerCase());
    if (provider !== void 0) found.add(provider);
  }
  return known.filter((provider) => found.has(provider));
}
function routeRequest(text, explicit, known, owner) {
  if (explicit !== void 0 && explicit.length > 0) {
    const providers = [...new Set(explicit.map((name) => resolveProvider(name, known)))];
    return { providers, routing: "explicit" };
  }
  const named = /* @__PURE__ */ new Set([...inferProviders(text, known), ...literalProviders(text, owner, known)]);
  const inferred = known.filter((provider) => named.has(provider));
  return inferred.length > 0 ? { providers: inferred, routing: "inferred" } : { providers: known, routing: "all" };
}

export {
  pinned_providers_default,
  REGION_KEYS,
  regionPairs,
  runConfig,
  secretValuesOf,
  promotedWarning,
  SANDBOX_SETTINGS,
  NO_SANDBOX_REASON,
  padded,
  inferProviders,
  planningProviders,
  resolveProvider,
  routeRequest
};
