import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  memoByString
} from "./chunk-IHLDDTAE.js";

// src/language/terms.ts
var FUNCTION_WORDS = new Set(
  "a an the and or of to in on at by for from with without into onto over as is are be been being was were it its this that these those which who whom what when where how why i me my we our us you your they them their he she his her".split(/\s+/)
);
var STOP_WORDS = /* @__PURE__ */ new Set([
  ...FUNCTION_WORDS,
  ..."can could should would will shall may might must do does did done has have had please want need needs like just also some any all very so then than there here such only own same create creates created creating make makes making generate generates code program provision provisions setup using use uses used new up let lets get gets give me add adds deploy deploys pulumi typescript manage manages managed spin place something thing stuff small simple basic sample example put would".split(/\s+/)
]);
var KEEP = /* @__PURE__ */ new Set(["get", "managed"]);
var SHORT_FORMS = { configuration: "config", configurations: "config" };
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
  const short = SHORT_FORMS[term];
  if (short !== void 0) return short;
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

export {
  FUNCTION_WORDS,
  splitIdentifier,
  normaliseTerm,
  tokenizeText,
  analyse,
  verbStem
};
