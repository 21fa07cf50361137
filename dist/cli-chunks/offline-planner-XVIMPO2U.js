import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  applyRules,
  planOffline
} from "./chunk-SD43JKH6.js";
import "./chunk-53XSFNYX.js";
import "./chunk-WJL7PTQX.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-3GZKUJ5H.js";
import "./chunk-BY7LVV2L.js";
import "./chunk-BBR3EX2D.js";
import "./chunk-2ZFRDBG5.js";
import "./chunk-WDVDZIRV.js";
export {
  applyRules,
  planOffline
};
