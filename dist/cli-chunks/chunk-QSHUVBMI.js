import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);

// src/shared/redact.ts
var MIN_SECRET_LENGTH = 4;
var SECRET_PATTERNS = [
  /\bsk-[A-Za-z0-9_-]{16,}\b/g,
  /\bgh[pousr]_[A-Za-z0-9]{20,}\b/g,
  /\bgithub_pat_[A-Za-z0-9_]{20,}\b/g,
  /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g
];
function base64Forms(secret) {
  const bytes = Buffer.from(secret, "utf8");
  const forms = [];
  for (let offset = 0; offset < 3; offset++) {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString("base64");
    const start = offset === 0 ? 0 : offset + 1;
    const endBytes = offset + bytes.length;
    const fullChars = Math.floor(endBytes / 3) * 4;
    const tail = endBytes % 3 === 0 ? 0 : endBytes % 3 + 1;
    const end = fullChars + Math.max(0, tail - 1);
    const form = encoded.slice(start, end);
    if (form.length >= 8) {
      forms.push(form, form.replace(/\+/g, "-").replace(/\//g, "_"));
    }
  }
  return forms;
}
function secretForms(secret) {
  const forms = /* @__PURE__ */ new Set([secret, encodeURIComponent(secret), ...base64Forms(secret)]);
  return [...forms].filter((form) => form.length >= MIN_SECRET_LENGTH).sort((a, b) => b.length - a.length);
}
var formsCache = /* @__PURE__ */ new Map();
function cachedForms(secret) {
  let forms = formsCache.get(secret);
  if (forms === void 0) {
    forms = secretForms(secret);
    formsCache.set(secret, forms);
  }
  return forms;
}
function redactSecrets(text, secrets) {
  let out = text;
  for (const secret of secrets) {
    if (secret !== void 0 && secret.length >= MIN_SECRET_LENGTH) {
      for (const form of cachedForms(secret)) {
        out = out.split(form).join("***");
      }
    }
  }
  for (const pattern of SECRET_PATTERNS) {
    out = out.replace(pattern, "***");
  }
  return out;
}
var TYPED_SECRETS = [
  {
    kind: "private key",
    pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g
  },
  { kind: "GitHub token", pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g },
  { kind: "AWS access key", pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { kind: "OpenAI-style API key", pattern: /\bsk-[A-Za-z0-9_-]{16,}/g }
];
var ASSIGNMENT = /\b([A-Za-z0-9_.-]*(?:password|passwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key)[A-Za-z0-9_.-]*)(\s*[:=]\s*)(["']?)([^\s"'`,;]{8,})\3/gi;
function looksRandom(value) {
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(value)).length;
  const distinct = new Set(value).size;
  return classes >= 3 && distinct >= Math.min(8, value.length * 0.6) && !/^<.*>$|^\$\{/.test(value);
}
function removeTypedSecrets(text) {
  const removed = [];
  let out = text;
  for (const { kind, pattern } of TYPED_SECRETS) {
    out = out.replace(pattern, () => {
      removed.push(kind);
      return "[secret removed]";
    });
  }
  out = out.replace(ASSIGNMENT, (whole, name, equals, quote, value) => {
    if (!looksRandom(value) || value === "[secret") return whole;
    removed.push("password or key assignment");
    return `${name}${equals}${quote}[secret removed]${quote}`;
  });
  return { text: out, removed };
}

export {
  redactSecrets,
  removeTypedSecrets
};
