import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);

// src/shared/tokens.ts
import { Tiktoken } from "js-tiktoken/lite";
import o200kBase from "js-tiktoken/ranks/o200k_base";
var encoder;
function countTokens(text) {
  encoder ??= new Tiktoken(o200kBase);
  return encoder.encode(text).length;
}

export {
  countTokens
};
