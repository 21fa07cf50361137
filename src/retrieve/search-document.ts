import type { InputProperty, NestedType, SnapshotRecord } from '../snapshot/types.js';
import { aliasesFor, COMPONENT_PACKAGES, namePhrasesFor } from './glossary.js';
import { analyse, splitIdentifier } from './terms.js';

/** The text fields of one record as the sparse index sees them; `id` is the record's index in its provider. */
export interface SearchDocument {
  readonly id: number;
  /** The last segment of the TS name (`BucketPolicy`), for functions also without the `get` prefix. */
  readonly name: string;
  /** The module path (`s3`, `apps.v1`): the provider is implied by the per-provider index. */
  readonly path: string;
  readonly summary: string;
  readonly headings: string;
  readonly inputs: string;
  readonly aliases: string;
}

/** How much of the summary is indexed: the opening says what a resource is; the rest is mostly caveats. */
const SUMMARY_CHARS = 360;

/** Inputs nearly every record of a provider has: indexing them only makes the index bigger. */
const GENERIC_INPUTS = new Set([
  'name',
  'tags',
  'location',
  'resourceGroupName',
  'project',
  'region',
  'zone',
  'labels',
  'description',
  'apiVersion',
  'kind',
  'metadata',
  'spec',
  'accountId',
  'zoneId',
  'identity',
  'sku',
  'properties',
]);

/** The last segment of a TS name: `aws.s3.BucketPolicy` → `BucketPolicy`. */
export function recordName(record: Pick<SnapshotRecord, 'tsName'>): string {
  const dot = record.tsName.lastIndexOf('.');
  return dot < 0 ? record.tsName : record.tsName.slice(dot + 1);
}

