import {
  countInputUsage,
  inputUsageOf,
  recordsSchema,
  type InputUsage,
  type ResourceUsage,
} from '../snapshot/input-usage.js';
import type { NestedType, Snapshot, SnapshotRecord } from '../snapshot/types.js';

/**
 * `search/<provider>.usage.json`: which inputs programs set, counted once at snapshot build (the records'
 * doc examples, plus the public programs counted into `usage/programs.json`) so a prompt ranks a schema's inputs without
 * parsing examples at run time. Per resource token: `[declarations, {inputPath: declarations setting it}]`,
 * tokens in record order, paths sorted, so a rebuild writes the same bytes.
 */
export type UsageFile = Readonly<Record<string, readonly [number, Readonly<Record<string, number>>]>>;

/**
 * The usage of every resource the records' examples declare (each distinct example once, whichever record
 * it sits under: an awsx example declares aws resources too), added to the counts of public programs the
 * snapshot carries (`usage/programs.json`, {@link readProgramUsage}).
 */
export function countBuildUsage(
  records: readonly SnapshotRecord[],
  types: readonly NestedType[],
  programUsage: ReadonlyMap<string, ResourceUsage> = new Map(),
): Map<string, ResourceUsage> {
  const examples = [...new Set(records.flatMap((r) => r.examples.map((e) => e.code)))];
  const usage = countInputUsage(
    examples.map((code) => ({ code })),
    recordsSchema(records, types),
  );
  for (const [token, counted] of programUsage) {
    const own = usage.get(token);
    const inputs = new Map(own?.inputs ?? []);
    for (const [path, count] of counted.inputs) inputs.set(path, (inputs.get(path) ?? 0) + count);
    usage.set(token, { declarations: (own?.declarations ?? 0) + counted.declarations, inputs });
  }
  return usage;
}

/** Usage as file entries, for the given tokens in their order (default: every token, sorted). */
export function usageEntries(
  usage: ReadonlyMap<string, ResourceUsage>,
  tokens: readonly string[] = [...usage.keys()].sort(),
): UsageFile {
  const file: Record<string, [number, Record<string, number>]> = {};
  for (const token of tokens) {
    const counted = usage.get(token);
    if (counted === undefined) continue;
    const inputs = Object.fromEntries([...counted.inputs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    file[token] = [counted.declarations, inputs];
  }
  return file;
}

/** File entries back as usage. */
export function decodeUsage(file: UsageFile): Map<string, ResourceUsage> {
  return new Map(
    Object.entries(file).map(([token, [declarations, inputs]]) => [
      token,
      { declarations, inputs: new Map(Object.entries(inputs)) },
    ]),
  );
}

/** One provider's usage file: its resources that some counted program declares. */
export function encodeUsageFile(
  list: readonly SnapshotRecord[],
  usage: ReadonlyMap<string, ResourceUsage>,
): Uint8Array {
  return new TextEncoder().encode(
    JSON.stringify(
      usageEntries(
        usage,
        list.map((r) => r.token),
      ),
    ),
  );
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
      parsed = decodeUsage(JSON.parse(snapshot.readDataFile(path).toString('utf8')) as UsageFile);
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
