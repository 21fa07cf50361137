import { editDistance, nearestNames } from '../../shared/nearest.js';
import { requiredAlternatives } from '../../snapshot/required-alternatives.js';
import type { InputProperty, NestedType, Snapshot, SnapshotRecord } from '../../snapshot/types.js';
import type { Finding, ProgramFiles } from '../types.js';
import { lookupSourceOf } from './lookup-sources.js';
import { policyDocumentProblems } from './policy-documents.js';
import { holdsUnknown, unknownPolicyInputs } from './policy-inputs.js';
import type { RecordLookup } from './record-lookup.js';
import { registrationOrigins } from './registration-origin.js';
import type { MockRunResult, RunRegistration } from './run-result.js';

/** Where a resource is declared, for findings about its inputs. */
export type SourceLocator = (registration: {
  readonly type: string;
  readonly name: string;
}) => { readonly file: string; readonly line: number } | undefined;

export interface ValidationInput {
  readonly run: MockRunResult;
  readonly snapshot: Snapshot;
  readonly lookup: RecordLookup;
  readonly locate: SourceLocator;
  /** Maps a call's stack to the program line, for findings about function arguments. */
  readonly locateStack?: (stack: string) => { readonly file: string; readonly line: number } | undefined;
  /** The program's sources, to tell a missing input the program takes from a lookup's result. */
  readonly program?: ProgramFiles;
  /** Whether a value is one the run made up (`StandIns.mentions`). */
  readonly madeUp: (value: string) => boolean;
  /**
   * The run answered as `pulumi up` would, with made-up outputs. A registration the preview cases made too
   * (by URN) is checked only in the inputs the preview left unknown; one they did not make is checked whole,
   * except that a required input whose value came from an output and is missing was an output the schema
   * could not shape, not the program's omission.
   */
  readonly deployed?: { readonly previewInputs: ReadonlyMap<string, Readonly<Record<string, unknown>>> };
  /**
   * URNs the deploy run registered, with every output made known. When given, an unknown left in an input the
   * baseline policies decide on is a finding unless the deploy run registered the same resource (there the
   * value is known and the policy sees it). Not given: that check is not made.
   */
  readonly policyInputsKnownIn?: ReadonlySet<string>;
}

/**
 * Values the mock run made up (config values the user did not give, lookup answers: see `stand-ins.ts`) and
 * markers of what a preview cannot know say nothing about what the program wrote, so valid-value checks skip
 * them.
 */
function isMadeUp(value: string, madeUp: (value: string) => boolean): boolean {
  return (
    madeUp(value) ||
    value === '<asset>' ||
    value === '<archive>' ||
    value === '<unknown>' ||
    value.startsWith('urn:pulumi:')
  );
}

/** A value of five or more characters within two edits of a listed value. */
function isTypoOfOne(value: string, valid: readonly string[]): boolean {
  const needle = value.toLowerCase();
  return needle.length >= 5 && valid.some((candidate) => editDistance(needle, candidate.toLowerCase()) <= 2);
}

/** The most valid values a finding lists: the repair needs the right one, not a catalogue. */
const MAX_LISTED_VALUES = 20;

/**
 * The valid values to show for a wrong one: all of a short list, else the {@link MAX_LISTED_VALUES}
 * nearest by spelling (`t3.micor` → `t3.micro`, `t3.medium`…) and how many more there are.
 */
function listedNearest(value: string, valid: readonly string[]): string {
  if (valid.length <= MAX_LISTED_VALUES) return valid.map((candidate) => `\`${candidate}\``).join(', ');
  const needle = value.toLowerCase();
  const nearest = valid
    .map((candidate) => ({ candidate, distance: editDistance(needle, candidate.toLowerCase()) }))
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate))
    .slice(0, MAX_LISTED_VALUES)
    .map(({ candidate }) => `\`${candidate}\``);
  return `${nearest.join(', ')} (the nearest ${MAX_LISTED_VALUES} of ${valid.length})`;
}

