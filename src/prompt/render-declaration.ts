import type { InputProperty, NestedType, Snapshot, SnapshotRecord } from '../snapshot/types.js';
import {
  COMMON_SHARE,
  isCommon,
  isPinned,
  pathShare,
  rankInputs,
  topLevel,
  type InputFocus,
  type InputPlace,
  type Mentions,
} from './rank-inputs.js';

export interface DeclarationOptions {
  /** Inputs shown per record, most important first. Default: all. */
  readonly maxInputs?: number;
  /** Nested input types expanded per record, breadth first from the shown inputs. Default 12. */
  readonly maxNestedTypes?: number;
  /** Outputs shown per resource. Default 8. */
  readonly maxOutputs?: number;
  /** Result fields shown per function; a cut is marked. Default 60. */
  readonly maxResultFields?: number;
  /** Valid values listed per input or enum type; a longer list shows only a sample. Default 64. */
  readonly maxValidValues?: number;
  /** Characters of each member's one-line doc. Default 140. */
  readonly maxDocChars?: number;
  /** How deep nested input types are expanded: 1 = only those the inputs name. Default: no limit. */
  readonly maxNestedDepth?: number;
  /** What makes an input important besides being required ({@link rankInputs}). */
  readonly mentions?: Mentions;
  /**
   * The record's usage and the paths the plan states or wires ({@link InputFocus}); its `mentions` win over
   * {@link mentions}. Pinned inputs are shown, and their nested types expanded, at every level.
   */
  readonly focus?: InputFocus;
}

/**
 * Renderings from the fullest to the smallest. The first ones are complete (every input with its type and
 * one-line doc, the nested types the inputs name): they trim how many nested types are expanded (the fullest
 * goes as deep as a Kubernetes pod spec's containers), doc length, their depth and the outputs shown, so a
 * needed record keeps every input before any record is cut. The last two cut inputs. A needed record whose
 * full declaration does not fit the prompt is shown smaller rather than left out.
 */
export const DECLARATION_LEVELS: readonly DeclarationOptions[] = [
  { maxNestedTypes: 40 },
  {},
  {
    maxNestedTypes: 8,
    maxNestedDepth: 2,
    maxOutputs: 4,
    maxResultFields: 40,
    maxValidValues: 32,
    maxDocChars: 90,
  },
  {
    maxNestedTypes: 6,
    maxNestedDepth: 1,
    maxOutputs: 2,
    maxResultFields: 20,
    maxValidValues: 16,
    maxDocChars: 60,
  },
  { maxInputs: 20, maxNestedTypes: 4, maxOutputs: 4, maxResultFields: 20, maxValidValues: 16 },
  { maxInputs: 8, maxNestedTypes: 0, maxOutputs: 2, maxResultFields: 8, maxValidValues: 8 },
];

/** Whether a rendering shows every input of the record (a full schema, however lean its docs). */
export function isCompleteLevel(options: DeclarationOptions): boolean {
  return options.maxInputs === undefined;
}

/** A sample of a list too long to show whole: enough to show the form (`aws.ec2.InstanceType` has ~1,400). */
const SAMPLE_VALUES = 10;

/**
 * Some enums are huge (`aws.ec2.InstanceType` has about a thousand values): a few show the form, the rest
 * would crowd every other schema out of the prompt. The snapshot keeps them all for the mock-run check.
 */
function valueList(values: readonly string[], max: number): string {
  const count = values.length > max ? Math.min(max, SAMPLE_VALUES) : values.length;
  const shown = values
    .slice(0, count)
    .map((v) => JSON.stringify(v))
    .join(' | ');
  return values.length > count ? `${shown} | … (${values.length - count} more)` : shown;
}

/** The first sentence of a doc, one line, so each member costs one comment line. */
export function oneLineDoc(doc: string, max = 140): string {
  const line = doc
    .replace(/\s+/g, ' ')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .trim();
  const sentence = /^(.+?[.!?])(\s|$)/.exec(line)?.[1] ?? line;
  return sentence.length > max ? `${sentence.slice(0, max - 1)}…` : sentence;
}

/** How members are written: doc length, valid values, and the enum types shown as their own declarations. */
interface MemberStyle {
  readonly maxValidValues: number;
  readonly maxDocChars: number;
  /** Enum types declared below: a member typed with one does not repeat its values. */
  readonly declaredEnums: ReadonlySet<string>;
}

function memberDoc(property: InputProperty, style: MemberStyle): string {
  const parts: string[] = [];
  const doc = oneLineDoc(property.doc, style.maxDocChars);
  if (doc !== '') parts.push(doc);
  const enumShown = (property.typeRefs ?? []).some((ref) => style.declaredEnums.has(ref));
  if (property.validValues !== undefined && property.validValues.length > 0 && !enumShown) {
    parts.push(`Valid values: ${valueList(property.validValues, style.maxValidValues)}.`);
  }
  if (property.deprecated !== undefined) parts.push(`@deprecated ${oneLineDoc(property.deprecated, 100)}`);
  return parts.length > 0 ? `/** ${parts.join(' ')} */ ` : '';
}

