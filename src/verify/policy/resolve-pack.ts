import type {
  EnforcementLevel,
  Policies,
  Policy,
  ResourceValidation,
  ResourceValidationPolicy,
  StackValidationPolicy,
} from '@pulumi/policy';

import { UserError } from '../../shared/errors.js';
import type { ResolvedPack } from './analyzer.js';
import type { LoadedPolicyPack, PolicyMode, PolicyPackConfig } from './types.js';

const LEVELS: readonly EnforcementLevel[] = ['advisory', 'mandatory', 'remediate', 'disabled'];

function isLevel(value: unknown): value is EnforcementLevel {
  return typeof value === 'string' && (LEVELS as readonly string[]).includes(value);
}

function configuredLevel(entry: PolicyPackConfig[string] | undefined): EnforcementLevel | undefined {
  if (entry === undefined) return undefined;
  return typeof entry === 'string' ? entry : entry.enforcementLevel;
}

/**
 * The level a policy runs at, in the CLI's order: the policy configuration, then the pack's initial
 * configuration, then the policy's own level, then the pack's. `remediate` validates as `mandatory`, as the
 * analyzer does; `--policy advisory` lowers every mandatory level to advisory.
 */
export function effectiveLevel(
  pack: LoadedPolicyPack,
  policy: { readonly name: string; readonly enforcementLevel?: EnforcementLevel },
  mode: PolicyMode,
  config?: PolicyPackConfig,
): EnforcementLevel {
  const level =
    configuredLevel(config?.[policy.name]) ??
    configuredLevel(pack.initialConfig?.[policy.name]) ??
    policy.enforcementLevel ??
    pack.enforcementLevel;
  const validated = level === 'remediate' ? 'mandatory' : level;
  return mode === 'advisory' && validated === 'mandatory' ? 'advisory' : validated;
}

function configuredProperties(entry: PolicyPackConfig[string] | undefined): Record<string, unknown> {
  if (entry === undefined || typeof entry === 'string') return {};
  const { enforcementLevel: _level, ...properties } = entry;
  return properties;
}

/**
 * What `getConfig()` returns under the CLI: the schema's defaults, then the pack's initial configuration,
 * then the user's (the analyzer reads it from the engine's `configure` call, which never happens here).
 */
function policyConfig(
  pack: LoadedPolicyPack,
  policy: Policy,
  config?: PolicyPackConfig,
): Record<string, unknown> {
  const defaults = Object.fromEntries(
    Object.entries(policy.configSchema?.properties ?? {})
      .filter(([, schema]) => schema.default !== undefined)
      .map(([key, schema]) => [key, schema.default as unknown]),
  );
  return {
    ...defaults,
    ...configuredProperties(pack.initialConfig?.[policy.name]),
    ...configuredProperties(config?.[policy.name]),
  };
}

/** Wraps a validation so its `args.getConfig()` returns `values`; the type filter (`__pulumiType`) stays. */
function withConfig<Args extends { getConfig<T extends object>(): T }, Report>(
  validate: (args: Args, report: Report) => unknown,
  values: Record<string, unknown>,
): (args: Args, report: Report) => unknown {
  const wrapped = (args: Args, report: Report) => validate({ ...args, getConfig: () => values }, report);
  return Object.assign(wrapped, { __pulumiType: (validate as { __pulumiType?: string }).__pulumiType });
}

function configured(policy: Policies[number], values: Record<string, unknown>): Policies[number] {
  if (Object.keys(values).length === 0) return policy;
  if ('validateStack' in policy && typeof policy.validateStack === 'function') {
    return { ...policy, validateStack: withConfig(policy.validateStack, values) } as StackValidationPolicy;
  }
  const resource = policy as ResourceValidationPolicy;
  const validations = resource.validateResource;
  if (validations === undefined) return policy;
  return {
    ...resource,
    validateResource: Array.isArray(validations)
      ? validations.map((v) => withConfig(v, values) as ResourceValidation)
      : (withConfig(validations, values) as ResourceValidation),
  };
}

/** The pack with every policy at its effective level and configuration; disabled policies are left out. */
export function resolvePack(
  pack: LoadedPolicyPack,
  mode: PolicyMode,
  config?: PolicyPackConfig,
): ResolvedPack {
  return {
    name: pack.name,
    version: pack.version,
    policies: pack.policies
      .map((policy) => ({
        ...configured(policy, policyConfig(pack, policy, config)),
        enforcementLevel: effectiveLevel(pack, policy, mode, config),
      }))
      .filter((policy) => policy.enforcementLevel !== 'disabled'),
  };
}

/**
 * The `--policy-pack-config` that makes the CLI run `pack` as {@link resolvePack} does: every policy at its
 * effective level (`disabled` included) with its configured settings, so `--policy advisory` and the user's
 * `--policy-config` mean the same in the preview as in the policy rung.
 */
export function previewPolicyConfig(
  pack: LoadedPolicyPack,
  mode: PolicyMode,
  config?: PolicyPackConfig,
): PolicyPackConfig {
  return Object.fromEntries(
    pack.policies.map((policy) => {
      const level = effectiveLevel(pack, policy, mode, config);
      const settings = {
        ...configuredProperties(pack.initialConfig?.[policy.name]),
        ...configuredProperties(config?.[policy.name]),
      };
      return [
        policy.name,
        Object.keys(settings).length === 0 ? level : { enforcementLevel: level, ...settings },
      ];
    }),
  );
}

/**
 * Parses a policy configuration file in the format of `pulumi preview --policy-pack-config`: policy name →
 * an enforcement level, or an object with `enforcementLevel` (`disabled` turns the policy off).
 */
export function parsePolicyConfig(text: string, source: string): PolicyPackConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new UserError(
      `${source} is not JSON: write {"policy-name": "advisory" | "mandatory" | "disabled"}`,
    );
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new UserError(
      `${source} must be a JSON object of policy names, e.g. {"aws-volume-encrypted": "disabled"}`,
    );
  }
  for (const [name, entry] of Object.entries(raw)) {
    const level: unknown =
      typeof entry === 'object' && entry !== null
        ? (entry as Record<string, unknown>)['enforcementLevel']
        : entry;
    if (level !== undefined && !isLevel(level)) {
      throw new UserError(
        `${source}: policy '${name}' has enforcement level ${JSON.stringify(level)}; use one of ${LEVELS.join(', ')}`,
      );
    }
  }
  return raw as PolicyPackConfig;
}
