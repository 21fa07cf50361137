import { recordName } from '../snapshot/record-facts.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import { moduleKey } from './choose-components.js';
import type { DraftComponent } from './draft.js';
import { referencedResource } from './references.js';
import { moduleResources } from './sub-resources.js';

/**
 * A resource a request names by its plain name when the module has a variant qualified by another planned
 * component's name: "an Aurora cluster with two database instances" asks for `ClusterInstance`s, not RDS
 * `Instance`s; "a cluster with parameter groups" for a `ClusterParameterGroup`. Read from the schemas: the
 * variant is the planned component's name followed by the named one's, in the same module. The variant is
 * planned in the plain one's place, with its count and sentences; the plain one stays only when a planned
 * component's input refers to it (a cluster instance's `dbParameterGroupName` takes a `ParameterGroup`).
 */
export function planQualifiedSiblings(
  drafts: DraftComponent[],
  snapshot: Snapshot,
  newId: (record: SnapshotRecord) => string,
): void {
  for (const plain of [...drafts]) {
    if (!drafts.includes(plain)) continue;
    const qualified = new Set(
      drafts
        .filter((d) => d !== plain && moduleKey(d.record) === moduleKey(plain.record))
        .map((owner) => `${recordName(owner.record)}${recordName(plain.record)}`),
    );
    const variant = moduleResources(snapshot, plain.record).find(
      (r) => r.deprecated === undefined && qualified.has(recordName(r)),
    );
    if (variant === undefined) continue;
    const existing = drafts.find((d) => d.record.token === variant.token);
    if (existing === undefined) {
      drafts.push({
        ...plain,
        id: newId(variant),
        record: variant,
        values: [...plain.values],
        alternatives: new Set(plain.alternatives),
        sentences: new Set(plain.sentences),
        parts: [...plain.parts],
      });
    } else {
      existing.count = Math.max(existing.count, plain.count);
      plain.sentences.forEach((s) => existing.sentences.add(s));
    }
    const referred = drafts.some(
      (d) =>
        d !== plain &&
        d.record.inputs.some(
          (input) => referencedResource(snapshot, d.record, input)?.token === plain.record.token,
        ),
    );
    if (!referred) drafts.splice(drafts.indexOf(plain), 1);
  }
}
