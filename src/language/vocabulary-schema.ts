/**
 * The shape of one provider's vocabulary file (`src/language/vocabulary/<provider>.json`) and its check. The
 * files hold the words people use for a provider's services and resources that the schemas themselves do not
 * contain ("object storage" for S3, "k8s" for Kubernetes), the cues that route a request to the provider, and
 * for a component package the provider it builds on. Knowledge lives in these files; this module only reads
 * and checks them, so a bad edit fails at load with the file and the field it is in.
 */

/**
 * Words naming the records a pattern matches. Patterns are `provider/module/Name` with a `*` wildcard in any
 * segment (all of S3 is `aws/s3/*`); the name is the last segment of the record's TS name, the module its
 * dotted module path. The provider segment is always the file's own provider.
 */
export interface VocabularyEntry {
  readonly patterns: readonly string[];
  readonly terms: readonly string[];
}

/** A component package (`awsx`): the provider it builds on, and the words that name the package itself. */
export interface ComponentPackage {
  readonly base: string;
  readonly cues: readonly string[];
}

export interface ProviderVocabulary {
  readonly provider: string;
  /** Words that name the provider itself (`amazon`, `k8s`): `--provider` aliases and routing. */
  readonly names?: readonly string[];
  /**
   * Words and phrases that tie a request to this provider. Only unambiguous ones: "bucket" or "vpc" exist
   * on several clouds and route nowhere; "S3", "AKS" and "GKE" belong to one.
   */
  readonly cues?: readonly string[];
  /**
   * Bundled component packages: the provider each builds on and the words that name the package itself (not
   * merely its cloud service: "EKS" is the AWS service, "@pulumi/eks" the package). A request routed to the
   * base provider may be answered at a component's level ("a VPC with public and private subnets" is one
   * `awsx.ec2.Vpc`), so routing searches the components with their provider; the offline planner keeps to
   * the provider's own resources unless the request names the package, because a remote component's
   * children are invisible to the mock-run verifier.
   */
  readonly component?: ComponentPackage;
  /** Service-level vocabulary: official names, acronyms, the generic category each service belongs to. */
  readonly services?: readonly VocabularyEntry[];
  /** Resource-level vocabulary: generic names and phrasings for what a specific kind of resource does. */
  readonly resources?: readonly VocabularyEntry[];
  /** What people ask for in their own words ("store files", "open a port"): the core resource that does it. */
  readonly intents?: readonly VocabularyEntry[];
  /**
   * What a service is for, in the words of someone who does not know its name ("record configuration
   * changes" for AWS Config). Schemas describe what a resource *is*; requests often describe what it *does*.
   */
  readonly purposes?: readonly VocabularyEntry[];
}

export const ENTRY_SECTIONS = ['services', 'resources', 'intents', 'purposes'] as const;
export type EntrySection = (typeof ENTRY_SECTIONS)[number];

const KNOWN_FIELDS = new Set(['provider', 'names', 'cues', 'component', ...ENTRY_SECTIONS]);
const PROVIDER_NAME = /^[a-z0-9][a-z0-9-]*$/;
/** Three segments of letters, digits, dots, dashes and `*`. */
const PATTERN = /^[A-Za-z0-9*.-]+\/[A-Za-z0-9*.-]+\/[A-Za-z0-9*.-]+$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function phrases(value: unknown, where: string, errors: string[]): readonly string[] {
  if (!Array.isArray(value) || value.length === 0) {
    errors.push(`${where} must be a non-empty list of phrases`);
    return [];
  }
  value.forEach((phrase, i) => {
    if (typeof phrase !== 'string' || phrase.trim() === '' || phrase !== phrase.trim()) {
      errors.push(`${where}[${i}] must be a phrase without leading or trailing spaces`);
    }
  });
  return value as readonly string[];
}

function checkEntries(value: unknown, where: string, provider: string, errors: string[]): void {
  if (!Array.isArray(value)) {
    errors.push(`${where} must be a list of {patterns, terms} entries`);
    return;
  }
  value.forEach((entry: unknown, i) => {
    const at = `${where}[${i}]`;
    if (!isObject(entry) || Object.keys(entry).some((key) => key !== 'patterns' && key !== 'terms')) {
      errors.push(`${at} must be an object with only 'patterns' and 'terms'`);
      return;
    }
    for (const pattern of phrases(entry['patterns'], `${at}.patterns`, errors)) {
      if (!PATTERN.test(pattern)) {
        errors.push(`${at}.patterns: '${pattern}' is not provider/module/Name`);
      } else if (pattern.split('/')[0] !== provider) {
        errors.push(`${at}.patterns: '${pattern}' belongs to another provider than '${provider}'`);
      }
    }
    phrases(entry['terms'], `${at}.terms`, errors);
  });
}

/** The errors of one vocabulary file (empty when it is well formed); `source` names it in each error. */
export function vocabularyErrors(value: unknown, source: string): string[] {
  const errors: string[] = [];
  if (!isObject(value)) return [`${source}: must be a JSON object`];
  const provider = value['provider'];
  if (typeof provider !== 'string' || !PROVIDER_NAME.test(provider)) {
    return [`${source}: 'provider' must be a provider name such as 'aws'`];
  }
  for (const key of Object.keys(value)) {
    if (!KNOWN_FIELDS.has(key)) errors.push(`${source}: unknown field '${key}'`);
  }
  if (value['names'] !== undefined) phrases(value['names'], `${source}: names`, errors);
  if (value['cues'] !== undefined) phrases(value['cues'], `${source}: cues`, errors);
  const component = value['component'];
  if (component !== undefined) {
    if (!isObject(component) || typeof component['base'] !== 'string') {
      errors.push(`${source}: component must be {base, cues}`);
    } else {
      phrases(component['cues'], `${source}: component.cues`, errors);
    }
  }
  for (const section of ENTRY_SECTIONS) {
    if (value[section] !== undefined) checkEntries(value[section], `${source}: ${section}`, provider, errors);
  }
  return errors;
}
