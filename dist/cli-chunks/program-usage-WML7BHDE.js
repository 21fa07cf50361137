import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  decodeProgramUsage,
  readProgramUsage,
  writeProgramUsage
} from "./chunk-RHIWXJS6.js";
import "./chunk-A5W343NC.js";
import "./chunk-7NB5FJPU.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-34KYJBJX.js";
import "./chunk-QYB4LNJO.js";
import "./chunk-RA3WSDDA.js";
import "./chunk-WDVDZIRV.js";
export {
  decodeProgramUsage,
  readProgramUsage,
  writeProgramUsage
};
