import {
  countInputUsage,
  inputUsageOf,
  recordsSchema,
  type InputUsage,
  type ResourceUsage,
  type UsageProgram,
} from '../snapshot/input-usage.js';
import type { NestedType, Snapshot, SnapshotRecord } from '../snapshot/types.js';

/**
 * `search/<provider>.usage.json`: which inputs programs set, counted once at snapshot build (the records'
 * doc examples, plus any public programs the builder is given) so a prompt ranks a schema's inputs without
 * parsing examples at run time. Per resource token: `[declarations, {inputPath: declarations setting it}]`,
 * tokens in record order, paths sorted, so a rebuild writes the same bytes.
 */
export type UsageFile = Readonly<Record<string, readonly [number, Readonly<Record<string, number>>]>>;

/**
 * The usage of every resource the records' examples (each distinct example once, whichever record it sits
 * under: an awsx example declares aws resources too) and the extra programs declare.
 */
export function countBuildUsage(
  records: readonly SnapshotRecord[],
  types: readonly NestedType[],
  programs: readonly UsageProgram[] = [],
): Map<string, ResourceUsage> {
  const examples = new Set(records.flatMap((r) => r.examples.map((e) => e.code)));
  const all = [...[...examples].map((code) => ({ code })), ...programs];
  return countInputUsage(all, recordsSchema(records, types));
}

/** One provider's usage file: its resources that some counted program declares. */
export function encodeUsageFile(
  list: readonly SnapshotRecord[],
  usage: ReadonlyMap<string, ResourceUsage>,
): Uint8Array {
  const file: Record<string, [number, Record<string, number>]> = {};
  for (const record of list) {
    const counted = usage.get(record.token);
    if (counted === undefined) continue;
    const inputs = Object.fromEntries([...counted.inputs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    file[record.token] = [counted.declarations, inputs];
  }
  return new TextEncoder().encode(JSON.stringify(file));
}

interface UsageSearchPart {
  readonly providers?: Readonly<Record<string, { readonly usage?: string } | undefined>>;
}

/**
 * A snapshot's input usage from its shipped usage files, each read on first use of its provider; a provider
 * without one (a snapshot built before them) is counted from its doc examples ({@link inputUsageOf}).
 * Remembered per snapshot.
 */
export function shippedInputUsage(snapshot: Snapshot): InputUsage {
  let usage = shippedBySnapshot.get(snapshot);
  if (usage === undefined) {
    usage = readShipped(snapshot);
    shippedBySnapshot.set(snapshot, usage);
  }
  return usage;
}

const shippedBySnapshot = new WeakMap<Snapshot, InputUsage>();

function readShipped(snapshot: Snapshot): InputUsage {
  const files = new Map<string, Map<string, ResourceUsage> | undefined>();
  const search = (snapshot.manifest.search ?? {}) as UsageSearchPart;
  const fileOf = (provider: string): Map<string, ResourceUsage> | undefined => {
    if (files.has(provider)) return files.get(provider);
    const path = search.providers?.[provider]?.usage;
    let parsed: Map<string, ResourceUsage> | undefined;
    if (path !== undefined) {
      const raw = JSON.parse(snapshot.readDataFile(path).toString('utf8')) as UsageFile;
      parsed = new Map(
        Object.entries(raw).map(([token, [declarations, inputs]]) => [
          token,
          { declarations, inputs: new Map(Object.entries(inputs)) },
        ]),
      );
    }
    files.set(provider, parsed);
    return parsed;
  };
  return {
    of(token) {
      const record = snapshot.get(token);
      if (record === undefined || record.kind !== 'resource') return undefined;
      const file = fileOf(record.provider);
      return file === undefined ? inputUsageOf(snapshot).of(record.token) : file.get(record.token);
    },
  };
}
