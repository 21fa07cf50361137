/**
 * Words that say a comparison, and the words valid values write it with: "goes above 80%" is a
 * `GreaterThanThreshold`, "at least 1" and "at or above 90" a `GreaterThanOrEqualToThreshold`, "drops below" a
 * `LessThan…`.
 * Read over a phrase (lower case, words apart), longest first.
 */
const COMPARISONS: readonly (readonly [RegExp, string])[] = [
  [
    / (?:at least|no (?:less|fewer) than|(?:at|is) or (?:above|over|higher than)|(?:above|over) or (?:at|equal to)) /g,
    ' greater than or equal to ',
  ],
  [/ (?:at most|no more than|(?:at|is) or below|below or (?:at|equal to)) /g, ' less than or equal to '],
  [/ (?:above|exceeds?|exceeding|more than|higher than) /g, ' greater than '],
  [/ (?:below|fewer than|lower than) /g, ' less than '],
];

/** A phrase with its comparisons said as valid values write them ("above" → "greater than"). */
export function comparisonsAsWritten(phrase: string): string {
  return COMPARISONS.reduce((text, [said, written]) => text.replace(said, written), phrase);
}
