import type { Conventions } from '../config/repo-config.js';
import type { Plan } from '../plan/types.js';
import type { PolicyRunDetails } from './policy/policy-rung.js';
import type { RemovedMembersLookup } from '../snapshot/read-removed-members.js';
import type { InputProperty } from '../snapshot/types.js';
import type { AppliedFix } from './typecheck/typechecker.js';

/**
 * The verify ladder's vocabulary. Each rung checks a program and returns findings; errors feed the repair
 * loop together with the snapshot records they point at, warnings go to the report.
 */

/** `--preview`: `auto` runs when a CLI is found, `require` fails without one, `off` skips. */
export type PreviewMode = 'auto' | 'require' | 'off';

/** Ladder order: cheapest first; `intent` and `policy` read what the mock run recorded. */
export type RungName = 'safety' | 'typecheck' | 'mock' | 'intent' | 'policy' | 'preview';

export interface Finding {
  readonly rung: RungName;
  readonly severity: 'error' | 'warning';
  readonly message: string;
  /** 1-based line in the program file, when the finding has one. */
  readonly line?: number;
  /** The program file the line refers to (default `index.ts`). */
  readonly file?: string;
  /** A stable code: TypeScript's `TS2353`, or ours such as `unknown-input`, `invalid-value`. */
  readonly code?: string;
  /**
   * Tokens, TS names or type names the finding points at (`aws.s3.Bucket`, `BucketArgs`,
   * `versioningConfiguration`), so the repair prompt can carry their schemas.
   */
  readonly subjects?: readonly string[];
}

/** A program as files relative to the project root; `index.ts` is the entry. */
export type ProgramFiles = ReadonlyMap<string, string>;

/** What one rung said about one version of the program; `details` are those of the rung named `N`. */
export type RungCheck<N extends RungName = RungName> =
  | {
      readonly kind: 'passed';
      readonly warnings: readonly Finding[];
      readonly details?: RungDetailsOf<N>;
      readonly revision?: ProgramRevision;
    }
  | {
      readonly kind: 'failed';
      readonly findings: readonly Finding[];
      readonly details?: RungDetailsOf<N>;
      readonly revision?: ProgramRevision;
    }
  | {
      readonly kind: 'skipped';
      readonly reason: string;
      /**
       * The skip leaves the program unverified: an execution rung that could not run it safely (no
       * sandbox). Other skips (no `pulumi` CLI for the preview, `--preview off`) do not.
       */
      readonly unverified?: true;
    };

/**
 * A rung rewrote the program without a model round (the typecheck's TypeScript code fixes, already passed by
 * the safety gate): the ladder keeps the new entry file from here on and reports the rung as fixed.
 */
export interface ProgramRevision {
  /** The new `index.ts`. */
  readonly program: string;
  readonly fixes: readonly AppliedFix[];
  /** What was done, for the report (`TypeScript code fixes: ...`). */
  readonly description: string;
  /** One warning per fix, kept in the rung's outcome. */
  readonly findings: readonly Finding[];
}

/** The typecheck: what the program reads from its configuration, for the mock run's cases. */
export interface TypecheckDetails {
  readonly configReads: readonly ConfigRead[];
}

/** The mock run: the resources it recorded, their graph, the sandbox it ran in and each configuration case. */
export interface MockDetails {
  /** Every case's resources, one per URN. */
  readonly resources?: readonly RegisteredResource[];
  /** A mermaid `graph` of the resources and the dependencies between them. */
  readonly mermaid?: string;
  /** Which sandbox executed the program (`bwrap (cgroup v1)`, `none (NOT isolated: ...)`). */
  readonly sandbox?: string;
  /** The configuration cases, each with what it registered (`resources` is their union). */
  readonly cases?: readonly ConfigCaseRun[];
  /** The mock run's marker: every value it made up (config the user did not give, lookup answers) has it. */
  readonly madeUpMarker?: string;
}

/** The intent rung: request items (components, stated values, relations) met, and the unmet ones. */
export interface IntentDetails {
  readonly intent: {
    readonly met: number;
    readonly total: number;
    readonly unmet: readonly string[];
    /** Each plan item as the check judged it: a component with its values by id, a relation by plan order. */
    readonly marks?: IntentMarks;
  };
}

export interface IntentMarks {
  readonly components: Readonly<Record<string, boolean>>;
  readonly relations: readonly boolean[];
}

/** The policy rung: which packs (name, version) ran and every violation, per resource. */
export interface PolicyDetails {
  readonly policy: PolicyRunDetails;
}

