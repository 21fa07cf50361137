import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  executeRun,
  runGenerate
} from "./chunk-KN7EWNVA.js";
import "./chunk-3LXY6EUZ.js";
import "./chunk-UZRMT456.js";
import "./chunk-SOVC6MPL.js";
import "./chunk-4SOJ564B.js";
import "./chunk-OBM3HYB6.js";
import "./chunk-NANRW4ZB.js";
import "./chunk-5WNB35WQ.js";
import "./chunk-BHQDHIFW.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-UNE477HE.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-NRE5TNZE.js";
import "./chunk-2ILAZFKB.js";
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
