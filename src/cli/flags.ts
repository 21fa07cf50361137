import { UsageError } from '../shared/errors.js';
import type { CommandContext } from './command.js';

/** The one set of flag readers every command uses: the parser hands values over untyped. */
export function stringFlag(context: CommandContext, name: string): string | undefined {
  const value = context.values[name];
  return typeof value === 'string' ? value : undefined;
}

export function booleanFlag(context: CommandContext, name: string): boolean {
  return context.values[name] === true;
}

/** A repeatable flag (`--provider aws --provider gcp`), as its values in order. */
export function listFlag(context: CommandContext, name: string): string[] {
  const value = context.values[name];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** A whole number flag within `min..max`, or `fallback` when absent. */
export function integerFlag(
  context: CommandContext,
  name: string,
  fallback: number,
  range: { readonly min: number; readonly max: number } = { min: 1, max: 1000 },
): number {
  const raw = stringFlag(context, name);
  if (raw === undefined) {
    return fallback;
  }
  const value = Number(raw);
  if (!Number.isInteger(value) || value < range.min || value > range.max) {
    throw new UsageError(`--${name} must be a whole number from ${range.min} to ${range.max}, not '${raw}'`);
  }
  return value;
}

/** A result count such as `--limit` or `--k`: 1 to 1000. */
export function limitFlag(context: CommandContext, name: string, fallback: number): number {
  return integerFlag(context, name, fallback);
}
