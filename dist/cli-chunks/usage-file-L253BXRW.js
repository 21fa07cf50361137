import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  countBuildUsage,
  decodeUsage,
  encodeUsageFile,
  shippedInputUsage,
  usageEntries
} from "./chunk-5VNLK2HL.js";
import "./chunk-3VJYBSBN.js";
import "./chunk-K22RGH6H.js";
import "./chunk-WDVDZIRV.js";
export {
  countBuildUsage,
  decodeUsage,
  encodeUsageFile,
  shippedInputUsage,
  usageEntries
};
