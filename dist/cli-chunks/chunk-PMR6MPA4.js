import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  recordName
} from "./chunk-QYB4LNJO.js";
import {
  aliasesFor,
  memoByObject,
  memoByString,
  namePhrasesFor
} from "./chunk-RA3WSDDA.js";

// src/language/terms.ts
var FUNCTION_WORDS = new Set(
  "a an the and or of to in on at by for from with without into onto over as is are be been being was were it its this that these those which who whom what when where how why i me my we our us you your they them their he she his her".split(/\s+/)
);
var STOP_WORDS = /* @__PURE__ */ new Set([
  ...FUNCTION_WORDS,
  ..."can could should would will shall may might must do does did done has have had please want need needs like just also some any all very so then than there here such only own same create creates created creating make makes making generate generates code program provision provisions setup using use uses used new up let lets get gets give me add adds deploy deploys pulumi typescript manage manages managed spin place something thing stuff small simple basic sample example put would".split(/\s+/)
]);
var KEEP = /* @__PURE__ */ new Set(["get", "managed"]);
var NOT_PLURAL = /* @__PURE__ */ new Set([
  "dns",
  "aws",
  "ecs",
  "eks",
  "kms",
  "sns",
  "sqs",
  "iops",
  "tls",
  "ssl",
  "https",
  "status",
  "access",
  "address",
  "process",
  "kubernetes",
  "redis",
  "analysis",
  "alias",
  "canvas",
  "ingress",
  "egress",
  "class",
  "glass",
  "bus",
  "gis",
  "vas",
  "alias",
  "cors",
  "nfs",
  "efs",
  "ses",
  "cms",
  "metrics",
  "always",
  "os",
  "windows",
  "series",
  "species",
  "chaos",
  "atlas",
  "apis",
  "las",
  "vs",
  "this",
  "its",
  "has",
  "was",
  "is",
  "cdns",
  "ips",
  "ms"
]);
function splitIdentifierOnce(word) {
  const parts = word.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/);
  const out = [];
  for (const part of parts) {
    const versioned = /^(.*[a-zA-Z])(v\d+(?:beta\d*|alpha\d*)?)$/.exec(part);
    if (versioned?.[1] !== void 0 && versioned[2] !== void 0 && versioned[1].length > 1) {
      out.push(versioned[1], versioned[2]);
    } else if (part !== "") {
      out.push(part);
    }
  }
  return Object.freeze(out);
}
var splitIdentifier = memoByString(splitIdentifierOnce);
function normaliseTerm(raw) {
  const term = raw.toLowerCase();
  if (term.length === 0 || STOP_WORDS.has(term) && !KEEP.has(term)) {
    return null;
  }
  if (term.length <= 3 || NOT_PLURAL.has(term) || /\d/.test(term)) {
    return term;
  }
  if (term.endsWith("ies") && term.length > 4) {
    return `${term.slice(0, -3)}y`;
  }
  if (/(?:ss|sh|ch|x|z)es$/.test(term)) {
    return term.slice(0, -2);
  }
  if (term.endsWith("s") && !/(?:ss|us|is)$/.test(term)) {
    return term.slice(0, -1);
  }
  return term;
}
function tokenizeText(text, keepWhole = true) {
  const words = text.split(/[^A-Za-z0-9]+/);
  const out = [];
  for (const word of words) {
    if (word === "") {
      continue;
    }
    if (!/[A-Z0-9]/.test(word)) {
      out.push(word);
      continue;
    }
    const parts = splitIdentifier(word);
    if (parts.length > 1) {
      if (keepWhole) {
        out.push(word);
      }
      out.push(...parts);
    } else {
      out.push(word);
    }
  }
  return out;
}
function analyseOnce(text) {
  const out = [];
  for (const word of tokenizeText(text)) {
    const term = normaliseTerm(word);
    if (term !== null) {
      out.push(term);
    }
  }
  return Object.freeze(out);
}
var analyse = memoByString(analyseOnce, { maxLength: 256 });
function verbStem(word) {
  const cut = (text, ending) => {
    const shorter = text.replace(ending, "");
    return shorter.length >= 4 ? shorter : text;
  };
  return cut(cut(word, /(?:ing|ed)$/), /ions?$/);
}

