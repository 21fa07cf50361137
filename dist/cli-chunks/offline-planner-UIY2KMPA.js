import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  applyRules,
  planOffline
} from "./chunk-25E52I4S.js";
import "./chunk-TOJYU2XC.js";
import "./chunk-CAECT426.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-IEUOLUBU.js";
import "./chunk-FZZY5IOO.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-IT7BPJE5.js";
import "./chunk-R4WVO343.js";
import "./chunk-7PC4ANSG.js";
import "./chunk-CZED2NF6.js";
import "./chunk-IHLDDTAE.js";
import "./chunk-WDVDZIRV.js";
export {
  applyRules,
  planOffline
};
