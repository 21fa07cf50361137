import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { ts } from 'ts-morph';

import { qualifiedInterfaces } from '../../snapshot/extract-provider.js';
import type { SnapshotRecord } from '../../snapshot/types.js';
import type { RecordLookup } from './record-lookup.js';
import { outputShape } from './output-shapes.js';
import type { StandIns } from './stand-ins.js';

/** A nested output type's fields: name → declared type text (`string`, `outputs.x.Y[]`). */
export type OutputTypeFields = ReadonlyMap<string, string>;

/**
 * Nested output types (`outputs.organizations.GetOrganizationRoot`) of a provider package the program
 * resolves, by package name and qualified type name. The snapshot holds input types only; the package's own
 * `types/output.d.ts` holds these, at exactly the version the program runs with.
 */
export type OutputTypesOf = (pkg: string, name: string) => OutputTypeFields | undefined;

/** Parsed `types/output.d.ts` files by real path: a package version in the store never changes. */
const parsedFiles = new Map<string, ReadonlyMap<string, OutputTypeFields>>();

function interfacesOf(path: string): ReadonlyMap<string, OutputTypeFields> {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false);
  const found = new Map<string, OutputTypeFields>();
  for (const { name, declaration } of qualifiedInterfaces(source, 'outputs')) {
    const fields = new Map<string, string>();
    for (const member of declaration.members) {
      if (ts.isPropertySignature(member) && member.type !== undefined) {
        fields.set(member.name.getText(source), member.type.getText(source));
      }
    }
    found.set(name, fields);
  }
  return found;
}

/** Reads each package's `types/output.d.ts` under `nodeModules` on first use. */
export function packageOutputTypes(nodeModules: string): OutputTypesOf {
  return (pkg, name) => {
    const path = join(nodeModules, pkg, 'types', 'output.d.ts');
    if (!existsSync(path)) return undefined;
    const real = realpathSync(path);
    let parsed = parsedFiles.get(real);
    if (parsed === undefined) {
      parsed = interfacesOf(real);
      parsedFiles.set(real, parsed);
    }
    return parsed.get(name);
  };
}

/** The nested output type a list output holds: `outputs.organizations.GetOrganizationRoot[]` → its name. */
function listedType(type: string): string | undefined {
  const inner = type
    .replace(/\s+/g, '')
    .replace(/^pulumi\.Output<(.*)>$/, '$1')
    .replace(/\|undefined$/, '');
  return /^(outputs\.[\w.]+)\[\]$/.exec(inner)?.[1] ?? /^Array<(outputs\.[\w.]+)>$/.exec(inner)?.[1];
}

const MAX_DEPTH = 4;

/** One made-up value of a nested output type: each field a stand-in by its shape, lists of objects with one. */
function madeUpObject(
  fields: OutputTypeFields,
  made: { readonly types: OutputTypesOf; readonly pkg: string; readonly standIns: StandIns },
  owner: string,
  what: string,
  depth: number,
): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const [field, type] of fields) {
    const listed = depth < MAX_DEPTH ? listedType(type) : undefined;
    const nested = listed === undefined ? undefined : made.types(made.pkg, listed);
    if (nested !== undefined) {
      value[field] = [madeUpObject(nested, made, owner, `${what}-${field}-0`, depth + 1)];
      continue;
    }
    const shape = outputShape(type.replace(/\|undefined$/, ''));
    if (shape !== undefined) value[field] = made.standIns.output(shape, owner, `${what}-${field}`);
  }
  return value;
}

/** A function's list output whose elements are objects, made up as one element; undefined when not such. */
export type ListElementOf = (token: string, prop: string) => Record<string, unknown> | undefined;

/**
 * A lookup's list of objects (`getOrganization().roots`) as a preview knows it: the cloud answers lookups
 * even in a preview, so a program reads `roots[0].id`; the mock run answers one element shaped by the
 * element's declared type, with stand-in leaves (which valid-value checks skip).
 */
export function listElements(
  lookup: RecordLookup,
  packageOf: (record: SnapshotRecord) => string | undefined,
  types: OutputTypesOf,
  standIns: StandIns,
): ListElementOf {
  return (token, prop) => {
    const record = lookup.byToken(token);
    const type = record?.outputs.find((output) => output.name === prop)?.type;
    const listed = type === undefined ? undefined : listedType(type);
    const pkg = record === undefined ? undefined : packageOf(record);
    if (listed === undefined || pkg === undefined) return undefined;
    const fields = types(pkg, listed);
    const owner = token.split(':').pop() ?? token;
    return fields === undefined
      ? undefined
      : madeUpObject(fields, { types, pkg, standIns }, owner, `${prop}-0`, 0);
  };
}
