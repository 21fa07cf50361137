import { tokenTsName } from '../../plan/plan-steps.js';
import type { Plan, PlannedComponent, PlannedRelation, StatedValue } from '../../plan/types.js';
import type { IntentKnowledge, RegisteredResource } from '../types.js';
import { docPlaceholders } from './doc-placeholders.js';
import { unambiguousValue } from './value-evidence.js';
import { leafCarries, leaves, valuesAtPath } from './value-match.js';

/** Without knowledge of the schemas: nothing is made by anything, no input is known, no cloud named. */
const NO_KNOWLEDGE: IntentKnowledge = {
  namedProviders: [],
  partsOf: () => [],
  inlineHostsOf: () => [],
  inputsOf: () => [],
};

/** One checklist item of the plan and whether the recorded resources meet it. */
export interface IntentItem {
  readonly kind: 'component' | 'value' | 'relation' | 'placeholder' | 'empty';
  readonly text: string;
  readonly met: boolean;
  /** Plumbing the request did not name is worth a warning when absent; what the request asked for, an error. */
  readonly severity: 'error' | 'warning';
  /** Tokens whose schemas a repair needs. */
  readonly subjects: readonly string[];
}

export interface IntentReport {
  readonly items: readonly IntentItem[];
  /** Request items met / all request items (plumbing and placeholder items are not counted). */
  readonly met: number;
  readonly total: number;
}

/**
 * The resources that stand for a component: its token, a stand-in token, a parent's inline input (planned,
 * or found in the schemas: a cluster's `nodePool`), or a component resource whose schema says it makes one (`awsx.ecs.FargateService` is the ECS service and its
 * task definition; a remote component's children are built by its plugin, so the mock run never sees them).
 */
export function resourcesFor(
  component: PlannedComponent,
  resources: readonly RegisteredResource[],
  knowledge: IntentKnowledge = NO_KNOWLEDGE,
): RegisteredResource[] {
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

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}

function label(component: PlannedComponent): string {
  return `${component.role} (${tokenTsName(component.token)})`;
}

/** The provider a token belongs to (`aws:s3/bucket:Bucket` → `aws`). */
function providerOf(token: string): string {
  return token.split(':')[0] ?? token;
}

/**
 * Whether a missing component is the program's fault as plainly as the request says: it was asked for, and
 * its cloud is the one the request names (or, naming none, the one the program uses). A plan that read a
 * Google Cloud request as AWS resources must not fail a correct Google Cloud program.
 */
function plainlyAsked(
  component: PlannedComponent,
  declared: readonly RegisteredResource[],
  knowledge: IntentKnowledge,
): boolean {
  if (component.origin !== 'request') return false;
  const provider = providerOf(component.token);
  if (knowledge.namedProviders.length > 0) return knowledge.namedProviders.includes(provider);
  // A component package's resources use the cloud of the parts they make (awsx builds on aws).
  const uses = (r: RegisteredResource): boolean =>
    providerOf(r.token) === provider || knowledge.partsOf(r.token).some((t) => providerOf(t) === provider);
  return declared.length === 0 || declared.some(uses);
}

function componentItem(
  component: PlannedComponent,
  found: readonly RegisteredResource[],
  plain: boolean,
): IntentItem {
  const want = Math.max(1, component.count);
  const have = new Set(found.map((r) => r.urn ?? `${r.token}|${r.name}`)).size;
  return {
    kind: 'component',
    text:
      have >= want
        ? `${label(component)}: ${have === 1 ? found[0]!.name : `${have} resources`}`
        : have === 0
          ? `${label(component)} is missing: the program declares no ${tokenTsName(component.token)}`
          : `${label(component)}: ${want} asked for, ${have} declared`,
    met: have >= want,
    // Met, it counts as an item of the request; unmet, it is an error only where plainly asked for.
    severity: component.origin === 'request' && (have >= want || plain) ? 'error' : 'warning',
    subjects: [component.token],
  };
}

/**
 * A stated value against the resources that stand for its component: met at its input or anywhere in them
 * (a policy document, a user-data script). Unmet, it is the program's fault only when the program sets the
 * input to something else and the request's words leave no doubt the value belongs there; an input left
 * unset may rely on a default the schema does not record (a PostgreSQL port), and is worth a look.
 */
