import { inputTimeUnit } from '../language/durations.js';
import { inputSizeUnit } from '../language/sizes.js';
import { MACHINE_COUNT, type Literal } from '../language/literals.js';
import { analyse, splitIdentifier } from '../language/terms.js';
import type { InputSlot } from './input-slots.js';
import { NUMBER_READING } from './weights.js';

/**
 * What the words around a number say it is, read from the sentence's structure rather than from its unit
 * alone: the upper end of a range ("between 5 and 50 read capacity units" → a `max…` input, its lower end
 * the `min…` sibling), a value compared with ("above 5", "exceeds 60000" → a `threshold`), a count of typed
 * things ("2 t3.large instances": 2 instances), and a duration an input measures in time by its doc
 * ("the number of days after creation …", {@link timeFit}).
 */

export interface NumberReading {
  /** The number as read: "2 t3.large instances" is read as "2 instances". */
  readonly literal: Literal;
  /** The lower end of the range it closes ("between 5 and 50": 5 for 50). */
  readonly rangeStart?: Literal;
  /** Said after a comparison ("above", "exceeds", "at least"). */
  readonly compared: boolean;
  /** Said as a bound: "at most 5 instances", "up to 10" (`max`); "at least 2", "a minimum of 1" (`min`). */
  readonly bound?: 'max' | 'min';
  /** The analysed words of the things it counts, said right after it in the plural ("3 availability zones"). */
  readonly counts?: readonly string[];
  /** How long something is kept: "keeps recovery points for 35 days", "retained for 7 days". */
  readonly kept?: true;
  /**
   * An age things must reach: "objects older than 30 days", "30 days old", "expire after 90 days"; `ends`
   * when reaching it ends them ("deletes objects older than 30 days").
   */
  readonly aged?: { readonly ends: boolean };
}

const RANGE_START = /\b(?:between|from)\s+$/i;
const UPPER_BOUND =
  /\b(?:at\s+most|up\s+to|no\s+more\s+than|a\s+maximum\s+of|maximum\s+of|max(?:imum)?)\s+$/i;
const LOWER_BOUND =
  /\b(?:at\s+least|no\s+(?:fewer|less)\s+than|a\s+minimum\s+of|minimum\s+of|min(?:imum)?)\s+$/i;
