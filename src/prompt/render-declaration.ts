import type { InputProperty, NestedType, Snapshot, SnapshotRecord } from '../snapshot/types.js';

export interface DeclarationOptions {
  /** Inputs shown per record (required ones first). Default 30. */
  readonly maxInputs?: number;
  /** Nested input types expanded per record. Default 8. */
  readonly maxNestedTypes?: number;
  /** Outputs shown per resource. Default 8. */
  readonly maxOutputs?: number;
  /** Valid values listed per input or enum type. Default 16. */
  readonly maxValidValues?: number;
}

/**
 * Renderings from the fullest to the smallest. A record whose full declaration does not fit the prompt is
 * shown smaller rather than left out: the top record of a request is the one the model most needs.
 */
export const DECLARATION_LEVELS: readonly DeclarationOptions[] = [
  {},
  { maxInputs: 12, maxNestedTypes: 2, maxOutputs: 4, maxValidValues: 8 },
  { maxInputs: 6, maxNestedTypes: 0, maxOutputs: 2, maxValidValues: 4 },
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
): { shown: InputProperty[]; hidden: number } {
  const sorted = [...inputs].sort((a, b) => Number(b.required) - Number(a.required));
  return { shown: sorted.slice(0, max), hidden: Math.max(0, sorted.length - max) };
}

/** `aws.s3.BucketVersioning` → namespace `aws.s3`, name `BucketVersioning`. */
function splitTsName(tsName: string): { namespace: string; name: string } {
  const dot = tsName.lastIndexOf('.');
  return dot < 0
    ? { namespace: '', name: tsName }
    : { namespace: tsName.slice(0, dot), name: tsName.slice(dot + 1) };
}

/** Nested input types a record's inputs reach, breadth first, up to a limit. */
export function nestedTypesOf(snapshot: Snapshot, record: SnapshotRecord, limit: number): NestedType[] {
  const seen = new Set<string>();
  const found: NestedType[] = [];
  let frontier = record.inputs.flatMap((input) => input.typeRefs ?? []);
  while (frontier.length > 0 && found.length < limit) {
    const next: string[] = [];
    for (const name of frontier) {
      if (seen.has(name) || found.length >= limit) continue;
      seen.add(name);
      const nested = snapshot.nestedType(record.provider, name);
      if (nested === undefined) continue;
      found.push(nested);
      next.push(...nested.fields.flatMap((field) => field.typeRefs ?? []));
    }
    frontier = next;
  }
  return found;
}

/**
 * A record as TypeScript declarations: the class (or function) with a one-line summary, its `*Args` with
 * one-line docs and valid values, and the nested input types it uses. Models write better code from
 * declarations than from prose, and every identifier they need appears verbatim.
 */
export function renderDeclaration(
  snapshot: Snapshot,
  record: SnapshotRecord,
  options: DeclarationOptions = {},
): string {
  const maxInputs = options.maxInputs ?? 30;
  const maxValidValues = options.maxValidValues ?? 16;
  const members = (properties: readonly InputProperty[]) =>
    properties.map((p) => member(p, '    ', maxValidValues));
  const { namespace, name } = splitTsName(record.tsName);
  const lines: string[] = [`// ${record.token}`];
  const summary = oneLineDoc(record.summary, 200);
  const deprecated =
    record.deprecated !== undefined ? ` @deprecated ${oneLineDoc(record.deprecated, 120)}` : '';
  lines.push(`declare namespace ${namespace} {`);
  const { shown, hidden } = sortedInputs(record.inputs, maxInputs);
  const more = hidden > 0 ? [`    // … ${hidden} more optional inputs`] : [];
  if (record.kind === 'resource') {
    const required = record.inputs.some((input) => input.required);
    lines.push(`  /** ${summary}${deprecated} */`);
    lines.push(`  class ${name} extends pulumi.CustomResource {`);
    lines.push(
      `    constructor(name: string, args${required ? '' : '?'}: ${name}Args, opts?: pulumi.CustomResourceOptions);`,
    );
    for (const output of record.outputs.slice(0, options.maxOutputs ?? 8)) {
      lines.push(`    readonly ${output.name}: ${output.type};`);
    }
    lines.push('  }');
    lines.push(`  interface ${name}Args {`, ...members(shown), ...more, '  }');
  } else {
    const argsName = `${name.charAt(0).toUpperCase()}${name.slice(1)}Args`;
    const resultName = `${name.charAt(0).toUpperCase()}${name.slice(1)}Result`;
    lines.push(`  /** ${summary}${deprecated} */`);
    lines.push(
      `  function ${name}(args?: ${argsName}, opts?: pulumi.InvokeOptions): Promise<${resultName}>;`,
    );
    lines.push(`  interface ${argsName} {`, ...members(shown), ...more, '  }');
    lines.push(
      `  interface ${resultName} {`,
      ...record.outputs.slice(0, 20).map((o) => `    readonly ${o.name}: ${o.type};`),
      '  }',
    );
  }
  lines.push('}');
  const nested = nestedTypesOf(snapshot, record, options.maxNestedTypes ?? 8);
  for (const type of nested) {
    const { namespace: typeNamespace, name: typeName } = splitTsName(type.name);
    if (type.enumValues !== undefined && type.enumValues.length > 0) {
      lines.push(`type ${type.name} = ${valueList(type.enumValues, maxValidValues)};`);
      continue;
    }
    const fields = sortedInputs(type.fields, maxInputs);
    lines.push(`declare namespace ${typeNamespace} {`, `  interface ${typeName} {`);
    lines.push(...members(fields.shown));
    if (fields.hidden > 0) lines.push(`    // … ${fields.hidden} more optional fields`);
    lines.push('  }', '}');
  }
  return lines.join('\n');
}