function valueItem(
  component: PlannedComponent,
  value: StatedValue,
  found: readonly RegisteredResource[],
  knowledge: IntentKnowledge,
): IntentItem {
  const atPath = found.flatMap((r) => valuesAtPath(r.inputs, value.input));
  const met = atPath.some((v) => leafCarries(v, value.value));
  const elsewhere = !met && found.some((r) => leaves(r.inputs).some((v) => leafCarries(v, value.value)));
  const shown = JSON.stringify(value.value);
  const set = atPath.filter((v) => v !== undefined && v !== null && v !== '<unknown>');
  const contradicted =
    !met && !elsewhere && set.length > 0 && unambiguousValue(value, knowledge.inputsOf(component.token));
  const unmetText =
    set.length === 0
      ? `${component.role}: the request states ${value.input} = ${shown} ("${value.text}"); the program leaves \`${value.input}\` unset (check that its default is ${shown})`
      : `${component.role}: the request states ${value.input} = ${shown} ("${value.text}"), but no ${tokenTsName(component.token)} carries it`;
  return {
    kind: 'value',
    text: met
      ? `${component.role}: ${value.input} = ${shown}`
      : elsewhere
        ? `${component.role}: ${shown} is set (not at \`${value.input}\`)`
        : unmetText,
    met: met || elsewhere,
    // Met, it counts as an item of the request; unmet, it is an error only where contradicted plainly.
    severity: component.origin === 'request' && (met || elsewhere || contradicted) ? 'error' : 'warning',
    subjects: [component.token, value.input.split('.')[0] ?? value.input],
  };
}

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
function reaches(
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

function relationItem(
  relation: PlannedRelation,
  components: ReadonlyMap<string, PlannedComponent>,
  found: ReadonlyMap<string, readonly RegisteredResource[]>,
  between: readonly RegisteredResource[],
): IntentItem | undefined {
  const from = components.get(relation.from);
  const to = components.get(relation.to);
  if (from === undefined || to === undefined) return undefined;
  const fromResources = found.get(from.id) ?? [];
  const toResources = found.get(to.id) ?? [];
  // A missing end is the component's finding already; a second one for its wiring only repeats it.
  if (fromResources.length === 0 || toResources.length === 0) return undefined;
  // Either direction counts: "the topic's subscription" and "the subscription to the topic" are one wiring;
  // one component resource standing for both ends (a FargateService is the service and its task) is too.
  const met = fromResources.some((a) =>
    toResources.some((b) => a === b || reaches(a, b, between) || reaches(b, a, between)),
  );
  const via = relation.via !== undefined ? ` through \`${relation.via}\`` : '';
  return {
    kind: 'relation',
    text: met
      ? `${from.role} → ${to.role}`
      : `${from.role} → ${to.role}${via}: no input of one references the other (${relation.text})`,
    met,
    severity: from.origin === 'request' && to.origin === 'request' ? 'error' : 'warning',
    subjects: [from.token, to.token],
  };
}

function placeholderItems(plan: Plan, resources: readonly RegisteredResource[]): IntentItem[] {
  const stated = new Set(plan.components.flatMap((c) => c.values.map((v) => String(v.value).toLowerCase())));
  const items: IntentItem[] = [];
  for (const resource of resources) {
    // A JSON document is read both as its text and as its parsed leaves: one finding per value and resource.
    const seen = new Set<string>();
    for (const leaf of leaves(resource.inputs)) {
      if (typeof leaf !== 'string') continue;
      for (const placeholder of docPlaceholders(leaf, stated)) {
        if (seen.has(placeholder.value)) continue;
        seen.add(placeholder.value);
        items.push({
          kind: 'placeholder',
          text: `${resource.name} (${tokenTsName(resource.token)}) carries "${placeholder.value}", ${placeholder.why}: a real deployment rejects it`,
          met: false,
          severity: 'error',
          subjects: [resource.token],
        });
      }
    }
  }
  return items;
}

/**
 * Checks what the program registered (across every configuration case) against the plan: every component,
 * stated value and relation. Pure: the rung feeds it the mock run's resources.
 */
export function checkIntent(
  plan: Plan,
  resources: readonly RegisteredResource[],
  knowledge: IntentKnowledge = NO_KNOWLEDGE,
): IntentReport {
  const declared = resources.filter((r) => r.kind === 'resource' && !r.token.startsWith('pulumi:providers:'));
  const found = new Map(plan.components.map((c) => [c.id, resourcesFor(c, resources, knowledge)] as const));
  const items: IntentItem[] = [];
  if (declared.length === 0) {
    items.push({
      kind: 'empty',
      text: 'the program declares no resource',
      met: false,
      severity: 'error',
      subjects: plan.components.map((c) => c.token),
    });
  }
  for (const component of plan.components) {
    const matches = found.get(component.id) ?? [];
    items.push(componentItem(component, matches, plainlyAsked(component, declared, knowledge)));
    if (matches.length > 0) {
      items.push(...component.values.map((v) => valueItem(component, v, matches, knowledge)));
    }
  }
  const byId = new Map(plan.components.map((c) => [c.id, c] as const));
  const claimed = new Set([...found.values()].flat());
  const between = resources.filter((r) => r.kind === 'resource' && !claimed.has(r));
  for (const relation of plan.relations) {
    const item = relationItem(relation, byId, found, between);
    if (item !== undefined) items.push(item);
  }
  items.push(...placeholderItems(plan, resources));
  const counted = items.filter((item) => item.severity === 'error' && item.kind !== 'placeholder');
  return { items, met: counted.filter((i) => i.met).length, total: counted.length };
}
