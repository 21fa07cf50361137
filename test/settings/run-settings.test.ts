import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ACTION_SETTINGS } from '../../src/action/inputs.js';
import { allCommands } from '../../src/cli/commands/index.js';
import { leafHelp } from '../../src/cli/help.js';
import { packageRoot } from '../../src/shared/paths.js';
import { RUN_SETTINGS, type RunSetting } from '../../src/settings/run-settings.js';

interface ActionYml {
  readonly inputs: Record<string, { readonly default?: unknown; readonly description: string }>;
}

const actionYml = parse(readFileSync(join(packageRoot(), 'action.yml'), 'utf8')) as ActionYml;
const rows = Object.entries(RUN_SETTINGS) as [string, RunSetting<unknown>][];

describe('the run-configuration table', () => {
  it('names exactly the inputs action.yml declares, with the same defaults', () => {
    const tableInputs = rows.filter(([, row]) => row.input !== undefined);
    expect(tableInputs.map(([, row]) => row.input).sort()).toEqual(Object.keys(actionYml.inputs).sort());
    for (const [id, row] of tableInputs) {
      const declared = actionYml.inputs[row.input!];
      expect(String(declared?.default ?? ''), `default of input '${row.input}' (${id})`).toBe(
        row.inputDefault ?? '',
      );
    }
  });

  it('is what the action parses: every input of the table, no other', () => {
    const withInput = rows.filter(([, row]) => row.input !== undefined).map(([id]) => id);
    expect([...ACTION_SETTINGS].sort()).toEqual(withInput.sort());
  });

  it('parses its own defaults: a default the parser would refuse is a typo in the table', () => {
    for (const [id, row] of rows) {
      if (row.inputDefault !== undefined && row.inputDefault !== '' && !row.inputDefault.includes('${{')) {
        expect(row.parse(row.inputDefault), id).toEqual(row.default);
      }
    }
  });

  it('gives every flag one line of help, written from the table', () => {
    for (const command of allCommands.flatMap((c) => (c.kind === 'leaf' ? [c] : c.subcommands))) {
      const help = leafHelp(command.name, command);
      for (const option of command.options) {
        const lines = help
          .split('\n')
          .filter((line) => line.startsWith(`  --${option.name} `) || line === `  --${option.name}`);
        expect(lines, `${command.name} --${option.name}`).toHaveLength(1);
      }
      expect(new Set(command.options.map((o) => o.name)).size).toBe(command.options.length);
    }
  });
});
