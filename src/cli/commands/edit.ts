import type { SettingId } from '../../settings/run-settings.js';
import type { LeafCommand } from '../command.js';
import { settingOptions } from '../setting-options.js';
import { GENERATE_SETTINGS } from './generate.js';

/** `edit` takes `generate`'s settings but where the project goes: it changes the project in place. */
export const EDIT_SETTINGS: readonly SettingId[] = GENERATE_SETTINGS.filter(
  (id) => id !== 'out' && id !== 'force',
);

const USAGE = `Usage: pulumi-gen edit DIR "<change>" [options]

Changes the Pulumi TypeScript project in DIR as the action's edit mode does on a pull request: the plan
reads the existing program and the change, the program is rewritten and verified by the same ladder, and
the changed files are written back into DIR (the user's Pulumi.yaml, tsconfig.json and stack files are
kept; package.json only gains what the program newly imports). Ends with a diff of every changed file.
With --dry-run nothing is written and the diff shows what would change.`;

export const editCommand: LeafCommand = {
  kind: 'leaf',
  name: 'edit',
  summary: 'Change an existing project (pulumi-gen edit DIR "<change>"), verified, with a diff',
  usage: USAGE,
  options: settingOptions(EDIT_SETTINGS),
  run: async (context) => (await import('../handlers/edit.js')).runEdit(context),
};
