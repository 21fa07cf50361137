/**
 * Numbers said in words, as requests say counts and intervals: "two subnets", "every fifteen minutes", "thirty
 * days". One table for every reader of the request (counts of things, literals, schedules).
 */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  'forty-five': 45,
  sixty: 60,
  ninety: 90,
};

/** {@link NUMBER_WORDS} as a regular expression's alternation, longest first. */
export const NUMBER_WORD_PATTERN = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** A number written in digits or words ("15", "fifteen"), if it is one. */
export function numberSaid(word: string): number | undefined {
  const lower = word.toLowerCase();
  return /^\d+$/.test(lower) ? Number(lower) : NUMBER_WORDS[lower];
}
