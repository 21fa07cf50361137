import { tokenTsName } from '../../plan/plan-steps.js';
import {
  SAID_GRANTS_RULE,
  SCHEMA_WIRING_RULE,
  type Plan,
  type PlannedComponent,
  type PlannedRelation,
  type StatedValue,
} from '../../plan/types.js';
import type { IntentKnowledge, IntentMarks, RegisteredResource } from '../types.js';
import { bindComponents, isEmpty, namesItself, NO_KNOWLEDGE, valueFit } from './bind-components.js';
import { unjoinedPairs, type UnjoinedPair } from './companion-joins.js';
import { docPlaceholders } from './doc-placeholders.js';
import { strayResources, type StrayResource } from './provider-use.js';
import { connected, granted, grantedServiceWide, wired } from './reach.js';
import { unambiguousValue } from './value-evidence.js';
import { leafCarries, leaves } from './value-match.js';

/** One checklist item of the plan and whether the recorded resources meet it. */
export interface IntentItem {
  readonly kind: 'component' | 'value' | 'relation' | 'placeholder' | 'empty';
  readonly text: string;
  readonly met: boolean;
  /** Plumbing the request did not name is worth a warning when absent; what the request asked for, an error. */
  readonly severity: 'error' | 'warning';
  /** Tokens whose schemas a repair needs. */
  readonly subjects: readonly string[];
  /** The plan item it judges: a component (its presence or a value of it) by id, a relation by plan order. */
  readonly about?: { readonly component: string } | { readonly relation: number };
}

export interface IntentReport {
  readonly items: readonly IntentItem[];
  /** Request items met / all request items (plumbing and placeholder items are not counted). */
  readonly met: number;
  readonly total: number;
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

/**
 * Whether a plumbing component the program lacks is plainly needed: it takes an output of a planned resource
 * the program declares (a permission its function, an event target its rule, a queue policy its queue), so
 * nothing else can stand for it, unless that resource sets inline what it would set (a queue's own `policy`:
 * a required input of the missing kind other than the reference); and the components it was planned for
 * are all declared and joined in the program (a topic's subscription to the queue the policy would open),
 * so the plan's reason for it holds. A plumbing resource something else takes (a role, a policy) may come
 * in another form, and stays a warning.
 */
function neededPlumbing(
  component: PlannedComponent,
  plan: Plan,
  found: ReadonlyMap<string, readonly RegisteredResource[]>,
  knowledge: IntentKnowledge,
  through: readonly RegisteredResource[],
): boolean {
  if (component.origin !== 'plumbing') return false;
  const required = knowledge
    .inputsOf(component.token)
    .filter((p) => p.input.required && !p.path.includes('.'))
    .map((p) => p.path);
  const attached = plan.relations.some((relation) => {
    const via = relation.via?.split('.')[0] ?? '';
    if (relation.from !== component.id || !required.includes(via)) return false;
    const owners = found.get(relation.to) ?? [];
    const inline = required.filter((input) => input !== via);
    return owners.length > 0 && !owners.some((r) => inline.some((input) => !isEmpty(r.inputs[input])));
  });
  const reasons = (component.companionOf ?? []).map((id) => found.get(id) ?? []);
  if (!attached || reasons.some((resources) => resources.length === 0)) return false;
  return reasons.every((mine, i) =>
    reasons.slice(i + 1).every((other) => mine.some((a) => other.some((b) => connected(a, b, through)))),
  );
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
    // Met, it counts as an item of the request; unmet, it is an error only where plainly asked for, or
    // where it is plumbing the program plainly needs (`neededPlumbing`).
    severity:
      (component.origin === 'request' && (have >= want || plain)) ||
      (have === 0 && plain && component.origin === 'plumbing')
        ? 'error'
        : 'warning',
    subjects: [component.token],
    about: { component: component.id },
  };
}

/** How one resource carries a stated value, counting a value written elsewhere in it (a policy document). */
type Carried = 'carried' | 'elsewhere' | 'contradicted' | 'unset';

/**
 * How a resource carries a value of the component. A parent standing in by an inline input that lists ARNs
 * (a role's `managedPolicyArns` for a policy attachment's `policyArn`) and sets it without the stated ARN sets
 * it otherwise; a value of another form may be written differently inline (`versioning.enabled` for a
 * `status` of `Enabled`), so it stays unset.
 */
function carriedBy(component: PlannedComponent, resource: RegisteredResource, value: StatedValue): Carried {
  const fit = valueFit(resource, value);
  if (fit === 'carried') return 'carried';
  if (leaves(resource.inputs).some((v) => leafCarries(v, value.value))) return 'elsewhere';
  const inline = component.alternatives
    .map((alternative) => alternative.split('#'))
    .find(([token, input]) => token === resource.token && input !== undefined)?.[1];
  const arn = typeof value.value === 'string' && value.value.startsWith('arn:');
  return fit === 'unset' && arn && inline !== undefined && !isEmpty(resource.inputs[inline])
    ? 'contradicted'
    : fit;
}

