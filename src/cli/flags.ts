import { UsageError } from '../shared/errors.js';
import { InvalidSetting, wholeNumber } from '../settings/parsers.js';
import type { CommandContext } from './command.js';

/** A flag's text value, for the flags of commands outside the run-configuration table. */
export function stringFlag(context: CommandContext, name: string): string | undefined {
  const value = context.values[name];
  return typeof value === 'string' ? value : undefined;
}

/** A result count such as `--limit` or `--k`: a whole number from 1 to 1000, or `fallback` when absent. */
export function limitFlag(context: CommandContext, name: string, fallback: number): number {
  const raw = stringFlag(context, name);
  if (raw === undefined) return fallback;
  try {
    return wholeNumber(1, 1000)(raw);
  } catch (error) {
    if (error instanceof InvalidSetting) throw new UsageError(`--${name} ${error.message}`);
    throw error;
  }
}
