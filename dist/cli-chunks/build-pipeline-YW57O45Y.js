import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  buildPipeline
} from "./chunk-JGDJR2US.js";
import "./chunk-2Y2JSDMO.js";
import "./chunk-VOSWBDP6.js";
import "./chunk-G6JXPRXH.js";
import "./chunk-CKZRXGER.js";
import "./chunk-YYZMK4XZ.js";
import "./chunk-UWKTDB5F.js";
import "./chunk-MJCRMTUT.js";
import "./chunk-2GGBZIHR.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-UNE477HE.js";
import "./chunk-3ZJ2FFR7.js";
import "./chunk-WNEYECMP.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-FLQNQ5SV.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-NZ32B5Q2.js";
import "./chunk-G6PQO4AM.js";
import "./chunk-SUCMW3UH.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-IEUOLUBU.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-A5W343NC.js";
import "./chunk-7NB5FJPU.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-34KYJBJX.js";
import "./chunk-43BFDBV5.js";
import "./chunk-ATS4KEY6.js";
import "./chunk-6NAKKYOX.js";
import "./chunk-QYB4LNJO.js";
import "./chunk-RA3WSDDA.js";
import "./chunk-WDVDZIRV.js";
export {
  buildPipeline
};
