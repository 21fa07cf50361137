import type { StatedValue } from '../../plan/types.js';
import { requiredAlternatives } from '../../snapshot/required-alternatives.js';
import type { InputProperty, Snapshot } from '../../snapshot/types.js';
import { code, isArgObject, isCode, type ArgObject, type ArgValue } from './arg-value.js';
import { defaultValue, KNOWN_OPTIONAL, knownValue, USUALLY_NEEDED, type DefaultContext } from './defaults.js';
import { isArrayType, isBooleanType, isNumberType } from './input-types.js';

export interface ArgsContext extends DefaultContext {
  readonly snapshot: Snapshot;
}

/** Nested levels filled: a Kubernetes CronJob's container (`spec.jobTemplate.spec.template.spec.containers`) is six down. */
const MAX_DEPTH = 7;

/** The fields of an input's nested object type, and whether the input is a list of such objects. */
function nestedFields(
  context: ArgsContext,
  input: InputProperty,
): { readonly fields: readonly InputProperty[]; readonly list: boolean } | undefined {
  for (const ref of input.typeRefs ?? []) {
    const nested = context.snapshot.nestedType(context.record.provider, ref);
    if (nested !== undefined && nested.enumValues === undefined && nested.fields.length > 0) {
      return { fields: nested.fields, list: isArrayType(input) };
    }
  }
  return undefined;
}

function enumValue(context: ArgsContext, input: InputProperty): string | undefined {
  for (const ref of input.typeRefs ?? []) {
    const first = context.snapshot.nestedType(context.record.provider, ref)?.enumValues?.[0];
    if (first !== undefined) return first;
  }
  return undefined;
}

/** The request's literal in the form the input's type takes. */
function literal(input: InputProperty, value: StatedValue['value']): ArgValue {
  const text = String(value);
  if (isNumberType(input) && /^-?\d+(\.\d+)?$/.test(text)) return code(text);
  if (isBooleanType(input)) return code(String(value === true || /^(true|yes|on|enabled?)$/i.test(text)));
  return code(JSON.stringify(text));
}

function findField(fields: readonly InputProperty[], name: string): InputProperty | undefined {
  return (
    fields.find((f) => f.name === name) ?? fields.find((f) => f.name.toLowerCase() === name.toLowerCase())
  );
}

function holds(value: ArgValue, path: readonly string[]): boolean {
  if (path.length === 0) return true;
  if (!isArgObject(value)) return false;
  const next = value[path[0]!];
  return next !== undefined && holds(next, path.slice(1));
}

/**
 * Puts a stated value at its dotted path, creating nested objects (and list elements: a second value for the
 * same list field starts a new element, so three attribute names give three attributes). False when the
 * schema has no such path.
 */
export function setStated(
  args: ArgObject,
  fields: readonly InputProperty[],
  path: readonly string[],
  value: StatedValue['value'],
  context: ArgsContext,
): boolean {
  return setAt(args, fields, path, context, (field, current) => {
    const leaf = literal(field, value);
    if (!isArrayType(field) || nestedFields(context, field) !== undefined) return leaf;
    const list = Array.isArray(current) ? current : [];
    if (!list.some((item) => isCode(item) && isCode(leaf) && item.code === leaf.code)) list.push(leaf);
    return list;
  });
}

/**
 * Puts a reference at its dotted path (`queues.queueArn` of a bucket notification): into the first list
 * element that lacks it, so it joins the element the stated values started. False when there is no such path.
 */
export function setReference(
  args: ArgObject,
  fields: readonly InputProperty[],
  path: readonly string[],
  value: (field: InputProperty) => ArgValue,
  context: ArgsContext,
): boolean {
  return setAt(args, fields, path, context, (field) => value(field));
}

/** A map of strings (`tags`, `labels`): its entries are set by key. */
const STRING_MAP = /^(?:pulumi\.Input<)?\{\s*\[key: string\]:\s*pulumi\.Input<string>;?\s*\}/;

/** Sets the entry `key` of a map of strings (`tags.Name`), as a string input of that name would be set. */
function setEntry(
  args: ArgObject,
  field: InputProperty,
  key: string,
  place: (field: InputProperty, current: ArgValue | undefined) => ArgValue,
): boolean {
  if (!STRING_MAP.test(field.type)) return false;
  const map = isArgObject(args[field.name]) ? (args[field.name] as ArgObject) : {};
  const entry: InputProperty = { name: key, type: 'pulumi.Input<string>', required: false, doc: '' };
  map[key] = place(entry, map[key]);
  args[field.name] = map;
  return true;
}

