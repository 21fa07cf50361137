import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  buildPipeline
} from "./chunk-OQFVARMY.js";
import "./chunk-7HLVAPYW.js";
import "./chunk-VOSWBDP6.js";
import "./chunk-5WNB35WQ.js";
import "./chunk-PFFAOZSM.js";
import "./chunk-JH6V3QFN.js";
import "./chunk-POMPVXJ2.js";
import "./chunk-24LVSCWW.js";
import "./chunk-BHQDHIFW.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-UNE477HE.js";
import "./chunk-7IFMQEIK.js";
import "./chunk-WNEYECMP.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-IL6MBNOS.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-DIGRFLVF.js";
import "./chunk-NRE5TNZE.js";
import "./chunk-X7HYI5W7.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-IEUOLUBU.js";
import "./chunk-2ILAZFKB.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-FXKNSDHB.js";
import "./chunk-7NB5FJPU.js";
import "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-IT7BPJE5.js";
import "./chunk-43BFDBV5.js";
import "./chunk-R4WVO343.js";
import "./chunk-7PC4ANSG.js";
import "./chunk-CZED2NF6.js";
import "./chunk-IHLDDTAE.js";
import "./chunk-WDVDZIRV.js";
export {
  buildPipeline
};
