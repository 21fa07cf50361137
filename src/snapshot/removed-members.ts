import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { errorMessage, UserError } from '../shared/errors.js';
import { extractProvider } from './extract-provider.js';
import { sha256, writeManifest } from './manifest-file.js';
import { openSnapshot } from './open-snapshot.js';
import type { PackageSource } from './package-source.js';
import {
  REMOVED_MEMBERS_FILE,
  REMOVED_MEMBERS_FORMAT,
  type MajorRemovals,
  type ProviderRemovals,
  type RemovedFromRecord,
  type RemovedMembers,
} from './read-removed-members.js';
import { MANIFEST_FILE } from './shard-files.js';
import type { Manifest, NestedType, ProviderShard, SnapshotRecord } from './types.js';
import type { RangeResolver } from './version-shards.js';

/**
 * The snapshot builder's side of `read-removed-members.ts`: for each bundled provider, the previous major's
 * last release is fetched from the npm registry and extracted like a shard, and its records and nested input
 * types are diffed against the snapshot's (the pinned version's). Building needs the registry; checking the
 * file (`npm run check:index`) does not: it is kept like `knowledge/programs.json`, and the check only asks
 * that it was counted against the versions the snapshot holds and names nothing those versions have.
 */

export const REMOVED_MEMBERS_SOURCE =
  "diff of each bundled provider's type declarations (resources, functions, nested input types) against " +
  "its previous major's last release on the npm registry";

/** A provider's records and nested types, as a shard holds them. */
export interface DeclaredSchema {
  readonly records: readonly SnapshotRecord[];
  readonly types: readonly NestedType[];
}

const missingFrom = (before: readonly { name: string }[], after: readonly { name: string }[]): string[] => {
  const kept = new Set(after.map((item) => item.name));
  return [...new Set(before.map((item) => item.name).filter((name) => !kept.has(name)))].sort();
};

const sortedKeys = <T>(entries: Iterable<readonly [string, T]>): Record<string, T> =>
  Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** The last segment of a TS name: `aws.s3.Bucket` → `Bucket`. */
const lastName = (tsName: string): string => tsName.slice(tsName.lastIndexOf('.') + 1);

/** How much of a removed record's inputs a record must declare to be where it went. */
const MOVED_INPUTS_SHARE = 0.8;

/** Whether each declares most of the other's inputs (likely the same resource, not a namesake). */
function sameInputs(record: SnapshotRecord, candidate: SnapshotRecord): boolean {
  const names = new Set(candidate.inputs.map((input) => input.name));
  const shared = record.inputs.filter((input) => names.has(input.name)).length;
  return (
    shared >= MOVED_INPUTS_SHARE * record.inputs.length &&
    shared >= MOVED_INPUTS_SHARE * candidate.inputs.length
  );
}

/**
 * Where each removed record went, when the current version has exactly one record of the same kind and name
 * in another module, declaring most of its inputs (`azure_native.network.PrivateZone` →
 * `azure_native.privatedns.PrivateZone`; `aws.elasticache.SecurityGroup` is not `aws.ec2.SecurityGroup`).
 */
function movedRecords(
  removed: readonly SnapshotRecord[],
  current: readonly SnapshotRecord[],
): Record<string, string> {
  const byName = new Map<string, SnapshotRecord[]>();
  for (const record of current) {
    const key = `${record.kind} ${lastName(record.tsName)}`;
    byName.set(key, [...(byName.get(key) ?? []), record]);
  }
  const moved: [string, string][] = [];
  for (const record of removed) {
    const candidates = byName.get(`${record.kind} ${lastName(record.tsName)}`) ?? [];
    const [only] = candidates;
    if (candidates.length === 1 && only !== undefined && sameInputs(record, only)) {
      moved.push([record.tsName, only.tsName]);
    }
  }
  return sortedKeys(moved);
}

/**
 * What `previous` declares that `current` does not: records (by TS name, the name a program writes) gone
 * as a whole (and where one moved, when that is unambiguous), inputs and outputs gone from records kept,
 * and fields gone from nested input types kept.
 */
export function diffRemovals(previous: DeclaredSchema, current: DeclaredSchema): Removed {
  const currentRecords = new Map(current.records.map((record) => [record.tsName, record]));
  const removedRecords: SnapshotRecord[] = [];
  const records: [string, RemovedFromRecord][] = [];
  for (const record of previous.records) {
    const now = currentRecords.get(record.tsName);
    if (now === undefined) {
      removedRecords.push(record);
      continue;
    }
    const inputs = missingFrom(record.inputs, now.inputs);
    // Every resource has `id` and `urn` (the engine's), whether or not its class declares them; a function's
    // result declares what it has.
    const outputs = missingFrom(record.outputs, now.outputs).filter(
      (name) => record.kind === 'function' || (name !== 'id' && name !== 'urn'),
    );
    if (inputs.length + outputs.length === 0) continue;
    records.push([
      record.tsName,
      { ...(inputs.length > 0 ? { inputs } : {}), ...(outputs.length > 0 ? { outputs } : {}) },
    ]);
  }
  const currentTypes = new Map(current.types.map((type) => [type.name, type]));
  const types: [string, string[]][] = [];
  for (const type of previous.types) {
    const now = currentTypes.get(type.name);
    if (now === undefined || type.enumValues !== undefined) continue;
    const fields = missingFrom(type.fields, now.fields);
    if (fields.length > 0) types.push([type.name, fields]);
  }
  const moved = movedRecords(removedRecords, current.records);
  return {
    removedRecords: [...new Set(removedRecords.map((record) => record.tsName))].sort(),
    ...(Object.keys(moved).length > 0 ? { moved } : {}),
    records: sortedKeys(records),
    types: sortedKeys(types),
  };
}

