import type { Plan, PlannedComponent } from '../../plan/types.js';
import type { SnapshotRecord } from '../../snapshot/types.js';
import { isArrayType } from './input-types.js';

/**
 * How many copies of a component the program declares. A counted component is its count. A plumbing
 * component (one the plan added so others work: a queue's subscription, its queue policy, a subnet's route
 * table association) that one plain input of its own relates to a counted component serves each instance of
 * it, so it is written once per instance: one subscription cannot deliver to three queues, one queue policy
 * cannot guard three. A list input (a subnet group's `subnetIds`) takes them all in one resource, and a
 * component the request asks for keeps the count the request gives it.
 */
export function copiesOf(plan: Plan, component: PlannedComponent, record: SnapshotRecord): number {
  const own = Math.max(1, component.count);
  if (component.origin !== 'plumbing' || own > 1) return own;
  let copies = own;
  for (const relation of plan.relations) {
    if (relation.from !== component.id || relation.via === undefined || relation.via.includes('.')) continue;
    const input = record.inputs.find((i) => i.name === relation.via);
    const target = plan.components.find((c) => c.id === relation.to);
    if (input === undefined || isArrayType(input) || target === undefined) continue;
    copies = Math.max(copies, target.count);
  }
  return copies;
}
