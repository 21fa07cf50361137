import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  buildPipeline
} from "./chunk-6RMM2Y5E.js";
import "./chunk-52G6NBBT.js";
import "./chunk-VOSWBDP6.js";
import "./chunk-TZNEMRMX.js";
import "./chunk-JO3SXALX.js";
import "./chunk-YYZMK4XZ.js";
import "./chunk-FK6JXHVE.js";
import "./chunk-RVLOLBHN.js";
import "./chunk-2GGBZIHR.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-UNE477HE.js";
import "./chunk-3ZJ2FFR7.js";
import "./chunk-WNEYECMP.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-FLQNQ5SV.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-7IMKT5MU.js";
import "./chunk-YTESCRM3.js";
import "./chunk-HQJZN6CW.js";
import "./chunk-IXSPKU4R.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-IEUOLUBU.js";
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
