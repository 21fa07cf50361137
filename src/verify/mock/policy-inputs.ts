import data from './policy-relevant-inputs.json' with { type: 'json' };

const PATHS: Readonly<Record<string, readonly string[]>> = data.inputs;

/** The marker `wire-values.ts` writes for a value a preview does not know. */
const UNKNOWN = '<unknown>';

/** Whether a value is, or holds anywhere inside it, a preview's unknown. */
export function holdsUnknown(value: unknown, depth = 0): boolean {
  if (value === UNKNOWN) return true;
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  return Object.values(value).some((item) => holdsUnknown(item, depth + 1));
}

/** Whether following `segments` from `value` meets an unknown: the value itself, or a list/map on the way. */
function unknownAlong(value: unknown, segments: readonly string[]): boolean {
  if (value === UNKNOWN) return true;
  const [head, ...rest] = segments;
  if (head === undefined) return holdsUnknown(value);
  if (typeof value !== 'object' || value === null) return false;
  const each = head.endsWith('[]') || head.endsWith('{}');
  const name = each ? head.slice(0, -2) : head;
  const next = (value as Record<string, unknown>)[name];
  if (!each) return unknownAlong(next, rest);
  if (next === UNKNOWN) return true;
  if (typeof next !== 'object' || next === null) return false;
  return Object.values(next).some((item) => unknownAlong(item, rest));
}

/**
 * The inputs of a resource that the baseline policy pack decides on and that this registration leaves
 * unknown (they come from another resource's output): the policy cannot see them in a preview.
 */
export function unknownPolicyInputs(token: string, inputs: Readonly<Record<string, unknown>>): string[] {
  return (PATHS[token] ?? []).filter((path) => unknownAlong(inputs, path.split('.')));
}
