import { memoByObject } from '../shared/memo.js';
import { recordName } from './record-facts.js';
import type { Snapshot, SnapshotRecord } from './types.js';

/** An input's doc saying the provider fills it when a program leaves it out. */
const PROVIDER_DEFAULT =
  /\bprovider\b.*\b(?:used|default)\b|\b(?:not (?:provided|specified|set)|defaults?)\b.*\bprovider\b/i;

/**
 * The inputs a provider fills from its own configuration when a program leaves them out, read from the docs
 * of most of its resources ("If it is not provided, the provider project is used"): gcp's `project`, aws's
 * `region`. Counted once per provider a plan asks about.
 */
function scopeInputs(snapshot: Snapshot, provider: string): ReadonlySet<string> {
  const known = counted(snapshot);
  const cached = known.get(provider);
  if (cached !== undefined) return cached;
  const resources = snapshot.list({ provider }).filter((r) => r.kind === 'resource');
  const counts = new Map<string, number>();
  for (const record of resources)
    for (const input of record.inputs)
      if (PROVIDER_DEFAULT.test(input.doc)) counts.set(input.name, (counts.get(input.name) ?? 0) + 1);
  const inputs = new Set([...counts].filter(([, n]) => n * 2 >= resources.length).map(([name]) => name));
  known.set(provider, inputs);
  return inputs;
}

const counted = memoByObject((_snapshot: Snapshot) => new Map<string, ReadonlySet<string>>());

/**
 * Whether a resource is the provider's own scope, the thing most of its resources fall in by the provider's
 * configuration: a Google Cloud `Project`. "The project" is then the one the provider is configured with.
 */
export function isProviderScope(snapshot: Snapshot, record: SnapshotRecord): boolean {
  const name = recordName(record);
  return scopeInputs(snapshot, record.provider).has(name.charAt(0).toLowerCase() + name.slice(1));
}
