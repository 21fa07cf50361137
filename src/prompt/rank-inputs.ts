import type { InputProperty } from '../snapshot/types.js';

/**
 * Words that make an input worth showing first: the request's words, the inputs the plan states values
 * for, and the identifiers of the examples shown. Lower-case, so `instanceClass` matches "instance class".
 */
export type Mentions = ReadonlySet<string>;

/** The words of a text as mention keys: each word, and each camelCase identifier split and joined. */
export function mentionsOf(...texts: readonly string[]): Set<string> {
  const mentions = new Set<string>();
  for (const text of texts) {
    for (const word of text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []) {
      mentions.add(word.toLowerCase());
    }
    const words = text.toLowerCase().match(/[a-z][a-z0-9]*/g) ?? [];
    for (let i = 0; i + 1 < words.length; i += 1) {
      mentions.add(`${words[i]}${words[i + 1]}`);
      if (i + 2 < words.length) mentions.add(`${words[i]}${words[i + 1]}${words[i + 2]}`);
    }
  }
  return mentions;
}

function importance(property: InputProperty, mentions: Mentions): number {
  let score = property.required ? 4 : 0;
  if (mentions.has(property.name.toLowerCase())) score += 2;
  if (property.deprecated !== undefined) score -= 1;
  return score;
}

/**
 * Inputs by importance: required first, then those the request, plan or examples mention, then the rest in
 * declaration order (never alphabetical), deprecated last. A cut then drops the least useful, not the
 * inputs whose names happen to sort late.
 */
export function rankInputs(inputs: readonly InputProperty[], mentions: Mentions): InputProperty[] {
  return inputs
    .map((property, index) => ({ property, index, score: importance(property, mentions) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.property);
}
