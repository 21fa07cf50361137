import { MACHINE_COUNT, type LiteralKind } from '../language/literals.js';
import data from './kind-inputs.json' with { type: 'json' };
import type { InputSlot } from './input-slots.js';

/**
 * Which inputs a kind of literal may go to, as data (`kind-inputs.json`): the input names each kind fits (an
 * e-mail to `endpoint`, an instance type to `instanceClass`), the units a number is said in and the inputs
 * that take them, what a machine size or a percentage fits, and the kinds that are addresses or mean something
 * only to an input of their own kind. Compiled once; a kind the literal reader knows that the file lacks is a
 * build error.
 */

const LITERAL_KINDS = [
  'email',
  'url',
  'cidr',
  'ip',
  'instance-type',
  'availability-zone',
  'region',
  'port',
  'number',
  'quoted',
  'engine',
  'event-name',
  'schedule',
  'role',
] as const satisfies readonly LiteralKind[];

// Every kind the literal reader knows is listed: a new kind fails the build here until the file says its inputs.
const EVERY_KIND_LISTED: Exclude<LiteralKind, (typeof LITERAL_KINDS)[number]> extends never ? true : never =
  true;
void EVERY_KIND_LISTED;

type Kinds = Readonly<Record<(typeof LITERAL_KINDS)[number], string>>;

const compile = (source: string, caseSensitive = false): RegExp =>
  new RegExp(source.replace('{MACHINE_COUNT}', MACHINE_COUNT), caseSensitive ? '' : 'i');

const caseSensitive = new Set<string>(data.caseSensitive);
const kinds: Kinds = data.kinds;

/** Input names that take a literal of each kind. */
export const KIND_INPUTS: Readonly<Record<LiteralKind, RegExp>> = Object.fromEntries(
  LITERAL_KINDS.map((kind) => [kind, compile(kinds[kind], caseSensitive.has(kind))]),
) as Record<LiteralKind, RegExp>;

/** Units of a number and the input words that take them, the most specific unit first. */
export const UNIT_INPUTS: readonly (readonly [RegExp, RegExp])[] = data.units.map(
  ({ unit, inputs }) => [compile(unit), compile(inputs)] as const,
);

/** Kinds of literal no enumerated input takes unless it lists them (an e-mail is no `httpEndpoint` value). */
export const STRUCTURED: ReadonlySet<LiteralKind> = new Set(data.structured as LiteralKind[]);

/** Kinds of literal that are addresses: no input named as another resource's id or name takes one. */
export const ADDRESSES: ReadonlySet<LiteralKind> = new Set(data.addresses as LiteralKind[]);

/** Kinds of literal that mean something only to an input of their kind (a rate to a schedule input). */
export const ONLY_ITS_KIND: ReadonlySet<LiteralKind> = new Set(data.onlyItsKind as LiteralKind[]);

/** Words of an input's name that say when or how much, not what: "after 30 days" names no `daysAfterInitiation`. */
export const NAME_CONNECTIVES: ReadonlySet<string> = new Set(data.nameConnectives);

const SIZE_PARENT = compile(data.size.parent);
const SIZE_DOC = compile(data.size.doc);
const PERCENT_NAME = compile(data.percent.name);
const PERCENT_DOC = compile(data.percent.doc);

/**
 * An input a machine size fits: one named for it (`instanceType`, `vmSize`, `machineType`), a SKU's name
 * (`Standard_LRS`), or one whose doc says it takes a type, class or size of instance or machine; not
 * `instanceWarmup`, whatever its name starts with.
 */
export function takesSize(slot: InputSlot): boolean {
  return (
    KIND_INPUTS['instance-type'].test(slot.input.name) ||
    SIZE_PARENT.test(slot.parent) ||
    SIZE_DOC.test(slot.input.doc)
  );
}

/**
 * An input a percentage fits: its name or doc speaks of a percentage, a utilization, a threshold or a target
 * ("holds read capacity utilization at 70 percent" is a scaling policy's `targetValue`, not `readCapacity`).
 */
export function takesPercent(slot: InputSlot): boolean {
  return PERCENT_NAME.test(slot.input.name) || PERCENT_DOC.test(slot.input.doc);
}
