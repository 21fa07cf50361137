import { recordName } from '../snapshot/record-facts.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import { moduleKey } from './choose-components.js';
import { DraftEdits, type DraftComponent } from './draft.js';
import type { PlanRule } from './plan-rule.js';
import { newId } from './plumbing.js';
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
export const qualifiedSiblings: PlanRule = {
  id: 'qualified-siblings',
  phase: 'components',
  run(draft, _request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const { id } of draft.components) {
      const plain = work.byId(id);
      if (plain === undefined) continue;
      const variant = variantOf(snapshot, plain, work.components);
      if (variant === undefined) continue;
      const referrers = work.components.filter(
        (d) =>
          d.id !== plain.id &&
          d.record.inputs.some(
            (input) => referencedResource(snapshot, d.record, input)?.token === plain.record.token,
          ),
      );
      // "attach the policy to the group": a `GroupPolicyAttachment` planned (or its plain `PolicyAttachment`,
      // qualified in turn) joins the two already, and the policy is the one asked for, not the group's inline
      // `GroupPolicy`.
      const variantName = recordName(variant);
      const joins = (d: DraftComponent) => {
        const name = recordName(variantOf(snapshot, d, work.components) ?? d.record);
        return name.startsWith(variantName) && name !== variantName;
      };
      if (referrers.some(joins)) continue;
      const existing = work.components.find((d) => d.record.token === variant.token);
      if (existing === undefined) {
        work.add({ ...plain, id: newId(work.components, variant), record: variant });
      } else {
        work.apply({ kind: 'mention', id: existing.id, sentences: [...plain.sentences], count: plain.count });
      }
      if (referrers.length === 0) work.apply({ kind: 'remove', id: plain.id });
    }
    return work.edits;
  },
};

/** The module's variant of `plain` qualified by another planned component's name, if it has one. */
function variantOf(
  snapshot: Snapshot,
  plain: DraftComponent,
  components: readonly DraftComponent[],
): SnapshotRecord | undefined {
  const qualified = new Set(
    components
      .filter((d) => d.id !== plain.id && moduleKey(d.record) === moduleKey(plain.record))
      .map((owner) => `${recordName(owner.record)}${recordName(plain.record)}`),
  );
  return moduleResources(snapshot, plain.record).find(
    (r) => r.deprecated === undefined && qualified.has(recordName(r)),
  );
}
