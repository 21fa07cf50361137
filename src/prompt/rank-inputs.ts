import type { ResourceUsage } from '../snapshot/input-usage.js';
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

/**
 * What a prompt knows about one record's inputs besides which are required: the words that make an input
 * worth showing, how often real programs set each input, and the paths the plan states a value for or wires
 * from another component (always shown, whatever the cut).
 */
export interface InputFocus {
  readonly mentions: Mentions;
  /** How programs use the record (`search/<provider>.usage.json`), when any counted program declares it. */
  readonly usage?: ResourceUsage;
  /** Dotted input paths the plan states or wires, each with every prefix (`ingress`, `ingress.fromPort`). */
  readonly pinned?: ReadonlySet<string>;
}

/** Where a list of inputs sits in a record: '' for its args, `rootBlockDevice` for a nested type's fields. */
export interface InputPlace {
  readonly focus: InputFocus;
  /** The dotted paths the inputs are reached by (a nested type may be reached by several). */
  readonly parents: readonly string[];
}

/** A record's args, as {@link rankInputs} places them. */
export function topLevel(focus: InputFocus): InputPlace {
  return { focus, parents: [''] };
}

function pathOf(parent: string, name: string): string {
  return parent === '' ? name : `${parent}.${name}`;
}

/** Whether the plan states or wires the input (at any of the paths it is reached by). */
export function isPinned(property: InputProperty, place: InputPlace): boolean {
  const pinned = place.focus.pinned;
  return pinned !== undefined && place.parents.some((parent) => pinned.has(pathOf(parent, property.name)));
}

/** The share of counted declarations that set a dotted input path, in [0, 1]; 0 with no usage counted. */
export function pathShare(path: string, focus: InputFocus): number {
  const usage = focus.usage;
  if (usage === undefined || usage.declarations === 0) return 0;
  return (usage.inputs.get(path) ?? 0) / usage.declarations;
}

/** The share of counted declarations that set the input (the most at any of its paths), in [0, 1]. */
function usedShare(property: InputProperty, place: InputPlace): number {
  return Math.max(0, ...place.parents.map((parent) => pathShare(pathOf(parent, property.name), place.focus)));
}

/**
 * A path at least this share of the counted programs set is common: a program that declares the resource
 * most likely sets it, so every rendering shows it (and expands its nested type), however small.
 */
export const COMMON_SHARE = 0.25;

/** Whether at least {@link COMMON_SHARE} of the counted programs set the input. */
export function isCommon(property: InputProperty, place: InputPlace): boolean {
  return usedShare(property, place) >= COMMON_SHARE;
}

function importance(property: InputProperty, place: InputPlace): number {
  let score = property.required ? 4 : 0;
  score += 3 * usedShare(property, place);
  if (place.focus.mentions.has(property.name.toLowerCase())) score += 1;
  if (property.deprecated !== undefined) score -= 1;
  return score;
}

/**
 * Inputs by importance: those the plan states or wires first, then required ones, then optional ones by how
 * often real programs set them (the doc examples and public programs counted at snapshot build), with a
 * lift for those the request, plan or examples mention, then declaration order (never alphabetical),
 * deprecated last. A cut then drops what programs rarely set, not what sorts late.
 */
export function rankInputs(inputs: readonly InputProperty[], at: InputPlace | Mentions): InputProperty[] {
  const place = 'focus' in at ? at : topLevel({ mentions: at });
  return inputs
    .map((property, index) => ({
      property,
      index,
      pinned: isPinned(property, place),
      score: importance(property, place),
    }))
    .sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.score - a.score || a.index - b.index)
    .map((entry) => entry.property);
}
