import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);

// src/settings/parsers.ts
var InvalidSetting = class extends Error {
  name = "InvalidSetting";
};
function single(raw) {
  if (typeof raw === "string") return raw;
  if (typeof raw === "boolean") return String(raw);
  return raw[raw.length - 1] ?? "";
}
function listItems(raw) {
  const texts = typeof raw === "string" ? [raw] : typeof raw === "boolean" ? [] : [...raw];
  return texts.flatMap((text2) => text2.split(/[\s,]+/)).filter((item) => item !== "");
}
function text(raw) {
  return single(raw).trim();
}
function switchOn(raw) {
  if (typeof raw === "boolean") return raw;
  const value = single(raw).trim().toLowerCase();
  if (["true", "yes", "1", "on"].includes(value)) return true;
  if (["false", "no", "0", "off", ""].includes(value)) return false;
  throw new InvalidSetting(`must be true or false, not '${value}'`);
}
function oneOf(allowed) {
  return (raw) => {
    const value = single(raw).trim();
    if (!allowed.includes(value)) {
      throw new InvalidSetting(`must be one of ${allowed.join(", ")}, not '${value}'`);
    }
    return value;
  };
}
function wholeNumber(min, max) {
  return (raw) => {
    const value = single(raw).trim();
    const n = Number(value);
    if (value === "" || !Number.isInteger(n) || n < min || n > max) {
      throw new InvalidSetting(`must be a whole number from ${min} to ${max}, not '${value}'`);
    }
    return n;
  };
}
function positiveNumber(max, hint) {
  return (raw) => {
    const value = single(raw).trim();
    const n = Number(value);
    if (value === "" || !Number.isFinite(n) || n <= 0 || n > max) {
      throw new InvalidSetting(`must be a number above 0 and at most ${max}, not '${value}'; ${hint}`);
    }
    return n;
  };
}
function httpUrl(raw) {
  const value = single(raw).trim();
  let url;
  try {
    url = new URL(value);
  } catch {
    url = void 0;
  }
  if (url === void 0 || !["http:", "https:"].includes(url.protocol)) {
    throw new InvalidSetting(`must be an http(s) URL such as http://localhost:11434/v1, not '${value}'`);
  }
  return value;
}
function relativePath(raw) {
  const cleaned = single(raw).trim().replace(/^\.\/+/, "").replace(/\/+$/, "");
  if (cleaned === "" || cleaned.startsWith("/") || cleaned.split("/").some((part) => part === ".." || part === "." || part === "") || !/^[A-Za-z0-9._\-/]+$/.test(cleaned)) {
    throw new InvalidSetting(`must be a relative path of letters, digits, '.', '_', '-' and '/'`);
  }
  return cleaned;
}
function relativePaths(raw) {
  return listItems(raw).map((item) => relativePath(item));
}
function paths(raw) {
  return typeof raw === "string" ? [raw] : typeof raw === "boolean" ? [] : [...raw];
}
function keyValues(raw) {
  const lines = typeof raw === "string" ? raw.split("\n") : typeof raw === "boolean" ? [] : [...raw];
  const pairs = {};
  for (const line of lines) {
    if (typeof raw === "string" && line.trim() === "") continue;
    const eq = line.indexOf("=");
    if (eq <= 0 || line.slice(0, eq).trim() === "") {
      throw new InvalidSetting(`takes KEY=VALUE, e.g. aws:region=us-east-1, not '${line.trim()}'`);
    }
    pairs[line.slice(0, eq).trim()] = line.slice(eq + 1).trim();
  }
  return pairs;
}
function word(raw) {
  const value = single(raw).trim();
  if (value === "" || /\s/.test(value)) {
    throw new InvalidSetting(`must be a single word such as '/pulumi-gen', not '${value}'`);
  }
  return value;
}
function labelName(raw) {
  const value = single(raw).trim();
  if (value === "" || value.length > 50 || /[,\n\r]/.test(value)) {
    throw new InvalidSetting(`must be one label name (no commas, at most 50 characters), not '${value}'`);
  }
  return value;
}
function stackName(raw) {
  const value = single(raw).trim();
  if (!/^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/.test(value)) {
    throw new InvalidSetting(`must be a stack name of letters, digits, '-', '_' and '.', not '${value}'`);
  }
  return value;
}

export {
  InvalidSetting,
  listItems,
  text,
  switchOn,
  oneOf,
  wholeNumber,
  positiveNumber,
  httpUrl,
  relativePath,
  relativePaths,
  paths,
  keyValues,
  word,
  labelName,
  stackName
};
