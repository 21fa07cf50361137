import type { StatedValue } from '../../plan/types.js';
import type { InputProperty } from '../../snapshot/types.js';

/** An input of a resource's schema with its dotted path (`rules.expiration.days`). */
export interface InputPath {
  readonly path: string;
  readonly input: InputProperty;
}

/**
 * Whether the request's own words leave no doubt that a stated value belongs at its input. A plan can
 * misread a request ("7 days" of message retention read as an ack deadline of 7, a region read as a CIDR),
 * and the repair loop obeys the intent rung: a finding built on such a reading must not push a correct
 * program to change. So an unmet value is the program's fault only when the evidence is plain:
 *
 * - the value is written in the words it was read from (not converted: "5 minutes" is no `300`), and
 * - the value's form says what it is (an e-mail address, a CIDR block, an ARN, a URL), or the input is the
 *   only one of the resource's inputs that those words name (`port 5432` → `port`, `named orders` →
 *   `name`) or whose complete list of valid values holds the value (`email` is a valid value of a Cognito
 *   pool's `aliasAttributes` and of its `usernameAttributes`: not plain).
 *
 * `inputs` are the resource's inputs (`IntentKnowledge.inputsOf`); `npm run bench -- stated-values` measures
 * how often the values this accepts are right.
 */
export function unambiguousValue(value: StatedValue, inputs: readonly InputPath[]): boolean {
  const own = inputs.find((candidate) => candidate.path === value.input);
  if (own === undefined) return false;
  const span = value.text.toLowerCase();
  const literal = String(value.value).toLowerCase();
  if (literal === '' || !span.includes(literal)) return false;
  if (typeof value.value === 'string' && SELF_DESCRIBING.some((form) => form.test(value.value as string))) {
    return true;
  }
  const listing = inputs.filter((candidate) => listsValue(candidate.input, literal));
  if (listing.length === 1 && listing[0] === own) return true;
  const named = inputs.filter((candidate) =>
    inputWords(candidate.input.name).some((word) => spanNames(span, word)),
  );
  return named.length === 1 && named[0] === own;
}

/** Literal forms that say what they are, whatever the words around them. */
const SELF_DESCRIBING = [
  /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i,
  /^\d{1,3}(\.\d{1,3}){3}\/\d{1,2}$/,
  /^[0-9a-f:]+\/\d{1,3}$/i,
  /^arn:/,
  /^https?:\/\//,
];

function listsValue(input: InputProperty, literal: string): boolean {
  return (
    input.validValuesComplete === true &&
    (input.validValues ?? []).some(
      (candidate) => candidate.replace(/^"(.*)"$/, '$1').toLowerCase() === literal,
    )
  );
}

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

/**
 * Whether the request's words name an input word: a short word whole (`port`, `ports`; `time` is not
 * `timeout`), a longer one by its stem (`retention` → `retained`), `name` also as `named`/`called`.
 */
function spanNames(span: string, word: string): boolean {
  if (word === 'name' && /\b(named|called)\b/.test(span)) return true;
  if (word.length <= 5) return new RegExp(`\\b${word}(s|es|d|ed)?\\b`).test(span);
  return new RegExp(`\\b${word.slice(0, word.length - 2)}`).test(span);
}
