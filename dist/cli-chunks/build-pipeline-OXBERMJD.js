import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  buildPipeline
} from "./chunk-RGDBBKC4.js";
import "./chunk-3PTOAAPO.js";
import "./chunk-VOSWBDP6.js";
import "./chunk-5WNB35WQ.js";
import "./chunk-W2EWLMB7.js";
import "./chunk-TY5VJKMA.js";
import "./chunk-USPETFQB.js";
import "./chunk-24LVSCWW.js";
import "./chunk-QY5BIQHY.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-UNE477HE.js";
import "./chunk-XVIACYZA.js";
import "./chunk-WNEYECMP.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-WMM6RTZI.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-OQ5VXK7S.js";
import "./chunk-NRE5TNZE.js";
import "./chunk-Z5QXJFP5.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-IEUOLUBU.js";
import "./chunk-CV5VMLW7.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-FXKNSDHB.js";
import "./chunk-7NB5FJPU.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-IT7BPJE5.js";
import "./chunk-43BFDBV5.js";
import "./chunk-R4WVO343.js";
import "./chunk-7PC4ANSG.js";
import "./chunk-CZED2NF6.js";
import "./chunk-IHLDDTAE.js";
import "./chunk-WDVDZIRV.js";
export {
  buildPipeline
};
