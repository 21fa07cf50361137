import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  applyRules,
  planOffline
} from "./chunk-5JD2VKJF.js";
import "./chunk-ZME2F2HG.js";
import "./chunk-6GJXEUU7.js";
import "./chunk-BM74T3SP.js";
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
