import { decomposeConcepts } from '../retrieve/decompose.js';
import { extractLiterals } from './literals.js';

/** One thing a request asks for, as the words it was said in. */
export interface RequestPart {
  readonly text: string;
  /** Index of the sentence it came from, so values stated elsewhere in the same sentence stay close. */
  readonly sentence: number;
}

/**
 * Sentence ends: a full stop or line break followed by space. `db.t3.micro` and `emr-6.15.0` have no space
 * after their dots, so they stay whole; a colon introduces a list that belongs to its sentence.
 */
const SENTENCE_END = /(?<=[.!?])\s+|\n+/;

/** The text with its structured literals (URLs, instance types, CIDRs) blanked out; quoted names stay. */
function withoutLiterals(text: string): string {
  let out = text;
  for (const literal of extractLiterals(text)) {
    if (literal.kind === 'quoted' || literal.kind === 'engine' || literal.kind === 'port') continue;
    out =
      out.slice(0, literal.start) +
      ' '.repeat(literal.text.length) +
      out.slice(literal.start + literal.text.length);
  }
  return out;
}

/** The request's sentences, then each sentence's concepts (split on "and", "with", commas). */
export function splitRequest(text: string): { sentences: string[]; parts: RequestPart[] } {
  const sentences = text
    .split(SENTENCE_END)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const parts: RequestPart[] = [];
  sentences.forEach((sentence, index) => {
    // Parenthesised asides ("(with two subnets)") are parts of their own; literal values are data, not
    // words that name a resource (the "db" of `db.t3.large` names no database).
    const flat = withoutLiterals(sentence).replace(/[()]/g, ', ');
    for (const concept of decomposeConcepts(flat)) parts.push({ text: concept, sentence: index });
  });
  return { sentences, parts };
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  pair: 2,
  couple: 2,
};

/** Words that end the run of adjectives before a noun: a number before them counts something else. */
const BREAKS = new Set(['and', 'or', 'with', 'in', 'of', 'for', 'to', 'on', 'at', 'by', 'from']);

/**
 * How many of a thing the words ask for: "two subnets", "3 queues", "a pair of private subnets". `nameWord` is
 * the record's last name word (`subnet`); the count is the nearest number in the three words before its
 * plural, with no "and"/"with" between ("10.0.0.0/16 and two subnets" is two).
 */
export function countFor(text: string, nameWord: string): number {
  const words = text.toLowerCase().split(/[\s,;()]+/);
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    if (!new RegExp(`^${nameWord}(?:s|es)\\b`).test(word)) continue;
    for (let j = i - 1; j >= Math.max(0, i - 4); j--) {
      const before = words[j] ?? '';
      if (BREAKS.has(before) && !(before === 'of' && words[j - 1] === 'pair')) break;
      const n = NUMBER_WORDS[before] ?? (/^\d{1,2}$/.test(before) ? Number(before) : undefined);
      if (n !== undefined && n >= 1 && n <= 20) return n;
    }
  }
  return 1;
}
