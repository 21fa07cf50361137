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
import type { PolicyMode, PolicyPackConfig } from './types.js';

const LEVELS: readonly EnforcementLevel[] = ['advisory', 'mandatory', 'remediate', 'disabled'];

function isLevel(value: unknown): value is EnforcementLevel {
  return typeof value === 'string' && (LEVELS as readonly string[]).includes(value);
}

/** What resolution needs of a pack: its level, its initial configuration, and its policies' names and levels. */
export interface PackLevels {
  readonly enforcementLevel: EnforcementLevel;
  readonly initialConfig?: PolicyPackConfig;
  readonly policies: readonly { readonly name: string; readonly enforcementLevel?: EnforcementLevel }[];
}

export interface PolicyResolution {
  /**
   * The level a policy runs at, in the CLI's order: the policy configuration, then the pack's initial
   * configuration, then the policy's own level, then the pack's. `remediate` validates as `mandatory`, as the
   * analyzer does; `--policy advisory` lowers every mandatory level to advisory.
   */
  effectiveLevel(
    pack: PackLevels,
    policy: PackLevels['policies'][number],
    mode: PolicyMode,
    config?: PolicyPackConfig,
  ): EnforcementLevel;
  /** The settings a policy is configured with beyond its level: the pack's initial ones, then the user's. */
  configuredSettings(pack: PackLevels, name: string, config?: PolicyPackConfig): Record<string, unknown>;
  /** The pack with every policy at its effective level and configuration; disabled policies are left out. */
  resolvePack(
    pack: Omit<PackLevels, 'policies'> & {
      readonly name: string;
      readonly version: string;
      readonly policies: Policies;
    },
    mode: PolicyMode,
    config?: PolicyPackConfig,
  ): ResolvedPack;
}

/**
 * Enforcement levels and `getConfig()` as the CLI applies them. SELF-CONTAINED (see `analyzer.ts`): a
 * repository's pack is resolved inside the sandbox from this function's source text.
 */
export function createPolicyResolution(): PolicyResolution {
  type Entry = PolicyPackConfig[string] | undefined;
  const level = (entry: Entry): EnforcementLevel | undefined =>
    entry === undefined ? undefined : typeof entry === 'string' ? entry : entry.enforcementLevel;
  const settings = (entry: Entry): Record<string, unknown> => {
    if (entry === undefined || typeof entry === 'string') return {};
    const { enforcementLevel: _level, ...rest } = entry;
    return rest;
  };
  const configuredSettings: PolicyResolution['configuredSettings'] = (pack, name, config) => ({
    ...settings(pack.initialConfig?.[name]),
    ...settings(config?.[name]),
  });
  /** Wraps a validation so its `args.getConfig()` returns `values`; the type filter (`__pulumiType`) stays. */
  function withConfig<Args extends object, Report>(
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
  const effectiveLevel: PolicyResolution['effectiveLevel'] = (pack, policy, mode, config) => {
    const chosen =
      level(config?.[policy.name]) ??
      level(pack.initialConfig?.[policy.name]) ??
      policy.enforcementLevel ??
      pack.enforcementLevel;
    const validated = chosen === 'remediate' ? 'mandatory' : chosen;
    return mode === 'advisory' && validated === 'mandatory' ? 'advisory' : validated;
  };
  return {
    effectiveLevel,
    configuredSettings,
    resolvePack(pack, mode, config) {
      return {
        name: pack.name,
        version: pack.version,
        policies: pack.policies
          .map((policy) => {
            // What `getConfig()` returns under the CLI: the schema's defaults, then the configured settings.
            const defaults = Object.fromEntries(
              Object.entries((policy as Policy).configSchema?.properties ?? {})
                .filter(([, schema]) => schema.default !== undefined)
                .map(([key, schema]) => [key, schema.default as unknown]),
            );
            const values = { ...defaults, ...configuredSettings(pack, policy.name, config) };
            return {
              ...configured(policy, values),
              enforcementLevel: effectiveLevel(pack, policy, mode, config),
            };
          })
          .filter((policy) => policy.enforcementLevel !== 'disabled'),
      };
    },
  };
}

const resolution = createPolicyResolution();

/**
 * The `--policy-pack-config` that makes the CLI run `pack` as {@link resolvePack} does: every policy at its
 * effective level (`disabled` included) with its configured settings, so `--policy advisory` and the user's
 * `--policy-config` mean the same in the preview as in the policy rung.
 */
export function previewPolicyConfig(
  pack: PackLevels,
  mode: PolicyMode,
  config?: PolicyPackConfig,
): PolicyPackConfig {
  return Object.fromEntries(
    pack.policies.map((policy) => {
      const level = resolution.effectiveLevel(pack, policy, mode, config);
      const settings = resolution.configuredSettings(pack, policy.name, config);
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
