import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  buildPipeline
} from "./chunk-ZPID44FL.js";
import "./chunk-VVG2EFIH.js";
import "./chunk-VOSWBDP6.js";
import "./chunk-TTH6QBIL.js";
import "./chunk-ZNZTGAW7.js";
import "./chunk-B4WWDW2S.js";
import "./chunk-U4SAWZOT.js";
import "./chunk-3AOBKOSF.js";
import "./chunk-LSY2EC6N.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-UNE477HE.js";
import "./chunk-DP3TBWTN.js";
import "./chunk-WNEYECMP.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-JBAEBMRC.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-VY3IHEHB.js";
import "./chunk-VGGKYCNE.js";
import "./chunk-UWKUWGC6.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-7HYH5KSC.js";
import "./chunk-7NB5FJPU.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-OL2ODDOT.js";
import "./chunk-43BFDBV5.js";
import "./chunk-2VSFJCNW.js";
import "./chunk-36OXL5Z3.js";
import "./chunk-NTU4DC6U.js";
import "./chunk-WDVDZIRV.js";
export {
  buildPipeline
};
