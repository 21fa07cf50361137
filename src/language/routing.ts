import { UserError } from '../shared/errors.js';
import { catalog, shortPackageName } from './catalog.js';
import { COMPONENT_PACKAGES, PROVIDER_CUES, PROVIDER_NAMES } from './vocabulary.js';
import { METRIC_NAMESPACE } from './literals.js';

export interface Routing {
  readonly providers: readonly string[];
  readonly routing: 'explicit' | 'inferred' | 'all';
}

/**
 * Lower case, punctuation to spaces, padded so cues match on word boundaries with a plain `includes`; a metric
 * namespace says AWS alone.
 */
export function padded(text: string): string {
  return ` ${text
    .replace(METRIC_NAMESPACE, 'aws')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

/**
 * The glossary's cues, then the catalog's for every other package (`alicloud`, `hetzner`, `cert manager`):
 * a package bundled or built on demand is routed to when the request names it.
 */
const cueIndex: readonly { readonly cue: string; readonly provider: string }[] = [
  ...Object.entries(PROVIDER_CUES).flatMap(([provider, cues]) =>
    cues.map((cue) => ({ cue: padded(cue), provider })),
  ),
  ...catalog.packages
    .filter((entry) => PROVIDER_CUES[shortPackageName(entry.package)] === undefined)
    .flatMap((entry) =>
      entry.cues.map((cue) => ({ cue: padded(cue), provider: shortPackageName(entry.package) })),
    ),
];

/** The cues, longest first: the longest cue that matches some words is the one they say. */
const longestFirst = [...cueIndex].sort((a, b) => b.cue.length - a.cue.length);

/**
 * Providers the request names or implies ("S3" → aws, "AKS" → azure-native), with the component packages
 * built on them (see {@link COMPONENT_PACKAGES}) and the provider of a component package it names, in the
 * snapshot's order.
 */
export function inferProviders(text: string, known: readonly string[]): string[] {
  // "runs Kubernetes 1.29", "a range `pods`": a product said with its version is what a resource runs, and a
  // quoted name names a thing, not a provider asked for, when the rest of the request names one.
  const rest = text.replace(VERSIONED_PRODUCT, ' ').replace(QUOTED_NAME, ' ');
  const named = rest === text ? [] : providersCued(rest, known);
  return named.length > 0 ? named : providersCued(text, known);
}

/** A word and a dotted version after it: "Kubernetes 1.29", "Redis 7.1". */
const VERSIONED_PRODUCT = /\b[A-Za-z][A-Za-z0-9]*\s+v?\d+\.\d+(?:\.\d+)?\b/g;
/** A name in backticks or double quotes: `pods`, "ingress". */
const QUOTED_NAME = /`[^`\n]*`|"[^"\n]*"/g;

function providersCued(text: string, known: readonly string[]): string[] {
  let haystack = padded(text);
  const found = new Set<string>();
  for (const { cue, provider } of longestFirst) {
    if (haystack.includes(cue)) {
      found.add(provider);
      // The words a cue matched name one thing: a shorter cue inside them ("security group" in "network
      // security group") is not a second provider's mention.
      haystack = haystack.replaceAll(cue, ' | ');
    }
  }
  for (const [name, { base }] of Object.entries(COMPONENT_PACKAGES)) {
    if (found.has(base)) {
      found.add(name);
    }
    // A program built from a component uses its provider's resources beside it ("a VPC using awsx").
    if (found.has(name)) {
      found.add(base);
    }
  }
  return known.filter((provider) => found.has(provider));
}

/** Whether the request names a component package itself ("awsx", "Crosswalk", "@pulumi/eks"). */
function namesComponentPackage(text: string, name: string): boolean {
  const haystack = padded(text);
  return (COMPONENT_PACKAGES[name]?.cues ?? []).some((cue) => haystack.includes(padded(cue)));
}

/**
 * The providers a plan may take components from: the routed ones less the component packages the request
 * does not name (see {@link COMPONENT_PACKAGES}); an explicit provider list stands as given.
 */
export function planningProviders(text: string, route: Routing): readonly string[] {
  if (route.routing === 'explicit') {
    return route.providers;
  }
  return route.providers.filter(
    (provider) => COMPONENT_PACKAGES[provider] === undefined || namesComponentPackage(text, provider),
  );
}

/** An explicit `--provider` value: the snapshot's own names, or a common alias (`azure`, `k8s`, `google`). */
export function resolveProvider(name: string, known: readonly string[]): string {
  const lower = name.trim().toLowerCase();
  const resolved = known.includes(lower) ? lower : PROVIDER_NAMES[lower];
  if (resolved === undefined || !known.includes(resolved)) {
    throw new UserError(`unknown provider '${name}'; known providers: ${known.join(', ')}`);
  }
  return resolved;
}

/**
 * The provider a value of the request belongs to (`us-central1` → gcp, `e2-medium` → gcp), when one
 * provider's programs alone write it: counted from the snapshot's doc examples (`literal-owners.ts`).
 */
export type LiteralOwner = (word: string) => string | undefined;

/** The providers the request's values belong to ("in us-central1": gcp). */
function literalProviders(text: string, owner: LiteralOwner | undefined, known: readonly string[]): string[] {
  if (owner === undefined) return [];
  const found = new Set<string>();
  for (const [word] of text.matchAll(/[A-Za-z0-9][A-Za-z0-9._-]*[A-Za-z0-9]/g)) {
    const provider = owner(word.toLowerCase());
    if (provider !== undefined) found.add(provider);
  }
  return known.filter((provider) => found.has(provider));
}

/**
 * The providers a request is routed to: an explicit list as given; else the ones it names or implies, with
 * those its values belong to ("an e2-medium VM in us-central1" is Google Cloud's); else all.
 */
export function routeRequest(
  text: string,
  explicit: readonly string[] | undefined,
  known: readonly string[],
  owner?: LiteralOwner,
): Routing {
  if (explicit !== undefined && explicit.length > 0) {
    const providers = [...new Set(explicit.map((name) => resolveProvider(name, known)))];
    return { providers, routing: 'explicit' };
  }
  const named = new Set([...inferProviders(text, known), ...literalProviders(text, owner, known)]);
  const inferred = known.filter((provider) => named.has(provider));
  return inferred.length > 0
    ? { providers: inferred, routing: 'inferred' }
    : { providers: known, routing: 'all' };
}
