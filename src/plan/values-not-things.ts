import type { RequestText } from '../language/request-text.js';
import type { Span } from '../language/sentences.js';
import { FUNCTION_WORDS, normaliseTerm, splitIdentifier } from '../language/terms.js';
import type { Snapshot } from '../snapshot/types.js';
import { recordName } from '../snapshot/record-facts.js';
import { moduleKey, ownNameWords } from './choose-components.js';
import { DraftEdits, type DraftComponent } from './draft.js';
import { inputSlots, slotAccepts, slotValues, type InputSlot } from './input-slots.js';
import type { PlanRule } from './plan-rule.js';
import { COMMON_VALUES } from './stated-values.js';
import { NEGATION } from './switches.js';

/*
 * "a DynamoDB table … with a stream of new and old images", "an AKS cluster with a system-assigned managed
 * identity", "a Lambda … starting from the latest record": the clause names an input of a component the
 * request plans (`streamViewType`, `identity.type`, `startingPosition`) and says one of its listed values
 * (NEW_AND_OLD_IMAGES, SystemAssigned, LATEST). It states that component's setting; it does not ask for a
 * Kinesis stream, a user-assigned identity or a Route 53 record, whatever record its head noun matched.
 * Only a component of another module is read so: one of the same module that a parent takes inline is
 * `inline-components`' question.
 */

/** A value said of another component's input: the component it is said of, and the value. */
interface SaidValue {
  readonly owner: DraftComponent;
  readonly slot: InputSlot;
  readonly value: string;
}

/** Words as said, plurals folded, stop words kept: NEW_AND_OLD_IMAGES is "new and old images", not "old images". */
const plainWords = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '')
    .map((w) => normaliseTerm(w) ?? w);

const wordsOf = (identifier: string): readonly string[] =>
  plainWords(splitIdentifier(identifier.replace(/[._-]+/g, ' ')).join(' '));

/** The rules that plan a component from one part of the request, with that part's span first. */
const PART_RULES = new Set(['request-components', 'service-primaries']);

/** How far past a part its clause may run: "a stream of new| and old images" ends at the comma. */
const CLAUSE_TAIL = 40;

/** The part at `span` through the end of its clause, when that end is near (a list item split on "and"). */
function clauseAt(text: string, span: Span): string {
  const tail = text.slice(span.end, span.end + CLAUSE_TAIL + 1);
  const end = tail.search(/[,;]|\.(?:\s|$)/);
  return text.slice(span.start, end < 0 || end > CLAUSE_TAIL ? span.end : span.end + end);
}

/**
 * Whether the clause names the slot by a word of its path that is a setting, not an inline list of things
 * ("an HTTPS listener" is a listener, though a classic load balancer's `listeners[].lbProtocol` takes HTTPS:
 * such lists are what `inline-components` weighs).
 */
function settingNamed(
  slot: InputSlot,
  slots: readonly InputSlot[],
  clause: ReadonlySet<string>,
  pathWords: readonly string[],
): boolean {
  const lists = slots.filter((s) => slot.path.startsWith(`${s.path}.`) && /\[\]/.test(s.input.type));
  const listWords = new Set(lists.flatMap((s) => wordsOf(s.input.name)));
  return pathWords.some((w) => clause.has(w) && !listWords.has(w));
}

/**
 * The listed value of one of `owner`'s inputs that `clause` says with a word of the input's path; of several,
 * the one said in most words (NEW_AND_OLD_IMAGES over OLD_IMAGE).
 */
function saidOf(
  snapshot: Snapshot,
  owner: DraftComponent,
  clause: ReadonlySet<string>,
): SaidValue | undefined {
  const ownerName = new Set(ownNameWords(owner.record));
  const slots = inputSlots(snapshot, owner.record);
  let best: { said: SaidValue; words: number } | undefined;
  for (const slot of slots) {
    const pathWords = wordsOf(slot.path).filter((w) => w.length >= 4 && !ownerName.has(w));
    if (!settingNamed(slot, slots, clause, pathWords)) continue;
    for (const value of slotValues(slot, true)) {
      if (COMMON_VALUES.has(value.toLowerCase()) || !slotAccepts(slot, value)) continue;
      const valueWords = wordsOf(value).filter((w) => !pathWords.includes(w));
      const said = valueWords.length > 0 && valueWords.every((w) => w.length >= 3 && clause.has(w));
      if (said && valueWords.length > (best?.words ?? 0))
        best = { said: { owner, slot, value }, words: valueWords.length };
    }
  }
  return best?.said;
}

