import type { Literal } from '../language/literals.js';
import type { RequestText } from '../language/request-text.js';
import { analyse, splitIdentifier } from '../language/terms.js';
import { PROVIDER_NAMES, servicePhrasesFor } from '../language/vocabulary.js';
import type { Snapshot } from '../snapshot/types.js';
import { ownNameWords } from './choose-components.js';
import { DraftEdits, type DraftComponent } from './draft.js';
import { CAMEL_CASE, exampleFit } from './example-fit.js';
import { deepSlotSaid, inputSlots, slotAccepts, slotValues, type InputSlot } from './input-slots.js';
import type { PlanRule } from './plan-rule.js';
import { inListElement, saysHeadNoun } from './stated-values.js';
import { productVersions } from './version-values.js';
import { EXAMPLE_VALUE } from './weights.js';

/**
 * Values the request writes as values ("CPUUtilization", "OpenSearch_2.11", "STANDARD_IA", "index.html"),
 * attached to the input that the provider's own doc examples write such values in: counted from each
 * planned record's TypeScript examples (`metricName: "CPUUtilization"` in the alarm's examples), the value
 * itself or, for a structured value (a digit, `_`, `.`, `/` or `:` in it), its shape (`nodejs20.x` is
 * shaped like the examples' `nodejs24.x`). A value said just before a word of a name input ("the Errors
 * metric") goes to that input (`metricName`) whatever the examples write.
 */

/** A word of the request that reads as a value: a capital inside or a leading one, a digit, or `_ . / :`. */
const VALUE_WORD = /[A-Za-z0-9][\w.:/+-]*[A-Za-z0-9]|[A-Za-z0-9]/g;

/** Kinds of literal other rules read in full: a word inside one is theirs. */
const READ_ELSEWHERE = new Set<Literal['kind']>([
  'url',
  'email',
  'cidr',
  'ip',
  'instance-type',
  'availability-zone',
  'region',
  'port',
  'schedule',
  'event-name',
  'engine',
  'http-method',
  'resource-id',
  'image',
  'tag',
  'entry',
]);

/** Whether a word looks like a value rather than prose: `US`, `Errors`, `gp3`, `nodejs20.x`, not `bucket`. */
function valueShaped(word: string): boolean {
  return /[A-Z]/.test(word) || /\d/.test(word) || /[_./:]/.test(word);
}

/**
 * A name input whose head word the request says right after the value: "the Errors metric" → `metricName`,
 * not "an Aurora cluster" → `dbClusterParameterGroupName` (its head is "group"), nor the head word of
 * the component's own name ("an Aurora cluster" of a cluster names the cluster itself).
 */
function namedBy(component: DraftComponent, slot: InputSlot, word: Word): number {
  const { next } = word;
  if (next === undefined || !/.Name$/.test(slot.input.name) || ownNameWords(component.record).at(-1) === next)
    return 0;
  // A name input inside a block ("the IAP range" is no VM's `networkInterfaces.aliasIpRanges.subnetworkRangeName`)
  // names a part of the resource the words do not say.
  if (slot.parent !== '') return 0;
  // "an S3 bucket", "the SNS topic": a service named before a thing is no value of that thing's name.
  if (word.service) return 0;
  const words = analyse(splitIdentifier(slot.input.name).join(' '));
  return words[words.length - 2] === next ? EXAMPLE_VALUE.namedBy : 0;
}

interface Word {
  readonly text: string;
  readonly start: number;
  /** The analysed word right after it, if any. */
  readonly next: string | undefined;
  /** It names a service or provider of a planned component ("S3", "SNS", "EKS", "Azure"). */
  readonly service: boolean;
  /** It is written in quotes, as a name is. */
  readonly quoted: boolean;
  /** The analysed words around it. */
  readonly near: ReadonlySet<string>;
}

/** The words that name the planned components' services and providers. */
function serviceWords(components: readonly DraftComponent[]): ReadonlySet<string> {
  return new Set([
    ...Object.keys(PROVIDER_NAMES),
    ...components.flatMap(({ record }) => [
      ...servicePhrasesFor(record.provider, record.module).flatMap(analyse),
      ...analyse(`${record.provider} ${record.module}`),
    ]),
  ]);
}

