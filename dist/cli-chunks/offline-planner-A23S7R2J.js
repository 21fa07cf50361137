import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  applyRules,
  planOffline
} from "./chunk-VY3IHEHB.js";
import "./chunk-VGGKYCNE.js";
import "./chunk-UWKUWGC6.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-2VSFJCNW.js";
import "./chunk-36OXL5Z3.js";
import "./chunk-NTU4DC6U.js";
import "./chunk-WDVDZIRV.js";
export {
  applyRules,
  planOffline
};
