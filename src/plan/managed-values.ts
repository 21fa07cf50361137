import { splitIdentifier } from '../language/terms.js';
import type { RequestText } from '../language/request-text.js';
import type { Span } from '../language/sentences.js';
import { recordName } from '../snapshot/record-facts.js';
import type { ProviderShard, Snapshot, SnapshotRecord } from '../snapshot/types.js';
import { memoByObject } from '../shared/memo.js';
import { DraftEdits, type DraftComponent } from './draft.js';
import type { PlanRule } from './plan-rule.js';
import { newId } from './plumbing.js';
import { referencedResource } from './references.js';
import { MANAGED_VALUES_RULE } from './types.js';

/**
 * Things the provider manages and the request names ("the AWSGlueServiceRole managed policy", "a role with
 * AmazonSSMManagedInstanceCore"): they exist already, so nothing makes them; what the request asks for is
 * their attachment to a planned component. The provider's SDK lists them (`aws.iam.ManagedPolicy`, a string
 * enum of ARNs the snapshot keeps), so a word is one of them when it is the last segment of such an ARN, and
 * the ARN says its kind (`policy`). The attachment is the record of the kind's module whose required inputs
 * are the kind's ARN (`policyArn`) and a reference to the planned component nearest the word (`role`).
 */

/** A managed thing the provider's SDK lists: its full value and the kind the ARN names. */
interface ManagedThing {
  readonly arn: string;
  /** `policy` in `arn:aws:iam::aws:policy/…`. */
  readonly kind: string;
  /** `iam` in `arn:aws:iam::…`. */
  readonly service: string;
}

const MANAGED_ARN = /^arn:[\w-]+:([\w-]+):[\w-]*:[\w-]+:([\w-]+)\/(?:[\w+=,.@-]+\/)*([\w+=,.@-]+)$/;

/** Enum values of a provider that are ARNs of things it manages, by their name (the ARN's last segment). */
const managedThings = memoByObject((shard: ProviderShard): ReadonlyMap<string, ManagedThing> => {
  const found = new Map<string, ManagedThing>();
  for (const type of shard.types.values()) {
    for (const value of type.enumValues ?? []) {
      const match = MANAGED_ARN.exec(value);
      if (match?.[1] !== undefined && match[2] !== undefined && match[3] !== undefined)
        found.set(match[3], { arn: value, kind: match[2], service: match[1] });
    }
  }
  return found;
});

const lower = (record: SnapshotRecord): string => recordName(record).toLowerCase();

/** The attachment and its reference input: a record of the kind's module taking `<kind>Arn` and a reference to `holder`. */
function attachmentFor(
  snapshot: Snapshot,
  holder: SnapshotRecord,
  thing: ManagedThing,
): { record: SnapshotRecord; via: string } | undefined {
  const arnInput = `${thing.kind}Arn`;
  const fits = snapshot
    .list({ provider: holder.provider })
    .filter((r) => r.kind === 'resource' && r.module === thing.service)
    .filter((r) => r.inputs.some((i) => i.required && i.name === arnInput))
    .flatMap((record) => {
      const via = record.inputs.find(
        (i) => i.required && i.name !== arnInput && referencedResource(snapshot, record, i) === holder,
      );
      return via === undefined
        ? []
        : [{ record, via: via.name, required: record.inputs.filter((i) => i.required) }];
    });
  fits.sort((a, b) => a.required.length - b.required.length);
  return fits[0];
}

function distance(a: Span, b: Span): number {
  return a.end <= b.start ? b.start - a.end : b.end <= a.start ? a.start - b.end : 0;
}

/** The planned component nearest the word that an attachment of the thing can refer to, with that attachment. */
function holderOf(snapshot: Snapshot, components: readonly DraftComponent[], at: Span, thing: ManagedThing) {
  return components
    .filter((c) => lower(c.record) !== thing.kind && c.spans.length > 0)
    .map((component) => ({
      component,
      near: Math.min(...component.spans.map((span) => distance(span, at))),
    }))
    .sort((a, b) => a.near - b.near)
    .map(({ component }) => ({ component, attachment: attachmentFor(snapshot, component.record, thing) }))
    .find((found) => found.attachment !== undefined);
}

/** Each word of the request that names a thing a planned component's provider manages. */
function managedNamed(
  request: RequestText,
  snapshot: Snapshot,
  components: readonly DraftComponent[],
): { word: string; at: Span; thing: ManagedThing }[] {
  const providers = [...new Set(components.map((c) => c.record.provider))];
  return [...request.text.matchAll(/(?<![\w/:-])[A-Za-z][\w+=,.@-]{4,}\w(?![\w/:-])/g)].flatMap((word) => {
    const thing = providers
      .map((provider) => managedThings(snapshot.shard(provider)).get(word[0]))
      .find((found) => found !== undefined);
    const at = { start: word.index, end: word.index + word[0].length };
    return thing === undefined ? [] : [{ word: word[0], at, thing }];
  });
}

/** A component planned for a managed thing's own words ("the … managed policy") is what exists already. */
export const managedThingsExist: PlanRule = {
  id: 'managed-things',
  phase: 'components',
  run(draft, request, { snapshot }) {
    return managedNamed(request, snapshot, draft.components).flatMap(({ word, at, thing }) =>
      draft.components
        .filter((c) => lower(c.record) === thing.kind && c.spans.some((span) => distance(span, at) === 0))
        .map((made) => ({ kind: 'existing' as const, id: made.id, text: word })),
    );
  },
};

/** The managed thing's attachment to the planned component nearest its name, once plumbing planned them all. */
export const managedAttachments: PlanRule = {
  id: MANAGED_VALUES_RULE,
  phase: 'wiring',
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const { word, at, thing } of managedNamed(request, snapshot, draft.components)) {
      const arnInput = `${thing.kind}Arn`;
      if (work.components.some((c) => c.values.some((v) => v.input === arnInput && v.value === thing.arn)))
        continue;
      const found = holderOf(snapshot, work.components, at, thing);
      if (found?.attachment === undefined) continue;
      const { component: holder, attachment } = found;
      const id = newId(work.components, attachment.record);
      const inline = holder.record.inputs.find((i) => i.name.toLowerCase().endsWith(`${thing.kind}arns`));
      work.add({
        id,
        record: attachment.record,
        role: `${splitIdentifier(recordName(attachment.record)).join(' ').toLowerCase()} of ${word}`,
        origin: 'request',
        count: 1,
        values: [{ input: arnInput, value: thing.arn, text: word, span: at, rule: MANAGED_VALUES_RULE }],
        alternatives: new Set(inline === undefined ? [] : [`${holder.record.token}#${inline.name}`]),
        sentences: new Set([request.sentenceOf(at.start)]),
        parts: [],
        spans: [at],
      });
      work.apply({ kind: 'relate', relation: { from: id, to: holder.id, via: attachment.via, text: word } });
    }
    return work.edits;
  },
};
