import { servicePhrasesFor } from '../language/vocabulary.js';
import { analyse, splitIdentifier } from '../language/terms.js';
import { ownNameWords } from './choose-components.js';
import type { DraftComponent } from './draft.js';
import type { InputSlot } from './input-slots.js';
import { VALUE_REACH } from './weights.js';

/**
 * Whether a one-word valid value is said *of* a component's input, not merely said somewhere in its sentences.
 * "image" is one of a Lambda function's `packageType` values, yet "an image recognition pipeline with Step
 * Functions" states no package type: the word must stand within {@link VALUE_REACH} words of what it speaks
 * of, the component's own name ("a mock backend" of a REST API, "an ECS Fargate service"), its service
 * ("an HTTP API") or the input's own words ("monthly quotas"). Words that name another planned component
 * ("Step Functions", "launch templates") are neither the value nor its anchor, and a value said right before
 * another component's noun ("private subnets") says which of that thing, not this input's value.
 */

/** Each position of `words` covered by an occurrence of `phrase`. */
function coveredBy(phrase: readonly string[], words: readonly string[]): number[] {
  const out: number[] = [];
  if (phrase.length === 0) return out;
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((w, j) => words[i + j] === w)) out.push(...phrase.map((_, j) => i + j));
  }
  return out;
}

/** Positions where a multi-word name or service phrase of another planned component is said. */
function namingOthers(
  draft: DraftComponent,
  drafts: readonly DraftComponent[],
  words: readonly string[],
): Set<number> {
  const phrases = drafts
    .filter((d) => d.record.token !== draft.record.token)
    .flatMap((d) => [
      ownNameWords(d.record),
      ...(d.record.module === draft.record.module && d.record.provider === draft.record.provider
        ? []
        : servicePhrasesFor(d.record.provider, d.record.module).map(analyse)),
    ])
    .filter((phrase) => phrase.length >= 2);
  return new Set(phrases.flatMap((phrase) => coveredBy(phrase, words)));
}

/**
 * The head nouns of the other planned components' names (`subnet`) that take no such value themselves: "a
 * Fargate service" still says the task definition's compatibility, as the service takes `FARGATE` too.
 */
function otherHeads(draft: DraftComponent, drafts: readonly DraftComponent[], value: string): Set<string> {
  const own = ownNameWords(draft.record).at(-1);
  const takes = (d: DraftComponent) =>
    d.record.inputs.some((input) =>
      (input.validValues ?? []).some((v) => v.toLowerCase() === value.toLowerCase()),
    );
  return new Set(
    drafts
      .filter((d) => d.record.token !== draft.record.token && !takes(d))
      .flatMap((d) => ownNameWords(d.record).slice(-1))
      .filter((head) => head !== own),
  );
}

/** The words a value may be said next to: the component's name, its service phrases, the input's path. */
function anchorWords(draft: DraftComponent, slot: InputSlot): Set<string> {
  const { provider, module } = draft.record;
  return new Set([
    ...ownNameWords(draft.record),
    ...servicePhrasesFor(provider, module).flatMap(analyse),
    ...analyse(splitIdentifier(slot.path.replace(/\./g, ' ')).join(' ')),
  ]);
}

/**
 * A word less the ending its verb or noun forms add: "validated" and "validation" both anchor `validationMethod`.
 * What is left keeps four letters at least.
 */
function stem(word: string): string {
  const bare = word.replace(/(?:ations?|ated|ating|ates|ions?|ed|ing|es|s)$/, '');
  return bare.length >= 4 ? bare : word;
}

/**
 * Whether `value`, a valid value of `slot` that `sentences` say, is said of it (see the module comment). A
 * value of several words, or one said in another form than its own word (`MONTH` as "monthly"), is
 * distinctive enough already.
 */
export function valueSaidOf(
  value: string,
  slot: InputSlot,
  draft: DraftComponent,
  drafts: readonly DraftComponent[],
  sentences: readonly string[],
): boolean {
  const valueWords = analyse(value);
  const word = valueWords[0];
  if (word === undefined || valueWords.length > 1 || /\d/.test(value)) return true;
  const anchors = new Set([...anchorWords(draft, slot)].filter((w) => w !== word).map(stem));
  // "private subnets", "public and private subnets" of a NAT gateway's sentence: the word says which of
  // another thing, not this input's value.
  const heads = otherHeads(draft, drafts, value);
  let said = false;
  for (const sentence of sentences) {
    // Numbers are data (`emr-6.15.0`), not words standing between a value and its anchor.
    const words = analyse(sentence).filter((w) => !/^\d+$/.test(w));
    const others = namingOthers(draft, drafts, words);
    for (const [i, w] of words.entries()) {
      if (w !== word) continue;
      said = true;
      if (others.has(i) || heads.has(words[i + 1] ?? '') || heads.has(words[i + 2] ?? '')) continue;
      for (let j = Math.max(0, i - VALUE_REACH); j <= Math.min(words.length - 1, i + VALUE_REACH); j++) {
        if (j !== i && !others.has(j) && anchors.has(stem(words[j] ?? ''))) return true;
      }
    }
  }
  return !said;
}
