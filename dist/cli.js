import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  asksForVersion
} from "./cli-chunks/chunk-IJ3SQ2AF.js";
import {
  packageVersion
} from "./cli-chunks/chunk-NANRW4ZB.js";
import "./cli-chunks/chunk-UNE477HE.js";
import "./cli-chunks/chunk-WDVDZIRV.js";

// src/cli/main.ts
var argv = process.argv.slice(2);
if (asksForVersion(argv)) {
  process.stdout.write(`${packageVersion()}
`);
} else {
  const { startCli } = await import("./cli-chunks/start-BLLJMGYC.js");
  process.exitCode = await startCli(argv, process.env);
}