/** Best first, for a value one of the resources must carry. */
const BEST_FIRST: readonly Carried[] = ['carried', 'elsewhere', 'contradicted', 'unset'];
/** Worst first, for a value each of them must carry: one that sets it otherwise speaks for all. */
const WORST_FIRST: readonly Carried[] = ['contradicted', 'unset', 'elsewhere', 'carried'];

/**
 * A stated value against the resources bound to its component: met at its input or anywhere in them (a
 * policy document, a user-data script). A value said once of several ("both queues have a 60 second
 * timeout") must be carried by each; several values of one input ("subnets 10.0.1.0/24 and 10.0.2.0/24"),
 * each by one of them. Unmet, it is the program's fault only when the program sets the input to something
 * else and the request's words leave no doubt the value belongs there; an input left unset may rely on a
 * default the schema does not record (a PostgreSQL port), and is worth a look.
 */
function valueItem(
  component: PlannedComponent,
  value: StatedValue,
  found: readonly RegisteredResource[],
  knowledge: IntentKnowledge,
  others: readonly PlannedComponent[],
): IntentItem {
  const each = found.length > 1 && component.values.filter((v) => v.input === value.input).length === 1;
  const states = found.map((r) => carriedBy(component, r, value));
  const state = (each ? WORST_FIRST : BEST_FIRST).find((s) => states.includes(s)) ?? 'unset';
  const shown = JSON.stringify(value.value);
  // One resource has one name: two names stated for it mean one of them belongs to something else ("a
  // droplet named web-1 … the existing SSH key called laptop"), so neither is plainly its own.
  const rivalName =
    component.count <= 1 &&
    namesItself(value.input, component.token) &&
    component.values.some((v) => v.input === value.input && String(v.value) !== String(value.value));
  const contradicted =
    state === 'contradicted' &&
    !rivalName &&
    unambiguousValue(
      value,
      knowledge.inputsOf(component.token),
      component.token,
      others.map((other) => knowledge.inputsOf(other.token)),
    );
  const unmetText =
    state === 'unset'
      ? `${component.role}: the request states ${value.input} = ${shown} ("${value.text}"); the program leaves \`${value.input}\` unset (check that its default is ${shown})`
      : `${component.role}: the request states ${value.input} = ${shown} ("${value.text}"), but ${each ? `not every ${tokenTsName(component.token)} carries it` : `no ${tokenTsName(component.token)} carries it`}`;
  const met = state === 'carried' || state === 'elsewhere';
  return {
    kind: 'value',
    text:
      state === 'carried'
        ? `${component.role}: ${value.input} = ${shown}`
        : state === 'elsewhere'
          ? `${component.role}: ${shown} is set (not at \`${value.input}\`)`
          : unmetText,
    met,
    // Met, it counts as an item of the request; unmet, it is an error only where contradicted plainly.
    severity: component.origin === 'request' && (met || contradicted) ? 'error' : 'warning',
    subjects: [component.token, value.input.split('.')[0] ?? value.input],
    about: { component: component.id },
  };
}

/** Whether an input path is required at every level of it (`vpcConfig.subnetIds` in a required `vpcConfig`). */
function requiredPath(knowledge: IntentKnowledge, token: string, path: string): boolean {
  const inputs = knowledge.inputsOf(token);
  const parts = path.split('.');
  return parts.every((_, i) => {
    const prefix = parts.slice(0, i + 1).join('.');
    return inputs.find((p) => p.path === prefix)?.input.required === true;
  });
}

/** Whether some span of one lies in a sentence with some span of the other (no sentence ends between them). */
function saidTogether(a: PlannedComponent, b: PlannedComponent, text: string): boolean {
  const spans = (c: PlannedComponent) => c.spans ?? [];
  if (spans(a).length === 0 || spans(b).length === 0) return true;
  return spans(a).some((x) =>
    spans(b).some((y) => {
      const gap = text.slice(Math.min(x.end, y.end), Math.max(x.start, y.start));
      return !/[.!?;](?:\s|$)/.test(gap);
    }),
  );
}

/**
 * Whether a relation is plainly asked for: any but an optional reference the schemas allow between things
 * the request says in different sentences (an alarm topic's `applicationFailureFeedbackRoleArn` to the role
 * CloudTrail uses), which a correct program need not set.
 */
function plainlyRelated(
  relation: PlannedRelation,
  from: PlannedComponent,
  to: PlannedComponent,
  knowledge: IntentKnowledge,
): boolean {
  if (relation.rule !== SCHEMA_WIRING_RULE || relation.via === undefined) return true;
  return (
    requiredPath(knowledge, from.token, relation.via) || saidTogether(from, to, knowledge.requestText ?? '')
  );
}