/**
 * The planned component of another module whose input the clause that first names `component` sets, if one
 * does (later mentions, "processes the stream", speak of that setting too).
 */
function valueSaid(
  snapshot: Snapshot,
  request: RequestText,
  component: DraftComponent,
  components: readonly DraftComponent[],
): SaidValue | undefined {
  const first = component.spans[0];
  if (!PART_RULES.has(component.rule) || first === undefined) return undefined;
  // A part that names several things ("a domain in IAM auth mode attached to two subnets") names them.
  if (components.some((c) => c.id !== component.id && c.spans.some((s) => s.start === first.start)))
    return undefined;
  const clauseText = clauseAt(request.text, first);
  // "public blob access disabled" says which value is not wanted, not which is.
  if (NEGATION.test(clauseText)) return undefined;
  const clause = new Set(plainWords(clauseText));
  for (const owner of components) {
    if (owner.id === component.id || moduleKey(owner.record) === moduleKey(component.record)) continue;
    if (![...owner.sentences].some((s) => component.sentences.has(s))) continue;
    const said = saidOf(snapshot, owner, clause) ?? literalSaidOf(snapshot, request, component, owner, first);
    if (said !== undefined) return said;
  }
  return undefined;
}

/**
 * The quoted value of one of `owner`'s top-level inputs that the part at `span` gives, when the part's other
 * words are that input's ("sort key "CreatedAt"" is a table's `rangeKey`, whose doc says "range (sort) key"),
 * beyond the words that name the component it planned (`key`) and its service (a "KMS key "alias/app"" is a
 * key). The input's own name must be said.
 */
function literalSaidOf(
  snapshot: Snapshot,
  request: RequestText,
  component: DraftComponent,
  owner: DraftComponent,
  span: Span,
): SaidValue | undefined {
  const literal = request.literals.find(
    (l) => l.kind === 'quoted' && l.start >= span.start && l.start + l.text.length <= span.end,
  );
  if (literal === undefined || typeof literal.value !== 'string') return undefined;
  const partWords = plainWords(request.text.slice(span.start, span.end));
  const named = new Set([
    ...plainWords(literal.text),
    ...wordsOf(recordName(component.record)),
    ...wordsOf(component.record.module),
  ]);
  const extra = partWords.filter((w) => !named.has(w) && !FUNCTION_WORDS.has(w));
  if (extra.length === 0) return undefined;
  const value = literal.value;
  const slot = inputSlots(snapshot, owner.record).find((candidate) => {
    if (candidate.parent !== '' || !slotAccepts(candidate, value)) return false;
    const nameWords = wordsOf(candidate.path);
    const words = new Set([...nameWords, ...plainWords(candidate.input.doc)]);
    return extra.every((w) => words.has(w)) && nameWords.some((w) => partWords.includes(w));
  });
  return slot === undefined ? undefined : { owner, slot, value };
}

export const valuesNotThings: PlanRule = {
  id: 'values-not-things',
  phase: 'components',
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const component of draft.components) {
      const said = valueSaid(snapshot, request, component, work.components);
      if (said === undefined) continue;
      const text = clauseAt(request.text, component.spans[0] ?? { start: 0, end: 0 }).replace(/[\s.]+$/, '');
      work.apply({ kind: 'remove', id: component.id });
      work.apply({
        kind: 'value',
        id: said.owner.id,
        value: {
          input: said.slot.path,
          value: said.value,
          text,
          ...(component.spans[0] ? { span: component.spans[0] } : {}),
        },
      });
      work.apply({
        kind: 'note',
        text: `"${text}" sets the ${said.owner.id}'s \`${said.slot.path}\` (${said.value}), not a new ${component.record.token}`,
      });
    }
    return work.edits;
  },
};