/**
 * An enum or literal union widened by a bare `string` (`pulumi.Input<string | enums.ec2.ProtocolType>`): the
 * schema lists the common values and admits others. A plain `string` whose docs list the values is not this.
 */
function admitsAnyString(type: string): boolean {
  const alternatives = type
    .replace(/^pulumi\.Input<(.*)>$/, '$1')
    .split('|')
    .map((alternative) => alternative.trim());
  return alternatives.includes('string') && alternatives.some((a) => /^enums\.|^"/.test(a));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `pulumi.Input<{[key: string]: pulumi.Input<inputs.x.Y>}>`: a map whose values have the nested type. */
function isMapType(type: string): boolean {
  return /\[\s*\w+\s*:\s*string\s*\]/.test(type);
}

/** The pieces one resource's checks share. */
interface Subject {
  readonly record: SnapshotRecord;
  /** How findings name it: `aws.s3.Bucket "site"` for a resource, `aws.ec2.getAmi()` for a function. */
  readonly label: string;
  readonly location: { readonly file: string; readonly line: number } | undefined;
  /** The lookup call a top-level input's value comes from in the program, if it does. */
  readonly lookupOf?: (input: string) => string | undefined;
}

class Checker {
  readonly findings: Finding[] = [];

  constructor(
    private readonly snapshot: Snapshot,
    private readonly madeUp: (value: string) => boolean,
  ) {}

  private add(
    subject: Subject,
    severity: Finding['severity'],
    code: string,
    message: string,
    subjects: readonly string[],
  ): void {
    this.findings.push({
      rung: 'mock',
      severity,
      code,
      message,
      ...(subject.location === undefined ? {} : { file: subject.location.file, line: subject.location.line }),
      subjects: [...new Set([subject.record.tsName, ...subjects])],
    });
  }

  /** Checks an object against a list of declared fields: required ones present, no unknown keys. */
  checkObject(
    subject: Subject,
    fields: readonly InputProperty[],
    value: Record<string, unknown>,
    path: string,
    typeName: string | undefined,
    options: {
      readonly checkUnknown: boolean;
      readonly skipValues?: ReadonlySet<string>;
      /** Required inputs whose absence is not the program's (deploy run: an output that was not made up). */
      readonly excuseMissing?: ReadonlySet<string>;
    },
  ): void {
    const where = subject.label;
    const typeSubjects = typeName === undefined ? [] : [typeName, shortTypeName(typeName)];
    const excused = (name: string): boolean =>
      fromOutputs(value) || options.excuseMissing?.has(name) === true;
    for (const field of fields) {
      const present = value[field.name] !== undefined && value[field.name] !== null;
      const lookup = field.required && !present && path === '' ? subject.lookupOf?.(field.name) : undefined;
      if (lookup !== undefined) {
        this.add(
          subject,
          'warning',
          'lookup-derived-input',
          `${where}: required input \`${field.name}\` comes from the lookup \`${lookup}\`, whose mock answer ` +
            'has no value there (lists and maps come back empty), so it is unchecked here; a real preview checks it',
          [field.name],
        );
      } else if (field.required && !present && !excused(field.name)) {
        this.add(
          subject,
          'error',
          'missing-input',
          `${where}: required input \`${path}${field.name}\` is missing` +
            (typeName === undefined ? '' : ` (type ${shortTypeName(typeName)})`),
          [...typeSubjects, field.name],
        );
      }
    }
    // A Kubernetes `…Patch` names only what it changes: none of its fields is needed.
    const partial = /Patch$/.test(typeName ?? subject.record.tsName);
    for (const group of partial ? [] : requiredAlternatives(fields)) {
      if (group.some((name) => value[name] !== undefined && value[name] !== null)) continue;
      if (group.some(excused)) continue;
      this.add(
        subject,
        'error',
        'missing-one-of',
        `${where}: one of ${group.map((name) => `\`${path}${name}\``).join(', ')} must be set (their docs say so)`,
        [...typeSubjects, ...group],
      );
    }
    if (options.checkUnknown) {
      this.reportUnknown(
        subject,
        fields,
        Object.keys(value).filter((key) => value[key] !== undefined),
        path,
        typeName,
      );
    }
    for (const field of fields) {
      const fieldValue = value[field.name];
      if (fieldValue === undefined || fieldValue === null) {
        continue;
      }
      if (field.deprecated !== undefined) {
        this.add(
          subject,
          'warning',
          'deprecated-input',
          `${where}: input \`${path}${field.name}\` is deprecated: ${field.deprecated}`,
          [...typeSubjects, field.name, ...replacementsIn(field.deprecated, aliasOf(subject.record))],
        );
      }
      if (options.skipValues?.has(field.name) !== true) {
        this.checkValue(subject, field, fieldValue, `${path}${field.name}`);
      }
    }
  }

  /** Keys that are not among the declared fields, with the nearest declared names as suggestions. */
  reportUnknown(
    subject: Subject,
    fields: readonly InputProperty[],
    keys: readonly string[],
    path: string,
    typeName: string | undefined,
  ): void {
    const known = fields.map((field) => field.name);
    const typeSubjects = typeName === undefined ? [] : [typeName, shortTypeName(typeName)];
    for (const key of keys) {
      // A manifest's own spelling of a field the SDK names with `_` (`x-kubernetes-preserve-unknown-fields`
      // from YAML is `x_kubernetes_preserve_unknown_fields`): the same input.
      if (known.includes(key) || known.includes(key.replace(/-/g, '_'))) {
        continue;
      }
      // Closest spelling first: `filter` → `filters` before `allowUnsafeFilter`, which merely contains it.
      const near = nearestNames(key, known, 3).sort(
        (a, b) =>
          editDistance(key.toLowerCase(), a.toLowerCase()) - editDistance(key.toLowerCase(), b.toLowerCase()),
      );
      this.add(
        subject,
        'error',
        'unknown-input',
        `${subject.label}: \`${path}${key}\` is not an input of ` +
          (typeName === undefined ? subject.record.tsName : shortTypeName(typeName)) +
          (near.length > 0 ? `; did you mean ${near.map((name) => `\`${name}\``).join(', ')}?` : ''),
        [...typeSubjects, key, ...near],
      );
    }
  }

  /** Checks one value against its property: valid values for strings, nested types for objects. */
  private checkValue(subject: Subject, field: InputProperty, value: unknown, path: string): void {
    if (Array.isArray(value)) {
      value.forEach((item, index) => this.checkValue(subject, field, item, `${path}[${index}]`));
      return;
    }
    if (typeof value === 'string') {
      this.checkValidValue(subject, field, value, path);
      return;
    }
    if (!isPlainObject(value)) {
      return;
    }
    const sample = isMapType(field.type) ? Object.values(value).find(isPlainObject) : value;
    const nested = this.nestedTypeOf(subject.record, field, sample);
    if (nested === undefined) {
      return;
    }
    if (isMapType(field.type)) {
      for (const [key, item] of Object.entries(value)) {
        if (isPlainObject(item)) {
          this.checkObject(subject, nested.fields, item, `${path}.${key}.`, nested.name, {
            checkUnknown: true,
          });
        }
      }
      return;
    }
    this.checkObject(subject, nested.fields, value, `${path}.`, nested.name, { checkUnknown: true });
  }

  private checkValidValue(subject: Subject, field: InputProperty, value: string, path: string): void {
    // Some docs quote inside the backticks (`"available"`); the value is what is between the quotes.
    const valid = field.validValues?.map((candidate) => candidate.replace(/^"(.*)"$/, '$1'));
    if (valid === undefined || valid.length === 0 || valid.includes(value) || isMadeUp(value, this.madeUp)) {
      return;
    }
    // A value the input's own doc names is documented, whatever list was read from it ("`Windows` (also
    // available as `App`)").
    if (field.doc.includes(`\`${value}\``)) return;
    // Doc-derived lists also turn up on non-string inputs ("exactly one of `filename`, `imageUri`…" on an
    // archive); only a string-typed input can hold a wrong string value.
    if (!/\bstring\b|"|\benums\./.test(field.type)) {
      return;
    }
    const sameIgnoringCase = valid.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
    const listed = listedNearest(value, valid);
    const where = `${subject.label}: \`${path}\` is "${value}"`;
    const subjects = [...(field.typeRefs ?? []), field.name];
    // `pulumi.Input<string | enums.ec2.ProtocolType>` admits any string beside the enum's members: the
    // schema's list names the common values, the cloud takes others ("-1" for every protocol, "Tcp").
    const open = admitsAnyString(field.type);
    if (sameIgnoringCase !== undefined && !open) {
      this.add(
        subject,
        'error',
        'invalid-value',
        `${where} but valid values are ${listed} (values are case-sensitive: use "${sameIgnoringCase}")`,
        subjects,
      );
      return;
    }
    // A list from the type (string literals, enums) is the whole truth. A list read from doc prose is not
    // always: some are partial, some were re-cased by the docs generator (tls `keyEncipherment` for the
    // provider's `key_encipherment`). A value outside such a list is worth a look, not a failed build.
    // In a widened enum, a value one or two letters from a listed one (`t3.micor`) is a typo, not a value
    // the list lacks (`-1`, a new instance family).
    const typo = open && sameIgnoringCase === undefined && isTypoOfOne(value, valid);
    const typed = typo || (!open && (field.validValuesComplete === true || /"|\benums\./.test(field.type)));
    this.add(
      subject,
      typed ? 'error' : 'warning',
      typed ? 'invalid-value' : 'undocumented-value',
      typed
        ? `${where} but valid values are ${listed}`
        : `${where}, which is not among the documented valid values ${listed}; check the provider's docs`,
      subjects,
    );
  }

  /**
   * The nested type a value should have. A property typed as a union of input types (`inputs.X | inputs.Y`)
   * is checked against the member that fits the value best (fewest keys it does not declare).
   */
  private nestedTypeOf(
    record: SnapshotRecord,
    field: InputProperty,
    value?: unknown,
  ): NestedType | undefined {
    const candidates = (field.typeRefs ?? [])
      .filter((ref) => ref.startsWith('inputs.'))
      .map((ref) => this.snapshot.nestedType(record.provider, ref))
      .filter((type): type is NestedType => type !== undefined && type.fields.length > 0);
    if (candidates.length <= 1 || !isPlainObject(value)) {
      return candidates[0];
    }
    const misses = (type: NestedType): number =>
      Object.keys(value).filter((key) => !type.fields.some((item) => item.name === key)).length;
    return candidates.reduce((best, type) => (misses(type) < misses(best) ? type : best));
  }
}

