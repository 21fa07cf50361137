import { tokenTsName } from '../plan/plan-steps.js';
import { codeSpan, escapeInline } from './escape-markdown.js';
import type { Plan, PlannedComponent, StatedValue } from '../plan/types.js';

// Roles, values and keys come from the request or the model: untrusted text, made inert before it is rendered.
const inline = escapeInline;
const code = (text: string): string => codeSpan(text);

function valueText(value: StatedValue): string {
  const shown = typeof value.value === 'string' ? JSON.stringify(value.value) : String(value.value);
  return `${code(value.input)} = ${code(shown)}`;
}

function componentLine(component: PlannedComponent): string {
  const count = component.count > 1 ? ` ×${component.count}` : '';
  const origin = component.origin === 'plumbing' ? ' _(needed by another component)_' : '';
  const values = component.values.length > 0 ? `: ${component.values.map(valueText).join(', ')}` : '';
  return `- [ ] **${inline(component.role)}**: ${code(tokenTsName(component.token))}${count}${origin}${values}`;
}

const SOURCE_LABEL: Readonly<Record<Plan['source'], string>> = {
  model: 'planned by the model, checked against the snapshot',
  offline: 'planned offline from the request and the provider schemas',
  'offline-fallback': "planned offline: the model's plan did not validate",
};

/**
 * The plan as a checklist for the report and the PR: what was asked, each component with its role, resource
 * type and the values the request states, how they are wired, and the configuration. The boxes are for the
 * reviewer; what the verifier proved is in the verification section.
 */
export function renderPlan(plan: Plan): string[] {
  const lines = [`### Plan (${SOURCE_LABEL[plan.source]})`, ''];
  if (plan.components.length === 0)
    lines.push('_No component: nothing in the snapshot matched the request._');
  lines.push(...plan.components.map(componentLine));
  const ids = new Map(plan.components.map((c) => [c.id, c.role]));
  for (const relation of plan.relations) {
    const via = relation.via !== undefined ? ` through ${code(relation.via)}` : '';
    lines.push(
      `- [ ] ${inline(ids.get(relation.from) ?? relation.from)} → ${inline(ids.get(relation.to) ?? relation.to)}${via}`,
    );
  }
  for (const config of plan.config) {
    const choices = config.values.length > 0 ? `: one of ${config.values.map(code).join(', ')}` : '';
    const fallback = config.default !== undefined ? ` (default ${code(config.default)})` : '';
    lines.push(`- [ ] config ${code(config.key)}${config.secret ? ' (secret)' : ''}${choices}${fallback}`);
  }
  for (const note of plan.notes) lines.push(`- ⚠️ ${inline(note)}`);
  lines.push('');
  return lines;
}