function relationItem(
  relation: PlannedRelation,
  index: number,
  components: ReadonlyMap<string, PlannedComponent>,
  found: ReadonlyMap<string, readonly RegisteredResource[]>,
  between: readonly RegisteredResource[],
  declared: readonly RegisteredResource[],
  knowledge: IntentKnowledge,
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
  // A grant goes through the identity `from` runs as, never through an input of either end; a relation the
  // grant rule plans through an input (its policy's `role`) is wiring.
  const grant = relation.rule === SAID_GRANTS_RULE && relation.via === undefined;
  const met = fromResources.some((a) =>
    toResources.some((b) => (grant ? granted(a, b, declared) : wired(a, b, between))),
  );
  // A grant on the whole service (a managed read-only policy) gives what was asked and more: said, not refused.
  const broad =
    grant && !met && fromResources.some((a) => toResources.some((b) => grantedServiceWide(a, b, declared)));
  const via = relation.via !== undefined ? ` through \`${relation.via}\`` : '';
  const unmet = broad
    ? `the identity it runs as is granted the whole service, not the ${to.role} alone: broader than asked ("${relation.text}")`
    : grant
      ? `no policy of the identity it runs as names the ${to.role} ("${relation.text}")`
      : `no input of one references the other (${relation.text})`;
  return {
    kind: 'relation',
    text: met ? `${from.role} → ${to.role}` : `${from.role} → ${to.role}${via}: ${unmet}`,
    met,
    severity:
      from.origin === 'request' &&
      to.origin === 'request' &&
      !broad &&
      plainlyRelated(relation, from, to, knowledge)
        ? 'error'
        : 'warning',
    subjects: [from.token, to.token],
    about: { relation: index },
  };
}

function unjoinedItem({ companion, ends, resources }: UnjoinedPair): IntentItem {
  const [a, b] = resources;
  return {
    kind: 'relation',
    text: `${ends[0].role} ${a.name} and ${ends[1].role} ${b.name}: no ${tokenTsName(companion.token)} joins them (${companion.role})`,
    met: false,
    severity: 'error',
    subjects: [companion.token, ends[0].token, ends[1].token],
  };
}

function strayItem({ provider, resource }: StrayResource): IntentItem {
  return {
    kind: 'relation',
    text: `${resource.name} (${tokenTsName(resource.token)}) is not given the ${provider.role} (${tokenTsName(provider.token)}): it goes through another provider`,
    met: false,
    severity: 'error',
    subjects: [provider.token, resource.token],
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
 * Each plan item as the report judged it: a component met with every value of it, a relation met (one with a
 * missing end is not: its component's finding says why).
 */
export function intentMarks(plan: Plan, report: IntentReport): IntentMarks {
  const judged = (about: (item: IntentItem) => boolean) => {
    const items = report.items.filter(about);
    return items.length > 0 && items.every((item) => item.met);
  };
  return {
    components: Object.fromEntries(
      plan.components.map((c) => [
        c.id,
        judged((i) => i.about !== undefined && 'component' in i.about && i.about.component === c.id),
      ]),
    ),
    relations: plan.relations.map((_, index) =>
      judged((i) => i.about !== undefined && 'relation' in i.about && i.about.relation === index),
    ),
  };
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
  const { bound: found, leftover } = bindComponents(plan, resources, knowledge);
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
  // What joins the components a companion was planned for: anything but what the request asked for.
  const asked = new Set(
    plan.components.filter((c) => c.origin === 'request').flatMap((c) => found.get(c.id) ?? []),
  );
  const through = declared.filter((r) => !asked.has(r));
  for (const component of plan.components) {
    const matches = found.get(component.id) ?? [];
    const plain =
      component.origin === 'plumbing'
        ? neededPlumbing(component, plan, found, knowledge, through)
        : plainlyAsked(component, declared, knowledge);
    items.push(componentItem(component, matches, plain));
    if (matches.length > 0) {
      const others = plan.components.filter((c) => c.id !== component.id && c.token !== component.token);
      items.push(...component.values.map((v) => valueItem(component, v, matches, knowledge, others)));
    }
  }
  const byId = new Map(plan.components.map((c) => [c.id, c] as const));
  // Neither a bound resource nor another instance of a planned type carries a relation for a third.
  const claimed = new Set([...found.values()].flat().concat(leftover));
  const between = resources.filter((r) => r.kind === 'resource' && !claimed.has(r));
  plan.relations.forEach((relation, index) => {
    const item = relationItem(relation, index, byId, found, between, declared, knowledge);
    if (item !== undefined) items.push(item);
  });
  items.push(...unjoinedPairs(plan, found, declared, between).map(unjoinedItem));
  items.push(...strayResources(plan, found, declared).map(strayItem));
  items.push(...placeholderItems(plan, resources));
  const counted = items.filter((item) => item.severity === 'error' && item.kind !== 'placeholder');
  return { items, met: counted.filter((i) => i.met).length, total: counted.length };
}
