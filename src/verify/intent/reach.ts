import { isIdentity } from '../../plan/said-grants.js';
import type { RegisteredResource } from '../types.js';
import { jsonIn, leaves } from './value-match.js';

/** Label selectors (`selector`, `matchLabels`) of one resource that another's `labels` satisfy. */
function selectsByLabels(from: RegisteredResource, to: RegisteredResource): boolean {
  const selectors = objectsUnder(from.inputs, /^(selector|matchLabels)$/);
  const labels = objectsUnder(to.inputs, /^labels$/);
  return selectors.some((selector) => {
    const pairs = Object.entries(selector).filter(([, v]) => typeof v === 'string');
    return pairs.length > 0 && labels.some((set) => pairs.every(([k, v]) => set[k] === v));
  });
}

function objectsUnder(root: unknown, key: RegExp, depth = 0): Record<string, unknown>[] {
  if (depth > 20 || typeof root !== 'object' || root === null) return [];
  if (Array.isArray(root)) return root.flatMap((item) => objectsUnder(item, key, depth + 1));
  const found: Record<string, unknown>[] = [];
  for (const [name, value] of Object.entries(root)) {
    if (key.test(name) && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      found.push(value as Record<string, unknown>);
    }
    found.push(...objectsUnder(value, key, depth + 1));
  }
  return found;
}

/**
 * `from` uses an output of `to`: a dependency the engine recorded (an explicit provider included), a parent,
 * a resource passed whole as an input (its URN among the inputs), or a label selector.
 */
function references(from: RegisteredResource, to: RegisteredResource): boolean {
  if (to.urn !== undefined) {
    if (from.dependsOn.includes(to.urn) || from.parent === to.urn) return true;
    if (leaves(from.inputs).includes(to.urn)) return true;
  }
  // A lookup's result arrives as plain values, with no dependency the engine could record: that it ran is
  // all a recording can show.
  if (to.kind === 'function') return true;
  return selectsByLabels(from, to);
}

/** The most resources a relation may pass through: a subnet between a cluster and its network, a provider. */
const MAX_BETWEEN = 2;

/**
 * `from` reaches `to` through resources no planned component stands for: a cluster in a subnet of the
 * planned network, a Deployment on the planned cluster through `{ provider }`, a service running an image
 * built from the planned registry.
 */
export function reaches(
  from: RegisteredResource,
  to: RegisteredResource,
  between: readonly RegisteredResource[],
): boolean {
  let frontier = [from];
  const seen = new Set<RegisteredResource>([from]);
  for (let depth = 0; depth <= MAX_BETWEEN && frontier.length > 0; depth++) {
    if (frontier.some((resource) => references(resource, to))) return true;
    frontier = between.filter((next) => !seen.has(next) && frontier.some((r) => references(r, next)));
    frontier.forEach((next) => seen.add(next));
  }
  return false;
}

/** Two resources are wired in either direction: "the topic's subscription" and "the subscription to the topic". */
export function wired(
  a: RegisteredResource,
  b: RegisteredResource,
  between: readonly RegisteredResource[],
): boolean {
  return a === b || reaches(a, b, between) || reaches(b, a, between);
}

/** `x` and `y` reference each other, either way. */
const linked = (x: RegisteredResource, y: RegisteredResource): boolean =>
  references(x, y) || references(y, x);

/** Some of `start` is joined to `target`, directly or through up to {@link MAX_BETWEEN} of `through`. */
function joinedWithin(
  start: readonly RegisteredResource[],
  target: RegisteredResource,
  through: readonly RegisteredResource[],
): boolean {
  let frontier = [...start];
  const seen = new Set<RegisteredResource>(start);
  for (let depth = 0; depth <= MAX_BETWEEN && frontier.length > 0; depth++) {
    if (frontier.some((resource) => linked(resource, target))) return true;
    frontier = through.filter((next) => !seen.has(next) && frontier.some((r) => linked(r, next)));
    frontier.forEach((next) => seen.add(next));
  }
  return false;
}

/**
 * `a` and `b` are joined in the program whichever way each link points, directly or through up to
 * {@link MAX_BETWEEN} of the `between` resources: a topic and a queue joined by the subscription that
 * references both.
 */
export function connected(
  a: RegisteredResource,
  b: RegisteredResource,
  between: readonly RegisteredResource[],
): boolean {
  return joinedWithin([a], b, between);
}

