import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  applyRules,
  planOffline
} from "./chunk-7IMKT5MU.js";
import "./chunk-YTESCRM3.js";
import "./chunk-HQJZN6CW.js";
import "./chunk-IXSPKU4R.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-IEUOLUBU.js";
import "./chunk-Y2IVZUYE.js";
import "./chunk-U3QS74CR.js";
import "./chunk-QYB4LNJO.js";
import "./chunk-RA3WSDDA.js";
import "./chunk-WDVDZIRV.js";
export {
  applyRules,
  planOffline
};