function aliasOf(record: SnapshotRecord): string {
  return record.tsName.split('.')[0] ?? record.provider;
}

/** `inputs.s3.BucketVersioningVersioningConfiguration` → `BucketVersioningVersioningConfiguration`. */
function shortTypeName(name: string): string {
  return name.split('.').pop() ?? name;
}

/** Names a deprecation message points to ("… in favor of s3.Bucket", "Use the aws.s3.BucketAcl resource"). */
function replacementsIn(message: string, alias: string): string[] {
  const names = [
    ...message.matchAll(
      /\b(?:in favor of|use|Use|replaced by|instead of)\s+(?:the\s+)?`?([A-Za-z_][\w.]*\.[A-Za-z_]\w*)`?/g,
    ),
  ];
  return names
    .map((match) => match[1] ?? '')
    .filter((name) => name !== '')
    .map((name) => (name.startsWith(`${alias}.`) ? name : `${alias}.${name}`));
}

const PROVIDER_TYPE = /^pulumi:providers:/;

/** The checks of one mock run against the snapshot; see the issue for the list. */
export function validateRegistrations(input: ValidationInput): Finding[] {
  const { run, snapshot, lookup, locate } = input;
  const checker = new Checker(snapshot, input.madeUp);
  const seen = new Map<string, number>();
  const origins = registrationOrigins(run);

  for (const registration of run.registrations) {
    const origin = registration.urn === undefined ? undefined : origins.get(registration.urn);
    if (origin === 'component' && !PROVIDER_TYPE.test(registration.type)) {
      spoofedType(checker, lookup, registration, locate);
    }
    if ((!registration.custom && registration.remote !== true) || PROVIDER_TYPE.test(registration.type)) {
      continue;
    }
    const record = firstOfItsKind(checker, lookup, registration, seen, locate);
    if (record === undefined) {
      continue;
    }
    const preview =
      registration.urn === undefined ? undefined : input.deployed?.previewInputs.get(registration.urn);
    if (preview !== undefined) {
      checkRevealed(checker, record, registration, preview, input);
      continue;
    }
    checkResource(checker, lookup, record, registration, input);
    if (origin !== 'read' && input.policyInputsKnownIn !== undefined) {
      unknownPolicyFindings(checker, record, registration, input.policyInputsKnownIn, locate);
    }
    if (registration.remote === true) {
      const location = locate(registration);
      checker.findings.push({
        rung: 'mock',
        severity: 'warning',
        code: 'remote-component',
        message:
          `${record.tsName} "${registration.name}" is a component its package's plugin builds: the mock run ` +
          'checks its inputs, not the resources it creates; a real preview checks those',
        ...(location === undefined ? {} : { file: location.file, line: location.line }),
        subjects: [record.tsName],
      });
    }
  }

  for (const call of run.calls) {
    if (call.kind !== 'function') {
      continue;
    }
    const record = lookup.byPackagePath(call.package, call.path.replace(/Output$/, ''));
    // A function with no arguments takes invoke options first (`getClientConfig({ async: true })`).
    if (record === undefined || record.kind !== 'function' || record.inputs.length === 0) {
      continue;
    }
    const subject: Subject = {
      record,
      label: `${record.tsName}()`,
      location: input.locateStack?.(call.stack),
    };
    const present = Object.fromEntries(call.argKeys.map((key) => [key, true]));
    checker.checkObject(subject, record.inputs, present, '', undefined, {
      checkUnknown: true,
      skipValues: new Set(call.argKeys),
    });
  }
  for (const invoke of run.invokes) {
    const record = lookup.byToken(invoke.token);
    if (record === undefined) {
      continue;
    }
    const subject: Subject = { record, label: `${record.tsName}()`, location: undefined };
    // Required arguments were checked on the raw call above; here only the values (the SDK passed known keys).
    const fields = record.inputs.map((field) => ({ ...field, required: false }));
    checker.checkObject(subject, fields, invoke.inputs, '', undefined, { checkUnknown: false });
  }
  return dedupe(checker.findings);
}