/** What {@link diffRemovals} finds. */
export type Removed = Pick<MajorRemovals, 'removedRecords' | 'moved' | 'records' | 'types'>;

const common = (a: readonly string[] | undefined, b: readonly string[] | undefined): string[] =>
  (a ?? []).filter((name) => b?.includes(name) === true);

/** What both diffs find: gone in a major, and still gone in the pinned version. */
export function stillRemoved(a: Removed, b: Removed): Removed {
  const records: [string, RemovedFromRecord][] = [];
  for (const [tsName, removed] of Object.entries(a.records)) {
    const inputs = common(removed.inputs, b.records[tsName]?.inputs);
    const outputs = common(removed.outputs, b.records[tsName]?.outputs);
    if (inputs.length + outputs.length === 0) continue;
    records.push([
      tsName,
      { ...(inputs.length > 0 ? { inputs } : {}), ...(outputs.length > 0 ? { outputs } : {}) },
    ]);
  }
  const removedRecords = common(a.removedRecords, b.removedRecords);
  // Where a record went is said against the pinned version, so `b`'s.
  const moved = Object.entries(b.moved ?? {}).filter(([tsName]) => removedRecords.includes(tsName));
  return {
    removedRecords,
    ...(moved.length > 0 ? { moved: Object.fromEntries(moved) } : {}),
    records: Object.fromEntries(records),
    types: Object.fromEntries(
      Object.entries(a.types)
        .map(([name, fields]) => [name, common(fields, b.types[name])] as const)
        .filter(([, fields]) => fields.length > 0),
    ),
  };
}

/** Majors counted back from the pinned one: its own removals and the major before's. */
const MAJORS_COUNTED = 2;

export interface RemovedMembersBuild {
  /** The previous major's last version: `npm view <package>@<major> version`. */
  readonly resolve: RangeResolver;
  /** Where the previous release's package is unpacked (the snapshot builder's package source). */
  readonly packages: PackageSource;
  /** Only these providers (the others keep their entry when it was counted for the same version). */
  readonly providers?: readonly string[];
  readonly progress?: (line: string) => void;
}

/** The last release below a major; undefined when the registry has none (E404 for an empty range). */
async function lastBefore(resolve: RangeResolver, pkg: string, major: number): Promise<string | undefined> {
  try {
    return await resolve(pkg, `<${major}.0.0`);
  } catch (error) {
    if (/\bE404\b/.test(errorMessage(error))) return undefined;
    throw error;
  }
}

/** One provider's removals by major, newest first; undefined when no earlier major is on the registry. */
async function providerRemovals(
  name: string,
  pkg: string,
  version: string,
  current: DeclaredSchema,
  build: RemovedMembersBuild,
): Promise<ProviderRemovals | undefined> {
  const majors: MajorRemovals[] = [];
  // Each step: the last release before the removing major, against the next major's (the pinned version
  // first). Majors may be skipped (@pulumi/azuread went from 2 to 5), so the range is "below the major".
  let next = current;
  let removing = semver.major(version);
  while (majors.length < MAJORS_COUNTED && removing >= 1) {
    const previousVersion = await lastBefore(build.resolve, pkg, removing);
    if (previousVersion === undefined) break;
    const located = await build.packages.locate({ name, package: pkg, version: previousVersion });
    // The earlier major's TypeScript components count too (@pulumi/docker 3's `Image`, a resource in 4).
    const previous = extractProvider(
      { name, packageName: pkg, version: previousVersion, dir: located.dir },
      { components: true },
    );
    const removed =
      next === current
        ? diffRemovals(previous, current)
        : stillRemoved(diffRemovals(previous, next), diffRemovals(previous, current));
    majors.push({ major: removing, previous: previousVersion, ...removed });
    next = previous;
    removing = semver.major(previousVersion);
  }
  return majors.length === 0 ? undefined : { package: pkg, current: version, majors };
}

const schemaOf = (shard: ProviderShard): DeclaredSchema => ({
  records: shard.records,
  types: [...shard.types.values()],
});

/** The removals file's bytes: one JSON text in a fixed key order, so the same diff gives the same bytes. */
export function encodeRemovedMembers(providers: Readonly<Record<string, ProviderRemovals>>): Buffer {
  const file: RemovedMembers = {
    format: REMOVED_MEMBERS_FORMAT,
    source: REMOVED_MEMBERS_SOURCE,
    providers: sortedKeys(Object.entries(providers)),
  };
  return Buffer.from(`${JSON.stringify(file)}\n`, 'utf8');
}

