import { plural } from '../shared/format.js';
import type { RungOutcome } from '../verify/types.js';
import { codeCell, codeSpan, escapeInline } from './escape-markdown.js';

/**
 * The policy rung's results for the report: which packs ran (name, version, where from) and the violations
 * per resource, as the last check saw them. Nothing when the rung did not run.
 */
export function renderPolicySection(outcomes: readonly RungOutcome[]): string[] {
  const policy = outcomes.find((o) => o.rung === 'policy')?.details?.policy;
  if (policy === undefined) return [];
  const packs = policy.packs
    .map(
      (pack) =>
        `${codeSpan(`${pack.name}@${pack.version}`)} (${pack.origin === 'baseline' ? 'bundled baseline' : 'repository pack'}, ${pack.policies} policies)`,
    )
    .join(', ');
  const lines = ['### Policies', '', `**Packs:** ${packs}`, ''];
  if (policy.violations.length === 0) {
    lines.push(`No violations in ${plural(policy.resourcesChecked, 'resource')}.`, '');
    return lines;
  }
  lines.push('| Resource | Policy | Level | Violation |', '| --- | --- | --- | --- |');
  const sorted = [...policy.violations].sort((a, b) =>
    `${a.resourceName ?? ''}${a.policyName}`.localeCompare(`${b.resourceName ?? ''}${b.policyName}`),
  );
  for (const violation of sorted) {
    // Names, tokens and policy names in code spans, the message escaped: nothing leaves its cell.
    const resource =
      violation.token === undefined
        ? 'stack'
        : `${codeCell(violation.resourceName ?? '')} (${codeCell(violation.token)})`;
    const level = violation.enforcementLevel === 'mandatory' ? '❌ mandatory' : '⚠️ advisory';
    const detail = violation.message.startsWith(violation.description)
      ? violation.message.slice(violation.description.length).trim() || violation.description
      : violation.message;
    const cases = violation.cases === undefined ? '' : ` (config: ${violation.cases.join('; ')})`;
    lines.push(
      `| ${resource} | ${codeCell(violation.policyName)} | ${level} | ${escapeInline(detail + cases)} |`,
    );
  }
  lines.push('');
  return lines;
}
