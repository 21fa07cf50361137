import semver from 'semver';
import { importAlias, tsNameOf } from './record-facts.js';
import type { Snapshot } from './types.js';

/**
 * What each bundled provider's current major removed from its previous one, shipped in the snapshot as
 * `knowledge/removed-members.json`: counted at snapshot build time (`snapshot majors`, see
 * `removed-members.ts`) by diffing the type declarations of the previous major's last release, fetched from
 * the npm registry, against the pinned version's records. The typecheck rung reads it to say "this program
 * uses `aws.apigateway.Deployment.stageName`, removed in @pulumi/aws 7" instead of listing type errors.
 * Kept apart from the diff, which reads packages: a run only reads.
 */
export const REMOVED_MEMBERS_FILE = 'knowledge/removed-members.json';
export const REMOVED_MEMBERS_FORMAT = 1;

/** The members of one resource or function (by TS name) that the current major no longer has. */
export interface RemovedFromRecord {
  readonly inputs?: readonly string[];
  readonly outputs?: readonly string[];
}

/** What one major of a provider removed from the major before it, and its pinned version still lacks. */
export interface MajorRemovals {
  /** The major that removed them (`7`). */
  readonly major: number;
  /** The last release of the major before, whose declarations were read (`6.83.2`). */
  readonly previous: string;
  /** Resources and functions (TS names) of the major before that are gone. */
  readonly removedRecords: readonly string[];
  /**
   * Of those, the ones the pinned version likely has under another module (one record of that kind and name,
   * sharing most inputs both ways): old TS name → current TS name. A hint, said as "perhaps".
   */
  readonly moved?: Readonly<Record<string, string>>;
  /** By TS name (`aws.apigateway.Deployment`): the inputs and outputs gone. */
  readonly records: Readonly<Record<string, RemovedFromRecord>>;
  /** Nested input types (`inputs.apigateway.DeploymentX`) kept, by their fields gone. */
  readonly types: Readonly<Record<string, readonly string[]>>;
}

/** One provider's last majors against its pinned version. */
export interface ProviderRemovals {
  readonly package: string;
  /** The pinned version the removals are counted against (the snapshot's version of the provider). */
  readonly current: string;
  /** Newest major first: the pinned major's removals, then the major before's (still absent now). */
  readonly majors: readonly MajorRemovals[];
}

export interface RemovedMembers {
  readonly format: number;
  /** Provenance: how the file was counted. */
  readonly source: string;
  /** By provider name (`aws`). */
  readonly providers: Readonly<Record<string, ProviderRemovals>>;
}

/**
 * Where a type error points, found by the type checker (`typechecker.ts`): the provider package whose
 * declaration owns the missing name, the module path of that declaration and its name. `owner` is a class or
 * interface of a module (`Deployment`, `DeploymentArgs`, `GetAmiResult`), a nested input type (`kind:
 * 'type'`, `apigateway.DeploymentCanarySettings`), or the module itself (`kind: 'module'`, a removed class or namespace).
 */
export interface MissingMember {
  readonly package: string;
  /** Dotted module path inside the package (`apigateway`, `index` for the root). */
  readonly module: string;
  readonly kind: 'class' | 'interface' | 'type' | 'module';
  /** Empty for `module`. */
  readonly owner: string;
  readonly name: string;
}

/** A member a type error names that the current major removed: what to say about it. */
export interface RemovedUse {
  /** `aws.apigateway.Deployment.stageName`, `aws.apigateway.Foo` for a removed class, `azure.sql` for a namespace. */
  readonly member: string;
  /** What the repair prompt shows the current schema of: the record's TS name or the nested type's name. */
  readonly subject: string;
  /** Where a removed record is in the checked version (`azure_native.privatedns.PrivateZone`), when known. */
  readonly movedTo?: string;
  /** `@pulumi/aws` */
  readonly package: string;
  /** The major that removed it (the current one). */
  readonly major: number;
  /** The previous major's last release. */
  readonly previousVersion: string;
  /** The version the program was checked against. */
  readonly checkedVersion: string;
}

/** Answers whether a missing member is one the checked major removed; see {@link removedMembersLookup}. */
export type RemovedMembersLookup = (missing: MissingMember) => RemovedUse | undefined;

const fileBySnapshot = new WeakMap<Snapshot, RemovedMembers | null>();

