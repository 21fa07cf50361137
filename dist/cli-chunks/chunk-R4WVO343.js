import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  analyse,
  splitIdentifier
} from "./chunk-7PC4ANSG.js";
import {
  recordName
} from "./chunk-CZED2NF6.js";
import {
  aliasesFor,
  memoByObject,
  namePhrasesFor
} from "./chunk-IHLDDTAE.js";

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
  plainSummary,
  toSearchDocument,
  recordFlags,
  recordPrior,
  nameWordSets
};
