import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  buildPipeline
} from "./chunk-UFDO4RPU.js";
import "./chunk-DL6SYORU.js";
import "./chunk-5YTCZ5J6.js";
import "./chunk-I6NCUIFS.js";
import "./chunk-KPWC4SCP.js";
import "./chunk-HTSCHWGO.js";
import "./chunk-WUYFAMEH.js";
import "./chunk-VOSWBDP6.js";
import "./chunk-LF23QF4T.js";
import "./chunk-NLBDRLON.js";
import "./chunk-WNEYECMP.js";
import "./chunk-5VNLK2HL.js";
import "./chunk-J4OESL5H.js";
import "./chunk-U4J2YF33.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-43BFDBV5.js";
import "./chunk-4RCP3Z2G.js";
import "./chunk-3VJYBSBN.js";
import "./chunk-FSVQULBN.js";
import "./chunk-VCCIX3F6.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-UNE477HE.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-JSRDFV33.js";
import "./chunk-5MNXLA4N.js";
import "./chunk-K22RGH6H.js";
import "./chunk-WDVDZIRV.js";
export {
  buildPipeline
};
