import { madeResources, moduleName, recordName } from '../snapshot/record-facts.js';
import { splitIdentifier } from '../language/terms.js';
import type { InputProperty, Snapshot, SnapshotRecord } from '../snapshot/types.js';
import type { RequestText } from '../language/request-text.js';
import { DraftEdits, type DraftComponent, type PlanDraft, type PlanEdit } from './draft.js';
import { readAsExisting } from './existing-things.js';
import { standaloneFor } from './inline-components.js';
import { withoutListLevels } from './input-path.js';
import type { PlanRule } from './plan-rule.js';
import { SCHEMA_WIRING_RULE } from './types.js';
import { inputSlots, type InputSlot } from './input-slots.js';
import { referencedResource } from './references.js';
import { exampleDeclarations } from '../snapshot/input-usage.js';
import { requiredByDefault } from '../snapshot/required-alternatives.js';

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

/** A new component's id, unique among the given components. */
export function newId(components: readonly { readonly id: string }[], record: SnapshotRecord): string {
  return componentId(record, new Set(components.map((c) => c.id)));
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
export const plumbing: PlanRule = {
  id: SCHEMA_WIRING_RULE,
  phase: 'wiring',
  run(draft, request, { snapshot }) {
    return wirePlan(draft, snapshot, 'schema', request);
  },
};

/**
 * Whether the plan already says what fills a component's input: a value stated on it (a managed policy's
 * ARN on `policyArn`), or a relation through it. Plumbing or a schema relation there would contradict it.
 */
function slotTaken(draft: PlanDraft, owner: DraftComponent, path: string): boolean {
  const on = (input: string) => input === path || input.startsWith(`${path}.`);
  return (
    owner.values.some((v) => on(v.input)) ||
    draft.relations.some((r) => r.from === owner.id && r.via !== undefined && on(withoutListLevels(r.via)))
  );
}

/** Whether the plan relates the owner to a component of the token already (it chose which one it takes). */
function relatesToKind(draft: PlanDraft, owner: DraftComponent, token: string): boolean {
  return draft.relations.some(
    (r) => r.from === owner.id && draft.components.find((c) => c.id === r.to)?.record.token === token,
  );
}

/**
 * How {@link wirePlan} treats the plan's own relations. `schema` (the offline plan) relates every input that
 * refers to a planned resource kind; `stated` (a model's plan, whose relations are its own reading of the
 * request) adds only what a *required* reference needs and the plan does not already give.
 */
export type WiringMode = 'schema' | 'stated';

/**
 * Whether the provider's examples mostly write an input as a value rather than take it from a resource (a
 * droplet's `image` is a slug, `"ubuntu-24-04-x64"`): then it needs no resource made for it.
 */
function mostlyWritten(snapshot: Snapshot, token: string, path: string): boolean {
  let written = 0;
  let wired = 0;
  for (const declared of exampleDeclarations(snapshot)(token)) {
    if (declared.wired.some((w) => w.path === path)) wired++;
    else if (declared.literals.some((l) => l.path === path)) written++;
  }
  return written >= 2 && written > wired;
}

/** The edits of {@link plumbing} (the model planner wires its components the same way). */
export function wirePlan(
  draft: PlanDraft,
  snapshot: Snapshot,
  mode: WiringMode = 'schema',
  request?: RequestText,
): PlanEdit[] {
  const work = new DraftEdits(draft);
  const depthOf = new Map<string, number>(draft.components.map((d) => [d.id, 0]));
  // The component each plumbing resource made here was made for.
  const madeFor = new Map<string, string>();
  for (let i = 0; i < work.components.length; i++) {
    const owner = work.components[i]!;
    const depth = depthOf.get(owner.id) ?? 0;
    for (const slot of referenceSlots(snapshot, owner.record)) {
      if (mode === 'stated' && !slot.required) continue;
      if (standaloneFor(owner, work.components, slot.path) !== undefined) continue;
      if (slotTaken(work.draft, owner, slot.path)) continue;
      const target = referencedResource(snapshot, owner.record, slot.input);
      if (target === undefined) continue;
      if (mode === 'stated' && relatesToKind(work.draft, owner, target.token)) continue;
      // A planned component that makes the resource (`awsx.ec2.Vpc` makes subnets) hands it over.
      let to =
        work.components.find((d) => d.record.token === target.token && d.id !== owner.id) ??
        work.components.find(
          (d) => d.id !== owner.id && madeResources(d.record).includes(moduleName(target)),
        );
      // A nested id of the owner's own service is often a local name (a distribution's `origins.originId`);
      // a nested reference to another service's resource (`vpcConfig.subnetIds`) is plumbing.
      const required =
        slot.required &&
        (slot.parent === '' || target.module !== owner.record.module) &&
        !mostlyWritten(snapshot, owner.record.token, slot.path);
      // What the user has already ("an existing hosted zone") is read, not made again as plumbing.
      const existing = work.draft.existing?.some((thing) => thing.token === target.token) === true;
      if (to === undefined && required && !existing && depth < PLUMBING_DEPTH) {
        to = {
          id: newId(work.components, target),
          record: target,
          role: `${humanName(target)} for the ${humanName(owner.record)}`,
          origin: 'plumbing',
          count: plumbingCount(slot.input),
          values: [],
          alternatives: new Set(),
          // It speaks through its owner: values the owner's sentences state may be its own ("a GET method").
          sentences: new Set(owner.sentences),
          parts: [],
          spans: owner.spans,
          rule: '',
        };
        work.add(to);
        madeFor.set(to.id, owner.id);
        // "A record in my Cloudflare zone": the zone the input needs is the user's, read and not created.
        const read = request === undefined ? [] : readAsExisting(request, snapshot, to, [request.text]);
        if (read.length > 0) {
          for (const edit of read) work.apply(edit);
          continue;
        }
        depthOf.set(to.id, depth + 1);
      }
      if (to === undefined) continue;
      // Plumbing made for another component is not taken by an optional reference: a topic's
      // `applicationFailureFeedbackRoleArn` is not the role of the function beside it.
      const forAnother =
        to.origin === 'plumbing' &&
        madeFor.get(to.id) !== owner.id &&
        !(to.companionOf ?? []).includes(owner.id);
      if (forAnother && !slot.required) continue;
      const toId = to.id;
      if (work.draft.relations.some((r) => r.from === owner.id && r.to === toId)) continue;
      // Two resources cannot each take the other's output (one is declared first): an optional reference back
      // to a component that refers to this one already stays unwired (a route table's route to the endpoint
      // that lists the route table).
      if (!slot.required && work.draft.relations.some((r) => r.from === toId && r.to === owner.id)) continue;
      work.apply({
        kind: 'relate',
        relation: {
          from: owner.id,
          to: toId,
          via: slot.path,
          text: `${owner.role} → ${to.role} (${slot.path})`,
        },
      });
    }
  }
  return work.edits;
}

/**
 * The input slots of a record that may refer to another resource, top-level ones first (a stage takes its
 * deployment through `deployment`, not `canarySettings`), each marked required when it is required at every
 * level of its path (`vpcConfig.subnetIds` inside a required `vpcConfig`), or by its doc while its siblings keep
 * their defaults.
 */
export function referenceSlots(
  snapshot: Snapshot,
  record: SnapshotRecord,
): (InputSlot & { required: boolean })[] {
  const slots = [...inputSlots(snapshot, record)].sort((a, b) => pathDepth(a.path) - pathDepth(b.path));
  const requiredPaths = new Set<string>();
  for (const slot of slots) {
    // Or, at the top, required while the inputs its doc names keep their defaults (a NAT gateway's Elastic IP).
    const required =
      slot.input.required || (slot.parent === '' && requiredByDefault(slot.input, record.inputs));
    if (required && (slot.parent === '' || requiredPaths.has(slot.parent))) {
      requiredPaths.add(slot.path);
    }
  }
  // At one depth, a required reference first: a backup rule names its vault in `targetVaultName`, not in the
  // optional `targetLogicallyAirGappedBackupVaultArn`.
  return slots
    .filter((slot) => pathDepth(slot.path) <= RELATION_DEPTH)
    .map((slot) => ({ ...slot, required: requiredPaths.has(slot.path) }))
    .sort((a, b) => pathDepth(a.path) - pathDepth(b.path) || Number(b.required) - Number(a.required));
}
