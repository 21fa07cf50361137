import type { SettingId } from '../../settings/run-settings.js';
import type { LeafCommand } from '../command.js';
import { settingOptions } from '../setting-options.js';

/** The run settings `verify` takes, in `--help` order. */
export const VERIFY_SETTINGS = [
  'request',
  'configStack',
  'config',
  'preview',
  'sandbox',
  'policy',
  'policyPacks',
  'policyConfig',
  'format',
  'json',
] as const satisfies readonly SettingId[];

const USAGE = `Usage: pulumi-gen verify [DIR] [options]

Checks an existing Pulumi TypeScript project (default: the current folder) without cloud credentials and
without changing it: the safety gate, a typecheck as tsc checks the project, a mock run of the program in the
OS sandbox once per configuration case with every registration checked against the provider schemas, the
policy packs, and pulumi preview when a CLI is present. With --request, the intent rung also checks that the
program does what the request asks. Exit 0 only when every rung that ran passed.`;

export const verifyCommand: LeafCommand = {
  kind: 'leaf',
  name: 'verify',
  summary: 'Verify an existing Pulumi TypeScript project without cloud credentials',
  usage: USAGE,
  options: settingOptions(VERIFY_SETTINGS),
  run: async (context) => (await import('../handlers/verify.js')).runVerify(context),
};
