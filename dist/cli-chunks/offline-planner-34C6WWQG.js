import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  applyRules,
  planOffline
} from "./chunk-NZ32B5Q2.js";
import "./chunk-G6PQO4AM.js";
import "./chunk-SUCMW3UH.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-IEUOLUBU.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-34KYJBJX.js";
import "./chunk-ATS4KEY6.js";
import "./chunk-6NAKKYOX.js";
import "./chunk-QYB4LNJO.js";
import "./chunk-RA3WSDDA.js";
import "./chunk-WDVDZIRV.js";
export {
  applyRules,
  planOffline
};
