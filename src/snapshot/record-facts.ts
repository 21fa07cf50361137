import { COMPONENT_PACKAGES } from '../language/vocabulary.js';
import type { InputProperty, NestedType, SnapshotRecord } from './types.js';

/**
 * Facts read from a record itself (its name, what a component makes and takes, how often examples use it):
 * the one place each is computed, for the search index, the planner and the composer alike.
 */

/** The TypeScript import alias a program uses: `@pulumi/azure-native` → `azure_native`. */
export function importAlias(provider: string): string {
  return provider.replace(/-/g, '_');
}

/** The TS name of a module's member as a program writes it: `aws` `s3` `Bucket` → `aws.s3.Bucket`. */
export function tsNameOf(provider: string, module: string, name: string): string {
  const alias = importAlias(provider);
  return module === 'index' ? `${alias}.${name}` : `${alias}.${module}.${name}`;
}

/** The last segment of a TS name: `aws.s3.BucketPolicy` → `BucketPolicy`. */
export function recordName(record: Pick<SnapshotRecord, 'tsName'>): string {
  const dot = record.tsName.lastIndexOf('.');
  return dot < 0 ? record.tsName : record.tsName.slice(dot + 1);
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

/**
 * The TS name of the resource a deprecated record's message says replaces it: "cloudflare.index/record.Record
 * has been deprecated in favor of cloudflare.index/dnsrecord.DnsRecord" → `cloudflare.DnsRecord`; "s3.BucketV2
 * has been deprecated in favor of s3.Bucket" → `aws.s3.Bucket`. Undefined when the message names none.
 */
export function replacementName(record: Pick<SnapshotRecord, 'provider' | 'deprecated'>): string | undefined {
  const named = /\bin favor of\s+`?([A-Za-z_][\w./-]*\.[A-Z]\w*)`?/.exec(record.deprecated ?? '')?.[1];
  if (named === undefined) return undefined;
  const alias = importAlias(record.provider);
  const bare = named.startsWith(`${alias}.`) ? named.slice(alias.length + 1) : named;
  const name = bare.slice(bare.lastIndexOf('.') + 1);
  const path = bare.slice(0, bare.lastIndexOf('.'));
  const module = path.includes('/') ? path.slice(0, path.indexOf('/')) : path;
  return module === '' ? undefined : tsNameOf(record.provider, module, name);
}
