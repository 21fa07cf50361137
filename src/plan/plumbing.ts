import { madeResources, moduleName, recordName } from '../snapshot/record-facts.js';
import { splitIdentifier } from '../language/terms.js';
import type { InputProperty, Snapshot, SnapshotRecord } from '../snapshot/types.js';
import type { DraftComponent } from './draft.js';
import { inputSlots } from './input-slots.js';
import { referencedResource } from './references.js';
import type { PlannedRelation } from './types.js';

/** How far plumbing reaches: a subnet's VPC (1), a route table association's route table's VPC (2). */
export const PLUMBING_DEPTH = 2;
/** Nested levels searched for relations (`vpcConfig.subnetIds`). */
const RELATION_DEPTH = 2;

const pathDepth = (path: string): number => path.split('.').length;

/** `SecurityGroup` → `security-group`, unique in the plan (`subnet-2`). */
export function componentId(record: SnapshotRecord, taken: ReadonlySet<string>): string {
  const base = splitIdentifier(recordName(record))
    .map((w) => w.toLowerCase())
    .join('-');
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

function humanName(record: SnapshotRecord): string {
  return splitIdentifier(recordName(record))
    .map((w) => w.toLowerCase())
    .join(' ');
}

/**
 * How many of a plumbing resource a reference needs: a list its doc says holds at least two ("subnet IDs.
 * Must be in at least two different availability zones") gets two, anything else one.
 */
function plumbingCount(input: InputProperty): number {
  return /\[\]/.test(input.type) && /\bat least (?:two|2)\b/i.test(input.doc) ? 2 : 1;
}

/**
 * Wires the plan from the schemas. Every input of a component (nested ones to two levels) that refers to a
 * resource kind another component has becomes a relation; a *required* reference (required at every level
 * of its path) with no component to take it from brings that resource as plumbing, created once and shared
 * by every component that needs it, and followed in turn to {@link PLUMBING_DEPTH}.
 */
export function planPlumbing(drafts: DraftComponent[], snapshot: Snapshot): PlannedRelation[] {
  const relations: PlannedRelation[] = [];
  const depthOf = new Map<string, number>(drafts.map((d) => [d.id, 0]));
  for (let i = 0; i < drafts.length; i++) {
    const draft = drafts[i]!;
    const depth = depthOf.get(draft.id) ?? 0;
    // Top-level inputs first: a stage takes its deployment through `deployment`, not `canarySettings`.
    const slots = [...inputSlots(snapshot, draft.record)].sort(
      (a, b) => pathDepth(a.path) - pathDepth(b.path),
    );
    // Required all the way down: `vpcConfig.subnetIds` is required inside a required `vpcConfig`.
    const requiredPaths = new Set<string>();
    for (const slot of slots) {
      if (slot.input.required && (slot.parent === '' || requiredPaths.has(slot.parent))) {
        requiredPaths.add(slot.path);
      }
    }
    for (const slot of slots) {
      if (pathDepth(slot.path) > RELATION_DEPTH) continue;
      const target = referencedResource(snapshot, draft.record, slot.input);
      if (target === undefined) continue;
      // A planned component that makes the resource (`awsx.ec2.Vpc` makes subnets) hands it over.
      let to =
        drafts.find((d) => d.record.token === target.token && d !== draft) ??
        drafts.find((d) => d !== draft && madeResources(d.record).includes(moduleName(target)));
      // A nested id of the owner's own service is often a local name (a distribution's `origins.originId`);
      // a nested reference to another service's resource (`vpcConfig.subnetIds`) is plumbing.
      const required =
        requiredPaths.has(slot.path) && (slot.parent === '' || target.module !== draft.record.module);
      if (to === undefined && required && depth < PLUMBING_DEPTH) {
        to = {
          id: componentId(target, new Set(drafts.map((d) => d.id))),
          record: target,
          role: `${humanName(target)} for the ${humanName(draft.record)}`,
          origin: 'plumbing',
          count: plumbingCount(slot.input),
          values: [],
          alternatives: new Set(),
          // It speaks through its owner: values the owner's sentences state may be its own ("a GET method").
          sentences: new Set(draft.sentences),
          parts: [],
        };
        drafts.push(to);
        depthOf.set(to.id, depth + 1);
      }
      if (to === undefined) continue;
      if (relations.some((r) => r.from === draft.id && r.to === to.id)) continue;
      relations.push({
        from: draft.id,
        to: to.id,
        via: slot.path,
        text: `${draft.role} → ${to.role} (${slot.path})`,
      });
    }
  }
  return relations;
}
