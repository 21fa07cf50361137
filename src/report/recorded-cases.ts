import type { ConfigCaseRun, RegisteredResource, RungOutcome } from '../verify/types.js';

type Scalar = string | number | boolean;

/** One recorded resource as the JSON report shows it: enough to check the request without the program. */
export interface RecordedResource {
  readonly kind: 'resource' | 'lookup';
  readonly type: string;
  readonly name: string;
  /** Top-level inputs holding plain values (strings, numbers, booleans, lists of them), cut to 200 chars. */
  readonly inputs: Readonly<Record<string, Scalar | readonly Scalar[]>>;
  /** Top-level inputs holding objects or lists of objects (their values are in the program). */
  readonly nested: readonly string[];
}

export interface RecordedCase {
  /** `default`, `Stage=PROD`, `notifyEmail unset`, … */
  readonly name: string;
  readonly config: Readonly<Record<string, string>>;
  readonly resources: readonly RecordedResource[];
}

const MAX_TEXT = 200;

function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function shown(value: Scalar): Scalar {
  return typeof value === 'string' && value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
}

function recorded(resource: RegisteredResource): RecordedResource {
  const inputs: Record<string, Scalar | readonly Scalar[]> = {};
  const nested: string[] = [];
  for (const [key, value] of Object.entries(resource.inputs)) {
    if (value === undefined || value === null) continue;
    if (isScalar(value)) inputs[key] = shown(value);
    else if (Array.isArray(value) && value.every(isScalar)) inputs[key] = value.map(shown);
    else nested.push(key);
  }
  return {
    kind: resource.kind === 'function' ? 'lookup' : 'resource',
    type: resource.token,
    name: resource.name,
    inputs,
    nested,
  };
}

/**
 * What the mock run registered in each configuration case it ran, from the mock rung's outcome: the JSON
 * report carries it so a reviewer or a harness can hold the request against the resources, branch by branch.
 * Empty when the mock run did not pass (its recording then says nothing about the final program).
 */
export function recordedCases(verification: readonly RungOutcome[]): RecordedCase[] {
  const mock = verification.find((outcome) => outcome.rung === 'mock');
  if (mock === undefined || (mock.status !== 'passed' && mock.status !== 'fixed')) return [];
  const details = mock.details;
  const cases: readonly ConfigCaseRun[] =
    details?.cases !== undefined && details.cases.length > 0
      ? details.cases
      : details?.resources !== undefined
        ? [{ case: { name: 'default', config: {} }, resources: details.resources }]
        : [];
  return cases.map((run) => ({
    name: run.case.name,
    config: Object.fromEntries(
      Object.entries(run.case.config).map(([key, value]) => [
        key,
        run.case.secretKeys?.includes(key) === true ? '[secret]' : value,
      ]),
    ),
    resources: run.resources.map(recorded),
  }));
}
