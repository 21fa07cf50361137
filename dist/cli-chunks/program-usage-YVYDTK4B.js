import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  decodeProgramUsage,
  readProgramUsage,
  writeProgramUsage
} from "./chunk-H6YNBWP4.js";
import "./chunk-7HYH5KSC.js";
import "./chunk-7NB5FJPU.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-OL2ODDOT.js";
import "./chunk-36OXL5Z3.js";
import "./chunk-NTU4DC6U.js";
import "./chunk-WDVDZIRV.js";
export {
  decodeProgramUsage,
  readProgramUsage,
  writeProgramUsage
};
