import { stringify } from 'yaml';
import { REGION_KEYS } from '../config/stack-config.js';
import type { GeneratedFile } from '../shared/project.js';
import type { Deployment } from './deployment.js';
import type { ConfigRead } from '../verify/types.js';
import providerConfig from './provider-config.json' with { type: 'json' };

export interface DeploymentInput {
  readonly projectName: string;
  readonly stack: string;
  /** What the program reads from its stack configuration, as the typecheck found it. */
  readonly configReads: readonly ConfigRead[];
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
  const reads = input.configReads;
  for (const read of reads) if (read.secret) secret.add(full(read.key));
  const providerKeys = input.providers.flatMap(
    (provider) => (providerConfig.required as Record<string, string[] | undefined>)[provider] ?? [],
  );
  const requiredKeys = new Set([
    ...providerKeys,
    ...reads.filter((read) => read.required).map((read) => full(read.key)),
  ]);
  const required = [...requiredKeys].map((key) => ({ key, secret: secret.has(key) }));
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
