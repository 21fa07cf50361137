import type { GenerationResult } from '../pipeline/types.js';
import { leafCarries, valuesAtPath } from '../verify/intent/value-match.js';
import type { RegisteredResource } from '../verify/types.js';
import { tokensOf, type ExpectedResource, type GenerationCase } from './generation-set.js';
import { serviceOf, uncalledServiceResources } from './uncalled-services.js';

/**
 * How one pipeline run did against its request's ground truth. Definitions (the README repeats them):
 * - recall: expected entries met / expected entries (an entry that lists tokens is met by any one). A token is met by a declared resource of that token, or
 *   by its `alsoSatisfiedBy` stand-in: `"<input> input of <token>"` is met by a resource of `<token>` whose
 *   `<input>` is set (free text that does not parse is met by any resource of a token it names).
 * - precision: relevant declared resources / declared resources. Relevant: its token is expected, a key of
 *   `alsoSatisfiedBy`, or named in one of its texts; or it is a companion: a resource of the same provider
 *   module as an expected token (`aws:iam/...` beside an expected `aws:iam/role:Role`) wired to a resource
 *   of an expected token (a recorded dependency or parent either way). Providers and lookups are not counted.
 * - properties: each scalar the set states (a path to a leaf) is present when a resource of its token (or
 *   its stand-in) carries it at that path, compared as the intent rung compares (case, number form).
 * - intent agreement: the intent rung passed ⇔ recall is 1. Undefined when the rung did not run.
 * - uncalled: declared resources of a service no relevant token belongs to that are no plumbing an expected
 *   resource's inputs take (see `uncalled-services.ts`).
 */
export interface GenerationScore {
  readonly id: string;
  readonly difficulty: number;
  readonly verified: boolean;
  /** Passed every rung, but the plan lists parts of the request it did not understand: verified in part. */
  readonly partial: boolean;
  readonly failure?: string;
  readonly recall: number;
  /** Undefined when the program declared no resource. */
  readonly precision?: number;
  /** Undefined when the set states no property for the request. */
  readonly propertyShare?: number;
  readonly intent: 'passed' | 'failed' | 'not run';
  readonly intentAgrees?: boolean;
  readonly rounds: number;
  readonly tokens: number;
  readonly timeMs: number;
  readonly missing: readonly string[];
  readonly missingProperties: readonly string[];
  /** Declared tokens that are neither expected nor companions. */
  readonly extra: readonly string[];
  /** Declared tokens of a service the request does not call for (nor plumbing of one it does). */
  readonly uncalled: readonly string[];
}

/** What the mock run recorded across every configuration case, one entry per URN. */
export function recordedResources(result: GenerationResult): RegisteredResource[] {
  const mock = result.verification.find((outcome) => outcome.rung === 'mock');
  const runs = mock?.details?.cases?.map((run) => run.resources) ?? [mock?.details?.resources ?? []];
  const byKey = new Map<string, RegisteredResource>();
  for (const resource of runs.flat())
    byKey.set(resource.urn ?? `${resource.token}|${resource.name}`, resource);
  return [...byKey.values()];
}

const TOKEN = /[a-z][\w-]*:[\w/.-]+:[A-Za-z]\w*/g;

function hasInput(resource: RegisteredResource, input: string): boolean {
  const value = resource.inputs[input];
  if (value === undefined || value === null || value === '') return false;
  return !(Array.isArray(value) && value.length === 0);
}

/** The declared resources that stand for an expected token: its own, else its `alsoSatisfiedBy` stand-in. */
function standIns(
  token: string,
  set: GenerationCase,
  declared: readonly RegisteredResource[],
): RegisteredResource[] {
  const own = declared.filter((r) => r.token === token);
  if (own.length > 0) return own;
  const text = set.alsoSatisfiedBy[token];
  if (text === undefined) return [];
  const inputOf = /^\s*(\w+) input of (\S+)\s*$/.exec(text);
  if (inputOf !== null) return declared.filter((r) => r.token === inputOf[2] && hasInput(r, inputOf[1]!));
  const named = new Set(text.match(TOKEN) ?? []);
  return declared.filter((r) => named.has(r.token));
}

function expectedTokens(set: GenerationCase): string[] {
  return set.expected.flatMap(tokensOf);
}

