import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  settingOptions
} from "./chunk-PNT2W6HT.js";

// src/cli/commands/verify.ts
var VERIFY_SETTINGS = [
  "request",
  "configStack",
  "config",
  "preview",
  "sandbox",
  "policy",
  "policyPacks",
  "policyConfig",
  "format",
  "json"
];
var USAGE = `Usage: pulumi-gen verify [DIR] [options]

Checks an existing Pulumi TypeScript project (default: the current folder) without cloud credentials and
without changing it: the safety gate, a typecheck as tsc checks the project, a mock run of the program in the
OS sandbox once per configuration case with every registration checked against the provider schemas, the
policy packs, and pulumi preview when a CLI is present. With --request, the intent rung also checks that the
program does what the request asks. Exit 0 only when every rung that ran passed.`;
var verifyCommand = {
  kind: "leaf",
  name: "verify",
  summary: "Verify an existing Pulumi TypeScript project without cloud credentials",
  usage: USAGE,
  options: settingOptions(VERIFY_SETTINGS),
  run: async (context) => (await import("./verify-2VAUOODZ.js")).runVerify(context)
};

export {
  VERIFY_SETTINGS,
  verifyCommand
};
