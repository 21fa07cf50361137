import { recordName } from '../snapshot/record-facts.js';
import { programKnowledge } from '../snapshot/read-knowledge.js';
import { splitIdentifier } from '../language/terms.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import { recordPopularity } from './choose-components.js';
import { DraftEdits, type DraftComponent } from './draft.js';
import type { PlanRule } from './plan-rule.js';
import { newId } from './plumbing.js';
import { literalSpan } from './spans.js';
import { inputSlots, slotValues, type InputSlot } from './input-slots.js';
import { exampleFit, exampleValues } from './example-fit.js';
import type { RequestText } from '../language/request-text.js';
import type { Literal } from '../language/literals.js';
import { referencedResource } from './references.js';
import { KIND_INPUTS } from './kind-inputs.js';
import { moduleResources } from './sub-resources.js';
import { listedWith } from './listed-literals.js';

/**
 * Kinds of literal that are an endpoint something must deliver to, events it must deliver, a role it grants or
 * the machines it runs.
 */
const HELD_KINDS = new Set<Literal['kind']>(['email', 'url', 'event-name', 'role', 'instance-type']);

/** Levels of nesting at which an input still holds a machine size plainly (`instanceType`, `scalingConfig.…`). */
const SIZE_DEPTH = 2;

/**
 * Whether a resource takes a literal of this kind: in a required top-level input for an endpoint; at any
 * depth for an event name (`queues.events` of a bucket notification), of the service the name starts with
 * (`s3:ObjectCreated:*` is an S3 event).
 */
function takesLiteral(snapshot: Snapshot, record: SnapshotRecord, literal: Literal): boolean {
  const takes = KIND_INPUTS[literal.kind];
  // An input of listed values takes one of them (an object ACL's `role` is READER or OWNER, no IAM role).
  const accepts = (input: SnapshotRecord['inputs'][number]) =>
    input.validValuesComplete !== true || (input.validValues ?? []).includes(String(literal.value));
  // A machine size is held where an input of its kind takes it, required or not (a launch template's).
  if (literal.kind === 'instance-type') return holdsSize(snapshot, record, literal, 1);
  if (literal.kind !== 'event-name')
    return record.inputs.some((i) => i.required && takes.test(i.name) && accepts(i));
  const service = String(literal.value).split(':')[0] ?? '';
  return (
    record.module === service && inputSlots(snapshot, record).some((slot) => takes.test(slot.input.name))
  );
}

/**
 * A literal no planned component can hold asks for the resource that holds it: "an SNS topic that emails
 * test@test.com" needs the topic's subscription. From the schemas: a resource of a planned component's
 * module whose required input takes that kind of literal (`endpoint`) and that refers to the planned component
 * (its required reference, `topic`, or as programs wire the two). Endpoint literals (e-mail addresses, URLs)
 * ask this way, event names ("notify the queue for s3:ObjectCreated:* events" needs the bucket's notification)
 * and IAM roles ("grant it roles/storage.objectViewer on that bucket" needs the bucket's IAM member).
 */
export const literalHolders: PlanRule = {
  id: 'literal-holders',
  phase: 'components',
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const literal of request.literals) {
      if (!HELD_KINDS.has(literal.kind)) continue;
      const holder = holderOf(snapshot, request, work.components, literal);
      if (holder === undefined || work.components.some((d) => d.record.token === holder.token)) continue;
      const name = splitIdentifier(recordName(holder))
        .map((w) => w.toLowerCase())
        .join(' ');
      work.add({
        id: newId(work.components, holder),
        record: holder,
        role: `${name} for ${literal.text}`,
        origin: 'request',
        // "roles/a and roles/b on the project": a holder of one value each, for each value listed.
        count: takesOne(holder, literal) ? 1 + listedWith(request.text, literal, request.literals).length : 1,
        values: [],
        alternatives: new Set(),
        sentences: new Set([request.sentenceOf(literal.start)]),
        parts: [],
        spans: [literalSpan(literal)],
      });
    }
    return work.edits;
  },
};

/** Whether a resource's top-level input of the literal's kind takes one value, not a list. */
function takesOne(record: SnapshotRecord, literal: Literal): boolean {
  const input = record.inputs.find((i) => KIND_INPUTS[literal.kind].test(i.name));
  return input !== undefined && !/\[\]/.test(input.type);
}

/**
 * Whether a planned resource holds a literal already: an input of its kind at any depth, a machine size within
 * {@link SIZE_DEPTH} levels (an Auto Scaling group's `mixedInstancesPolicy.….overrides.instanceType` is an
 * override of its launch template's), an event name of its own service.
 */
function holds(snapshot: Snapshot, record: SnapshotRecord, literal: Literal): boolean {
  if (literal.kind === 'event-name') return takesLiteral(snapshot, record, literal);
  if (literal.kind === 'instance-type') return holdsSize(snapshot, record, literal, SIZE_DEPTH);
  // An input of listed values holds one of them (a subnetwork's `role` is ACTIVE or BACKUP, no IAM role).
  const listed = (slot: InputSlot) => slotValues(slot);
  return inputSlots(snapshot, record).some(
    (slot) =>
      KIND_INPUTS[literal.kind].test(slot.input.name) &&
      (listed(slot).length === 0 || listed(slot).includes(String(literal.value))),
  );
}