// src/search/search-document.ts
var SUMMARY_CHARS = 360;
var GENERIC_INPUTS = /* @__PURE__ */ new Set([
  "name",
  "tags",
  "location",
  "resourceGroupName",
  "project",
  "region",
  "zone",
  "labels",
  "description",
  "apiVersion",
  "kind",
  "metadata",
  "spec",
  "accountId",
  "zoneId",
  "identity",
  "sku",
  "properties"
]);
function plainSummary(summary, limit = SUMMARY_CHARS) {
  const text = summary.replace(/```[\s\S]*?(```|$)/g, " ").replace(
    /(?:Uses Azure REST API version|In version \d+\.x of the Azure Native provider|Other available API versions)[^\n]*/g,
    " "
  ).replace(/^Description for /, "").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/<[^>]+>/g, " ").replace(/[`*_#>|]/g, " ").replace(/\s+/g, " ").trim();
  if (text.length <= limit) {
    return text;
  }
  const cut = text.lastIndexOf(" ", limit);
  return text.slice(0, cut > 0 ? cut : limit);
}
function toSearchDocument(record, id) {
  const name = recordName(record);
  const bareName = record.kind === "function" && /^get[A-Z]/.test(name) ? name.slice(3) : "";
  return {
    id,
    name: bareName === "" ? name : `${name} ${bareName}`,
    path: record.module,
    // A function's summary restates its name ("Use this data source to get the ID of an EC2 instance"):
    // a short cut keeps the index small enough to load fast.
    summary: plainSummary(record.summary, record.kind === "function" ? 120 : SUMMARY_CHARS),
    headings: record.examples.map((example) => example.heading).join(" ; "),
    inputs: record.kind === "function" ? "" : record.inputs.map((input) => input.name).filter((name2) => !GENERIC_INPUTS.has(name2)).slice(0, 16).join(" "),
    aliases: aliasesFor(record.provider, record.module, name).join(" ; ")
  };
}
var RecordFlag = {
  deprecated: 1,
  prerelease: 2,
  /** Kubernetes `…List` and `…Patch` variants of a kind. */
  variant: 4,
  function: 8,
  /** AWS `…V2` resources: the legacy split-out variants (`BucketVersioningV2`). */
  legacy: 16,
  /** The provider resource itself (`pulumi:providers:aws`). */
  provider: 32,
  /** IAM satellites of another resource (`SecretIamMember`, `FunctionIamBinding`). */
  iam: 64
};
function recordFlags(record) {
  const name = recordName(record);
  let flags = 0;
  if (record.deprecated !== void 0 && record.deprecated !== "") {
    flags |= RecordFlag.deprecated;
  }
  if (/(?:^|\.)v\d+(?:alpha|beta)\d*(?:\.|$)/i.test(record.module) || /(?:alpha|beta)\d*$/i.test(record.module)) {
    flags |= RecordFlag.prerelease;
  }
  if (record.provider === "kubernetes" && /(?:List|Patch)$/.test(name)) {
    flags |= RecordFlag.variant;
  }
  if (record.kind === "function") {
    flags |= RecordFlag.function;
  }
  if (record.provider === "aws" && /V2$/.test(name)) {
    flags |= RecordFlag.legacy;
  }
  if (/.Iam(?:Member|Binding|Policy|AuditConfig)$/i.test(name)) {
    flags |= RecordFlag.iam;
  }
  if (record.token.startsWith("pulumi:providers:")) {
    flags |= RecordFlag.provider;
  }
  return flags;
}
function recordPrior(flags, intent) {
  let prior = 1;
  if (flags & RecordFlag.deprecated) {
    prior *= 0.75;
  }
  if (flags & RecordFlag.prerelease && !intent.prerelease) {
    prior *= 0.8;
  }
  if (flags & RecordFlag.variant && !intent.variant) {
    prior *= 0.8;
  }
  if (flags & RecordFlag.function && !intent.lookup) {
    prior *= 0.75;
  }
  if (flags & RecordFlag.legacy) {
    prior *= 0.9;
  }
  if (flags & RecordFlag.iam && !intent.iam) {
    prior *= 0.75;
  }
  if (flags & RecordFlag.provider && !intent.provider) {
    prior *= 0.6;
  }
  return prior;
}
var nameWordSets = memoByObject((record) => {
  const name = recordName(record);
  const bare = record.kind === "function" ? name.replace(/^get(?=[A-Z])/, "") : name;
  const words = splitIdentifier(bare).map((w) => analyse(w)[0]).filter((w) => w !== void 0 && !/^v\d+/.test(w));
  const phrases = namePhrasesFor(record.provider, record.module, name).map(
    (phrase) => analyse(phrase).join(" ")
  );
  return Object.freeze([words.join(" "), ...phrases.filter((p) => p !== "")]);
});

export {
  FUNCTION_WORDS,
  splitIdentifier,
  normaliseTerm,
  tokenizeText,
  analyse,
  verbStem,
  plainSummary,
  toSearchDocument,
  recordFlags,
  recordPrior,
  nameWordSets
};
