import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  openRegistrySearch,
  runSearch
} from "./chunk-LK2B7L4B.js";
import "./chunk-BRRR22ZA.js";
import "./chunk-LQ7EW3DJ.js";
import "./chunk-FTPYSG2A.js";
import "./chunk-OBM3HYB6.js";
import "./chunk-ZNZTGAW7.js";
import "./chunk-B4WWDW2S.js";
import "./chunk-3AOBKOSF.js";
import "./chunk-LSY2EC6N.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-JBAEBMRC.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-UWKUWGC6.js";
import "./chunk-7HYH5KSC.js";
import "./chunk-7NB5FJPU.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-2VSFJCNW.js";
import "./chunk-36OXL5Z3.js";
import "./chunk-NTU4DC6U.js";
import "./chunk-WDVDZIRV.js";
export {
  openRegistrySearch,
  runSearch
};
