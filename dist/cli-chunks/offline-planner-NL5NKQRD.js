import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  applyRules,
  planOffline
} from "./chunk-OGFQA72N.js";
import "./chunk-G5QOOVSF.js";
import "./chunk-F35T7JHK.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-3GZKUJ5H.js";
import "./chunk-Y2IVZUYE.js";
import "./chunk-U3QS74CR.js";
import "./chunk-QYB4LNJO.js";
import "./chunk-RA3WSDDA.js";
import "./chunk-WDVDZIRV.js";
export {
  applyRules,
  planOffline
};
