import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  decodeProgramUsage,
  readProgramUsage,
  writeProgramUsage
} from "./chunk-AWNMY3WL.js";
import "./chunk-JQWQISBW.js";
import "./chunk-7NB5FJPU.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-4EEWUX2Q.js";
import "./chunk-BBR3EX2D.js";
import "./chunk-2ZFRDBG5.js";
import "./chunk-WDVDZIRV.js";
export {
  decodeProgramUsage,
  readProgramUsage,
  writeProgramUsage
};
