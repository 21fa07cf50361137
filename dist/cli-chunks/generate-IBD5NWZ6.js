import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  executeRun,
  runGenerate
} from "./chunk-UDONBPWY.js";
import "./chunk-OSLDZ434.js";
import "./chunk-CG2NZQ5Q.js";
import "./chunk-PNT2W6HT.js";
import "./chunk-YK5ZTD3S.js";
import "./chunk-OBM3HYB6.js";
import "./chunk-NANRW4ZB.js";
import "./chunk-WSVZUT6C.js";
import "./chunk-TCS6C75F.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-UNE477HE.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-TOJYU2XC.js";
import "./chunk-FZZY5IOO.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-7PC4ANSG.js";
import "./chunk-IHLDDTAE.js";
import "./chunk-WDVDZIRV.js";
export {
  executeRun,
  runGenerate
};
