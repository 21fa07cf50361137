/**
 * Every number the offline planner decides by, in one place. They were set by hand against the development
 * sets (`npm run bench -- plan`, `-- generate`); change one only with those figures before and after.
 */

/** Choosing the records a part of the request names (`choose-components.ts`). */
export const CHOICE = {
  /** Search hits of one part considered for its components. */
  hitsPerPart: 8,
  /** Resources sharing a name across a provider's services; more than this and the name alone is ambiguous. */
  distinctNameMax: 2,
  /**
   * Popularity (use in other records' examples, 0..1) above which a distinct one-word name counts on its
   * own: "a VPC" names `aws.ec2.Vpc`, while "scripts" does not name `aws.gamelift.Script`.
   */
  popular: 0.45,
} as const;

/** Below this popularity a resource a planned parent takes inline is planned inline (`inline-components.ts`). */
export const INLINE_BELOW = 0.1;

/**
 * A service's primary resource (`service-primaries.ts`): how a resource's names carry the service word (2)
 * or are described by it (1), plus its popularity times this weight.
 */
export const PRIMARY_POPULARITY_WEIGHT = 0.5;

/**
 * A setting said by its head word alone asks for the sub-resource when that word is at least this long
 * ("AES256 encryption" → `encryption`), `sub-resources.ts`.
 */
export const SETTING_HEAD_MIN_LENGTH = 8;

/** How many analysed words apart a one-word valid value and its anchor may stand (`value-anchors.ts`). */
export const VALUE_REACH = 3;

/** Scoring an input for a literal the request states (`stated-values.ts`). */
export const SLOT_SCORE = {
  /** The least score a literal's best input needs. */
  min: 4,
  /** A quoted string fits almost any string input: it needs a real sign, not just proximity. */
  quotedMin: 5,
  /** "(e.g., 90 days)" gives an example, not a setting: this much more than {@link min}. */
  exampleMargin: 2,
  /** The input's valid values hold the literal. */
  validValue: 10,
  /** The input's name fits the literal's kind (an e-mail to `endpoint`). */
  kind: 6,
  /** The provider's doc examples write a value of the literal's form in the input (`exampleFit`). */
  example: 6,
  /** The input's name fits the unit the number is said in ("30 days" to `retentionInDays`). */
  unit: 5,
  /** Per word of the input's name said just before or after the literal. */
  nameWord: 3,
  /** A word of the input's parents said near the literal. */
  parentWord: 1,
  /** A port said for the direction of its block (`ingress` unless "outbound"). */
  portDirection: 1,
  /** A nested block named after another planned component (`queues.events` with a queue planned). */
  partner: 2,
  /** A count of instances, nodes or replicas to the number input programs set most (`usedAmong`). */
  countedUse: 6,
  /** A count said with the noun the input's name says ("2 replicas" to `replicas`, not a node pool's `nodeCount`). */
  countedNoun: 3,
  /**
   * A port to the port input programs set most: a tie-breaker, less than the direction the request says
   * ("allows HTTPS" is `ingress`, however often programs set `egress`) and its nesting.
   */
  portUse: 1.5,
  /** Any literal to the input programs set most among those that take it (`usedAmong`): a tie-breaker. */
  acceptingUse: 1.5,
  /** Subtracted per nesting level of the input. */
  depthPenalty: 0.5,
  /** The literal is said in the component's own sentence. */
  sameSentence: 3,
  /** The literal is said in the clause that names the component (`clauseComponents`). */
  sameClause: 2,
  /** Times the share of the component's name words said near the literal. */
  nearName: 3,
  /** The literal is said of the component: its phrase's head noun is the component's (`stated-values.ts`). */
  saidOf: 4,
  /** Per word of the phrase a literal is said of that the input's name or doc says (its head among them). */
  docWord: 1.5,
  /** The head noun of that phrase is a word of the input's name (`value` for "the value `beta=false`"). */
  phraseHead: 2,
  /** …and more when the phrase is the input's whole name ("the `Payments` namespace" → `namespace`). */
  phraseWhole: 3,
  /**
   * Per word of the input's name in a number's own phrase, beyond the words around it: "5 read and 5 write
   * capacity units" gives the second 5 to `writeCapacity`, though both inputs' words are near both numbers.
   */
  ownPhraseWord: 0.6,
} as const;

/** How a value-shaped word fits an input by its record's doc examples (`example-values.ts`). */
export const EXAMPLE_VALUE = {
  /** The examples write this very value in the input. */
  same: 3,
  /** Said just before a word of a name input ("the Errors metric" → `metricName`). */
  namedBy: 2,
  /** The examples write a value of its structured shape (`nodejs24.x` for `nodejs20.x`). */
  shape: 1,
  /** Any literal to the input programs set most among those that take it (`usedAmong`): a tie-breaker. */
  acceptingUse: 1.5,
  /** Subtracted per nesting level of the input. */
  depthPenalty: 0.1,
  /** Subtracted per word of the blocks that hold the input. */
  wordPenalty: 0.01,
} as const;

/** How the words around a number fit an input (`number-readings.ts`). */
export const NUMBER_READING = {
  /** The upper end of a range said ("between 5 and 50"), to a `max…` input. */
  bound: 5,
  /** A value said after a comparison ("above 5"), to a `threshold`. */
  compared: 7,
  /** A duration, to an input that measures time by its doc ("the number of days after creation"). */
  time: 4,
  /** An amount of data, to an input whose name or doc says the unit of data it takes ("in MiB"). */
  size: 4,
  /** A count of things said before them ("3 availability zones"), to the input that counts them. */
  counted: 5,
  /** How long something is kept ("kept for 35 days"), to an input that deletes or expires it. */
  kept: 3,
  /** An age ("older than 30 days"), to an input that measures an object's age. */
  aged: 4,
} as const;

/** Signs that a quoted string is a name or a path (`stated-values.ts`). */
export const QUOTED_AFFINITY = {
  /** A leading slash for a path input, or a version for a version input. */
  shape: 6,
  /** "named `orders`", or a value that carries the resource's own name. */
  named: 5,
  /** Said of a name, the resource's own name input more than a display name or another resource's name. */
  ownName: 1,
  /** Any other name input at the top level. */
  otherwise: 1,
} as const;

/** Candidates the model planner shows: per part of the request, and in all (`model-planner.ts`). */
export const MODEL_CANDIDATES = { perPart: 5, max: 60 } as const;

/**
 * The least share of programs declaring a resource that set its `region` for a region the request says of it
 * to go there (`stated-values.ts`): 25 of 54 Cloud SQL instances, 1 of 137 S3 buckets (the provider's region).
 */
export const REGION_INPUT_MIN_SHARE = 0.2;

/** Scoring a version input for a product's version (`version-values.ts`). */
export const VERSION_SCORE = {
  /** The product is a word of the input's name (`kafkaVersion` for "Kafka 3.6.0"). */
  name: 3,
  /** The input's doc names the product, or the engine for an engine's version. */
  doc: 2,
  /** Times the share of programs that set the input. */
  usage: 1,
  /** Any literal to the input programs set most among those that take it (`usedAmong`): a tie-breaker. */
  acceptingUse: 1.5,
  /** Subtracted per nesting level of the input. */
  depthPenalty: 0.5,
  /** The component is one the request names, not one planned for another. */
  requested: 1,
} as const;
