import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  openRegistrySearch,
  runSearch
} from "./chunk-QON2B4FZ.js";
import "./chunk-BRRR22ZA.js";
import "./chunk-VDJHNBZK.js";
import "./chunk-Z4YG3EE4.js";
import "./chunk-OBM3HYB6.js";
import "./chunk-W2EWLMB7.js";
import "./chunk-TY5VJKMA.js";
import "./chunk-24LVSCWW.js";
import "./chunk-QY5BIQHY.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-WMM6RTZI.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-Z5QXJFP5.js";
import "./chunk-IEUOLUBU.js";
import "./chunk-CV5VMLW7.js";
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
