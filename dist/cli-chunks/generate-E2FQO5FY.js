import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  executeRun,
  runGenerate
} from "./chunk-KYWPRECZ.js";
import "./chunk-EWR3TMXB.js";
import "./chunk-AWBAO7WI.js";
import "./chunk-37F2XGCT.js";
import "./chunk-GGXSQFRC.js";
import "./chunk-OBM3HYB6.js";
import "./chunk-NANRW4ZB.js";
import "./chunk-AGF5U26Y.js";
import "./chunk-3PMP5C22.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-UNE477HE.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-53XSFNYX.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-2ZFRDBG5.js";
import "./chunk-WDVDZIRV.js";
export {
  executeRun,
  runGenerate
};
