import type { Snapshot } from '../snapshot/types.js';
import { checkInputPath } from './input-path.js';
import type { Plan, PlannedComponent, PlannedConfig, PlannedRelation, StatedValue } from './types.js';

function valueText(value: StatedValue): string {
  return `${value.input} = ${typeof value.value === 'string' ? JSON.stringify(value.value) : String(value.value)}`;
}

/**
 * `aws:ec2/securityGroup:SecurityGroup` → `aws.ec2.SecurityGroup`, `kubernetes:apps/v1:Deployment` →
 * `kubernetes.apps.v1.Deployment`: the name a program writes (a token's second path part is the resource's own
 * name in camelCase for most providers, an API version for Kubernetes).
 */
export function tokenTsName(token: string): string {
  const [provider = '', middle = '', name = ''] = token.split(':');
  const [module = '', sub] = middle.split('/');
  const path = sub !== undefined && sub.toLowerCase() !== name.toLowerCase() ? `${module}.${sub}` : module;
  const root = provider.replace(/-/g, '_');
  return path === 'index' || path === '' ? `${root}.${name}` : `${root}.${path}.${name}`;
}

function componentStep(component: PlannedComponent): string {
  const count = component.count > 1 ? `${component.count} × ` : '';
  const values = component.values.length > 0 ? ` with ${component.values.map(valueText).join(', ')}` : '';
  const why = component.origin === 'plumbing' ? ' (needed by another component)' : '';
  return `Declare ${count}\`${tokenTsName(component.token)}\` "${component.id}" for ${component.role}${why}${values}.`;
}

/**
 * A relation as a step: the input it names when the schema of `from` has it, else the connection in the
 * plan's own words (a step never names an input the resource does not have).
 */
function relationStep(relation: PlannedRelation, plan: Plan, snapshot: Snapshot | undefined): string {
  const from = plan.components.find((c) => c.id === relation.from);
  const record = from === undefined ? undefined : snapshot?.get(from.token);
  const via = relation.via;
  const named =
    via !== undefined &&
    via !== '' &&
    (snapshot === undefined ||
      (record !== undefined && checkInputPath(snapshot, record, via).kind === 'found'));
  if (named) return `Set ${relation.from}'s \`${via}\` from ${relation.to}.`;
  const words = relation.text.trim() === '' ? '' : ` (${relation.text.trim()})`;
  return `Connect ${relation.from} to ${relation.to}${words}, through whichever input of ${relation.from} takes it.`;
}

function configStep(config: PlannedConfig): string {
  const choices = config.values.length > 0 ? ` (one of ${config.values.join(', ')})` : '';
  const secret = config.secret ? ' as a secret (`config.requireSecret`)' : '';
  const fallback = config.default === undefined ? '' : `, default ${JSON.stringify(config.default)}`;
  return `Read config \`${config.key}\`${secret}${choices}${fallback}.`;
}

/**
 * The plan as numbered steps for the generate prompt: one per component with its stated values, then the
 * wiring and the configuration (with its defaults), so the model builds what the plan says without a
 * separate steps call. Given the snapshot, a relation's input is checked against the schema first.
 */
export function planSteps(plan: Plan, snapshot?: Snapshot): string[] {
  return [
    ...plan.components.map(componentStep),
    ...plan.relations.map((relation) => relationStep(relation, plan, snapshot)),
    ...plan.config.map(configStep),
  ];
}