/** The file a snapshot keeps, when it has one. */
function keptRemovals(dir: string): Readonly<Record<string, ProviderRemovals>> {
  const path = join(dir, REMOVED_MEMBERS_FILE);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as RemovedMembers).providers : {};
}

/**
 * The removals file a rebuilt snapshot keeps (`snapshot build` and `merge` replace the folder and have no
 * registry to count with): the entries of the current file still counted against the versions being built.
 */
export function keptRemovalsFile(
  dir: string,
  versions: Readonly<Record<string, { readonly version: string }>>,
): Buffer | undefined {
  const kept = Object.entries(keptRemovals(dir)).filter(
    ([name, entry]) => versions[name]?.version === entry.current,
  );
  return kept.length === 0 ? undefined : encodeRemovedMembers(Object.fromEntries(kept));
}

/**
 * Counts the removals of the snapshot in `dir` (`snapshot majors`) and records the file's checksum in the
 * manifest, which goes last. Returns the providers counted, with their previous major's version.
 */
export async function buildRemovedMembers(dir: string, build: RemovedMembersBuild): Promise<string[]> {
  const snapshot = openSnapshot(dir);
  const unknown = (build.providers ?? []).filter((name) => !snapshot.providers.includes(name));
  if (unknown.length > 0) {
    throw new UserError(
      `unknown provider ${unknown.map((n) => `'${n}'`).join(', ')}; the snapshot has: ${snapshot.providers.join(', ')}`,
    );
  }
  const manifestPath = join(dir, MANIFEST_FILE);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const kept = keptRemovals(dir);
  const providers: Record<string, ProviderRemovals> = {};
  const counted: string[] = [];
  for (const name of snapshot.providers) {
    const entry = manifest.providers[name]!;
    const previous = kept[name];
    if (build.providers !== undefined && !build.providers.includes(name)) {
      if (previous !== undefined && previous.current === entry.version) providers[name] = previous;
      continue;
    }
    const shard = snapshot.shard(name);
    const removals = await providerRemovals(name, entry.package, entry.version, schemaOf(shard), build);
    if (removals === undefined) continue;
    providers[name] = removals;
    counted.push(`${name} ${removals.majors.map((step) => step.previous).join(', ')} → ${removals.current}`);
    for (const step of removals.majors) {
      build.progress?.(
        `${name} ${step.major}: ${step.removedRecords.length} resources or functions, ` +
          `${Object.keys(step.records).length} with members, ${Object.keys(step.types).length} nested types ` +
          `lost something since ${step.previous}`,
      );
    }
  }
  const data = encodeRemovedMembers(providers);
  writeFileSync(join(dir, REMOVED_MEMBERS_FILE), data);
  writeManifest(dir, {
    ...manifest,
    checksums: { ...manifest.checksums, [REMOVED_MEMBERS_FILE]: sha256(data) },
  });
  return counted;
}

/** What one provider's entry names that its snapshot shard still declares. */
function stillDeclared(entry: MajorRemovals, current: DeclaredSchema): string[] {
  const records = new Map(current.records.map((record) => [record.tsName, record]));
  const types = new Map(current.types.map((type) => [type.name, type]));
  const names = (items: readonly { name: string }[] | undefined) => new Set(items?.map((item) => item.name));
  const found = entry.removedRecords.filter((tsName) => records.has(tsName));
  for (const [tsName, removed] of Object.entries(entry.records)) {
    const inputs = names(records.get(tsName)?.inputs);
    const outputs = names(records.get(tsName)?.outputs);
    found.push(
      ...(removed.inputs ?? []).filter((name) => inputs.has(name)).map((name) => `${tsName}.${name}`),
      ...(removed.outputs ?? []).filter((name) => outputs.has(name)).map((name) => `${tsName}.${name}`),
    );
  }
  for (const [typeName, fields] of Object.entries(entry.types)) {
    const declared = names(types.get(typeName)?.fields);
    found.push(...fields.filter((name) => declared.has(name)).map((name) => `${typeName}.${name}`));
  }
  return found;
}

/**
 * Why the removals file of a snapshot does not fit it, without the registry: a provider counted against
 * another version than the snapshot holds, or a removed member the snapshot's version still declares.
 * Empty when it fits (or there is none).
 */
export function removedMembersProblems(dir: string): string[] {
  const snapshot = openSnapshot(dir);
  const problems: string[] = [];
  for (const [name, entry] of Object.entries(keptRemovals(dir))) {
    const version = snapshot.manifest.providers[name]?.version;
    if (version !== entry.current) {
      problems.push(`${name} was counted against ${entry.current}, the snapshot holds ${version ?? 'none'}`);
      continue;
    }
    const schema = schemaOf(snapshot.shard(name));
    const still = entry.majors.flatMap((step) => stillDeclared(step, schema));
    if (still.length > 0) problems.push(`${name} ${version} still declares ${still.slice(0, 3).join(', ')}`);
  }
  return problems;
}
