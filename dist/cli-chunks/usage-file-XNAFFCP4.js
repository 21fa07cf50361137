import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  countBuildUsage,
  decodeUsage,
  encodeUsageFile,
  shippedInputUsage,
  usageEntries
} from "./chunk-OL2ODDOT.js";
import "./chunk-36OXL5Z3.js";
import "./chunk-NTU4DC6U.js";
import "./chunk-WDVDZIRV.js";
export {
  countBuildUsage,
  decodeUsage,
  encodeUsageFile,
  shippedInputUsage,
  usageEntries
};
