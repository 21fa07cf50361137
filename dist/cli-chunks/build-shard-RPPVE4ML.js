import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  buildProviderShard
} from "./chunk-LF23QF4T.js";
import "./chunk-3VJYBSBN.js";
import "./chunk-JSRDFV33.js";
import "./chunk-K22RGH6H.js";
import "./chunk-WDVDZIRV.js";
export {
  buildProviderShard
};
