import { escapeRegExp } from '../../shared/escape-regexp.js';

/**
 * Tolerant comparison of a value the request states with what a program registered. The plan holds the
 * request's literal (`80`, `db.t3.micro`, `test@test.com`); a correct program may write it as `"80"`, in
 * another case, inside a JSON policy string or a user-data script. The intent rung must not push the model
 * to rewrite a correct program, so equality is loose in form and strict in substance.
 */

/** Every value found at a dotted path, array levels skipped (`ingress.fromPort` reads every rule's port). */
export function valuesAtPath(root: unknown, path: string): unknown[] {
  let level: unknown[] = [root];
  for (const key of path.split('.').filter((part) => part !== '')) {
    const next: unknown[] = [];
    for (const value of level.flatMap(flattenArrays)) {
      if (isObject(value) && key in value) next.push(value[key]);
    }
    level = next;
  }
  return level.flatMap(flattenArrays);
}

/** Every scalar leaf under a value, JSON documents inside strings included (IAM policies, container specs). */
export function leaves(root: unknown, depth = 0): unknown[] {
  if (depth > 30) return [];
  if (Array.isArray(root)) return root.flatMap((item) => leaves(item, depth + 1));
  if (isObject(root)) return Object.values(root).flatMap((item) => leaves(item, depth + 1));
  const parsed = jsonIn(root);
  return parsed === undefined ? [root] : [root, ...leaves(parsed, depth + 1)];
}

/** The value a JSON text holds (a policy document passed as a string), if the value is one. */
export function jsonIn(value: unknown): unknown {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (!(trimmed.startsWith('{') || trimmed.startsWith('[')) || trimmed.length >= 200_000) return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}

function flattenArrays(value: unknown): unknown[] {
  return Array.isArray(value) ? value.flatMap(flattenArrays) : [value];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether a leaf is a release of a version a request states with its product ("PostgreSQL 16"): the version
 * itself or a release of it (`16.3`, `1.30.5-gke.100`, `8.0.mysql_aurora.3.05.2`, `~20`), not another (`15`,
 * `160`).
 */
export function versionCarries(leaf: unknown, version: string | number | boolean): boolean {
  if (typeof leaf !== 'string' && typeof leaf !== 'number') return false;
  const want = String(version).trim();
  if (!/^\d+(?:\.\d+)*$/.test(want)) return false;
  // Written as a range or with a prefix: `~20`, `^16`, `>=1.30`, `v16`.
  return new RegExp(`^(?:[~^=v]|>=)*${escapeRegExp(want)}(?![\\d])(?:[.+_-].*)?$`, 'i').test(
    String(leaf).trim(),
  );
}

/** A cron expression's fields with numbers as numbers: `00 01 * * *` and `0 1 * * *` are one schedule. */
function cronFields(text: string): string | undefined {
  const inner = /^cron\((.*)\)$/i.exec(text)?.[1] ?? text;
  const fields = inner.trim().split(/\s+/);
  if (fields.length < 5 || fields.length > 6) return undefined;
  return fields.map((field) => field.replace(/\d+/g, (digits) => String(Number(digits)))).join(' ');
}

/**
 * Whether a registered leaf carries the stated value: equal ignoring case and number/string form, one cron
 * schedule however its numbers are padded, or (for a stated text of three or more characters) present as a
 * whole word inside a longer string such as a user-data script or an ARN.
 */
export function leafCarries(leaf: unknown, stated: string | number | boolean): boolean {
  if (leaf === null || leaf === undefined || typeof leaf === 'object') return false;
  const have = String(leaf).trim();
  const want = String(stated).trim();
  if (have.toLowerCase() === want.toLowerCase()) return true;
  const cron = cronFields(want);
  if (cron !== undefined && cron === cronFields(have)) return true;
  if (typeof stated === 'number' || /^-?\d+(\.\d+)?$/.test(want)) {
    return have !== '' && Number(have) === Number(want);
  }
  if (typeof stated === 'boolean' || want.length < 3 || typeof leaf !== 'string') return false;
  return new RegExp(`(^|[^A-Za-z0-9_])${escapeRegExp(want)}($|[^A-Za-z0-9_])`, 'i').test(have);
}
