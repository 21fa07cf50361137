import type { RequestText } from '../language/request-text.js';
import { FUNCTION_WORDS, splitIdentifier } from '../language/terms.js';
import type { Snapshot } from '../snapshot/types.js';
import { DraftEdits, type DraftComponent } from './draft.js';
import { inputSlots, slotValues, type InputSlot } from './input-slots.js';
import type { PlanRule } from './plan-rule.js';
import { clauseComponents } from './spans.js';
import { ownSentences } from './stated-values.js';
import type { StatedValue } from './types.js';

/**
 * Switches: boolean inputs whose words the request says about a component ("FIFO queue", "a stage with auto
 * deploy", "log file validation enabled"), true unless negated ("without encryption"); and two-state text
 * inputs (`Enabled` or `Suspended`: "enable versioning on it").
 */

/** Words of a boolean input's path that say nothing on their own. */
const FLAG_NOISE = new Set([
  'enable',
  'enabled',
  'is',
  'use',
  'flag',
  'allow',
  'should',
  'status',
  'state',
  'configuration',
]);
/** "encryption" and "encrypted" meet at "encrypt": a crude stem for matching switch names to prose. */
function stem(word: string): string {
  const synonym = FLAG_SYNONYMS[word];
  if (synonym !== undefined) return synonym;
  const cut = word.replace(/(?<=sh|ch|ss|x|z)es$/, '').replace(/(?:ation|ion|ed|ing|ly|s)$/, '');
  return cut.length >= 4 ? cut : word;
}

/** Words requests use for a switch's own word: "enforces TLS" is `requireTls`. */
const FLAG_SYNONYMS: Readonly<Record<string, string>> = {
  enforce: 'requir',
  enforces: 'requir',
  enforced: 'requir',
  enforcing: 'requir',
  require: 'requir',
  requires: 'requir',
  required: 'requir',
  mandatory: 'requir',
};

export const NEGATION = /\b(?:disabled?|without|no|not|never|off)\b/i;

/**
 * Verbs that say the opposite of a switch's own verb, stemmed: "a public access block that permits a public
 * bucket policy" sets `blockPublicPolicy` false.
 */
const FLAG_OPPOSITES: Readonly<Record<string, readonly string[]>> = {
  block: ['allow', 'permit', 'permitt'],
  deny: ['allow', 'permit', 'permitt'],
  restrict: ['allow', 'permit', 'permitt'],
};

/** Whether the words around a switch say its opposite: negated, or its verb's opposite, but not both. */
function saysOpposite(words: readonly string[], around: string): boolean {
  const said = proseWords(around);
  const opposed = words.some((w) => (FLAG_OPPOSITES[w] ?? []).some((o) => said.has(o)));
  return NEGATION.test(around) !== opposed;
}

/**
 * Words as switches compare them: lower-cased, without function words, stemmed. Request verbs stay: a stage's
 * `autoDeploy` is said as "auto deploy".
 */
function switchWords(words: readonly string[], noise: ReadonlySet<string> = new Set()): string[] {
  return words
    .map((word) => word.toLowerCase())
    .filter((word) => word !== '' && !FUNCTION_WORDS.has(word) && !noise.has(word))
    .map(stem);
}

function proseWords(text: string): Set<string> {
  return new Set(switchWords(text.split(/[^A-Za-z0-9]+/)));
}

/**
 * The values a two-state text input takes for on and off (`Enabled` and `Suspended` of a bucket's
 * `versioningConfiguration.status`), from the schema's own list; undefined for any other input.
 */
function statusValues(slot: InputSlot): { readonly on: string; readonly off: string } | undefined {
  if (/\bboolean\b/.test(slot.input.type)) return undefined;
  const listed = slotValues(slot, true);
  const on = listed.find((v) => /^enabled$/i.test(v));
  const off = listed.find((v) => /^suspended$/i.test(v)) ?? listed.find((v) => /^disabled$/i.test(v));
  return on === undefined || off === undefined ? undefined : { on, off };
}

/** A switch slot's words, stemmed, when they are distinctive enough to be read from prose. */
function flagWords(slot: InputSlot): string[] | undefined {
  if (!/\bboolean\b/.test(slot.input.type) && statusValues(slot) === undefined) return undefined;
  const pathWords = switchWords(slot.path.split('.').flatMap(splitIdentifier), FLAG_NOISE);
  // `ttl.enabled`, `rules.status`: a nested switch is distinctive through its parent's name.
  const nestedSwitch = slot.parent !== '' && /^(?:enabled?|status|state)$/i.test(slot.input.name);
  const distinctive = pathWords.length >= 2 || (pathWords[0]?.length ?? 0) >= 6 || nestedSwitch;
  return distinctive ? pathWords : undefined;
}

