import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  countBuildUsage,
  decodeUsage,
  encodeUsageFile,
  shippedInputUsage,
  usageEntries
} from "./chunk-4EEWUX2Q.js";
import "./chunk-BBR3EX2D.js";
import "./chunk-2ZFRDBG5.js";
import "./chunk-WDVDZIRV.js";
export {
  countBuildUsage,
  decodeUsage,
  encodeUsageFile,
  shippedInputUsage,
  usageEntries
};
