import {
  PRODUCT_VERSIONS_RULE,
  type Plan,
  type PlannedComponent,
  type PlannedRelation,
  type StatedValue,
} from '../../plan/types.js';
import type { IntentKnowledge, RegisteredResource } from '../types.js';
import { wired } from './reach.js';
import { leafCarries, valuesAtPath, versionCarries } from './value-match.js';

/** Without knowledge of the schemas: nothing is made by anything, no input is known, no cloud named. */
export const NO_KNOWLEDGE: IntentKnowledge = {
  namedProviders: [],
  partsOf: () => [],
  inlineHostsOf: () => [],
  inputsOf: () => [],
};

/**
 * The resources that stand for a component: its token, a stand-in token, a parent's inline input (planned,
 * or found in the schemas: a cluster's `nodePool`), or a component resource whose schema says it makes one (`awsx.ecs.FargateService` is the ECS service and its
 * task definition; a remote component's children are built by its plugin, so the mock run never sees them).
 */
export function resourcesFor(
  component: PlannedComponent,
  recorded: readonly RegisteredResource[],
  knowledge: IntentKnowledge = NO_KNOWLEDGE,
): RegisteredResource[] {
  // A `.get()` read or a component the program registered itself deploys nothing: never the planned thing.
  const resources = recorded.filter((r) => r.registeredAs === undefined);
  const direct = resources.filter((r) => r.token === component.token);
  if (direct.length > 0) return direct;
  for (const alternative of component.alternatives) {
    const [token, input] = alternative.split('#');
    const found = resources.filter(
      (r) => r.token === token && (input === undefined || !isEmpty(r.inputs[input])),
    );
    if (found.length > 0) return found;
  }
  // `aws.ec2.DefaultVpc` adopts what already exists: a lookup of it (`getVpc({ default: true })`) is that.
  const adopted = /^([^:]+):([^/]+)\/default(\w+):Default(\w+)$/.exec(component.token);
  if (adopted !== null) {
    const lookup = `${adopted[1]}:${adopted[2]}/get${adopted[4]}:get${adopted[4]}`;
    const found = resources.filter((r) => r.kind === 'function' && r.token === lookup);
    if (found.length > 0) return found;
  }
  const inline = knowledge
    .inlineHostsOf(component.token)
    .flatMap((host) => resources.filter((r) => r.token === host.token && !isEmpty(r.inputs[host.input])));
  if (inline.length > 0) return inline;
  return resources.filter(
    (r) => r.kind === 'resource' && knowledge.partsOf(r.token).includes(component.token),
  );
}

/** No value, an empty text, list or object: an input the program did not really set. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}

/**
 * Whether an input holds a resource's own name (`name`, `title`, `metadata.name`, a queue's `queueName`):
 * a stated name is carried by the program's own name for the resource too, as Pulumi names it from that.
 */
export function namesItself(input: string, token: string): boolean {
  const type = token.split(':').pop() ?? '';
  const own = `${type.charAt(0).toLowerCase()}${type.slice(1)}Name`;
  return input === 'name' || input === 'title' || input === 'metadata.name' || input === own;
}

/** A stated value as one resource carries it: at its input (or, for a name, as its own name), elsewhere, or set otherwise. */
export type ValueFit = 'carried' | 'contradicted' | 'unset';

function set(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && value !== '<unknown>';
}

export function valueFit(resource: RegisteredResource, value: StatedValue): ValueFit {
  const atPath = valuesAtPath(resource.inputs, value.input);
  if (namesItself(value.input, resource.token)) {
    const want = String(value.value).toLowerCase();
    const names = [resource.name, ...atPath].filter(set).map((v) => String(v).toLowerCase());
    if (names.includes(want)) return 'carried';
    return atPath.some(set) ? 'contradicted' : 'unset';
  }
  const version = value.rule === PRODUCT_VERSIONS_RULE;
  if (atPath.some((v) => leafCarries(v, value.value) || (version && versionCarries(v, value.value))))
    return 'carried';
  return atPath.some(set) ? 'contradicted' : 'unset';
}

/** How well a resource fits a component's stated values: each carried counts for it, each contradicted against. */
function fitScore(component: PlannedComponent, resource: RegisteredResource): number {
  return component.values.reduce((score, value) => {
    const fit = valueFit(resource, value);
    return score + (fit === 'carried' ? 1 : fit === 'contradicted' ? -1 : 0);
  }, 0);
}

