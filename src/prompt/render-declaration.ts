import type { InputProperty, NestedType, Snapshot, SnapshotRecord } from '../snapshot/types.js';
import { rankInputs, type Mentions } from './rank-inputs.js';

export interface DeclarationOptions {
  /** Inputs shown per record, most important first. Default: all. */
  readonly maxInputs?: number;
  /** Nested input types expanded per record, breadth first from the shown inputs. Default 12. */
  readonly maxNestedTypes?: number;
  /** Outputs shown per resource. Default 8. */
  readonly maxOutputs?: number;
  /** Result fields shown per function; a cut is marked. Default 60. */
  readonly maxResultFields?: number;
  /** Valid values listed per input or enum type. Default 64. */
  readonly maxValidValues?: number;
  /** What makes an input important besides being required ({@link rankInputs}). */
  readonly mentions?: Mentions;
}

/**
 * Renderings from the fullest to the smallest. A needed record whose full declaration does not fit the
 * prompt is shown smaller rather than left out.
 */
export const DECLARATION_LEVELS: readonly DeclarationOptions[] = [
  {},
  { maxInputs: 20, maxNestedTypes: 4, maxOutputs: 4, maxResultFields: 20, maxValidValues: 16 },
  { maxInputs: 8, maxNestedTypes: 0, maxOutputs: 2, maxResultFields: 8, maxValidValues: 8 },
];

/**
 * Some enums are huge (`aws.ec2.InstanceType` has about a thousand values): a few show the form, the rest
 * would crowd every other schema out of the prompt. The snapshot keeps them all for the mock-run check.
 */
function valueList(values: readonly string[], max: number): string {
  const shown = values
    .slice(0, max)
    .map((v) => JSON.stringify(v))
    .join(' | ');
  return values.length > max ? `${shown} | … (${values.length - max} more)` : shown;
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

function memberDoc(property: InputProperty, maxValidValues: number): string {
  const parts: string[] = [];
  const doc = oneLineDoc(property.doc);
  if (doc !== '') parts.push(doc);
  if (property.validValues !== undefined && property.validValues.length > 0) {
    parts.push(`Valid values: ${valueList(property.validValues, maxValidValues)}.`);
  }
  if (property.deprecated !== undefined) parts.push(`@deprecated ${oneLineDoc(property.deprecated, 100)}`);
  return parts.length > 0 ? `/** ${parts.join(' ')} */ ` : '';
}

function member(property: InputProperty, indent: string, maxValidValues: number): string {
  return `${indent}${memberDoc(property, maxValidValues)}${property.name}${property.required ? '' : '?'}: ${property.type};`;
}

function sortedInputs(
  inputs: readonly InputProperty[],
  max: number,
  mentions: Mentions,
): { shown: InputProperty[]; hidden: number } {
  const sorted = rankInputs(inputs, mentions);
  return { shown: sorted.slice(0, max), hidden: Math.max(0, sorted.length - max) };
}

/** `aws.s3.BucketVersioning` → namespace `aws.s3`, name `BucketVersioning`. */
function splitTsName(tsName: string): { namespace: string; name: string } {
  const dot = tsName.lastIndexOf('.');
  return dot < 0
    ? { namespace: '', name: tsName }
    : { namespace: tsName.slice(0, dot), name: tsName.slice(dot + 1) };
}

/** Nested input types the given inputs reach, breadth first (nearest first), up to a limit. */
export function nestedTypesOf(
  snapshot: Snapshot,
  provider: string,
  inputs: readonly InputProperty[],
  limit: number,
): NestedType[] {
  const seen = new Set<string>();
  const found: NestedType[] = [];
  let frontier = inputs.flatMap((input) => input.typeRefs ?? []);
  while (frontier.length > 0 && found.length < limit) {
    const next: string[] = [];
    for (const name of frontier) {
      if (seen.has(name) || found.length >= limit) continue;
      seen.add(name);
      const nested = snapshot.nestedType(provider, name);
      if (nested === undefined) continue;
      found.push(nested);
      next.push(...nested.fields.flatMap((field) => field.typeRefs ?? []));
    }
    frontier = next;
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

function nestedLines(
  type: NestedType,
  maxInputs: number,
  maxValidValues: number,
  mentions: Mentions,
): string[] {
  if (type.enumValues !== undefined && type.enumValues.length > 0) {
    return [`type ${type.name} = ${valueList(type.enumValues, maxValidValues)};`];
  }
  const { namespace, name } = splitTsName(type.name);
  const fields = sortedInputs(type.fields, maxInputs, mentions);
  return [
    `declare namespace ${namespace} {`,
    `  interface ${name} {`,
    ...fields.shown.map((p) => member(p, '    ', maxValidValues)),
    ...(fields.hidden > 0 ? [`    // … ${fields.hidden} more optional fields`] : []),
    '  }',
    '}',
  ];
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
  const maxValidValues = options.maxValidValues ?? 64;
  const mentions = options.mentions ?? new Set<string>();
  const { namespace, name } = splitTsName(record.tsName);
  const summary = oneLineDoc(record.summary, 200);
  const deprecated =
    record.deprecated !== undefined ? ` @deprecated ${oneLineDoc(record.deprecated, 120)}` : '';
  const { shown, hidden } = sortedInputs(record.inputs, maxInputs, mentions);
  const argsName = record.kind === 'resource' ? `${name}Args` : `${capitalised(name)}OutputArgs`;
  const lines: string[] = [
    `// ${record.token}`,
    `declare namespace ${namespace} {`,
    `  /** ${summary}${deprecated} */`,
    ...(record.kind === 'resource'
      ? resourceLines(record, name, options)
      : functionLines(record, name, options)),
    `  interface ${argsName} {`,
    ...shown.map((p) => member(p, '    ', maxValidValues)),
    ...(hidden > 0 ? [`    // … ${hidden} more optional inputs`] : []),
    '  }',
    '}',
  ];
  const nested = nestedTypesOf(snapshot, record.provider, shown, options.maxNestedTypes ?? 12);
  for (const type of nested) lines.push(...nestedLines(type, maxInputs, maxValidValues, mentions));
  return lines.join('\n');
}

/** One line for a record the program may use but is not expected to: its name and what it is. */
export function renderOneLine(record: SnapshotRecord): string {
  const name = record.kind === 'function' ? `${record.tsName}Output` : record.tsName;
  return `- ${name} — ${oneLineDoc(record.summary, 120)}`;
}
