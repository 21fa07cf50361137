import type { InputProperty, Snapshot, SnapshotRecord } from '../snapshot/types.js';
import { inputSlots } from './input-slots.js';

/**
 * A dotted input path a plan names, checked against the schema at any depth: list levels may be written or
 * not (`filters[0].pattern`, `filters.0.pattern` and `filters.pattern` are one path), a map input takes its
 * entries as `tags.Key`, and a deprecated input is valid, with its replacement named.
 */
export type InputPathCheck =
  | {
      readonly kind: 'found';
      /** The path as the plan writes it: no list levels. */
      readonly path: string;
      /** The input the path ends on (for a map entry `tags.Key`, the map). */
      readonly leaf: InputProperty;
      /** When an input on the path is deprecated: its message and the sibling input that replaces it. */
      readonly deprecated?: { readonly message: string; readonly replacement?: string };
    }
  | { readonly kind: 'missing'; readonly path: string; readonly suggestions: readonly string[] };

/** `a[0].b.1.c` → `a.b.c`. */
export function withoutListLevels(path: string): string {
  return path
    .replace(/\[[^\]]*\]/g, '')
    .split('.')
    .filter((part) => part !== '' && !/^\d+$/.test(part) && part !== '*')
    .join('.');
}

/** A map input (`{ [key: string]: … }`, `Record<string, …>`): its entries are written `tags.Key`. */
function isMap(input: InputProperty): boolean {
  return /\{\s*\[key: string\]/.test(input.type) || /\bRecord<string,/.test(input.type);
}

function fieldsOf(snapshot: Snapshot, provider: string, input: InputProperty): readonly InputProperty[] {
  for (const ref of input.typeRefs ?? []) {
    const nested = ref.startsWith('inputs.') ? snapshot.nestedType(provider, ref) : undefined;
    if (nested !== undefined && nested.fields.length > 0) return nested.fields;
  }
  return [];
}

/** The sibling a deprecation message points to (`Use keySchema instead` → `keySchemas`). */
function replacementOf(message: string, siblings: readonly InputProperty[], own: string): string | undefined {
  const words = message.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
  const named = siblings.filter(
    (s) =>
      s.name !== own && s.deprecated === undefined && words.some((w) => s.name === w || s.name === `${w}s`),
  );
  return named[0]?.name;
}

/** Paths of the record (every depth the slots read) that end like the missing one or sit where it would. */
function suggestionsFor(snapshot: Snapshot, record: SnapshotRecord, path: string, found: string): string[] {
  const last = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  const slots = inputSlots(snapshot, record).map((slot) => slot.path);
  const named = (p: string) => p.slice(p.lastIndexOf('.') + 1).toLowerCase();
  const under = found === '' ? slots : slots.filter((p) => p.startsWith(`${found}.`));
  const sameName = slots.filter((p) => named(p) === last);
  const nearUnder = under.filter((p) => named(p).includes(last) || last.includes(named(p)));
  const nearAnywhere = slots.filter((p) => named(p).includes(last));
  return [...new Set([...sameName, ...nearUnder, ...nearAnywhere])].slice(0, 8);
}

/** Checks a plan's input path against a resource's schema. */
export function checkInputPath(snapshot: Snapshot, record: SnapshotRecord, raw: string): InputPathCheck {
  const path = withoutListLevels(raw);
  const parts = path.split('.');
  let fields = record.inputs;
  let deprecated: { message: string; replacement?: string } | undefined;
  let leaf: InputProperty | undefined;
  for (const [i, part] of parts.entries()) {
    const field = fields.find((f) => f.name === part);
    const reached = parts.slice(0, i).join('.');
    if (field === undefined) {
      return { kind: 'missing', path, suggestions: suggestionsFor(snapshot, record, path, reached) };
    }
    if (field.deprecated !== undefined && deprecated === undefined) {
      const replacement = replacementOf(field.deprecated, fields, field.name);
      const at = reached === '' ? '' : `${reached}.`;
      deprecated = {
        message: field.deprecated,
        ...(replacement === undefined ? {} : { replacement: `${at}${replacement}` }),
      };
    }
    leaf = field;
    if (i === parts.length - 1) break;
    const nested = fieldsOf(snapshot, record.provider, field);
    if (nested.length === 0) {
      if (isMap(field) && i === parts.length - 2) break;
      return { kind: 'missing', path, suggestions: suggestionsFor(snapshot, record, path, reached) };
    }
    fields = nested;
  }
  if (leaf === undefined) return { kind: 'missing', path, suggestions: [] };
  return { kind: 'found', path, leaf, ...(deprecated === undefined ? {} : { deprecated }) };
}
