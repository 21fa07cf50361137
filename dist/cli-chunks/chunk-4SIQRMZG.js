import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);

// src/shared/errors.ts
var UsageError = class extends Error {
  name = "UsageError";
};
var UserError = class extends Error {
  name = "UserError";
};
function errorMessage(error) {
  let text;
  if (error instanceof Error) {
    text = error.message || error.name;
  } else if (typeof error === "string") {
    text = error;
  } else {
    try {
      text = JSON.stringify(error) ?? String(error);
    } catch {
      text = String(error);
    }
  }
  return text.replace(/\s*\n\s*/g, " ").trim() || "unknown error";
}

export {
  UsageError,
  UserError,
  errorMessage
};