/** The request's value-shaped words outside the literals other rules read. */
function valueWords(request: RequestText, services: ReadonlySet<string>): Word[] {
  const taken = request.literals.filter((l) => READ_ELSEWHERE.has(l.kind));
  const quotes = request.literals.filter((l) => l.kind === 'quoted');
  const out: Word[] = [];
  for (const match of request.text.matchAll(VALUE_WORD)) {
    // "EC2-based", "Fargate-backed": the value is the word the suffix qualifies.
    const text = match[0].replace(/-(?:based|backed|powered)$/i, '');
    const start = match.index;
    const end = start + text.length;
    if (!valueShaped(text) || taken.some((l) => start < l.start + l.text.length && end > l.start)) continue;
    // The first word of a sentence is capitalised as prose ("Create"), unless it is inside quotes.
    const next = analyse(request.text.slice(end, end + 30).split(/[,;.()"'`]/)[0] ?? '')[0];
    const own = analyse(text);
    const near = new Set(analyse(request.text.slice(Math.max(0, start - 40), end + 40)));
    const service = services.has(text.toLowerCase()) || (own.length > 0 && own.every((w) => services.has(w)));
    const quoted = quotes.some((l) => start >= l.start && end <= l.start + l.text.length);
    out.push({ text, start, next, service, quoted, near });
  }
  return out;
}

/** "two Availability Zones": a word of the input's own name says which input, not its value. */
function namesTheInput(slot: InputSlot, word: Word): boolean {
  const words = analyse(splitIdentifier(slot.input.name).join(' '));
  return analyse(word.text).some((w) => words.includes(w));
}

interface Choice {
  readonly component: DraftComponent;
  readonly slot: InputSlot;
  readonly score: number;
}

/** The best input for a word among the components said in its sentence; undefined when two tie. */
function bestInput(
  snapshot: Snapshot,
  components: readonly DraftComponent[],
  saidIn: (component: DraftComponent, sentence: number) => boolean,
  sentence: number,
  word: Word,
): Choice | undefined {
  let best: Choice | undefined;
  let tied = false;
  for (const component of components) {
    if (!saidIn(component, sentence)) continue;
    for (const slot of inputSlots(snapshot, component.record)) {
      if (!slotAccepts(slot, word.text) || /\bnumber\b/.test(slot.input.type)) continue;
      // An input that lists its values takes one of them (a compute environment's `type` is MANAGED or
      // UNMANAGED, whatever its examples write for `computeResources.type`).
      const listed = slotValues(slot);
      if (listed.length > 0 && !listed.some((v) => v.toLowerCase() === word.text.toLowerCase())) continue;
      if (!deepSlotSaid(slot, word.near) || namesTheInput(slot, word)) continue;
      // A service's name ("CloudWatch"), or a quoted name in camel case (`MyShopifyApp`), is a value only where
      // the examples write it as one, not by its form.
      const fit = exampleFit(component.record, slot, word.text);
      const byForm = word.service || (word.quoted && CAMEL_CASE.test(word.text));
      const written = byForm && fit < EXAMPLE_VALUE.same ? 0 : fit;
      const score = Math.max(written, namedBy(component, slot, word));
      if (score === 0) continue;
      // Deeper inputs less, and of two blocks of one depth the plainer (`transitions` over
      // `noncurrentVersionTransitions`).
      const depth =
        slot.parent === ''
          ? 0
          : slot.parent.split('.').length * EXAMPLE_VALUE.depthPenalty +
            splitIdentifier(slot.parent).length * EXAMPLE_VALUE.wordPenalty;
      const total = score - depth;
      if (best !== undefined && total === best.score && best.component.id !== component.id) tied = true;
      if (best === undefined || total > best.score) {
        best = { component, slot, score: total };
        tied = false;
      }
    }
  }
  return tied ? undefined : best;
}

export const attachExampleValues: PlanRule = {
  id: 'example-values',
  phase: 'values',
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    // A product's version is stated already ("Kubernetes 1.30" → the cluster's `version`), not a name's value.
    const versions = new Set(productVersions(request).map((v) => v.literal.start));
    // A word another rule has read as a value ("between 0.5 and 8 ACUs" → `minCapacity`) is that value only.
    const read = draft.components.flatMap((c) =>
      c.values.flatMap((v) => (v.span === undefined ? [] : [v.span])),
    );
    // The sentences a component is said in: those that name it, and those that say its head noun ("Alarm me
    // when the average CPUUtilization …" of an alarm named in the next sentence).
    const saidIn = (component: DraftComponent, sentence: number) =>
      component.sentences.has(sentence) || saysHeadNoun(component, request.sentences[sentence] ?? '');
    for (const word of valueWords(request, serviceWords(work.components))) {
      if (versions.has(word.start)) continue;
      if (read.some((span) => span.start === word.start)) continue;
      const choice = bestInput(snapshot, work.components, saidIn, request.sentenceOf(word.start), word);
      if (choice === undefined) continue;
      const { component, slot } = choice;
      // An input a planned relation fills takes the other component, not a word of the request.
      if (draft.relations.some((r) => r.from === component.id && r.via === slot.path)) continue;
      // An input the request already gave another value keeps it, unless it holds a list of them, is one of
      // each element of a list, or the component stands for several resources ("alarms on the Errors and
      // the Throttles metrics").
      const current = component.values.filter((v) => v.input === slot.path);
      const slots = inputSlots(snapshot, component.record);
      const several = component.count > 1 || /\[\]/.test(slot.input.type) || inListElement(slot, slots);
      if (current.length > 0 && !several) continue;
      work.apply({
        kind: 'value',
        id: component.id,
        value: {
          input: slot.path,
          value: word.text,
          text: word.text,
          span: { start: word.start, end: word.start + word.text.length },
        },
      });
    }
    return work.edits;
  },
};
