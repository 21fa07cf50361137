import { isDomainName } from '../language/literals.js';
import type { SnapshotRecord } from '../snapshot/types.js';
import { memoByObject } from '../shared/memo.js';
import type { InputSlot } from './input-slots.js';
import { EXAMPLE_VALUE } from './weights.js';

/**
 * What the provider's own doc examples write in an input (`metricName: "CPUUtilization"` in an alarm's
 * examples), and how well a value the request states fits that: the value itself, or its form.
 */

/**
 * Whether a value carries structure its shape can be compared by (`OpenSearch_2.11`, `nodejs20.x`, `1.30`,
 * `https://github.com/example/app.git`).
 */
function structured(word: string): boolean {
  return (
    (/\d/.test(word) && /[A-Za-z]/.test(word) && /[_./:]/.test(word)) ||
    /^\d+(?:\.\d+)+$/.test(word) ||
    /^[a-z][a-z0-9+.-]*:\/\/\w/i.test(word) ||
    // A key prefix: `uploads/`, `logs/2024/`.
    /^[\w.-]+(?:\/[\w.-]+)*\/$/.test(word) ||
    isDomainName(word)
  );
}

/** An identifier of words in camel case, a capital starting the first and some other: `PaymentTimeouts`. */
export const CAMEL_CASE = /^[A-Z][A-Za-z0-9]*[a-z][A-Z][A-Za-z0-9]*$/;

/** `OpenSearch_2.11` → `AaAa_0.0`: letters by case, digits as 0, punctuation kept. */
export function valueShape(value: string): string {
  return value
    .replace(/[A-Z]+/g, 'A')
    .replace(/[a-z]+/g, 'a')
    .replace(/\d+/g, '0');
}

/** Quoted strings written as an input's value in TS examples: `metricName: "CPUUtilization"`, `x: ["a", "b"]`. */
const EXAMPLE_ASSIGNMENT = /\b([a-z]\w*)\s*:\s*\[?\s*(["'`])([^"'`\n$]{1,80})\2/g;

/** Input name → the values its record's doc examples write for it. */
export const exampleValues = memoByObject(
  (record: SnapshotRecord): ReadonlyMap<string, ReadonlySet<string>> => {
    const out = new Map<string, Set<string>>();
    for (const example of record.examples) {
      for (const match of example.code.matchAll(EXAMPLE_ASSIGNMENT)) {
        const [, key = '', , value = ''] = match;
        const values = out.get(key) ?? new Set<string>();
        values.add(value);
        out.set(key, values);
      }
    }
    return out;
  },
);

/** `aws/codebuild/standard:7.0` → `aws/codebuild/`: the path a value is written under, if it has one. */
const pathPrefix = (value: string): string | undefined => /^[^:\s]*\//.exec(value)?.[0];

/**
 * How well a word fits an input by its record's examples: the value itself, or its structured shape or the
 * path it is written under (`aws/codebuild/standard:7.0` like the examples' `aws/codebuild/amazonlinux…:4.0`,
 * `AWS/Lambda` like their `AWS/EC2` and `AWS/ApplicationELB`).
 */
export function exampleFit(record: SnapshotRecord, slot: InputSlot, word: string): number {
  const written = exampleValues(record).get(slot.input.name);
  if (written === undefined) return 0;
  if (written.has(word)) return EXAMPLE_VALUE.same;
  // `ApproximateNumberOfMessagesVisible` like the examples' `HealthyHostCount`: an identifier in camel case,
  // by the share of such values the examples write, for an input that lists no values of its own.
  if (CAMEL_CASE.test(word)) {
    if ((slot.input.validValues ?? []).length > 0) return 0;
    return (EXAMPLE_VALUE.shape * [...written].filter((v) => CAMEL_CASE.test(v)).length) / written.size;
  }
  const prefix = pathPrefix(word);
  // `AWS/Lambda` under the prefix several examples write (`AWS/EC2`, `AWS/ApplicationELB`).
  if (prefix !== undefined && [...written].filter((v) => pathPrefix(v) === prefix).length >= 2)
    return EXAMPLE_VALUE.shape;
  if (!structured(word)) return 0;
  const shape = valueShape(word);
  const domain = isDomainName(word);
  const alike = (value: string) =>
    valueShape(value) === shape ||
    (domain && isDomainName(value)) ||
    (prefix !== undefined && prefix.length >= 6 && pathPrefix(value) === prefix);
  return [...written].some(alike) ? EXAMPLE_VALUE.shape : 0;
}
