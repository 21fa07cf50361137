import { recordName } from '../snapshot/record-facts.js';
import { splitIdentifier } from '../language/terms.js';
import { namePhrasesFor } from '../language/vocabulary.js';
import type { InputProperty, Snapshot, SnapshotRecord } from '../snapshot/types.js';

/**
 * Which resource an input refers to, read from the schemas: `vpcId` takes a `Vpc`'s id, `dbSubnetGroupName` a
 * `SubnetGroup`'s name, `role` a `Role`'s ARN, `resourceGroupName` a `ResourceGroup`'s name. The input's name
 * (less its `Id`/`Arn`/`Name` suffix) is matched against resource names: the component's own module first,
 * then the short table below for names that exist in many services, then a module sibling whose name ends
 * with it (`rule` → `EventRule`).
 */

/** Where a resource name that several services share usually lives. Only what the schemas cannot tell. */
const HOME_MODULES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  aws: {
    role: 'iam',
    policy: 'iam',
    instanceprofile: 'iam',
    vpc: 'ec2',
    subnet: 'ec2',
    securitygroup: 'ec2',
    topic: 'sns',
    queue: 'sqs',
    bucket: 's3',
    key: 'kms',
    loggroup: 'cloudwatch',
    function: 'lambda',
    eventbus: 'cloudwatch',
    restapi: 'apigateway',
  },
  'azure-native': {
    resourcegroup: 'resources',
    virtualnetwork: 'network',
    subnet: 'network',
    networksecuritygroup: 'network',
    storageaccount: 'storage',
  },
  gcp: { network: 'compute', subnetwork: 'compute', serviceaccount: 'serviceaccount' },
  // A workload's `metadata.namespace` (of `apps/v1`, `batch/v1`) is a core `Namespace`.
  kubernetes: { namespace: 'core.v1' },
};

/** Suffixes that say "a reference to another resource". */
const REFERENCE_SUFFIX = /(?:Ids?|Arns?|Names?|Identifiers?|Urls?)$/;
/** Inputs that look like references but never are. */
const NOT_REFERENCES = new Set(['name', 'namePrefix', 'arn', 'id', 'region', 'tags', 'description']);

/** The stems to try for an input, longest first: `dbSubnetGroupName` → DbSubnetGroup, SubnetGroup, Group. */
function stems(inputName: string): string[] {
  const bare = inputName.replace(REFERENCE_SUFFIX, '');
  const words = splitIdentifier(bare.charAt(0).toUpperCase() + bare.slice(1));
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const stem = words.slice(i).join('').toLowerCase();
    // A trailing plural from a list input (`securityGroups`).
    out.push(stem.endsWith('s') && !stem.endsWith('ss') ? stem.slice(0, -1) : stem, stem);
  }
  return [...new Set(out)].filter((s) => s.length >= 3);
}

/** Whether an input's name says it holds a resource's id, ARN, name or URL (`id`, `names`, `vpcId`). */
export function namedAsReference(inputName: string): boolean {
  return /^(?:ids?|names?)$/.test(inputName) || REFERENCE_SUFFIX.test(inputName);
}

/** Whether an input plausibly holds another resource's id, ARN or name (by its name, type and doc). */
export function looksLikeReference(input: InputProperty): boolean {
  if (NOT_REFERENCES.has(input.name) || (input.typeRefs?.length ?? 0) > 0) return false;
  if (!/string/.test(input.type)) return false;
  if (REFERENCE_SUFFIX.test(input.name)) return true;
  // `role`, `topic`, `rule`: a bare noun whose doc says it takes an ARN, id or name, or whose type names a class.
  return /\b(?:ARN|ID|name|identifier)\b/i.test(input.doc) || /\|\s*[A-Z]\w+/.test(input.type);
}

const resourceIndex = new WeakMap<Snapshot, Map<string, Map<string, SnapshotRecord[]>>>();

/** Provider → lower-cased resource name → records, built once per snapshot and provider. */
function resourcesByName(snapshot: Snapshot, provider: string): Map<string, SnapshotRecord[]> {
  let byProvider = resourceIndex.get(snapshot);
  if (byProvider === undefined) {
    byProvider = new Map();
    resourceIndex.set(snapshot, byProvider);
  }
  let index = byProvider.get(provider);
  if (index === undefined) {
    index = new Map();
    for (const record of snapshot.list({ provider, kind: 'resource' })) {
      if (record.deprecated !== undefined) continue;
      const key = recordName(record).toLowerCase();
      index.set(key, [...(index.get(key) ?? []), record]);
    }
    byProvider.set(provider, index);
  }
  return index;
}

const referenced = new WeakMap<InputProperty, WeakMap<SnapshotRecord, SnapshotRecord | null>>();

/**
 * The resource an input of `owner` refers to, or undefined when the schemas cannot tell. Remembered per input
 * and owner (an owner's records all come from one snapshot): plumbing and the value rules ask again and again.
 */