/** Whether a resource has an input within `depth` levels of nesting that takes a machine size. */
function holdsSize(snapshot: Snapshot, record: SnapshotRecord, literal: Literal, depth: number): boolean {
  return inputSlots(snapshot, record).some(
    (slot) => slot.path.split('.').length <= depth && takesSize(record, slot, literal),
  );
}

/**
 * Whether an input takes a machine size: its name's kind, and the value among those it lists or, listing none,
 * of the form its doc examples write (`t3.medium` is no ElastiCache `nodeType`, written `cache.m4.large`, and
 * no directory's `size`, `Small` or `Large`).
 */
function takesSize(record: SnapshotRecord, slot: InputSlot, literal: Literal): boolean {
  if (!KIND_INPUTS['instance-type'].test(slot.input.name)) return false;
  const value = String(literal.value).toLowerCase();
  const listed = slotValues(slot);
  if (listed.length > 0) return listed.some((v) => v.toLowerCase() === value);
  return !exampleValues(record).has(slot.input.name) || exampleFit(record, slot, String(literal.value)) > 0;
}

/** The resource that would hold a literal no planned component can, if a planned component's module has one. */
function holderOf(
  snapshot: Snapshot,
  request: RequestText,
  components: readonly DraftComponent[],
  literal: Literal,
): SnapshotRecord | undefined {
  // "grant it roles/storage.objectViewer on that bucket": of the components, the one its own part names.
  const planned = components.filter((d) => d.origin === 'request');
  const said = planned.filter((d) =>
    d.spans.some((span) => span.start <= literal.start && literal.start < span.end),
  );
  // A machine size is held by what its sentence names, if that takes sizes of its kind.
  const sentence = request.sentenceOf(literal.start);
  // A role granted on a thing its part names is held by that thing's member, whatever else holds a role.
  const holders =
    literal.kind === 'instance-type'
      ? components.filter((d) => d.sentences.has(sentence))
      : literal.kind === 'role' && said.length > 0
        ? said
        : components;
  if (holders.some((d) => holds(snapshot, d.record, literal))) return undefined;
  const onModule = moduleSaidOn(snapshot, request, planned, literal);
  if (onModule !== undefined) return onModule;
  const resources = programKnowledge(snapshot)?.resources ?? {};
  return (said.length > 0 ? said : planned)
    .flatMap((parent) => {
      // What programs most often wire to the parent first (a bucket's `BucketIAMMember` over a managed
      // folder's binding), then what examples use most.
      const known = resources[parent.record.token];
      const takers = new Map(known?.takers.map(([t, support]) => [t, support]));
      // The machines of a group are another module's resource, declared beside it (an Auto Scaling group's
      // launch template).
      const beside =
        literal.kind === 'instance-type'
          ? (known?.together ?? []).flatMap(([token, support]) => {
              takers.set(token, Math.max(takers.get(token) ?? 0, support));
              const record = snapshot.get(token);
              return record === undefined ? [] : [record];
            })
          : [];
      return [...moduleResources(snapshot, parent.record), ...beside]
        .filter(
          (r) =>
            r.deprecated === undefined &&
            takesLiteral(snapshot, r, literal) &&
            // Refers to the parent: by its schema, or as programs wire it.
            (takers.has(r.token) ||
              r.inputs.some(
                (i) => i.required && referencedResource(snapshot, r, i)?.token === parent.record.token,
              )),
        )
        .map((r) => ({ r, wired: takers.get(r.token) ?? 0, popularity: recordPopularity(snapshot, r) }));
    })
    .sort((a, b) => b.wired - a.wired || b.popularity - a.popularity)[0]?.r;
}

/**
 * "roles/bigquery.dataEditor on the project", "`roles/a` and `roles/b` on the project", "the roles/x role on
 * the project": the noun of what a literal is granted on, after it and the roles listed with it.
 */
const GRANTED_ON =
  /^[`"]?(?:\s*(?:,|,?\s*and)\s+[`"]?(?:(?:projects|organizations)\/[\w.-]+\/)?roles\/[\w.]+[`"]?)*\s+(?:roles?\s+)?on\s+(?:the|this|that|its|our|my|your)\s+([a-z]+)\b/i;

/**
 * The holder of a literal said to be granted on a thing no planned component is but a module of a planned
 * provider is named for ("on the project" → GCP's `projects` module): that module's most used resource that
 * takes the literal (the project's `IAMMember`).
 */
function moduleSaidOn(
  snapshot: Snapshot,
  request: RequestText,
  planned: readonly DraftComponent[],
  literal: Literal,
): SnapshotRecord | undefined {
  const noun = GRANTED_ON.exec(request.text.slice(literal.start + literal.text.length))?.[1]?.toLowerCase();
  if (noun === undefined) return undefined;
  const head = (d: DraftComponent) => splitIdentifier(recordName(d.record)).at(-1)?.toLowerCase();
  if (planned.some((d) => head(d) === noun)) return undefined;
  const providers = new Set(planned.map((d) => d.record.provider));
  return [...providers]
    .flatMap((provider) => snapshot.list({ provider, kind: 'resource' }))
    .filter(
      (r) =>
        (r.module === noun || r.module === `${noun}s`) &&
        r.deprecated === undefined &&
        takesLiteral(snapshot, r, literal),
    )
    .sort((a, b) => recordPopularity(snapshot, b) - recordPopularity(snapshot, a))[0];
}
