import { recordName } from '../snapshot/record-facts.js';
import { analyse, splitIdentifier, verbStem } from '../language/terms.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import { DraftEdits } from './draft.js';
import type { PlanRule } from './plan-rule.js';
import { newId } from './plumbing.js';
import { sentenceSpans } from './spans.js';
import { SETTING_HEAD_MIN_LENGTH } from './weights.js';
import { saidLoosely } from '../language/word-order.js';

/**
 * Settings of a component that its provider also models as a resource of their own: a bucket's `versioning`
 * input and `aws.s3.BucketVersioning`, `serverSideEncryptionConfiguration` and
 * `BucketServerSideEncryptionConfiguration`. When the request says the setting's words about the component,
 * the sub-resource is planned, with the parent's inline input as its alternative. Read from the schemas: the
 * sub-resource lives in the parent's module and its name is the parent's name followed by the input's.
 */

/** Words an input name carries that say nothing about which setting it is. */
const GENERIC = new Set(['configuration', 'config', 'rule', 'setting', 'status', 'block']);

/**
 * Words said of the parent that rule a setting out, facts no schema shows: an S3 website endpoint serves only
 * public content, so a *private* bucket that hosts a static website serves it through something else (a
 * CloudFront distribution with origin access control), never through its website setting.
 */
const RULED_OUT_BY: Readonly<Record<string, readonly string[]>> = { website: ['private'] };

function lowerWords(name: string): string[] {
  return splitIdentifier(name).map((w) => w.toLowerCase());
}

const modules = new WeakMap<Snapshot, Map<string, SnapshotRecord[]>>();

/** The resources of a record's module, listed once per snapshot and module. */
export function moduleResources(snapshot: Snapshot, record: SnapshotRecord): readonly SnapshotRecord[] {
  return resourcesOfModule(snapshot, record.provider, record.module);
}

/** The resources of a provider's module (`aws`, `sns`), listed once per snapshot and module. */
export function resourcesOfModule(
  snapshot: Snapshot,
  provider: string,
  module: string,
): readonly SnapshotRecord[] {
  let byModule = modules.get(snapshot);
  if (byModule === undefined) {
    byModule = new Map();
    modules.set(snapshot, byModule);
  }
  const key = `${provider}/${module}`;
  let list = byModule.get(key);
  if (list === undefined) {
    list = snapshot.list({ provider, kind: 'resource' }).filter((r) => r.module === module);
    byModule.set(key, list);
  }
  return list;
}

/** The sub-resource of `parent` for its input `input`, if the module has one: `Bucket` + `versioning`. */
function subResourceFor(
  snapshot: Snapshot,
  parent: SnapshotRecord,
  input: string,
): SnapshotRecord | undefined {
  const parentName = recordName(parent);
  const inputWords = lowerWords(input).map((w) => analyse(w)[0] ?? w);
  const first = inputWords[0];
  if (first === undefined) return undefined;
  const candidates = moduleResources(snapshot, parent)
    .filter(
      (r) => r.deprecated === undefined && r.token !== parent.token && recordName(r).startsWith(parentName),
    )
    .filter((r) => {
      const rest = lowerWords(recordName(r).slice(parentName.length)).map((w) => analyse(w)[0] ?? w);
      return rest[0] === first;
    });
  // The plainest name: `BucketVersioning` over `BucketVersioningV2`-style variants.
  return candidates.sort((a, b) => recordName(a).length - recordName(b).length)[0];
}

/**
 * Whether the request says a setting's words about a component: its key words, or a long head word alone,
 * each as a verb or its action noun ("versioned" says `versioning`, "encrypted" `…Encryption…`).
 */
function settingSaid(inputName: string, saidWords: readonly string[]): boolean {
  const said = saidWords.map(verbStem);
  const words = lowerWords(inputName)
    .map((w) => analyse(w)[0] ?? '')
    .filter((w) => w !== '' && !GENERIC.has(w));
  const key = words.map(verbStem);
  // "AES256 encryption" asks for the server-side encryption configuration: a long, specific head word
  // of the setting said alone is enough.
  const head = words[words.length - 1] ?? '';
  const saidHead = key.length >= 2 && head.length >= SETTING_HEAD_MIN_LENGTH && said.includes(verbStem(head));
  return key.length > 0 && (saidLoosely(key, said) || saidHead);
}

/** Adds the sub-resources the request asks for through a component's settings. */
export const subResources: PlanRule = {
  id: 'sub-resources',
  phase: 'components',
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const parent of draft.components) {
      if (parent.origin !== 'request') continue;
      const said = [...parent.sentences].flatMap((i) => analyse(request.sentences[i] ?? ''));
      const saidOfParent = new Set(parent.parts.flatMap((part) => analyse(part)));
      for (const input of parent.record.inputs) {
        if ((input.typeRefs?.length ?? 0) === 0 && !/policy/i.test(input.name)) continue;
        if (!settingSaid(input.name, said)) continue;
        if (RULED_OUT_BY[input.name]?.some((word) => saidOfParent.has(word))) continue;
        const sub = subResourceFor(snapshot, parent.record, input.name);
        if (sub === undefined) continue;
        const alternative = `${parent.record.token}#${input.name}`;
        const planned = work.components.find((d) => d.record.token === sub.token);
        if (planned !== undefined) {
          work.apply({ kind: 'alternative', id: planned.id, alternative });
          continue;
        }
        work.add({
          id: newId(work.components, sub),
          record: sub,
          role: `${lowerWords(input.name).join(' ')} of the ${parent.role}`,
          origin: 'request',
          count: 1,
          values: [],
          alternatives: new Set([alternative]),
          sentences: new Set(parent.sentences),
          parts: [],
          spans: sentenceSpans(request, parent.sentences),
        });
      }
    }
    return work.edits;
  },
};
