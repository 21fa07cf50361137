import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  openRegistrySearch,
  runSearch
} from "./chunk-K47ZFZ56.js";
import "./chunk-BRRR22ZA.js";
import "./chunk-ZZ3UOGFI.js";
import "./chunk-P4OU5RHW.js";
import "./chunk-OBM3HYB6.js";
import "./chunk-CKZRXGER.js";
import "./chunk-YYZMK4XZ.js";
import "./chunk-MJCRMTUT.js";
import "./chunk-2GGBZIHR.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-FLQNQ5SV.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-SUCMW3UH.js";
import "./chunk-IEUOLUBU.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-A5W343NC.js";
import "./chunk-7NB5FJPU.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-ATS4KEY6.js";
import "./chunk-6NAKKYOX.js";
import "./chunk-QYB4LNJO.js";
import "./chunk-RA3WSDDA.js";
import "./chunk-WDVDZIRV.js";
export {
  openRegistrySearch,
  runSearch
};
