import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  applyRules,
  planOffline
} from "./chunk-T6S3QWCP.js";
import "./chunk-TQLFWWOT.js";
import "./chunk-FMBDLAIV.js";
import "./chunk-34UK6YYE.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-IEUOLUBU.js";
import "./chunk-34KYJBJX.js";
import "./chunk-U3QS74CR.js";
import "./chunk-QYB4LNJO.js";
import "./chunk-RA3WSDDA.js";
import "./chunk-WDVDZIRV.js";
export {
  applyRules,
  planOffline
};
