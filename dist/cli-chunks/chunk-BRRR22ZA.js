import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  InvalidSetting,
  wholeNumber
} from "./chunk-OBM3HYB6.js";
import {
  UsageError
} from "./chunk-4SIQRMZG.js";

// src/cli/flags.ts
function stringFlag(context, name) {
  const value = context.values[name];
  return typeof value === "string" ? value : void 0;
}
function limitFlag(context, name, fallback) {
  const raw = stringFlag(context, name);
  if (raw === void 0) return fallback;
  try {
    return wholeNumber(1, 1e3)(raw);
  } catch (error) {
    if (error instanceof InvalidSetting) throw new UsageError(`--${name} ${error.message}`);
    throw error;
  }
}

export {
  stringFlag,
  limitFlag
};
