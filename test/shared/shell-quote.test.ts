import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { shellQuote } from '../../src/shared/shell-quote.js';

describe('shellQuote', () => {
  it('leaves plainly safe words alone and quotes the rest', () => {
    expect(shellQuote('--max-repairs=3')).toBe('--max-repairs=3');
    expect(shellQuote('a bucket')).toBe("'a bucket'");
    expect(shellQuote('')).toBe("''");
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
  });

  it('gives back the same word through a real shell', () => {
    for (const word of ["it's $HOME", 'a;b|c', '`id`', 'tab\there', "''"]) {
      expect(execFileSync('/bin/sh', ['-c', `printf %s ${shellQuote(word)}`], { encoding: 'utf8' })).toBe(
        word,
      );
    }
  });
});
