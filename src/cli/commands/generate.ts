import type { LeafCommand } from '../command.js';
import type { SettingId } from '../../settings/run-settings.js';
import { settingOptions } from '../setting-options.js';

/** The run settings `generate` takes, in `--help` order. */
export const GENERATE_SETTINGS = [
  'out',
  'force',
  'dryRun',
  'offline',
  'model',
  'baseUrl',
  'maxTokens',
  'providers',
  'maxRepairs',
  'preview',
  'sandbox',
  'config',
  'secretConfig',
  'stack',
  'policy',
  'policyPacks',
  'policyConfig',
  'format',
  'json',
] as const satisfies readonly SettingId[];

const USAGE = `Usage: pulumi-gen "<request>" [options]
       pulumi-gen generate "<request>" [options]

Turns the request into a Pulumi TypeScript project, verifies it (safety gate, typecheck with code fixes,
mock run, pulumi preview when a CLI is present), repairs it with the model when a rung fails, and writes it
to --out. The model comes from OPENAI_API_KEY / OPENAI_BASE_URL / PULUMI_GEN_MODEL; with neither a key nor a
base URL (or with --offline) an offline composer builds the program from the provider docs' examples.
A .pulumi-gen.yml in the working directory sets the repository's conventions (region, tags, name-prefix,
providers, policy-packs, output-path); flags given here win over it.`;

export const generateCommand: LeafCommand = {
  kind: 'leaf',
  name: 'generate',
  summary: 'Generate a verified Pulumi program from a request (the default command)',
  usage: USAGE,
  options: settingOptions(GENERATE_SETTINGS),
  run: async (context) => (await import('../handlers/generate.js')).runGenerate(context),
};
