import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  buildPipeline
} from "./chunk-NCQXEHNC.js";
import "./chunk-MN3DNUX4.js";
import "./chunk-VOSWBDP6.js";
import "./chunk-3OJDGKQS.js";
import "./chunk-X2465MSW.js";
import "./chunk-YYZMK4XZ.js";
import "./chunk-RYLIBHSC.js";
import "./chunk-E6BYFJ36.js";
import "./chunk-2GGBZIHR.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-UNE477HE.js";
import "./chunk-3ZJ2FFR7.js";
import "./chunk-WNEYECMP.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-FLQNQ5SV.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-OGFQA72N.js";
import "./chunk-G5QOOVSF.js";
import "./chunk-F35T7JHK.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-3GZKUJ5H.js";
import "./chunk-A5W343NC.js";
import "./chunk-7NB5FJPU.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-Y2IVZUYE.js";
import "./chunk-43BFDBV5.js";
import "./chunk-U3QS74CR.js";
import "./chunk-QYB4LNJO.js";
import "./chunk-RA3WSDDA.js";
import "./chunk-WDVDZIRV.js";
export {
  buildPipeline
};
