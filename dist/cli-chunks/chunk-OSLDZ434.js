import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  settingOptions
} from "./chunk-PNT2W6HT.js";

// src/cli/commands/generate.ts
var GENERATE_SETTINGS = [
  "out",
  "force",
  "dryRun",
  "offline",
  "model",
  "baseUrl",
  "maxTokens",
  "providers",
  "maxRepairs",
  "preview",
  "sandbox",
  "config",
  "secretConfig",
  "stack",
  "policy",
  "policyPacks",
  "policyConfig",
  "format",
  "json"
];
var USAGE = `Usage: pulumi-gen "<request>" [options]
       pulumi-gen generate "<request>" [options]

Turns the request into a Pulumi TypeScript project, verifies it (safety gate, typecheck with code fixes,
mock run, pulumi preview when a CLI is present), repairs it with the model when a rung fails, and writes it
to --out. The model comes from OPENAI_API_KEY / OPENAI_BASE_URL / PULUMI_GEN_MODEL; with neither a key nor a
base URL (or with --offline) an offline composer builds the program from the provider docs' examples.
A .pulumi-gen.yml in the working directory sets the repository's conventions (region, tags, name-prefix,
providers, policy-packs, output-path); flags given here win over it.`;
var generateCommand = {
  kind: "leaf",
  name: "generate",
  summary: "Generate a verified Pulumi program from a request (the default command)",
  usage: USAGE,
  options: settingOptions(GENERATE_SETTINGS),
  run: async (context) => (await import("./generate-IBD5NWZ6.js")).runGenerate(context)
};

export {
  GENERATE_SETTINGS,
  generateCommand
};