/**
 * A Kubernetes custom resource (or patch) of a CRD's own group (`apiextensions.CustomResource` with `apiVersion:
 * stable.example.com/v1`, `kind: CronTab`): its type is made of its own `apiVersion` and `kind`, and no schema
 * knows it. A CRD group is a DNS name outside the reserved `k8s.io`/`kubernetes.io` domains, so a misspelt
 * built-in kind (`apps/v1` `Deploymnet`, `networking.k8s.io/v1` …) is still an unknown type.
 */
function isCustomResourceKind(registration: RunRegistration): boolean {
  const { apiVersion, kind } = registration.inputs;
  if (typeof apiVersion !== 'string' || typeof kind !== 'string') return false;
  // `CustomResourcePatch` registers `<kind>Patch`.
  const type = `kubernetes:${apiVersion}:${kind}`;
  if (registration.type !== type && registration.type !== `${type}Patch`) return false;
  const group = apiVersion.includes('/') ? apiVersion.slice(0, apiVersion.lastIndexOf('/')) : '';
  return group.includes('.') && !/(^|\.)(k8s\.io|kubernetes\.io)$/.test(group);
}

/**
 * The record to check a registration against, when it is the first of its URN (a second is a duplicate name)
 * and its type is in the snapshot (a provider type that is not, is a finding).
 */
