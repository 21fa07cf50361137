import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  buildProviderShard
} from "./chunk-DT5ROZRI.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-BBR3EX2D.js";
import "./chunk-2ZFRDBG5.js";
import "./chunk-WDVDZIRV.js";
export {
  buildProviderShard
};
