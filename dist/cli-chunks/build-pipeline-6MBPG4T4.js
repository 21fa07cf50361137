import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  buildPipeline
} from "./chunk-ZF7MKLFB.js";
import "./chunk-K3KWOF32.js";
import "./chunk-VOSWBDP6.js";
import "./chunk-WSVZUT6C.js";
import "./chunk-UNDMUEDM.js";
import "./chunk-JH6V3QFN.js";
import "./chunk-ZBOOCMUK.js";
import "./chunk-24LVSCWW.js";
import "./chunk-TCS6C75F.js";
import "./chunk-2YQMTHMF.js";
import "./chunk-UNE477HE.js";
import "./chunk-7IFMQEIK.js";
import "./chunk-WNEYECMP.js";
import "./chunk-WJJEMXOX.js";
import "./chunk-IL6MBNOS.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-25E52I4S.js";
import "./chunk-TOJYU2XC.js";
import "./chunk-CAECT426.js";
import "./chunk-C5HLSNTV.js";
import "./chunk-IEUOLUBU.js";
import "./chunk-FZZY5IOO.js";
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
