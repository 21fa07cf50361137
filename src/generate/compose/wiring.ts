import { referencedResource } from '../../plan/references.js';
import { isComponentRecord, recordName } from '../../snapshot/record-facts.js';
import type { Plan } from '../../plan/types.js';
import type { InputProperty, Snapshot, SnapshotRecord } from '../../snapshot/types.js';
import { code, type ArgObject, type ArgValue } from './arg-value.js';
import { setReference, type ArgsContext } from './component-args.js';
import { acceptsResourceClass, isArrayType } from './input-types.js';

/** One resource (or lookup) the program declares. */
export interface Instance {
  readonly componentId: string;
  readonly origin: 'request' | 'plumbing';
  readonly record: SnapshotRecord;
  readonly variable: string;
  readonly name: string;
  /** Index among the instances of the same type. */
  readonly index: number;
  /** Index among the instances of the same component (a counted component's copies). */
  readonly copy: number;
  readonly args: ArgObject;
  /** Variables of the instances this one's arguments reference. */
  readonly deps: Set<string>;
}

/** The output of `target` an input takes: by the input's suffix, then its doc; `id` when in doubt. */
export function outputFor(input: InputProperty, target: SnapshotRecord): string {
  const outputs = new Set(target.outputs.map((o) => o.name));
  const pick = (name: string): string | undefined => (outputs.has(name) ? name : undefined);
  const bySuffix = /Arns?$/.test(input.name)
    ? pick('arn')
    : /Ids?$/.test(input.name)
      ? 'id'
      : /Names?$/.test(input.name)
        ? pick('name')
        : /Urls?$/.test(input.name)
          ? (pick('url') ?? target.outputs.find((o) => /url$/i.test(o.name))?.name)
          : undefined;
  if (bySuffix !== undefined) return bySuffix;
  if (/\bARN\b/.test(input.doc) && outputs.has('arn')) return 'arn';
  if (/\bname\b/i.test(input.doc) && !/\bARN\b|\bID\b/.test(input.doc) && outputs.has('name')) return 'name';
  return 'id';
}

/**
 * The output of a component that holds what an input refers to: the one whose name ends with the input's
 * (`subnetIds` ← `privateSubnetIds`, `vpcId` ← `vpcId`), private before public, the shortest otherwise.
 */
export function componentOutputFor(input: InputProperty, component: SnapshotRecord): string | undefined {
  const wanted = input.name.toLowerCase();
  const singular = wanted.replace(/s$/, '');
  return component.outputs
    .filter((o) => {
      const name = o.name.toLowerCase();
      return name.endsWith(wanted) || (name.endsWith(singular) && !isArrayType(input));
    })
    .sort(
      (a, b) =>
        Number(b.name.startsWith('private')) - Number(a.name.startsWith('private')) ||
        a.name.length - b.name.length,
    )[0]?.name;
}

/**
 * The expression an input gets for the instances it references: the resource, its output, or a list.
 * `counted`: the output programs give that input, where the plan knows it.
 */
function referenceValue(input: InputProperty, targets: readonly Instance[], counted?: string): ArgValue {
  const first = targets[0]!;
  if (counted !== undefined && first.record.outputs.some((o) => o.name === counted)) {
    if (isArrayType(input)) return targets.map((t) => code(`${t.variable}.${counted}`));
    return code(`${first.variable}.${counted}`);
  }
  if (isComponentRecord(first.record)) {
    // A component's output already has the input's shape (`privateSubnetIds` is a list of ids).
    const output = componentOutputFor(input, first.record);
    if (output !== undefined) return code(`${first.variable}.${output}`);
  }
  if (!isArrayType(input) && acceptsResourceClass(input, recordName(first.record)))
    return code(first.variable);
  const output = outputFor(input, first.record);
  if (isArrayType(input)) return targets.map((t) => code(`${t.variable}.${output}`));
  return code(`${first.variable}.${output}`);
}

/**
 * What one plain input of `instance` references among `targets`: its own copy when the targets are the copies
 * of one component written as many times as it is (the second subscription takes the second queue, not the
 * first again), else the first. A list input takes them all.
 */
