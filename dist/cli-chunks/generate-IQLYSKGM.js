import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  executeRun,
  runGenerate
} from "./chunk-WDGUWWQF.js";
import "./chunk-XMHW64BI.js";
import "./chunk-HFBLW54J.js";
import "./chunk-DMSIUXF3.js";
import "./chunk-P4OU5RHW.js";
import "./chunk-OBM3HYB6.js";
import "./chunk-NANRW4ZB.js";
import "./chunk-HKBFBRIR.js";
import "./chunk-2GGBZIHR.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-UNE477HE.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-ZME2F2HG.js";
import "./chunk-BM74T3SP.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-PMR6MPA4.js";
import "./chunk-QYB4LNJO.js";
import "./chunk-RA3WSDDA.js";
import "./chunk-WDVDZIRV.js";
export {
  executeRun,
  runGenerate
};
