import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { parse } from 'yaml';
import { RUN_SETTINGS } from '../../src/settings/run-settings.js';
import { packageRoot } from '../../src/shared/paths.js';

const actionYml = parse(readFileSync(join(packageRoot(), 'action.yml'), 'utf8')) as {
  readonly inputs: Record<string, { readonly description: string }>;
};

/**
 * Asserts that a setting of the run-configuration table accepts exactly `choices` (each parses to itself, an
 * unknown value is refused with the list), and that its `--help` and its action input's description in
 * action.yml name each one, so a choice added to the list is also documented where users pick it.
 */
export function expectChoicesOffered(
  setting: 'sandbox' | 'policy',
  choices: readonly string[],
  unknown: string,
): void {
  const row = RUN_SETTINGS[setting];
  const description = actionYml.inputs[row.input!]!.description;
  for (const choice of choices) {
    expect(row.parse(choice)).toBe(choice);
    expect(description, `action.yml ${row.input} input names ${choice}`).toContain(`\`${choice}\``);
    expect(row.help).toMatch(new RegExp(`\\b${choice}\\b`));
  }
  expect(() => row.parse(unknown)).toThrow(`must be one of ${choices.join(', ')}, not '${unknown}'`);
}
