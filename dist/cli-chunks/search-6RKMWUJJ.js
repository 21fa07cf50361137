import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  openRegistrySearch,
  runSearch
} from "./chunk-N5IYDOYD.js";
import "./chunk-JZO2OJCJ.js";
import "./chunk-JEZES5HE.js";
import "./chunk-KWL7GSNJ.js";
import "./chunk-ZXJZYVEA.js";
import "./chunk-JY6PDJHS.js";
import "./chunk-HYYK4LI6.js";
import "./chunk-KGIWQUZL.js";
import "./chunk-Z7IK77U6.js";
import "./chunk-72L5FWHI.js";
import "./chunk-OBM3HYB6.js";
import "./chunk-4WDWZ23T.js";
import "./chunk-PDXLN2IU.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-MXG6G3QI.js";
import "./chunk-JSRDFV33.js";
import "./chunk-S3SEN2HJ.js";
import "./chunk-WDVDZIRV.js";
export {
  openRegistrySearch,
  runSearch
};
