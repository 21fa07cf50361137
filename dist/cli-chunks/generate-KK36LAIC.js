import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  executeRun,
  runGenerate
} from "./chunk-J6CZAMLT.js";
import "./chunk-5PW3H7CY.js";
import "./chunk-ZC5M34BF.js";
import "./chunk-EZAA4DZM.js";
import "./chunk-TIF3N6D6.js";
import "./chunk-OBM3HYB6.js";
import "./chunk-NANRW4ZB.js";
import "./chunk-FSVQULBN.js";
import "./chunk-VCCIX3F6.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-UNE477HE.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-JSRDFV33.js";
import "./chunk-5MNXLA4N.js";
import "./chunk-K22RGH6H.js";
import "./chunk-WDVDZIRV.js";
export {
  executeRun,
  runGenerate
};
