import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  executeRun,
  runGenerate
} from "./chunk-TE3GK4TG.js";
import "./chunk-SJJKBX5N.js";
import "./chunk-LZ6AGE2F.js";
import "./chunk-XWMZ6G24.js";
import "./chunk-MV4QEK5G.js";
import "./chunk-OBM3HYB6.js";
import "./chunk-NANRW4ZB.js";
import "./chunk-AC47EOLW.js";
import "./chunk-5TTOZR5I.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-UNE477HE.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-KVLIFFNH.js";
import "./chunk-UXRQQCU5.js";
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