/** A snapshot's shipped removals, read and verified on first use; undefined when the snapshot has none. */
export function removedMembers(snapshot: Snapshot): RemovedMembers | undefined {
  let known = fileBySnapshot.get(snapshot);
  if (known === undefined) {
    known =
      snapshot.manifest.checksums[REMOVED_MEMBERS_FILE] === undefined
        ? null
        : (JSON.parse(snapshot.readDataFile(REMOVED_MEMBERS_FILE).toString('utf8')) as RemovedMembers);
    fileBySnapshot.set(snapshot, known);
  }
  return known ?? undefined;
}

/** `DeploymentArgs` → `Deployment`, `GetAmiOutputArgs` → `GetAmi`: the record an interface belongs to. */
function recordNamesOf(owner: string): string[] {
  const base = owner.replace(/(OutputArgs|Args|Result|State)$/, '');
  const functionName = base.charAt(0).toLowerCase() + base.slice(1);
  return base === functionName ? [base] : [base, functionName];
}

/** Whether one major's removals name the missing member; its TS name and schema subject when they do. */
function removedName(
  provider: string,
  step: MajorRemovals,
  missing: MissingMember,
): { member: string; subject: string; movedTo?: string } | undefined {
  if (missing.kind === 'module') {
    const tsName = tsNameOf(provider, missing.module, missing.name);
    // A namespace the checked version lacks (the type error says so) whose records the major removed:
    // `azure.sql` of @pulumi/azure 5, gone in 6.
    if (step.removedRecords.some((removed) => removed.startsWith(`${tsName}.`))) {
      return { member: tsName, subject: tsName };
    }
    if (!step.removedRecords.includes(tsName)) return undefined;
    const movedTo = step.moved?.[tsName];
    return movedTo === undefined
      ? { member: tsName, subject: tsName }
      : { member: tsName, subject: movedTo, movedTo };
  }
  if (missing.kind === 'type') {
    const type = `inputs.${missing.owner}`;
    return step.types[type]?.includes(missing.name) === true
      ? { member: `${importAlias(provider)}.types.input.${missing.owner}.${missing.name}`, subject: type }
      : undefined;
  }
  for (const recordName of recordNamesOf(missing.owner)) {
    const tsName = tsNameOf(provider, missing.module, recordName);
    const record = step.records[tsName];
    if (record === undefined) continue;
    const isInput = missing.kind === 'interface' && !missing.owner.endsWith('Result');
    if ((isInput ? record.inputs : record.outputs)?.includes(missing.name) === true) {
      return { member: `${tsName}.${missing.name}`, subject: tsName };
    }
  }
  return undefined;
}

/**
 * The lookup a run's typecheck uses, given the provider versions the program is checked against. A major's
 * removals apply when the checked version is of that major or later: a project that pins the major it was
 * written for (its own `package.json`, installed as such) is checked at that major, and nothing is said of
 * majors; one that pins the removing major (aws 7.23.0) while using what 7 removed is told so.
 */
export function removedMembersLookup(
  removals: RemovedMembers | undefined,
  checkedVersions: Readonly<Record<string, { readonly package: string; readonly version: string }>>,
): RemovedMembersLookup | undefined {
  if (removals === undefined) return undefined;
  const byPackage = new Map<string, { provider: string; steps: MajorRemovals[]; checked: string }>();
  for (const [provider, entry] of Object.entries(removals.providers)) {
    const checked = checkedVersions[provider];
    if (checked === undefined || checked.package !== entry.package || semver.valid(checked.version) === null)
      continue;
    const checkedMajor = semver.major(checked.version);
    const steps = entry.majors.filter((step) => step.major <= checkedMajor);
    if (checkedMajor > semver.major(entry.current) || steps.length === 0) continue;
    byPackage.set(entry.package, { provider, steps, checked: checked.version });
  }
  if (byPackage.size === 0) return undefined;
  return (missing) => {
    const found = byPackage.get(missing.package);
    if (found === undefined) return undefined;
    for (const step of found.steps) {
      const named = removedName(found.provider, step, missing);
      if (named === undefined) continue;
      return {
        ...named,
        package: missing.package,
        major: step.major,
        previousVersion: step.previous,
        checkedVersion: found.checked,
      };
    }
    return undefined;
  };
}

/**
 * The rung context's `removedMembers` for a run over `snapshot`, at the provider versions it holds (a
 * project's own pins included, which replace the bundled versions); none when nothing applies.
 */
export function removedMembersOption(snapshot: Snapshot): { removedMembers?: RemovedMembersLookup } {
  const lookup = removedMembersLookup(removedMembers(snapshot), snapshot.manifest.providers);
  return lookup === undefined ? {} : { removedMembers: lookup };
}
