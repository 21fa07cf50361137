import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  openRegistrySearch,
  runSearch
} from "./chunk-FIRVRER6.js";
import "./chunk-BRRR22ZA.js";
import "./chunk-TSPPOZFH.js";
import "./chunk-5YTCZ5J6.js";
import "./chunk-I6NCUIFS.js";
import "./chunk-HTSCHWGO.js";
import "./chunk-WUYFAMEH.js";
import "./chunk-NLBDRLON.js";
import "./chunk-U4J2YF33.js";
import "./chunk-4RCP3Z2G.js";
import "./chunk-3VJYBSBN.js";
import "./chunk-TIF3N6D6.js";
import "./chunk-OBM3HYB6.js";
import "./chunk-VCCIX3F6.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-JSRDFV33.js";
import "./chunk-K22RGH6H.js";
import "./chunk-WDVDZIRV.js";
export {
  openRegistrySearch,
  runSearch
};
