import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  countBuildUsage,
  decodeUsage,
  encodeUsageFile,
  shippedInputUsage,
  usageEntries
} from "./chunk-34KYJBJX.js";
import "./chunk-QYB4LNJO.js";
import "./chunk-RA3WSDDA.js";
import "./chunk-WDVDZIRV.js";
export {
  countBuildUsage,
  decodeUsage,
  encodeUsageFile,
  shippedInputUsage,
  usageEntries
};
