import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  buildProviderShard
} from "./chunk-EKLXJSLE.js";
import "./chunk-Z7IK77U6.js";
import "./chunk-JSRDFV33.js";
import "./chunk-S3SEN2HJ.js";
import "./chunk-WDVDZIRV.js";
export {
  buildProviderShard
};
