import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  openRegistrySearch,
  runSearch
} from "./chunk-24PVLEPZ.js";
import "./chunk-BRRR22ZA.js";
import "./chunk-3OOXPMFF.js";
import "./chunk-YK5ZTD3S.js";
import "./chunk-OBM3HYB6.js";
import "./chunk-UNDMUEDM.js";
import "./chunk-JH6V3QFN.js";
import "./chunk-24LVSCWW.js";
import "./chunk-TCS6C75F.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-IL6MBNOS.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-CAECT426.js";
import "./chunk-IEUOLUBU.js";
import "./chunk-FZZY5IOO.js";
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
