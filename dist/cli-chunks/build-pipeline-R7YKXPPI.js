import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  buildPipeline
} from "./chunk-FZ6L6DM7.js";
import "./chunk-FFBTZYYG.js";
import "./chunk-VOSWBDP6.js";
import "./chunk-SPLWU2B4.js";
import "./chunk-5Q6ODYGR.js";
import "./chunk-YT4ZRIAA.js";
import "./chunk-OYSBKYGH.js";
import "./chunk-BRGORNGI.js";
import "./chunk-3PMP5C22.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-UNE477HE.js";
import "./chunk-DT5ROZRI.js";
import "./chunk-WNEYECMP.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-7SEP2IVN.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-R3C2VT2E.js";
import "./chunk-WHANUEPQ.js";
import "./chunk-4YM2RYDG.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-JQWQISBW.js";
import "./chunk-7NB5FJPU.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-4EEWUX2Q.js";
import "./chunk-43BFDBV5.js";
import "./chunk-URMLMLEP.js";
import "./chunk-BBR3EX2D.js";
import "./chunk-2ZFRDBG5.js";
import "./chunk-WDVDZIRV.js";
export {
  buildPipeline
};
