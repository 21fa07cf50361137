/**
 * The JSON the mock runner writes (see `runner-source.ts`). Parsed defensively: the child is our script, but
 * it runs generated code, so the parent trusts the shape only after {@link parseRunResult} checked it, and
 * reads no more of it than {@link MAX_RESULT_BYTES}.
 */

/**
 * The most of a result file the parent reads. A real run's result (argument keys and call stacks of a few
 * hundred resources) is well under 1 MB; a larger one is a failed run, never parsed. The sandbox holds the
 * file one byte above this (RLIMIT_FSIZE), so an attempt to write more shows as too large.
 */
export const MAX_RESULT_BYTES = 16 * 1024 ** 2;

export interface RunRegistration {
  readonly type: string;
  readonly name: string;
  readonly custom: boolean;
  /**
   * A multi-language component (`awsx.ec2.Vpc`, `eks.Cluster`): registered as one remote resource under
   * mocks, its children built by its provider plugin, so its own inputs are what the snapshot record checks.
   */
  readonly remote?: boolean;
  readonly urn?: string;
  readonly parent?: string;
  readonly provider?: string;
  readonly inputs: Readonly<Record<string, unknown>>;
  /** URNs the runtime reported as dependencies (outputs flowing into inputs, and explicit `dependsOn`). */
  readonly dependencies: readonly string[];
  readonly propertyDependencies: Readonly<Record<string, readonly string[]>>;
  /** `Resource.get(...)`: a read of an existing resource, its inputs are state, not arguments. */
  readonly read: boolean;
}

export interface RunInvoke {
  readonly token: string;
  readonly inputs: Readonly<Record<string, unknown>>;
}

/** A provider class constructed or function called by the program, with the argument keys it passed. */
export interface RunCall {
  readonly kind: 'resource' | 'function';
  readonly package: string;
  readonly path: string;
  readonly token?: string;
  readonly name?: string;
  readonly argKeys: readonly string[];
  /** The stack at the call, source-mapped to the program's TypeScript. */
  readonly stack: string;
}

export interface RunError {
  readonly kind: 'uncaught-exception' | 'unhandled-rejection' | 'program-error' | 'runner-error';
  readonly name: string;
  readonly message: string;
  readonly stack: string;
}

/** Program code reaching what it must not (`process`, the `Function` constructor, a module, a socket). */
export interface RunViolation {
  /** What it reached, as a phrase: "process (environment, exit, built-in modules)". */
  readonly what: string;
  /** The stack at the access, for the program line. */
  readonly stack: string;
  /** `what` is `host-file`: the host path the run was refused (the program's result is unknown, not unsafe). */
  readonly path?: string;
}

export interface MockRunResult {
  readonly registrations: readonly RunRegistration[];
  readonly invokes: readonly RunInvoke[];
  readonly calls: readonly RunCall[];
  readonly errors: readonly RunError[];
  readonly completed: boolean;
  /** Program code reaching what it must not; each fails the run. */
  readonly violations?: readonly RunViolation[];
  /** The run's nonce as the runner wrote it: a result without the parent's nonce is not the runner's. */
  readonly nonce?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringArray(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function list<T>(value: unknown, item: (raw: Record<string, unknown>) => T): T[] {
  return Array.isArray(value) ? value.filter(isRecord).map(item) : [];
}

const ERROR_KINDS: readonly RunError['kind'][] = [
  'uncaught-exception',
  'unhandled-rejection',
  'program-error',
  'runner-error',
];

export function parseRunResult(text: string): MockRunResult {
  const raw: unknown = JSON.parse(text);
  if (!isRecord(raw)) {
    throw new Error('the mock runner wrote no result object');
  }
  return {
    registrations: list(raw['registrations'], (r) => {
      const deps: Record<string, readonly string[]> = {};
      if (isRecord(r['propertyDependencies'])) {
        for (const [key, urns] of Object.entries(r['propertyDependencies'])) {
          deps[key] = stringArray(urns);
        }
      }
      const urn = optionalString(r['urn']);
      const parent = optionalString(r['parent']);
      const provider = optionalString(r['provider']);
      return {
        type: String(r['type'] ?? ''),
        name: String(r['name'] ?? ''),
        custom: r['custom'] === true,
        ...(r['remote'] === true ? { remote: true } : {}),
        ...(urn === undefined ? {} : { urn }),
        ...(parent === undefined ? {} : { parent }),
        ...(provider === undefined ? {} : { provider }),
        inputs: isRecord(r['inputs']) ? r['inputs'] : {},
        dependencies: stringArray(r['dependencies']),
        propertyDependencies: deps,
        read: r['read'] === true,
      };
    }),
    invokes: list(raw['invokes'], (r) => ({
      token: String(r['token'] ?? ''),
      inputs: isRecord(r['inputs']) ? r['inputs'] : {},
    })),
    calls: list(raw['calls'], (r) => {
      const token = optionalString(r['token']);
      const name = optionalString(r['name']);
      return {
        kind: r['kind'] === 'function' ? ('function' as const) : ('resource' as const),
        package: String(r['package'] ?? ''),
        path: String(r['path'] ?? ''),
        ...(token === undefined ? {} : { token }),
        ...(name === undefined ? {} : { name }),
        argKeys: stringArray(r['argKeys']),
        stack: typeof r['stack'] === 'string' ? r['stack'] : '',
      };
    }),
    errors: list(raw['errors'], (r) => ({
      kind: ERROR_KINDS.find((kind) => kind === r['kind']) ?? 'runner-error',
      name: String(r['name'] ?? 'Error'),
      message: String(r['message'] ?? ''),
      stack: String(r['stack'] ?? ''),
    })),
    completed: raw['completed'] === true,
    violations: list(raw['violations'], (r) => ({
      what: String(r['what'] ?? ''),
      stack: String(r['stack'] ?? ''),
      ...(typeof r['path'] === 'string' ? { path: r['path'] } : {}),
    })),
    ...(typeof raw['nonce'] === 'string' ? { nonce: raw['nonce'] } : {}),
  };
}

/**
 * The distinct errors of a run, first sighting first, in one pass: one throw often surfaces several times
 * (the program's own rejection, then each promise chained on it inside the runtime), and a hostile program
 * can reject 300,000 promises. At most `max` are kept; `more` counts the distinct ones left out.
 */
export function distinctErrors(
  errors: readonly RunError[],
  max: number,
): { readonly errors: readonly RunError[]; readonly more: number } {
  const seen = new Set<string>();
  const kept: RunError[] = [];
  for (const error of errors) {
    if (seen.has(error.message)) continue;
    seen.add(error.message);
    if (kept.length < max) kept.push(error);
  }
  return { errors: kept, more: seen.size - kept.length };
}
