import type { Span } from '../language/sentences.js';
import type { ChatModel } from '../model/chat-model.js';

export type { Span } from '../language/sentences.js';

/**
 * The plan: what a request asks for, as typed values. It is the contract between the plan stage and
 * everything downstream (retrieval per component, the prompt, the offline composer, the intent rung and the
 * report), so a downstream stage never re-reads the request text to guess what was asked.
 */

/** A literal the request states for a component: `db.t3.micro`, `5432`, `10.0.0.0/16`, `test@test.com`. */
export interface StatedValue {
  /**
   * The input that carries it, as a dotted path into the resource's inputs (`instanceClass`,
   * `ingress.fromPort`, `spec.template.spec.containers.image`); array levels are not written.
   */
  readonly input: string;
  readonly value: string | number | boolean;
  /** The words of the request it was read from, for the report. */
  readonly text: string;
  /** Where in the request it was read from (offline plans). */
  readonly span?: Span;
  /** The offline planner's rule that read it. */
  readonly rule?: string;
}

/**
 * The rule that reads a product's version where the request says it with the product ("PostgreSQL 16"): the
 * version input of the schema that names the product, so the intent rung takes such a value as plainly
 * stated, and met by its point releases (`16.3`).
 */
export const PRODUCT_VERSIONS_RULE = 'product-versions';

/**
 * The rule that reads a thing the provider manages where the request names it ("the AWSGlueServiceRole
 * managed policy" → its ARN from the provider's own list, on the attachment's `policyArn`): plain evidence,
 * as the name is the ARN's last segment.
 */
export const MANAGED_VALUES_RULE = 'managed-values';

/**
 * The rule that reads a grant the request says between two of its things ("give the function read access to
 * the bucket"): a relation no input carries, met when the identity `from` runs as is granted on `to`.
 */
export const SAID_GRANTS_RULE = 'said-grants';

/**
 * The rule that relates planned components through the schemas' references (and plans what a required one
 * needs): an optional reference it relates is the schemas' possibility, not something the request said.
 */
export const SCHEMA_WIRING_RULE = 'plumbing';

/** Where a component came from: the request's words, or the schemas (plumbing a component cannot live without). */
export type ComponentOrigin = 'request' | 'plumbing';

export interface PlannedComponent {
  /** Stable within the plan (`bucket`, `db`, `subnet-2`); relations refer to it. */
  readonly id: string;
  /** The snapshot resource token, e.g. `aws:s3/bucket:Bucket`. */
  readonly token: string;
  /** What it is for, in the request's words: "the database", "email subscription". */
  readonly role: string;
  readonly origin: ComponentOrigin;
  /** How many the request asks for ("two subnets" → 2). */
  readonly count: number;
  readonly values: readonly StatedValue[];
  /**
   * Other ways a correct program may satisfy this component: tokens of resources that stand in for it, or
   * `<token>#<input>` for an inline input of a parent resource (a bucket's inline `versioning`).
   */
  readonly alternatives: readonly string[];
  /**
   * Where in the request it comes from (offline plans): the parts that name it, else the words or sentences
   * that led to it (a plumbing resource speaks through its owner's).
   */
  readonly spans?: readonly Span[];
  /** The offline planner's rule that planned it: why it is in the plan (`plan/rules.ts` lists them). */
  readonly rule?: string;
  /**
   * For a companion (a queue policy planned because a topic and a queue are): the ids of the components it
   * was planned for, which it makes work together.
   */
  readonly companionOf?: readonly string[];
}

/** "subnet in the VPC": `from`'s input `via` takes an output of `to`. */
export interface PlannedRelation {
  readonly from: string;
  readonly to: string;
  /** The input of `from` that references `to`, when known (`vpcId`, `topic`, `role`). */
  readonly via?: string;
  /**
   * The output of `to` that {@link via} takes, where programs show it and the schemas cannot (a
   * distribution's `origins.domainName` takes a bucket's `bucketRegionalDomainName`).
   */
  readonly output?: string;
  readonly text: string;
  /** The offline planner's rule that related them. */
  readonly rule?: string;
}

/** A configuration key the request describes ("Stage = PROD | CODE", "the admin password"). */
export interface PlannedConfig {
  readonly key: string;
  readonly secret: boolean;
  /** The literal values it can take, when the request lists them (branches the mock run must execute). */
  readonly values: readonly string[];
  readonly default?: string;
  readonly text: string;
  /** Where in the request it was described. */
  readonly span?: Span;
  /** The offline planner's rule that read it. */
  readonly rule?: string;
}

export type PlanSource = 'model' | 'offline' | 'offline-fallback';

/**
 * A part of the request the plan does not account for: a thing it asks for that maps to no plan item
 * (`thing`: "Rekognition" with nothing of it planned), or a provider it names that no component comes from
 * (`provider`: "Alibaba Cloud"). A run whose plan has one is never "verified", only verified in part.
 */
export interface UnplannedPart {
  /** The request's words, as written. */
  readonly text: string;
  readonly span: Span;
  readonly reason: 'thing' | 'provider' | 'value';
}

/**
 * A thing the request builds on that exists already ("the default VPC", "the SSH public key comes from
 * config"): the program reads it (a lookup, or the config key the request names), it does not create it.
 */
export interface ExistingThing {
  /** The resource it is, as the request's words named it. */
  readonly token: string;
  readonly text: string;
  readonly span?: Span;
  readonly rule?: string;
}

export interface Plan {
  readonly components: readonly PlannedComponent[];
  readonly relations: readonly PlannedRelation[];
  readonly config: readonly PlannedConfig[];
  /** `offline-fallback`: the model's plan did not validate after one retry, so the offline plan was used. */
  readonly source: PlanSource;
  /** Things the report should say about how the plan was made (a fallback, a component with no match). */
  readonly notes: readonly string[];
  /** What the request builds on that exists already (absent or empty: nothing). */
  readonly existing?: readonly ExistingThing[];
  /** The parts of the request no plan item accounts for (absent or empty: every part is accounted for). */
  readonly unplanned?: readonly UnplannedPart[];
}

/** What the plan stage reads: the request as text, the provider filter, and in edit mode the current program. */
export interface PlanInput {
  readonly text: string;
  readonly providers?: readonly string[];
  readonly existingProgram?: string;
}

/**
 * The plan stage as the pipeline sees it. `model` is the pipeline's metered model (absent: offline plan), passed
 * per call so its tokens are counted with the run's.
 */
export interface Planner {
  plan(input: PlanInput, model?: ChatModel): Promise<Plan>;
}