/**
 * The switch's value from the words around its last word ("without encryption" is false), and where in the
 * request that word stands (undefined: not found as said).
 */
function flagValue(
  slot: InputSlot,
  words: readonly string[],
  raw: string,
  request: RequestText,
): { readonly value: StatedValue; readonly at: number | undefined } {
  const last = words[words.length - 1] ?? '';
  const lower = raw.toLowerCase();
  const at = lower.indexOf(last);
  // From the switch's first word when it is said just before ("no auto-created subnets"), about 25
  // characters either side, in whole words.
  const first = lower.indexOf(words[0] ?? last);
  const begin = first >= 0 && first < at && at - first <= 40 ? first : at;
  let from = Math.max(0, begin - 25);
  let to = Math.min(raw.length, at + last.length + 25);
  while (from > 0 && /\w/.test(raw.charAt(from - 1))) from--;
  while (to < raw.length && /\w/.test(raw.charAt(to))) to++;
  const around = at < 0 ? '' : raw.slice(from, to);
  const text = around.trim();
  const start = text === '' ? -1 : request.text.indexOf(text);
  const on = !saysOpposite(words, around);
  const status = statusValues(slot);
  const value: StatedValue = {
    input: slot.path,
    value: status === undefined ? on : on ? status.on : status.off,
    text,
    ...(start < 0 ? {} : { span: { start, end: start + text.length } }),
  };
  return { value, at: start < 0 ? undefined : start + text.toLowerCase().indexOf(last) };
}

/**
 * A sentence that lists settings without naming their component ("Security configuration includes
 * encrypted storage, IAM database authentication") speaks to whichever planned component has the switch,
 * unless a component the sentence names has it. Only switches of two or more words are read this way.
 */
function unclaimedSentence(
  draft: DraftComponent,
  drafts: readonly DraftComponent[],
  snapshot: Snapshot,
  sentences: readonly string[],
  words: readonly string[],
): string | undefined {
  if (words.length < 2) return undefined;
  const key = words.join(' ');
  return sentences.find((sentence, i) => {
    const said = proseWords(sentence);
    if (!words.every((w) => said.has(w))) return false;
    return !drafts.some(
      (d) =>
        d.id !== draft.id &&
        d.sentences.has(i) &&
        inputSlots(snapshot, d.record).some((slot) => flagWords(slot)?.join(' ') === key),
    );
  });
}

/**
 * Whether the clause the switch is said in names other components, not this one, and one of them has a
 * switch saying those words too: "a multi-region CloudTrail trail" sets the trail's `isMultiRegionTrail`,
 * not the KMS key's `multiRegion`.
 */
function claimedInClause(
  draft: DraftComponent,
  drafts: readonly DraftComponent[],
  snapshot: Snapshot,
  request: RequestText,
  at: number,
  words: readonly string[],
): boolean {
  const clause = clauseComponents(drafts, request, { start: at, end: at });
  if (clause.has(draft.id)) return false;
  return drafts.some(
    (other) =>
      clause.has(other.id) &&
      inputSlots(snapshot, other.record).some((slot) => {
        const theirs = flagWords(slot);
        return theirs !== undefined && words.every((w) => theirs.includes(w));
      }),
  );
}

/** Boolean inputs whose words the request says about a component ("FIFO queue", "automatic key rotation"). */
export const attachFlags: PlanRule = {
  id: 'switches',
  phase: 'values',
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    const drafts = draft.components;
    const { sentences } = request;
    for (const component of drafts) {
      const raw = ownSentences(component, drafts, sentences)
        .map((i) => sentences[i] ?? '')
        .join(' ');
      const said = proseWords(raw);
      const taken = new Set(component.values.map((v) => v.input));
      for (const slot of inputSlots(snapshot, component.record)) {
        const words = taken.has(slot.path) ? undefined : flagWords(slot);
        if (words === undefined) continue;
        const from = words.every((w) => said.has(w))
          ? raw
          : unclaimedSentence(component, drafts, snapshot, sentences, words);
        if (from === undefined) continue;
        const { value, at } = flagValue(slot, words, from, request);
        if (at !== undefined && claimedInClause(component, drafts, snapshot, request, at, words)) continue;
        work.apply({ kind: 'value', id: component.id, value });
      }
    }
    return work.edits;
  },
};
