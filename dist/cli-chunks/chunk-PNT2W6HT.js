import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  RUN_SETTINGS
} from "./chunk-YK5ZTD3S.js";

// src/shared/request-limits.ts
var MAX_REQUEST_CHARS = 4e3;
var INVISIBLE_CHARS = /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
var CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
function codePoint(char) {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}
function checkRequest(text) {
  const trimmed = text.trim();
  if (trimmed.length > MAX_REQUEST_CHARS) {
    return {
      kind: "rejected",
      message: `the request is ${trimmed.length} characters; keep it under ${MAX_REQUEST_CHARS} (describe the infrastructure, not paste files)`
    };
  }
  const control = CONTROL_CHARS.exec(trimmed);
  if (control !== null) {
    return {
      kind: "rejected",
      message: `the request contains a control character (${codePoint(control[0])} at position ${control.index + 1}); type the request as plain text`
    };
  }
  const invisible = new RegExp(INVISIBLE_CHARS.source, "u").exec(trimmed);
  if (invisible !== null) {
    return {
      kind: "rejected",
      message: `the request contains an invisible or text-direction character (${codePoint(invisible[0])} at position ${invisible.index + 1}); retype it without copy-pasted formatting`
    };
  }
  return { kind: "ok", text: trimmed };
}
function escapeForTerminal(text) {
  return text.replace(
    new RegExp(`${CONTROL_CHARS.source}|${INVISIBLE_CHARS.source}`, "gu"),
    (char) => `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`
  );
}

// src/cli/setting-options.ts
function defaultNote(row) {
  const value = row.defaultText ?? (typeof row.default === "string" || typeof row.default === "number" ? String(row.default) : void 0);
  const parts = [row.env === void 0 ? void 0 : `$${row.env}`, value].filter((p) => p !== void 0);
  return parts.length === 0 ? "" : ` (default ${parts.join(", else ")})`;
}
function settingOptions(ids) {
  return ids.flatMap((id) => {
    const row = RUN_SETTINGS[id];
    if (row.flag === void 0) return [];
    return [
      {
        name: row.flag.name,
        ...row.flag.value !== void 0 ? { value: row.flag.value } : {},
        ...row.flag.repeatable === true ? { repeatable: true } : {},
        help: `${row.help}${row.flag.value === void 0 ? "" : defaultNote(row)}`
      }
    ];
  });
}

export {
  INVISIBLE_CHARS,
  checkRequest,
  escapeForTerminal,
  settingOptions
};
