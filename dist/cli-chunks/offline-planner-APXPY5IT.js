import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  applyRules,
  planOffline
} from "./chunk-J4OESL5H.js";
import "./chunk-U4J2YF33.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-4RCP3Z2G.js";
import "./chunk-3VJYBSBN.js";
import "./chunk-5MNXLA4N.js";
import "./chunk-K22RGH6H.js";
import "./chunk-WDVDZIRV.js";
export {
  applyRules,
  planOffline
};