/**
 * `name?: type;` — an optional member's type drops its `| undefined`: the `?` says it, and on a hundred
 * members the repetition is a real share of the prompt.
 */
function member(property: InputProperty, indent: string, style: MemberStyle): string {
  const type = property.required ? property.type : property.type.replace(/ \| undefined(?=>*$)/, '');
  return `${indent}${memberDoc(property, style)}${property.name}${property.required ? '' : '?'}: ${type};`;
}

/**
 * The inputs shown at a cut of `max`, in rank order: the best ranked, and every required, pinned or common
 * one ({@link isCommon}) however many that is. What is left out is optional, as its count line says.
 */
function sortedInputs(
  inputs: readonly InputProperty[],
  max: number,
  place: InputPlace,
): { shown: InputProperty[]; hidden: number } {
  const sorted = rankInputs(inputs, place);
  const shown = sorted.filter((p, i) => i < max || p.required || isPinned(p, place) || isCommon(p, place));
  return { shown, hidden: sorted.length - shown.length };
}

/** `aws.s3.BucketVersioning` → namespace `aws.s3`, name `BucketVersioning`. */
function splitTsName(tsName: string): { namespace: string; name: string } {
  const dot = tsName.lastIndexOf('.');
  return dot < 0
    ? { namespace: '', name: tsName }
    : { namespace: tsName.slice(0, dot), name: tsName.slice(dot + 1) };
}

/** A nested type with the dotted paths it was reached by. */
interface ReachedType {
  readonly type: NestedType;
  readonly parents: string[];
}

/** A nested type reference found on a field, waiting to be expanded. */
interface Candidate {
  readonly ref: string;
  readonly path: string;
  readonly depth: number;
  /** The share of counted programs that set the path ({@link pathShare}). */
  readonly share: number;
}

/** The candidate to expand next: the path programs set most, then the nearest, then the first found. */
function nextCandidate(pending: Candidate[]): Candidate | undefined {
  let best = 0;
  for (let i = 1; i < pending.length; i++) {
    const a = pending[i]!;
    const b = pending[best]!;
    if (a.share > b.share || (a.share === b.share && a.depth < b.depth)) best = i;
  }
  return pending.splice(best, 1)[0];
}

/**
 * Nested input types the given inputs reach, best first: the paths programs set most first, then nearest
 * first (each level's fields in rank order), up to a limit and depth, so a deep path every program sets
 * (`spec.template.spec.containers`) is shown before a shallow one none does. The types on a pinned path are
 * expanded whatever the limit and depth, and so are those on a path programs commonly set
 * ({@link COMMON_SHARE}), even in the smallest rendering.
 */
function reachedTypes(
  snapshot: Snapshot,
  provider: string,
  inputs: readonly InputProperty[],
  limits: { readonly count: number; readonly depth: number },
  focus: InputFocus,
): ReachedType[] {
  const byName = new Map<string, ReachedType>();
  const found: ReachedType[] = [];
  const refsOf = (fields: readonly InputProperty[], parent: string, depth: number): Candidate[] =>
    fields.flatMap((field) => {
      const path = parent === '' ? field.name : `${parent}.${field.name}`;
      const share = pathShare(path, focus);
      return (field.typeRefs ?? []).map((ref) => ({ ref, path, depth, share }));
    });
  const pending = refsOf(inputs, '', 0);
  for (let next = nextCandidate(pending); next !== undefined; next = nextCandidate(pending)) {
    const { ref, path, depth, share } = next;
    const seen = byName.get(ref);
    if (seen !== undefined) {
      if (!seen.parents.includes(path)) seen.parents.push(path);
      continue;
    }
    const must = focus.pinned?.has(path) === true || share >= COMMON_SHARE;
    if (!must && (found.length >= limits.count || depth >= limits.depth)) continue;
    const nested = snapshot.nestedType(provider, ref);
    if (nested === undefined) continue;
    const entry = { type: nested, parents: [path] };
    byName.set(ref, entry);
    found.push(entry);
    pending.push(...refsOf(rankInputs(nested.fields, { focus, parents: [path] }), path, depth + 1));
  }
  return found;
}

