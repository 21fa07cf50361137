import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  decodeProgramUsage,
  readProgramUsage,
  writeProgramUsage
} from "./chunk-X42OYLSO.js";
import "./chunk-FXKNSDHB.js";
import "./chunk-7NB5FJPU.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-IT7BPJE5.js";
import "./chunk-CZED2NF6.js";
import "./chunk-IHLDDTAE.js";
import "./chunk-WDVDZIRV.js";
export {
  decodeProgramUsage,
  readProgramUsage,
  writeProgramUsage
};
