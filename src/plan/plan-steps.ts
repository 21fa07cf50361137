import type { Snapshot } from '../snapshot/types.js';
import { checkInputPath } from './input-path.js';
import type { Plan, PlannedComponent, PlannedConfig, PlannedRelation, StatedValue } from './types.js';

const literal = (value: StatedValue['value']): string =>
  typeof value === 'string' ? JSON.stringify(value) : String(value);

/** Whether an input takes a list of values (`records`, `ingress.cidrBlocks`), not one. */
function takesList(snapshot: Snapshot | undefined, token: string, input: string): boolean {
  const record = snapshot?.get(token);
  if (snapshot === undefined || record === undefined) return false;
  const check = checkInputPath(snapshot, record, input);
  return (
    check.kind === 'found' &&
    check.path === input &&
    /\[\]>*\s*(?:\|\s*undefined\s*)?>*$/.test(check.leaf.type)
  );
}

/**
 * The stated values as the program writes them: `ttl = 300`, and a list input's values as one list
 * (`records = ["192.0.2.44"]`), so a step never shows a list input a single string.
 */
function valuesText(component: PlannedComponent, snapshot: Snapshot | undefined): string[] {
  const inputs = [...new Set(component.values.map((v) => v.input))];
  return inputs.flatMap((input) => {
    const values = component.values.filter((v) => v.input === input).map((v) => literal(v.value));
    return takesList(snapshot, component.token, input)
      ? [`${input} = [${values.join(', ')}]`]
      : values.map((value) => `${input} = ${value}`);
  });
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

function componentStep(component: PlannedComponent, snapshot: Snapshot | undefined): string {
  const count = component.count > 1 ? `${component.count} × ` : '';
  const values = component.values.length > 0 ? ` with ${valuesText(component, snapshot).join(', ')}` : '';
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
    ...plan.components.map((component) => componentStep(component, snapshot)),
    ...plan.relations.map((relation) => relationStep(relation, plan, snapshot)),
    ...plan.config.map(configStep),
  ];
}