/** `getVpc` → `GetVpc`. */
function capitalised(name: string): string {
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

/** A resource: the class with its outputs, then its `*Args`. */
function resourceLines(record: SnapshotRecord, name: string, options: DeclarationOptions): string[] {
  const required = record.inputs.some((input) => input.required);
  return [
    `  class ${name} extends pulumi.CustomResource {`,
    `    constructor(name: string, args${required ? '' : '?'}: ${name}Args, opts?: pulumi.CustomResourceOptions);`,
    ...record.outputs.slice(0, options.maxOutputs ?? 8).map((o) => `    readonly ${o.name}: ${o.type};`),
    '  }',
  ];
}

/**
 * A lookup as its `getXOutput` form, the idiomatic one in a program (it takes Inputs and returns an
 * Output, so no `.then` or `await`), with its result fields; a cut is marked, never silent.
 */
function functionLines(record: SnapshotRecord, name: string, options: DeclarationOptions): string[] {
  const maxFields = options.maxResultFields ?? 60;
  const resultName = `${capitalised(name)}Result`;
  const fields = record.outputs.slice(0, maxFields).map((o) => `    readonly ${o.name}: ${o.type};`);
  const cut = record.outputs.length - fields.length;
  return [
    `  function ${name}Output(args?: ${capitalised(name)}OutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<${resultName}>;`,
    `  interface ${resultName} {`,
    ...fields,
    ...(cut > 0 ? [`    // … ${cut} more result fields not shown`] : []),
    '  }',
  ];
}

function isEnum(type: NestedType): boolean {
  return type.enumValues !== undefined && type.enumValues.length > 0;
}

/**
 * The nested types as declarations: enums as `type X = …`, object types as interfaces grouped under one
 * `declare namespace` per namespace (one wrapper instead of one per type).
 */
function nestedLines(
  types: readonly ReachedType[],
  maxInputs: number,
  style: MemberStyle,
  focus: InputFocus,
): string[] {
  const lines: string[] = [];
  const byNamespace = new Map<string, string[]>();
  for (const { type, parents } of types) {
    if (isEnum(type)) {
      lines.push(`type ${type.name} = ${valueList(type.enumValues ?? [], style.maxValidValues)};`);
      continue;
    }
    const { namespace, name } = splitTsName(type.name);
    const fields = sortedInputs(type.fields, maxInputs, { focus, parents });
    const body = byNamespace.get(namespace) ?? [];
    body.push(
      `  interface ${name} {`,
      ...fields.shown.map((p) => member(p, '    ', style)),
      ...(fields.hidden > 0 ? [`    // … ${fields.hidden} more optional fields`] : []),
      '  }',
    );
    byNamespace.set(namespace, body);
  }
  for (const [namespace, body] of byNamespace) lines.push(`declare namespace ${namespace} {`, ...body, '}');
  return lines;
}

/**
 * A record as TypeScript declarations: the class (or `getXOutput` function) with a one-line summary, its
 * arguments with one-line docs and valid values, most important first, and the nested input types the shown
 * arguments use. Models write better code from declarations than from prose, and every identifier they need
 * appears verbatim.
 */
export function renderDeclaration(
  snapshot: Snapshot,
  record: SnapshotRecord,
  options: DeclarationOptions = {},
): string {
  const maxInputs = options.maxInputs ?? Number.POSITIVE_INFINITY;
  const focus = options.focus ?? { mentions: options.mentions ?? new Set<string>() };
  const { namespace, name } = splitTsName(record.tsName);
  const summary = oneLineDoc(record.summary, 200);
  const deprecated =
    record.deprecated !== undefined ? ` @deprecated ${oneLineDoc(record.deprecated, 120)}` : '';
  const { shown, hidden } = sortedInputs(record.inputs, maxInputs, topLevel(focus));
  const nested = reachedTypes(
    snapshot,
    record.provider,
    shown,
    { count: options.maxNestedTypes ?? 12, depth: options.maxNestedDepth ?? Number.POSITIVE_INFINITY },
    focus,
  );
  const style: MemberStyle = {
    maxValidValues: options.maxValidValues ?? 64,
    maxDocChars: options.maxDocChars ?? 140,
    declaredEnums: new Set(nested.filter((r) => isEnum(r.type)).map((r) => r.type.name)),
  };
  const argsName = record.kind === 'resource' ? `${name}Args` : `${capitalised(name)}OutputArgs`;
  const lines: string[] = [
    `// ${record.token}`,
    `declare namespace ${namespace} {`,
    `  /** ${summary}${deprecated} */`,
    ...(record.kind === 'resource'
      ? resourceLines(record, name, options)
      : functionLines(record, name, options)),
    `  interface ${argsName} {`,
    ...shown.map((p) => member(p, '    ', style)),
    ...(hidden > 0 ? [`    // … ${hidden} more optional inputs`] : []),
    '  }',
    '}',
    ...nestedLines(nested, maxInputs, style, focus),
  ];
  return lines.join('\n');
}

/** One line for a record the program may use but is not expected to: its name and what it is. */
export function renderOneLine(record: SnapshotRecord): string {
  const name = record.kind === 'function' ? `${record.tsName}Output` : record.tsName;
  return `- ${name} — ${oneLineDoc(record.summary, 120)}`;
}