/** Resources that grant: policies, their attachments, IAM members and bindings, role assignments. */
const GRANTING = /Polic|Permission|Grant|Iam|IAM|RoleAssignment|Attachment/;

/**
 * `from` may use `to` through the identity it runs as: a resource `from` takes (its role, its service
 * account) is joined to `to` directly (a role's inline policy names the bucket) or through up to
 * {@link MAX_BETWEEN} granting resources (a role policy, a policy and its attachment, a bucket policy naming
 * the role). `from` taking `to` itself (an environment variable with the bucket's name) grants nothing.
 */
export function granted(
  from: RegisteredResource,
  to: RegisteredResource,
  resources: readonly RegisteredResource[],
): boolean {
  const others = resources.filter((r) => r !== from && r !== to && r.kind === 'resource');
  const granting = others.filter((r) => GRANTING.test(r.token.slice(r.token.lastIndexOf(':') + 1)));
  const identities = others.filter((r) => references(from, r));
  // "an IAM role that can read the stream": an identity is granted through what grants it (its policy), never
  // by a thing that runs as it (a function taking its execution role grants the role nothing).
  const own = isIdentity(from.token) ? granting.filter((g) => linked(g, from)) : [];
  return joinedWithin([...identities, ...own], to, granting);
}

/** `s3` of `aws:s3/bucket:Bucket`, `storage` of `gcp:storage/bucket:Bucket`: the service a resource is of. */
const serviceOf = (token: string): string => (token.split(':')[1] ?? '').split('/')[0]?.toLowerCase() ?? '';

/**
 * The policy statements in a resource's inputs, written as objects (a typed `policy`) or inside JSON texts
 * (`JSON.stringify({ Statement: … })`): every object that names an `Action`.
 */
function statementsIn(root: unknown, depth = 0): Record<string, unknown>[] {
  if (depth > 30) return [];
  const parsed = jsonIn(root);
  if (parsed !== undefined) return statementsIn(parsed, depth + 1);
  if (Array.isArray(root)) return root.flatMap((item) => statementsIn(item, depth + 1));
  if (typeof root !== 'object' || root === null) return [];
  const own = 'Action' in root ? [root as Record<string, unknown>] : [];
  return [...own, ...Object.values(root).flatMap((value) => statementsIn(value, depth + 1))];
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/**
 * Whether a granting resource grants the whole of a service: a provider-managed policy named for it
 * (`arn:aws:iam::aws:policy/AmazonS3ReadOnlyAccess`), a document allowing its actions on every resource
 * (`s3:GetObject` on `*`), or a project-wide role of it (`roles/storage.objectViewer` on the project).
 */
function grantsServiceWide(grant: RegisteredResource, service: string): boolean {
  const texts = leaves(grant.inputs).filter((v): v is string => typeof v === 'string');
  const managed = new RegExp(`^arn:aws:iam::aws:policy/(?:[\\w-]+/)*[\\w-]*${service}`, 'i');
  const projectRole = new RegExp(`^roles/${service}\\.`, 'i');
  const anywhere = (s: Record<string, unknown>) =>
    s['Effect'] !== 'Deny' &&
    asList(s['Resource']).includes('*') &&
    asList(s['Action']).some((a) => typeof a === 'string' && a.toLowerCase().startsWith(`${service}:`));
  return (
    texts.some((text) => managed.test(text) || (/projects\//.test(grant.token) && projectRole.test(text))) ||
    statementsIn(grant.inputs).some(anywhere)
  );
}

/**
 * `from` may use the whole service `to` is of through the identity it runs as (see {@link granted}): more
 * than a grant on `to`, which a program may mean (a managed read-only policy), but which grants every other
 * resource of that service too.
 */
export function grantedServiceWide(
  from: RegisteredResource,
  to: RegisteredResource,
  resources: readonly RegisteredResource[],
): boolean {
  const service = serviceOf(to.token);
  const others = resources.filter((r) => r !== from && r !== to && r.kind === 'resource');
  const identities = others.filter((r) => references(from, r));
  const grants = others.filter(
    (r) =>
      GRANTING.test(r.token.slice(r.token.lastIndexOf(':') + 1)) &&
      identities.some((identity) => linked(r, identity)),
  );
  // A role's own `managedPolicyArns` or inline policies grant as an attached policy does.
  return [...grants, ...identities].some((r) => grantsServiceWide(r, service));
}
