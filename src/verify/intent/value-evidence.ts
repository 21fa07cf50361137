import { convertDuration, inputTimeUnit, scheduleAsCron } from '../../language/durations.js';
import { extractLiterals, MACHINE_COUNT } from '../../language/literals.js';
import { MANAGED_VALUES_RULE, PRODUCT_VERSIONS_RULE, type StatedValue } from '../../plan/types.js';
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
 * - the value is written in the words it was read from, or is their duration in the unit the input's name or
 *   doc says it takes ("5 minutes" is `300` for a timeout in seconds), a number for an input that takes
 *   numbers, and
 * - the value's form says what it is (an e-mail address, a CIDR block, an ARN, a URL), or the input is the
 *   input whose name those words say more of than of any other (`port 5432` → `port`, `named orders` →
 *   `name`) or whose complete list of valid values holds the value (`email` is a valid value of a Cognito
 *   pool's `aliasAttributes` and of its `usernameAttributes`: not plain).
 *
 * A schedule said in words ("every 15 minutes") and read as the cron it is, is plain as well, and so is a
 * managed thing's ARN read from its name (`MANAGED_VALUES_RULE`) and a region said as one for the resource's
 * own `location` or `region`.
 *
 * A product's version read where the request says it with the product ("PostgreSQL 16" → `engineVersion`,
 * see `PRODUCT_VERSIONS_RULE`) is plain too: the schema's version input names that product.
 *
 * `inputs` are the resource's inputs (`IntentKnowledge.inputsOf`); `npm run bench -- stated-values` measures
 * how often the values this accepts are right.
 */
export function unambiguousValue(
  value: StatedValue,
  inputs: readonly InputPath[],
  token?: string,
  others: readonly (readonly InputPath[])[] = [],
): boolean {
  const own = inputs.find((candidate) => candidate.path === value.input);
  if (own === undefined) return false;
  if (value.rule === PRODUCT_VERSIONS_RULE) return true;
  if (value.rule === MANAGED_VALUES_RULE && String(value.value).endsWith(`/${value.text}`)) return true;
  const span = value.text.toLowerCase();
  const literal = String(value.value).toLowerCase();
  if (saysSchedule(value.text, value.value)) return true;
  if (literal === '' || !(span.includes(literal) || saysDuration(span, value.value, own.input))) return false;
  // A number said with its unit, for an input that takes text ("1 minute" for an ISO 8601 `PT1M`), may be
  // written in another form.
  if (typeof value.value === 'number' && !/\bnumber\b/.test(own.input.type)) return false;
  // Its form says what it is; deep inside a block (`secondarySources.buildStatusConfig.targetUrl`) it may
  // still be another input's (`source.location`).
  if (
    typeof value.value === 'string' &&
    SELF_DESCRIBING.some((form) => form.test(value.value as string)) &&
    own.path.split('.').length <= 2
  ) {
    return true;
  }
  // A region said as one ("in europe-west1", "the EU multi-region") to the resource's own location input.
  if (/^(?:location|region)$/.test(own.path) && saysRegion(value.text, literal)) return true;
  const listing = inputs.filter((candidate) => listsValue(candidate.input, literal));
  if (listing.length === 1 && listing[0] === own) return true;
  if (countedOnlyBy(own, inputs, span, value.value, others)) return true;
  // The input whose name the words say most of: "a 60 second visibility timeout" names `delaySeconds` by one
  // word and `visibilityTimeoutSeconds` by three; at equal words, the input they say more of (`timeout`
  // over `useResourceTimeoutForPropagation`), then a top-level input before a nested one ("256 MB of
  // memory": `memorySize`, not `capacityProviderConfig.….executionEnvironmentMemoryGibPerVcpu`).
  // The words that name the resource's own kind ("node pool of e2-standard-4 machines") say which resource,
  // not which of its inputs (`nodePoolSoakDuration`).
  const kind = token === undefined ? undefined : kindPhrase(token);
  const about = kind === undefined ? span : span.replace(kind, ' ');
  const rank = (candidate: InputPath): readonly number[] => {
    const words = inputWords(candidate.input.name);
    const said = words.filter((word) => spanNames(about, word)).length;
    return [said, said / Math.max(1, words.length), -candidate.path.split('.').length];
  };
  const mine = rank(own);
  const beaten = (other: readonly number[]) => {
    const at = mine.findIndex((score, i) => score !== other[i]);
    return at >= 0 && (mine[at] ?? 0) > (other[at] ?? 0);
  };
  return (mine[0] ?? 0) > 0 && inputs.every((candidate) => candidate === own || beaten(rank(candidate)));
}