function setAt(
  args: ArgObject,
  fields: readonly InputProperty[],
  path: readonly string[],
  context: ArgsContext,
  place: (field: InputProperty, current: ArgValue | undefined) => ArgValue,
): boolean {
  const [head, ...rest] = path;
  const field = head === undefined ? undefined : findField(fields, head);
  if (field === undefined) return false;
  if (rest.length === 0) {
    args[field.name] = place(field, args[field.name]);
    return true;
  }
  const nested = nestedFields(context, field);
  if (nested === undefined) return rest.length === 1 && setEntry(args, field, rest[0]!, place);
  if (nested.list) {
    const list = Array.isArray(args[field.name]) ? (args[field.name] as ArgValue[]) : [];
    args[field.name] = list;
    let target = list.find((item): item is ArgObject => isArgObject(item) && !holds(item, rest));
    if (target === undefined) {
      target = {};
      list.push(target);
    }
    return setAt(target, nested.fields, rest, context, place);
  }
  const target = isArgObject(args[field.name]) ? (args[field.name] as ArgObject) : {};
  args[field.name] = target;
  return setAt(target, nested.fields, rest, context, place);
}

/** A value for an unset input: an object of its required fields, an enum's first value, or a default. */
function valueFor(input: InputProperty, context: ArgsContext, depth: number): ArgValue | undefined {
  const known = knownValue(input, context);
  if (known !== undefined) return known;
  const nested = nestedFields(context, input);
  if (nested !== undefined && depth < MAX_DEPTH) {
    const object: ArgObject = {};
    fillRequired(object, nested.fields, context, depth + 1);
    return nested.list ? [object] : object;
  }
  const member = enumValue(context, input);
  if (member !== undefined && input.validValues === undefined) return code(JSON.stringify(member));
  return defaultValue(input, context, depth > 0);
}

/**
 * Fills every required input still unset (and, at the top level, the inputs a resource is not usable
 * without), then the required fields inside the nested objects already present.
 */
export function fillRequired(
  args: ArgObject,
  fields: readonly InputProperty[],
  context: ArgsContext,
  depth = 0,
): void {
  for (const field of fields) {
    const current = args[field.name];
    if (current === undefined) {
      if (depth === 0 && !field.required && KNOWN_OPTIONAL.has(field.name)) {
        const known = knownValue(field, context);
        if (known !== undefined) args[field.name] = known;
        continue;
      }
      const wanted = field.required || (depth === 0 && USUALLY_NEEDED.has(field.name));
      if (!wanted || field.deprecated !== undefined) continue;
      const value = valueFor(field, context, depth);
      if (value !== undefined) args[field.name] = value;
      continue;
    }
    const nested = nestedFields(context, field);
    if (nested === undefined || depth >= MAX_DEPTH) continue;
    const items = Array.isArray(current) ? current : [current];
    for (const item of items) if (isArgObject(item)) fillRequired(item, nested.fields, context, depth + 1);
  }
  fillAlternatives(args, fields, context, depth);
}

/**
 * Sets one input of each group its docs say one of must be set ("Either `taskDefinition` or
 * `taskDefinitionArgs` must be provided") when the program sets none: a nested block the composer can fill
 * before a reference only the user could give.
 */
function fillAlternatives(
  args: ArgObject,
  fields: readonly InputProperty[],
  context: ArgsContext,
  depth: number,
): void {
  for (const group of requiredAlternatives(fields)) {
    if (group.some((name) => args[name] !== undefined)) continue;
    const members = group
      .map((name) => fields.find((field) => field.name === name))
      .filter((field): field is InputProperty => field !== undefined)
      .sort(
        (a, b) =>
          Number(nestedFields(context, b) !== undefined) - Number(nestedFields(context, a) !== undefined),
      );
    const chosen = members[0];
    const value = chosen === undefined ? undefined : valueFor(chosen, context, depth);
    // A block with no required field gets the inputs its kind is not usable without (a boot disk's
    // `initializeParams.image`); still empty, it says nothing the docs asked for: the group stays unset for
    // the mock run to report.
    if (chosen !== undefined && isArgObject(value) && Object.keys(value).length === 0) {
      for (const field of nestedFields(context, chosen)?.fields ?? []) {
        const usual = USUALLY_NEEDED.has(field.name) ? valueFor(field, context, depth + 1) : undefined;
        if (usual !== undefined) value[field.name] = usual;
      }
    }
    const empty = isArgObject(value) && Object.keys(value).length === 0;
    if (chosen !== undefined && value !== undefined && !empty) args[chosen.name] = value;
  }
}
