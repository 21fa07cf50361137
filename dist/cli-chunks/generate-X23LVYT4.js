import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  executeRun,
  runGenerate
} from "./chunk-CEZJVYDQ.js";
import "./chunk-NSFANEA2.js";
import "./chunk-L4J3FRQ3.js";
import "./chunk-Q4OWWGLH.js";
import "./chunk-Z4YG3EE4.js";
import "./chunk-OBM3HYB6.js";
import "./chunk-NANRW4ZB.js";
import "./chunk-5WNB35WQ.js";
import "./chunk-QY5BIQHY.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-UNE477HE.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-NRE5TNZE.js";
import "./chunk-CV5VMLW7.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-7PC4ANSG.js";
import "./chunk-IHLDDTAE.js";
import "./chunk-WDVDZIRV.js";
export {
  executeRun,
  runGenerate
};
