import type { Plan, StatedValue } from '../../plan/types.js';
import { valuesAtPath } from '../intent/value-match.js';
import type { RegisteredResource } from '../types.js';
import { isBaselineViolation } from './baseline-pack.js';
import type { PolicyViolation } from './types.js';

/** The inputs a violation's message names, as a schema writes them (`blockPublicPolicy`). */
const INPUT_NAME = /\b[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+\b/g;

/**
 * A value the offline planner read from the request's words: a model's plan states what it likes (and keeps
 * no rule or span).
 */
const readFromRequest = (value: StatedValue): boolean =>
  value.rule !== undefined && value.rule !== 'model' && value.span !== undefined;

/**
 * Why an enforced violation of the bundled baseline is reported instead: it is about exactly the settings the
 * request states for that resource ("a public access block configuration that permits a public bucket
 * policy" → `blockPublicPolicy` false), and a repair that turned them back would undo what was asked. Every
 * input the message names must be such a setting, read by the planner from the request (never a model's
 * plan), and carried by the program's resource as stated. Undefined: it stays enforced.
 */
export function statedSettingWaiver(
  violation: PolicyViolation,
  plan: Plan | undefined,
  resources: readonly RegisteredResource[],
): string | undefined {
  if (
    violation.enforcementLevel !== 'mandatory' ||
    !isBaselineViolation(violation) ||
    plan === undefined ||
    plan.source === 'model'
  )
    return undefined;
  const named = [...new Set(violation.message.match(INPUT_NAME) ?? [])];
  const resource = resources.find((r) => r.token === violation.token && r.name === violation.resourceName);
  if (named.length === 0 || resource === undefined) return undefined;
  const stated = plan.components
    .filter((component) => component.token === violation.token)
    .flatMap((component) => component.values)
    .filter(readFromRequest);
  const asked = named.flatMap((input) => {
    const value = stated.find(
      (candidate) =>
        candidate.input.split('.').at(-1) === input &&
        valuesAtPath(resource.inputs, candidate.input).some((v) => v === candidate.value),
    );
    return value === undefined ? [] : [`${value.input} = ${String(value.value)} ("${value.text}")`];
  });
  if (asked.length < named.length) return undefined;
  return `the request asks for ${asked.join(', ')}, so it is reported, not enforced`;
}
