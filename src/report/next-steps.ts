import { shellQuote as quote } from '../shared/shell-quote.js';
import type { Deployment } from '../workspace/deployment.js';

/**
 * The commands a user runs next, from the project folder to a preview: install, create the stack (its
 * `Pulumi.<stack>.yaml` is already there), set each secret (pulumi asks for the value) and each missing key,
 * preview. Never a secret's value.
 */
export function nextCommands(dir: string, deployment: Deployment): string[] {
  return [
    `cd ${quote(dir)} && npm install`,
    `pulumi stack init ${quote(deployment.stack)}`,
    ...deployment.secretKeys.map((key) => `pulumi config set --secret ${quote(key)}`),
    ...deployment.missing.map((key) => `pulumi config set ${quote(key)} <value>`),
    'pulumi preview',
  ];
}

/** What deploying needs, one line each: the stack file's values, the secrets to set, the missing keys. */
export function deploymentFacts(deployment: Deployment): string[] {
  const lines: string[] = [];
  const written = Object.entries(deployment.config).map(([key, value]) => `${key}=${value}`);
  lines.push(`Pulumi.${deployment.stack}.yaml: ${written.length > 0 ? written.join(', ') : 'no config yet'}`);
  if (deployment.required.length > 0) {
    const keys = deployment.required.map((r) => `${r.key}${r.secret ? ' (secret)' : ''}`);
    lines.push(`required config: ${keys.join(', ')}`);
  }
  if (deployment.secretKeys.length > 0) {
    lines.push(`secrets to set (never written): ${deployment.secretKeys.join(', ')}`);
  }
  if (deployment.missing.length > 0) lines.push(`not set yet: ${deployment.missing.join(', ')}`);
  return lines;
}

/** The deployment and the commands to run next, for a project in `dir` (`undefined`: not written). */
export function nextSteps(
  deployment: Deployment,
  dir: string | undefined,
): { readonly facts: string[]; readonly commands: string[] } {
  return {
    facts: deploymentFacts(deployment),
    commands: dir === undefined ? [] : nextCommands(dir, deployment),
  };
}
