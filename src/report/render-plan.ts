import { tokenTsName } from '../plan/plan-steps.js';
import { codeSpan, escapeInline } from './escape-markdown.js';
import type { Plan, PlannedComponent, StatedValue } from '../plan/types.js';
import type { PlanMarks } from './plan-marks.js';

// Roles, values and keys come from the request or the model: untrusted text, made inert before it is rendered.
const inline = escapeInline;
const code = (text: string): string => codeSpan(text);

function valueText(value: StatedValue): string {
  const shown = typeof value.value === 'string' ? JSON.stringify(value.value) : String(value.value);
  return `${code(value.input)} = ${code(shown)}`;
}

/** `[x]` for an item the recorded program meets: GitHub counts the boxes ("3 of 4 tasks"). */
function box(met: boolean | undefined): string {
  return met === true ? '[x]' : '[ ]';
}

function componentLine(component: PlannedComponent, met: boolean | undefined): string {
  const count = component.count > 1 ? ` ×${component.count}` : '';
  const origin = component.origin === 'plumbing' ? ' _(needed by another component)_' : '';
  const values = component.values.length > 0 ? `: ${component.values.map(valueText).join(', ')}` : '';
  return `- ${box(met)} **${inline(component.role)}**: ${code(tokenTsName(component.token))}${count}${origin}${values}`;
}

const SOURCE_LABEL: Readonly<Record<Plan['source'], string>> = {
  model: 'planned by the model, checked against the snapshot',
  offline: 'planned offline from the request and the provider schemas',
  'offline-fallback': "planned offline: the model's plan did not validate",
};

/**
 * The plan as a checklist for the report and the PR: what was asked, each component with its role, resource
 * type and the values the request states, how they are wired, and the configuration. An item is ticked when
 * the program the mock run recorded meets it (the intent rung's check); without a recording none is.
 */
export function renderPlan(plan: Plan, marks?: PlanMarks): string[] {
  const lines = [`### Plan (${SOURCE_LABEL[plan.source]})`, ''];
  if (plan.components.length === 0)
    lines.push('_No component: nothing in the snapshot matched the request._');
  lines.push(...plan.components.map((c) => componentLine(c, marks?.components.get(c.id))));
  const ids = new Map(plan.components.map((c) => [c.id, c.role]));
  plan.relations.forEach((relation, i) => {
    const via = relation.via !== undefined ? ` through ${code(relation.via)}` : '';
    lines.push(
      `- ${box(marks?.relations[i])} ${inline(ids.get(relation.from) ?? relation.from)} → ${inline(ids.get(relation.to) ?? relation.to)}${via}`,
    );
  });
  for (const config of plan.config) {
    const choices = config.values.length > 0 ? `: one of ${config.values.map(code).join(', ')}` : '';
    const fallback = config.default !== undefined ? ` (default ${code(config.default)})` : '';
    lines.push(
      `- ${box(marks?.config.get(config.key))} config ${code(config.key)}${config.secret ? ' (secret)' : ''}${choices}${fallback}`,
    );
  }
  for (const note of plan.notes) lines.push(`- ⚠️ ${inline(note)}`);
  lines.push('');
  return lines;
}
