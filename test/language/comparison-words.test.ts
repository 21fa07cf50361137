import { describe, expect, it } from 'vitest';
import { comparisonsAsWritten } from '../../src/language/comparison-words.js';

describe('comparisons said in words', () => {
  it('says each comparison as valid values write it, the longer phrase first', () => {
    expect(comparisonsAsWritten(' cpu goes above 80 ')).toBe(' cpu goes greater than 80 ');
    expect(comparisonsAsWritten(' at least 1 message ')).toBe(' greater than or equal to 1 message ');
    expect(comparisonsAsWritten(' no more than 5 ')).toBe(' less than or equal to 5 ');
    expect(comparisonsAsWritten(' drops below 10 ')).toBe(' drops less than 10 ');
    expect(comparisonsAsWritten(' cpu is at or above 90 ')).toBe(' cpu is greater than or equal to 90 ');
    expect(comparisonsAsWritten(' at or below 5 ')).toBe(' less than or equal to 5 ');
  });

  it('leaves words that compare nothing as they are', () => {
    expect(comparisonsAsWritten(' the abovementioned bucket over https ')).toBe(
      ' the abovementioned bucket over https ',
    );
  });
});
