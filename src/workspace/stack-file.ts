import { stringify } from 'yaml';
import { REGION_KEYS } from '../config/stack-config.js';
import type { GeneratedFile } from '../shared/project.js';
import { shellQuote as quote } from '../shared/shell-quote.js';
import { findConfigReads } from '../verify/mock/config-cases.js';
import providerConfig from './provider-config.json' with { type: 'json' };

/** What a user needs to deploy the program: the stack's config, what to set by hand, what is missing. */
export interface Deployment {
  readonly stack: string;
  /** Written to `Pulumi.<stack>.yaml`: plain values only, keys in full (`project:key`). */
  readonly config: Readonly<Record<string, string>>;
  /** Keys to set with `pulumi config set --secret KEY` (the value is asked for; it is never written). */
  readonly secretKeys: readonly string[];
  /** Every key the program requires (`config.require*`), in full, with whether it is a secret. */
  readonly required: readonly { readonly key: string; readonly secret: boolean }[];
  /** Required plain keys no source gave: `pulumi config set KEY <value>` before a deploy. */
  readonly missing: readonly string[];
}

export interface DeploymentInput {
  readonly projectName: string;
  readonly stack: string;
  readonly program: string;
  /** The run's stack config (plain and secret values) and which keys are secrets. */
  readonly config: Readonly<Record<string, string>>;
  readonly secretKeys: readonly string[];
  /** The providers the program imports: the repository region of a cloud it does not use is left out. */
  readonly providers: readonly string[];
}

/** A config key as the stack file holds it: bare keys belong to the project (`stage` → `proj:stage`). */
function fullKey(project: string, key: string): string {
  return key.includes(':') ? key : `${project}:${key}`;
}

function unusedRegion(key: string, providers: readonly string[]): boolean {
  return (REGION_KEYS as readonly string[]).includes(key) && !providers.includes(key.split(':')[0] ?? '');
}

/** The stack config to write, the secrets to set and the required keys, from the program and the run. */
export function planDeployment(input: DeploymentInput): Deployment {
  const full = (key: string) => fullKey(input.projectName, key);
  const secret = new Set(input.secretKeys.map(full));
  const config: Record<string, string> = {};
  for (const [key, value] of Object.entries(input.config)) {
    const name = full(key);
    if (!secret.has(name) && !unusedRegion(name, input.providers)) config[name] = value;
  }
  const reads = findConfigReads(new Map([['index.ts', input.program]]));
  for (const read of reads) if (read.secret) secret.add(full(read.key));
  const providerKeys = input.providers.flatMap(
    (provider) => (providerConfig.required as Record<string, string[] | undefined>)[provider] ?? [],
  );
  const required = [
    ...providerKeys.map((key) => ({ key, secret: false })),
    ...reads
      .filter((read) => read.required)
      .map((read) => ({ key: full(read.key), secret: secret.has(full(read.key)) })),
  ];
  return {
    stack: input.stack,
    config,
    secretKeys: [...secret].sort(),
    required,
    missing: required.filter((r) => !r.secret && !(r.key in config)).map((r) => r.key),
  };
}

/** `Pulumi.<stack>.yaml` with the plain values (`config: {}` when there are none yet). */
export function stackFile(deployment: Deployment): GeneratedFile {
  const sorted = Object.fromEntries(Object.entries(deployment.config).sort(([a], [b]) => a.localeCompare(b)));
  return { path: `Pulumi.${deployment.stack}.yaml`, content: stringify({ config: sorted }) };
}

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
