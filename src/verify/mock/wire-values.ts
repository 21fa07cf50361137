import type { ShapesOf } from './output-shapes.js';
import type { ListElementOf } from './output-types.js';
import type { StandIns } from './stand-ins.js';

/**
 * Values as they cross the engine's gRPC boundary (a `google.protobuf.Struct` as JS) turned into the plain
 * JSON the checks read: secrets unwrapped, resource references as URNs, assets and archives as markers,
 * and a preview's unknowns as `<unknown>` (valid-value checks skip it: it says nothing about the program).
 */
const SIG = '4dabf18193072939515e22adb298388d';
const SECRET = '1b47061264138c4ac30d75fd1eb44270';
const RESOURCE = '5cf8f73096256a8f31e491e813e4eb8e';
const ASSET = 'c44067f5952c0a294b673a41bacd8c17';
const ARCHIVE = '0def7320c3a5731c473e5ecbe6d01bc7';
const OUTPUT = 'd0e6a833031e9bbcd3f4e8bde6ca49a4';
/** The SDK's sentinel for a value a preview does not know yet. */
export const UNKNOWN = '04da6b54-80e4-46f7-96ec-b56ff0331ba9';

/** A reference to a resource as it crosses the boundary (the SDK rehydrates it through `getResource`). */
export function resourceReference(urn: string, id?: string): Record<string, unknown> {
  return { [SIG]: RESOURCE, urn, packageVersion: '', ...(id === undefined ? {} : { id }) };
}

export function plainValue(value: unknown, depth = 0): unknown {
  if (depth > 40) return '<too deep>';
  if (value === UNKNOWN) return '<unknown>';
  if (Array.isArray(value)) return value.map((item) => plainValue(item, depth + 1));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const sig = record[SIG];
  if (sig === SECRET) return plainValue(record['value'], depth + 1);
  if (sig === OUTPUT) return 'value' in record ? plainValue(record['value'], depth + 1) : '<unknown>';
  if (sig === RESOURCE) return typeof record['urn'] === 'string' ? record['urn'] : '<resource>';
  if (sig === ASSET) return '<asset>';
  if (sig === ARCHIVE) return '<archive>';
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) out[key] = plainValue(item, depth + 1);
  return out;
}

export function plainObject(value: unknown): Record<string, unknown> {
  const plain = plainValue(value);
  return typeof plain === 'object' && plain !== null && !Array.isArray(plain)
    ? (plain as Record<string, unknown>)
    : {};
}

/**
 * A function's result shaped by its output schema: the arguments echoed, every declared output the schema
 * can shape filled with a made-up value of the run's stand-ins (which valid-value checks skip), a list of
 * objects with one element shaped by its declared type when `listElement` can read it, and an id.
 */
export function invokeResult(
  token: string,
  args: Readonly<Record<string, unknown>>,
  shapes: ShapesOf,
  standIns: StandIns,
  listElement?: ListElementOf,
): Record<string, unknown> {
  const owner = token.split(':').pop() ?? token;
  const result: Record<string, unknown> = { ...args };
  for (const [prop, shape] of Object.entries(shapes(token) ?? {})) {
    if (result[prop] !== undefined) continue;
    const element = shape === 'array' ? listElement?.(token, prop) : undefined;
    result[prop] = element === undefined ? standIns.output(shape, owner, prop) : [element];
  }
  result['id'] ??= standIns.id(owner);
  return result;
}
