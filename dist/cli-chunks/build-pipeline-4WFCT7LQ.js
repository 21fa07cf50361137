import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  buildPipeline
} from "./chunk-4IAQWWNV.js";
import "./chunk-7D5IDXCL.js";
import "./chunk-VOSWBDP6.js";
import "./chunk-HKBFBRIR.js";
import "./chunk-4R5W6XIG.js";
import "./chunk-YYZMK4XZ.js";
import "./chunk-Y33W74JB.js";
import "./chunk-XYADV2W4.js";
import "./chunk-2GGBZIHR.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-UNE477HE.js";
import "./chunk-3ZJ2FFR7.js";
import "./chunk-WNEYECMP.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-FLQNQ5SV.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-5JD2VKJF.js";
import "./chunk-ZME2F2HG.js";
import "./chunk-6GJXEUU7.js";
import "./chunk-BM74T3SP.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-IEUOLUBU.js";
import "./chunk-A5W343NC.js";
import "./chunk-7NB5FJPU.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-34KYJBJX.js";
import "./chunk-43BFDBV5.js";
import "./chunk-PMR6MPA4.js";
import "./chunk-QYB4LNJO.js";
import "./chunk-RA3WSDDA.js";
import "./chunk-WDVDZIRV.js";
export {
  buildPipeline
};
