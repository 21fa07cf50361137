import { describe, expect, it } from 'vitest';
import { NUMBER_WORD_PATTERN, NUMBER_WORDS, numberSaid } from '../../src/language/number-words.js';

describe('numbers said in words', () => {
  it('reads a number in digits or in words, and nothing else', () => {
    expect(numberSaid('15')).toBe(15);
    expect(numberSaid('Fifteen')).toBe(15);
    expect(numberSaid('forty-five')).toBe(45);
    expect(numberSaid('several')).toBeUndefined();
  });

  it('matches every word of the table whole, the longest first', () => {
    const pattern = new RegExp(`^(?:${NUMBER_WORD_PATTERN})$`);
    expect(Object.keys(NUMBER_WORDS).every((word) => pattern.test(word))).toBe(true);
    expect(new RegExp(`\\b(${NUMBER_WORD_PATTERN})\\b`).exec('every forty-five minutes')?.[1]).toBe(
      'forty-five',
    );
  });
});
