import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  buildProviderShard
} from "./chunk-DP3TBWTN.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-36OXL5Z3.js";
import "./chunk-NTU4DC6U.js";
import "./chunk-WDVDZIRV.js";
export {
  buildProviderShard
};
