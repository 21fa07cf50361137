/**
 * The parsers of the run settings: each turns the text a user gave (a flag, an action input, an environment
 * variable, a `.pulumi-gen.yml` value) into a typed value, or throws {@link InvalidSetting} with what is
 * expected. The caller puts the setting's name first (`--max-repairs`, `input 'max-repairs'`), so every
 * source says the same thing in the same words.
 */

/** What a setting expects, without its name: "must be one of auto, require, off, not 'x'". */
export class InvalidSetting extends Error {
  override readonly name = 'InvalidSetting';
}

/** A value as a source hands it over: text, repeated texts (`--provider a --provider b`), or a switch. */
export type RawValue = string | readonly string[] | boolean;

export type Parser<T> = (raw: RawValue) => T;

function single(raw: RawValue): string {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'boolean') return String(raw);
  return raw[raw.length - 1] ?? '';
}

/** Every value of a list setting: repeated flags, and items separated by commas, spaces or newlines. */
export function listItems(raw: RawValue): string[] {
  const texts = typeof raw === 'string' ? [raw] : typeof raw === 'boolean' ? [] : [...raw];
  return texts.flatMap((text) => text.split(/[\s,]+/)).filter((item) => item !== '');
}

export function text(raw: RawValue): string {
  return single(raw).trim();
}

export function switchOn(raw: RawValue): boolean {
  if (typeof raw === 'boolean') return raw;
  const value = single(raw).trim().toLowerCase();
  if (['true', 'yes', '1', 'on'].includes(value)) return true;
  if (['false', 'no', '0', 'off', ''].includes(value)) return false;
  throw new InvalidSetting(`must be true or false, not '${value}'`);
}

export function oneOf<T extends string>(allowed: readonly T[]): Parser<T> {
  return (raw) => {
    const value = single(raw).trim();
    if (!(allowed as readonly string[]).includes(value)) {
      throw new InvalidSetting(`must be one of ${allowed.join(', ')}, not '${value}'`);
    }
    return value as T;
  };
}

export function wholeNumber(min: number, max: number): Parser<number> {
  return (raw) => {
    const value = single(raw).trim();
    const n = Number(value);
    if (value === '' || !Number.isInteger(n) || n < min || n > max) {
      throw new InvalidSetting(`must be a whole number from ${min} to ${max}, not '${value}'`);
    }
    return n;
  };
}

/** A number above 0 and at most `max` (fractions allowed), such as a time budget in minutes. */
export function positiveNumber(max: number, hint: string): Parser<number> {
  return (raw) => {
    const value = single(raw).trim();
    const n = Number(value);
    if (value === '' || !Number.isFinite(n) || n <= 0 || n > max) {
      throw new InvalidSetting(`must be a number above 0 and at most ${max}, not '${value}'; ${hint}`);
    }
    return n;
  };
}

export function httpUrl(raw: RawValue): string {
  const value = single(raw).trim();
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url === undefined || !['http:', 'https:'].includes(url.protocol)) {
    throw new InvalidSetting(`must be an http(s) URL such as http://localhost:11434/v1, not '${value}'`);
  }
  return value;
}

/** A branch or path fragment from a workflow file: no `..`, no leading slash, git-ref-safe characters. */
export function relativePath(raw: RawValue): string {
  const cleaned = single(raw)
    .trim()
    .replace(/^\.\/+/, '')
    .replace(/\/+$/, '');
  if (
    cleaned === '' ||
    cleaned.startsWith('/') ||
    cleaned.split('/').some((part) => part === '..' || part === '.' || part === '') ||
    !/^[A-Za-z0-9._\-/]+$/.test(cleaned)
  ) {
    throw new InvalidSetting(`must be a relative path of letters, digits, '.', '_', '-' and '/'`);
  }
  return cleaned;
}

export function relativePaths(raw: RawValue): readonly string[] {
  return listItems(raw).map((item) => relativePath(item));
}

/** Paths as given on a command line (absolute or relative to the working directory). */
export function paths(raw: RawValue): readonly string[] {
  return typeof raw === 'string' ? [raw] : typeof raw === 'boolean' ? [] : [...raw];
}

/** `KEY=VALUE` pairs (repeated, or one per line), in order; a later key wins. */
export function keyValues(raw: RawValue): Readonly<Record<string, string>> {
  const lines = typeof raw === 'string' ? raw.split('\n') : typeof raw === 'boolean' ? [] : [...raw];
  const pairs: Record<string, string> = {};
  for (const line of lines) {
    if (typeof raw === 'string' && line.trim() === '') continue;
    const eq = line.indexOf('=');
    if (eq <= 0 || line.slice(0, eq).trim() === '') {
      throw new InvalidSetting(`takes KEY=VALUE, e.g. aws:region=us-east-1, not '${line.trim()}'`);
    }
    pairs[line.slice(0, eq).trim()] = line.slice(eq + 1).trim();
  }
  return pairs;
}

/** A single word such as `/pulumi-gen` or a label name. */
export function word(raw: RawValue): string {
  const value = single(raw).trim();
  if (value === '' || /\s/.test(value)) {
    throw new InvalidSetting(`must be a single word such as '/pulumi-gen', not '${value}'`);
  }
  return value;
}

/** A GitHub label name: one name (no comma or line break), at most 50 characters. */
export function labelName(raw: RawValue): string {
  const value = single(raw).trim();
  if (value === '' || value.length > 50 || /[,\n\r]/.test(value)) {
    throw new InvalidSetting(`must be one label name (no commas, at most 50 characters), not '${value}'`);
  }
  return value;
}

/** A Pulumi stack name: letters, digits, `-`, `_` and `.`. */
export function stackName(raw: RawValue): string {
  const value = single(raw).trim();
  if (!/^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/.test(value)) {
    throw new InvalidSetting(`must be a stack name of letters, digits, '-', '_' and '.', not '${value}'`);
  }
  return value;
}
