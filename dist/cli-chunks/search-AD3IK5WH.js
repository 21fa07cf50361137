import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  openRegistrySearch,
  runSearch
} from "./chunk-FJWZGMJW.js";
import "./chunk-BRRR22ZA.js";
import "./chunk-M2X5EXEO.js";
import "./chunk-GGXSQFRC.js";
import "./chunk-OBM3HYB6.js";
import "./chunk-KMLPHYRC.js";
import "./chunk-YT4ZRIAA.js";
import "./chunk-EMNPHQCV.js";
import "./chunk-3PMP5C22.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-7SEP2IVN.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-WJL7PTQX.js";
import "./chunk-3GZKUJ5H.js";
import "./chunk-JQWQISBW.js";
import "./chunk-7NB5FJPU.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-BY7LVV2L.js";
import "./chunk-BBR3EX2D.js";
import "./chunk-2ZFRDBG5.js";
import "./chunk-WDVDZIRV.js";
export {
  openRegistrySearch,
  runSearch
};
