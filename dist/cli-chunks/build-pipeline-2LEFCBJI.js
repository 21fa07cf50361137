import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  buildPipeline
} from "./chunk-EAG4W3EN.js";
import "./chunk-6SXMMCEM.js";
import "./chunk-SZX7WY32.js";
import "./chunk-Y6CHFAW4.js";
import "./chunk-EKLXJSLE.js";
import "./chunk-WNEYECMP.js";
import "./chunk-6S252TXS.js";
import "./chunk-47WWRTKS.js";
import "./chunk-UNE477HE.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-KWL7GSNJ.js";
import "./chunk-ZXJZYVEA.js";
import "./chunk-JY6PDJHS.js";
import "./chunk-HYYK4LI6.js";
import "./chunk-KGIWQUZL.js";
import "./chunk-Z7IK77U6.js";
import "./chunk-4WDWZ23T.js";
import "./chunk-PDXLN2IU.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-MXG6G3QI.js";
import "./chunk-JSRDFV33.js";
import "./chunk-S3SEN2HJ.js";
import "./chunk-WDVDZIRV.js";
export {
  buildPipeline
};
