import { describe, expect, it } from 'vitest';
import { sentenceAt, splitLocated, splitSentences } from '../../src/language/sentences.js';

describe('splitSentences', () => {
  it('splits at a full stop, ! or ? followed by space and at line breaks, keeping each offset', () => {
    const text = 'An S3 bucket. A queue!  Then a topic?\nLast one';
    const sentences = splitSentences(text);
    expect(sentences.map((s) => s.text)).toEqual(['An S3 bucket.', 'A queue!', 'Then a topic?', 'Last one']);
    for (const sentence of sentences) {
      expect(text.slice(sentence.start, sentence.start + sentence.text.length)).toBe(sentence.text);
    }
  });

  it('keeps versions and instance types whole: a dot without a space is no sentence end', () => {
    expect(splitSentences('An RDS db.t3.micro on emr-6.15.0: two of them.').map((s) => s.text)).toEqual([
      'An RDS db.t3.micro on emr-6.15.0: two of them.',
    ]);
  });

  it('drops empty pieces and gives nothing for blank text', () => {
    expect(splitSentences('  \n\n  ')).toEqual([]);
    expect(splitSentences('\n\n  a bucket  \n')).toEqual([{ text: 'a bucket', start: 4 }]);
  });
});

describe('splitLocated', () => {
  it('is split-trim-filter with the offsets of the trimmed pieces', () => {
    const text = ' a ,, b ,c ';
    const pieces = splitLocated(text, /,/g);
    expect(pieces.map((p) => p.text)).toEqual(
      text
        .split(/,/)
        .map((p) => p.trim())
        .filter((p) => p !== ''),
    );
    expect(pieces.map((p) => p.start)).toEqual([1, 6, 9]);
  });
});

describe('sentenceAt', () => {
  it('gives the last sentence starting at or before an offset, 0 before the first', () => {
    const sentences = splitSentences('  One. Two. Three.');
    expect(sentenceAt(sentences, 0)).toBe(0);
    expect(sentenceAt(sentences, 6)).toBe(0);
    expect(sentenceAt(sentences, 7)).toBe(1);
    expect(sentenceAt(sentences, 100)).toBe(2);
    expect(sentenceAt([], 5)).toBe(0);
  });
});
