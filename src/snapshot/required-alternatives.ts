import type { InputProperty } from './types.js';

/**
 * A sentence saying one of several inputs must be given: "Either [taskDefinition] or [taskDefinitionArgs]
 * must be provided", "Exactly one of `a` or `b` must be set".
 */
const ONE_OF_SENTENCE =
  /\b(?:either|exactly one of|one of)\b[^.;]*?\bmust be (?:provided|specified|set|given|supplied)\b/gi;
const NAMED = /`([A-Za-z]\w*)`|\[([A-Za-z]\w*)\]/g;

/**
 * Groups of sibling inputs one of which must be set, read from their docs: the schema marks each of them
 * optional, so a program that sets none passes every other check and fails only when deployed. Only a
 * sentence that names the input it is written on, and names inputs of the same object alone, counts:
 * provider docs also name upstream (Terraform) arguments (`filename` for a Lambda's `code`), which no
 * program can set.
 */
export function requiredAlternatives(fields: readonly InputProperty[]): string[][] {
  const names = new Set(fields.map((field) => field.name));
  const groups = new Map<string, string[]>();
  for (const field of fields) {
    for (const sentence of field.doc.match(ONE_OF_SENTENCE) ?? []) {
      const named = [...new Set([...sentence.matchAll(NAMED)].map((m) => m[1] ?? m[2] ?? ''))];
      if (named.length < 2 || !named.includes(field.name) || !named.every((name) => names.has(name))) {
        continue;
      }
      groups.set([...named].sort().join(','), named);
    }
  }
  return [...groups.values()];
}

/** "Required when `connectivityType` is set to `public` and `availabilityMode` is set to `zonal`". */
const REQUIRED_WHEN = /\bRequired (?:when|if) ((?:`\w+` is (?:set to )?`[^`]+`(?:,? and )?)+)/;
const CONDITION = /`(\w+)` is (?:set to )?`([^`]+)`/g;
const DEFAULTS_TO = /\bDefaults? (?:to|is) `([^`]+)`/;

/**
 * Whether an input the schema marks optional is required all the same when its siblings keep their defaults:
 * its doc says it is required when they have values their docs give as defaults (a NAT gateway's
 * `allocationId`: "Required when `connectivityType` is set to `public`", which "Defaults to `public`").
 */
export function requiredByDefault(field: InputProperty, fields: readonly InputProperty[]): boolean {
  const conditions = REQUIRED_WHEN.exec(field.doc)?.[1];
  if (conditions === undefined) return false;
  const named = [...conditions.matchAll(CONDITION)];
  return (
    named.length > 0 &&
    named.every(([, name, value]) => {
      const sibling = fields.find((f) => f.name === name);
      return sibling !== undefined && DEFAULTS_TO.exec(sibling.doc)?.[1] === value;
    })
  );
}
