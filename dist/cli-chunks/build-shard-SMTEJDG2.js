import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  buildProviderShard
} from "./chunk-7IFMQEIK.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-CZED2NF6.js";
import "./chunk-IHLDDTAE.js";
import "./chunk-WDVDZIRV.js";
export {
  buildProviderShard
};
