import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  buildPipeline
} from "./chunk-DGA3BPFT.js";
import "./chunk-7366HM3Q.js";
import "./chunk-VOSWBDP6.js";
import "./chunk-UIRC4VPC.js";
import "./chunk-XP3M2GZD.js";
import "./chunk-YYZMK4XZ.js";
import "./chunk-FSU7CJ7J.js";
import "./chunk-6RDNAZVI.js";
import "./chunk-2GGBZIHR.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-UNE477HE.js";
import "./chunk-3ZJ2FFR7.js";
import "./chunk-WNEYECMP.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-FLQNQ5SV.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-T6S3QWCP.js";
import "./chunk-TQLFWWOT.js";
import "./chunk-FMBDLAIV.js";
import "./chunk-34UK6YYE.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-IEUOLUBU.js";
import "./chunk-A5W343NC.js";
import "./chunk-7NB5FJPU.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-34KYJBJX.js";
import "./chunk-43BFDBV5.js";
import "./chunk-U3QS74CR.js";
import "./chunk-QYB4LNJO.js";
import "./chunk-RA3WSDDA.js";
import "./chunk-WDVDZIRV.js";
export {
  buildPipeline
};