function firstOfItsKind(
  checker: Checker,
  lookup: RecordLookup,
  registration: RunRegistration,
  seen: Map<string, number>,
  locate: SourceLocator,
): SnapshotRecord | undefined {
  // The URN is what the engine keys resources by: type (with the parents' types) and name.
  const key = registration.urn ?? `${registration.type}\u0000${registration.name}`;
  seen.set(key, (seen.get(key) ?? 0) + 1);
  const location = locate(registration);
  const at = location === undefined ? {} : { file: location.file, line: location.line };
  if (seen.get(key) === 2) {
    checker.findings.push({
      rung: 'mock',
      severity: 'error',
      code: 'duplicate-name',
      message: `two resources of type ${registration.type} are both named "${registration.name}": resource names must be unique per type`,
      ...at,
      subjects: [lookup.byToken(registration.type)?.tsName ?? registration.type],
    });
  }
  if (seen.get(key) !== 1) {
    return undefined;
  }
  const record = lookup.byToken(registration.type);
  if (
    record === undefined &&
    lookup.providerOfToken(registration.type) !== undefined &&
    !isCustomResourceKind(registration)
  ) {
    checker.findings.push({
      rung: 'mock',
      severity: 'error',
      code: 'unknown-resource',
      message: `resource type ${registration.type} ("${registration.name}") is not in the registry snapshot`,
      ...at,
      subjects: [registration.type],
    });
  }
  return record;
}