function relevantTokens(set: GenerationCase): Set<string> {
  return new Set([
    ...expectedTokens(set),
    ...Object.keys(set.alsoSatisfiedBy),
    ...Object.values(set.alsoSatisfiedBy).flatMap((text) => text.match(TOKEN) ?? []),
  ]);
}

function isCompanion(
  resource: RegisteredResource,
  set: GenerationCase,
  declared: readonly RegisteredResource[],
): boolean {
  const expected = expectedTokens(set);
  const modules = new Set(expected.map(serviceOf));
  if (!modules.has(serviceOf(resource.token))) return false;
  const wired = (a: RegisteredResource, b: RegisteredResource) =>
    b.urn !== undefined && (a.dependsOn.includes(b.urn) || a.parent === b.urn);
  return declared.some(
    (other) =>
      other !== resource &&
      expected.includes(other.token) &&
      (wired(resource, other) || wired(other, resource)),
  );
}

/** Every (dotted path, scalar) the set states under one token's properties; arrays of objects are flattened. */
function statedLeaves(value: unknown, path = ''): { path: string; value: string | number | boolean }[] {
  if (Array.isArray(value)) return value.flatMap((item) => statedLeaves(item, path));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, inner]) =>
      statedLeaves(inner, path === '' ? key : `${path}.${key}`),
    );
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return [{ path, value }];
  return [];
}

function propertyScore(
  set: GenerationCase,
  declared: readonly RegisteredResource[],
): { share?: number; missing: string[] } {
  const stated = Object.entries(set.properties).flatMap(([token, value]) =>
    statedLeaves(value).map((leaf) => ({ token, ...leaf })),
  );
  if (stated.length === 0) return { missing: [] };
  const missing = stated
    .filter(
      ({ token, path, value }) =>
        !standIns(token, set, declared).some((r) =>
          valuesAtPath(r.inputs, path).some((v) => leafCarries(v, value)),
        ),
    )
    .map(({ token, path, value }) => `${token} ${path}=${JSON.stringify(value)}`);
  return { share: (stated.length - missing.length) / stated.length, missing };
}

function intentOf(result: GenerationResult): GenerationScore['intent'] {
  const outcome = result.verification.find((o) => o.rung === 'intent');
  if (outcome === undefined || outcome.status === 'skipped') return 'not run';
  return outcome.status === 'failed' ? 'failed' : 'passed';
}

/** Scores one run against its request's ground truth. Pure: the caller measured `timeMs`. */
export function scoreGeneration(
  set: GenerationCase,
  result: GenerationResult,
  timeMs: number,
): GenerationScore {
  const declared = recordedResources(result).filter(
    (r) => r.kind === 'resource' && !r.token.startsWith('pulumi:providers:'),
  );
  const expected = set.expected;
  const met = (entry: ExpectedResource) => tokensOf(entry).some((t) => standIns(t, set, declared).length > 0);
  const missing = expected.filter((entry) => !met(entry)).map((entry) => tokensOf(entry).join(' | '));
  const recall = expected.length === 0 ? 1 : (expected.length - missing.length) / expected.length;
  const relevant = relevantTokens(set);
  const extra = declared.filter((r) => !relevant.has(r.token) && !isCompanion(r, set, declared));
  const properties = propertyScore(set, declared);
  const intent = intentOf(result);
  return {
    id: set.id,
    difficulty: set.difficulty,
    verified: result.status === 'verified',
    partial: result.status === 'partial',
    ...(result.failure !== undefined
      ? { failure: `${result.failure.stage}: ${result.failure.message}` }
      : {}),
    recall,
    ...(declared.length > 0 ? { precision: (declared.length - extra.length) / declared.length } : {}),
    ...(properties.share !== undefined ? { propertyShare: properties.share } : {}),
    intent,
    ...(intent !== 'not run' ? { intentAgrees: (intent === 'passed') === (recall === 1) } : {}),
    rounds: result.metrics.repairRounds ?? 0,
    tokens: result.metrics.tokensIn + result.metrics.tokensOut,
    timeMs,
    missing,
    missingProperties: properties.missing,
    extra: [...new Set(extra.map((r) => r.token))],
    uncalled: [...new Set(uncalledServiceResources(relevant, declared).map((r) => r.token))],
  };
}
