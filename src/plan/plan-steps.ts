import type { Plan, PlannedComponent, StatedValue } from './types.js';

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
 * The plan as numbered steps for the generate prompt: one per component with its stated values, then the
 * wiring and the configuration, so the model builds what the plan says without a separate steps call.
 */
export function planSteps(plan: Plan): string[] {
  const steps = plan.components.map(componentStep);
  for (const relation of plan.relations) {
    steps.push(`Set ${relation.from}'s \`${relation.via ?? 'reference'}\` from ${relation.to}.`);
  }
  for (const config of plan.config) {
    const choices = config.values.length > 0 ? ` (one of ${config.values.join(', ')})` : '';
    const secret = config.secret ? ' as a secret (`config.requireSecret`)' : '';
    steps.push(`Read config \`${config.key}\`${secret}${choices}.`);
  }
  return steps;
}
