import type { EnforcementLevel, Policies } from '@pulumi/policy';

/**
 * The policy rung's vocabulary. Policies are CrossGuard policies written with `@pulumi/policy`; a pack is
 * what `new PolicyPack(name, { policies })` declares, captured without starting the analyzer's gRPC server.
 */

/**
 * `--policy`: `off` runs no pack, `advisory` reports every violation as a warning, `mandatory` keeps each
 * policy's own enforcement level (the baseline's critical rules are mandatory).
 */
export type PolicyMode = 'off' | 'advisory' | 'mandatory';

export const POLICY_MODES: readonly PolicyMode[] = ['off', 'advisory', 'mandatory'];

/** `--policy`, `--policy-pack`, `--policy-config` (and the action's inputs), as the entries parsed them. */
export interface PolicySettings {
  readonly mode: PolicyMode;
  /** The repository's pack directories (absolute); empty: the bundled baseline. */
  readonly packDirs: readonly string[];
  /** The parsed `--policy-config` file, and its path (handed to `pulumi preview --policy-pack-config`). */
  readonly config?: PolicyPackConfig;
  readonly configFile?: string;
}

/**
 * A pack whose policies run in this process: the bundled baseline, pulumi-gen's own code. A repository's pack
 * runs in the sandbox and only what it declared comes back (`PackInfo` in `policy-job.ts`).
 */
export interface LoadedPolicyPack {
  readonly name: string;
  /** From the pack's `package.json`, as the CLI reads it. */
  readonly version: string;
  /** The pack's default level for policies that set none (`@pulumi/policy` defaults to advisory). */
  readonly enforcementLevel: EnforcementLevel;
  readonly policies: Policies;
  /**
   * The pack's directory, handed to `pulumi preview --policy-pack` when its `@pulumi/policy` can be resolved
   * from it (a clone or an npm install; not the action's bundle).
   */
  readonly dir?: string;
  /** Per-policy configuration passed to the constructor (`new PolicyPack(name, args, initialConfig)`). */
  readonly initialConfig?: PolicyPackConfig;
}

/** Pulumi's policy configuration format (`--policy-pack-config` file): a level or an object with one. */
export type PolicyPackConfig = Readonly<
  Record<
    string,
    EnforcementLevel | { readonly enforcementLevel?: EnforcementLevel; readonly [key: string]: unknown }
  >
>;

/** One violation a policy reported, as the analyzer's diagnostic carries it. */
export interface PolicyViolation {
  readonly policyName: string;
  readonly packName: string;
  readonly packVersion: string;
  readonly description: string;
  readonly message: string;
  readonly enforcementLevel: 'advisory' | 'mandatory';
  readonly severity?: 'low' | 'medium' | 'high' | 'critical';
  /** The resource's URN; absent for a stack policy that named no resource. */
  readonly urn?: string;
  /** The resource's type token, when the URN names a recorded resource. */
  readonly token?: string;
  /** The resource's name, when the URN names a recorded resource. */
  readonly resourceName?: string;
  /** The mock run's configuration cases under which it was reported (absent: the only run). */
  readonly cases?: readonly string[];
}

/** Which pack ran, for the report. */
export interface PolicyPackRun {
  readonly name: string;
  readonly version: string;
  readonly origin: 'baseline' | 'repository';
  /** Policies that ran (not disabled). */
  readonly policies: number;
  /**
   * The pack's directory when the Pulumi CLI can load it (`pulumi preview --policy-pack`), and the policy
   * configuration that gives every policy the level and settings it ran at here, so the preview agrees.
   */
  readonly preview?: { readonly dir: string; readonly config: PolicyPackConfig };
}