/** Summary text without code blocks, links and markup, cut to the indexed length at a word boundary. */
export function plainSummary(summary: string, limit = SUMMARY_CHARS): string {
  const text = summary
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    // Azure Native boilerplate on every record: API versions say nothing about what a resource is.
    .replace(
      /(?:Uses Azure REST API version|In version \d+\.x of the Azure Native provider|Other available API versions)[^\n]*/g,
      ' ',
    )
    .replace(/^Description for /, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[`*_#>|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= limit) {
    return text;
  }
  const cut = text.lastIndexOf(' ', limit);
  return text.slice(0, cut > 0 ? cut : limit);
}

export function toSearchDocument(record: SnapshotRecord, id: number): SearchDocument {
  const name = recordName(record);
  const bareName = record.kind === 'function' && /^get[A-Z]/.test(name) ? name.slice(3) : '';
  return {
    id,
    name: bareName === '' ? name : `${name} ${bareName}`,
    path: record.module,
    // A function's summary restates its name ("Use this data source to get the ID of an EC2 instance"):
    // a short cut keeps the index small enough to load fast.
    summary: plainSummary(record.summary, record.kind === 'function' ? 120 : SUMMARY_CHARS),
    headings: record.examples.map((example) => example.heading).join(' ; '),
    inputs:
      record.kind === 'function'
        ? ''
        : record.inputs
            .map((input) => input.name)
            .filter((name) => !GENERIC_INPUTS.has(name))
            .slice(0, 16)
            .join(' '),
    aliases: aliasesFor(record.provider, record.module, name).join(' ; '),
  };
}

/** Traits of a record that make it a less likely answer unless the request asks for it. */
export const RecordFlag = {
  deprecated: 1,
  prerelease: 2,
  /** Kubernetes `…List` and `…Patch` variants of a kind. */
  variant: 4,
  function: 8,
  /** AWS `…V2` resources: the legacy split-out variants (`BucketVersioningV2`). */
  legacy: 16,
  /** The provider resource itself (`pulumi:providers:aws`). */
  provider: 32,
  /** IAM satellites of another resource (`SecretIamMember`, `FunctionIamBinding`). */
  iam: 64,
} as const;

export function recordFlags(record: SnapshotRecord): number {
  const name = recordName(record);
  let flags = 0;
  if (record.deprecated !== undefined && record.deprecated !== '') {
    flags |= RecordFlag.deprecated;
  }
  if (
    /(?:^|\.)v\d+(?:alpha|beta)\d*(?:\.|$)/i.test(record.module) ||
    /(?:alpha|beta)\d*$/i.test(record.module)
  ) {
    flags |= RecordFlag.prerelease;
  }
  if (record.provider === 'kubernetes' && /(?:List|Patch)$/.test(name)) {
    flags |= RecordFlag.variant;
  }
  if (record.kind === 'function') {
    flags |= RecordFlag.function;
  }
  if (record.provider === 'aws' && /V2$/.test(name)) {
    flags |= RecordFlag.legacy;
  }
  if (/.Iam(?:Member|Binding|Policy|AuditConfig)$/i.test(name)) {
    flags |= RecordFlag.iam;
  }
  if (record.token.startsWith('pulumi:providers:')) {
    flags |= RecordFlag.provider;
  }
  return flags;
}

/** What the request itself asks for, which lifts the matching penalties. */
export interface QueryIntent {
  /** "look up", "existing", "data source", "get": a function (data source) is wanted. */
  readonly lookup: boolean;
  /** "patch" or "list" named explicitly. */
  readonly variant: boolean;
  readonly prerelease: boolean;
  /** "provider" named: the provider resource (explicit provider configuration) is wanted. */
  readonly provider: boolean;
  /** IAM words: "grant", "role", "permission", "access", "member", "binding". */
  readonly iam: boolean;
}

export function queryIntent(text: string): QueryIntent {
  // An HTTP method before a path ("GET /hello", "POST /items") names a route, not a lookup.
  const lower = ` ${text.toLowerCase().replace(/\b(?:get|post|put|delete|patch|head)\s+\//g, '/')} `;
  return {
    lookup:
      /\b(?:get|gets|look ?up|lookup|existing|data ?source|fetch|find|query|read|retrieve|latest|current)\b/.test(
        lower,
      ) || /\bget[A-Z]/.test(text),
    variant: /\b(?:patch|list)\b/.test(lower) || /(?:List|Patch)\b/.test(text),
    prerelease: /\b(?:alpha|beta)\b|v\d+(?:alpha|beta)/.test(lower),
    provider: /\bprovider\b/.test(lower),
    iam: /\b(?:iam|grants?|roles?|permissions?|access|members?|bindings?|polic(?:y|ies)|invoker|viewer|admin)\b/.test(
      lower,
    ),
  };
}

/**
 * A multiplicative prior on a record's fused score. Users want the current, stable, creatable thing:
 * deprecated records, Kubernetes `List`/`Patch` variants, pre-release API versions and data-source
 * functions rank below the resource of the same name unless the request asks for them.
 */
export function recordPrior(flags: number, intent: QueryIntent): number {
  let prior = 1;
  if (flags & RecordFlag.deprecated) {
    prior *= 0.75;
  }
  if (flags & RecordFlag.prerelease && !intent.prerelease) {
    prior *= 0.8;
  }
  if (flags & RecordFlag.variant && !intent.variant) {
    prior *= 0.8;
  }
  if (flags & RecordFlag.function && !intent.lookup) {
    prior *= 0.75;
  }
  if (flags & RecordFlag.legacy) {
    prior *= 0.9;
  }
  if (flags & RecordFlag.iam && !intent.iam) {
    prior *= 0.75;
  }
  if (flags & RecordFlag.provider && !intent.provider) {
    prior *= 0.6;
  }
  return prior;
}

/**
 * The words that name a record, for name coverage: its name split into words (no version parts, no `get`
 * prefix on functions), plus the glossary phrases that name this very record, each as analysed words.
 * Stored in the index as `words;phrase;phrase`.
 */
export function nameWordSets(record: SnapshotRecord): string[] {
  const name = recordName(record);
  const bare = record.kind === 'function' ? name.replace(/^get(?=[A-Z])/, '') : name;
  const words = splitIdentifier(bare)
    .map((w) => analyse(w)[0])
    .filter((w): w is string => w !== undefined && !/^v\d+/.test(w));
  const phrases = namePhrasesFor(record.provider, record.module, name).map((phrase) =>
    analyse(phrase).join(' '),
  );
  return [words.join(' '), ...phrases.filter((p) => p !== '')];
}

/**
 * How often each record is used in the examples of *other* records (`new aws.ec2.Instance(` appears in
 * hundreds of examples; `aws.transfer.Server` in a few): a corpus-derived popularity, log-scaled to [0, 1].
 * Requests name the common things far more often than the rare ones, so this breaks ties between a core
 * resource and an obscure namesake without any hand-made list.
 */
export function examplePopularity(records: readonly SnapshotRecord[]): Map<string, number> {
  const byName = new Map<string, SnapshotRecord>();
  for (const record of records) {
    byName.set(record.tsName, record);
    // Programs often import Kubernetes as `k8s` and Azure Native as `azure_native`.
    if (record.provider === 'kubernetes') {
      byName.set(record.tsName.replace(/^kubernetes\./, 'k8s.'), record);
    }
  }
  const counts = new Map<string, number>();
  for (const record of records) {
    const seen = new Set<string>();
    for (const example of record.examples) {
      for (const match of example.code.matchAll(/\b([A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)+)\s*\(/g)) {
        const name = (match[1] ?? '').replace(/^new\s+/, '');
        const target = byName.get(name);
        if (target !== undefined && target.token !== record.token && !seen.has(target.token)) {
          seen.add(target.token);
          counts.set(target.token, (counts.get(target.token) ?? 0) + 1);
        }
      }
    }
  }
  const max = Math.max(1, ...counts.values());
  const out = new Map<string, number>();
  for (const [token, count] of counts) {
    out.set(token, Math.log1p(count) / Math.log1p(max));
  }
  return out;
}

/** Namespaces in a d.ts type that hold the package's own argument and result types, not another package. */
const OWN_TYPE_NAMESPACES = new Set(['types', 'inputs', 'outputs', 'enums', 'pulumi']);

/** How deep into nested argument types a taken resource is still looked for (`routes[].eventHandler`). */
const TAKEN_DEPTH = 4;

/** `module.Name` of every other package's resource a declared type text names (`pulumiAws.ec2.Subnet[]`). */
function foreignResources(type: string): string[] {
  return [...type.matchAll(/(?<![\w.])([A-Za-z_]\w*)\.([a-z]\w*)\.([A-Z]\w*)/g)]
    .filter((match) => !OWN_TYPE_NAMESPACES.has(match[1] ?? ''))
    .map((match) => `${match[2] ?? ''}.${match[3] ?? ''}`);
}

/**
 * The resources of another package a component creates, as `module.Name` (`ec2.Subnet`), read from the
 * types of its outputs (`pulumi.Output<pulumiAws.ec2.Subnet[]>`): a component is the answer at its level
 * when a request names several of these together ("a VPC with public and private subnets"). The import
 * alias (`pulumiAws`, `aws`) differs between packages, so only module and name are kept.
 */
export function madeResources(record: Pick<SnapshotRecord, 'outputs'>): readonly string[] {
  let made = madeCache.get(record);
  if (made === undefined) {
    made = [...new Set(record.outputs.flatMap((output) => foreignResources(output.type)))].sort();
    madeCache.set(record, made);
  }
  return made;
}

/** Plumbing, wiring and exports ask of the same records again and again: their outputs are parsed once. */
const madeCache = new WeakMap<object, readonly string[]>();

/**
 * The resources of another package a component takes as arguments and does not make, as `module.Name`,
 * from its inputs and their nested types: `aws_apigateway.RestAPI` takes the Lambda function of a route,
 * so "a REST API backed by a Lambda function" names two of its parts.
 */
export function takenResources(
  record: Pick<SnapshotRecord, 'inputs' | 'outputs'>,
  types: ReadonlyMap<string, NestedType>,
): string[] {
  const taken = new Set<string>();
  const seen = new Set<string>();
  const visit = (fields: readonly InputProperty[], depth: number): void => {
    for (const field of fields) {
      foreignResources(field.type).forEach((name) => taken.add(name));
      for (const ref of depth < TAKEN_DEPTH ? (field.typeRefs ?? []) : []) {
        const nested = seen.has(ref) ? undefined : types.get(ref);
        seen.add(ref);
        if (nested !== undefined) {
          visit(nested.fields, depth + 1);
        }
      }
    }
  };
  visit(record.inputs, 0);
  madeResources(record).forEach((name) => taken.delete(name));
  return [...taken].sort();
}

/** Whether a component is built around a resource: its name ends with the resource's (`FargateService`, `Service`). */
export function builtAround(component: string, resource: string): boolean {
  const last = (tsName: string) => tsName.slice(tsName.lastIndexOf('.') + 1).toLowerCase();
  return last(component).endsWith(last(resource));
}

/** A record's `module.Name` (`ec2.Subnet`), the form {@link madeResources} keeps. */
export function moduleName(record: Pick<SnapshotRecord, 'tsName'>): string {
  return record.tsName.slice(record.tsName.indexOf('.') + 1);
}

/**
 * Whether a record is a component (a `ComponentResource`, registered as one remote resource), which has no
 * `id` of its own: a record of a bundled component package, or one that makes another package's resources.
 */
export function isComponentRecord(record: Pick<SnapshotRecord, 'provider' | 'outputs'>): boolean {
  return COMPONENT_PACKAGES[record.provider] !== undefined || madeResources(record).length > 0;
}
