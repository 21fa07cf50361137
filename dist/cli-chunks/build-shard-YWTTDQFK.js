import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  buildProviderShard
} from "./chunk-3ZJ2FFR7.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-QYB4LNJO.js";
import "./chunk-RA3WSDDA.js";
import "./chunk-WDVDZIRV.js";
export {
  buildProviderShard
};
