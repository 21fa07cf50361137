import type { StatedValue } from '../../plan/types.js';
import type { InputProperty } from '../../snapshot/types.js';

/**
 * Whether the request's own words leave no doubt that a stated value belongs at its input. A plan can
 * misread a request ("7 days" of message retention read as an ack deadline of 7, a region read as a CIDR),
 * and the repair loop obeys the intent rung: a finding built on such a reading must not push a correct
 * program to change. So an unmet value is the program's fault only when the evidence is plain:
 *
 * - the value is written in the words it was read from (not converted: "5 minutes" is no `300`), and
 * - those words name the input (`port 5432` → `port`, `named orders` → `name`), or the value is one of the
 *   input's complete list of valid values, or the value's form says what it is (an e-mail address, a CIDR
 *   block, an ARN, a URL).
 */
export function unambiguousValue(value: StatedValue, input: InputProperty | undefined): boolean {
  if (input === undefined) return false;
  const span = value.text.toLowerCase();
  const literal = String(value.value).toLowerCase();
  if (literal === '' || !span.includes(literal)) return false;
  if (typeof value.value === 'string' && SELF_DESCRIBING.some((form) => form.test(value.value as string))) {
    return true;
  }
  const valid = input.validValuesComplete === true ? (input.validValues ?? []) : [];
  if (valid.some((candidate) => candidate.replace(/^"(.*)"$/, '$1').toLowerCase() === literal)) return true;
  return inputWords(input.name).some((word) => spanNames(span, word));
}

/** Literal forms that say what they are, whatever the words around them. */
const SELF_DESCRIBING = [
  /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i,
  /^\d{1,3}(\.\d{1,3}){3}\/\d{1,2}$/,
  /^[0-9a-f:]+\/\d{1,3}$/i,
  /^arn:/,
  /^https?:\/\//,
];

/** Words too general to say which input a value is for. */
const GENERAL = new Set([
  'type',
  'types',
  'id',
  'ids',
  'value',
  'values',
  'config',
  'configuration',
  'settings',
]);

/** `visibilityTimeoutSeconds` → `visibility`, `timeout`, `seconds`: the words of an input's name. */
function inputWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3 && !GENERAL.has(word));
}

/** Whether the request's words name an input word: the word itself or its stem (`named`, `names` → `name`). */
function spanNames(span: string, word: string): boolean {
  if (word === 'name' && /\b(named|called)\b/.test(span)) return true;
  const stem = word.length > 5 ? word.slice(0, word.length - 2) : word;
  return new RegExp(`\\b${stem}`).test(span);
}
