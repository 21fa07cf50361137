import { RUN_SETTINGS, type RunSetting, type SettingId } from '../settings/run-settings.js';
import type { CliOption } from './command.js';

/** A table default as `--help` says it: `(default 3)`, `(default $PULUMI_GEN_MODEL, else gpt-4.1)`. */
function defaultNote(row: RunSetting<unknown>): string {
  const value =
    row.defaultText ??
    (typeof row.default === 'string' || typeof row.default === 'number' ? String(row.default) : undefined);
  const parts = [row.env === undefined ? undefined : `$${row.env}`, value].filter((p) => p !== undefined);
  return parts.length === 0 ? '' : ` (default ${parts.join(', else ')})`;
}

/** The CLI flags of some run settings, with their `--help` text, read from the run-configuration table. */
export function settingOptions(ids: readonly SettingId[]): CliOption[] {
  return ids.flatMap((id) => {
    const row = RUN_SETTINGS[id] as RunSetting<unknown>;
    if (row.flag === undefined) return [];
    return [
      {
        name: row.flag.name,
        ...(row.flag.value !== undefined ? { value: row.flag.value } : {}),
        ...(row.flag.repeatable === true ? { repeatable: true } : {}),
        help: `${row.help}${row.flag.value === undefined ? '' : defaultNote(row)}`,
      },
    ];
  });
}
