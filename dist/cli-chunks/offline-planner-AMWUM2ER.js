import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  applyRules,
  planOffline
} from "./chunk-UUHWMVMZ.js";
import "./chunk-YZHK7PXQ.js";
import "./chunk-5QY3KRSD.js";
import "./chunk-3BT7FHWP.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-IEUOLUBU.js";
import "./chunk-34KYJBJX.js";
import "./chunk-PMR6MPA4.js";
import "./chunk-QYB4LNJO.js";
import "./chunk-RA3WSDDA.js";
import "./chunk-WDVDZIRV.js";
export {
  applyRules,
  planOffline
};
