import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  executeRun,
  runGenerate
} from "./chunk-JXEFDMTH.js";
import "./chunk-K5QJSRMJ.js";
import "./chunk-BULVWUXJ.js";
import "./chunk-3E3DCU7V.js";
import "./chunk-47WWRTKS.js";
import "./chunk-UNE477HE.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-72L5FWHI.js";
import "./chunk-OBM3HYB6.js";
import "./chunk-4WDWZ23T.js";
import "./chunk-PDXLN2IU.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-MXG6G3QI.js";
import "./chunk-JSRDFV33.js";
import "./chunk-S3SEN2HJ.js";
import "./chunk-WDVDZIRV.js";
export {
  executeRun,
  runGenerate
};
