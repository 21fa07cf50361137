import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  buildPipeline
} from "./chunk-DMFKR4IY.js";
import "./chunk-P3L5KPBE.js";
import "./chunk-VOSWBDP6.js";
import "./chunk-AGF5U26Y.js";
import "./chunk-KMLPHYRC.js";
import "./chunk-YT4ZRIAA.js";
import "./chunk-R2OMSSDR.js";
import "./chunk-EMNPHQCV.js";
import "./chunk-3PMP5C22.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-UNE477HE.js";
import "./chunk-DT5ROZRI.js";
import "./chunk-WNEYECMP.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-7SEP2IVN.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-SD43JKH6.js";
import "./chunk-53XSFNYX.js";
import "./chunk-WJL7PTQX.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-3GZKUJ5H.js";
import "./chunk-JQWQISBW.js";
import "./chunk-7NB5FJPU.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-4EEWUX2Q.js";
import "./chunk-43BFDBV5.js";
import "./chunk-BY7LVV2L.js";
import "./chunk-BBR3EX2D.js";
import "./chunk-2ZFRDBG5.js";
import "./chunk-WDVDZIRV.js";
export {
  buildPipeline
};
