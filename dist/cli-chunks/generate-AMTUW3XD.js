import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  executeRun,
  runGenerate
} from "./chunk-2WKTDKWM.js";
import "./chunk-YFVZR7E6.js";
import "./chunk-PAHCN7EO.js";
import "./chunk-DMSIUXF3.js";
import "./chunk-P4OU5RHW.js";
import "./chunk-OBM3HYB6.js";
import "./chunk-NANRW4ZB.js";
import "./chunk-UJFVIFJX.js";
import "./chunk-2GGBZIHR.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-UNE477HE.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-KC4LROX4.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-6NAKKYOX.js";
import "./chunk-RA3WSDDA.js";
import "./chunk-WDVDZIRV.js";
export {
  executeRun,
  runGenerate
};