/** Whether `word` stands in `text` as a word of its own (a hyphen joins: `orders` is not in `orders-dlq`). */
function writtenIn(text: string, word: string): boolean {
  if (word.length < 3) return false;
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`, 'i').test(text);
}

/**
 * Whether the request writes the resource's name where it first names the component ("a Pub/Sub topic
 * orders … a dead-letter topic orders-dlq": `orders` is the topic, whichever topic the subscription reads),
 * a name the plan did not read as a stated value.
 */
function namedWhereAsked(
  component: PlannedComponent,
  resource: RegisteredResource,
  requestText: string,
): boolean {
  const span = component.spans?.[0];
  if (span === undefined) return false;
  const words = requestText.slice(span.start, span.end);
  const own = resource.inputs['name'];
  return [resource.name, ...(typeof own === 'string' ? [own] : [])].some((name) => writtenIn(words, name));
}

/** The planned relations of a component a resource could meet with some candidate of the other end. */
function relationScore(
  component: PlannedComponent,
  resource: RegisteredResource,
  relations: readonly PlannedRelation[],
  candidates: ReadonlyMap<string, readonly RegisteredResource[]>,
  between: readonly RegisteredResource[],
): number {
  return relations.filter((relation) => {
    const other =
      relation.from === component.id ? relation.to : relation.to === component.id ? relation.from : undefined;
    if (other === undefined) return false;
    return (candidates.get(other) ?? []).some((r) => wired(resource, r, between));
  }).length;
}

/** Which plan components stand for which recorded resources, and the instances of planned types left over. */
export interface Binding {
  readonly bound: ReadonlyMap<string, readonly RegisteredResource[]>;
  /** Resources of a component's own token bound to no component: another instance of a planned type. */
  readonly leftover: readonly RegisteredResource[];
}

interface Pair {
  readonly component: PlannedComponent;
  readonly resource: RegisteredResource;
  readonly order: number;
  readonly fit: number;
  readonly named: boolean;
  readonly related: number;
}

/**
 * Binds each planned component to the resources that stand for it. A resource of a component's own token
 * stands for one component only, and a component takes as many as it asks for, best match first: the
 * stated values it carries (a name among them), then its name written where the request names the
 * component, then the planned relations it could meet, then the order of declaration. So a second topic or bucket cannot satisfy a value or relation meant for the first.
 * Stand-ins (an inline input, a component resource that makes the part) are shared.
 */
export function bindComponents(
  plan: Plan,
  resources: readonly RegisteredResource[],
  knowledge: IntentKnowledge,
): Binding {
  const candidates = new Map(
    plan.components.map((c) => [c.id, resourcesFor(c, resources, knowledge)] as const),
  );
  const anyCandidate = new Set([...candidates.values()].flat());
  const between = resources.filter((r) => r.kind === 'resource' && !anyCandidate.has(r));
  const bound = new Map<string, RegisteredResource[]>(plan.components.map((c) => [c.id, []]));
  const pairs: Pair[] = [];
  for (const component of plan.components) {
    for (const resource of candidates.get(component.id) ?? []) {
      if (resource.token !== component.token) {
        bound.get(component.id)?.push(resource);
        continue;
      }
      pairs.push({
        component,
        resource,
        order: resources.indexOf(resource),
        fit: fitScore(component, resource),
        named: namedWhereAsked(component, resource, knowledge.requestText ?? ''),
        related: relationScore(component, resource, plan.relations, candidates, between),
      });
    }
  }
  pairs.sort(
    (a, b) =>
      b.fit - a.fit || Number(b.named) - Number(a.named) || b.related - a.related || a.order - b.order,
  );
  const taken = new Set<RegisteredResource>();
  for (const pair of pairs) {
    const mine = bound.get(pair.component.id) ?? [];
    if (taken.has(pair.resource) || mine.length >= Math.max(1, pair.component.count)) continue;
    mine.push(pair.resource);
    taken.add(pair.resource);
  }
  const leftover = [...new Set(pairs.map((p) => p.resource))].filter((r) => !taken.has(r));
  // Each component's resources in the order the program declares them.
  for (const list of bound.values()) list.sort((a, b) => resources.indexOf(a) - resources.indexOf(b));
  return { bound, leftover };
}
