import { LITERAL_KINDS, MACHINE_COUNT, type LiteralKind } from '../language/literals.js';
import data from './kind-inputs.json' with { type: 'json' };
import type { InputSlot } from './input-slots.js';
import { analyse, splitIdentifier } from '../language/terms.js';

/**
 * Which inputs a kind of literal may go to, as data (`kind-inputs.json`): the input names each kind fits (an
 * e-mail to `endpoint`, an instance type to `instanceClass`), the units a number is said in and the inputs
 * that take them, what a machine size or a percentage fits, and the kinds that are addresses or mean something
 * only to an input of their own kind. Compiled once.
 */

// The file must list every kind the literal reader knows: a new kind fails the build here until it does.
type Kinds = Readonly<Record<LiteralKind, string>>;

const compile = (source: string, caseSensitive = false): RegExp =>
  new RegExp(source.replace('{MACHINE_COUNT}', MACHINE_COUNT), caseSensitive ? '' : 'i');

/** A list of kinds from the file, each one the literal reader knows (a misspelt kind is an error at load). */
function kindSet(listed: readonly string[]): ReadonlySet<LiteralKind> {
  const known = new Set<string>(LITERAL_KINDS);
  const unknown = listed.filter((kind) => !known.has(kind));
  if (unknown.length > 0) throw new Error(`kind-inputs.json: unknown literal kinds ${unknown.join(', ')}`);
  return new Set(listed as LiteralKind[]);
}

const caseSensitive = kindSet(data.caseSensitive);
const kinds: Kinds = data.kinds;

/** Input names that take a literal of each kind. */
export const KIND_INPUTS: Readonly<Record<LiteralKind, RegExp>> = Object.fromEntries(
  LITERAL_KINDS.map((kind) => [kind, compile(kinds[kind], caseSensitive.has(kind))]),
) as Record<LiteralKind, RegExp>;

/** Units of a number and the input words that take them, the most specific unit first. */
export const UNIT_INPUTS: readonly (readonly [RegExp, RegExp])[] = data.units.map(
  ({ unit, inputs }) => [compile(unit), compile(inputs)] as const,
);

const MEASURES = Object.entries(data.measures).map(([sort, unit]) => [sort, compile(unit)] as const);

/** The sort of measure a unit is of (`hours` → time, `KiB` → size), if it is one. */
export function measureOf(unit: string): string | undefined {
  return MEASURES.find(([, pattern]) => pattern.test(unit))?.[0];
}

/**
 * Whether a number said in a unit of one sort ("48 hours") would go to an input whose name says a unit of
 * another (`maxRecordSizeInKib`): it is no value of it.
 */
export function measuresOtherSort(inputName: string, unit: string): boolean {
  const said = measureOf(unit);
  if (said === undefined) return false;
  return splitIdentifier(inputName).some((word) => {
    const sort = measureOf(word);
    return sort !== undefined && sort !== said;
  });
}

const SIZED = compile(data.sized);

/** Whether an input holds an amount of data by its name's or doc's words (`volumeSize`, "memory in MiB"). */
export function holdsData(slot: InputSlot): boolean {
  const words = [...splitIdentifier(slot.input.name), ...slot.input.doc.split(/[^A-Za-z]+/)];
  return words.some((word) => SIZED.test(word));
}

/** Kinds of literal no enumerated input takes unless it lists them (an e-mail is no `httpEndpoint` value). */
export const STRUCTURED: ReadonlySet<LiteralKind> = kindSet(data.structured);

/** Kinds of literal that are addresses: no input named as another resource's id or name takes one. */
export const ADDRESSES: ReadonlySet<LiteralKind> = kindSet(data.addresses);

/** Kinds of literal that mean something only to an input of their kind (a rate to a schedule input). */
export const ONLY_ITS_KIND: ReadonlySet<LiteralKind> = kindSet(data.onlyItsKind);

/**
 * Whether a name is of the kind of thing an id names by its prefix (`idNouns`): `subnet-0a1b…` is a subnet's
 * and `sg-…` a security group's. An input's name holds the noun (`subnetIds`, `clientSubnets`); a resource's
 * is it (`Subnet`, not `SubnetGroup`).
 */
export function namesIdKind(id: string, name: string, whole = false): boolean {
  const noun = idNoun(id);
  return noun !== undefined && new RegExp(whole ? `^(?:${noun})$` : noun, 'i').test(name);
}

/** The noun of what an id is the id of, by its prefix (`subnet-…`, a hosted zone's `Z…`), if known. */
function idNoun(id: string): string | undefined {
  const prefix = /^Z[0-9A-Z]+$/.test(id) ? 'Z' : (id.split('-')[0] ?? '');
  return (data.idNouns as Record<string, string>)[prefix];
}

/**
 * Whether the first sentence of an input's doc says it takes ids of that kind ("List of subnet IDs to launch
 * resources in": an Auto Scaling group's `vpcZoneIdentifiers`).
 */
export function docTakesIdKind(id: string, doc: string): boolean {
  const noun = idNoun(id);
  if (noun === undefined) return false;
  const whole = new RegExp(`^(?:${noun})$`);
  const words = (doc.split(/\.(?:\s|$)/)[0] ?? '').toLowerCase().split(/[^a-z0-9]+/);
  // The noun in one or two words ("security group"), then "IDs".
  return words.some((_, i) =>
    [1, 2].some(
      (n) => whole.test(words.slice(i, i + n).join('')) && /^(?:ids?|identifiers?)$/.test(words[i + n] ?? ''),
    ),
  );
}

export const NAME_CONNECTIVES: ReadonlySet<string> = new Set(data.nameConnectives);

/** Words of a port input's name that say a side of the connection, analysed (see `portSides` in the file). */
export const PORT_SIDES: ReadonlySet<string> = new Set(analyse(data.portSides.join(' ')));

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
