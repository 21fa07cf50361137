import { analyse } from '../language/terms.js';
import { recordName } from '../snapshot/record-facts.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';

/** How far before a name "regional" may stand and still say it: "a regional managed instance group". */
const REACH = 3;

/**
 * "A regional managed instance group", "a regional autoscaler": where the provider has a `Region…` resource
 * of the record's name in its module (Google Cloud's `RegionInstanceGroupManager` beside
 * `InstanceGroupManager`), "regional" said just before the words that name a record asks for that one.
 */
export function regionalVariant(
  snapshot: Snapshot,
  record: SnapshotRecord,
  partWords: readonly string[],
  at: number,
): SnapshotRecord {
  const said = partWords.slice(Math.max(0, at - REACH), at);
  if (!said.includes(analyse('regional')[0] ?? 'regional')) return record;
  const name = recordName(record);
  const variant = snapshot.get(`${record.provider}:${record.module}/region${name}:Region${name}`);
  return variant !== undefined && variant.kind === 'resource' && variant.deprecated === undefined
    ? variant
    : record;
}
