import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  countBuildUsage,
  decodeUsage,
  encodeUsageFile,
  shippedInputUsage,
  usageEntries
} from "./chunk-IT7BPJE5.js";
import "./chunk-CZED2NF6.js";
import "./chunk-IHLDDTAE.js";
import "./chunk-WDVDZIRV.js";
export {
  countBuildUsage,
  decodeUsage,
  encodeUsageFile,
  shippedInputUsage,
  usageEntries
};