/**
 * A count of machines ("2 tasks", "3 nodes") for the one input whose doc says first that it is the number of
 * them ("Number of instances of the task definition to place and keep running"): no other input as shallow
 * says so (a deployment's "Upper limit … of the number of running tasks" is another thing), and no other
 * planned resource counts them (`others`: their inputs).
 */
function countedOnlyBy(
  own: InputPath,
  inputs: readonly InputPath[],
  span: string,
  value: StatedValue['value'],
  others: readonly (readonly InputPath[])[],
): boolean {
  if (typeof value !== 'number') return false;
  const noun = new RegExp(String.raw`\b${value}\s+(?:[a-z0-9.-]+\s+)?(${MACHINE_COUNT})\b`).exec(span)?.[1];
  if (noun === undefined) return false;
  const singular = noun.replace(/(?:e?s)$/, '');
  const counts = (candidate: InputPath): boolean => {
    const first = candidate.input.doc.split(/\.(?:\s|$)/)[0] ?? '';
    return (
      /\bnumber\b/.test(candidate.input.type) &&
      new RegExp(String.raw`^(?:the\s+)?(?:desired\s+)?number of\b.*\b${singular}`, 'i').test(first)
    );
  };
  const depth = (candidate: InputPath) => candidate.path.split('.').length;
  // A nested count (a capacity provider strategy's `base`, "Number of tasks, at a minimum, …") is a detail.
  // Another planned resource that counts them too (a node pool beside its cluster) may be the one meant.
  return (
    counts(own) &&
    inputs.every((candidate) => candidate === own || depth(candidate) > depth(own) || !counts(candidate)) &&
    !others.some((rival) => rival.some(counts))
  );
}

/** The words say the value as a duration in another unit: "a 5 minute timeout" for `timeout` = 300 seconds. */
function saysDuration(span: string, value: StatedValue['value'], input: InputProperty): boolean {
  if (typeof value !== 'number') return false;
  const unit = inputTimeUnit(input.name, input.doc);
  return [...span.matchAll(/(\d+)\s*-?\s*([a-z]+)/g)].some(
    (m) => convertDuration(Number(m[1]), m[2] ?? '', unit) === value,
  );
}

/**
 * The words say the value as a schedule: "every 15 minutes" is the cron `*\/15 * * * *` a CronJob takes. A
 * schedule is its own evidence: no other input takes a cron.
 */
function saysSchedule(words: string, value: StatedValue['value']): boolean {
  return extractLiterals(words).some(
    (literal) => literal.kind === 'schedule' && scheduleAsCron(String(literal.value)) === value,
  );
}

/** `gcp:container/nodePool:NodePool` → /\bnode\s+pools?\b/g: the words that name a resource's kind. */
function kindPhrase(token: string): RegExp | undefined {
  const words = inputWords(token.split(':').pop() ?? '');
  if (words.length < 2) return undefined;
  return new RegExp(`\\b${words.join('[\\s-]+')}s?\\b`, 'g');
}

function saysRegion(text: string, literal: string): boolean {
  return extractLiterals(text).some((l) => l.kind === 'region' && String(l.value).toLowerCase() === literal);
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