/**
 * A component the program registered itself under a provider's type token (`aws:s3/bucket:Bucket`): it
 * deploys nothing, so it would stand in for the resource it names in every check that counts types.
 */
function spoofedType(
  checker: Checker,
  lookup: RecordLookup,
  registration: RunRegistration,
  locate: SourceLocator,
): void {
  const record = lookup.byToken(registration.type);
  if (record === undefined) return;
  const location = locate(registration);
  checker.findings.push({
    rung: 'mock',
    severity: 'error',
    code: 'spoofed-type',
    message:
      `"${registration.name}" is a component resource registered under the type of ${record.tsName}: it ` +
      `deploys nothing; declare the resource itself (new ${record.tsName}(...))`,
    ...(location === undefined ? {} : { file: location.file, line: location.line }),
    subjects: [record.tsName],
  });
}

/** Inputs the baseline policies decide on that stayed unknown, where no deploy run made them known. */
function unknownPolicyFindings(
  checker: Checker,
  record: SnapshotRecord,
  registration: RunRegistration,
  knownIn: ReadonlySet<string>,
  locate: SourceLocator,
): void {
  if (registration.urn !== undefined && knownIn.has(registration.urn)) return;
  const location = locate(registration);
  for (const path of unknownPolicyInputs(registration.type, registration.inputs)) {
    checker.findings.push({
      rung: 'mock',
      severity: 'error',
      code: 'unknown-policy-input',
      message:
        `${record.tsName} "${registration.name}": \`${path}\` is decided by the baseline policies but stays ` +
        'unknown here (it comes from an output), and the deploy-like run did not make it known; compute it ' +
        'from values the program holds, not inside an `apply`',
      ...(location === undefined ? {} : { file: location.file, line: location.line }),
      subjects: [record.tsName, path.split(/[.[{]/)[0] ?? path],
    });
  }
}

/** Whether a value holds a value the run made up, or is an empty object or list (an unshaped output). */
function madeUpShaped(value: unknown, madeUp: (value: string) => boolean, depth = 0): boolean {
  if (typeof value === 'string') return madeUp(value);
  if (typeof value !== 'object' || value === null || depth > 20) return false;
  const items = Object.values(value);
  return items.length === 0 || items.some((item) => madeUpShaped(item, madeUp, depth + 1));
}

/**
 * Marks an object the preview saw built from outputs (a field of it unknown, or wholly unknown): a required field
 * it lacks may be a field of such an output that the engine knows and the run's made-up outputs do not carry
 * (a Kubernetes `metadata.name`, which the provider assigns), so its absence is not called missing.
 */
const FROM_OUTPUTS = Symbol('built from outputs');

function fromOutputs(value: Record<string, unknown>): boolean {
  return (value as { [FROM_OUTPUTS]?: boolean })[FROM_OUTPUTS] === true;
}

const whollyUnknown = (value: unknown): boolean =>
  holdsUnknown(value) && (typeof value !== 'object' || value === null);

/** Every object in a value the preview left wholly unknown, marked as built from outputs. */
function allFromOutputs(deployed: unknown, depth: number): unknown {
  if (depth > 20 || typeof deployed !== 'object' || deployed === null) return deployed;
  if (Array.isArray(deployed)) return deployed.map((item) => allFromOutputs(item, depth + 1));
  const out: Record<string | symbol, unknown> = { [FROM_OUTPUTS]: true };
  for (const [key, value] of Object.entries(deployed)) out[key] = allFromOutputs(value, depth + 1);
  return out;
}

/**
 * A revealed value, with what the preview left unknown and the deploy run left unset put back as unknown
 * (a made-up output object carries no fields), and the objects the preview saw with unknown fields marked
 * {@link FROM_OUTPUTS}: unknown stays unknown, never missing.
 */
function stillUnknown(preview: unknown, deployed: unknown, depth = 0): unknown {
  if (depth > 20 || typeof deployed !== 'object' || deployed === null) return deployed;
  if (whollyUnknown(preview)) return allFromOutputs(deployed, depth);
  if (typeof preview !== 'object' || preview === null) return deployed;
  if (Array.isArray(preview) !== Array.isArray(deployed)) return deployed;
  const out = (Array.isArray(deployed) ? [...deployed] : { ...deployed }) as Record<string | symbol, unknown>;
  // Only an object with a field of its own unknown: a literal around it is the program's own.
  if (!Array.isArray(deployed) && Object.values(preview).some(whollyUnknown)) out[FROM_OUTPUTS] = true;
  for (const [key, value] of Object.entries(preview)) {
    const now = (deployed as Record<string, unknown>)[key];
    out[key] = now === undefined && holdsUnknown(value) ? value : stillUnknown(value, now, depth + 1);
  }
  return out;
}

/**
 * A deploy-run registration the preview made too: only the inputs the preview left unknown (computed in an
 * `apply`, from an output) are new to the checks, and only their values are checked (presence and keys were
 * checked in the preview).
 */
function checkRevealed(
  checker: Checker,
  record: SnapshotRecord,
  registration: RunRegistration,
  preview: Readonly<Record<string, unknown>>,
  input: ValidationInput,
): void {
  const revealed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(registration.inputs)) {
    if (value !== undefined && holdsUnknown(preview[key])) revealed[key] = stillUnknown(preview[key], value);
  }
  if (Object.keys(revealed).length === 0) return;
  const location = input.locate(registration);
  const subject: Subject = { record, label: `${record.tsName} "${registration.name}"`, location };
  const skip = new Set(Object.keys(revealed).filter((key) => madeUpShaped(revealed[key], input.madeUp)));
  // Only what the preview left unknown is here: what it saw is not missing (no required input, no "one of").
  const fields = record.inputs.map((field) => ({ ...field, required: false }));
  const seen = new Set(fields.map((field) => field.name).filter((name) => !(name in revealed)));
  checker.checkObject(subject, fields, revealed, '', undefined, {
    checkUnknown: false,
    skipValues: skip,
    excuseMissing: seen,
  });
  policyDocumentFindings(checker, subject, revealed);
}

function policyDocumentFindings(checker: Checker, subject: Subject, inputs: Record<string, unknown>): void {
  for (const { input: name, problem } of policyDocumentProblems(subject.record, inputs)) {
    checker.findings.push({
      rung: 'mock',
      severity: 'error',
      code: 'invalid-policy-document',
      message: `${subject.label}: \`${name}\` ${problem}`,
      ...(subject.location === undefined ? {} : { file: subject.location.file, line: subject.location.line }),
      subjects: [subject.record.tsName, name],
    });
  }
}

function checkResource(
  checker: Checker,
  lookup: RecordLookup,
  record: SnapshotRecord,
  registration: RunRegistration,
  input: ValidationInput,
): void {
  const { run, locate, program } = input;
  const location = locate(registration);
  const subject: Subject = {
    record,
    label: `${record.tsName} "${registration.name}"`,
    location,
    ...(program === undefined || location === undefined
      ? {}
      : { lookupOf: (name: string) => lookupSourceOf(program, location, name) }),
  };
  if (record.deprecated !== undefined) {
    checker.findings.push({
      rung: 'mock',
      severity: 'warning',
      code: 'deprecated-resource',
      message: `${record.tsName} "${registration.name}" is deprecated: ${record.deprecated}`,
      ...(subject.location === undefined ? {} : { file: subject.location.file, line: subject.location.line }),
      subjects: [record.tsName, ...replacementsIn(record.deprecated, aliasOf(record))],
    });
  }
  if (registration.read) {
    return;
  }
  // The SDK drops unknown top-level keys before they reach the monitor: the raw call still has them.
  const call = run.calls.find(
    (candidate) =>
      candidate.kind === 'resource' &&
      candidate.name === registration.name &&
      candidate.token !== undefined &&
      (candidate.token === registration.type || `pulumi:providers:${candidate.token}` === registration.type),
  );
  const inputs: Record<string, unknown> = { ...registration.inputs };
  // Values that flowed in from other resources are mock values; their shape is the other resource's business.
  const fromOutputs = new Set(
    Object.entries(registration.propertyDependencies)
      .filter(([, urns]) => urns.length > 0)
      .map(([key]) => key),
  );
  // Only the keys the program passed to the package's own class: SDKs add some of their own (`apiVersion`,
  // `kind`). Any other class that registers this type (`aws.lambda.CallbackFunction` registers a `Function`,
  // a raw `CustomResource` subclass) sends what it registered, and that is what must be inputs of the type.
  const ownClass =
    call !== undefined && lookup.byPackagePath(call.package, call.path)?.token === record.token;
  const registered = Object.keys(inputs).filter((key) => inputs[key] !== undefined);
  checker.reportUnknown(subject, record.inputs, ownClass ? call.argKeys : registered, '', undefined);
  // In a deploy run, values from outputs are known: checked, unless they are (or hold) made-up ones.
  const skipValues =
    input.deployed === undefined
      ? fromOutputs
      : new Set([...fromOutputs].filter((key) => madeUpShaped(inputs[key], input.madeUp)));
  checker.checkObject(subject, record.inputs, inputs, '', undefined, {
    checkUnknown: false,
    skipValues,
    ...(input.deployed === undefined ? {} : { excuseMissing: fromOutputs }),
  });
  policyDocumentFindings(checker, subject, inputs);
}

function dedupe(findings: readonly Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((finding) => {
    const key = `${finding.severity}|${finding.code}|${finding.message}`;
    if (seen.has(key)) {
      return false;
    }
    seen.add(key);
    return true;
  });
}