/** The preview's change summary, e.g. `{ create: 12 }`. */
export interface PreviewDetails {
  readonly changes: Readonly<Record<string, number>>;
}

/** The facts each rung reports beyond its findings, keyed by rung name (the safety gate reports none). */
export interface RungDetailsByName {
  readonly safety: never;
  readonly typecheck: TypecheckDetails;
  readonly mock: MockDetails;
  readonly intent: IntentDetails;
  readonly policy: PolicyDetails;
  readonly preview: PreviewDetails;
}

export type RungDetailsOf<N extends RungName> = RungDetailsByName[N];

/** Any rung's details; an outcome's `rung` says which (see {@link RungOutcome}). */
export type RungDetails = RungDetailsOf<RungName>;

/**
 * The checks of this climb so far, keyed by the rung that made each one (the ladder keeps that invariant);
 * read them through {@link earlierCheck}, which types a check by its rung's name.
 */
export type EarlierChecks = ReadonlyMap<RungName, RungCheck>;

/** The shape of a configuration value the program reads (`getObject<string[]>` reads a list of strings). */
export type ValueShape =
  | { readonly kind: 'string'; readonly value?: string }
  | { readonly kind: 'number' }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'array'; readonly element: ValueShape }
  | { readonly kind: 'object'; readonly fields: Readonly<Record<string, ValueShape>> }
  | { readonly kind: 'map'; readonly value: ValueShape }
  | { readonly kind: 'unknown' };

/** What a program reads from its stack configuration (found by the type checker, see `config-reads.ts`). */
export interface ConfigRead {
  /** The key as the program names it (`stage`, `aws:region`); a namespaced `Config('ns')` gives `ns:key`. */
  readonly key: string;
  readonly kind: 'string' | 'number' | 'boolean' | 'object';
  readonly secret: boolean;
  readonly required: boolean;
  /** Literals the program compares the value with or looks it up by: the branches to run. */
  readonly literals: readonly string[];
  /** The program's own value for an unset key (`config.get('size') ?? 't3.micro'`), as config text. */
  readonly fallback?: string;
  /** For an object read: the shape the program expects (the type argument of `getObject<T>`). */
  readonly shape?: ValueShape;
}

/** One configuration the mock run executed the program under. */
export interface ConfigCase {
  /** e.g. `default`, `Stage=PROD`, `notifyEmail unset`. */
  readonly name: string;
  readonly config: Readonly<Record<string, string>>;
  /** Keys whose values are secrets in this case. */
  readonly secretKeys?: readonly string[];
}

export interface ConfigCaseRun {
  readonly case: ConfigCase;
  readonly resources: readonly RegisteredResource[];
}

export interface RegisteredResource {
  readonly token: string;
  readonly name: string;
  readonly kind: 'resource' | 'function';
  /** The resource's URN in the mock run (resources only); `dependsOn` and `parent` refer to these. */
  readonly urn?: string;
  readonly inputs: Readonly<Record<string, unknown>>;
  readonly parent?: string;
  /** URNs or names of the resources whose outputs flow into this one's inputs. */
  readonly dependsOn: readonly string[];
  /**
   * Set when the registration deploys nothing new: `read` for `Resource.get(...)` of an existing resource,
   * `component` for a component the program registered itself (whatever type token it claims). Absent for
   * resources to create, remote components and the components of provider packages.
   */
  readonly registeredAs?: 'read' | 'component';
}

/** The ladder's final word on the rung named `N`, across all repair rounds. */
export interface RungOutcomeOf<N extends RungName> {
  readonly rung: N;
  /** `fixed`: failed at first, passed after repair rounds. */
  readonly status: 'passed' | 'fixed' | 'failed' | 'skipped';
  /** Repair rounds spent on this rung's findings. */
  readonly rounds: number;
  readonly findings: readonly Finding[];
  readonly reason?: string;
  /** A skip that leaves the program unverified (see the `skipped` {@link RungCheck}). */
  readonly unverified?: true;
  readonly durationMs: number;
  readonly details?: RungDetailsOf<N>;
}

/** The ladder's final word on one rung: a union discriminated by `rung`, so `details` narrow with it. */
export type RungOutcome<N extends RungName = RungName> = { readonly [K in N]: RungOutcomeOf<K> }[N];

/**
 * A rung of the ladder. The safety gate runs first, always; rungs after it may execute the program.
 * `Rung` alone is any rung (a union discriminated by `name`).
 */
export type Rung<N extends RungName = RungName> = { readonly [K in N]: RungOf<K> }[N];

