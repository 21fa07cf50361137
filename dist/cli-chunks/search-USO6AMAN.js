import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  openRegistrySearch,
  runSearch
} from "./chunk-D5QQH6Z4.js";
import "./chunk-BRRR22ZA.js";
import "./chunk-56MG75EP.js";
import "./chunk-4SOJ564B.js";
import "./chunk-OBM3HYB6.js";
import "./chunk-PFFAOZSM.js";
import "./chunk-JH6V3QFN.js";
import "./chunk-24LVSCWW.js";
import "./chunk-BHQDHIFW.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-IL6MBNOS.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-X7HYI5W7.js";
import "./chunk-IEUOLUBU.js";
import "./chunk-2ILAZFKB.js";
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
