import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  applyRules,
  planOffline
} from "./chunk-R3C2VT2E.js";
import "./chunk-WHANUEPQ.js";
import "./chunk-4YM2RYDG.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-URMLMLEP.js";
import "./chunk-BBR3EX2D.js";
import "./chunk-2ZFRDBG5.js";
import "./chunk-WDVDZIRV.js";
export {
  applyRules,
  planOffline
};