export interface RungOf<N extends RungName> {
  readonly name: N;
  /**
   * `text`: the rung reads only the program text it is given (safety gate, typecheck), so the ladder neither
   * writes the workspace before it nor turns an exception of its own into a finding. Default `workspace`: the
   * rung reads the program from the verification workspace (it executes it), which the ladder writes first.
   */
  readonly reads?: 'text' | 'workspace';
  /**
   * `earlier`: this climb's checks of the rungs before this one (the intent and policy rungs read the mock
   * run's recorded resources through `earlierCheck(earlier, 'mock')`).
   */
  check(program: ProgramFiles, context: RungContext, earlier?: EarlierChecks): Promise<RungCheck<N>>;
}

/** What the intent rung knows beyond the plan: the schemas, and which clouds the request names. */
export interface IntentKnowledge {
  /** Providers the request names or implies ("GKE" → gcp); empty when it names none. */
  readonly namedProviders: readonly string[];
  /** Resource tokens a component's schema says it makes (`awsx:ecs:FargateService` → the ECS service…). */
  partsOf(token: string): readonly string[];
  /**
   * Resources that can hold one of `token`'s kind inline, and the input that does (a DigitalOcean cluster's
   * `nodePool` is a node pool; a route table's `routes` are routes): found in the schemas, by an input of the
   * same module whose type declares most of `token`'s own inputs.
   */
  inlineHostsOf(token: string): readonly { readonly token: string; readonly input: string }[];
  /** Every input of a resource's schema with its dotted path (nested types followed a few levels deep). */
  inputsOf(token: string): readonly { readonly path: string; readonly input: InputProperty }[];
  /** The request's own words, which the plan's spans index: where it names each component. */
  readonly requestText?: string;
}

export interface RungContext {
  /**
   * The verification workspace (a temp dir, never the user's `--out`): `Pulumi.yaml`, `package.json`,
   * `tsconfig.json` and `index.ts` hold the current program (rewritten before each rung that executes it), and
   * `node_modules` is a symlink to an install with `@pulumi/pulumi` and every pinned provider at the snapshot's
   * versions, so `@pulumi/*` resolves from here at run time exactly as after `npm install`.
   */
  readonly projectDir: string;
  /** Stack configuration from the request, e.g. `{ 'aws:region': 'us-east-1' }`. */
  readonly config: Readonly<Record<string, string>>;
  /** What the request asked for; the intent rung checks the recorded resources against it. */
  readonly plan?: Plan;
  /** The request's own words, where a rung needs more than the plan (access the request asks for). */
  readonly requestText?: string;
  /**
   * `not-requested`: there is no request to hold the program against (`pulumi-gen verify` without
   * `--request`), so the intent rung is skipped without making the run unverified. Default: a run without a
   * plan is not verified.
   */
  readonly intent?: 'not-requested';
  /**
   * `existing`: the user's own project (`pulumi-gen verify`), whose TypeScript suppressions the gate reports
   * instead of refusing; default `generated`: a model's program, which must compile as written.
   */
  readonly origin?: 'generated' | 'existing';
  /** Config keys whose values are secrets (`config.requireSecret`), so the run marks them secret. */
  readonly secretConfigKeys?: readonly string[];
  /** The schemas and the request's named clouds, for the intent rung (see {@link IntentKnowledge}). */
  readonly intentKnowledge?: IntentKnowledge;
  /** The repository's conventions; the intent rung checks the required tags on every taggable resource. */
  readonly conventions?: Conventions;
  /** The input that holds a resource type's tags (`tags`, `labels`), `undefined` when it has none. */
  readonly tagInputOf?: (token: string) => string | undefined;
  /**
   * The packages the safety gate lets a program import: `@pulumi/pulumi` and the run's snapshot's
   * packages, on-demand ones included (`allowedPackagesOf`); default the pinned ones.
   */
  readonly allowedPackages?: ReadonlySet<string>;
  /**
   * The packages the generate prompt listed in `<packages>` (with `@pulumi/pulumi`); an import of another
   * (allowed) package is reported as a warning. Absent: nothing is reported (a user's own project).
   */
  readonly listedPackages?: ReadonlySet<string>;
  /**
   * Whether a member a type error says is missing is one the checked provider major removed (the snapshot's
   * `knowledge/removed-members.json` at the versions the program is checked against): the typecheck then
   * says "written for an earlier major" once instead of listing the errors. Absent: nothing is said of majors.
   */
  readonly removedMembers?: RemovedMembersLookup;
  readonly signal?: AbortSignal;
}
