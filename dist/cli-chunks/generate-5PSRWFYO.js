import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  executeRun,
  runGenerate
} from "./chunk-Q3C4JZDO.js";
import "./chunk-JKUJFD7H.js";
import "./chunk-7UDFAUTO.js";
import "./chunk-37F2XGCT.js";
import "./chunk-GGXSQFRC.js";
import "./chunk-OBM3HYB6.js";
import "./chunk-NANRW4ZB.js";
import "./chunk-3C62RBA2.js";
import "./chunk-3PMP5C22.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-UNE477HE.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-HBGSGGMT.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-2ZFRDBG5.js";
import "./chunk-WDVDZIRV.js";
export {
  executeRun,
  runGenerate
};