/** A verb of keeping, then "for" right before the number: how long until what is kept goes. */
const KEPT_FOR = /\b(?:keep|keeps|kept|keeping|retain|retains|retained|retaining)\b[^.;,]{0,50}\bfor\s+$/i;
/** An input that ends what is kept, by its name or the first sentence of its doc. */
const ENDS_KEEPING = /delet|expir|retention|retain/i;
/** Said before a number that is an age: "older than", or "after" with a verb that ends things before it. */
const OLDER_THAN = /\b(?:older|newer|younger)\s+than\s+$/i;
const ENDING = String.raw`\b(?:delet|expir|remov|purg)\w*\b`;
const ENDS_AFTER = new RegExp(String.raw`${ENDING}[^.;,]{0,50}\bafter\s+$`, 'i');
/** Said right after a number with its unit that is an age: "30 days old". */
const OLD_AFTER = /^\s+old\b/i;
/** A verb that ends things, said before the number in its clause. */
const ENDS_BEFORE = new RegExp(String.raw`${ENDING}[^.;,]{0,60}$`, 'i');
/** An input that measures an object's age, by the first sentence of its doc. */
const MEASURES_AGE = /\b(?:age of|lifetime|after (?:its |the object's )?creation)\b/i;
const RANGE_JOIN = /^\s*(?:and|to|-)\s*$/i;
/** The noun of what a range counts, right after its upper end ("2 to 6 instances") or its unit, no function word. */
const COUNTED_AFTER = /^\s+(?!(?:for|and|or|with|in|on|at|to|from|of|as|by)\b)[a-z]{3,}/i;
const COMPARED =
  /\b(?:above|below|exceeds?|exceeding|over|under|(?:more|less|greater|fewer|higher|lower)\s+than(?:\s+or\s+equal\s+to)?|at\s+(?:least|most)|or\s+(?:above|below|more|less))\s+$/i;

/** The number that opens the range a number closes: "between 5 and 50". */
function rangeStartOf(text: string, literal: Literal, literals: readonly Literal[]): Literal | undefined {
  const index = literals.indexOf(literal);
  const start = literals[index - 1];
  if (start === undefined || typeof start.value !== 'number' || typeof literal.value !== 'number')
    return undefined;
  const join = text.slice(start.start + start.text.length, literal.start);
  const before = text.slice(Math.max(0, start.start - 12), start.start);
  const after = text.slice(literal.start + literal.text.length, literal.start + literal.text.length + 30);
  // "2 to 6 instances" is a range as much as "between 2 and 6"; "80 to 443 for HTTPS" maps one to the other.
  const opened =
    RANGE_START.test(before) ||
    (/^\s*(?:to|-)\s*$/i.test(join) && (literal.unitless !== true || COUNTED_AFTER.test(after)));
  return RANGE_JOIN.test(join) && opened && start.value < literal.value ? start : undefined;
}

/** Whether a number opens a range that the next one closes. */
export function opensRange(text: string, literal: Literal, literals: readonly Literal[]): boolean {
  const next = literals[literals.indexOf(literal) + 1];
  return next !== undefined && rangeStartOf(text, next, literals) === literal;
}

/**
 * "2 t3.large instances", "keeps two tasks running", "two nginx replicas": a count said a word or two before
 * machines is a count of them, read as "2 instances".
 */
function countOfMachines(text: string, literal: Literal): Literal {
  if (literal.unitless !== true) return literal;
  // The words between name the machines ("t3.large", "nginx"): no other number, nor the "to" of a range.
  const noun = new RegExp(
    String.raw`^\s+(?:(?!(?:to|and|or)\b)[a-z][\w.-]*\s+){0,2}?(${MACHINE_COUNT})\b`,
    'i',
  ).exec(text.slice(literal.start + literal.text.length))?.[1];
  if (noun === undefined) return literal;
  const { unitless: _unitless, ...rest } = literal;
  return { ...rest, text: `${literal.text} ${noun}` };
}

/** A plural noun phrase of up to three words: what a number said before it counts. */
const COUNTED_THINGS =
  /^\s+((?:(?!(?:and|or|to|with|then|but)\b)[a-z0-9][\w-]*\s+){0,2}(?!(?:and|or)\b)[a-z]+s)\b(?!\s+(?:of|per)\b)/i;

/** The things a unitless number counts ("3 availability zones"), as analysed words; none for a unit. */
function countedThings(text: string, literal: Literal): readonly string[] | undefined {
  if (literal.unitless !== true) return undefined;
  const things = COUNTED_THINGS.exec(text.slice(literal.start + literal.text.length))?.[1];
  if (things === undefined || TIME_UNIT.test(things.split(/\s+/).at(-1) ?? '')) return undefined;
  const words = analyse(things);
  return words.length > 0 ? words : undefined;
}

/** How the words around a number read it. */
export function readNumber(text: string, literal: Literal, literals: readonly Literal[]): NumberReading {
  const rangeStart = rangeStartOf(text, literal, literals);
  const before = text.slice(Math.max(0, literal.start - 30), literal.start);
  const compared = COMPARED.test(before);
  const bound = UPPER_BOUND.test(before) ? 'max' : LOWER_BOUND.test(before) ? 'min' : undefined;
  const counts = countedThings(text, literal);
  const clause = text.slice(Math.max(0, literal.start - 80), literal.start);
  const kept = KEPT_FOR.test(clause);
  const aged =
    OLDER_THAN.test(before) ||
    ENDS_AFTER.test(clause) ||
    OLD_AFTER.test(text.slice(literal.start + literal.text.length));
  return {
    literal: countOfMachines(text, literal),
    ...(rangeStart === undefined ? {} : { rangeStart }),
    compared,
    ...(bound === undefined ? {} : { bound }),
    ...(counts === undefined ? {} : { counts }),
    ...(kept ? { kept } : {}),
    ...(aged ? { aged: { ends: ENDS_BEFORE.test(clause) } } : {}),
  };
}

/** The words an input that counts things is named with: `numberOf…`, `…Count`. */
const COUNT_WORDS = new Set(analyse('number count num'));

const TIME_UNIT = /^(?:seconds?|secs?|minutes?|mins?|hours?|days?)$/i;

/** The unit of time an input measures in: by its name or doc, or its doc's "number of days …". */
function timeUnitOf(slot: InputSlot): string | undefined {
  const unit = inputTimeUnit(slot.input.name, slot.input.doc);
  if (unit !== undefined) return unit;
  return /\bnumber of (second|minute|hour|day)s\b/i.exec(firstSentence(slot))?.[1]?.toLowerCase();
}

/**
 * Whether an input counts things that are no unit of time ("The number of periods over which data is
 * compared"): a length of time ("5-minute periods") is no value of it.
 */
export function countsNotTime(slot: InputSlot): boolean {
  const counted = /\bnumber of (\w+)/i.exec(firstSentence(slot))?.[1];
  return counted !== undefined && !TIME_UNIT.test(counted) && timeUnitOf(slot) === undefined;
}

/** The first sentence of an input's doc: what it is, before notes on how to set it. */
function firstSentence(slot: InputSlot): string {
  return slot.input.doc.split(/\.(?:\s|$)/)[0] ?? '';
}

/** An amount of data ("1 GiB") fits an input whose name or doc says the unit of data it takes ("in MiB"). */
export function sizeFit(slot: InputSlot, unit: string): number {
  if (!SIZE_UNIT.test(unit)) return 0;
  return inputSizeUnit(slot.input.name, slot.input.doc) === undefined ? 0 : NUMBER_READING.size;
}

const SIZE_UNIT = /^(?:kib|mib|gib|tib|kb|mb|gb|tb)$/i;

/** A duration fits an input in its own unit best, one in another unit of time less (it is converted). */
export function timeFit(slot: InputSlot, unit: string): number {
  if (!TIME_UNIT.test(unit)) return 0;
  const takes = timeUnitOf(slot);
  if (takes === undefined) return 0;
  const said = unit.toLowerCase().replace(/s$/, '').replace(/^sec$/, 'second').replace(/^min$/, 'minute');
  return said === takes ? NUMBER_READING.time : NUMBER_READING.time / 2;
}

function nameWords(slot: InputSlot): readonly string[] {
  return analyse(splitIdentifier(slot.input.name).join(' '));
}

/** How well an input fits a number by the reading of its words (0 when the reading says nothing of it). */
export function numberFit(slot: InputSlot, slots: readonly InputSlot[], reading: NumberReading): number {
  if (!/\bnumber\b/.test(slot.input.type)) return 0;
  let score = 0;
  // A range goes to a `max…` input that has its `min…` sibling (`maxCapacity`, not `maxCapacityBuffer`).
  if (reading.rangeStart !== undefined && rangeStartSlot(slots, slot) !== undefined)
    score += NUMBER_READING.bound;
  if (reading.compared && nameWords(slot).includes('threshold')) score += NUMBER_READING.compared;
  // "at most 5 instances": the `max…` input; "at least 2": the `min…` one.
  if (reading.bound !== undefined && new RegExp(`^${reading.bound}`, 'i').test(slot.input.name))
    score += NUMBER_READING.bound;
  // "keeps recovery points for 35 days": the input that deletes or expires them (`deleteAfter`), not one
  // that moves them (`coldStorageAfter`).
  if (reading.kept === true && ENDS_KEEPING.test(`${slot.input.name} ${firstSentence(slot)}`))
    score += NUMBER_READING.kept;
  // "objects older than 30 days": the input that measures an object's age (a GCS rule's `condition.age`, not
  // its soft-delete retention); one that ends them, when that is what reaching it does (`expiration.days`,
  // not `transitions.days`).
  if (
    reading.aged !== undefined &&
    (MEASURES_AGE.test(firstSentence(slot)) || nameWords(slot).includes('age'))
  ) {
    score += NUMBER_READING.aged;
    if (reading.aged.ends && ENDS_KEEPING.test(slot.path)) score += NUMBER_READING.kept;
  }
  // "3 availability zones": the input named for the number of them (`numberOfAvailabilityZones`).
  const words = nameWords(slot);
  if (reading.counts?.every((w) => words.includes(w)) === true && words.some((w) => COUNT_WORDS.has(w)))
    score += NUMBER_READING.counted;
  // "two consecutive 5-minute periods": the input named in the plural of what it counts (`evaluationPeriods`),
  // or whose doc says it is the number of them ("retries up to 3 times": "The number of times to …");
  // "units" measure an amount, they are no things counted (`maxWriteRequestUnits`).
  else if (countedByNameOrDoc(slot, words, reading.counts?.at(-1))) score += NUMBER_READING.counted;
  return score;
}

/** Whether an input counts the things a number counts, by its name in the plural or its doc's "number of …". */
function countedByNameOrDoc(slot: InputSlot, words: readonly string[], counted: string | undefined): boolean {
  if (counted === undefined || counted === 'unit') return false;
  if (counted === words.at(-1) && /[a-z]s$/.test(slot.input.name)) return true;
  const of = /\bnumber of (?:[a-z-]+ ){0,2}?([a-z]+)\b/i.exec(firstSentence(slot))?.[1];
  return of !== undefined && analyse(of)[0] === counted;
}

/** The `min…` sibling of the `max…` input a range's upper end went to. */
export function rangeStartSlot(slots: readonly InputSlot[], upper: InputSlot): InputSlot | undefined {
  if (!/^max/i.test(upper.input.name)) return undefined;
  const name = upper.input.name.replace(/^max/, 'min').replace(/^Max/, 'Min');
  return slots.find((s) => s.parent === upper.parent && s.input.name === name && s !== upper);
}