export function referencedResource(
  snapshot: Snapshot,
  owner: SnapshotRecord,
  input: InputProperty,
): SnapshotRecord | undefined {
  let byOwner = referenced.get(input);
  if (byOwner === undefined) {
    byOwner = new WeakMap();
    referenced.set(input, byOwner);
  }
  const known = byOwner.get(owner);
  if (known !== undefined) return known ?? undefined;
  const byName = findReferenced(snapshot, owner, input);
  const found =
    byName === undefined ? undefined : (docNamedInstead(snapshot, owner, input, byName) ?? byName);
  byOwner.set(owner, found ?? null);
  return found;
}

/** A resource's name as words, and its vocabulary phrases of two words or more, lower-cased. */
function namesOf(record: SnapshotRecord): string[] {
  const own = splitIdentifier(recordName(record)).join(' ').toLowerCase();
  const phrases = namePhrasesFor(
    record.provider,
    record.module.split('.')[0] ?? record.module,
    recordName(record),
  );
  return [own, ...phrases.filter((p) => p.includes(' '))];
}

const words = (phrase: string): string => phrase.replace(/[^\w ]/g, '\\$&').replace(/ /g, '\\s+');

const said = (doc: string, phrase: string): boolean => new RegExp(`\\b${words(phrase)}s?\\b`, 'i').test(doc);

/** Whether the doc says the input is the id of the thing: "the Allocation ID of the Elastic IP address". */
const idOf = (doc: string, phrase: string): boolean =>
  new RegExp(`\\b(?:ID|ARN|name) of (?:the |an? )?${words(phrase)}\\b`, 'i').test(doc);

/**
 * The one resource an input's doc names when the resource its name matched is not what the doc speaks of: a
 * NAT gateway's `allocationId` is "the Allocation ID of the Elastic IP address", an `Eip`, not the IPAM
 * `VpcIpamPoolCidrAllocation` its name ends like. Named as what the input is the id, ARN or name of, by a phrase
 * of two words or more (the resource's own words or a vocabulary phrase); the owner itself does not count. A
 * doc that only says the value may be another's ("either image ID or droplet snapshot ID") names none.
 */
function docNamedInstead(
  snapshot: Snapshot,
  owner: SnapshotRecord,
  input: InputProperty,
  byName: SnapshotRecord,
): SnapshotRecord | undefined {
  if (namesOf(byName).some((name) => said(input.doc, name))) return undefined;
  const named = [...resourcesByName(snapshot, owner.provider).values()]
    .flat()
    .filter(
      (r) =>
        r.token !== owner.token && namesOf(r).some((name) => name.includes(' ') && idOf(input.doc, name)),
    );
  return named.length === 1 ? named[0] : undefined;
}

function findReferenced(
  snapshot: Snapshot,
  owner: SnapshotRecord,
  input: InputProperty,
): SnapshotRecord | undefined {
  if (!looksLikeReference(input)) return undefined;
  const byName = resourcesByName(snapshot, owner.provider);
  const home = HOME_MODULES[owner.provider] ?? {};
  // `clusterIdentifier` of a `Cluster` is its own name, not a reference.
  const ownName = recordName(owner).toLowerCase();
  const ownerFirstWord = splitIdentifier(recordName(owner))[0]?.toLowerCase() ?? '';
  // A bare noun (`role`, `rangeKey`) names its resource whole: a `rangeKey` is no KMS `Key`. Its head alone
  // only when the doc says the input takes that thing's ARN or id (`serviceRole`: "ARN of the IAM role").
  const whole = input.name.toLowerCase();
  const bare = !REFERENCE_SUFFIX.test(input.name);
  const docTakes = (stem: string) =>
    /\b(?:ARN|ID)\b/.test(input.doc) && new RegExp(`\\b${stem}s?\\b`, 'i').test(input.doc);
  const candidates = stems(input.name).filter(
    (s) => !bare || s === whole || `${s}s` === whole || docTakes(s),
  );
  for (const [position, stem] of candidates.entries()) {
    // Nor is a bare noun the owner's own head: the `member` of a `BucketIAMMember` is the identity it grants,
    // no other IAM member.
    if (stem === ownName || (bare && ownName.endsWith(stem))) return undefined;
    const named = byName.get(stem) ?? [];
    const sameModule = named.find((r) => r.module === owner.module && r.token !== owner.token);
    if (sameModule !== undefined) return sameModule;
    // `rule` of an `EventTarget` → `EventRule`, `keyId` of a `UsagePlanKey` → `ApiKey`: a module sibling
    // ending with the stem (before the stem's usual home, the KMS `Key`), one that shares the owner's first
    // word preferred, then the shortest.
    const siblings = [...byName.entries()]
      .filter(([name]) => name.endsWith(stem) && name !== stem)
      .flatMap(([, records]) => records)
      .filter((r) => r.module === owner.module && r.token !== owner.token)
      .sort(
        (a, b) =>
          Number(recordName(b).toLowerCase().startsWith(ownerFirstWord)) -
            Number(recordName(a).toLowerCase().startsWith(ownerFirstWord)) ||
          recordName(a).length - recordName(b).length,
      );
    if (position === 0 && siblings[0] !== undefined) return siblings[0];
    const homeModule = home[stem];
    const atHome = homeModule === undefined ? undefined : named.find((r) => r.module === homeModule);
    if (atHome !== undefined) return atHome;
  }
  return undefined;
}
