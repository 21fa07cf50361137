import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  executeRun,
  runGenerate
} from "./chunk-BNE4MEUE.js";
import "./chunk-FKOA66SD.js";
import "./chunk-BD3IIPHB.js";
import "./chunk-DMSIUXF3.js";
import "./chunk-P4OU5RHW.js";
import "./chunk-OBM3HYB6.js";
import "./chunk-NANRW4ZB.js";
import "./chunk-G6JXPRXH.js";
import "./chunk-2GGBZIHR.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-UNE477HE.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-G6PQO4AM.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-6NAKKYOX.js";
import "./chunk-RA3WSDDA.js";
import "./chunk-WDVDZIRV.js";
export {
  executeRun,
  runGenerate
};
