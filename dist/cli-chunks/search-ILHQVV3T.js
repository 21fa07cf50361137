import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  openRegistrySearch,
  runSearch
} from "./chunk-OW5XUNKT.js";
import "./chunk-BRRR22ZA.js";
import "./chunk-YKY4QBOQ.js";
import "./chunk-MV4QEK5G.js";
import "./chunk-OBM3HYB6.js";
import "./chunk-ZK3UGA2I.js";
import "./chunk-JH6V3QFN.js";
import "./chunk-24LVSCWW.js";
import "./chunk-5TTOZR5I.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-IL6MBNOS.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-DOAH2ARM.js";
import "./chunk-IEUOLUBU.js";
import "./chunk-UXRQQCU5.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-FXKNSDHB.js";
import "./chunk-7NB5FJPU.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-R4WVO343.js";
import "./chunk-7PC4ANSG.js";
import "./chunk-CZED2NF6.js";
import "./chunk-IHLDDTAE.js";
import "./chunk-WDVDZIRV.js";
export {
  openRegistrySearch,
  runSearch
};