function targetsFor(
  input: InputProperty,
  instance: Instance,
  instances: readonly Instance[],
  targets: readonly Instance[],
): Instance[] {
  if (isArrayType(input) || targets.length === 0) return [...targets];
  const copies = instances.filter((i) => i.componentId === instance.componentId).length;
  const oneComponent = targets.every((t) => t.componentId === targets[0]!.componentId);
  return [oneComponent && targets.length === copies ? targets[instance.copy]! : targets[0]!];
}

/**
 * Whether the plan relates `a` to `b` so that `a` may take an optional reference to `b`: a relation either way,
 * unless `b` takes `a` through an input already (two resources cannot each take the other's output).
 */
function related(plan: Plan, a: string, b: string): boolean {
  if (plan.relations.some((r) => r.from === b && r.to === a && r.via !== undefined)) return false;
  return plan.relations.some((r) => (r.from === a && r.to === b) || (r.from === b && r.to === a));
}

/**
 * Wires an instance's inputs to the other instances they take an output of, by type from the schemas: the
 * plan's relations (with their input), every required reference, and the optional ones (`subnetIds`,
 * `vpcSecurityGroupIds`) whose target the plan relates to this component.
 */
export function wireReferences(
  instance: Instance,
  instances: readonly Instance[],
  plan: Plan,
  context: ArgsContext,
): void {
  const snapshot = context.snapshot;
  const others = instances.filter(
    (i) => i.componentId !== instance.componentId && i.record.kind === 'resource',
  );
  for (const relation of plan.relations.filter(
    (r) => r.from === instance.componentId && r.via !== undefined,
  )) {
    const targets = others.filter((o) => o.componentId === relation.to);
    const via = relation.via ?? '';
    if (targets.length === 0) continue;
    const input = instance.record.inputs.find((i) => i.name === via);
    if (input !== undefined && instance.args[input.name] !== undefined) continue;
    // A nested input (`queues.queueArn`, `computeResources.securityGroupIds`) goes inside its block: the one
    // the stated values began (`queues.events`), or a new one whose other required fields are filled later.
    let used: Instance[] = [];
    const place = (field: InputProperty): ArgValue => {
      used = targetsFor(field, instance, instances, targets);
      return referenceValue(field, used, relation.output);
    };
    const wired = setReference(instance.args, instance.record.inputs, via.split('.'), place, context);
    if (wired) for (const target of used) instance.deps.add(target.variable);
  }
  for (const input of instance.record.inputs) {
    if (instance.args[input.name] !== undefined || input.deprecated !== undefined) continue;
    const target = referencedResource(snapshot, instance.record, input);
    if (target === undefined) continue;
    const targets = others.filter((o) => o.record.token === target.token);
    if (targets.length === 0) continue;
    if (!input.required && !targets.some((t) => related(plan, instance.componentId, t.componentId))) continue;
    const used = targetsFor(input, instance, instances, targets);
    instance.args[input.name] = referenceValue(input, used);
    for (const t of used) instance.deps.add(t.variable);
  }
}

/**
 * Records that required references of the planned ones need and the plan lacks (a role, a resource group);
 * an input the plan states a value for (`token#input`: a managed policy's ARN on `policyArn`) needs none.
 */
export function missingPlumbing(
  records: readonly SnapshotRecord[],
  snapshot: Snapshot,
  stated: ReadonlySet<string> = new Set(),
): SnapshotRecord[] {
  const have = new Set(records.map((r) => r.token));
  const added: SnapshotRecord[] = [];
  let frontier = [...records];
  for (let depth = 0; depth < 2 && frontier.length > 0; depth++) {
    const next: SnapshotRecord[] = [];
    for (const record of frontier) {
      for (const input of record.inputs.filter((i) => i.required)) {
        if (stated.has(`${record.token}#${input.name}`)) continue;
        const target = referencedResource(snapshot, record, input);
        if (target === undefined || have.has(target.token)) continue;
        have.add(target.token);
        added.push(target);
        next.push(target);
      }
    }
    frontier = next;
  }
  return added;
}
